"""Tables of cpu_all.sh's JSON: per game and player count, the OS/engine ratio of each pass.
python fmt.py steady|fresh"""
import json, sys, os
R = os.path.dirname(os.path.abspath(__file__))
mode = sys.argv[1]
runs = {(t, p): json.load(open(f"{R}/cpu-{mode}-{t}-{p}.json")) for t in ("base", "after2") for p in (1, 2)
        if os.path.exists(f"{R}/cpu-{mode}-{t}-{p}.json")}
rows = [(r["game"], r["players"]) for r in next(iter(runs.values()))]
print("| game | p | before, pass 1 / pass 2: OS/engine (engine, OS µs) | after, pass 1 / pass 2 |")
print("|---|---|---|---|")
for g, p in rows:
    cells = []
    for t in ("base", "after2"):
        parts = []
        for k in (1, 2):
            r = next((r for r in runs.get((t, k), []) if r["game"] == g and r["players"] == p), None)
            parts.append("-" if r is None else f"{r['os'] / r['engine']:.2f}x ({r['engine']:.1f}, {r['os']:.1f})")
        cells.append(" / ".join(parts))
    print(f"| {g} | {p} | " + " | ".join(cells) + " |")
