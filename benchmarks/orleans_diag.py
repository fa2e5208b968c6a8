"""Orléans: what the bots' games look like (issue #11 diagnosis).

Run:  nice -n 10 .venv/bin/python benchmarks/orleans_diag.py --bot medium --games 30 [--seed 100]

Plays seeded 2-player games of one bot against itself and prints per-seat means: score
categories, development space and level, citizens, stations, character tracks, place tiles and
technology tiles held, bag size at the end, followers left on places / in the market at the
end, places used by name, penalty items paid and coins/food given to events.
"""

from __future__ import annotations

from collections import Counter

from cob_diag import run  # the same command line and averaging (benchmarks/ is on sys.path)

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.orleans.data import FOLLOWER_NAMES, TECH
from eurogames.games.orleans.scoring import dev_level
from eurogames.games.orleans.state import OrleansState

TRACKS = ("farmer", "boatman", "craftsman", "trader", "knight", "scholar")


def game(bot: str, seed: int) -> list[dict[str, float]]:
    st = eurogames.load("orleans").new(2, seed)
    assert isinstance(st, OrleansState)
    bots = [make(bot, bot_seed(seed, s)) for s in range(2)]
    acts: list[Counter[str]] = [Counter(), Counter()]
    half: list[dict[str, float]] = [{}, {}]
    for seat in turns(st, seed):
        a = decide(bots[seat], st, seat)
        if st.round == 9 and not half[seat]:
            half[seat] = {"dev_r9": st.dev[seat], "score_r9": st.scores()[seat].total}
        st.apply(seat, a)
        acts[seat][a.type] += 1
        if a.type in ("use", "move"):
            acts[seat]["use_" + a.place] += 1       # type: ignore[attr-defined]
        elif a.type in ("penalty", "food"):
            acts[seat][a.type + "_" + getattr(a, "item", "food")] += 1
    out: list[dict[str, float]] = []
    for p, sc in enumerate(st.scores()):
        r: dict[str, float] = {"score": sc.total, **sc.categories, **half[p], "dev": st.dev[p],
                               "level": dev_level(st.dev[p]), "citizens": st.citizens[p],
                               "stations": st.stations_on_map(p), "tiles": (st.owned[p] >> 10).bit_count(),
                               "techs": st.slots[p].count(TECH), "bag_end": len(st.bag[p]),
                               "market_end": len(st.market[p]),
                               "on_places_end": sum(1 for c in st.slots[p] if c >= 0),
                               "goods_n": sum(st.goods[p])}
        r.update({"t_" + n: v for n, v in zip(TRACKS, st.tracks[p])})
        r.update({"n_" + k: v for k, v in acts[p].items()})
        out.append(r)
    return out


def main() -> None:
    run(game, f"; followers {FOLLOWER_NAMES}", sort=True)


if __name__ == "__main__":
    main()
