"""The bots' evaluation of a card-game position (greedy bot, search prior and leaf value).

``baseline`` is the evaluation the bots used before the tuned one (kept unchanged as the
named baseline); ``evaluate`` is the current one.
"""

from __future__ import annotations

from functools import lru_cache

from eurogames.core import weights

from .data import CARD_TYPE, CLOISTER, GOODS_VP, ROUNDS, TRIPLE_VP, TURNS
from .scoring import animal_sets
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



# ----- the tuned evaluation ------------------------------------------------------------------

DEFAULTS: dict[str, float] = {
    "col": 0.30,        # per card of an unfinished triple: share of the triple's worth
    "bonus": 0.0,       # worth of the round-card bonus a completed triple brings (added to its VP)
    "first": 0.0,       # worth of a "1." bonus card still available for that type
    "decay": 0.0,       # how much unfinished triples and projects lose when few turns are left
    "horizon": 8.0,     # turns left below which that decay starts
    "proj": 0.25,       # a project: base worth
    "proj_tri": 0.10,   # a project: per card its column would hold, share of the triple's worth
    "proj_eff": 0.0,    # a project: weight of its placement effect
    "all7": 0.0,        # share of the next "All 7 types" card, times (colours / 7) squared
    "good_vp": 0.6,     # an unsold good: share of its sale VP
    "good": 0.3,        # an unsold good: the rest (silver, start card)
    "good_pair": 0.0,   # per extra good of a kind already held (one sale sells them all)
    "animal": 0.15,     # an animal
    "animal_gain": 0.0,  # the best set gain one more animal would bring
    "silver": 0.30,     # a silver
    "worker": 0.30,     # a worker (up to 4; beyond: 0.1)
    "start": 0.6,       # holding the start player card
    "frame": 1.0,       # weight of a pending decision's worth (castle, draw, bonus ...)
    "dead": 0.0,        # per card of an unfinished triple the turns left can no longer complete
    "stale": 0.0,       # per project beyond the placements the turns left allow
    "start_late": 0.0,  # extra worth of the start card as the end nears (it scores 1 VP then, §7)
    "late": 0.0,        # how much unsold goods, silver and workers lose as the end nears (§9)
    "overload": 0.0,    # per action the unfinished triples need beyond the turns left
}
"""At these defaults the evaluation equals ``baseline``; ``heuristic_weights.json`` holds the
tuned values."""
W: dict[str, float] = weights.load(__package__, DEFAULTS)
BOT_PARAMS: dict[str, float] = weights.bot_params(__package__)

EFFECT = (1.5, 0.8, 0.0, 0.7, 1.0, 0.6, 1.0)
"""Rough VP worth of each type's placement effect (castle, mine, cloister, knowledge, ship,
pasture, building), §5.3/§5.7."""


@lru_cache(maxsize=4096)
def _animal_gain(a: tuple[int, ...]) -> int:
    """The most one more animal would add to the animal-set points (§9.5)."""
    base = animal_sets(a)[0]
    return max(animal_sets(a[:k] + (a[k] + 1,) + a[k + 1:])[0] - base for k in range(4))


def end_share(left: int, horizon: float) -> float:
    """How far the game is into its last ``horizon`` turns: 0 before them, 1 at the very end
    (``left`` counts the current turn, so it is 1 in the last turn of round E, §4, §8)."""
    return max(0.0, 1.0 - left / horizon)


def dead_cards(cols: list[int], left: int) -> int:
    """Cards in ``cols``' unfinished triples that can no longer be completed: a triple needs
    ``3 - n % 3`` more placements, one per turn at most (a castle's extra action aside, §5.3), and
    ``left`` turns remain, the current one included (a project of that type still takes a
    placement, §5.2, §6.1)."""
    return sum(n % 3 for n in cols if n % 3 and 3 - n % 3 > left)


