"""Seeded random playouts with every invariant checked after every action
(tiles and goods conserved, counters, scores equal the breakdown, the game ends after phase E)."""

from __future__ import annotations

import pytest

from eurogames.games.castles_of_burgundy import GAME
from eurogames.testing import check_playout

CASES = [(2, s) for s in range(120)] + [(3, s) for s in range(100)] + [(4, s) for s in range(80)]


@pytest.mark.parametrize("players,seed", CASES)
def test_random_playout(players, seed):
    opts = {}
    if seed % 10 == 7:
        opts["rules"] = "2011"
    if seed % 15 == 4:
        opts["board"] = 1 + seed % 10
    if seed % 20 == 9:
        opts["start_castle"] = "choose"
    st = check_playout(GAME, players, seed, opts, sample_every=200 + seed % 50)
    assert st.is_over() and st.phase == 5 and st.round == 5
    # §5.2: exactly one goods tile per round reached a depot: 25, besides the 3 start goods each
    out = sum(st.dgoods) + sum(st.goods) + sum(st.sold)
    assert out == 25 + 3 * players and sum(st.goods_pool) == 42 - out
    assert st.round_goods == []
    assert st.move_number > 50 * players
