"""Engine cost in CPU instructions (valgrind's callgrind): reproducible on a busy machine.

CPU-second figures move by 10-20 % with the load of a shared machine; instruction counts do
not. For each game and source tree this counts the instructions per decision of eager
playouts (after warm-up games, so caches are filled as in a long ``eurogames bench`` run)
and per ``view`` call over the bench's sampled positions. Only the measured part is counted:
it runs inside ``functools.reduce``, and callgrind collects inside that C function only.

    nice python benchmarks/instructions.py /tmp/old/src src            # every game, two trees
    nice python benchmarks/instructions.py src --game orleans --what view
    nice python benchmarks/instructions.py /tmp/old/src src --game keyflower --gc off --warm 200

``--gc off`` disables the cyclic garbage collector after the warm-up: with it on, one
collection more or less inside the measured window (its timing follows every allocation) can
move a count by 1-2 %, more than many changes being measured. ``--python`` runs the measured
process with another interpreter (a compiled build's venv; give an empty directory as the tree).

Needs ``valgrind`` on the PATH; each run takes 10-60 s (callgrind is ~50x slower than Python).
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import subprocess
import sys

GAMES = {"castles_of_burgundy": 2, "burgundy_card_game": 2, "orleans": 2, "white_castle": 2, "keyflower": 3}


def child(name: str, players: int, what: str, games: int, warm: int, gc_on: bool = True) -> None:
    """The measured process: set up outside ``functools.reduce``, measure inside it."""
    import gc

    from eurogames import load
    from eurogames.bench import MAX_SAMPLES, _positions
    from eurogames.bots.playout import EAGER, playout
    from eurogames.core import Rng
    game = load(name)
    for w in range(warm):
        playout(game.new(players, 10_000 + w, None), Rng(10_000 + w), EAGER)
    if not gc_on:
        gc.disable()
    if what == "decisions":
        def step(acc: int, i: int) -> int:
            return acc + playout(game.new(players, i + 1, None), Rng(i + 1), EAGER)
        print("count", functools.reduce(step, range(games), 0))
        return
    samples = []
    for i in range(40):
        samples += _positions(game.new(players, i + 1, None), Rng(i + 1), EAGER)
    samples = samples[:MAX_SAMPLES]
    seats = [(s.active_players() or [0])[0] for s in samples]
    for s, seat in zip(samples, seats):
        s.view(seat)

    def view(acc: int, i: int) -> int:
        samples[i].view(seats[i])
        return acc + 1
    print("count", functools.reduce(view, range(len(samples)), 0))


def measure(src: str, name: str, what: str, games: int, warm: int, gc_on: bool = True,
            python: str = sys.executable) -> float:
    """Instructions per decision (or per view) of one game in one source tree."""
    env = dict(os.environ, PYTHONPATH=os.path.abspath(src))
    out = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no",
                          "--toggle-collect=functools_reduce", "--callgrind-out-file=/dev/null",
                          python, os.path.abspath(__file__), "--child", name, str(GAMES[name]), what, str(games),
                          str(warm), "on" if gc_on else "off"],
                         env=env, capture_output=True, text=True, check=True, cwd="/")
    count = int(re.search(r"^count (\d+)", out.stdout, re.MULTILINE).group(1))  # type: ignore[union-attr]
    instr = int(re.search(r"Collected : (\d+)", out.stderr).group(1))  # type: ignore[union-attr]
    return instr / count


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        name, players, what, games, warm, gc_mode = sys.argv[2:8]
        child(name, int(players), what, int(games), int(warm), gc_mode == "on")
        return 0
    p = argparse.ArgumentParser()
    p.add_argument("trees", nargs="+", help="src directories (PYTHONPATH) to compare")
    p.add_argument("--game", choices=sorted(GAMES), help="one game (default: all)")
    p.add_argument("--what", choices=("decisions", "view"), default="decisions")
    p.add_argument("--games", type=int, default=10, help="measured playouts (decisions)")
    p.add_argument("--warm", type=int, default=10, help="warm-up playouts before measuring")
    p.add_argument("--gc", choices=("on", "off"), default="on", help="garbage collector while measuring")
    p.add_argument("--python", default=sys.executable, help="interpreter of the measured process")
    args = p.parse_args()
    names = [args.game] if args.game else list(GAMES)
    print(f"instructions per {'decision' if args.what == 'decisions' else 'view call'} (eager policy)")
    for name in names:
        figures = [measure(t, name, args.what, args.games, args.warm, args.gc == "on", args.python)
                   for t in args.trees]
        cells = "  ".join(f"{chr(65 + i)} {f:>10,.0f}" for i, f in enumerate(figures))
        change = f"  B/A {figures[1] / figures[0] - 1:+.1%}" if len(figures) > 1 else ""
        print(f"{name:20} {cells}{change}")
    print("trees: " + ", ".join(f"{chr(65 + i)} = {t}" for i, t in enumerate(args.trees)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
