"""Summary of plan.py's output: same plan (as a set of placements), and the refereed margins.

    python plansum.py plan-59290.jsonl
"""
import json
import math
import sys

recs = [json.loads(line) for line in open(sys.argv[1])]
a, b = list(recs[0]["plans"])[:2]
same = sum(r["plans"][a]["plan"] == r["plans"][b]["plan"] for r in recs)
d = [r["plans"][b]["mean"] - r["plans"][a]["mean"] for r in recs if r["plans"][a]["plan"] != r["plans"][b]["plan"]]
m = sum(d) / len(d) if d else 0.0
sd = math.sqrt(sum((x - m) ** 2 for x in d) / max(1, len(d) - 1))
print(f"planning positions {len(recs)}: the same final plan (as a set) {same}; where they differ (n {len(d)}):"
      f" {b} minus {a} margin {m:+.2f} (95% +-{1.96 * sd / math.sqrt(max(1, len(d))):.2f}),"
      f" better {sum(x > 0 for x in d)} / worse {sum(x < 0 for x in d)}")
for k in (a, b):
    print(f"  {k}: placements {sum(len(r['plans'][k]['seq']) for r in recs)}, places left partly staffed"
          f" {sum(r['plans'][k]['partial'] for r in recs)}, mean own value at done"
          f" {sum(r['plans'][k]['own_value'] for r in recs) / len(recs):.2f}")
