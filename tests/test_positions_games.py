"""Positions of every game (design.md, "Contract additions"): ``describe`` writes a readable
description of a position, ``from_position`` sets it up with every derived field computed, and
contradictions are rejected with a ``PositionError`` that names the problem."""

from __future__ import annotations

import copy
import importlib
import json

import pytest
from research_helpers import player_counts

import eurogames
from eurogames.core import Rng
from eurogames.core.position import PositionError

GAMES = ["castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle", "keyflower"]


def _module(name):
    return importlib.import_module(f"eurogames.games.{name}.position")


def _positions(name, players, seed, limit=10, skip=7):
    """Up to ``limit`` describable positions along seeded random games (every ``skip``-th;
    in Orléans every one, played by the game tests' beginner policy)."""
    m = _module(name)
    if name == "orleans":
        skip = 1
    found = 0
    for s in range(seed, seed + 8):
        st = eurogames.load(name).new(players, s)
        rng = Rng(s)
        k = 0
        while not st.is_over() and found < limit:
            if m.is_turn_start(st):
                if k % skip == 0:
                    found += 1
                    yield st
                k += 1
            seat = st.active_players()[0]
            if name == "orleans":  # a beginner's policy: random seats mostly pass at once
                from eurogames.games.orleans.tests.builders import sensible_action
                st.apply(seat, sensible_action(st, seat, rng))
                continue
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
        if found >= limit:
            return


@pytest.mark.parametrize("name,players", [(n, p) for n in GAMES for p in player_counts(n)])
def test_described_positions_rebuild_the_same_position(name, players):
    """A description is plain JSON; the state it sets up shows every seat (and a spectator)
    the same view, lists the same legal actions in the same order, and describes itself the
    same way."""
    m = _module(name)
    n = 0
    for st in _positions(name, players, 3):
        desc = json.loads(json.dumps(m.describe(st)))
        back = m.from_position(desc, seed=11)
        for seat in [None, *range(players)]:
            assert back.view(seat) == st.view(seat)
        for seat in range(players):
            assert back.legal_actions(seat) == st.legal_actions(seat)
        assert m.describe(back) == desc
        back.check_invariants()
        n += 1
    assert n >= 3


@pytest.mark.parametrize("name", GAMES)
def test_every_game_checks_the_header_alike(name):
    """``core.position.new_state`` opens every ``from_position``: the same header errors."""
    base = _base(name, player_counts(name)[-1])
    other = "orleans" if name != "orleans" else "keyflower"
    _bad(name, [base], "a position must be an object")
    _bad(name, {**base, "colour": 3}, r"a position: unknown fields \['colour'\]")
    _bad(name, {k: v for k, v in base.items() if k != "players"}, "a position: missing fields.*players")
    _bad(name, {**base, "game": other}, f"this is a position of '{other}'")
    _bad(name, {**base, "players": 9}, "players must be a whole number")
    _bad(name, {**base, "options": {"no_such_option": 1}}, "^options: ")
    before = json.dumps(base)
    _module(name).from_position(base)
    assert json.dumps(base) == before  # the description itself is left as it was


@pytest.mark.parametrize("name", GAMES)
def test_describe_refuses_a_position_mid_turn(name):
    m = _module(name)
    st = eurogames.load(name).new(player_counts(name)[0], 2)
    rng = Rng(2)
    while m.is_turn_start(st) or not st.active_players():
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    with pytest.raises(PositionError):
        m.describe(st)


def _base(name, players=3):
    st = next(iter(_positions(name, players, 5, 1, 9)))
    return json.loads(json.dumps(_module(name).describe(st)))


def _bad(name, desc, match):
    with pytest.raises(PositionError, match=match):
        _module(name).from_position(desc)


def test_card_game_contradictions():
    base = _base("burgundy_card_game")
    card = base["seats"][0]["hand"][0]
    d = copy.deepcopy(base)
    d["seats"][1]["projects"] = [*d["seats"][1]["projects"], card]
    _bad("burgundy_card_game", d, f"card {card} is both in seat 0's hand and in seat 1's projects")
    d = copy.deepcopy(base)
    d["seats"][0]["estate"] = [[card, "ship" if base["seats"][0]["estate"] != "ship" else "mine"]]
    from eurogames.games.burgundy_card_game.data import CARD_TYPE, CLOISTER, TYPE_NAMES
    if CARD_TYPE[card] != CLOISTER:
        col = next(t for t in TYPE_NAMES if TYPE_NAMES.index(t) != CARD_TYPE[card])
        d["seats"][0]["estate"] = [[card, col]]
        d["seats"][0]["hand"] = d["seats"][0]["hand"][1:] or d["seats"][0]["hand"]
        _bad("burgundy_card_game", d, f"cannot lie in the {col} column|both in")
    d = copy.deepcopy(base)
    d["round"] = "F"
    _bad("burgundy_card_game", d, "round must be one of")
    d = copy.deepcopy(base)
    d["goods_piles"][0].append("light")
    _bad("burgundy_card_game", d, "light goods cards are named: there are 6")
    d = copy.deepcopy(base)
    d["seats"][0]["colour"] = 1
    _bad("burgundy_card_game", d, "unknown fields")


