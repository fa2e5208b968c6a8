"""Root statistics of the Orléans search on fixed positions, for several budgets/variants.

    PYTHONPATH=src python analyze.py pos-*.jsonl --specs 'hard/own=1:1,2;hard/own=1/iterations=2000:1' --out an.jsonl
Per position and spec and tree seed: the move by most visits (what SearchBot plays), the move by
best mean, and the top actions (visits, mean). Also medium's move and the one-step best on the
search's own evaluation.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

import eurogames
from eurogames.bots.base import heuristic_of
from eurogames.bots.tournament import make
from eurogames.bots.tree import search_tree
from eurogames.core import Rng


def load_positions(paths):
    game = eurogames.load("orleans")
    out = []
    for p in paths:
        for line in open(p):
            d = json.loads(line)
            d["st"] = game.from_json(d["state"]) if hasattr(game, "from_json") else None
            out.append(d)
    return game, out


def one_step(st, seat, h):
    legal = st.legal_actions(seat)
    best, bv = None, -1e18
    for a in legal:
        s2 = st.clone()
        s2.apply(seat, a)
        v = h(s2, seat)
        if v > bv:
            best, bv = a, v
    return best


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--specs", default="hard/own=1:1,2;hard/own=1/iterations=2000:1",
                    help="';'-separated spec:seeds")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    game, positions = load_positions(a.files)
    specs = [(x.split(":")[0], [int(y) for y in x.split(":")[1].split(",")]) for x in a.specs.split(";")]
    with open(a.out, "a") as f:
        for i, d in enumerate(positions):
            if i < a.start:
                continue
            st = d["st"]
            seat = d["seat"]
            # the bot sees a determinized copy, as in a game (decide)
            view = st.determinize(seat, Rng(777 + i))
            rec = {"i": i, "deal": d["deal"], "seat": seat, "round": d["round"], "stage": d["stage"],
                   "legal": d["legal"],
                   "medium": one_step(view, seat, heuristic_of(game)).notation(),
                   "own1": one_step(view, seat, heuristic_of(game, own=True)).notation(), "runs": {}}
            for spec, seeds in specs:
                bot = make(spec, 1)
                p = bot.params_for(game)
                p["seconds"] = 1e9
                for sd in seeds:
                    t0 = time.process_time()
                    counts, _capped, done = search_tree(view, seat, Rng(sd * 1000003 + i), int(p["iterations"]), p)
                    cpu = time.process_time() - t0
                    rows = sorted(((n, tot / n if n else 0.0, act.notation()) for act, (n, tot) in counts.items()),
                                  reverse=True)
                    by_visits = rows[0][2]
                    by_mean = max(rows, key=lambda r: (r[1] if r[0] >= 5 else -1))[2]
                    rec["runs"][f"{spec}#{sd}"] = {"visits": by_visits, "mean": by_mean, "cpu": round(cpu, 2),
                                                   "top": [(int(n), round(m, 4), t) for n, m, t in rows[:6]]}
            f.write(json.dumps(rec) + "\n")
            f.flush()
            ch = {k: v["visits"] for k, v in rec["runs"].items()}
            print(i, d["round"], d["stage"], d["legal"], rec["medium"], ch, flush=True, file=sys.stderr)


if __name__ == "__main__":
    main()
