"""The Castles of Burgundy: The Card Game: what the bots' games look like (issue #11 diagnosis).

Run:  nice -n 10 .venv/bin/python benchmarks/card_diag.py --bot medium --games 50 [--seed 100]

Plays seeded 2-player games of one bot against itself and prints per-seat means: score
categories (§9), cards placed per type and completed triples, projects left unbuilt at the end,
unsold goods / silver / workers / animals left (they score nothing, §9), goods sold, actions by
type (with their bonus choices, §6.1) and the turn of the last placement.
"""

from __future__ import annotations

from collections import Counter

from cob_diag import run  # the same command line and averaging (benchmarks/ is on sys.path)

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.burgundy_card_game.data import TURNS, TYPE_NAMES
from eurogames.games.burgundy_card_game.state import BurgundyCardState


def game(bot: str, seed: int) -> list[dict[str, float]]:
    g = eurogames.load("burgundy_card_game")
    st = g.new(2, seed)
    assert isinstance(st, BurgundyCardState)
    bots = [make(bot, bot_seed(seed, s)) for s in range(2)]
    acts: list[Counter[str]] = [Counter(), Counter()]
    for seat in turns(st, seed):
        a = decide(bots[seat], st, seat)
        key = a.type + ("_" + a.kind if a.type in ("bonus", "sell") else "")
        when = st.round * TURNS + st.turn
        st.apply(seat, a)
        acts[seat][key] += 1
        if a.type == "build":
            acts[seat]["last_build_turn"] = when
    out: list[dict[str, float]] = []
    for s, sc in enumerate(st.scores()):
        p = st.ps[s]
        r: dict[str, float] = {"score": sc.total, **sc.categories,
                               "triples_done": sum(c // 3 for c in p.cols),
                               "broken_cards": sum(c % 3 for c in p.cols),
                               "projects_left": len(p.projects), "goods_left": sum(p.goods),
                               "goods_sold": sum(p.sold), "silver_left": p.silver,
                               "workers_left": p.workers, "animals": sum(p.animals),
                               "colours": p.colors.bit_count()}
        for t, n in enumerate(p.cols):
            r["col_" + TYPE_NAMES[t]] = n
        for k, v in acts[s].items():
            r["n_" + k] = v
        out.append(r)
    return out


def main() -> None:
    run(game, sort=True)


if __name__ == "__main__":
    main()
