"""Keyflower: what the bots' games look like (issue #11 diagnosis).

Run:  nice -n 10 .venv/bin/python benchmarks/keyflower_diag.py --games 20 [--seed 34000] [--level medium]
          [--init name=value,...]

Plays seeded 2-player games of one bot level against itself (both seats with the shipped
weights, or ``--init``'s; the play loop is ``scripts/tune_heuristic.py``'s) and prints per-seat
means: score categories, village tiles by family, upgrades, winter tiles and what they scored,
keeples / skills / resources left at the end, and the decisions by type (bids by tile family,
uses of one's own tiles and of a rival's: those keeples go to the rival, §6.3).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

from eurogames.core import Action, State
from eurogames.games.keyflower import actions as A
from eurogames.games.keyflower.data import TILES, WINTER_TILES
from eurogames.games.keyflower.state import KeyflowerState

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import tune_heuristic as th


def game(seed: int, level: str, w: dict[str, float]) -> list[dict[str, float]]:
    """One seeded game of ``level`` against itself: per seat, the figures named in the docstring."""
    acts: list[Counter[str]] = [Counter(), Counter()]

    def watch(st: State, seat: int, a: Action) -> None:
        assert isinstance(st, KeyflowerState)
        c = acts[seat]
        c["n_" + a.type] += 1
        if isinstance(a, A.Bid):
            c["bid_" + TILES[a.tile].family] += 1
        elif isinstance(a, A.Use):
            c["use_own" if st.loc[a.tile] == seat else "use_rival" if st.loc[a.tile] >= 0 else "use_offer"] += 1
        elif isinstance(a, A.Add):
            c["keeples_placed"] += a.n

    r = th.play("keyflower", [w, w], seed, level, watch)
    st = r["state"]
    assert isinstance(st, KeyflowerState)
    out: list[dict[str, float]] = []
    for p, sc in enumerate(st.scores()):
        vil = list(st.villages[p].values())
        fam = Counter(TILES[t].family for t in vil)
        held = [t for t in vil if t in WINTER_TILES]
        res = [sum(st.res[t * 4 + k] for t in vil) for k in range(4)]
        row: dict[str, float] = {
            "score": sc.total, "win": r["wins"][p], **{"cat_" + k: v for k, v in sc.categories.items()},
            "tiles": len(vil), **{"fam_" + k: v for k, v in fam.items()},
            "upgraded": sum(1 for t in vil if st.up[t]),
            "upgradable": sum(1 for t in vil if TILES[t].back is not None and not st.up[t]),
            "winter_held": len(held),
            "keeples_end": sum(st.hands[p]), "greens_end": st.hands[p][3], "skills_end": sum(st.skills[p]),
            "res_gold": res[0], "res_other": res[1] + res[2] + res[3],
        }
        for k, v in acts[p].items():
            row[k] = v
        out.append(row)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=34000)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--init", help="both seats' weights changed from the shipped ones: name=value,...")
    args = ap.parse_args()
    w = th.changed(dict(th.module("keyflower").W), args.init)
    tot: defaultdict[str, float] = defaultdict(float)
    n = 0
    for s in range(args.games):
        for row in game(args.seed + s, args.level, w):
            n += 1
            for k, v in row.items():
                tot[k] += v
    print(f"{args.level}, {args.games} games, {n} seats, load {os.getloadavg()[0]:.1f}")
    print(json.dumps({k: round(v / n, 2) for k, v in sorted(tot.items())}, indent=0))


if __name__ == "__main__":
    main()
