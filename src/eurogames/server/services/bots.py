"""Bots play their seats server-side: off the event loop, within a time budget.

``kick(table_id)`` makes sure one task per table keeps moving its bot seats until a
person must act. Kicks come after every move, after every seat or status change
(also when another process announces one), at start-up for tables in play, and from
the server's sweep for bot seats that have waited a whole interval. A bot thinks in a
worker thread on a clone of the state (``eurogames.bots.decide`` shows it only a
determinized copy); past the budget, or if the bot fails, the seat plays a random
legal action.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor

from eurogames.bots import decide, make_bot
from eurogames.core import Action, Rng, State

from ..errors import ServiceError
from .tables import MoveResult, Tables

log = logging.getLogger("eurogames.server")


def _think(kind: str, seed: int, state: State, seat: int) -> Action:
    return decide(make_bot(kind, seed), state, seat)


class BotRunner:
    def __init__(self, tables: Tables, on_move: Callable[[MoveResult], Awaitable[None]],
                 budget: float, delay: float = 0.0, workers: int = 2) -> None:
        self.tables = tables
        self.on_move = on_move
        self.budget = budget
        self.delay = delay
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="bot")
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self.loop: asyncio.AbstractEventLoop | None = None
        """The loop all bot tasks run on (the first one that kicks: the server's)."""

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
            except (asyncio.CancelledError, Exception):
                pass
        self.pool.shutdown(wait=False, cancel_futures=True)

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
                bots = {s.seat: s.bot or "greedy" for s in live.table.seats if s.kind == "bot"}
                todo = [s for s in state.active_players() if s in bots]
                if not todo:
                    if table_id in self._again:
                        continue
                    return
                if self.delay:
                    await asyncio.sleep(self.delay)
                seat = todo[0]
                n = state.move_number
                snapshot = state.clone()
                seed = (live.table.seed * 1_000_003 + n * 131 + seat) & ((1 << 62) - 1)
                fut = loop.run_in_executor(self.pool, _think, bots[seat], seed, snapshot, seat)
                try:
                    action = await asyncio.wait_for(fut, self.budget)
                except Exception as e:  # over budget, or a bot bug: the seat must still move
                    legal = state.legal_actions(seat)
                    action = legal[Rng(seed).below(len(legal))]
                    if isinstance(e, TimeoutError):
                        log.warning("table %s seat %s: bot over budget, random move", table_id, seat)
                    else:
                        log.exception("table %s seat %s: bot failed, random move", table_id, seat)
                try:
                    res = await loop.run_in_executor(
                        None, functools.partial(self.tables.submit, table_id, None,
                                                action.to_json(), n, bot_seat=seat))
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
