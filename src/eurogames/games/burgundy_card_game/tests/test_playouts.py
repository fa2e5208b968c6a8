"""Seeded random playouts with every check (core conformance + game invariants), JSON and replay."""

from __future__ import annotations

import json

import pytest

from eurogames.bots import decide, make_bot
from eurogames.core import GameRecord, Rng, replay
from eurogames.games.burgundy_card_game.tests.builders import GAME
from eurogames.testing import check_playout, random_positions

# 1p: 60, 2p: 100, 3p: 80, 4p: 70 -> 310 games, plus option variants
COUNTS = {1: 60, 2: 100, 3: 80, 4: 70}
CHUNK = 10


@pytest.mark.parametrize(("players", "start"),
                         [(p, s) for p, n in COUNTS.items() for s in range(0, n, CHUNK)])
def test_random_playouts(players, start):
    """Invariants after every action: 114 action cards / 240 cards conserved, scores equal the
    breakdown, round/turn structure; the game ends after round E or by the solo loss."""
    for seed in range(start, start + CHUNK):
        st = check_playout(GAME, players, seed, sample_every=60)
        assert st.is_over()
        if players == 1 and st.solo_lost:
            assert st.solo_result() == "loss"
        else:
            assert st.round == 4


OPTION_SETS = [
    {"overflow_discard": "any_of_four", "all7_cloister": "column_type"},
    {"cloister_wild_scope": "building", "tiebreak_animals": "all"},
    {"enforce_physical_supply": True, "solo_start_card_vp": False},
]


@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_playouts_with_options(options):
    """The rule options keep every invariant."""
    for players in (1, 2, 3, 4):
        for seed in range(4):
            check_playout(GAME, players, 1000 + seed, options, sample_every=80)


def test_solo_games_reach_round_e_when_ahead():
    """§10: a solo game without a loss runs to the end of round E (greedy bot)."""
    finished = 0
    for seed in range(6, 12):
        st = GAME.new(1, seed)
        bot = make_bot("greedy", seed)
        while not st.is_over():
            st.apply(0, decide(bot, st, 0))
            st.check_invariants()
        if not st.solo_lost:
            finished += 1
            assert st.round == 4 and st.solo_result() in ("win", "loss")
    assert finished >= 1


def test_greedy_bots_play_a_full_game_and_replay():
    """A greedy and a random bot finish a 3-player game; its record replays to the same state."""
    st = GAME.new(3, 7)
    record = GameRecord(GAME.name, 3, 7, dict(st.options))
    bots = [make_bot("greedy", 1), make_bot("random", 2), make_bot("greedy", 3)]
    rng = Rng(1)
    while not st.is_over():
        s = st.active_players()[0]
        a = decide(bots[s], st, s)
        st.apply(s, a)
        record.actions.append((s, a.to_json()))
    again = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(st.to_json(), sort_keys=True)
    assert rng  # deterministic


def test_json_round_trip_mid_game():
    """to_json/from_json reproduce a mid-game state with a pending chain, and play continues equal."""
    st = GAME.new(2, 3)
    rng = Rng(3)
    for _ in range(50):
        s = st.active_players()[0]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))])
    back = GAME.from_json(json.loads(json.dumps(st.to_json())))
    assert json.dumps(back.to_json(), sort_keys=True) == json.dumps(st.to_json(), sort_keys=True)
    r1, r2 = Rng(9), Rng(9)
    for _ in range(30):
        if st.is_over():
            break
        s = st.active_players()[0]
        a = st.legal_actions(s)[r1.below(len(st.legal_actions(s)))]
        b = back.legal_actions(s)[r2.below(len(back.legal_actions(s)))]
        assert a == b
        st.apply(s, a)
        back.apply(s, b)
    assert json.dumps(back.to_json(), sort_keys=True) == json.dumps(st.to_json(), sort_keys=True)


def test_describe_action_in_both_languages():
    """Every legal action has an English and a Japanese sentence."""
    st = GAME.new(2, 1)
    for a in st.legal_actions(st.cur):
        en = GAME.describe_action(a, "en")
        ja = GAME.describe_action(a, "ja")
        assert en and ja and en != ja


def test_render_works_for_every_player_count():
    """The rich render of a seat's view prints."""
    from rich.console import Console
    for players in (1, 2, 3, 4):
        st = GAME.new(players, 2)
        console = Console(record=True, width=120)
        console.print(GAME.render(st, 0))
        text = console.export_text()
        assert "Display" in text and "Player 1" in text
        if players == 1:
            assert "Rival" in text


def test_every_event_has_text_in_both_languages():
    """Log events format their English and Japanese lines (lazily) for every kind that occurs."""
    from eurogames.core.events import visible_events
    from eurogames.games.burgundy_card_game.events import TEXT
    seen: set[str] = set()
    for players in (1, 2, 3, 4):
        for seed in range(12):
            st = GAME.new(players, seed)
            bots = [make_bot("greedy" if seed % 2 else "random", seed + s) for s in range(players)]
            while not st.is_over():
                s = st.active_players()[0]
                events = st.apply(s, decide(bots[s], st, s))
                for e in events:
                    assert e.text["en"] and e.text["ja"] and e.text["en"] != e.text["ja"]
                    seen.add(e.kind)
                json.dumps(visible_events(events, None))
    assert seen <= set(TEXT)
    assert {"take", "build", "sell", "hire", "silver", "round", "round_bonus", "good", "animal",
            "rival", "game_end"} <= seen


def test_lazy_events_keep_the_event_contract():
    """Core Event contract: to_json gives text {"en", "ja"} as a plain Event would; a lazy event
    copies, pickles and ``dataclasses.replace``s like one, and stays frozen."""
    import copy
    import dataclasses
    import pickle

    from eurogames.core import Event
    from eurogames.games.burgundy_card_game.events import ev
    e = ev("take", 1, {"card": 5, "row": 2})
    j = e.to_json()
    assert set(j["text"]) == {"en", "ja"} and j["text"]["en"].startswith("Player 2 takes")
    plain = Event("take", {"card": 5, "row": 2}, 1, None, dict(j["text"]))
    assert isinstance(e, Event) and e.to_json() == plain.to_json()
    for f in (copy.copy, copy.deepcopy, lambda x: pickle.loads(pickle.dumps(x))):
        c = f(e)
        assert c == e and c.to_json() == j
    r = dataclasses.replace(e, seat=0)
    assert r.seat == 0 and r.text == e.text
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.text = {"en": "x", "ja": "y"}  # type: ignore[misc]
    hidden = ev("draw3_cards", 0, {"cards": [1, 2, 3]}, frozenset((0,)))
    assert hidden.can_see(0) and not hidden.can_see(1) and not hidden.can_see(None)


def test_render_in_japanese_along_whole_games():
    """render(state, seat, lang) in English and Japanese at sampled points of whole games (every
    pending decision, the solo result); the Japanese board carries no English labels."""
    import inspect

    from rich.console import Console
    assert "lang" in inspect.signature(GAME.render).parameters  # the CLI passes --lang
    for players in (1, 2, 4):
        for _, st in random_positions(GAME.new(players, 5), Rng(players), every=23):
            for lang in ("en", "ja"):
                console = Console(record=True, width=140)
                console.print(GAME.render(st, st.cur if not st.is_over() else 0, lang=lang))
                text = console.export_text()
                if lang == "ja":
                    assert "ディスプレイ" in text and "プレイヤー1" in text
                    for word in ("Display", "Player", "hand", "storage", "to decide", "Rival"):
                        assert word not in text, word
                    if players == 1:
                        assert "ライバル" in text
                else:
                    assert "Display" in text and "Player 1" in text
