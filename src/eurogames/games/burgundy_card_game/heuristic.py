"""The bots' evaluation of a card-game position (greedy bot, search prior and leaf value).

``baseline`` is the evaluation the bots used before the tuned one (kept unchanged as the
named baseline); ``evaluate`` is the current one.
"""

from __future__ import annotations

from .data import CARD_TYPE
from .state import BurgundyCardState

# ----- baseline (the evaluation before tuning, unchanged) ------------------------------------

_HEUR_FRAME = {1: 1.5, 2: 0.8, 3: -0.4, 4: 1.5, 5: 0.6, 6: 0.7, 7: 0.6, 8: 0.7, 9: 0.8, 10: 2.5}
"""Value of a pending decision for the greedy heuristic (castle, draw, overflow, City Hall ...)."""


def _value(st: BurgundyCardState, seat: int) -> float:
    """Points so far plus resources, column progress, projects (by how close their column is to a
    trio), the start card and pending decisions (a castle's extra action, a round bonus ...)."""
    from .data import CLOISTER, GOODS_VP, TRIPLE_VP
    p = st.ps[seat]
    v = float(st.player_total(seat, final=False))
    v += 0.3 * p.silver + 0.3 * min(p.workers, 4) + 0.1 * max(0, p.workers - 4)
    v += sum(n * (GOODS_VP[k] * 0.6 + 0.3) for k, n in enumerate(p.goods))
    v += 0.15 * sum(p.animals)
    cols = p.cols
    for t in range(7):
        v += (cols[t] % 3) * TRIPLE_VP[t] * 0.3
    for c in p.projects:
        t = CARD_TYPE[c]
        if t == CLOISTER:
            v += 0.25 + max(TRIPLE_VP[u] * (cols[u] % 3 + 1) for u in range(7)) * 0.1
        else:
            v += 0.25 + TRIPLE_VP[t] * (cols[t] % 3 + 1) * 0.1
    if st.start_holder == seat:
        v += 0.6
    if st.stack and st.cur == seat:
        for f in st.stack:
            v += _HEUR_FRAME.get(f[0], 0.0)
    return v


def baseline(state: BurgundyCardState, seat: int) -> float:
    """Points so far plus resources and progress, minus the best rival's (Aaron in solo)."""
    mine = _value(state, seat)
    if state.solo:
        if state.solo_lost:
            return -1000.0
        return mine - state.rival_total()
    return mine - max(_value(state, s) for s in range(state.players) if s != seat)


def evaluate(state: BurgundyCardState, seat: int) -> float:
    return baseline(state, seat)
