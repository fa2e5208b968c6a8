"""Scoring of The Castles of Burgundy (rules/castles_of_burgundy.md §8, §9).

Points scored during play are kept per category in ``state.vp``; the end-game
categories are pure functions of one player's holdings and are added once the game
is over. ``progress_value`` is the greedy bot's estimate of a position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eurogames.core import ScoreBreakdown

from . import data as D
from .data import ANIMAL, BUILDING, TILE_KIND, TILE_SUB
from .rules import M_CASTLE, M_DIE

if TYPE_CHECKING:
    from .state import CobState

CATEGORIES = ("regions", "phase_bonus", "colour_bonus", "animals", "sales", "watchtowers")
"""Points scored during play, in ``state.vp`` order."""
END_CATEGORIES = ("goods_left", "silver", "workers", "knowledge")


def knowledge_points(know: int, estate: list[int], sold: list[int], bonus_tiles: int,
                     ed2011: bool = False) -> int:
    """End-game knowledge tiles #15..#26 of one player (§7.6).

    Args:
        know: bit mask of the knowledge numbers placed on the estate.
        estate: the player's 37 spaces (tile id or -1).
        sold: the sold pile per goods colour (index 1..6).
        bonus_tiles: number of colour bonus tiles the player owns.
    """
    pts = 0
    ed = "2011" if ed2011 else "2019"
    if know & (1 << 15):
        pts += D.K15_VP[ed] * sum(1 for c in range(1, 7) if sold[c])
    if know & (0xFF << 16):
        counts = [0] * 8
        for t in estate:
            if t >= 0 and TILE_KIND[t] == BUILDING:
                counts[TILE_SUB[t]] += 1
        for k in range(8):
            if know & (1 << (16 + k)):
                pts += 4 * counts[k]
    if know & (1 << 24):
        kinds = {TILE_SUB[t] for t in estate if t >= 0 and TILE_KIND[t] == ANIMAL}
        pts += 4 * len(kinds)
    if know & (1 << 25):
        pts += sum(sold[1:7])
    if know & (1 << 26):
        pts += D.K26_VP[ed] * bonus_tiles
    return pts


def end_points(goods: int, silver: int, workers: int) -> tuple[int, int, int]:
    """§9: 1 VP per unsold goods tile, per silverling, per 2 workers."""
    return goods, silver, workers // 2


def turn_order(st: CobState) -> list[int]:
    """Seats in track order, furthest ahead first, top of a stack first (§4)."""
    pos, stamp = st.track_pos, st.track_stamp
    return sorted(range(st.players), key=lambda s: (-pos[s], -stamp[s]))


def scores(st: CobState) -> list[ScoreBreakdown]:
    """Per seat breakdown; tie-break (§9): more empty spaces, then later in turn order."""
    P = st.players
    order = turn_order(st)
    out = []
    for p in range(P):
        cats = dict(zip(CATEGORIES, st.vp[p * 6:p * 6 + 6]))
        est = st.estate[p * D.SPACES:(p + 1) * D.SPACES]
        if st.over:
            sold = st.sold[p * 7:p * 7 + 7]
            g, s, w = end_points(sum(st.goods[p * 7 + 1:p * 7 + 7]), st.silver[p], st.workers[p])
            cats["goods_left"] = g
            cats["silver"] = s
            cats["workers"] = w
            nb = st.bonus_owner.count(p)
            cats["knowledge"] = knowledge_points(st.know[p], est, sold, nb, st.ed2011)
        empty = est.count(-1)
        out.append(ScoreBreakdown(cats, (empty, order.index(p))))
    return out


TILE_VALUE = (3.0,) * 6
"""Greedy value of a stored tile that has a reachable space, by kind."""
FILLED_VALUE = 4.0
UNREACH = 0.5
SALE_WEIGHT = 0.6
SILVER_VALUE = 1.2
WORKER_VALUE = 0.6
KNOWLEDGE_TILE_VALUE = 0.3


def progress_value(st: CobState, p: int) -> float:
    """Points so far plus the value of progress (greedy heuristic)."""
    vp = st.vp
    v = float(sum(vp[p * 6:p * 6 + 6]))
    g = st.goods
    ngoods = sum(g[p * 7 + 1:p * 7 + 7])
    # goods are worth a sale later (players per tile) and at least 1 at the end
    remaining = (D.PHASES - st.phase) * D.ROUNDS - st.round if not st.over else 0
    sale_w = SALE_WEIGHT if remaining > 3 else 0.0
    v += ngoods * (1 + sale_w * (st.players - 1))
    v += st.silver[p] * SILVER_VALUE + st.workers[p] * WORKER_VALUE
    b = st.board
    est = st.estate
    base = p * D.SPACES
    if not st.over:
        # tiles in storage that fit a free space, near-complete regions
        vals = []
        for t in st.storage[p]:
            kind = TILE_KIND[t]
            if st.cfill[p * 6 + kind] >= b.colour_total[kind]:
                vals.append(-0.5)
                continue
            opn = st.opn
            reachable = any(opn[base + sp] for sp in b.by_colour[kind])
            vals.append(TILE_VALUE[kind] if reachable else UNREACH)
        if len(vals) > 3:  # one of them will be discarded
            vals.remove(min(vals))
        v += sum(vals)
        nr = b.num_regions
        phase_bonus = D.PHASE_BONUS[min(st.phase, 4)]
        for r in range(nr):
            f = st.rfill[p * nr + r]
            size = b.region_size[r]
            if 0 < f < size:
                v += (D.REGION_VP[size] + phase_bonus) * 0.5 * f / size
        # placed knowledge tiles with end-game value so far
        nb = st.bonus_owner.count(p)
        v += 0.8 * knowledge_points(st.know[p], est[base:base + D.SPACES], st.sold[p * 7:p * 7 + 7], nb,
                                    st.ed2011)
        v += KNOWLEDGE_TILE_VALUE * st.know[p].bit_count()
        v += FILLED_VALUE * sum(est[base + s] >= 0 for s in range(D.SPACES))
    else:
        nb = st.bonus_owner.count(p)
        v += knowledge_points(st.know[p], est[base:base + D.SPACES], st.sold[p * 7:p * 7 + 7], nb, st.ed2011)
    return v


def heuristic(st: CobState, seat: int, depth: int = 1) -> float:
    """Greedy value for ``seat``: own progress minus half the best rival's.

    A state waiting for the seat's own die action (a die just chosen, a castle's extra
    action) is valued by its best continuation, so choosing between the two dice is
    judged by what each die can do.
    """
    if st.over:
        sc = st.scores()
        top = max(s.total for i, s in enumerate(sc) if i != seat)
        return float(sc[seat].total - top)
    if depth > 0 and st.modes and st.modes[-1] in _LOOKAHEAD_MODES and st.active_players() == [seat]:
        best_v = float("-inf")
        for a in st.legal_actions(seat):
            s2 = st.clone()
            s2.apply(seat, a)
            best_v = max(best_v, heuristic(s2, seat, depth - 1))
        return best_v
    rival = max(progress_value(st, s) for s in range(st.players) if s != seat)
    return progress_value(st, seat) - RIVAL_WEIGHT * rival


_LOOKAHEAD_MODES = (M_DIE, M_CASTLE)
RIVAL_WEIGHT = 0.5
