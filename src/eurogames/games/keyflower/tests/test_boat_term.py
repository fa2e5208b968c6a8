"""The search's boat term (``heuristic.boat_points``, weight ``boat``, ``LEAF``: the search at ``leaf`` 1): a boat
tile taken in winter counts its end score on the village as it stands (§3.7)."""

from __future__ import annotations

from eurogames.bots.random_bot import random_playout
from eurogames.core import Rng
from eurogames.games.keyflower import heuristic as H
from eurogames.games.keyflower.data import WINTER

from .builders import GAME


def _finished(players: int, seed: int):
    st = GAME.new(players, seed)
    random_playout(st, Rng(seed))
    return st


def test_boat_points_match_the_final_scoring():
    """keyflower §3.7: on finished games the term's points are the final ``boat`` category
    (White Wind scores in the allocation: 0 in both)."""
    seen = set()
    for seed in range(24):
        st = _finished(2 + seed % 5, seed)
        for s in range(st.players):
            mine = [b for b in st.boats if st.loc[b] == s]
            assert len(mine) == 1
            b = mine[0]
            seen.add(H.BOAT_KEY[b])
            assert H.boat_points(st, s, b) == st.scores()[s].categories.get("boat", 0), (seed, s, H.BOAT_KEY[b])
    assert {"keyflower", "seabastion", "seabreeze"} <= seen


def _winter_boat_choices(count: int):
    """Winter boat choices (two boats left, 2 players) of seeded random games."""
    out = []
    seed = 0
    while len(out) < count:
        st = GAME.new(2, 500 + seed)
        rng = Rng(seed)
        while not st.is_over():
            seat = st.active_players()[0]
            acts = st.legal_actions(seat)
            if st.season == WINTER and st.phase == "boat" and len(acts) == 2:
                out.append((st.clone(), seat, acts))
                break
            st.apply(seat, acts[rng.below(len(acts))])
        seed += 1
    return out


def test_boat_choice_values_the_boats_end_scores():
    """After the winter boat choice (the other boat goes to the rival), the search's weights
    value the position by the shipped evaluation plus the seat's boat points less the rival's;
    the shipped evaluation (``W``, boat 0) leaves the two choices as they were."""
    assert H.W["boat"] == 0.0 and H.LEAF == {"boat": 1.0}
    search = H.leaf_evaluation(1.0)
    differ = 0
    for st, seat, acts in _winter_boat_choices(8):
        values = []
        for a in acts:
            after = st.clone()
            after.apply(seat, a)
            rival = 1 - seat
            mine = next(b for b in after.boats if after.loc[b] == seat)
            theirs = next(b for b in after.boats if after.loc[b] == rival)
            gain = H.boat_points(after, seat, mine) - H.boat_points(after, rival, theirs, after.staged[rival])
            plain = H.evaluate(after, seat)
            assert abs(search(after, seat) - (plain + gain)) < 1e-9
            values.append(gain)
        differ += values[0] != values[1]
    assert differ
