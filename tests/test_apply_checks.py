"""``State.apply`` skips its re-checks only for an action already listed as legal for that seat;
every other case gets the same errors as before, whatever was listed earlier."""

from __future__ import annotations

import json

import pytest
from toygame import GAME, Bid

from eurogames.core import GameOver, IllegalAction, NotYourTurn


def _snapshot(st) -> str:
    return json.dumps(st.to_json(), sort_keys=True)


def test_listed_actions_apply_and_unlisted_ones_raise_after_a_listing():
    st = GAME.new(2, seed=3)
    legal0 = st.legal_actions(0)          # seat 0's options are now listed
    before = _snapshot(st)
    card = next(c for c in range(1, 10) if c not in st.hands[0])
    with pytest.raises(IllegalAction, match="not legal"):
        st.apply(0, Bid(card))
    for bad_seat in (0.0, 5, -1, "0"):
        with pytest.raises(NotYourTurn):
            st.apply(bad_seat, legal0[0])   # a float or string seat is not a seat, listed or not
    assert _snapshot(st) == before
    st.apply(0, legal0[0])
    with pytest.raises(NotYourTurn, match="^Seat 1 may not act now"):
        st.apply(0, legal0[-1])             # the listing was dropped by the move
    assert st.legal_actions(0) == ()


def test_a_finished_game_raises_game_over_even_for_a_once_listed_action():
    st = GAME.new(2, seed=4)
    while not st.is_over():
        seat = st.active_players()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    with pytest.raises(GameOver):
        st.apply(0, Bid(1))
