"""Pools the deciding games (hard at 1000 iterations) and pairs them with shipped hard's stored
games on the same deals (the counting is -06g's ``pool.py``, imported).

    python3 benchmarks/results/bots-keyflower-2026-12-07/pool.py [instruction ratio branch/main]
"""
import glob
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(RESULTS, "bots-keyflower-2026-12-06g"))
from pool import sign_p, wilson, wins_of  # noqa: E402

STORED = ("bots-queue-2026-12-06e/kf-hard-medium-s{}.json", "bots-keyflower-2026-12-06d/confirm-h600e8-medium-s{}.json")


def stored(seed):
    path = next(p for p in (os.path.join(RESULTS, s.format(seed)) for s in STORED) if os.path.exists(p))
    return json.load(open(path))


def main():
    ratio = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    files = sorted(glob.glob(f"{HERE}/confirm-h1000-medium-s*.json"), key=lambda p: int(p.split("-s")[-1][:-5]))
    cand, ship, margins, cpu = [], [], [], []
    for path in files:
        seed = int(path.split("-s")[-1][:-5])
        w, _, m, c = wins_of(json.load(open(path)), "hard")
        ws, _, ms, _ = wins_of(stored(seed), "hard")
        cand.append(w)
        ship.append(ws)
        margins += list(zip(m, ms))
        cpu += c
        print(seed, "candidate", w, "shipped", ws, "margins", m, ms)
    n = 2 * len(files)
    for name, wins in (("candidate", sum(cand)), ("shipped hard, same deals", sum(ship))):
        lo, hi = wilson(wins, n)
        print(f"{name}: {wins}/{n} = {wins / n:.1%} ({lo:.1%}-{hi:.1%})")
    better = sum(a > b for a, b in zip(cand, ship))
    worse = sum(a < b for a, b in zip(cand, ship))
    print(f"deals better {better}, worse {worse}, same {len(files) - better - worse}: sign test p = {sign_p(better, worse):.3f}")
    print(f"mean margin candidate {statistics.mean(a for a, _ in margins):+.2f}, shipped {statistics.mean(b for _, b in margins):+.2f}")
    for label, k in (("as played (main's compiled build)", 1.0), (f"scaled by {ratio:.3f} (this branch)", ratio)):
        q = sorted(x * k for x in cpu)
        print(f"candidate CPU/decision {label}: median {statistics.median(q):.3f} p95 {q[int(0.95 * (len(q) - 1))]:.3f}"
              f" max {q[-1]:.3f}; over 1 s: {sum(x > 1.0 for x in q)}/{len(q)} = {sum(x > 1.0 for x in q) / len(q):.1%}")


if __name__ == "__main__":
    main()
