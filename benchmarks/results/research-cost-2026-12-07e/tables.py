"""The tables of research-cost-2026-12-07e.md from this folder's raw outputs (run here)."""
import collections
import json
import re
import statistics

before = {(r["game"], r["players"]): r for r in json.load(open("instr-before.json"))}
after = {(r["game"], r["players"]): r for r in json.load(open("instr-after.json"))}
print("| game | p | engine | OS step main | OS step branch | change a step | floor (branch) | adapter's own main / branch |")
print("|---|---|---|---|---|---|---|---|")
for k, b in before.items():
    a = after[k]
    e = b["engine"]
    print(f"| {k[0]} | {k[1]} | {e:,.0f} | {b['os']:,.0f} {b['os'] / e:.2f}x | {a['os']:,.0f} {a['os'] / a['engine']:.2f}x"
          f" | {a['os'] - a['engine'] - (b['os'] - e):+,.0f} | {a['os-floor'] / a['engine']:.2f}x"
          f" | {(b['os'] - b['os-floor']) / e:.2f}x / {(a['os'] - a['os-floor']) / a['engine']:.2f}x |")


def load(mode):
    data = collections.defaultdict(lambda: collections.defaultdict(list))
    for t in "AB":
        for line in open(f"cpu-{mode}-{t}.txt"):
            if not line.startswith("| ") or line.startswith("| game"):
                continue
            c = [x.strip() for x in line.strip().strip("|").split("|")]
            for name, i in (("os", 4), ("floor", 5)):
                m = re.search(r"([\d.]+)x", c[i])
                if m:
                    data[(c[0], int(c[1]))][(t, name)].append(float(m.group(1)))
    return data


def medians(mode, data):
    """Per row and tree: the median (and range) over passes of each column's ratio."""
    print(f"{mode}: median ratio over passes [min-max], A = main, B = branch")
    print("| game | p | n | OS step A | OS step B | floor A | floor B |")
    print("|---|---|---|---|---|---|---|")
    for k in sorted(data):
        cells = []
        for name in ("os", "floor"):
            for t in "AB":
                v = data[k][(t, name)]
                cells.append(f"{statistics.median(v):.2f}x [{min(v):.2f}-{max(v):.2f}]")
        print(f"| {k[0]} | {k[1]} | {len(data[k][('A', 'os')])} | " + " | ".join(cells) + " |")


print()
rep, fr = load("replay"), load("fresh")
medians("replay", rep)
print()
medians("fresh", fr)
print()
print("| game | p | gap to 1.5x (branch, replay / fresh) | floor | adapter's own |")
print("|---|---|---|---|---|")
for k in sorted(rep):
    osr = statistics.median(rep[k][("B", "os")])
    osf = statistics.median(fr[k][("B", "os")])
    fl = statistics.median(rep[k][("B", "floor")] + fr[k][("B", "floor")])
    gap = f"{osr - 1.5:+.2f}x / {osf - 1.5:+.2f}x"
    print(f"| {k[0]} | {k[1]} | {gap} | {fl:.2f}x | {(osr + osf) / 2 - fl:.2f}x |")
