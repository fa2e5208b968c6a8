"""The card game's evaluation features (``heuristic.py``): the pure helpers and that each
weight moves the value in the direction its rule gives (rules/burgundy_card_game.md §4, §6.1,
§7, §9)."""

from __future__ import annotations

from unittest.mock import patch

import pytest

from eurogames.games.burgundy_card_game import heuristic as H
from eurogames.games.burgundy_card_game.data import CARD_TYPE, CLOISTER, ROUNDS, SHIP, TURNS

from .builders import new


def _off_on(st, seat: int, **on: float) -> tuple[float, float]:
    """``seat``'s evaluation of ``st`` with the named weights at 0, then at the given values."""
    with patch.dict(H.W, {k: 0.0 for k in on}):
        off = H.evaluate(st, seat)
    with patch.dict(H.W, on):
        return off, H.evaluate(st, seat)


def _last_round():
    """A fresh 2-player game moved to the last turn of round E (one turn left, §4, §8)."""
    st = new(2, 3)
    st.round, st.turn = ROUNDS - 1, TURNS - 1
    return st


def test_end_share_is_zero_before_the_horizon_and_rises_to_the_last_turn():
    assert H.end_share(30, 8.0) == 0.0
    assert H.end_share(8, 8.0) == 0.0
    assert H.end_share(4, 8.0) == 0.5
    assert H.end_share(1, 8.0) == 1.0 - 1 / 8


def test_dead_cards_counts_triples_that_need_more_placements_than_turns_left():
    """A column at 1 of 3 needs two placements, one at 2 of 3 needs one (one per turn, §5.2)."""
    cols = [1, 2, 0, 3, 4, 5, 6]  # castle 1, mine 2, knowledge done, ship 1 past a triple, pasture 2
    assert H.dead_cards(cols, 5) == 0
    assert H.dead_cards(cols, 1) == 1 + 1  # castle and ship (1 card each) are out of reach
    assert H.dead_cards(cols, 0) == 1 + 2 + 1 + 2


def test_stale_projects_are_those_beyond_the_turns_left():
    assert H.stale_projects([1, 2, 3], 5) == 0
    assert H.stale_projects([1, 2, 3], 1) == 2
    assert H.stale_projects([], 0) == 0


def test_dead_weight_lowers_a_hopeless_column_in_the_last_turn():
    st = _last_round()
    st.ps[0].cols[:] = [1, 0, 0, 0, 0, 0, 0]
    off, on = _off_on(st, 0, dead=1.0)
    assert on == pytest.approx(off - 1.0)


def test_start_card_is_worth_more_near_the_end_with_start_late():
    """The start card scores 1 VP at the end (§7): ``start_late`` raises it as the end nears."""
    st = _last_round()
    holder = st.start_holder
    off, on = _off_on(st, holder, start_late=0.4)
    assert on > off


def test_late_weight_lowers_silver_near_the_end_but_not_before():
    """Silver, workers and unsold goods score nothing at the end (§9): ``late`` discounts them
    in the last turns only."""
    st = _last_round()
    st.ps[0].silver += 3
    early = new(2, 3)
    early.ps[0].silver += 3
    off, on = _off_on(st, 0, late=0.5)
    off_early, on_early = _off_on(early, 0, late=0.5)
    assert on < off
    assert on_early == off_early


def _card(t: int) -> int:
    """Some action card of type ``t``."""
    return CARD_TYPE.index(t)


def test_overload_counts_the_actions_unfinished_triples_need_beyond_the_turns_left():
    """A missing card is a take and a placement (§5.1, §5.2), a held project of the type saves
    the take, a cloister project fills any column (§6.3); one action a turn (§4)."""
    cols = [1, 0, 0, 0, 2, 0, 3]  # castle needs 2 cards, ship 1, building done
    assert H.overload(cols, [], 10) == 0
    assert H.overload(cols, [], 3) == (2 + 2) + (1 + 1) - 3
    assert H.overload(cols, [_card(SHIP)], 3) == (2 + 2) + 1 - 3
    assert H.overload(cols, [_card(SHIP), _card(CLOISTER)], 3) == (2 + 2) + 1 - 1 - 3
    assert H.overload([0] * 7, [_card(SHIP)], 0) == 0


def test_overload_weight_lowers_a_seat_with_too_many_open_triples_late():
    st = _last_round()
    st.ps[0].cols[:] = [1, 1, 0, 0, 0, 0, 0]
    off, on = _off_on(st, 0, overload=0.3)
    assert on < off
