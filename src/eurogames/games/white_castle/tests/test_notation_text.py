"""The notation a player types matches what the screen shows (issue 14): starting pairs count
from 1 in both, and the coral dice are "coral" in both; the old words still parse, and the
JSON form that records keep is unchanged."""

from __future__ import annotations

import re

from eurogames import load
from eurogames.games.white_castle import actions as A
from eurogames.games.white_castle.render import describe_action
from eurogames.games.white_castle.render import render as render_state


def _screen(state, seat: int = 0) -> str:
    from rich.console import Console
    console = Console(width=250, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(render_state(state, seat))
    return console.export_text()


def test_pair_numbers_agree_between_notation_text_and_screen() -> None:
    game = load("white_castle")
    state = game.new(2, 5)
    legal = state.legal_actions(state.active_players()[0])
    picks = [a for a in legal if isinstance(a, A.PickPair)]
    assert picks, "the game starts with the draft of starting pairs"
    screen = _screen(state, state.active_players()[0])
    for a in picks:
        n = a.pair + 1
        assert a.notation() == f"pick {n}"
        assert f"pair {n}" in describe_action(a, "en")
        assert re.search(rf"\bpick {n}\b", screen)
        assert game.parse_action(f"pick {n}") == a
        assert a.to_json() == {"type": "pick", "pair": a.pair}  # records keep the index
    assert "pick 0" not in screen


def test_coral_is_coral_in_notation_and_text_and_red_still_parses() -> None:
    game = load("white_castle")
    for action in (A.Take("red", "L"), A.ChooseRow("red"), A.PutCard("red")):
        assert "coral" in action.notation() and "red" not in action.notation()
        assert game.parse_action(action.notation()) == action
        assert game.parse_action(action.notation().replace("coral", "red")) == action
        assert action.to_json()["type"] and "red" in action.to_json().values()
    assert "coral" in describe_action(A.Take("red", "L"), "en")
    bad = None
    try:
        game.parse_action("take pink L")
    except Exception as e:  # noqa: BLE001
        bad = e
    assert bad is not None and "coral" in str(bad)


def test_black_and_white_are_unchanged() -> None:
    assert A.Take("black", "R").notation() == "take black R"
    assert A.ChooseRow("white").notation() == "row white"
