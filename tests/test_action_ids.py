"""Fixed action spaces (design.md, "Contract additions"): every legal action met in seeded
random games of every game and player count has an id; ids round-trip, are unique within a
state, and mean the same action in every state."""

from __future__ import annotations

import copy
import importlib
import pickle
from dataclasses import dataclass
from typing import ClassVar

import numpy as np
import pytest
from research_helpers import GAMES, player_counts, searched_id

import eurogames
from eurogames.core import Action, Rng
from eurogames.core.encoding import ActionOutOfSpace, ActionSpace, Product, action_space, legal_mask

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


@dataclass(frozen=True, slots=True)
class Pick(Action):
    type: ClassVar[str] = "pick"
    n: int


def test_ids_the_instances_carry_stay_per_space():
    """A space notes each action's id on the instance (``Action._id``) to map listings fast:
    the first space built over a class, and any of the same layout. Two spaces numbering the
    same instances differently each give their own ids, in either order of first sight (the
    later one keeps its ids to itself); copies and unpickled actions carry none (they are
    numbered again on sight) and compare equal; an instance a later space saw first is still
    numbered by an earlier one."""
    up = ActionSpace([Product(Pick, n=range(5))])
    down = ActionSpace([Product(Pick, n=range(4, -1, -1))])
    assert up.notes_ids and not down.notes_ids
    assert ActionSpace([Product(Pick, n=range(5))]).notes_ids  # the same layout as ``up``
    a = [Pick(n) for n in range(5)]
    assert down.ids_of(a) == [4, 3, 2, 1, 0]  # ``down`` sees them first (the later space)
    assert up.ids_of(a) == [0, 1, 2, 3, 4]
    assert down.ids_of(a) == [4, 3, 2, 1, 0] and up.action_id(a[3]) == 3
    fresh = [Pick(3), Pick(1)]  # equal values, instances never numbered
    assert up.ids_of(fresh) == [3, 1] and down.ids_of(fresh) == [1, 3]
    for c in (copy.copy(a[2]), copy.deepcopy(a[2]), pickle.loads(pickle.dumps(a[2]))):
        assert c == a[2] and hash(c) == hash(a[2])
        if c is not a[2]:
            with pytest.raises(AttributeError):
                c._id  # noqa: B018 - the slot is not copied
        assert up.ids_of([c]) == [2] and down.ids_of([c]) == [2]
    assert a[2].to_json() == {"type": "pick", "n": 2}


@pytest.mark.parametrize("name", GAMES)
def test_seen_maps_ids_to_the_listed_instances(name):
    """``ActionSpace.seen`` holds, for every id the space numbered itself, the instance it was
    numbered from: the engine's own (shared) instance, which ``action_from_id`` answers (also
    for an id read off the instance, noted there by another space of the same layout)."""
    players = player_counts(name)[0]
    space = action_space(name, players)
    st = eurogames.load(name).new(players, 5)
    rng = Rng(5)
    for _ in range(60):
        if st.is_over():
            break
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        for a in legal:
            i = space.action_id(a)
            assert space.seen.get(i, a) is a and space.action_from_id(i) is a
        st.apply(seat, legal[rng.below(len(legal))])



@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow if n == "keyflower" else ())
                                  for n in GAMES])
def test_numbering_a_whole_space_gives_every_id_to_the_instance_made_from_it(name):
    """``number_all`` (the OpenSpiel adapter numbers its small spaces whole at load) gives each
    id the instance its class makes of the id's values: the engine's shared instance, whose
    values the space's segments number with the same id (searched afresh, nothing noted read),
    which carries that id (``Action._id``), and which an instance made afresh from the same
    values is (interned)."""
    mod = importlib.import_module(f"eurogames.games.{name}.encoding")
    players = player_counts(name)[0]
    whole = mod.action_space(players)
    whole.number_all()
    search = mod.action_space(players)
    assert sorted(whole.seen) == list(range(whole.size))
    for i, a in whole.seen.items():
        assert searched_id(search, a) == i and whole.action_id(a) == i and a._id == i
        again = type(a)(*(getattr(a, n) for n in type(a).__match_args__))
        assert again is a and search.action_from_id(i) is a

