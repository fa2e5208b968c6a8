"""Collect Orléans positions (seat to decide, >1 legal action) from seeded hard/own=1 self-play.

    PYTHONPATH=src python collect.py --seed 59200 --every 6 --out pos-59200.jsonl
Each line: {"deal", "seat", "round", "stage", "legal", "state"} (the true state as JSON; the
search sees it only through determinize, as in a game).
"""
from __future__ import annotations

import argparse
import json
import time

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=59200)
    ap.add_argument("--every", type=int, default=6)
    ap.add_argument("--bots", default="hard/own=1,hard/own=1")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    game = eurogames.load("orleans")
    st = game.new(2, a.seed, {})
    bots = [make(k, bot_seed(a.seed, s)) for s, k in enumerate(a.bots.split(","))]
    n = 0
    t0 = time.process_time()
    with open(a.out, "w") as f:
        for seat in turns(st, a.seed):
            legal = st.legal_actions(seat)
            if len(legal) > 1:
                n += 1
                if n % a.every == 0:
                    f.write(json.dumps({"deal": a.seed, "seat": seat, "round": st.round, "stage": int(st.stage),
                                        "legal": len(legal), "state": st.to_json()}) + "\n")
            st.apply(seat, decide(bots[seat], st, seat))
    print(a.seed, [s.total for s in st.scores()], n, "decisions", round(time.process_time() - t0, 1), "cpu s")


if __name__ == "__main__":
    main()