def test_white_castle_contradictions():
    base = _base("white_castle")
    d = copy.deepcopy(base)
    d["seats"][0]["courtiers"] = [6, 0, 0, 0]
    _bad("white_castle", d, "seat 0's courtiers must be a whole number 0..5")
    d = copy.deepcopy(base)
    d["seats"][0]["courtiers"] = [3, 3, 0, 0]
    _bad("white_castle", d, "more than 5 workers of a kind")
    d = copy.deepcopy(base)
    d["rooms"]["s1"]["card"] = base["rooms"]["d1"]["card"]
    _bad("white_castle", d, "room s1 holds a steward card")
    d = copy.deepcopy(base)
    d["bridges"]["red"] = d["bridges"]["red"] + [4]
    _bad("white_castle", d, "dice not conserved")
    d = copy.deepcopy(base)
    d["seats"][1]["lantern"] = [*d["seats"][1]["lantern"], base["rooms"]["s2"]["card"]]
    _bad("white_castle", d, "cards named twice")


def test_keyflower_contradictions():
    base = _base("keyflower")
    home = next(iter(base["villages"][0]))
    d = copy.deepcopy(base)
    d["villages"][1][home] = {"q": 5, "r": 5}
    _bad("keyflower", d, f"tile {home} is both in village 0 and in village 1")
    d = copy.deepcopy(base)
    d["villages"][0][home]["q"] = 1
    _bad("keyflower", d, "village 0 needs its home tile on hex 0,0")
    d = copy.deepcopy(base)
    d["hands"][0]["red"] += 1
    _bad("keyflower", d, "keeples not conserved")
    d = copy.deepcopy(base)
    d["villages"][0][home]["resources"] = {"gold": 99}
    _bad("keyflower", d, "gold not conserved|negative")
    d = copy.deepcopy(base)
    d["season"] = "monsoon"
    _bad("keyflower", d, "season must be one of")


def test_keyflower_ownership_is_named_once():
    """A tile put into a village through a position is owned there: its location, hex and the
    village map agree (the state keeps ownership in two places; a description names it once)."""
    from eurogames.games.keyflower.data import TILES
    base = _base("keyflower")
    d = copy.deepcopy(base)
    spare = next(t.key for t in TILES if t.family == "spring" and all(
        t.key not in v for v in d["villages"]) and t.key not in d["offers"])
    d["villages"][1][spare] = {"q": 1, "r": 0}
    st = _module("keyflower").from_position(d)
    t = next(t.tid for t in TILES if t.key == spare)
    assert st.loc[t] == 1 and st.pos[t] == (1, 0) and st.villages[1][(1, 0)] == t
    assert spare in [x["key"] for x in st.view(0)["villages"][1]]


def test_orleans_contradictions():
    base = _base("orleans")
    d = copy.deepcopy(base)
    d["seats"][0]["tiles"] = ["winery"]
    d["seats"][1]["tiles"] = ["winery"]
    _bad("orleans", d, "seat 1 owns \\['winery'\\], which another seat owns")
    d = copy.deepcopy(base)
    d["seats"][0]["places"] = {"winery": [None]}
    d["seats"][0]["tiles"] = []
    _bad("orleans", d, "seat 0 does not own the winery")
    d = copy.deepcopy(base)
    d["seats"][0]["bag"] = d["seats"][0]["bag"] + ["knight"] * 40
    _bad("orleans", d, "knight: more followers are named than the game has")
    d = copy.deepcopy(base)
    d["seats"][1]["market"] = d["seats"][1]["market"] + ["own-farmer"]
    _bad("orleans", d, "own-colour followers")
    d = copy.deepcopy(base)
    d["passed"] = [True] * 3
    _bad("orleans", d, "is to move but has passed")


def test_orleans_scenario_without_internal_fields():
    """Orléans §7.1: a place whose spaces are all filled may be used; one follower short, it
    may not. The scene is set by a description: no field written by hand, no invalidate()."""
    from eurogames.games.orleans.position import describe, from_position
    base = _base("orleans")
    me = base["turn"]
    seat = base["seats"][me]
    for holds in seat["places"].values():  # every follower back into the bag
        seat["bag"] += [h for h in holds if h not in (None, "tech")]
    seat["places"] = {}
    seat["tiles"] = []
    for name in ("own-boatman", "own-craftsman"):
        (seat["bag"] if name in seat["bag"] else seat["market"]).remove(name)
    seat["places"] = {"farmhouse": ["own-boatman", "own-craftsman"]}
    st = from_position(base)
    assert "use farmhouse -" in [a.notation() for a in st.legal_actions(me)]
    assert describe(st)["seats"][me]["places"] == {"farmhouse": ["own-boatman", "own-craftsman"]}
    seat["places"] = {"farmhouse": ["own-boatman", None]}
    seat["bag"].append("own-craftsman")
    st = from_position(base)
    assert not any(a.notation().startswith("use farmhouse") for a in st.legal_actions(me))
