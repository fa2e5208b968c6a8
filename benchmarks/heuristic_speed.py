"""Microseconds per call of each game's evaluation: the tuned ``heuristic`` and the baseline.

Run:  nice .venv/bin/python benchmarks/heuristic_speed.py [--game orleans] [--games 3] [--repeat 3]

Positions come from seeded greedy games at 2 players (every decision's state, every seat, as
the bots see them: determinized); each function is timed over the same positions, best of
``--repeat`` passes. The machine's load is printed with the figures.
"""

from __future__ import annotations

import argparse
import os
import time

import eurogames
from eurogames.bots import GreedyBot, decide
from eurogames.core import Rng, State


def positions(name: str, games: int) -> list[tuple[State, int]]:
    game = eurogames.load(name)
    out: list[tuple[State, int]] = []
    for g in range(games):
        st = game.new(2, 500 + g)
        rng = Rng(g)
        bot = GreedyBot(g)
        while not st.is_over():
            act = st.active_players()
            s = act[rng.below(len(act))]
            for seat in range(st.players):
                out.append((st.determinize(seat, Rng(len(out))), seat))
            st.apply(s, decide(bot, st, s))
    return out


def per_call(fn: object, pos: list[tuple[State, int]], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        for st, seat in pos:
            fn(st, seat)  # type: ignore[operator]
        best = min(best, time.perf_counter() - t)
    return best / len(pos) * 1e6


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append")
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    print(f"load {os.getloadavg()[0]:.2f} (1 min), {os.cpu_count()} cores", flush=True)
    print(f"{'game':20} {'positions':>9} {'baseline us':>12} {'tuned us':>9}", flush=True)
    for name in args.game or eurogames.games():
        game = eurogames.load(name)
        pos = positions(name, args.games)
        base = per_call(game.baseline_heuristic, pos, args.repeat)
        new = per_call(game.heuristic, pos, args.repeat)
        print(f"{name:20} {len(pos):>9} {base:>12.1f} {new:>9.1f}", flush=True)


if __name__ == "__main__":
    main()
