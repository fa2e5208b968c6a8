"""Chance by meaning (design.md, "Contract additions"): outcomes as the rules name them, in
reveal order; running out and impossible outcomes are clear errors, never random numbers."""

from __future__ import annotations

import pytest
from research_helpers import GAMES, player_counts

import eurogames
from eurogames.core import Rng, ScriptedChance
from eurogames.core.chance import (
    ChanceByMeaning,
    ChanceExhausted,
    ImpossibleOutcome,
    MeaningRecorder,
)


def _play(st, seed, moves=10**9):
    rng = Rng(seed)
    played = []
    for _ in range(moves):
        if st.is_over():
            break
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        played.append((seat, a))
        st.apply(seat, a)
    return played


@pytest.mark.parametrize("name", GAMES)
def test_a_game_recorded_by_meaning_replays_exactly(name):
    game = eurogames.load(name)
    players = player_counts(name)[-1]
    rec = MeaningRecorder(Rng(21))
    st = game.new(players, 0, chance=rec)
    played = _play(st, 4)
    # The same game from the outcomes alone (the seed given here is never used).
    again = game.new(players, 999, chance=ChanceByMeaning(rec.outcomes))
    for seat, a in played:
        again.apply(seat, a)
    assert again.view(None) == st.view(None)
    assert [again.view(s) for s in range(players)] == [st.view(s) for s in range(players)]
    assert again.rng.remaining() == 0
    # ... and the plain seeded game is the same game: recording changes nothing.
    plain = game.new(players, 0, chance=Rng(21))
    for seat, a in played:
        plain.apply(seat, a)
    assert plain.view(None) == st.view(None)


def test_castles_of_burgundy_outcomes_are_dice_faces_tiles_and_colours():
    game = eurogames.load("castles_of_burgundy")
    rec = MeaningRecorder(Rng(3))
    st = game.new(2, 0, chance=rec)
    out = rec.outcomes
    assert out[0] in (0, 1) and out[0] == st.start_player           # the start seat
    assert all(1 <= c <= 6 for c in out[1:7])                        # six goods colours
    dice = out[-5:]
    assert dice[:4] == list(st.dice[:4]) and dice[4] == st.white     # four dice, then white
    # Change the white die to a chosen face: the round's goods go to that depot.
    face = 1 + (dice[4] % 6)
    st2 = game.new(2, 0, chance=ChanceByMeaning(out[:-1] + [face]))
    assert st2.white == face


def test_running_out_and_impossible_outcomes_are_clear_errors():
    game = eurogames.load("castles_of_burgundy")
    rec = MeaningRecorder(Rng(3))
    game.new(2, 0, chance=rec)
    with pytest.raises(ChanceExhausted, match="no outcome left for a face 1..6"):
        game.new(2, 0, chance=ChanceByMeaning(rec.outcomes[:-1]))
    with pytest.raises(ImpossibleOutcome, match="7 cannot be a face 1..6"):
        game.new(2, 0, chance=ChanceByMeaning(rec.outcomes[:-1] + [7]))
    tiles = rec.outcomes[7]
    with pytest.raises(ImpossibleOutcome, match="not among"):
        game.new(2, 0, chance=ChanceByMeaning(rec.outcomes[:7] + ["no such tile"] + rec.outcomes[8:]))
    assert tiles is not None


def test_scripted_chance_running_out_is_an_error():
    c = ScriptedChance([1, 0])
    assert [c.below(2), c.below(5)] == [1, 0]
    with pytest.raises(ChanceExhausted, match="ran out after 2 draws"):
        c.below(3)
    with pytest.raises(ImpossibleOutcome):
        ScriptedChance([4]).below(3)


@pytest.mark.parametrize("name", GAMES)
def test_a_state_with_chance_by_meaning_round_trips(name):
    game = eurogames.load(name)
    players = player_counts(name)[0]
    rec = MeaningRecorder(Rng(8))
    st = game.new(players, 0, chance=rec)
    played = _play(st, 2)
    half = len(played) // 2
    imported = game.new(players, 0, chance=ChanceByMeaning(rec.outcomes))
    for seat, a in played[:half]:
        imported.apply(seat, a)
    back = type(imported).from_json(imported.to_json())
    for seat, a in played[half:]:
        back.apply(seat, a)
    assert back.view(None) == st.view(None)
