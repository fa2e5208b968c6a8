"""Hidden information, JSON and replay round trips (rules/castles_of_burgundy.md §1.4, §3)."""

from __future__ import annotations

import json

from eurogames.core import GameRecord, Rng, replay
from eurogames.games.castles_of_burgundy import GAME

from .builders import new


def _play(st, n, seed, record=None):
    rng = Rng(seed)
    for _ in range(n):
        if st.is_over():
            break
        p = st.active_players()[0]
        legal = st.legal_actions(p)
        a = legal[rng.below(len(legal))]
        st.apply(p, a)
        if record is not None:
            record.actions.append((p, a.to_json()))
    return st


def test_view_unchanged_by_determinize_and_future_resampled():
    """Hidden: later goods stacks and pile order; the view is the same, the future differs."""
    differs = 0
    for seed in range(6):
        st = _play(new(3, seed), 40 + 20 * seed, seed)
        for seat in (None, 0, 1, 2):
            det = st.determinize(seat, Rng(seed + 100))
            assert json.dumps(det.view(seat), sort_keys=True) == json.dumps(st.view(seat), sort_keys=True)
        a = st.clone()
        b = st.determinize(0, Rng(99))
        # play both to the next phase with the same choices: revealed tiles/goods differ
        while a.phase == st.phase and not a.is_over():
            p = a.active_players()[0]
            act = a.legal_actions(p)[-1]
            a.apply(p, act)
            if act in b.legal_actions(p):
                b.apply(p, act)
            else:
                break
        if a.dep != b.dep or a.round_goods != b.round_goods:
            differs += 1
    assert differs >= 1


def test_view_hides_future_goods_and_pile_order():
    """The view never names goods of later phases nor the order of the tile piles."""
    st = new(2, 3)
    v = st.view(0)
    text = json.dumps(v)
    assert "goods_pool" not in text and "rng" not in text
    assert v["piles"] == [len(p) for p in st.piles]
    assert v["face_down_goods"] == [0, 5, 5, 5, 5]


def test_json_round_trip_and_clone():
    st = _play(new(4, 8), 150, 8)
    data = json.loads(json.dumps(st.to_json()))
    back = GAME.from_json(data)
    assert back.to_json() == st.to_json()
    assert back.clone().to_json() == st.to_json()
    assert back.legal_actions(back.active_players()[0]) == st.legal_actions(st.active_players()[0])


def test_clone_is_independent():
    st = _play(new(2, 4), 30, 4)
    c = st.clone()
    _play(c, 30, 5)
    assert st.to_json() != c.to_json()
    assert _play(st.clone(), 0, 0).to_json() == st.to_json()


def test_replay_reproduces_the_game():
    st = new(2, 12, board=3, rules="2011")
    rec = GameRecord(GAME.name, 2, 12, dict(st.options))
    _play(st, 100000, 12, rec)
    again = replay(GameRecord.from_json(json.loads(json.dumps(rec.to_json()))))
    assert again.to_json() == st.to_json()
    assert st.is_over()


def test_describe_and_render_every_action_kind():
    from rich.console import Console
    st = _play(new(2, 2), 60, 2)
    for a in st.legal_actions(st.active_players()[0]):
        assert GAME.describe_action(a, "en") and GAME.describe_action(a, "ja")
    import io
    con = Console(width=120, record=True, file=io.StringIO())
    con.print(GAME.render(st, 0))
    assert "Depots" in con.export_text()
