"""End-of-game statistics: the final score per category, and the score over time.

The score over time comes from replaying the record. A point is shown only where the
scores were public then: a spectator's re-sampled copy of the position (``determinize(None)``)
must give the same totals, so a hidden card or tile that counted is never given away by a
step in the curve. Computed once per finished table, kept in a small cache.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from eurogames.core import Rng
from eurogames.core.types import Json

from ..errors import Conflict

CACHE_SIZE = 64
SAMPLES = 2
"""Re-sampled copies per position that must agree with the real totals."""


def score_series(record: Any) -> list[list[float | None]]:
    """Per seat, the total after each move (index 0: the start), None where not public."""
    state = record.new_state()
    players = record.players
    series: list[list[float | None]] = [[] for _ in range(players)]

    def add() -> None:
        totals = [s.total for s in state.scores()]
        public = True
        if not state.is_over():
            for k in range(SAMPLES):
                d = state.determinize(None, Rng(9173 + 31 * k + state.move_number))
                if [s.total for s in d.scores()] != totals:
                    public = False
                    break
        for p in range(players):
            series[p].append(totals[p] if public else None)

    add()
    for seat, action in record.actions:
        state.apply(seat, action)
        add()
    return series


class StatsCache:
    """Computed statistics of one server's finished tables (least recently used go first)."""

    def __init__(self) -> None:
        self.items: OrderedDict[int, Json] = OrderedDict()
        self.lock = threading.Lock()


def _cache_of(tables: Any) -> StatsCache:
    c = getattr(tables, "stats_cache", None)
    if c is None:
        c = tables.stats_cache = StatsCache()
    return c


def table_stats(tables: Any, table_id: int) -> Json:
    cache = _cache_of(tables)
    with cache.lock:
        if table_id in cache.items:
            cache.items.move_to_end(table_id)
            return cache.items[table_id]
    live = tables.live(table_id)
    if live.table.status != "finished":
        raise Conflict("Statistics are shown once the game is over.")
    rec = tables.record(table_id)
    result = live.table.result or {}
    out = {"categories": [s.get("categories", {}) for s in result.get("scores", [])],
           "totals": [s.get("total") for s in result.get("scores", [])],
           "series": score_series(rec)}
    with cache.lock:
        cache.items[table_id] = out
        while len(cache.items) > CACHE_SIZE:
            cache.items.popitem(last=False)
    return out
