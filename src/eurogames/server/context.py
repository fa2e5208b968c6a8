"""The running server's parts, built once per app and shared by the routes."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import Callable
from typing import Any, TypeVar

from starlette.concurrency import run_in_threadpool

from .auth import Sessions, Throttle
from .collector import Collector
from .config import Config
from .pubsub import EVERY_TABLE, LocalPubSub, Message, RedisPubSub
from .services import clocks, ratings
from .services.accounts import Accounts
from .services.bots import BotRunner
from .services.lobby import Lobby
from .services.tables import MoveResult, Tables
from .storage import Storage

log = logging.getLogger("eurogames.server")
T = TypeVar("T")


def _namespace(database_url: str) -> str:
    """A short stable name for one deployment's database (no password in it)."""
    import hashlib
    return hashlib.sha256(database_url.encode()).hexdigest()[:12]


class Context:
    def __init__(self, config: Config) -> None:
        self.config = config
        self.storage = Storage(config.database_url)
        self.sessions = Sessions(config.secret, self.storage)
        self.accounts = Accounts(self.storage, Throttle(self.storage), config)
        self.tables = Tables(self.storage)
        self.lobby = Lobby(self.storage, self.tables, config.live_seat_timeout,
                           config.turn_seat_timeout)
        self.pubsub: LocalPubSub = (RedisPubSub(config.redis_url, _namespace(config.database_url))
                                    if config.redis_url else LocalPubSub())
        self.pubsub.on_message = self._announced
        self.pubsub.on_resync = self._resync
        self.tables.trusted = lambda: self.pubsub.healthy
        self.sessions.heard = lambda: self.pubsub.healthy
        self.bots = BotRunner(self.tables, self.moved, config.bot_budget, config.bot_delay,
                              workers=config.bot_workers, max_seconds=config.bot_max_seconds,
                              queue_seconds=config.bot_queue_seconds, min_seconds=config.bot_min_seconds)
        self.bots.on_thinking = self.pubsub.publish
        self._sweeper: asyncio.Task[None] | None = None
        clocks.configure_deadlines(config.live_seat_timeout, config.turn_seat_timeout)
        self.clocks = clocks.ClockWatcher(self)
        inline = config.inline_storage
        self.inline = self.storage.is_sqlite if inline is None else inline
        """Short service calls run on the event loop (see ``Config.inline_storage``)."""
        self.collector = Collector()

    async def start(self) -> None:
        # A few worker threads are enough (storage calls are short, SQLite writes queue
        # anyway); many threads only fight over the GIL.
        import anyio.to_thread
        anyio.to_thread.current_default_thread_limiter().total_tokens = self.config.threads
        await self.pubsub.start()
        if self.config.run_bots:
            loop = asyncio.get_running_loop()
            in_play = functools.partial(self.storage.tables_in_play, with_bots=True)
            for t in await loop.run_in_executor(None, in_play):
                self.bots.kick(t.id)
        if self.config.sweep_interval > 0:
            self._sweeper = asyncio.create_task(self._sweep_forever())
        self.clocks.start()
        if self.config.gc_on_loop:
            self.collector.start()

    async def stop(self) -> None:
        if self.config.gc_on_loop:
            await self.collector.stop()
        await self.clocks.stop()
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):  # it logs its own failures
                await self._sweeper
        await self.bots.stop()
        await self.pubsub.stop()
        self.storage.close()

    async def call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a short service call (storage, the engine): on the event loop or in a worker
        thread, as ``Config.inline_storage`` says."""
        if self.inline:
            return fn(*args, **kwargs)
        return await run_in_threadpool(fn, *args, **kwargs)

    async def moved(self, res: MoveResult) -> None:
        """After a move is committed: tell every connection, let bots answer."""
        await self.pubsub.publish({"table": res.table_id, "kind": "move",
                                   "move_number": res.number + 1})
        if res.over:  # a rated table's result changes the ratings (services/ratings.py)
            try:
                await self.call(ratings.rate_table, self, res.table_id)
            except Exception:
                log.exception("table %s: rating failed", res.table_id)
        if not res.over and self.config.run_bots and self._has_bots(res.table_id):
            self.bots.kick(res.table_id)

    def _has_bots(self, table_id: int) -> bool:
        """Whether the table may need a bot now (from the cache; unknown counts as yes)."""
        live = self.tables.peek(table_id)
        if live is None:
            return True
        return any(s.kind == "bot" for s in live.table.seats)

    async def logout(self, cookie: str | None) -> None:
        """End the cookie's session here and tell the other processes (``Sessions``)."""
        key = await self.call(self.sessions.revoke, cookie)
        if key is not None:
            await self.pubsub.publish({"table": EVERY_TABLE, "kind": "logout", "session": key})

    async def changed(self, table_id: int, kind: str = "seats") -> None:
        """After a seat or status change (already announced to this process's cache)."""
        await self.pubsub.publish({"table": table_id, "kind": kind})
        if self.config.run_bots:
            self.bots.kick(table_id)

    def _resync(self) -> None:
        """Cross-process messages are back after an outage: what was announced meanwhile
        is lost, so cached rows are re-read and bot tables looked at again."""
        self.tables.forget_all_meta()
        self.sessions.forget_all()
        if self.config.run_bots:
            asyncio.get_running_loop().create_task(self._kick_all_bots())

    async def _kick_all_bots(self) -> None:
        in_play = functools.partial(self.storage.tables_in_play, with_bots=True)
        try:
            for t in await asyncio.get_running_loop().run_in_executor(None, in_play):
                self.bots.kick(t.id)
        except Exception:
            log.exception("waking bots after a resync failed")

    def _announced(self, msg: Message) -> None:
        """A table message from another process: drop what the cache holds of that table's
        row, and let a seat that may now be a bot's move (``changed`` did both here)."""
        if msg.get("from") == self.pubsub.origin:
            return
        if msg.get("kind") == "logout":
            self.sessions.revoked(str(msg.get("session")))
            return
        self.tables.on_message(msg)
        if msg.get("kind") in ("seats", "status") and self.config.run_bots:
            self.bots.kick(int(msg["table"]))

    async def sweep(self, now: float | None = None) -> None:
        """The server's own rounds: turn-based seats past their deadline go to bots, and bot
        seats that have waited a whole sweep interval (a lost kick, a crashed process) are
        started again. Tables thus go on with nobody looking at them."""
        now = time.time() if now is None else now
        loop = asyncio.get_running_loop()
        for table_id in await loop.run_in_executor(None, self.lobby.expire_seats, now):
            await self.changed(table_id)
        if self.config.run_bots:
            quiet = functools.partial(self.storage.tables_in_play, with_bots=True,
                                      quiet_since=now - self.config.sweep_interval)
            for t in await loop.run_in_executor(None, quiet):
                if any(s.kind == "bot" and s.seat in t.active for s in t.seats):
                    self.bots.kick(t.id)

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(self.config.sweep_interval)
            try:
                await self.sweep()
            except Exception:  # storage down, say: try again next round
                log.exception("sweep failed")
