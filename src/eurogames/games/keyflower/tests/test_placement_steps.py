"""The look-ahead of ``evaluate`` skips the steps of a pending bid or use whose value cannot be
the best (``heuristic._undominated_steps``): the values stay exactly those of valuing every
step, at the tuned weights and at the defaults, on pending placements of seeded random play
(spring to winter, 2-4 players) and on their determinizations (the search values those)."""

from __future__ import annotations

import pytest

import eurogames
from eurogames.core import Rng
from eurogames.games.keyflower import heuristic
from eurogames.games.keyflower.heuristic import DEFAULTS, W, evaluate


def pending_placements():
    """Every position of seeded random play where a seat's bid or use is pending (begun, or with
    some keeples added), and a determinization of it from that seat's view, with that seat."""
    game = eurogames.load("keyflower")
    for players, seed in ((2, 11), (2, 12), (2, 13), (3, 14), (4, 15)):
        st = game.new(players, seed)
        rng = Rng(200 + seed)
        while not st.is_over():
            seat = st.active_players()[0]
            if st.pend:
                yield st.clone(), seat
                yield st.determinize(seat, Rng(rng.below(1 << 30))), seat
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])


@pytest.mark.parametrize("w", [W, DEFAULTS], ids=["tuned", "defaults"])
def test_skipped_steps_change_no_value(w, monkeypatch):
    cases = list(pending_placements())
    assert len(cases) > 50
    fast = [evaluate(st, seat, w=w) for st, seat in cases]
    monkeypatch.setattr(heuristic, "_undominated_steps", lambda state, seat, acts, w: acts)
    full = [evaluate(st, seat, w=w) for st, seat in cases]
    assert fast == full


def test_some_steps_are_skipped():
    kept = total = 0
    for st, seat in pending_placements():
        acts = st.legal_actions(seat)
        kept += len(heuristic._undominated_steps(st, seat, acts, W))
        total += len(acts)
    assert kept < total
