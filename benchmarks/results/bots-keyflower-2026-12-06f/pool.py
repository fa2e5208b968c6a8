"""Pool this folder's confirm-*.json: wins with 95% Wilson, margins, CPU per decision, capped."""
import glob
import json
import math
import statistics

Z = 1.959963984540054
spec = "hard/iterations=800/expand=8"
w = n = cap = dec = 0.0
cpu: list[float] = []
margins = []
for f in sorted(glob.glob("confirm-h800e8-medium-s*.json")):
    d = json.load(open(f))
    s = d["summary"][spec]
    w += s["wins"]
    n += s["games"]
    cap += s["capped"]
    dec += s["decisions"]
    for r in d["results"]:
        h = r["seating"].index(spec)
        cpu += r["cpu"][h]
        margins.append(r["scores"][h] - r["scores"][1 - h])
p = w / n
den = 1 + Z * Z / n
mid = (p + Z * Z / (2 * n)) / den
half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / den
cpu.sort()
print(f"games {n:.0f} wins {w} = {100 * p:.1f}% ({100 * (mid - half):.1f}-{100 * (mid + half):.1f}); "
      f"margin mean {statistics.mean(margins):+.1f}; cpu median {statistics.median(cpu):.3f} "
      f"p95 {cpu[int(0.95 * (len(cpu) - 1))]:.3f} max {cpu[-1]:.3f}; capped {cap:.0f}/{dec:.0f} = {100 * cap / dec:.1f}%")
