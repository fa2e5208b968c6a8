"""Placement: colour rule, coin settlement on every space type, stacking limits (§4, §5, §6)."""

from __future__ import annotations

import pytest

from eurogames.core import IllegalAction

from .builders import blank_lantern, legal, new_game, play, put_card, res, set_res, turn_of


def _ready(players: int, colour: int, value: int, coins: int = 10):
    st = turn_of(new_game(players, seed=11), 0)
    blank_lantern(st, 0)
    set_res(st, 0, coins=coins)
    st.bridges[colour] = [value, 6] if value != 6 else [1, 6]
    st.invalidate()
    return st


@pytest.mark.parametrize("space,value,delta", [
    ("s1", 1, -2), ("s1", 3, 0), ("s1", 6, 3),
    ("d1", 2, -2), ("d1", 6, 2),
    ("o1", 1, -4), ("o2", 6, 1),
    ("well", 1, 0), ("well", 5, 4),
    ("row", 2, -4), ("row", 6, 0),
])
def test_coin_settlement_by_space(space: str, value: int, delta: int) -> None:
    """white_castle §4.4, §1.3: delta = die − space value (3/4/5/1/6); pay or gain coins."""
    st = _ready(3, 1, value)          # black die
    st.room_tiles = ((1, 0, 2), (0, 1, 2), (0, 0, 1), (1, 2), (1, 0))
    for r in range(5):
        put_card(st, r, ("S2", "S4", "S5", "D2", "D6")[r])
    play(st, "take black L" if value != 6 else "take black R")
    events = st.apply(0, f"place {space}")
    assert events[0].data["coins"] == delta
    assert res(st, 0)["coins"] >= 10 + delta        # later effects only add coins here


def test_unaffordable_space_is_illegal() -> None:
    """white_castle §4.3, §15: a space whose coin cost cannot be paid is not offered."""
    st = _ready(3, 1, 1, coins=1)
    st.room_tiles = ((1, 0, 2), (0, 1, 2), (0, 0, 1), (1, 2), (1, 0))
    st.invalidate()
    play(st, "take black L")
    options = legal(st)
    assert "place s1" not in options          # costs 2
    assert "place o1" not in options          # costs 4
    assert "place row" not in options         # costs 5
    assert "place well" in options
    with pytest.raises(IllegalAction):
        st.apply(0, "place s1")


def test_colour_rule_in_castle_rooms() -> None:
    """white_castle §5, §15: a die enters a room only if one of its tiles has the die's colour."""
    st = _ready(3, 2, 5)                       # white die
    st.room_tiles = ((0, 1, 0), (0, 1, 2), (2, 2, 1), (0, 1), (2, 0))
    st.invalidate()
    play(st, "take white L")
    options = legal(st)
    assert "place s1" not in options and "place d1" not in options
    assert {"place s2", "place s3", "place d2", "place o1", "place o2", "place well", "place row"} <= set(options)


def test_domain_row_only_own_colour_once_per_round() -> None:
    """white_castle §5: a domain row takes only its colour's die, one die per round."""
    st = _ready(2, 0, 6)
    play(st, "take red R", "place row")
    assert st.p[0].domain == [6, 0, 0]
    turn_of(st, 0)
    st.bridges[0] = [6, 6]
    st.invalidate()
    play(st, "take red R")
    assert "place row" not in legal(st)


@pytest.mark.parametrize("players,cap", [(2, 1), (3, 2), (4, 2)])
def test_stacking_limits_by_player_count(players: int, cap: int) -> None:
    """white_castle §5, §14: 2 players never stack; 3-4 players stack up to 2 dice."""
    st = _ready(players, 1, 4)
    st.room_tiles = ((1, 0, 2), (0, 1, 2), (0, 0, 1), (1, 2), (1, 0))
    st.spaces[0] = [(1, 2, 1)]
    st.spaces[5] = [(0, 3, 1)]
    st.spaces[7] = [(0, 3, 1)] * 6
    st.invalidate()
    play(st, "take black L")
    options = legal(st)
    assert ("place s1" in options) == (cap == 2)
    assert ("place o1" in options) == (cap == 2)
    assert "place well" in options             # the Well has no limit
    if cap == 2:
        st.spaces[0].append((1, 3, 2))
        st.invalidate()
        assert "place s1" not in legal(st)


