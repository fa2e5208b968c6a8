"""Legal-action order is a pure function of the position (design.md, "Contract additions"):
at every step of seeded random games, a JSON round trip, a deepcopy and a pickle of the state list
the same legal actions in the same order, so an action stored as an index keeps its meaning."""

from __future__ import annotations

import copy
import pickle

import pytest
from research_helpers import GAMES, player_counts

import eurogames
from eurogames.core import Rng


def _order(st, seat):
    return [a.to_json() for a in st.legal_actions(seat)]


@pytest.mark.parametrize("name", GAMES)
def test_legal_order_survives_round_trips_at_every_step(name):
    counts = player_counts(name)
    for players, seed in ((counts[0], 1), (counts[-1], 2)):
        st = eurogames.load(name).new(players, seed)
        rng = Rng(seed)
        step = 0
        while not st.is_over():
            seat = st.active_players()[0]
            want = _order(st, seat)
            back = type(st).from_json(st.to_json())
            assert _order(back, seat) == want, f"JSON round trip, move {step}"
            if step % 7 == 0:  # deepcopy and pickle are slower: sample them
                assert _order(copy.deepcopy(st), seat) == want, f"deepcopy, move {step}"
                assert _order(pickle.loads(pickle.dumps(st)), seat) == want, f"pickle, move {step}"
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
            step += 1


def test_keyflower_order_is_the_same_however_the_village_was_built():
    """The village is walked in hex order, not in the order its tiles were placed."""
    from research_helpers import random_position
    st = random_position("keyflower", 3, 2, 400)
    seat = 0
    assert list(st.villages[seat]) == sorted(st.villages[seat])
