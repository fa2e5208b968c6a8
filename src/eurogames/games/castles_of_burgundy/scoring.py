"""Scoring of The Castles of Burgundy (rules/castles_of_burgundy.md §8, §9).

Points scored during play are kept per category in ``state.vp``; the end-game
categories are pure functions of one player's holdings and are added once the game
is over. The bots' evaluation is in ``heuristic.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from eurogames.core import ScoreBreakdown

from . import data as D
from .data import ANIMAL, BUILDING, TILE_KIND, TILE_SUB

if TYPE_CHECKING:
    from .state import CobState

CATEGORIES: Final = ("regions", "phase_bonus", "colour_bonus", "animals", "sales", "watchtowers")
"""Points scored during play, in ``state.vp`` order."""
END_CATEGORIES: Final = ("goods_left", "silver", "workers", "knowledge")


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
