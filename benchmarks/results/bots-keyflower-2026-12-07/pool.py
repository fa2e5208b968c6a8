"""Pools the deciding games (hard at 1000 iterations) and pairs them with shipped hard's stored games on the same deals.

    python3 benchmarks/results/bots-keyflower-2026-12-07/pool.py [instruction ratio branch/main]
"""
import glob
import json
import math
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STORED = "/work/main/benchmarks/results"


def stored(seed):
    for path in (f"{STORED}/bots-queue-2026-12-06e/kf-hard-medium-s{seed}.json",
                 f"{STORED}/bots-keyflower-2026-12-06d/confirm-h600e8-medium-s{seed}.json"):
        if os.path.exists(path):
            return json.load(open(path))
    return None


def wins_of(data, prefix):
    w, scores, margins, cpu = 0.0, [], [], []
    for r in data["results"]:
        i = next(k for k, b in enumerate(r["seating"]) if b.startswith(prefix))
        w += r["wins"][i]
        scores.append((r["scores"][i], r["scores"][1 - i]))
        margins.append(r["scores"][i] - r["scores"][1 - i])
        cpu += r["cpu"][i]
    return w, scores, margins, cpu


def wilson(w, n, z=1.959964):
    p = w / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def sign_p(better, worse):
    n = better + worse
    k = min(better, worse)
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n) if n else 1.0


def main():
    files = sorted(glob.glob(f"{HERE}/confirm-h1000-medium-s*.json"), key=lambda p: int(p.split("-s")[-1][:-5]))
    cw = sw = 0.0
    n = 0
    cs, cm, ccpu, sm = [], [], [], []
    better = worse = same = 0
    for path in files:
        seed = int(path.split("-s")[-1][:-5])
        c = json.load(open(path))
        w, scores, margins, cpu = wins_of(c, "hard")
        s = stored(seed)
        ws, _, marg_s, _ = wins_of(s, "hard")
        cw += w
        sw += ws
        n += len(c["results"])
        cs += scores
        cm += margins
        sm += marg_s
        ccpu += cpu
        better += w > ws
        worse += w < ws
        same += w == ws
        print(seed, "candidate", w, "shipped", ws, "margins", margins, marg_s)
    lo, hi = wilson(cw, n)
    slo, shi = wilson(sw, n)
    print(f"deals {len(files)} games {n}: candidate {cw}/{n} = {cw / n:.1%} ({lo:.1%}-{hi:.1%}); "
          f"shipped hard on the same deals {sw}/{n} = {sw / n:.1%} ({slo:.1%}-{shi:.1%})")
    print(f"mean score cand/medium {statistics.mean(a for a, _ in cs):.1f} / {statistics.mean(b for _, b in cs):.1f};"
          f" mean margin cand {statistics.mean(cm):+.2f}, shipped {statistics.mean(sm):+.2f}")
    print(f"deals better {better}, worse {worse}, same {same}: sign test p = {sign_p(better, worse):.3f}")
    # not registered, exploratory: the paired margin (candidate's minus shipped hard's, same deal and seat)
    d = [a - b for a, b in zip(cm, sm)]
    se = statistics.stdev(d) / math.sqrt(len(d)) if len(d) > 1 else float("nan")
    print(f"paired margin difference (exploratory) {statistics.mean(d):+.2f} per game, 95% CI "
          f"{statistics.mean(d) - 1.96 * se:+.2f} to {statistics.mean(d) + 1.96 * se:+.2f} (normal approx., {len(d)} games)")
    ratio = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    for label, k in (("as played (main's compiled build)", 1.0), (f"scaled by {ratio:.3f} (this branch)", ratio)):
        q = sorted(x * k for x in ccpu)
        print(f"candidate CPU/decision {label}: median {statistics.median(q):.3f} p95 {q[int(0.95 * (len(q) - 1))]:.3f}"
              f" max {q[-1]:.3f}; over 1 s: {sum(x > 1.0 for x in q)}/{len(q)} = {sum(x > 1.0 for x in q) / len(q):.1%}")


if __name__ == "__main__":
    main()
