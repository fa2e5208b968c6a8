"""Pools the deciding games (hard with the boat term, ``search_eval=1``) and pairs them with
shipped hard's stored games on the same deals and seats (counting: -06g's ``pool.py``).

    python3 benchmarks/results/bots-keyflower-2026-12-07b/pool.py
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

STORED = ("bots-queue-2026-12-06e/kf-hard-medium-s{}.json", "bots-keyflower-2026-12-06d/confirm-h600e8-medium-s{}.json",
          "bots-keyflower-2026-12-06d/confirm-hard-medium-s{}.json")


def stored(seed):
    path = next(p for p in (os.path.join(RESULTS, s.format(seed)) for s in STORED) if os.path.exists(p))
    return json.load(open(path))


def main():
    files = sorted(glob.glob(f"{HERE}/confirm-s*.json"), key=lambda p: int(p.split("-s")[-1][:-5]))
    cand, ship, margins, cpu, changed = [], [], [], [], 0
    for path in files:
        seed = int(path.split("-s")[-1][:-5])
        c = json.load(open(path))
        s = stored(seed)
        w, sc, m, cp = wins_of(c, "hard")
        ws, scs, ms, _ = wins_of(s, "hard")
        moves = [r["moves"] for r in c["results"]], [r["moves"] for r in s["results"]]
        diff = [a != b or x != y for a, b, x, y in zip(sc, scs, *moves)]
        changed += sum(diff)
        cand.append(w)
        ship.append(ws)
        margins += list(zip(m, ms))
        cpu += cp
        print(seed, "candidate", w, sc, "shipped", ws, scs, "games changed", sum(diff))
    n = 2 * len(files)
    better, worse = sum(a > b for a, b in zip(cand, ship)), sum(a < b for a, b in zip(cand, ship))
    rows = (("candidate", sum(cand)), ("shipped hard, same deals", sum(ship)))
    print("\n".join(f"{name}: {w}/{n} = {w / n:.1%} ({wilson(w, n)[0]:.1%}-{wilson(w, n)[1]:.1%})" for name, w in rows))
    print(f"games whose score or length changed: {changed}/{n}")
    print(f"deals better {better}, worse {worse}, same {len(files) - better - worse}: sign test p = {sign_p(better, worse):.3f}")
    print(f"mean margin candidate {statistics.mean(a for a, _ in margins):+.2f}, shipped {statistics.mean(b for _, b in margins):+.2f}")
    q = sorted(cpu)
    print(f"candidate CPU/decision: median {statistics.median(q):.3f} p95 {q[int(0.95 * (len(q) - 1))]:.3f}"
          f" max {q[-1]:.3f}; over 1 s: {sum(x > 1.0 for x in q)}/{len(q)} = {sum(x > 1.0 for x in q) / len(q):.1%}")


if __name__ == "__main__":
    main()
