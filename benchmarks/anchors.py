"""Our engines beside outside anchors, in one run: catanatron (Python Catan) and OpenSpiel's
Python games, so the ratios in the speed issue can be rechecked.

Every figure is decisions per CPU second of random-legal playouts (ours: the bench policy,
``eager`` unless ``--policy``), one core, this process; rounds alternate ours and the
anchors and the table shows medians, with the machine's load.

    nice .venv/bin/python benchmarks/anchors.py [--rounds 3] [--seconds 2]

catanatron is optional (``pip install catanatron`` into the venv; it is not a dependency);
OpenSpiel comes with the ``test``/``research`` extras. A missing anchor is reported, not fatal.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable

from eurogames import available_games
from eurogames.bench import measure
from eurogames.bots.playout import POLICIES

OPENSPIEL_GAMES = ("python_tic_tac_toe", "python_kuhn_poker", "python_liars_poker", "python_block_dominoes",
                   "python_iterated_prisoners_dilemma")


def catanatron_row(players: int, seconds: float) -> tuple[float, float]:
    """(decisions per CPU second, copy µs) of random catanatron games."""
    from catanatron import Color, Game, RandomPlayer
    colors = [Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE][:players]
    decisions = 0
    copies: list[Game] = []
    c0 = time.process_time()
    seed = 0
    while time.process_time() - c0 < seconds:
        random.seed(seed)
        game = Game([RandomPlayer(c) for c in colors], seed=seed)
        while game.winning_color() is None and game.state.num_turns < 1000:
            game.play_tick()
            decisions += 1
            if decisions % 97 == 5 and len(copies) < 200:
                copies.append(game)
        seed += 1
    cpu = time.process_time() - c0
    c1 = time.process_time()
    for g in copies:
        g.copy()
    copy_us = (time.process_time() - c1) / max(1, len(copies)) * 1e6
    return decisions / cpu, copy_us


def openspiel_row(name: str, seconds: float) -> float:
    """Decisions (player moves, chance outcomes excluded) per CPU second of random playouts."""
    import pyspiel
    game = pyspiel.load_game(name)
    rng = random.Random(0)
    decisions = 0
    c0 = time.process_time()
    while time.process_time() - c0 < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                if state.is_simultaneous_node():
                    state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(game.num_players())])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[rng.randrange(len(legal))])
                decisions += 1
    return decisions / (time.process_time() - c0)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--policy", default="eager", choices=sorted(POLICIES))
    args = p.parse_args()
    try:
        import open_spiel.python.games  # noqa: F401  (registers the Python games)
        have_openspiel = True
    except ImportError:
        have_openspiel = False
    try:
        import catanatron  # noqa: F401
        have_catanatron = True
    except ImportError:
        have_catanatron = False
    rows: dict[str, list[float]] = {}
    extra: dict[str, list[float]] = {}
    jobs: list[tuple[str, Callable[[], float]]] = []
    for name in available_games():
        def ours(name: str = name) -> float:
            r = measure(name, seconds=args.seconds, policy=POLICIES[args.policy])
            extra.setdefault(f"{name} clone µs", []).append(float(r["clone_us"]))
            return float(r["decisions_per_cpu_s"])
        jobs.append((f"eurogames {name} ({'3' if name == 'keyflower' else '2'} p, {args.policy})", ours))
    if have_catanatron:
        for n in (2, 4):
            def cat(n: int = n) -> float:
                rate, copy_us = catanatron_row(n, args.seconds)
                extra.setdefault(f"catanatron {n} p copy µs", []).append(copy_us)
                return rate
            jobs.append((f"catanatron {n} p (random)", cat))
    if have_openspiel:
        for g in OPENSPIEL_GAMES:
            jobs.append((f"OpenSpiel {g} (random)", lambda g=g: openspiel_row(g, args.seconds)))
    loads = []
    for r in range(args.rounds):
        order = jobs if r % 2 == 0 else jobs[::-1]
        for label, job in order:
            loads.append(os.getloadavg()[0])
            rows.setdefault(label, []).append(job())
    print(f"{args.rounds} rounds (order reversed every other round), medians; load average "
          f"{min(loads):.1f}-{max(loads):.1f}")
    for label, vals in rows.items():
        print(f"{label:58} {statistics.median(vals):>12,.0f} decisions per CPU s")
    for label, vals in extra.items():
        print(f"{label:58} {statistics.median(vals):>12,.1f}")
    if not have_catanatron:
        print("catanatron: not installed (pip install catanatron into this venv to add it)")
    if not have_openspiel:
        print("OpenSpiel: not installed (pip install '.[research]')")
    return 0


if __name__ == "__main__":
    sys.exit(main())
