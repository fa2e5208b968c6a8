"""Hidden information, JSON and replay (rules/orleans.md §6.3-§6.4; design: view.py decides)."""

from __future__ import annotations

import json

from eurogames.core import GameRecord, Rng, replay
from eurogames.games.orleans import GAME
from eurogames.games.orleans.data import KNIGHT, PLACE_INDEX, SPACE_START

from .builders import fresh


def _c(x: object) -> str:
    return json.dumps(x, sort_keys=True)


def test_planning_hidden_from_others_until_actions() -> None:
    """§6.4: a seat's placements this round are invisible to the others during planning."""
    st = fresh()
    before1 = _c(st.view(1))
    before_none = _c(st.view(None))
    ev = st.apply(0, "place own-farmer village 1")
    assert _c(st.view(1)) == before1 and _c(st.view(None)) == before_none
    assert _c(st.view(0)) != before1
    assert all(not e.can_see(1) for e in ev)
    me = st.view(0)["players"][0]
    assert "own-farmer" not in me["market"]
    other = st.view(1)["players"][0]
    assert "own-farmer" in other["market"]
    assert other["places"][1]["spaces"][0]["holds"] is None
    # revealed when the action phase starts
    st.apply(0, "done")
    st.apply(1, "place own-trader castle 3")
    ev = st.apply(1, "done")
    assert any(e.kind == "plans" and e.visible_to is None for e in ev)
    assert st.slots[0][SPACE_START[1]] == 7
    assert st.view(1)["players"][0]["places"][1]["spaces"][0]["holds"] == "own-farmer"


def test_determinize_resamples_planning_and_keeps_own() -> None:
    st = fresh()
    st.apply(0, "place own-farmer village 1")
    st.apply(1, "place own-boatman castle 2")
    det = st.determinize(1, Rng(5))
    assert det.slots[0][SPACE_START[1]] == -1 and 7 in det.market[0]       # seat 0's plan undone
    assert det.slots[1][SPACE_START[3] + 1] == 8                           # own plan kept
    assert _c(det.view(1)) == _c(st.view(1))
    assert sorted(a.notation() for a in det.legal_actions(1)) == sorted(a.notation() for a in st.legal_actions(1))


def test_bag_contents_public_order_hidden() -> None:
    """§6.3: bag contents are public counts; the draw order is only the RNG, never in a view."""
    st = fresh()
    st.apply(0, "place own-farmer village 1")
    st.apply(0, "place own-boatman village 2")
    st.apply(0, "place own-craftsman village 3")
    st.apply(0, "done")
    st.apply(1, "done")
    v = st.view(1)
    text = _c(v)
    assert "rng" not in text
    assert isinstance(v["players"][0]["bag"], dict)
    # two determinizations of the same state draw differently (the order is re-sampled)
    s0 = st.clone()
    while s0.stage != 4 and not s0.is_over():
        p = s0.active_players()[0]
        s0.apply(p, s0.legal_actions(p)[0])
    draws = set()
    for k in range(8):
        d = s0.determinize(None, Rng(k))
        if d.draw_mode[0] == 1:
            d.apply(0, d.legal_actions(0)[0])
            draws.add(tuple(d.market[0]))
    assert len(draws) > 1


def test_json_round_trip_mid_game() -> None:
    from .builders import sensible_action
    st = fresh(4, seed=3)
    rng = Rng(9)
    for _ in range(300):
        p = st.active_players()[0]
        st.apply(p, sensible_action(st, p, rng))
    assert not st.is_over() and st.round > 3
    back = GAME.from_json(json.loads(json.dumps(st.to_json())))
    assert _c(back.to_json()) == _c(st.to_json())
    assert _c(back.clone().to_json()) == _c(st.to_json())
    for seat in (None, 0, 1, 2, 3):
        assert _c(back.view(seat)) == _c(st.view(seat))


def test_replay_round_trip() -> None:
    st = GAME.new(2, 21, {"edition": "original"})
    rec = GameRecord("orleans", 2, 21, dict(st.options))
    rng = Rng(4)
    while not st.is_over():
        act = st.active_players()
        p = act[rng.below(len(act))]
        legal = st.legal_actions(p)
        a = legal[rng.below(len(legal))]
        st.apply(p, a)
        rec.actions.append((p, a.to_json()))
    again = replay(GameRecord.from_json(json.loads(json.dumps(rec.to_json()))))
    assert _c(again.to_json()) == _c(st.to_json())


def test_tower_planning_does_not_leak_through_market_size() -> None:
    """§4 #17 + §6.4: a follower planned off the Gunpowder Tower changes no one else's view."""
    from .builders import own_tile, planning, put
    st = fresh()
    own_tile(st, 0, "gunpowder_tower")
    put(st, 0, "gunpowder_tower", "knight")
    planning(st)
    before = [_c(st.view(s)) for s in (None, 1)]
    st.apply(0, "place knight ship 3")
    assert [_c(st.view(s)) for s in (None, 1)] == before
    assert st.view(0)["players"][0]["market_cap"] == 10
    det = st.determinize(1, Rng(5))
    assert det.slots[0][SPACE_START[PLACE_INDEX["gunpowder_tower"]]] == KNIGHT
    assert _c(det.view(1)) == before[1]
    st.apply(0, "done")
    st.apply(1, "done")
    ship = SPACE_START[PLACE_INDEX["ship"]] + 2
    assert st.round == 2 and st.slots[0][ship] == KNIGHT          # revealed; it stays on the Ship
    assert st.view(1)["players"][0]["places"][5]["spaces"][2]["holds"] == "knight"
