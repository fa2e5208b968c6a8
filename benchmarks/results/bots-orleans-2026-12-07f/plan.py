"""Plan-level comparison at planning positions: each spec plans the whole round from the position
(one search per placement, as in a game, until ``done``), then the finished plan is refereed with
medium playouts to the end from K determinizations of the planner's view (common across specs).

    PYTHONPATH=src python plan.py pos-59290.jsonl --specs 'hard/own=1;hard/own=1/iterations=2000' --k 16 --out plan-59290.jsonl
Also per plan: followers placed, places left partly staffed, the planner's own value at ``done``.
"""
from __future__ import annotations

import argparse
import json
import sys

from analyze import load_positions
from referee import playout

from eurogames.bots import decide
from eurogames.bots.tournament import make
from eurogames.core import Rng
from eurogames.games.orleans.heuristic import PLACE_RANGE, own_value, owned_places
from eurogames.games.orleans.rules import S_PLAN


def partial(st, p):
    slots = st.slots[p]
    n = 0
    for pl in owned_places(st.owned[p]):
        r = PLACE_RANGE[pl]
        k = sum(1 for s in r if slots[s] >= 0)
        n += 0 < k < len(r)
    return n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--specs", default="hard/own=1;hard/own=1/iterations=2000")
    ap.add_argument("--k", type=int, default=16)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    _game, positions = load_positions(a.files)
    with open(a.out, "w") as f:
        for i, d in enumerate(positions):
            st0, seat = d["st"], d["seat"]
            if st0.stage != S_PLAN or st0.plan_done[seat] or d["legal"] < 3:
                continue
            rec = {"i": i, "round": d["round"], "plans": {}}
            for spec in a.specs.split(";"):
                bot = make(spec, 4242 + i)
                bot.seconds = 1e9
                st = st0.clone()
                seq = []
                while st.stage == S_PLAN and not st.plan_done[seat] and seat in st.active_players():
                    act = decide(bot, st, seat)
                    seq.append(act.notation())
                    st.apply(seat, act)
                margins = []
                for k in range(a.k):
                    det = st.determinize(seat, Rng(5000 + k))
                    margins.append(playout(det, seat, 9000 + k)[0])
                rec["plans"][spec] = {"seq": seq, "plan": sorted(seq), "partial": partial(st, seat),
                                      "own_value": round(own_value(st, seat), 2), "margins": margins,
                                      "mean": sum(margins) / a.k}
            f.write(json.dumps(rec) + "\n")
            f.flush()
            print(i, d["round"], {s: (len(p["seq"]), p["partial"], p["own_value"], round(p["mean"], 1))
                                  for s, p in rec["plans"].items()}, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
