"""Castles of Burgundy: what the bots' games look like (issue #11 diagnosis).

Run:  nice -n 10 .venv/bin/python benchmarks/cob_diag.py --bot medium --games 20 [--seed 100]

Plays seeded 2-player games of one bot against itself and prints per-seat means: score
categories, estate spaces filled, regions completed (by phase), silverlings/workers left,
goods sold, die actions by type (workers taken, tiles discarded, purchases) and the number of
turns in which a worker adjusted a die.
"""

from __future__ import annotations

import argparse
import json
import os
from collections import Counter, defaultdict
from collections.abc import Callable

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.castles_of_burgundy import data as D
from eurogames.games.castles_of_burgundy.state import CobState

KIND_NAMES = ("castle", "ship", "mine", "animal", "building", "knowledge")
BUILDING_NAMES = ("warehouse", "watchtower", "carpenter", "church", "market", "boarding", "bank", "city_hall")


def game(bot: str, seed: int) -> list[dict[str, float]]:
    g = eurogames.load("castles_of_burgundy")
    st = g.new(2, seed)
    assert isinstance(st, CobState)
    bots = [make(bot, bot_seed(seed, s)) for s in range(2)]
    acts: list[Counter[str]] = [Counter(), Counter()]
    regions_by_phase: list[Counter[int]] = [Counter(), Counter()]
    nr = st.board.num_regions
    for seat in turns(st, seed):
        a = decide(bots[seat], st, seat)
        before = sum(1 for r in range(nr) if st.rfill[seat * nr + r] == st.board.region_size[r])
        phase = st.phase
        st.apply(seat, a)
        after = sum(1 for r in range(nr) if st.rfill[seat * nr + r] == st.board.region_size[r])
        if after > before:
            regions_by_phase[seat][phase] += after - before
        acts[seat][a.type] += 1
        paid = getattr(a, "workers", 0)
        if paid:
            acts[seat]["paid_workers"] += paid
    out: list[dict[str, float]] = []
    for p, sc in enumerate(st.scores()):
        est = st.estate[p * D.SPACES:(p + 1) * D.SPACES]
        r: dict[str, float] = {"score": sc.total, **sc.categories,
             "filled": D.SPACES - est.count(-1),
             "regions_done": sum(regions_by_phase[p].values()),
             **{f"regions_ph{k}": regions_by_phase[p][k] for k in range(5)},
             "silver_left": st.silver[p], "workers_left": st.workers[p],
             "goods_sold": sum(st.sold[p * 7 + 1:p * 7 + 7]),
             "know_tiles": st.know[p].bit_count(),
             "in_storage": len(st.storage[p])}
        for t in est:  # tiles on the estate by kind (the starting castle included), buildings by kind
            if t >= 0:
                key = "placed_" + KIND_NAMES[D.TILE_KIND[t]]
                r[key] = r.get(key, 0) + 1
                if D.TILE_KIND[t] == D.BUILDING:
                    key = "b_" + BUILDING_NAMES[D.TILE_SUB[t]]
                    r[key] = r.get(key, 0) + 1
        for k, v in acts[p].items():
            r["n_" + k] = v
        out.append(r)
    return out


def run(play: Callable[[str, int], list[dict[str, float]]], note: str = "", sort: bool = False) -> None:
    """Command line of a game's diagnosis: ``play(bot, seed)`` gives per-seat figures; prints
    their means over ``--games`` seeded games (also used by ``orleans_diag.py``)."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--bot", default="medium")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=100)
    args = ap.parse_args()
    tot: defaultdict[str, float] = defaultdict(float)
    n = 0
    for s in range(args.games):
        for r in play(args.bot, args.seed + s):
            n += 1
            for k, v in r.items():
                tot[k] += v
    print(f"{args.bot}, {args.games} games, {n} seats, load {os.getloadavg()[0]:.1f}{note}")
    print(json.dumps({k: round(v / n, 2) for k, v in tot.items()}, indent=0, sort_keys=sort))


def main() -> None:
    run(game)


if __name__ == "__main__":
    main()
