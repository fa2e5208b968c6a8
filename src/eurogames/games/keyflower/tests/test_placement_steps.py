"""The look-ahead of ``evaluate`` skips the steps of a pending bid or use whose value cannot be
the best (``heuristic._undominated_steps``): the values stay exactly those of valuing every
step, at the tuned weights and at the defaults, on pending placements of seeded random play
(spring to winter, 2-4 players) and on their determinizations (the search values those)."""

from __future__ import annotations

import pytest

import eurogames
from eurogames.core import Rng
from eurogames.games.keyflower import heuristic
from eurogames.games.keyflower.actions import Confirm
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


def full_look_ahead(state, seat, depth, w, own):
    """``heuristic._evaluate`` as it was before the skip: every step of the placement valued
    (written out here, so the comparison holds in the compiled build too)."""
    if state.is_over():
        sc = state.scores()
        return float(sc[seat].total - max(s.total for i, s in enumerate(sc) if i != seat))
    if depth > 0 and state.pend and state.active_players() == [seat]:
        acts = state.legal_actions(seat)
        if depth == 1:
            acts = tuple(a for a in acts if isinstance(a, Confirm)) or acts
        best = float("-inf")
        for a in acts:
            s2 = state.clone()
            s2.apply(seat, a)
            best = max(best, full_look_ahead(s2, seat, depth - 1, w, own))
        return best
    return heuristic._tuned_value(state, seat, w, False, own) - max(
        heuristic._tuned_value(state, s, w, True) for s in range(state.players) if s != seat)


@pytest.mark.parametrize("w", [W, DEFAULTS], ids=["tuned", "defaults"])
def test_skipped_steps_change_no_value(w):
    cases = list(pending_placements())
    assert len(cases) > 50
    fast = [evaluate(st, seat, w=w) for st, seat in cases]
    full = [full_look_ahead(st, seat, 2, w, (st.hands[seat][:], st.skills[seat][:])) for st, seat in cases]
    assert fast == full


def test_some_steps_are_skipped():
    kept = total = 0
    for st, seat in pending_placements():
        acts = st.legal_actions(seat)
        kept += len(heuristic._undominated_steps(st, seat, acts, W))
        total += len(acts)
    assert kept < total
