"""Seeded random playouts with the core conformance check and Orléans invariants.

``check_invariants`` runs after every action: followers, goods, technology tiles,
trading stations, place tiles and citizens conserved; coins never negative and equal
to the ledger; scores equal their breakdown; exactly 18 rounds with the Pilgrimage first.
"""

from __future__ import annotations

from typing import Any

import pytest

from eurogames.games.orleans import GAME
from eurogames.testing import check_playout

OPTION_SETS: list[dict[str, Any]] = [{}, {"edition": "original"}, {"hourglass": "banded", "exclusion": True},
               {"farmhouse": "boatman_farmer", "dev_citizens": "beyond"}, {"tech_after_pass": False},
                                    {"tile_categories": "rulebook_order", "farmhouse_soldout": "forbid"}]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("block", range(5))
def test_random_playouts(players: int, block: int) -> None:
    """5 blocks x 3 player counts x 20 seeds = 300 games."""
    for i in range(20):
        seed = block * 1000 + i
        st = check_playout(GAME, players, seed, OPTION_SETS[(seed + players) % len(OPTION_SETS)],
                           sample_every=120 + seed % 7)
        assert st.is_over() and st.view(None)["round"] == 18


def test_greedy_bots_deep_game() -> None:
    """Greedy bots reach deep states (tiles, deeds, stations); invariants, JSON and views hold throughout."""
    from eurogames.bots import decide, make_bot
    from eurogames.core import Rng
    from eurogames.testing import check_roundtrip, check_views
    st = GAME.new(3, 2, {"edition": "original"})
    bots = [make_bot("greedy", i) for i in range(3)]
    rng = Rng(1)
    k = 0
    while not st.is_over():
        p = st.active_players()[0]
        st.apply(p, decide(bots[p], st, p))
        st.check_invariants()
        k += 1
        if k % 60 == 0:
            check_roundtrip(st)
            check_views(st, rng)
    v = st.view(None)
    assert v["round"] == 18
    assert max(s.total for s in st.scores()) > 40
    assert sum(p["stations_on_map"] for p in v["players"]) > 0
