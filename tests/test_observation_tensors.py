"""Observation tensors (design.md, "Contract additions"): a fixed-shape float32 encoding of
``view(seat)`` per game and player count; identical before and after ``determinize(seat)``;
it changes whenever the seat's view changes; strict encoding never drops a value."""

from __future__ import annotations

import numpy as np
import pytest
from research_helpers import GAMES, player_counts, random_position

import eurogames
from eurogames.core import Rng
from eurogames.core.observation import (
    ObservationOutOfSpec,
    encoder,
    information_state_tensor,
    observation_shape,
    observation_tensor,
)
from eurogames.testing import random_positions

CASES = [(name, p) for name in GAMES for p in player_counts(name)]


@pytest.mark.parametrize("name,players", CASES)
def test_tensor_has_a_fixed_shape_and_follows_the_view(name, players):
    """Along a seeded game (other seeds than the spec was inferred from): the shape is fixed,
    the strict encoding fits every view, and a seat's tensor changes exactly when its view does."""
    shape = observation_shape(name, players)
    last_view = [None] * players
    last_t = [None] * players
    for step, st in random_positions(eurogames.load(name).new(players, 1), Rng(1), every=3):
        for seat in range(players):
            v = st.view(seat)
            t = observation_tensor(st, seat, strict=True)
            assert t.shape == shape and t.dtype == np.float32
            if last_view[seat] is not None:
                assert (v == last_view[seat]) == np.array_equal(t, last_t[seat]), step
            last_view[seat], last_t[seat] = v, t


@pytest.mark.parametrize("name,players", CASES)
def test_tensor_is_unchanged_by_determinize(name, players):
    for seed, moves in ((2, 25), (3, 90)):
        st = random_position(name, players, seed, moves)
        for seat in range(players):
            t = observation_tensor(st, seat, strict=True)
            for k in range(2):
                d = st.determinize(seat, Rng(50 + k))
                assert np.array_equal(observation_tensor(d, seat, strict=True), t)
                assert np.array_equal(information_state_tensor(d, seat), t)


@pytest.mark.parametrize("name", GAMES)
def test_the_seat_sees_its_own_change(name):
    """Applying a seat's own action changes what that seat sees, hence its tensor."""
    players = player_counts(name)[0]
    st = random_position(name, players, 4, 3)
    seat = st.active_players()[0]
    before = observation_tensor(st, seat)
    legal = st.legal_actions(seat)
    st.apply(seat, legal[0])
    assert not np.array_equal(observation_tensor(st, seat), before)


@pytest.mark.parametrize("name", GAMES)
def test_layout_names_every_slot(name):
    players = player_counts(name)[0]
    enc = encoder(name)
    layout = enc.layout(players)
    covered = 0
    for off, width, label in layout:
        assert off == covered and label
        covered += width
    assert covered == enc.size(players)


def test_strict_mode_rejects_what_the_spec_cannot_hold():
    st = eurogames.load("castles_of_burgundy").new(2, 1)
    v = st.view(0)
    enc = encoder("castles_of_burgundy")
    v["phase"] = "Z"
    with pytest.raises(ObservationOutOfSpec, match="phase"):
        enc.encode(v, 2, strict=True)
    loose = enc.encode(v, 2)  # dropped, not raised
    assert loose.shape == observation_shape("castles_of_burgundy", 2)


def _perturbed(v, rng):
    """A copy of a view with some values replaced by the wrong kind (a word for a number, a
    number for a word, a list for an object, null, an unknown key): the non-strict encoders
    must drop them alike."""
    junk = [None, "?", 7, -1.5, True, [], [1, "x"], {}, {"zz": 1}]
    if isinstance(v, dict):
        out = {k: _perturbed(x, rng) for k, x in v.items()}
        if out and rng.below(6) == 0:
            k = list(out)[rng.below(len(out))]
            out[k] = junk[rng.below(len(junk))]
        if rng.below(15) == 0:
            out["not_in_spec"] = 1
        return out
    if isinstance(v, list):
        out = [_perturbed(x, rng) for x in v]
        if out and rng.below(6) == 0:
            out[rng.below(len(out))] = junk[rng.below(len(junk))]
        return out
    return v


@pytest.mark.parametrize("name", GAMES)
def test_compiled_encoder_equals_the_spec_walk(name):
    """The compiled encoder (``encode``) writes exactly what the reference walk writes, for
    views along seeded games of every player count, spectator views, and views with values
    of the wrong kind."""
    enc = encoder(name)
    rng = Rng(9)
    for players in player_counts(name):
        for moves in (0, 30, 120, 100000):
            st = random_position(name, players, 11, moves)
            for seat in [None, *range(players)]:
                v = st.view(seat)
                assert np.array_equal(enc.encode(v, players), enc.walk(v, players))
                bad = _perturbed(v, rng)
                assert np.array_equal(enc.encode(bad, players), enc.walk(bad, players))


def test_card_game_reshuffle_is_public_and_encoded():
    """Burgundy card game §8.6: when the action deck runs out, the face-up discard pile becomes
    the new deck, so every seat knows which cards went into it. The view says so per card
    (``card_generations``), the tensor follows, and determinize keeps both."""
    name, players = "burgundy_card_game", 3
    st = eurogames.load(name).new(players, 1)
    rng = Rng(1)
    while st.view(None)["reshuffles"] == 0:
        before = st.view(0)
        before_t = observation_tensor(st, 0, strict=True)
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    after = st.view(0)
    assert before["reshuffles"] == 0 and set(before["card_generations"]) == {0}
    assert after["reshuffles"] == 1
    new_deck = {c for c, g in enumerate(after["card_generations"]) if g == 1}
    # the whole face-up discard pile went into the new deck, and it is no longer face up
    assert set(before["discard"]) <= new_deck and not new_deck & set(after["discard"])
    for seat in range(players):
        assert st.view(seat)["card_generations"] == after["card_generations"]  # public
    t = observation_tensor(st, 0, strict=True)
    lay = {n: (o, w) for o, w, n in encoder(name).layout(players)}
    o, _ = lay["card_generations[0]"]
    assert list(t[o:o + 114]) == after["card_generations"]
    assert not np.array_equal(t[o:o + 114], before_t[o:o + 114])
    for seat in range(players):
        for k in range(3):
            d = st.determinize(seat, Rng(70 + k))
            assert d.view(seat)["card_generations"] == after["card_generations"]
            assert np.array_equal(observation_tensor(d, seat, strict=True),
                                  observation_tensor(st, seat, strict=True))


def test_a_long_number_list_drops_what_is_not_a_number_as_the_walk_does():
    """A list of numbers long enough to be written as one run (the card game's 114
    ``card_generations``) with words and nulls in it, off the spec: the fast encoder drops
    them as the spec walk does, and keeps the numbers."""
    name, players = "burgundy_card_game", 2
    st = eurogames.load(name).new(players, 3)
    v = st.view(0)
    v["card_generations"] = [2] * 110 + ["x", None, 3.5, True]
    enc = encoder(name)
    fast, walked = enc.encode(v, players), enc.walk(v, players)
    assert np.array_equal(fast, walked)
    o = {n: off for off, _, n in enc.layout(players)}["card_generations[0]"]
    assert list(fast[o + 108:o + 114]) == [2, 2, 0, 0, 3.5, 1]
