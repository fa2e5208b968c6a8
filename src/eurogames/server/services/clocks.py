"""Clocks. Live tables with a ``clock`` setting: each seat has a time bank that runs while the
seat is to move and gains the increment with each of its moves; a seat out of time is handed
to a bot, or loses (``on_timeout``). Turn-based tables: the deadline of the seats to move.

The clocks are computed from the record (the table's start time and each move's time and the
seats that were to move before it), so every process and every reload agree. Simultaneous
decisions run every deciding seat's clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from eurogames.core.types import Json

from .settings import DEADLINES, configure_deadlines, settings_of

__all__ = ["ClockWatcher", "banks", "clocks_json", "configure_deadlines", "settle_timeouts"]
from .tables import Live

log = logging.getLogger("eurogames.server")
TIMEOUT_BOT = "greedy"
"""The bot that takes over a seat out of time."""
def banks(live: Live, now: float) -> list[float] | None:
    """Each seat's time left (seconds, may be negative), or None for a table without a clock."""
    t = live.table
    clock = settings_of(t.settings)["clock"]
    if clock is None or t.started_at is None or live.state is None:
        return None
    bank = [clock["bank"]] * t.players
    prev = t.started_at
    n = live.state.move_number
    for m in live.moves[:n]:
        dt = max(0.0, m.created_at - prev)
        for s in m.active_before:
            bank[s] -= dt
        bank[m.seat] += clock["increment"]
        prev = max(prev, m.created_at)
    if not live.state.is_over() and t.status == "playing":
        for s in live.state.active_players():
            bank[s] -= max(0.0, now - prev)
    return bank


def clocks_json(live: Live, now: float | None = None) -> Json | None:
    """What the table page shows: the banks (live clock) or the deadline (turn-based)."""
    now = time.time() if now is None else now
    t = live.table
    if t is None or t.status != "playing" or live.state is None:
        return None
    active = [] if live.state.is_over() else live.state.active_players()
    b = banks(live, now)
    if b is not None:
        return {"kind": "bank", "left": [round(x, 2) for x in b], "running": active, "at": now}
    if t.mode != "turn":
        return None
    return {"kind": "deadline", "deadline": t.updated_at + DEADLINES["turn"], "running": active,
            "at": now}


def out_of_time(live: Live, now: float) -> list[int]:
    """Human seats to move whose bank is empty."""
    b = banks(live, now)
    if b is None or live.state is None or live.state.is_over():
        return []
    seats = {s.seat: s for s in live.table.seats}
    return [s for s in live.state.active_players()
            if b[s] <= 0 and seats.get(s) is not None and seats[s].kind == "human"]


def settle_timeouts(ctx: Any, table_id: int, now: float | None = None) -> bool:
    """Hand the seats out of time to a bot, or end the game with them last (by setting).
    True if the table changed (announce it)."""
    now = time.time() if now is None else now
    live = ctx.tables.live(table_id)
    late = out_of_time(live, now)
    if not late:
        return False
    t = live.table
    clock = settings_of(t.settings)["clock"]
    if clock["on_timeout"] == "lose":
        state = live.state
        ranking = [[s for s in grp if s not in late] for grp in state.ranking()]
        ranking = [g for g in ranking if g] + [sorted(late)]
        result = {"scores": [s.to_json() for s in state.scores()], "ranking": ranking,
                  "timeout": sorted(late)}
        done = ctx.storage.set_status(table_id, "finished", "playing", active=[], result=result)
    else:
        holders = {s.seat: s.user_id for s in t.seats if s.seat in late}
        done = bool(ctx.storage.seats_to_bots(table_id, holders, TIMEOUT_BOT, now + 1))
    if done:
        ctx.tables.forget_meta(table_id)
    return done


class ClockWatcher:
    """Looks at the clocked tables in this process's cache a few times a second."""

    SCAN_EVERY = 60
    """Every this many ticks, live tables in storage are loaded too: a clocked table that no
    process holds (nobody has it open) still runs out."""

    def __init__(self, ctx: Any, interval: float = 0.5) -> None:
        self.ctx = ctx
        self.interval = interval
        self.tasks: list[asyncio.Task[None]] = []
        """One watcher task per event loop that started this context (a test may run one
        app's lifespan in two clients, each on its own loop)."""
        self.ticks = 0

    def start(self) -> None:
        self.tasks.append(asyncio.create_task(self._run()))

    async def stop(self) -> None:
        """Stop the watcher of the running loop (a task is awaited on its own loop only)."""
        loop = asyncio.get_running_loop()
        mine = [t for t in self.tasks if t.get_loop() is loop]
        self.tasks = [t for t in self.tasks if t.get_loop() is not loop]
        for task in mine:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            try:
                await self.tick()
            except Exception:  # storage down, say: try again next round
                log.exception("clock watch failed")

    async def tick(self, now: float | None = None) -> None:
        now = time.time() if now is None else now
        ctx = self.ctx
        self.ticks += 1
        if self.ticks % self.SCAN_EVERY == 1:
            await ctx.call(self._load_clocked)
        with ctx.tables._cache_lock:
            lives = list(ctx.tables._cache.values())
        for live in lives:  # every cached table, a few times a second: the cheap tests first
            t = live.table
            if (t is None or not (t.settings or {}).get("clock") or t.status != "playing"
                    or live.state is None):
                continue
            if out_of_time(live, now) and await ctx.call(settle_timeouts, ctx, t.id, now):
                from .ratings import rate_table
                await ctx.call(rate_table, ctx, t.id)
                await ctx.changed(t.id, "status")

    def _load_clocked(self) -> None:
        """Bring the clocked live tables in storage into this process's cache."""
        for table_id, settings in self.ctx.storage.settings_in_play("live"):
            if settings_of(settings)["clock"] is not None and self.ctx.tables.peek(table_id) is None:
                self.ctx.tables.live(table_id)
