"""The bots' evaluation of an Orléans position (greedy bot, search prior and leaf value).

``baseline`` (points now plus the value of followers, tiles and progress) is the evaluation
the bots used before the tuned one, kept unchanged as the named baseline; ``evaluate`` is
the current one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from eurogames.core import weights

from .data import (
    ADJ,
    CODE_TYPE,
    DEV_LEVEL,
    DEV_LEVEL_STARTS,
    DEV_MAX,
    EMPTY,
    FARMER_TRACK_GOODS,
    GOOD_VALUE,
    MONK,
    P_FARMHOUSE,
    P_GUILDHALL,
    P_SACRISTY,
    ROUNDS,
    TECH,
)
from .rules import (
    CAN,
    MOVE_PLACE_KIND,
    PLACE_RANGE,
    PLAN_FROM_TOWER,
    S_ACT,
    S_PLAN,
    _mask,
    owned_places,
    place_usable,
    station_allowed,
)
from .scoring import dev_level, goods_points
from .view import _undo_plans

if TYPE_CHECKING:
    from .state import OrleansState

FOLLOWER_VALUE = (1.0, 1.6, 1.6, 1.6, 2.2, 2.2, 2.6)
PLACE_WORTH = (1.5, 3.0, 3.0, 3.0, 2.0, 2.2, 2.2, 3.2, 1.5)
"""Bonus for an activated place (base places by index; place tiles 2.0)."""


def _value(st: OrleansState, p: int) -> float:
    s = st.scores()[p].total
    future = max(0.0, (ROUNDS - st.round + 1) / ROUNDS)
    v = float(s)
    fol = 0.0
    for c in st.bag[p]:
        fol += FOLLOWER_VALUE[CODE_TYPE[c]]
    for c in st.market[p]:
        fol += FOLLOWER_VALUE[CODE_TYPE[c]] + 0.15
    slots = st.slots[p]
    for c in slots:
        if c >= 0:
            fol += FOLLOWER_VALUE[CODE_TYPE[c]] + 0.15
    v += fol * future * 2.0
    techs = slots.count(TECH) + len(st.tech_pending[p])
    tiles = (st.owned[p] >> 10).bit_count()
    v += (2.5 * techs + 3.0 * tiles) * future
    tr = st.tracks[p]
    v += (tr[4] * 1.5 + tr[0] * 0.5) * future
    v += st.dev[p] * 0.5 * future
    v += st.stations_on_map(p) * 1.5 * future
    planning = st.stage == S_PLAN
    can = CAN[_mask(st, p)]
    partial = []
    for pl in owned_places(st.owned[p]):
        r = PLACE_RANGE[pl]
        if pl in (9, 26):
            continue
        k = sum(1 for s in r if slots[s] != EMPTY)
        worth = PLACE_WORTH[pl] if pl < len(PLACE_WORTH) else 2.0
        if not place_usable(st, p, pl) and pl != P_SACRISTY:
            v -= 0.4 * sum(1 for s in r if slots[s] >= 0)
            continue
        if k == len(r):
            v += worth if planning else 0.3
        elif k:
            partial.append((-k / len(r), pl, k, worth))
    # share the market between partly filled places, the most complete first
    pool = list(st.market[p])
    for _neg, pl, k, worth in sorted(partial):
        r = PLACE_RANGE[pl]
        missing = [st.space_req[s] for s in r if slots[s] == EMPTY]
        rest = _allocate(missing, pool, can)
        if rest is not None:
            pool = rest
            v += 0.6 * worth * k / len(r)
        else:
            v -= 0.4 * sum(1 for s in r if slots[s] >= 0)
    for q in st.queue:
        if q[0] == p and q[1] == 1:
            v -= 3.0 * q[2]
    return v


def _allocate(missing: list[int], market: list[int], can: tuple[tuple[bool, ...], ...]) -> list[int] | None:
    """The market left after filling these requirements (exact types first), or None if impossible."""
    pool = sorted(market)               # by code, then the monks (who fill any requirement) moved last
    monks = pool.count(MONK)
    if monks:
        first = pool.index(MONK)
        del pool[first:first + monks]
        pool += [MONK] * monks
    for r in sorted(missing):
        for i, c in enumerate(pool):
            if can[c][r]:
                del pool[i]
                break
        else:
            return None
    return pool


def baseline(st: OrleansState, seat: int) -> float:
    mine = _value(st, seat)
    others = [_value(st, q) for q in range(st.players) if q != seat]
    return mine - (max(others) if others else 0.0)



# ----- the tuned evaluation ------------------------------------------------------------------

DEFAULTS: dict[str, float] = {
    "fol": 2.0,         # followers (bag, market, placed): weight of FOLLOWER_VALUE, times the future
    "fol_placed": 0.15,  # a follower in the market or on a place: extra
    "fpow": 1.0,        # the future factor (rounds left / rounds) is raised to this power
    "tech": 2.5,        # a technology tile (placed or pending)
    "tile": 3.0,        # a place tile
    "knight": 1.5,      # per step of the knight track (bigger draws)
    "farmer": 0.5,      # per step of the farmer track
    "dev": 0.5,         # per development step
    "station": 1.5,     # a trading station on the map, beyond the points it scores now
    "full": 1.0,        # weight of PLACE_WORTH for a fully staffed place (planning)
    "partial": 0.6,     # share of PLACE_WORTH for a partly staffed place the market can complete
    "stuck": 0.4,       # per follower on a place that cannot be used or completed
    "penalty": 3.0,     # per missing coin/food owed to a pending event
    "level": 0.0,       # progress to the next development level, times (stations + citizens + 1)
    "devrate": 0.0,     # development steps a round expected for the rounds left: ``level`` then
                        # values the level projected at the end (smoothly) above the level now
    "coin": 0.0,        # a coin beyond its point, times the future (events, Bathhouse, taxes)
    "citizen": 0.0,     # a citizen tile beyond the points it scores now, times the future
    "hold": 0.0,        # the evaluating seat's fully staffed places keep this share of their
                        # planning value in the action phase until it passes (else 0.3 each)
    "relay": 0.0,       # 1: a staffed Guildhall the merchant cannot build from counts as usable when
                        # a staffed Ship/Wagon can first move it to a city where it can (§7.4)
    "reach": 0.0,       # share of PLACE_WORTH for a partly staffed place the market cannot complete
                        # but the market and the bag can (instead of counting its followers stuck)
    "goods": 0.0,       # a fully staffed, usable Farmhouse, Ship, Wagon or Horse Wagon: this times the
                        # points of the good it would fetch (``fetch``), in planning and in the action
                        # phase until its owner passes; the search's evaluation only (``LEAF``)
}
"""At these defaults the evaluation equals ``baseline``; ``heuristic_weights.json`` holds the
tuned values."""
W: dict[str, float] = weights.load(__package__, DEFAULTS)
BOT_PARAMS: dict[str, float] = weights.bot_params(__package__)
LEAF: dict[str, float] = {"goods": 1.0}
"""The search's evaluation terms (``SearchBot`` parameter ``leaf``: ``leaf_evaluation``), per unit
of ``leaf``, on top of ``W``: the shipped levels search with ``leaf`` 0, i.e. on ``W`` alone."""


def level_ahead(dev: int, more: float) -> float:
    """How far above today's development level (§2.3) a marker on ``dev`` ends after ``more``
    further steps, counting the progress into the band it then stands in as a fraction: the
    multiplier of every station and citizen at the end (§12) as it is expected to be.

    >>> level_ahead(2, 0.0), level_ahead(4, 0.0), level_ahead(2, 4.5), level_ahead(29, 10.0)
    (0.5, 0.0, 1.5, 1.0)
    """
    now = DEV_LEVEL[min(dev, DEV_MAX)]
    d = min(dev + more, float(DEV_MAX))
    lvl = DEV_LEVEL[int(d)]
    if lvl < len(DEV_LEVEL_STARTS):
        lo, hi = DEV_LEVEL_STARTS[lvl - 1], DEV_LEVEL_STARTS[lvl]
        return lvl - now + (d - lo) / (hi - lo)
    return float(lvl - now)


def _tuned_value(st: OrleansState, p: int, w: dict[str, float], own: bool = True, at: int = 0) -> float:
    """``p``'s value; ``own``: ``p`` is the evaluating seat (its staffed places hold their value
    through the action phase, ``hold``); ``at``: count the rounds left from round ``at`` instead
    of the state's (the search's ``own`` 2)."""
    stations = st.stations_on_map(p)
    dev = st.dev[p]
    # p's score alone (state.scores() would score every seat): coins, goods, (stations + citizens) x level
    v = float(st.coins[p] + goods_points(st.goods[p]) + (stations + st.citizens[p]) * dev_level(dev))
    future = max(0.0, (ROUNDS - (at or st.round) + 1) / ROUNDS) ** w["fpow"]
    fol = 0.0
    placed = w["fol_placed"]
    for c in st.bag[p]:
        fol += FOLLOWER_VALUE[CODE_TYPE[c]]
    for c in st.market[p]:
        fol += FOLLOWER_VALUE[CODE_TYPE[c]] + placed
    slots = st.slots[p]
    for c in slots:
        if c >= 0:
            fol += FOLLOWER_VALUE[CODE_TYPE[c]] + placed
    v += fol * future * w["fol"]
    techs = slots.count(TECH) + len(st.tech_pending[p])
    tiles = (st.owned[p] >> 10).bit_count()
    v += (w["tech"] * techs + w["tile"] * tiles) * future
    tr = st.tracks[p]
    v += (tr[4] * w["knight"] + tr[0] * w["farmer"]) * future
    v += dev * w["dev"] * future
    v += stations * w["station"] * future
    if w["level"]:
        v += w["level"] * (level_ahead(dev, w["devrate"] * (ROUNDS - st.round))) * (stations + st.citizens[p] + 1)
    v += (w["coin"] * st.coins[p] + w["citizen"] * st.citizens[p]) * future
    planning = st.stage == S_PLAN
    # goods: the good a fully staffed goods place would fetch, while p can still use it this
    # round (planning, or the action phase before p passes); outside that it counts 0.3 like
    # any full place, so passing with it unused does not look as good as fetching the good
    goods = w["goods"] if planning or st.stage == S_ACT and not st.passed[p] else 0.0
    # hold: a place staffed this round keeps its value (full x PLACE_WORTH) through the action
    # phase until its owner passes; after that, and for a rival, a full place counts 0.3.
    # Without it the value fell to 0.3 when planning ended, so that ending planning looked
    # worse than stranding one more follower on a place it could not complete.
    hold = w["hold"]
    now: set[int] | None = None     # spaces staffed this round (planning), None: every space
    if hold:
        if not own or st.stage == S_ACT and st.passed[p]:
            now = set()
        elif planning:
            now = {e % PLAN_FROM_TOWER for e in st.planned[p]}
        elif st.stage != S_ACT:
            now = set()
    partial = []
    stuck, full = w["stuck"], w["full"]
    for pl in owned_places(st.owned[p]):
        if pl in (9, 26):
            continue
        r = PLACE_RANGE[pl]
        k = 0
        for s in r:
            if slots[s] != EMPTY:
                k += 1
        if not k:
            continue                # an empty place adds nothing either way
        worth = PLACE_WORTH[pl] if pl < len(PLACE_WORTH) else 2.0
        if not place_usable(st, p, pl) and pl != P_SACRISTY and not (
                pl == P_GUILDHALL and w["relay"] and _relay(st, p)):
            v -= stuck * sum(1 for s in r if slots[s] >= 0)
            continue
        if k == len(r):
            if goods:
                v += goods * fetch(st, p, pl)
            if not hold:
                v += full * worth if planning else 0.3
            elif now is None or not now.isdisjoint(r):
                v += 0.3 + hold * (full * worth - 0.3)
            else:
                v += 0.3
        else:
            partial.append((-k / len(r), pl, k, worth))
    if partial:
        can = CAN[_mask(st, p)]
        pool = list(st.market[p])
        share, reach = w["partial"], w["reach"]
        short = []
        for _neg, pl, k, worth in sorted(partial):
            r = PLACE_RANGE[pl]
            missing = [st.space_req[s] for s in r if slots[s] == EMPTY]
            rest = _allocate(missing, pool, can)
            if rest is not None:
                pool = rest
                v += share * worth * k / len(r)
            else:
                short.append((missing, pl, k, worth))
        # what the market cannot complete, the market's rest and the bag may in a later round
        reserve = pool + st.bag[p] if reach else None
        for missing, pl, k, worth in short:
            r = PLACE_RANGE[pl]
            rest = _allocate(missing, reserve, can) if reserve is not None else None
            if rest is not None:
                reserve = rest
                v += reach * worth * k / len(r)
            else:
                v -= stuck * sum(1 for s in r if slots[s] >= 0)
    pen = w["penalty"]
    for q in st.queue:
        if q[0] == p and q[1] == 1:
            v -= pen * q[2]
    return v


def fetch(st: OrleansState, p: int, pl: int) -> int:
    """The points of the good place ``pl`` would fetch for ``p`` if used now (§3.2, §7.4): the
    Farmhouse the good on the farmer track's next space (none when the supply is out of it), a
    Ship, Wagon or Horse Wagon the best good lying on a connection of its kind from the merchant's
    city; any other place 0."""
    if pl == P_FARMHOUSE:
        step = st.tracks[p][0]
        if step >= len(FARMER_TRACK_GOODS):
            return 0
        g = FARMER_TRACK_GOODS[step]
        return GOOD_VALUE[g] if st.supply_g[g] > 0 else 0
    kind = MOVE_PLACE_KIND.get(pl)
    if kind is None:
        return 0
    best = 0
    for _nb, e in ADJ[st.merchant[p]][kind]:
        for g in st.edge_goods[e]:
            best = max(best, GOOD_VALUE[g])
    return best


def _relay(st: OrleansState, p: int) -> bool:
    """Can a fully staffed, owned move place (Ship, Wagon, Horse Wagon) take ``p``'s merchant
    to a city where ``p`` may build a station (§7.4)? Planning the move and the build in one
    round needs this: on its own the Guildhall is unusable until the merchant has moved."""
    if st.stock[p] <= 0:
        return False
    slots, here = st.slots[p], ADJ[st.merchant[p]]
    for pl in owned_places(st.owned[p]):
        kind = MOVE_PLACE_KIND.get(pl)
        if kind is None or EMPTY in [slots[s] for s in PLACE_RANGE[pl]]:
            continue
        for nb, _e in here[kind]:
            if station_allowed(st, p, nb):
                return True
    return False


def evaluate(st: OrleansState, seat: int, w: dict[str, float] | None = None) -> float:
    """``seat``'s points now plus the worth of its engine (followers, tiles, tracks, development,
    stations), minus the best rival's; the exact final margin once the game is over. Bags are
    valued by their contents, which every seat knows. ``w``: the weights (default ``W``)."""
    if st.is_over():
        sc = st.scores()
        return float(sc[seat].total - max(s.total for i, s in enumerate(sc) if i != seat))
    if w is None:
        w = W
    mine = _tuned_value(st, seat, w)
    return mine - max(_rival_value(st, q, w) for q in range(st.players) if q != seat)


def _rival_value(st: OrleansState, q: int, w: dict[str, float]) -> float:
    """A rival's value as the evaluating seat may know it: during planning, the followers the
    rival placed this round (hidden) are counted back on its market, as ``determinize`` does."""
    if st.stage != S_PLAN or not st.planned[q]:
        return _tuned_value(st, q, w, False)
    # ``free`` (the empty-space mask the rules keep with ``slots``) is not swapped too: the
    # evaluation reads ``slots`` alone, and rebuilding the mask would cost more than the value
    slots, market = st.slots[q], st.market[q]
    st.slots[q], st.market[q] = slots[:], market[:]
    try:
        _undo_plans(st.planned[q], st.slots[q], st.market[q])
        return _tuned_value(st, q, w, False)
    finally:
        st.slots[q], st.market[q] = slots, market


def own_value(st: OrleansState, seat: int, w: dict[str, float] | None = None, at: int = 0) -> float:
    """``seat``'s own value (``evaluate``'s first part, no rival subtracted); the exact final
    score once the game is over. The search's ``own`` values (``own_evaluation``); ``at``: the
    rounds left counted from round ``at`` (``_tuned_value``)."""
    if st.is_over():
        return float(st.scores()[seat].total)
    return _tuned_value(st, seat, W if w is None else w, at=at)


def own_evaluation(leaf: float, at: int = 0) -> Callable[[OrleansState, int], float]:
    """The search's evaluation with ``own`` (``SearchBot`` parameter): each seat valued by its
    own position alone (``own_value``, on ``W`` plus ``leaf`` times ``LEAF``), not by its margin
    over the best rival. Why: in the margin a rival's staffed place counts 0.3 until it is used,
    then its whole effect, while the evaluating seat's own staffed places hold their worth
    (``hold``); so every rival action in the action phase lowers the searcher's value (by 2.7
    points on average in medium self-play) and the search's leaves, cut after different numbers
    of rival actions, are valued on different footing.

    ``at`` (the search's ``own`` 2: the root's round): every state's rounds left are counted
    from round ``at``, so the engine terms (times the rounds left) do not drop by 1/18 of
    their worth where a walk crosses the round's end (-3.6 points on average in medium
    self-play, ``benchmarks/results/bots-orleans-2026-12-07f.md``): leaves before and after
    the end of the root's round are compared on one footing."""
    w = weights.plus(W, leaf, LEAF)

    def h(st: OrleansState, seat: int) -> float:
        return own_value(st, seat, w, at)
    return h


def leaf_evaluation(leaf: float) -> Callable[[OrleansState, int], float]:
    """The search's evaluation at ``leaf`` (``SearchBot`` parameter): ``evaluate`` on ``W`` plus
    ``leaf`` times ``LEAF``'s terms, on ``W`` as it stands when called (once a search:
    ``tune_heuristic.py`` swaps ``W`` around each decision)."""
    w = weights.plus(W, leaf, LEAF)

    def h(st: OrleansState, seat: int) -> float:
        return evaluate(st, seat, w)
    return h
