"""Positions (design.md, "Contract additions"): a readable description sets up a state with
every derived field computed; contradictions are rejected with a clear error."""

from __future__ import annotations

import copy
import json

import pytest

import eurogames
from eurogames.core import Rng
from eurogames.games.castles_of_burgundy.position import PositionError, describe, from_position


def _turn_starts(players, seed, limit=12):
    st = eurogames.load("castles_of_burgundy").new(players, seed)
    rng = Rng(seed)
    found = 0
    while not st.is_over() and found < limit:
        if not st.modes and st.used == [0, 0] and not st.bought and not st.setup_left:
            found += 1
            yield st
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
        for _ in range(rng.below(25)):  # skip ahead a little
            if st.is_over():
                break
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_described_positions_rebuild_the_same_state(players):
    n = 0
    for st in _turn_starts(players, players):
        desc = describe(st)
        desc = json.loads(json.dumps(desc))  # it is plain JSON
        back = from_position(desc, seed=7)
        for seat in [None, *range(players)]:
            assert back.view(seat) == st.view(seat)
        for seat in range(players):
            assert back.legal_actions(seat) == st.legal_actions(seat)
        assert describe(back) == desc
        back.check_invariants()
        n += 1
    assert n >= 3


def _base():
    st = next(iter(_turn_starts(2, 5, 3)))
    return json.loads(json.dumps(describe(st)))


def _bad(desc, match):
    with pytest.raises(PositionError, match=match):
        from_position(desc)


def test_contradictions_are_rejected_with_a_clear_error():
    base = _base()
    estate = base["seats"][0]["estate"]
    space, tile = next(iter(estate.items()))

    d = copy.deepcopy(base)
    d["seats"][1]["storage"] = [tile]
    _bad(d, f"tile {tile} is both in seat 0's estate space {space} and in seat 1's storage")

    d = copy.deepcopy(base)
    d["seats"][0]["dice"] = [7, 1]
    _bad(d, "die must be a whole number 1..6")

    d = copy.deepcopy(base)
    d["seats"][0]["goods"] = {"1": 7}
    d["seats"][1]["goods"] = {"1": 1}
    _bad(d, "goods of colour 1 are named: there are only 7")

    d = copy.deepcopy(base)
    d["seats"][0]["storage"] = [t for t in range(200) if all(
        t not in (s.get("storage", []) + list(s["estate"].values())) for s in d["seats"])][:4]
    _bad(d, "storage holds at most 3 tiles")

    d = copy.deepcopy(base)
    d["seats"][0]["track"], d["seats"][1]["track"] = 3, 3
    d["seats"][0]["height"], d["seats"][1]["height"] = 5, 5
    _bad(d, "same height on track space 3")

    d = copy.deepcopy(base)
    d["seats"][0]["estate"]["1"] = d["seats"][0]["estate"].pop(space)
    _bad(d, "cannot lie on space 1|not connected")

    d = copy.deepcopy(base)
    d["colour"] = 3
    _bad(d, "a position: unknown fields")

    d = copy.deepcopy(base)
    d["round_goods"] = d["round_goods"] + [1]
    _bad(d, "round_goods must list")


def test_a_scenario_built_from_a_description():
    """Seat 0 holds a ship in storage and a die showing the value of an open ship space next
    to its castle: placing it there is legal; with another die value it is not."""
    from eurogames.games.castles_of_burgundy import data as D
    base = _base()
    board = D.BOARD_TABLES[base["options"]["board"]]
    seat = base["to_move"]
    me = base["seats"][seat]
    me["estate"] = {str(D.CENTRE + 1): me["estate"][str(D.CENTRE + 1)]}
    ship_space = next(n for n in D.ADJ[D.CENTRE] if board.colour[n] == D.SHIP)
    used = {t for s in base["seats"] for t in [*s.get("storage", []), *s["estate"].values()]}
    used |= {t for slots in base["depots"].values() for t in slots if t is not None}
    used |= set(base["removed"])
    ship = next(t for t in range(D.NUM_TILES) if D.TILE_KIND[t] == D.SHIP and not D.TILE_BLACK[t]
                and t not in used)
    me["storage"] = [ship]
    me["workers"] = 0
    face = D.SPACE_DIE[ship_space]
    other = 1 + face % 6
    me["dice"] = [face, other]
    st = from_position(base)
    moves = [a.notation() for a in st.legal_actions(seat)]
    assert "die 1" in moves
    st.apply(seat, "die 1")
    assert f"place 1 {ship_space + 1}" in [a.notation() for a in st.legal_actions(seat)]
    st2 = from_position(base)
    st2.apply(seat, "die 2")
    assert f"place 1 {ship_space + 1}" not in [a.notation() for a in st2.legal_actions(seat)]
