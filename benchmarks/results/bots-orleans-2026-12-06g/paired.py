"""The paired table of bots-orleans-2026-12-06g.md: per deal, a prefix's (default D, the deciding
candidate) and the shipped hard's wins of 2 and mean margin against medium. The shipped hard's
games are -06f's H-s<seed>.json (34000-34017) and -06e's control-hard-s<seed>.json (33000-)."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from eurogames.bots.tournament import wilson

HERE = Path(__file__).parent
RESULTS = HERE.parent


def load(path: Path) -> tuple[float, float] | None:
    if not path.exists() or not path.stat().st_size:
        return None
    run = json.loads(path.read_text())
    s = run["summary"][run["bots"][0]]
    return s["wins"], s["mean_margin"]


def shipped(seed: int) -> Path:
    if seed >= 34000:
        return RESULTS / "bots-orleans-2026-12-06f" / f"H-s{seed}.json"
    return RESULTS / "bots-orleans-2026-12-06e" / f"control-hard-s{seed}.json"


def rate(k: float, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{100 * k / n:.1f}% ({100 * lo:.1f}-{100 * hi:.1f})"


def sign_p(better: int, worse: int) -> float:
    """One-sided sign test: P(X >= better) for X ~ Binomial(better + worse, 1/2)."""
    n = better + worse
    return sum(math.comb(n, k) for k in range(better, n + 1)) / 2 ** n if n else 1.0


C = sys.argv[1] if len(sys.argv) > 1 else "D"
seeds = sorted((int(p.stem.split("-s")[1]) for p in HERE.glob(f"{C}-s*.json")), key=lambda s: (s < 34000, s))
print(f"| deal | {C} wins | H wins | {C} margin | H margin |\n|---|---|---|---|---|")
rows = []  # (candidate wins, margin, shipped wins, margin) per deal both played
for s in seeds:
    c, h = load(HERE / f"{C}-s{s}.json"), load(shipped(s))
    if c is not None:
        print(f"| {s} | {c[0]:g} | " + (f"{h[0]:g} | {c[1]:+.1f} | {h[1]:+.1f} |" if h else f"(not played) | {c[1]:+.1f} | |"))
        if h is not None:
            rows.append((*c, *h))
if rows:
    n = len(rows)
    cw, cm, hw, hm = (sum(r[i] for r in rows) for i in range(4))
    better = sum(r[0] > r[2] for r in rows)
    worse = sum(r[0] < r[2] for r in rows)
    print(f"\n{n} paired deals: {C} {cw:g}/{2 * n} = {rate(cw, 2 * n)}, H {hw:g}/{2 * n} = {rate(hw, 2 * n)}; "
          f"mean margin {C} {cm / n:+.1f}, H {hm / n:+.1f}; {C} better on {better} deals, worse on {worse} "
          f"(sign test one-sided p = {sign_p(better, worse):.3f})")
