"""The greedy bot's evaluation: points now plus the value of followers, tiles and progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import CODE_TYPE, ROUNDS, TECH
from .data import EMPTY
from .rules import PLACE_RANGE, owned_places

if TYPE_CHECKING:
    from .state import OrleansState

FOLLOWER_VALUE = (1.0, 1.6, 1.6, 1.6, 2.2, 2.2, 2.6)


def _value(st: OrleansState, p: int) -> float:
    s = st.scores()[p].total
    future = max(0.0, (ROUNDS - st.round + 1) / ROUNDS)
    v = float(s)
    fol = 0.0
    for c in st.bag[p]:
        fol += FOLLOWER_VALUE[CODE_TYPE[c]]
    for c in st.market[p]:
        fol += FOLLOWER_VALUE[CODE_TYPE[c]] + 0.4
    slots = st.slots[p]
    for c in slots:
        if c >= 0:
            fol += FOLLOWER_VALUE[CODE_TYPE[c]] + 0.2
    v += fol * future * 2.0
    techs = slots.count(TECH) + len(st.tech_pending[p])
    tiles = bin(st.owned[p] >> 10).count("1")
    v += (2.5 * techs + 3.0 * tiles) * future
    tr = st.tracks[p]
    v += (tr[4] * 1.5 + tr[0] * 0.5) * future
    v += st.dev[p] * 0.5 * future
    v += st.stations_on_map(p) * 1.5 * future
    for pl in owned_places(st.owned[p]):
        r = PLACE_RANGE[pl]
        if pl in (9, 26):
            continue
        k = sum(1 for s in r if slots[s] != EMPTY)
        if k == len(r):
            v += 1.5 if pl not in (25,) else 0.5
        elif k:
            v += (k / len(r)) ** 2
    for q in st.queue:
        if q[0] == p and q[1] == 1:
            v -= 3.0 * q[2]
    return v


def evaluate(st: OrleansState, seat: int) -> float:
    mine = _value(st, seat)
    others = [_value(st, q) for q in range(st.players) if q != seat]
    return mine - (max(others) if others else 0.0)
