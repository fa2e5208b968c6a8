"""The card game's ``apply`` fast path against the core's checked path.

``BurgundyCardState.apply`` writes ``_apply``'s two calls out for speed (state.py says why) when
the action comes from the listing made for the seat; anything else goes through the core's
``State.apply`` (full check, then ``_apply``). The two copies must stay the same move: here every
move of seeded random games is applied both ways, to twin clones, and the events, the states and
the move numbers must agree.
"""

from __future__ import annotations

import pytest

import eurogames
from eurogames.core import Rng, State


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_fast_path_and_the_checked_path_make_the_same_move(players):
    game = eurogames.load("burgundy_card_game")
    rng = Rng(900 + players)
    for seed in range(3):
        st = game.new(players, 40 + seed)
        moves = 0
        while not st.is_over():
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)  # the listing the fast path looks in
            action = legal[rng.below(len(legal))]
            twin = st.clone()
            twin._legal = {}  # a clone keeps the listing: drop it so the core checks in full
            checked = State.apply(twin, seat, action)
            fast = st.apply(seat, action)
            assert [e.to_json() for e in fast] == [e.to_json() for e in checked]
            assert st.move_number == twin.move_number
            assert st.to_json() == twin.to_json()
            moves += 1
        assert moves > 10
