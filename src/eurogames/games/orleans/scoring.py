"""Orléans scoring: pure functions (rules/orleans.md §12).

Score = coins + goods (grain 1, cheese 2, wine 3, wool 4, brocade 5)
+ (trading stations on the map + citizens) x development level.
Ties: further along the development track wins.

>>> score(coins=5, goods=[1, 0, 0, 0, 1], stations=2, citizens=1, dev=4).total
17
"""

from __future__ import annotations

from collections.abc import Sequence

from eurogames.core import ScoreBreakdown

from .data import DEV_LEVEL, DEV_MAX, GOOD_VALUE


def dev_level(dev: int) -> int:
    """The development level (1-6) of a marker on space ``dev`` (§2.3)."""
    return DEV_LEVEL[min(DEV_MAX, dev)]


def goods_points(goods: Sequence[int]) -> int:
    return sum(n * v for n, v in zip(goods, GOOD_VALUE))


def score(coins: int, goods: Sequence[int], stations: int, citizens: int, dev: int) -> ScoreBreakdown:
    """One player's breakdown (§12); ``stations`` counts those on the map only."""
    lvl = dev_level(dev)
    return ScoreBreakdown({"coins": coins, "goods": goods_points(goods), "stations": stations * lvl,
                           "citizens": citizens * lvl}, (dev,))


def most_stations(on_map: Sequence[int]) -> int:
    """The seat with strictly the most trading stations on the map, or -1 on a tie (§12)."""
    best = max(on_map)
    if best <= 0 or list(on_map).count(best) > 1:
        return -1
    return list(on_map).index(best)
