"""Search iterations per CPU second, per game: the baseline ``mcts`` against the levels' search.

Run:  nice .venv/bin/python benchmarks/search_speed.py [--game NAME] [--states 12] [--iterations 300]
                                                      [--bots mcts,hard]

Positions come from seeded greedy self-play at 2 players (every 15th decision with a
choice); each bot searches each position with a fixed iteration budget and no time cap,
and the figure is iterations run divided by the CPU time of the whole decision
(determinizing, valuing priors and choosing included), with the CPU seconds per decision
(median, p95, worst). ``--level-budget`` searches with each level's own budget instead
(the decision times a player meets; no time cap either way). The last column is a digest of
the moves chosen: two builds or trees that search alike print the same one (the compiled build
makes the same decisions as pure Python).
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import time

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.tournament import make
from eurogames.core import State


def positions(name: str, count: int, players: int = 2) -> list[tuple[State, int]]:
    game = eurogames.load(name)
    out: list[tuple[State, int]] = []
    seed = 0
    while len(out) < count:
        st = game.new(players, seed)
        bots = [make_bot("greedy", seed * 7 + s) for s in range(players)]
        k = 0
        while not st.is_over() and len(out) < count:
            seat = st.active_players()[0]
            if k % 15 == 7 and len(st.legal_actions(seat)) > 1:
                out.append((st.clone(), seat))
            st.apply(seat, decide(bots[seat], st, seat))
            k += 1
        seed += 1
    return out


def measure(kind: str, states: list[tuple[State, int]], iterations: int | None) -> dict[str, float]:
    bot = make(kind, 1)  # a level or baseline, or a spec such as hard/scale=5/exploration=0.7
    if iterations is not None and hasattr(bot, "iterations"):
        bot.iterations = iterations
    if hasattr(bot, "seconds"):
        bot.seconds = 1e9
    times: list[float] = []
    its = 0
    chosen = hashlib.sha256()
    for st, seat in states:
        c = time.thread_time()
        action = decide(bot, st, seat)
        times.append(time.thread_time() - c)
        chosen.update(action.notation().encode() + b"\n")
        its += getattr(bot, "last_iterations", 0) or int(getattr(bot, "iterations", 0))
    total = sum(times)
    times.sort()
    return {"it_per_cpu_s": round(its / total) if total else 0, "median_s": round(statistics.median(times), 3),
            "p95_s": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3), "max_s": round(max(times), 3),
            "choices": chosen.hexdigest()[:12]}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append")
    p.add_argument("--states", type=int, default=12)
    p.add_argument("--iterations", type=int, default=300)
    p.add_argument("--bots", default="mcts,hard", help="comma list of bots or specs (hard/scale=5)")
    p.add_argument("--level-budget", action="store_true", help="use each level's own iterations")
    args = p.parse_args()
    print(f"{'game':20} {'bot':30} {'it/cpu-s':>9} {'median s':>9} {'p95 s':>7} {'max s':>7} choices", flush=True)
    for name in args.game or eurogames.available_games():
        states = positions(name, args.states)
        for kind in args.bots.split(","):
            r = measure(kind, states, None if args.level_budget else args.iterations)
            print(f"{name:20} {kind:30} {r['it_per_cpu_s']:>9} {r['median_s']:>9} {r['p95_s']:>7} {r['max_s']:>7} {r['choices']}",
                  flush=True)


if __name__ == "__main__":
    main()
