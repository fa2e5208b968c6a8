"""Bots play their seats server-side: off the event loop, within a time budget.

``kick(table_id)`` makes sure one task per table keeps moving its bot seats until a
person must act. Kicks come after every move, after every seat or status change
(also when another process announces one), at start-up for tables in play, and from
the server's sweep for bot seats that have waited a whole interval.

A searching bot (hard, expert, the mcts baseline) thinks in a pool of worker processes sized
for the machine, so a search never holds
the event loop or the interpreter lock that people's moves need. The state goes to the
worker as JSON (``to_json``/``from_json``: no pickling of live states) and the action comes
back as JSON; ``eurogames.bots.decide`` shows the bot only a determinized copy. Each
worker runs at a lower CPU priority than the server (``eurogames.bots.worker.NICENESS``). Each
decision stops at its level's time cap (``Config.bot_max_seconds`` caps every level, expert
included) on the wall clock, and a busy pool shortens it (below); if a worker overruns the cap by ``budget`` seconds once it has
started, or the bot fails, the seat plays the medium level's move (computed in a thread in
milliseconds), and a random legal action only if that fails too. Games that exist only in
this process (registered by a plugin or a test), and the levels that decide in
milliseconds (``QUICK_LEVELS``), think in a thread instead.

The workers are spawned, not forked (a fork of a server with threads may inherit a held
lock), so they import the main script: a script that starts a server must do so under
``if __name__ == "__main__":`` (``eurogames`` and ``python -m eurogames`` do).

One process per core cannot give every table its expert's full 5 s when many tables wait on
it (20 expert tables on one bot process: a table waited minutes for each of its bot's moves,
``benchmarks/results/server-load-2026-12-06.md``). So a decision sent to a busy pool gets a
shorter cap: the pool's share of ``queue_seconds`` (``Config.bot_queue_seconds``) per decision
queued before it and itself, never below ``min_seconds``. A table's bot then waits about
``queue_seconds`` at most, at the price of a shallower search while the pool is busy; hard's
own 1 s cap is shortened only with more than ``queue_seconds`` x workers decisions waiting.

A table hears when a searching bot starts to think (``on_thinking``: the server publishes it
as a ``bot`` message, ``routes/ws.py``): the seat, the cap it thinks under and whether a busy
pool shortened it, so the people there know why it plays at once or shallowly. Nothing in it
depends on hidden information (a level, a seat, a time).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import logging
import multiprocessing
import os
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

import eurogames
from eurogames.bots.levels import LEVELS
from eurogames.bots.worker import start, think, think_on
from eurogames.core import Rng, State
from eurogames.core.types import Json

from ..errors import ServiceError
from .tables import MoveResult, Tables

log = logging.getLogger("eurogames.server")


QUICK_LEVELS = frozenset({"random", "easy", "medium", "greedy"})
"""Levels that decide in milliseconds (one step ahead at most): they think in a thread, where
sending the state to a process would cost more than the decision."""


def default_workers() -> int:
    """One bot process per core, less one core left to the server (at least one)."""
    return max(1, (os.cpu_count() or 2) - 1)


class BotRunner:
    def __init__(self, tables: Tables, on_move: Callable[[MoveResult], Awaitable[None]],
                 budget: float, delay: float = 0.0, workers: int = 0, max_seconds: float = 5.0,
                 queue_seconds: float = 0.0, min_seconds: float = 0.5) -> None:
        """``workers`` bot processes (0: ``default_workers()``); ``max_seconds`` caps every
        level's thinking time; ``budget`` is the grace past it before a random move;
        ``queue_seconds`` and ``min_seconds`` shorten the cap while the pool is busy
        (``cap``; 0: never)."""
        self.tables = tables
        self.on_move = on_move
        self.budget = budget
        self.delay = delay
        self.max_seconds = max_seconds
        self.workers = workers or default_workers()
        self.queue_seconds = queue_seconds
        self.min_seconds = min(min_seconds, max_seconds)
        self._procs: ProcessPoolExecutor | None = None
        self._queued: set[concurrent.futures.Future[Any]] = set()
        """Decisions sent to the process pool and not finished (read on the event loop only)."""
        self._threads = ThreadPoolExecutor(max_workers=2, thread_name_prefix="bot")
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self.loop: asyncio.AbstractEventLoop | None = None
        """The loop all bot tasks run on (the first one that kicks: the server's)."""
        self.on_thinking: Callable[[dict[str, Any]], Awaitable[None]] | None = None
        """Told when a seat's searching bot starts thinking (``thinking``'s message)."""

    def kick(self, table_id: int) -> None:
        """Make sure a task keeps moving ``table_id``'s bot seats (callable from any loop)."""
        here = asyncio.get_running_loop()
        if self.loop is None or self.loop.is_closed():
            self.loop = here
        if here is not self.loop:
            # One loop owns the tasks: a kick from elsewhere (a second test client's loop,
            # a worker thread) is handed over rather than starting a task that loop may drop.
            self.loop.call_soon_threadsafe(self._kick, table_id)
            return
        self._kick(table_id)

    def _kick(self, table_id: int) -> None:
        task = self._tasks.get(table_id)
        if task is not None and not task.done():
            self._again.add(table_id)
            return
        self._tasks[table_id] = asyncio.get_running_loop().create_task(self._run(table_id))

    def _retry_later(self, table_id: int, delay: float) -> None:
        """Look at the table again later: a bot seat must never stall a game."""
        asyncio.get_running_loop().call_later(delay, self._kick, table_id)

    async def stop(self) -> None:
        for t in list(self._tasks.values()):
            t.cancel()
        for t in list(self._tasks.values()):
            try:
                await t
            except asyncio.CancelledError:
                pass
            except Exception:
                log.exception("bot task failed while stopping")
        self._threads.shutdown(wait=False, cancel_futures=True)
        if self._procs is not None:
            self._procs.shutdown(wait=False, cancel_futures=True)
            self._procs = None

    def _pool(self) -> Executor:
        if self._procs is None:
            # spawn: a fork of a server with threads running may inherit a held lock.
            self._procs = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                              initializer=start)
        return self._procs

    @staticmethod
    def _in_pool(level: str, state: State) -> bool:
        """A searching level of a packaged game thinks in the process pool (else in a thread)."""
        return level not in QUICK_LEVELS and state.game.name in eurogames.GAME_NAMES

    def own_cap(self, level: str) -> float:
        """The cap a decision of ``level`` gets from an idle pool: its level's, at most
        ``max_seconds``."""
        lv = LEVELS.get(level)
        return self.max_seconds if lv is None else min(lv.seconds, self.max_seconds)

    def cap(self, level: str, state: State) -> float:
        """The wall-clock cap of a decision sent now: its level's own (``own_cap``), shortened
        while the process pool is busy to the pool's share of ``queue_seconds`` per decision
        waiting (those queued before it and itself), at least ``min_seconds``."""
        own = self.own_cap(level)
        if not self.queue_seconds or not self._in_pool(level, state):
            return own
        self._queued = {f for f in self._queued if not f.done()}
        share = self.queue_seconds * self.workers / (len(self._queued) + 1)
        return min(own, max(self.min_seconds, share))

    def thinking(self, table_id: int, state: State, seat: int, level: str, cap: float) -> dict[str, Any]:
        """The message a table hears when ``seat``'s bot starts a decision under ``cap`` (from
        ``cap``): under ``bot``, what the client hears (routes/ws.py passes it on as it is):
        the cap (``seconds``), the level's own (``full``), ``busy`` when the pool shortened it."""
        full = self.own_cap(level)
        return {"table": table_id, "kind": "bot",
                "bot": {"seat": seat, "level": level, "move_number": state.move_number,
                        "seconds": round(cap, 1), "full": round(full, 1), "busy": cap < full - 1e-9}}

    def _submit(self, level: str, seed: int, state: State, seat: int,
                seconds: float | None = None) -> concurrent.futures.Future[Any]:
        """Start a decision thinking at most ``seconds`` (default ``max_seconds``)."""
        if seconds is None:
            seconds = self.max_seconds
        if self._in_pool(level, state):
            try:
                fut = self._pool().submit(think, level, seed, state.to_json(), seat, seconds)
            except RuntimeError:  # the pool broke (a worker died): start a fresh one
                self._procs = None
                fut = self._pool().submit(think, level, seed, state.to_json(), seat, seconds)
            self._queued.add(fut)
            return fut
        return self._threads.submit(think_on, level, seed, state.clone(), seat, seconds)

    async def _fallback(self, state: State, seat: int, seed: int) -> Json:
        """The medium level's move (a few milliseconds, in a thread), else a random one."""
        try:
            fut = self._threads.submit(think_on, "medium", seed, state.clone(), seat, 1.0)
            out: Json = await asyncio.wait_for(asyncio.wrap_future(fut), 1.0 + self.budget)
            return out
        except Exception:
            log.exception("bot fallback failed, random move")
            legal = state.legal_actions(seat)
            return legal[Rng(seed).below(len(legal))].to_json()

    async def _decision(self, fut: concurrent.futures.Future[Any], cap: float) -> Json:
        """The worker's answer; TimeoutError once it has counted as running for ``3 * (cap +
        budget)`` seconds. The pool marks a decision running once it is in the call queue,
        which holds one more decision than there are workers, so a "running" decision may
        still wait for up to two others (each within its cap) before its own turn; the time
        it waits before that, behind other tables' bots, does not count."""
        waiting = asyncio.wrap_future(fut)
        started: float | None = None
        loop = asyncio.get_running_loop()
        while True:
            done, _ = await asyncio.wait({waiting}, timeout=0.1)
            if done:
                return waiting.result()  # type: ignore[no-any-return]
            if started is None and fut.running():
                started = loop.time()
            if started is not None and loop.time() - started > 3 * (cap + self.budget):
                fut.cancel()
                raise TimeoutError

    async def _choose(self, table_id: int, level: str, state: State, seat: int, seed: int) -> Json:
        """``seat``'s action by a bot of ``level``, within the cap a decision sent now gets
        (``cap``); the medium level's move if it overruns or fails."""
        try:
            cap = self.cap(level, state)
            if cap < self.own_cap(level):
                log.info("table %s seat %s: bot pool busy (%d waiting), cap %.2f s",
                         table_id, seat, len(self._queued), cap)
            fut = self._submit(level, seed, state, seat, cap)
            if self.on_thinking is not None and level not in QUICK_LEVELS:
                try:
                    await self.on_thinking(self.thinking(table_id, state, seat, level, cap))
                except Exception:  # a notice must never stop the bot
                    log.exception("table %s: bot notice failed", table_id)
            # the give-up time stays the longest cap's: decisions queued before this one,
            # which it may wait for once "running", kept their longer caps
            return await self._decision(fut, self.max_seconds)
        except Exception as e:  # over budget, or a bot bug: the seat must still move
            if isinstance(e, TimeoutError):
                log.warning("table %s seat %s: bot over budget, medium move", table_id, seat)
            else:
                log.exception("table %s seat %s: bot failed, medium move", table_id, seat)
            return await self._fallback(state, seat, seed)

    async def _run(self, table_id: int) -> None:
        loop = asyncio.get_running_loop()
        refusals = 0
        try:
            while True:
                if refusals >= 5:  # the table keeps moving under us: back off, then look again
                    self._retry_later(table_id, 1.0)
                    return
                self._again.discard(table_id)
                live = await loop.run_in_executor(None, self.tables.live, table_id)
                state = live.state
                if state is None or state.is_over():
                    return
                bots = {s.seat: s.bot or "medium" for s in live.table.seats if s.kind == "bot"}
                todo = [s for s in state.active_players() if s in bots]
                if not todo:
                    if table_id in self._again:
                        continue
                    return
                if self.delay:
                    await asyncio.sleep(self.delay)
                seat = todo[0]
                n = state.move_number
                seed = (live.table.seed * 1_000_003 + n * 131 + seat) & ((1 << 62) - 1)
                legal = state.legal_actions(seat)
                # every bot plays a forced move: it need not queue behind other tables' searches
                action = (legal[0].to_json() if len(legal) == 1
                          else await self._choose(table_id, bots[seat], state, seat, seed))
                try:
                    res = await loop.run_in_executor(
                        None, functools.partial(self.tables.submit, table_id, None,
                                                action, n, bot_seat=seat))
                except ServiceError as e:  # the table moved on meanwhile: look again
                    log.info("table %s seat %s: bot move refused: %s", table_id, seat, e.message)
                    refusals += 1
                    await asyncio.sleep(0.01 * refusals)
                    continue
                refusals = 0
                await self.on_move(res)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("bot runner for table %s failed; retrying shortly", table_id)
            self._retry_later(table_id, 2.0)
        finally:
            if self._tasks.get(table_id) is asyncio.current_task():
                del self._tasks[table_id]
