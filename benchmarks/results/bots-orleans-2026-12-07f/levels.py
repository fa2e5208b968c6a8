"""Mean value of the most visited root move (prior included), by stage and run: the level the
tree's leaves sit at relative to the root (0.5 = no gain).

    python levels.py an-59290.jsonl an2-59290.jsonl an3-59290.jsonl
"""
import json
import sys
from collections import defaultdict

recs: dict[int, dict] = {}
for path in sys.argv[1:]:
    for line in open(path):
        r = json.loads(line)
        m = recs.setdefault(r["i"], r)
        for k, v in r["runs"].items():
            m["runs"].setdefault(k, v)
out: dict[tuple[str, str], list[float]] = defaultdict(list)
for r in recs.values():
    stage = {6: "planning", 8: "action"}.get(r["stage"], "other")
    for k, v in r["runs"].items():
        n, m, _t = v["top"][0]
        out[(k, stage)].append(m * n / (n + 10))
for (k, stage), xs in sorted(out.items()):
    print(f"{k:44} {stage:9} n {len(xs):3} mean value of the chosen move {sum(xs) / len(xs):.3f}")
