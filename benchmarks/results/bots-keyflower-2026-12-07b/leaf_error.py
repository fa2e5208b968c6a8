"""Where the evaluation misjudges the end: rebuild each replayed game (diag2.py's JSON lines),
take the position where the winter village phase begins (every tile won, only placements
left) and compare each seat's evaluation value with its final score, term by term (a term's
share: the value with the tuned weights less the value with that weight set to 0).

    python leaf_error.py diag-hard.jsonl
"""
import json
import sys
from collections import defaultdict

import eurogames
from eurogames.games.keyflower import heuristic as H

TERMS = ("tile", "res", "gold", "use", "road", "water", "to_place", "keeple", "skill", "w_bid", "w_hand",
         "w_hand2", "up_ready", "up_prog", "bid_win", "bid_k", "bid_lose", "move", "pend")


def value(st, seat, w):
    return H._tuned_value(st, seat, w, False, None)


def at(r, phase):
    game = eurogames.load("keyflower")
    st = game.new(2, r["seed"], {})
    for seat, note in r["moves"]:
        if st.season == 3 and st.phase == phase:
            return st
        st.apply(seat, note)
    return None


def main() -> None:
    rows = [json.loads(x) for x in open(sys.argv[1])]
    phase = sys.argv[2] if len(sys.argv) > 2 else "village"
    agg = {"HARD": defaultdict(float), "MED": defaultdict(float)}
    for r in rows:
        hs = r["hard_seat"]
        st = at(r, phase)
        if st is None:
            continue
        for seat, who in ((hs, "HARD"), (1 - hs, "MED")):
            v = value(st, seat, H.W)
            parts = {}
            for k in TERMS:
                w0 = dict(H.W)
                w0[k] = 0.0
                d = v - value(st, seat, w0)
                if abs(d) > 0.05:
                    parts[k] = round(d, 1)
            now = st.scores()[seat].total
            fin = r["scores"][seat]
            agg[who]["value"] += v
            agg[who]["final"] += fin
            agg[who]["now"] += now
            for k, d in parts.items():
                agg[who][k] += d
            print(r["seed"], hs, who, "value %.1f points now %d final %d" % (v, now, fin), parts)
    n = len(rows)
    for who in agg:
        print(who, {k: round(v / n, 1) for k, v in agg[who].items()})


if __name__ == "__main__":
    main()
