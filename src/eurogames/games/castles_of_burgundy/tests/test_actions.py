"""Action notation and JSON (rules/castles_of_burgundy.md §6: die actions carry the workers paid, §6.1)."""

from __future__ import annotations

import pytest

from eurogames.core import InvalidNotation
from eurogames.games.castles_of_burgundy import GAME
from eurogames.games.castles_of_burgundy import actions as A


@pytest.mark.parametrize("text", ["die 2", "take 4 1", "take 4 1 w2", "place 3 37 w1", "sell 6", "sell 6 w3",
                                  "workers", "buy 0 8 0", "buy 5 2 1", "ship 6", "goods 3", "discard 1",
                                  "skip", "end", "start 19"])
def test_notation_round_trip(text):
    a = GAME.parse_action(text)
    assert a.notation() == text
    assert GAME.parse_action(a.to_json()) is a
    assert GAME.describe_action(a, "en") and GAME.describe_action(a, "ja")


@pytest.mark.parametrize("text", ["take 4", "take 4 1 2", "take 4 1 wx", "place 1", "sell", "die", "ship x"])
def test_bad_notation_is_refused(text):
    with pytest.raises(InvalidNotation):
        GAME.parse_action(text)


def test_actions_are_interned():
    """Equal values give the same object: equality is identity (fast legality checks)."""
    assert A.Take(1, 2, 0) is A.TAKE[1][1][0]
    assert A.Sell(colour=3, workers=1) is A.SELL[3][1]
    assert A.Place(1, 2, 0) != A.Place(1, 2, 1)
    assert len({A.Skip(), A.Skip()}) == 1


def test_illegal_actions_explain_why():
    """Refusals name the reason (§6, §6.2) and leave the state unchanged."""
    from eurogames.core import IllegalAction

    from .builders import act, new
    st = new(2, 1)
    before = st.to_json()
    with pytest.raises(IllegalAction, match="choose a die first"):
        act(st, "take 1 1")
    with pytest.raises(IllegalAction, match="purchase"):
        act(st, "buy 0 1 2")
    assert st.to_json() == before
