"""Fixed action spaces (design.md, "Contract additions"): every legal action met in seeded
random games of every game and player count has an id; ids round-trip, are unique within a
state, and mean the same action in every state."""

from __future__ import annotations

import numpy as np
import pytest
from research_helpers import GAMES, player_counts

import eurogames
from eurogames.core import Rng
from eurogames.core.encoding import ActionOutOfSpace, action_space, legal_mask

CASES = [(name, p) for name in GAMES for p in player_counts(name)]


@pytest.mark.parametrize("name,players", CASES)
def test_every_legal_action_has_a_stable_id(name, players):
    space = action_space(name, players)
    meaning: dict[int, str] = {}
    for seed in (1, 2):
        st = eurogames.load(name).new(players, seed)
        rng = Rng(seed)
        while not st.is_over():
            for seat in st.active_players():
                legal = st.legal_actions(seat)
                ids = space.ids(legal)
                assert len(set(ids)) == len(ids), "two legal actions share an id"
                for a, i in zip(legal, ids):
                    assert 0 <= i < space.size
                    back = space.action_from_id(i)
                    assert back == a and back in legal
                    assert meaning.setdefault(i, a.notation()) == a.notation()
                mask = legal_mask(st, seat)
                assert mask.shape == (space.size,) and mask.sum() == len(legal)
                assert sorted(np.flatnonzero(mask).tolist()) == sorted(ids)
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
    assert meaning


@pytest.mark.parametrize("name", GAMES)
def test_ids_decode_to_actions_the_codec_reads(name):
    """Every id of the space decodes to an action whose notation parses back to it."""
    game = eurogames.load(name)
    space = action_space(name, game.min_players)
    rng = Rng(7)
    for i in [0, space.size - 1, *(rng.below(space.size) for _ in range(300))]:
        a = space.action_from_id(i)
        assert space.action_id(a) == i
        assert game.parse_action(a.notation()) == a


@pytest.mark.parametrize("name", GAMES)
def test_out_of_space_is_a_clear_error(name):
    space = action_space(name, eurogames.load(name).min_players)
    for bad in (-1, space.size, 1.5, "3"):
        with pytest.raises(ActionOutOfSpace, match="action id"):
            space.action_from_id(bad)


def test_an_action_outside_the_domains_is_rejected():
    from eurogames.games.keyflower import actions as A
    space = action_space("keyflower", 3)
    with pytest.raises(ActionOutOfSpace, match="place 10 30 0 0"):
        space.action_id(A.Place(10, 30, 0, 0))


def test_the_layout_is_documented_per_segment():
    for name in GAMES:
        lines = action_space(name, eurogames.load(name).min_players).describe()
        assert lines[0].startswith("0..") and all(".." in ln for ln in lines)


@pytest.mark.parametrize("name", GAMES)
def test_ids_factor_into_parts_and_back(name):
    """``factor`` splits an id into its segment and the index of each field's value (the
    parts of a composite action, for a factored policy head); ``unfactor`` inverts it."""
    from eurogames.core.encoding import ActionOutOfSpace, action_space
    players = player_counts(name)[0]
    space = action_space(name, players)
    rng = Rng(5)
    for i in [0, space.size - 1, *(rng.below(space.size) for _ in range(300))]:
        k, parts = space.factor(i)
        assert space.unfactor(k, parts) == i
        seg = space.segments[k]
        assert type(space.action_from_id(i)) is seg.cls
    with pytest.raises(ActionOutOfSpace):
        space.factor(space.size)
    with pytest.raises(ActionOutOfSpace):
        space.unfactor(0, (10**6,))
