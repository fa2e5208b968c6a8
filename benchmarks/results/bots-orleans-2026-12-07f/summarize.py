"""Tables for bots-orleans-2026-12-07f.md from the analysis and referee files.

    python summarize.py --an an-59290.jsonl an2-59290.jsonl --ref ref-59290.jsonl
"""
from __future__ import annotations

import argparse
import json
import math
from itertools import combinations

PRIOR = 10


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--an", nargs="+", required=True)
    ap.add_argument("--ref", required=True)
    a = ap.parse_args()
    recs: dict[int, dict] = {}
    for path in a.an:
        for line in open(path):
            r = json.loads(line)
            m = recs.setdefault(r["i"], r)
            for k, v in r["runs"].items():
                m["runs"].setdefault(k, v)
    runs = sorted({k for r in recs.values() for k in r["runs"]}, key=lambda k: (len(k), k))
    print(f"positions: {len(recs)}; stages: planning {sum(r['stage'] == 6 for r in recs.values())}, "
          f"action {sum(r['stage'] == 8 for r in recs.values())}, other {sum(r['stage'] not in (6, 8) for r in recs.values())}")
    print("\n## Same move (most visits), pairs of runs, and with medium's move")
    for x, y in combinations(runs, 2):
        both = [r for r in recs.values() if x in r["runs"] and y in r["runs"]]
        same = sum(r["runs"][x]["visits"] == r["runs"][y]["visits"] for r in both)
        print(f"  {x:42} vs {y:42}: {same}/{len(both)}")
    for x in runs:
        both = [r for r in recs.values() if x in r["runs"]]
        print(f"  {x:42} = medium's move: {sum(r['runs'][x]['visits'] == r['medium'] for r in both)}/{len(both)}")
    print("\n## Most visits vs best mean (mean over real visits and the 10 prior visits; >= 5 real visits)")
    for x in runs:
        diff = 0
        n = 0
        for r in recs.values():
            if x not in r["runs"]:
                continue
            top = r["runs"][x]["top"]
            cands = [(m * v / (v + PRIOR) if v else m, t) for v, m, t in top if v >= 5]
            if not cands:
                continue
            n += 1
            diff += max(cands)[1] != r["runs"][x]["visits"]
        print(f"  {x:42}: best mean differs from most visits at {diff}/{n}")
    print("\n## Gap between the two most visited root moves' means (prior included), in points of the leaf value")
    for x in runs:
        gaps, ucb = [], []
        for r in recs.values():
            if x not in r["runs"] or len(r["runs"][x]["top"]) < 2:
                continue
            (n1, m1, _), (n2, m2, _) = r["runs"][x]["top"][:2]
            v1, v2 = m1 * n1 / (n1 + PRIOR), m2 * n2 / (n2 + PRIOR)
            pts = lambda v: 5 * math.atanh(max(-0.999999, min(0.999999, 2 * v - 1)))
            gaps.append(abs(pts(v1) - pts(v2)))
            tot = sum(n for n, _m, _t in r["runs"][x]["top"])
            ucb.append(0.7 * math.sqrt(math.log(tot + 1) / (n1 + PRIOR)))
        gaps.sort()
        ucb.sort()
        if gaps:
            print(f"  {x:42}: median gap {gaps[len(gaps) // 2]:.2f} points (n {len(gaps)}); "
                  f"exploration term of the top move, median {ucb[len(ucb) // 2]:.3f} value units")
    try:
        refs = [json.loads(line) for line in open(a.ref)]
    except FileNotFoundError:
        refs = []
    print(f"\n## Referee (medium playouts to the end, common determinizations): {len(refs)} positions refereed")
    rruns = list(refs[0]["chosen"]) if refs else []
    for x, y in combinations(rruns, 2):
        d, w, better, worse = [], [], 0, 0
        for r in refs:
            mx, my = r["chosen"][x], r["chosen"][y]
            if mx == my:
                continue
            dd = r["moves"][my]["mean"] - r["moves"][mx]["mean"]
            d.append(dd)
            w.append(r["moves"][my]["win"] - r["moves"][mx]["win"])
            better += dd > 0
            worse += dd < 0
        if not d:
            continue
        mean = sum(d) / len(d)
        sd = math.sqrt(sum((v - mean) ** 2 for v in d) / max(1, len(d) - 1))
        print(f"  {y} minus {x}: n {len(d)}, margin {mean:+.2f} (95% +-{1.96 * sd / math.sqrt(len(d)):.2f}), "
              f"win share {sum(w) / len(w):+.3f}, better {better} / worse {worse}")
    print("\n## Per position (round, stage, referee margin of each chosen move)")
    for r in refs:
        print(f"  {r['i']:3} r{r['round']:2} s{r['stage']} legal {r['legal']:3} " +
              "  ".join(f"{k.replace('hard/own=1', 'h').replace('/iterations=', '@')}: {v} ({r['moves'][v]['mean']:+.1f})"
                        for k, v in r["chosen"].items()))


if __name__ == "__main__":
    main()
