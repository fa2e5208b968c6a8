"""Hidden information, determinization, JSON and replay round trips (issue 5)."""

from __future__ import annotations

import json
from typing import Any

from eurogames.core import GameRecord, Rng, replay
from eurogames.testing import check_roundtrip

from .builders import GAME, new_game


def _midgame(players: int = 3, seed: int = 9, moves: int = 40):
    st = GAME.new(players, seed)
    rng = Rng(seed)
    record = GameRecord(GAME.name, players, seed, dict(st.options))
    for _ in range(moves):
        legal = st.legal_actions()
        a = legal[rng.below(len(legal))]
        record.actions.append((st.actor, a.to_json()))
        st.apply(st.actor, a)
    return st, record


def test_view_hides_deck_order_and_rng() -> None:
    """Hidden: the order of the face-down decks and future dice (RNG). The view shows sizes only."""
    st, _ = _midgame()
    v = st.view(0)
    text = json.dumps(v)
    assert v["steward_deck"] == len(st.deck_s) and v["diplomat_deck"] == len(st.deck_d)
    for cid in st.deck_s + st.deck_d:
        assert f'"{cid}"' not in text
    assert "rng" not in v and str(st.rng.to_json()["state"]) not in text


def test_views_are_equal_for_all_seats() -> None:
    """Everything else is open information: every seat and a spectator see the same thing."""
    st, _ = _midgame()
    assert json.dumps(st.view(0)) == json.dumps(st.view(1)) == json.dumps(st.view(None))


def test_determinize_keeps_view_and_resamples_hidden() -> None:
    """determinize re-samples the deck order and the chance source; the view is unchanged."""
    st, _ = _midgame()
    seen_orders = set()
    futures = set()
    for k in range(12):
        det = st.determinize(1, Rng(k))
        assert json.dumps(det.view(1)) == json.dumps(st.view(1))
        assert sorted(det.deck_s) == sorted(st.deck_s)
        seen_orders.add(tuple(det.deck_s))
        futures.add(det.rng.below(1 << 30))
    assert len(seen_orders) > 1 and len(futures) > 1


def test_json_round_trip_mid_turn() -> None:
    """to_json/from_json reproduce a state in the middle of a turn (task stack included)."""
    for moves in (5, 17, 33, 58):
        st, _ = _midgame(moves=moves)
        check_roundtrip(st)
        back = GAME.from_json(json.loads(json.dumps(st.to_json())))
        assert [a.notation() for a in back.legal_actions()] == [a.notation() for a in st.legal_actions()]


def test_replay_round_trip() -> None:
    """A record of actions replays to the identical state."""
    st, record = _midgame(players=4, moves=70)
    again = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(st.to_json(), sort_keys=True)


def test_describe_and_render() -> None:
    """Every legal action has an English and a Japanese description; the board renders."""
    from rich.console import Console
    st = new_game(2, seed=1)
    rng = Rng(1)
    import io
    console = Console(width=160, record=True, file=io.StringIO())
    for _ in range(60):
        if st.is_over():
            break
        for a in st.legal_actions():
            en, ja = GAME.describe_action(a, "en"), GAME.describe_action(a, "ja")
            assert en and ja and en != ja
        console.print(GAME.render(st, 0))
        legal = st.legal_actions()
        st.apply(st.actor, legal[rng.below(len(legal))])
    assert "White Castle" in console.export_text()


def test_render_in_japanese() -> None:
    """The CLI passes lang to render when it accepts it: the board renders in Japanese too."""
    import inspect
    import io

    from rich.console import Console
    assert "lang" in inspect.signature(GAME.render).parameters
    st: Any = GAME.new(3, 5)
    rng = Rng(5)
    for moves in range(90):
        texts = {}
        for lang in ("en", "ja"):
            console = Console(width=200, record=True, file=io.StringIO())
            console.print(GAME.render(st, 0, lang=lang))  # type: ignore[call-arg]
            texts[lang] = console.export_text()
        if moves == 0:
            assert "スタートカードの組" in texts["ja"] and "Starting pairs" in texts["en"]
        assert "ラウンド" in texts["ja"] and "手番順" in texts["ja"] and "クラン" in texts["ja"]
        assert "round" not in texts["ja"] and "Castle" not in texts["ja"].replace("White Castle", "")
        assert "round" in texts["en"]
        legal = st.legal_actions()
        st.apply(st.actor, legal[rng.below(len(legal))])
