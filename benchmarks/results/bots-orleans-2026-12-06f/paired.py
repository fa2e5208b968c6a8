"""The paired table of bots-orleans-2026-12-06f.md §3: per deal, a candidate's (F or G: the
first argument, default F) and H's wins of 2 and mean margin against medium, from
<C>-s<seed>.json and H-s<seed>.json in this folder."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

HERE = Path(__file__).parent


def load(path: Path) -> tuple[float, float] | None:
    if not path.exists() or not path.stat().st_size:
        return None
    run = json.loads(path.read_text())
    bot = run["bots"][0]
    s = run["summary"][bot]
    return s["wins"], s["mean_margin"]


def wilson(k: float, n: int) -> str:
    if not n:
        return "-"
    z, p = 1.96, k / n
    c = (p + z * z / (2 * n)) / (1 + z * z / n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"{100 * p:.1f}% ({100 * (c - h):.1f}-{100 * (c + h):.1f})"


C = sys.argv[1] if len(sys.argv) > 1 else "F"
seeds = sorted(int(p.stem[3:]) for p in HERE.glob(f"{C}-s*.json"))
fw = hw = fm = hm = 0.0
n = better = worse = 0
print(f"| deal | {C} wins | H wins | {C} margin | H margin |\n|---|---|---|---|---|")
for s in seeds:
    f, h = load(HERE / f"{C}-s{s}.json"), load(HERE / f"H-s{s}.json")
    if f is None:
        continue
    if h is None:
        print(f"| {s} | {f[0]:g} | (not played) | {f[1]:+.1f} | |")
        continue
    print(f"| {s} | {f[0]:g} | {h[0]:g} | {f[1]:+.1f} | {h[1]:+.1f} |")
    n += 1
    fw, hw, fm, hm = fw + f[0], hw + h[0], fm + f[1], hm + h[1]
    better += f[0] > h[0]
    worse += f[0] < h[0]
if n:
    print(f"\n{n} paired deals: {C} {fw:g}/{2 * n} = {wilson(fw, 2 * n)}, H {hw:g}/{2 * n} = {wilson(hw, 2 * n)}; "
          f"mean margin {C} {fm / n:+.1f}, H {hm / n:+.1f}; {C} better on {better} deals, worse on {worse}")