def overload(cols: list[int], projects: list[int], left: int) -> int:
    """Actions that ``cols``' unfinished triples still need beyond the ``left`` turns: each
    missing card is a placement (§5.2) and, unless a project of that type is held, a take
    (§5.1) first; one action a turn (§4; a castle's extra action aside, §5.3). A cloister
    project may fill any column (§6.3) and counts for the one nearest completion. Some triples
    must then stay unfinished and score nothing (§9). At most two actions a missing card, so
    nothing is counted while twice the missing cards fit in ``left`` (callers may skip the call
    then, as ``_tuned_value`` does)."""
    held = [0] * 7
    wild = 0
    for c in projects:
        t = CARD_TYPE[c]
        if t == CLOISTER:
            wild += 1
        else:
            held[t] += 1
    need = 0
    for t, n in enumerate(cols):
        k = n % 3
        if k:
            miss = 3 - k
            need += miss + max(0, miss - held[t])
    return max(0, need - wild - left)


def stale_projects(projects: list[int], left: int) -> int:
    """Projects beyond the placements ``left`` turns allow (one per turn, §4, §5.2): left
    unbuilt, they score nothing (§9)."""
    return max(0, len(projects) - left)


def _tuned_value(st: BurgundyCardState, seat: int, left: int) -> float:
    """Points so far plus triples in progress, projects, goods, animals, silver, workers."""
    w = W
    p = st.ps[seat]
    v = float(st.player_total(seat, final=False))
    end = end_share(left, w["horizon"])
    soon = 1.0 - w["decay"] * end
    cols = p.cols
    first = st.first_avail
    bonus, fb = w["bonus"], w["first"]
    worth = [TRIPLE_VP[t] + bonus + (fb if first >> t & 1 else 0.0) for t in range(7)]
    col = w["col"] * soon
    missing = 0  # cards the unfinished triples lack
    for t in range(7):
        k = cols[t] % 3
        if k:
            v += k * worth[t] * col
            missing += 3 - k
    proj, proj_tri, proj_eff = w["proj"], w["proj_tri"], w["proj_eff"]
    for c in p.projects:
        t = CARD_TYPE[c]
        if t == CLOISTER:
            tri = max(worth[u] * (cols[u] % 3 + 1) for u in range(7))
        else:
            tri = worth[t] * (cols[t] % 3 + 1)
        v += (proj + proj_tri * tri + proj_eff * EFFECT[t]) * soon
    if w["all7"] and not p.all7 and st.all7_stack:
        n = p.colors.bit_count()
        v += w["all7"] * st.all7_stack[-1] * (n / 7) ** 2 * soon
    if w["dead"]:
        v -= w["dead"] * dead_cards(cols, left)
    if w["overload"] and 2 * missing > left:  # else nothing to count (see ``overload``)
        v -= w["overload"] * overload(cols, p.projects, left) * soon
    if w["stale"]:
        v -= w["stale"] * stale_projects(p.projects, left)
    late = 1.0 - w["late"] * end
    good_vp, good, pair = w["good_vp"], w["good"], w["good_pair"]
    for k, g in enumerate(p.goods):
        if g:
            v += (g * (GOODS_VP[k] * good_vp + good) + pair * (g - 1)) * late
    a = p.animals
    v += w["animal"] * sum(a)
    if w["animal_gain"]:
        v += w["animal_gain"] * _animal_gain(tuple(a)) * soon
    v += (w["silver"] * p.silver + w["worker"] * min(p.workers, 4) + 0.1 * max(0, p.workers - 4)) * late
    if st.start_holder == seat:
        v += w["start"] + w["start_late"] * end
    if st.stack and st.cur == seat:
        fw = w["frame"]
        for f in st.stack:
            v += fw * _HEUR_FRAME.get(f[0], 0.0)
    return v


def evaluate(state: BurgundyCardState, seat: int) -> float:
    """``seat``'s points so far plus the worth of its progress, minus the best rival's (Aaron in
    solo); the exact final margin once the game is over. Only public information and the
    seat's own holdings are used (never a hand or a pile)."""
    if state.solo:
        if state.solo_lost:
            return -1000.0
        if state.over:
            return float(state.player_total(seat, True) - state.rival_total())
        left = (ROUNDS - state.round) * TURNS - state.turn
        return _tuned_value(state, seat, left) - state.rival_total()
    if state.over:
        sc = state.scores()
        return float(sc[seat].total - max(s.total for i, s in enumerate(sc) if i != seat))
    left = (ROUNDS - state.round) * TURNS - state.turn
    mine = _tuned_value(state, seat, left)
    return mine - max(_tuned_value(state, s, left) for s in range(state.players) if s != seat)
