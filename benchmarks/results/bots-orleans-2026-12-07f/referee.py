"""Referee the positions where budgets disagree: each candidate move played from K determinizations
of the mover's view (common across moves), then both seats play medium's policy to the end.

    PYTHONPATH=src python referee.py an.jsonl an2.jsonl --positions pos-59290.jsonl --runs 'hard/own=1#1;hard/own=1/iterations=2000#1' --k 24 --out ref.jsonl
Every distinct move chosen (most visits) by the listed runs at a position is refereed, unless all
agree. Per position and move: the mean final margin (mover minus rival) and win share.
"""
from __future__ import annotations

import argparse
import json
import sys

from analyze import load_positions

from eurogames.bots.greedy import GreedyBot
from eurogames.core import Rng


def playout(st, seat, rng_seed):
    bots = [GreedyBot(rng_seed * 2 + s, baseline=False) for s in range(st.players)]
    r = Rng(rng_seed ^ 0xABC)
    while not st.is_over():
        act = st.active_players()
        s = act[r.below(len(act))] if len(act) > 1 else act[0]
        st.apply(s, bots[s].choose(st, s))
    sc = [x.total for x in st.scores()]
    other = max(sc[q] for q in range(len(sc)) if q != seat)
    return sc[seat] - other, (1.0 if sc[seat] > other else 0.5 if sc[seat] == other else 0.0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("analysis", nargs="+")
    ap.add_argument("--positions", nargs="+", required=True)
    ap.add_argument("--runs", required=True, help="';'-separated run keys")
    ap.add_argument("--key", default="visits")
    ap.add_argument("--k", type=int, default=12)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    game, positions = load_positions(a.positions)
    done = set()
    try:
        for line in open(a.out):
            done.add(json.loads(line)["i"])
    except FileNotFoundError:
        pass
    runs = a.runs.split(";")
    merged: dict[int, dict] = {}
    for path in a.analysis:
        for line in open(path):
            rec = json.loads(line)
            m = merged.setdefault(rec["i"], rec)
            for k, v in rec["runs"].items():
                m["runs"].setdefault(k, v)
    with open(a.out, "a") as f:
        for i, rec in sorted(merged.items()):
            if i in done or any(r not in rec["runs"] for r in runs):
                continue
            chosen = {r: rec["runs"][r][a.key] for r in runs}
            moves = sorted(set(chosen.values()))
            if len(moves) < 2:
                continue
            st0, seat = positions[i]["st"], rec["seat"]
            res = {}
            for m in moves:
                margins, wins = [], []
                for k in range(a.k):
                    det = st0.determinize(seat, Rng(5000 + k))
                    act = next(x for x in det.legal_actions(seat) if x.notation() == m)
                    det.apply(seat, act)
                    mg, w = playout(det, seat, 9000 + k)
                    margins.append(mg)
                    wins.append(w)
                res[m] = {"margins": margins, "mean": sum(margins) / a.k, "win": sum(wins) / a.k}
            out = {"i": i, "round": rec["round"], "stage": rec["stage"], "legal": rec["legal"],
                   "medium": rec["medium"], "chosen": chosen, "moves": res}
            f.write(json.dumps(out) + "\n")
            f.flush()
            print(i, rec["round"], {r: (c, round(res[c]["mean"], 1)) for r, c in chosen.items()},
                  file=sys.stderr, flush=True)

if __name__ == "__main__":
    main()
