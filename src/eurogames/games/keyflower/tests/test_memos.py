"""What the listings remember never changes a listing (issue 16).

The state keeps ``lead`` and ``outbid`` beside the bids, and remembers its use targets and the
fixed terms of a placement in progress between listings. A copy made by ``clone``, ``pickle``
or ``deepcopy`` carries them; one read back from JSON or determinized rebuilds them. Each must
list exactly what a copy rebuilt from JSON lists, at every kind of position, and a hand edit
followed by ``invalidate()`` must be seen.
"""

from __future__ import annotations

import copy
import json
import pickle

from eurogames.bots.playout import EAGER
from eurogames.core import Rng

from .builders import GAME


def _fresh(st):
    return type(st).from_json(json.loads(json.dumps(st.to_json())))


def _listing(st, seat):
    st._legal = {}   # the core's listing cache, not the engine's memos
    return st.legal_actions(seat)


def test_copies_list_what_a_copy_from_json_lists():
    phases = set()
    for i in range(6):
        st = GAME.new(2 + i % 3, 70 + i, None)
        rng = Rng(i)
        step = 0
        while not st.is_over():
            act = st.active_players()
            seat = act[rng.below(len(act))] if len(act) > 1 else act[0]
            legal = st.legal_actions(seat)
            if step % 3 == 0:
                phases.add(st.phase)
                fresh = _fresh(st)
                assert fresh.lead == st.lead and fresh.outbid == st.outbid
                want = _listing(fresh, seat)
                assert legal == want
                for other in (st.clone(), pickle.loads(pickle.dumps(st)), copy.deepcopy(st)):
                    assert _listing(other, seat) == want
                d = st.determinize(seat, Rng(step))
                d_fresh = _fresh(d)
                for s in d.active_players():
                    assert _listing(d, s) == _listing(d_fresh, s)
            st.apply(seat, EAGER.choose(st, seat, legal, rng))
            step += 1
    assert {"main", "place", "village"} <= phases


def test_a_hand_edit_is_seen_after_invalidate():
    st = GAME.new(3, 5, None)
    rng = Rng(5)
    while st.phase != "place" or st.pend[1] != 0:   # into a bid's placement
        seat = st.active_players()[0]
        st.apply(seat, EAGER.choose(st, seat, st.legal_actions(seat), rng))
    seat = st.turn
    st.legal_actions(seat)   # the placement's terms are remembered now
    t = st.pend[0]
    n = st.players
    other = (seat + 1) % n
    st.bidn[t * n + other] = 30   # a rival bid the seat cannot top
    st.bidc[t * n + other] = 0
    st.tcol[t] = 0
    st.invalidate()
    assert st.lead[t] == other
    assert st.legal_actions(seat) == _listing(_fresh(st), seat)
