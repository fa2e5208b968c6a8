"""Hidden information, determinize, JSON and replay round trips (keyflower §1.5)."""

from __future__ import annotations

import json

from eurogames.bots.random_bot import random_playout
from eurogames.core import GameRecord, Rng, replay
from eurogames.testing import check_roundtrip, check_views

from .builders import GAME, fresh, play, tid


def _mid_game(players=4, seed=3, steps=120):
    st = GAME.new(players, seed)
    rng = Rng(seed)
    for _ in range(steps):
        act = st.active_players()
        s = act[rng.below(len(act))]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))])
    return st


def test_view_hides_screens_and_bag():
    """keyflower §1.5: others see only the totals of a screen; the bag's colours are hidden."""
    st = _mid_game()
    v1 = st.view(1)
    text = json.dumps(v1)
    assert v1["hand"] == dict(zip(("blue", "red", "yellow", "green"), st.hands[1]))
    assert "hands" not in v1 and "bag" not in v1 and "pile" not in v1
    assert v1["hand_sizes"] == [sum(h) for h in st.hands]
    assert "winter_hand" in v1 and v1["winter_hand"] == st.whand[1]
    spectator = st.view(None)
    assert "hand" not in spectator and "winter_hand" not in spectator
    assert str(st.whand[0]) not in json.dumps(spectator["winter_counts"])
    assert "rng" not in text


def test_drawn_colours_are_private_events():
    """keyflower §1.5: colours drawn from the bag are only shown to the drawer."""
    st = fresh(3, offers=["alehouse", "keywood", "stable", "peddler", "workshop", "goldmine", "apprentice"],
               hands=[[3, 3, 2, 0], [3, 3, 2, 0], [4, 2, 2, 1]])
    ev = play(st, 0, f"use {tid('alehouse')}", "add 0 1", "confirm")
    secret = [e for e in ev if "colours" in e.data]
    assert secret and all(e.visible_to == frozenset([0]) for e in secret)
    public = [e for e in ev if e.visible_to is None]
    assert all("colours" not in e.data for e in public)


def test_determinize_resamples_hidden_and_keeps_view():
    """keyflower §1.5: determinize(seat) re-deals other screens, the bag and winter hands; seat's view unchanged."""
    st = _mid_game()
    changed = False
    for k in range(10):
        d = st.determinize(0, Rng(k))
        assert json.dumps(d.view(0), sort_keys=True) == json.dumps(st.view(0), sort_keys=True)
        assert d.hands[0] == st.hands[0] and d.skills[0] == st.skills[0] and d.whand[0] == st.whand[0]
        assert [sum(h) for h in d.hands] == [sum(h) for h in st.hands]
        if d.hands[1:] != st.hands[1:] or d.whand[1:] != st.whand[1:]:
            changed = True
        d.check_invariants()
    assert changed
    check_views(st, Rng(5))


def test_json_round_trip_and_replay():
    """JSON round trip mid-game and a full record replays to the identical state."""
    st = GAME.new(5, 11)
    rng = Rng(11)
    rec = GameRecord(GAME.name, 5, 11, dict(st.options))
    n = 0
    while not st.is_over():
        act = st.active_players()
        s = act[rng.below(len(act))]
        a = st.legal_actions(s)[rng.below(len(st.legal_actions(s)))]
        st.apply(s, a)
        rec.actions.append((s, a.to_json()))
        n += 1
        if n % 150 == 0:
            check_roundtrip(st)
    check_roundtrip(st)
    again = replay(GameRecord.from_json(json.loads(json.dumps(rec.to_json()))))
    assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(st.to_json(), sort_keys=True)
    assert [s.total for s in again.scores()] == [s.total for s in st.scores()]


def test_final_breakdown_shows_where_items_went():
    """keyflower §13.2: the breakdown's details list the allocation of items."""
    st = GAME.new(3, 2)
    random_playout(st, Rng(2))
    for sc in st.scores():
        assert "allocation" in sc.details
        for a in sc.details["allocation"]:
            assert {"item", "count", "to"} <= set(a)


def test_render_and_describe():
    """The rich render works for every seat; actions are described in English and Japanese."""
    from rich.console import Console
    st = _mid_game(3, 4, 60)
    con = Console(record=True, width=140)
    con.print(GAME.render(st, 0))
    out = con.export_text()
    assert "Seat 1 village" in out and "Seat 3 village" in out and "Seat 0" not in out
    for a in st.legal_actions(st.active_players()[0]):
        assert GAME.describe_action(a, "en") and GAME.describe_action(a, "ja")


def test_determinize_replaces_others_staged_tiles():
    """keyflower §11: others' new tiles are hidden during placement; determinize re-places them."""
    st = fresh(3, offers=["keywood", "goldmine", "stable", "peddler", "workshop", "alehouse", "apprentice"],
               hands=[[3, 3, 2, 0], [3, 3, 2, 0], [4, 2, 2, 1]])
    play(st, 0, f"bid {tid('keywood')}", "add 0 1", "confirm")
    play(st, 1, f"bid {tid('goldmine')}", "add 0 1", "confirm")
    for s in (2, 0, 1):
        play(st, s, "pass")
    while st.phase == "boat":
        s = st.active_players()[0]
        play(st, s, st.legal_actions(s)[0].notation())
    play(st, 1, st.legal_actions(1)[-1].notation())   # seat 1 places; seat 0 still to place
    spots = set()
    for k in range(12):
        d = st.determinize(0, Rng(k))
        assert json.dumps(d.view(0), sort_keys=True) == json.dumps(st.view(0), sort_keys=True)
        assert d.active_players() == st.active_players() == [0]
        d.check_invariants()
        spots.add((d.pos[tid("goldmine")], d.rot[tid("goldmine")]))
    assert len(spots) > 1


def test_render_in_japanese():
    """render(state, seat, lang="ja") labels the table in Japanese (the CLI passes lang)."""
    import inspect

    from rich.console import Console
    assert "lang" in inspect.signature(GAME.render).parameters
    st = _mid_game(3, 4, 60)
    con = Console(record=True, width=160)
    con.print(GAME.render(st, 0, lang="ja"))
    out = con.export_text()
    assert "席1の村" in out and "あなたのキープル" in out and "席0" not in out and "Seat 1 village" not in out
    random_playout(st, Rng(4))
    con = Console(record=True, width=160)
    con.print(GAME.render(st, 0, lang="ja"))
    out = con.export_text()
    assert "最終得点" in out
    con = Console(record=True, width=160)
    con.print(GAME.render(st, 0))
    assert "Final scores" in con.export_text()
