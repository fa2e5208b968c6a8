"""Copies (design.md, "Contract additions"): clone, deepcopy, pickle and a JSON round trip of a
random mid-game state give an equal state (views, legal actions in the same order, and the same
future under the same seeded continuation); actions pickle and stay legal."""

from __future__ import annotations

import copy
import json
import pickle

import pytest
from research_helpers import GAMES, continuation, player_counts, random_position

import eurogames
from eurogames.core import Rng


def _copies(st):
    return {
        "clone": st.clone(),
        "deepcopy": copy.deepcopy(st),
        "pickle": pickle.loads(pickle.dumps(st)),
        "json": type(st).from_json(st.to_json()),
    }


def _snapshot(st):
    views = [st.view(s) for s in [None, *range(st.players)]]
    legal = {s: [a.notation() for a in st.legal_actions(s)] for s in range(st.players)}
    return views, st.active_players(), legal


CASES = [(name, p, seed, moves)
         for name in GAMES for p in player_counts(name)
         for seed, moves in ((1, 7), (2, 41), (3, 160))]


@pytest.mark.parametrize("name,players,seed,moves", CASES)
def test_copies_are_equal_states_with_equal_futures(name, players, seed, moves):
    st = random_position(name, players, seed, moves)
    before = _snapshot(st)
    copies = _copies(st)
    assert _snapshot(st) == before, "copying changed the original"
    for how, c in copies.items():
        assert _snapshot(c) == before, how
        # The legal actions of a copy are the very actions the original accepts.
        for seat in c.active_players():
            assert list(c.legal_actions(seat)) == list(st.legal_actions(seat)), how
    future = continuation(st.clone(), seed, 400)
    for how, c in copies.items():
        assert continuation(c, seed, 400) == future, how


@pytest.mark.parametrize("name", GAMES)
def test_copies_play_to_the_same_end(name):
    players = player_counts(name)[-1]
    st = random_position(name, players, 9, 30)
    end = continuation(st.clone(), 5)
    assert end[0] and end[2]["players"] if "players" in end[2] else end[0]
    for how, c in _copies(st).items():
        c2 = continuation(c, 5)
        assert c2 == end, how


@pytest.mark.parametrize("name", GAMES)
def test_actions_pickle_and_stay_legal(name):
    for seed, moves in ((4, 3), (5, 60)):
        st = random_position(name, player_counts(name)[0], seed, moves)
        for seat in st.active_players():
            legal = st.legal_actions(seat)
            for a in legal:
                for b in (pickle.loads(pickle.dumps(a)), copy.deepcopy(a), copy.copy(a)):
                    assert b == a and b in legal and st.is_legal(seat, b)
            # A pickled list of actions comes back in the same order, each still legal.
            assert list(pickle.loads(pickle.dumps(list(legal)))) == list(legal)


def test_unpickling_does_not_disturb_other_interned_actions():
    """The bug this guards: rebuilding one interned action overwrote a shared instance."""
    st = random_position("castles_of_burgundy", 2, 1, 0)
    seat = st.active_players()[0]
    legal = list(st.legal_actions(seat))
    texts = [a.notation() for a in legal]
    pickle.loads(pickle.dumps(legal[::-1]))
    copy.deepcopy(legal)
    assert [a.notation() for a in st.legal_actions(seat)] == texts
    assert len(set(map(id, legal))) == len(legal)


def test_a_game_loaded_for_pickling_is_the_registry_game():
    for name in GAMES:
        g = eurogames.load(name)
        st = g.new(g.min_players, 1)
        assert type(pickle.loads(pickle.dumps(st))).game is g


def _text(st):
    return json.dumps(st.to_json(), sort_keys=True)


@pytest.mark.parametrize("name,players,seed,moves", CASES)
def test_a_copy_and_its_original_never_write_to_each_other(name, players, seed, moves):
    """A copy may share with its original what no move writes (Keyflower's clone shares its tile
    lists, resources and villages until a move writes one, which copies it first): playing any
    copy, or a determinized copy, to the end leaves the original as it was, and playing the
    original on leaves every copy made before as it was."""
    st = random_position(name, players, seed, moves)
    frozen = _text(st)
    for how, c in _copies(st).items():
        continuation(c, seed, 400)
        assert _text(st) == frozen, f"playing a copy ({how}) changed the original"
    continuation(st.clone().clone(), seed + 1, 400)
    for seat in range(players):
        continuation(st.determinize(seat, Rng(seed + seat)), seed, 400)
    assert _text(st) == frozen, "playing a clone's clone or a determinized copy changed the original"
    kept = _copies(st)
    kept["determinized"] = st.determinize(0, Rng(seed))
    kept_text = {how: _text(c) for how, c in kept.items()}
    continuation(st, seed + 2, 400)
    for how, c in kept.items():
        assert _text(c) == kept_text[how], f"playing the original changed a copy ({how})"


@pytest.mark.parametrize("name,players,seed,moves", CASES)
def test_to_json_is_a_snapshot(name, players, seed, moves):
    """``to_json`` returns the position as it is now: later moves do not reach into it (a caller
    may keep it, and the server's bot pool pickles it in another thread after the call)."""
    st = random_position(name, players, seed, moves)
    data = st.to_json()
    text = json.dumps(data, sort_keys=True)
    continuation(st, seed, 400)
    assert json.dumps(data, sort_keys=True) == text


@pytest.mark.parametrize("name,players,seed,moves", CASES)
def test_from_json_keeps_nothing_of_its_argument(name, players, seed, moves):
    """Two states read from the same data are independent, and playing them leaves the data as
    it was (a caller may keep the data, or read it twice: the server's snapshot, a replay)."""
    st = random_position(name, players, seed, moves)
    data = json.loads(json.dumps(st.to_json()))
    text = json.dumps(data, sort_keys=True)
    game = type(st)
    a, b = game.from_json(data), game.from_json(data)
    continuation(a, seed, 400)
    assert json.dumps(data, sort_keys=True) == text, "playing a state changed the data it was read from"
    assert _text(b) == text, "playing a state changed another read from the same data"
