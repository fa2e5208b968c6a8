"""The incremental observation encoder (``core.observation.IncrementalEncoder``) behind both
adapters: each seat's tensor is updated from that seat's previous one, re-encoding only the
parts of the view that changed. It must always give exactly the fresh encoding of the view,
keep no seat's tensor in another seat's, and rests on views that share nothing mutable with
the state (a view once returned never changes)."""

from __future__ import annotations

import copy

import numpy as np
import pytest
from research_helpers import GAMES, player_counts

import eurogames
from eurogames.core import Rng
from eurogames.core.observation import IncrementalEncoder, encoder
from eurogames.testing import random_positions

CASES = [(name, p) for name in GAMES for p in player_counts(name)]


def _views(name, players, seed, every=1):
    """(seat, view) of every seat at every ``every``-th position of a seeded random game."""
    for _, st in random_positions(eurogames.load(name).new(players, seed), Rng(seed), every):
        for seat in range(players):
            yield st, seat, st.view(seat)


@pytest.mark.parametrize("name,players", CASES)
def test_incremental_tensor_equals_a_fresh_one(name, players):
    """Over two seeded random games in a row (the second starts from the first's tensors), every
    seat's incremental tensor equals the fresh encoding of its view, and handing it out copies
    it: a tensor once returned does not change with later updates."""
    enc = encoder(name)
    inc = IncrementalEncoder(enc, players)
    given = []
    for seed in (11, 12):
        for _, seat, v in _views(name, players, seed):
            t = inc.encode(seat, v)
            fresh = enc.encode(v, players)
            assert t.dtype == np.float32 and np.array_equal(t, fresh)
            if len(given) < 40:
                given.append((t, fresh.copy()))
    for t, fresh in given:
        assert np.array_equal(t, fresh)


@pytest.mark.parametrize("name", GAMES)
def test_incremental_tensors_of_seats_stay_apart(name):
    """Seats updated in any interleaving (and a forgotten seat rebuilt) give each seat's own
    fresh tensor: one seat's tensor is never derived from another's view."""
    players = max(2, eurogames.load(name).min_players)
    enc = encoder(name)
    inc = IncrementalEncoder(enc, players)
    rng = Rng(5)
    for k, (_, seat, v) in enumerate(_views(name, players, 21, every=3)):
        if rng.below(4) == 0:
            continue  # a seat skipped now and then: its next update spans several moves
        if k % 17 == 0:
            inc.forget(seat)
        out = np.full(enc.size(players), 7.0, np.float32)
        assert inc.encode(seat, v, out=out) is out
        assert np.array_equal(out, enc.encode(v, players))
    assert set(inc._last) <= set(range(players))  # one tensor per seat, under its own key


@pytest.mark.parametrize("name", GAMES)
def test_a_view_once_returned_never_changes(name):
    """What the incremental encoder relies on: a view shares nothing mutable with the state,
    so a kept view still equals its copy after the game moves on."""
    players = max(2, eurogames.load(name).min_players)
    kept = []
    for k, (st, seat, v) in enumerate(_views(name, players, 31)):
        if k % 5 == 0:
            kept.append((v, copy.deepcopy(v)))
    for v, snapshot in kept:
        assert v == snapshot


def test_equal_values_of_other_types_are_not_skipped():
    """``1 == True == 1.0`` but a JSON-keyed category gives them different slots: such parts
    are re-encoded whenever visited, never skipped on equality."""
    from eurogames.core.observation import ObservationEncoder
    spec = {"k": "dict", "fields": {
        "a": {"k": "cat", "values": [1, True, 1.5, "x"]},
        "b": {"k": "json", "len": 6, "alphabet": "0123456789.truefals"},
        "c": {"k": "list", "len": 30, "item": {"k": "dict", "fields": {
            "d": {"k": "cat", "values": ["p", "q"]}, "e": {"k": "num"}}}}}}
    enc = ObservationEncoder(spec)
    inc = IncrementalEncoder(enc, 2)
    items = [{"d": "p", "e": i} for i in range(12)]
    seq = [{"a": 1, "b": 1, "c": items}, {"a": True, "b": True, "c": items[:5]},
           {"a": 1.0, "b": 1.0, "c": items + items}, {"a": "x", "b": None, "c": []},
           {"c": "not a list"}, {"a": 1, "b": 1, "c": items}]
    for v in seq:
        assert np.array_equal(inc.encode(0, v), enc.encode(v, 2))


@pytest.mark.filterwarnings("ignore:overflow encountered:RuntimeWarning")
def test_odd_values_missing_fields_and_items_coming_and_going():
    """Number slots are rewritten without being cleared first, and a field every sample view
    held is read by subscript (a view without it is encoded whole): a non-number (dropped,
    so 0), a number out of float32's range, a field gone, a part that is not an object and
    items coming and going still give exactly the fresh encoding."""
    from eurogames.core.observation import ObservationEncoder
    item = {"k": "dict", "fields": {
        "m": {"k": "num"}, "t": {"k": "cat", "values": [str(i) for i in range(50)]},
        "o": {"k": "opt", "item": {"k": "num"}}}}
    spec = {"k": "dict", "fields": {
        "n": {"k": "num"}, "p": {"k": "list", "len": 4, "item": item},
        "s": {"k": "seats", "item": item}, "w": {"k": "cat", "values": [f"v{i}" for i in range(60)]},
        "r": {"k": "list", "len": 50, "item": {"k": "num"}}}}  # a long list of numbers: one run
    enc = ObservationEncoder(spec)
    inc = IncrementalEncoder(enc, 2)
    a, b = {"m": 1, "t": "3", "o": 2}, {"m": 2, "t": "4", "o": None}
    seq = [{"n": 3, "p": [a, b], "s": [a, b], "w": "v1", "r": list(range(45))},
           {"n": None, "p": [{"m": "x", "t": "3", "o": 2}], "s": [b, a], "w": "v2", "r": [1, None, 3]},
           {"n": 5, "p": [{"t": "5"}, {"m": 1e40, "t": "1", "o": 1}, "junk"], "s": [a, a], "w": "v1",
            "r": [1e40, 0.1, True] * 20},
           {"n": 1e40, "p": [a, b, a, b, a, b], "s": [a], "w": 7, "r": "junk"},
           {"n": True, "p": [b, a], "s": "junk", "r": [2.5, "x"]},
           {"n": 0, "p": None, "s": [a, b, a], "w": "v3", "r": []},
           {"n": 3, "p": [a, b], "s": [a, b], "w": "v1", "r": list(range(45))}]
    for v in seq:
        assert np.array_equal(inc.encode(0, v), enc.encode(v, 2), equal_nan=True)
