"""CPU time and choice of search variants on a few mid-game positions (medium-vs-medium openings).

    python benchmarks/search_probe.py white_castle 'hard' 'hard/rollout=2' --moves 10,30,50
"""

from __future__ import annotations

import argparse
import time

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.tournament import make


def opening(name: str, moves: int, seed: int) -> object:
    st = eurogames.load(name).new(2, seed)
    bots = [make_bot("medium", 10 + s) for s in range(2)]
    for _ in range(moves):
        if st.is_over():
            break
        seat = st.active_players()[0]
        st.apply(seat, decide(bots[seat], st, seat))
    return st


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("specs", nargs="+")
    ap.add_argument("--moves", default="10,30,50")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args()
    for m in [int(x) for x in args.moves.split(",")]:
        st = opening(args.game, m, args.seed)
        seat = st.active_players()[0]
        n = len(st.legal_actions(seat))
        for spec in args.specs:
            bot = make(spec, 1)
            c = time.thread_time()
            a = decide(bot, st, seat)
            print(f"move {m:3} legal {n:3} {spec:40} {time.thread_time() - c:6.2f} s CPU  {a.notation()}")


if __name__ == "__main__":
    main()