def test_stacked_die_pays_against_covered_die() -> None:
    """white_castle §5 (App. B): stacking compares with the covered die: a 5 on a 2 gains 3."""
    st = _ready(3, 0, 5)
    st.room_tiles = ((0, 1, 0), (0, 1, 2), (2, 2, 1), (0, 1), (2, 0))
    put_card(st, 0, "S2")
    st.spaces[0] = [(0, 2, 1)]
    st.bridges[0] = [5, 6]
    st.invalidate()
    play(st, "take red L")
    ev = st.apply(0, "place s1")
    assert ev[0].data["coins"] == 3


def test_well_always_uses_printed_value() -> None:
    """white_castle §4.4, §17: the Well's reference stays 1 even with dice on it."""
    st = _ready(3, 0, 4)
    st.spaces[7] = [(1, 6, 1)]
    st.bridges[0] = [4, 6]
    st.invalidate()
    play(st, "take red L")
    ev = st.apply(0, "place well")
    assert ev[0].data["coins"] == 3


def test_well_gives_seal_and_both_tiles() -> None:
    """white_castle §6.3: the Well gives 1 seal plus the two Well tiles' rewards."""
    st = _ready(3, 0, 1)
    st.well = ((0, ("coin", 1)), (1, ("iron", 1)))
    st.bridges[0] = [1, 6]
    st.invalidate()
    play(st, "take red L", "place well")
    r = res(st, 0)
    assert (r["seals"], r["iron"], r["coins"]) == (1, 1, 11)


def test_outside_offers_two_actions() -> None:
    """white_castle §6.2: Outside 1 offers gardener or courtier; Outside 2 courtier or warrior."""
    st = _ready(3, 0, 5)
    st.bridges[0] = [5, 6]
    st.invalidate()
    play(st, "take red L", "place o1")
    assert [a for a in legal(st) if a.startswith("worker")] == ["worker G", "worker C"]
    st2 = _ready(3, 0, 5)
    st2.bridges[0] = [5, 6]
    st2.invalidate()
    play(st2, "take red L", "place o2")
    assert [a for a in legal(st2) if a.startswith("worker")] == ["worker C", "worker W"]


def test_room_resolves_every_matching_row_top_first() -> None:
    """white_castle §6.1: both rows matching the die colour resolve, top first."""
    st = _ready(3, 0, 3)
    st.room_tiles = ((0, 1, 0), (0, 1, 2), (2, 2, 1), (0, 1), (2, 0))
    put_card(st, 0, "S12")   # top +2 pearl, middle +1 seal +1 CP, bottom seal→gardener
    st.bridges[0] = [3, 6]
    set_res(st, 0, coins=10, food=5, seals=1)
    play(st, "take red L", "place s1")
    r = res(st, 0)
    assert r["pearl"] == 2 and r["seals"] == 1 and r["cp"] == 0   # middle (black) row not resolved
    assert st.stack[-1] == ("G", 1, 0)        # then the bottom (coral) row: seal→gardener


def test_stacking_on_ones_own_die_is_allowed() -> None:
    """white_castle §5 [G], §16 #9, §17: with 3-4 players a die may cover any player's die,
    one's own included; the coin reference is the covered die."""
    st = _ready(3, 0, 5)
    st.room_tiles = ((0, 1, 0), (0, 1, 2), (2, 2, 1), (0, 1), (2, 0))
    put_card(st, 0, "S2")
    st.spaces[0] = [(0, 4, 0)]          # seat 0's own die from an earlier turn
    st.spaces[5] = [(1, 6, 0)]
    st.invalidate()
    play(st, "take red L")
    assert {"place s1", "place o1"} <= set(legal(st))
    ev = st.apply(0, "place o1")
    assert ev[0].data["coins"] == -1 and [d[2] for d in st.spaces[5]] == [0, 0]
