"""Dice and bridges: counts, sorting, drafting from either end, the slide, the Lantern trigger."""

from __future__ import annotations

import pytest

from .builders import (
    blank_lantern,
    decide,
    legal,
    new_game,
    play,
    res,
    set_passage,
    set_res,
    turn_of,
)


@pytest.mark.parametrize("players,per_colour", [(2, 3), (3, 4), (4, 5)])
def test_dice_per_colour_sorted_on_bridges(players: int, per_colour: int) -> None:
    """white_castle §1.1-1.2: players+1 dice per colour, ascending left to right."""
    st = new_game(players, seed=players)
    for b in st.bridges:
        assert len(b) == per_colour
        assert b == sorted(b)
        assert all(1 <= v <= 6 for v in b)


def test_only_end_dice_takeable() -> None:
    """white_castle §1.2: only the two end slots of each bridge can be taken."""
    st = turn_of(new_game(3), 0)
    st.bridges = [[1, 2, 4, 6], [3, 3], [5]]
    st.lone_right = [False, False, False]
    st.invalidate()
    takes = [a for a in legal(st) if a.startswith("take")]
    assert takes == ["take coral L", "take coral R", "take black L", "take black R", "take white L"]


def test_take_left_slides_centre_die_and_fires_lantern() -> None:
    """white_castle §1.2, §4.2, §7: taking the left die slides the nearest centre die; Lantern fires."""
    st = turn_of(new_game(3), 0)
    st.bridges[0] = [2, 3, 5, 6]
    blank_lantern(st, 0, ["R9"])          # lantern: +1 food
    set_res(st, 0, coins=5)
    play(st, "take red L")
    assert st.bridges[0] == [3, 5, 6]
    assert st.held == (0, 2, True)
    play(st, "place well")
    assert res(st, 0)["food"] == 1       # Lantern fired


def test_take_right_slides_and_no_lantern() -> None:
    """white_castle §1.2, §4.5: the right end never fires the Lantern."""
    st = turn_of(new_game(3), 0)
    st.bridges[0] = [2, 3, 5, 6]
    blank_lantern(st, 0, ["R9"])
    set_res(st, 0, coins=5)
    play(st, "take red R")
    assert st.bridges[0] == [2, 3, 5]
    assert st.held == (0, 6, False)
    play(st, "place well")
    assert res(st, 0)["food"] == 0


def test_lone_die_stays_in_its_slot() -> None:
    """white_castle §1.2/§17: with no centre die nothing slides; a lone right die fires no Lantern."""
    st = turn_of(new_game(2), 0)
    st.bridges[1] = [2, 4]
    blank_lantern(st, 0, ["R9"])
    set_res(st, 0, coins=5)
    play(st, "take black L", "place well")
    assert st.bridges[1] == [4] and st.lone_right[1]
    turn_of(st, 1)
    blank_lantern(st, 1, ["R9"])
    assert [a for a in legal(st) if a.startswith("take black")] == ["take black R"]
    play(st, "take black R")
    assert st.held == (1, 4, False)
    play(st, "place well")
    assert res(st, 1)["food"] == 0       # no Lantern from the right slot


def test_lone_die_left_slot_fires_lantern() -> None:
    """white_castle §1.2: after the right die is taken the lone die sits left and fires the Lantern."""
    st = turn_of(new_game(2), 0)
    st.bridges[2] = [2, 4]
    set_res(st, 0, coins=5)
    play(st, "take white R", "place well")
    assert st.bridges[2] == [2] and not st.lone_right[2]
    turn_of(st, 1)
    blank_lantern(st, 1, ["R9"])
    play(st, "take white L")
    assert st.held == (2, 2, True)
    play(st, "place well")
    assert res(st, 1)["food"] == 1


def test_lantern_resolves_every_card_in_area() -> None:
    """white_castle §7, §1.13: every card back in the Lantern area gives its reward."""
    st = turn_of(new_game(3), 0)
    blank_lantern(st, 0, ["R1", "R4", "R9", st.deck_s[0], st.deck_d[0], "decree_cp"])
    set_res(st, 0, coins=5)
    st.well = ((0, ("coin", 1)), (1, ("coin", 1)))
    st.bridges[0] = [1, 2, 3]
    play(st, "take red L", "place well")
    # R1 +1 pearl, R4 +1 iron, R9 +1 food, S2 +1 coin, D2 +1 CP, decree +1 CP; Well: seal, 2 coins
    assert res(st, 0) == {"food": 1, "iron": 1, "pearl": 1, "coins": 8, "seals": 1, "cp": 2}


def test_action_card_in_lantern_gives_passage() -> None:
    """white_castle §1.13: a starting Action card in the Lantern area gives +1 Passage of Time."""
    st = turn_of(new_game(2), 0)
    blank_lantern(st, 0, ["AC1" if "AC1" in st.box else next(c for c in st.box if c.startswith("A"))])
    set_res(st, 0, coins=5)
    st.bridges[0] = [1, 2, 3]
    pot = st.p[0].pot
    play(st, "take red L", "place well")
    assert st.p[0].pot == pot + 1


def test_lantern_order_is_the_seal_friendly_one() -> None:
    """white_castle §7 ("in any order"), §10, §11: the only order-dependent Lantern rewards are a
    Decree seal and the Passage steps of action cards. The engine takes the order that is never
    worse: the seal first (it can pay the gate), or the steps first when seals are at their cap
    of 5 (so the Decree seal is not lost)."""
    st = turn_of(new_game(3), 0)
    action_card = next(c for c in st.box if c.startswith("A"))
    blank_lantern(st, 0, ["decree_seal", action_card])
    set_passage(st, 0, 5)
    set_res(st, 0, seals=0)
    decide(st, 0, [("take",), ("lantern",)])
    assert res(st, 0)["seals"] == 1 and legal(st)[:2] == ["gate yes", "gate no"]
    play(st, "gate yes")
    assert st.p[0].pot == 6 and res(st, 0)["seals"] == 0
    set_passage(st, 0, 5)
    set_res(st, 0, seals=5)
    decide(st, 0, [("take",), ("lantern",)])
    assert res(st, 0)["seals"] == 5 and legal(st)[:2] == ["gate yes", "gate no"]
    play(st, "gate yes")
    assert st.p[0].pot == 6 and res(st, 0)["seals"] == 5     # paid 1, then the Decree's +1
