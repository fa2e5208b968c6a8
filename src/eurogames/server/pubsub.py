"""Table updates between connections: in-process, or across processes over Redis.

A message is a small dict ``{"table": id, "kind": "move" | "seats" | "status" | "resync",
"move_number": n, "from": origin}`` (``resync``: this process lost messages and every
subscriber reloads from storage); receivers reload what they need from storage, so
nothing secret travels through the broker. ``from`` names the publishing process, which
has already brought its own cache up to date. ``{"table": EVERY_TABLE, "kind": "logout",
"session": key}`` (a digest of the session id) only goes to ``on_message``: no socket
hears it. ``{"table": id, "kind": "bot", "bot": {"seat", "level", "move_number", "seconds", "full", "busy"}}``
says a seat's bot started thinking (``services/bots.py``): sockets pass it on as it is, the
lobby ignores it (``LOBBY_IGNORES``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections.abc import Callable
from typing import Any

log = logging.getLogger("eurogames.server")

Message = dict[str, Any]


EVERY_TABLE = 0
"""Subscribe to this key to hear every table's messages (the lobby; table ids start at 1)."""
HOOK_ONLY = frozenset({"logout"})
"""Kinds of message for the receiving processes' services, not for any subscriber."""
LOBBY_IGNORES = frozenset({"bot"})
"""Kinds of message that change nothing the lobby lists."""


class LocalPubSub:
    """Delivers to this process's subscribers only."""

    def __init__(self) -> None:
        self._subs: dict[int, dict[asyncio.Queue[Message], asyncio.AbstractEventLoop]] = {}
        self.on_resync: Callable[[], None] | None = None
        """Called when messages missed during an outage must be caught up from storage."""
        self.on_message: Callable[[Message], None] | None = None
        """Called once per message before delivery (the services drop stale caches)."""
        self.origin = secrets.token_hex(6)
        """This process, as named in the messages it publishes."""
        self.thinking: dict[int, Message] = {}
        """Table -> its latest ``bot`` notice, until any other message about that table (a
        move, seats, ...) arrives: a socket opened while a bot thinks is told at once. Every
        process hears every notice, so this holds wherever the bot runs; it holds at most one
        notice per table whose bot is thinking (a bot's move, or its fallback's, ends it)."""

    healthy = True
    """Whether every other process hears this one's messages (always, in one process)."""

    async def start(self) -> None:
        pass

    async def stop(self) -> None:
        pass

    def subscribe(self, table_id: int) -> asyncio.Queue[Message]:
        q: asyncio.Queue[Message] = asyncio.Queue()
        self._subs.setdefault(table_id, {})[q] = asyncio.get_running_loop()
        return q

    def unsubscribe(self, table_id: int, q: asyncio.Queue[Message]) -> None:
        subs = self._subs.get(table_id)
        if subs is not None:
            subs.pop(q, None)
            if not subs:
                del self._subs[table_id]

    def _deliver(self, msg: Message) -> None:
        if self.on_message is not None:
            try:
                self.on_message(msg)
            except Exception:  # a broken hook must not stop delivery
                log.exception("pub/sub hook failed")
        if msg.get("kind") in HOOK_ONLY:
            return
        table = int(msg["table"])
        if msg.get("kind") == "bot":
            self.thinking[table] = msg
        elif self.thinking:
            self.thinking.pop(table, None)
        # asyncio queues are not thread-safe: a subscriber on another event loop (or a
        # publisher in a worker thread) is reached through its own loop, else a wake-up
        # can be lost and that connection would never see the update.
        try:
            here: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            here = None
        subs = {**self._subs.get(table, {}), **self._subs.get(EVERY_TABLE, {})}
        for q, loop in list(subs.items()):
            if loop is here:
                q.put_nowait(msg)
            elif not loop.is_closed():
                loop.call_soon_threadsafe(q.put_nowait, msg)

    async def publish(self, msg: Message) -> None:
        self._deliver({**msg, "from": self.origin})


class RedisPubSub(LocalPubSub):
    """Publishes through Redis; one listener task per process delivers locally.

    Redis may go away. Then nothing here raises into the caller: a message is delivered to
    this process's subscribers at once and kept to be published again (``BACKLOG`` at
    most); ``healthy`` turns false, so the services re-read what they cache from storage
    instead of trusting it; the listener reconnects with back-off. Once it is subscribed
    again it sends the kept messages, then calls ``on_resync`` (the services forget their
    cached rows and wake bots) and tells every local subscriber to reload from storage:
    whatever was announced while it listened to nothing is caught up.
    """

    BACKLOG = 10_000
    PUBLISH_TIMEOUT = 2.0
    CONNECTIONS = 64
    """Redis connections per process at most; a publish waits for a free one (within
    ``PUBLISH_TIMEOUT``) rather than failing when many are under way at once."""

    def __init__(self, url: str, namespace: str = "") -> None:
        """``namespace`` separates deployments sharing one Redis (the database's name)."""
        super().__init__()
        self.CHANNEL = "eurogames:tables" + (f":{namespace}" if namespace else "")
        import redis.asyncio as aioredis
        self._redis = aioredis.Redis(connection_pool=aioredis.BlockingConnectionPool.from_url(
            url, max_connections=self.CONNECTIONS, timeout=None,
            socket_connect_timeout=self.PUBLISH_TIMEOUT))
        self._task: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()
        self._backlog: list[str] = []
        self.healthy = False
        """Subscribed, and no publish has failed since: caches may be trusted."""
        self.on_resync: Callable[[], None] | None = None
        """Called after a reconnection, before subscribers are told to reload."""

    async def start(self) -> None:
        self._task = asyncio.create_task(self._listen())
        try:
            await asyncio.wait_for(self._ready.wait(), 10)
        except TimeoutError:  # serve anyway, from storage, until Redis answers
            log.error("redis is not answering; serving without it until it does")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except asyncio.CancelledError:
                pass
            except Exception:
                log.exception("redis listener failed while stopping")
        await self._redis.aclose()

    async def _listen(self, first: bool = True) -> None:
        delay = 0.2
        while True:
            ps = self._redis.pubsub()
            try:
                await ps.subscribe(self.CHANNEL)
                await self._flush()
                if not first:
                    self._resync()
                first = False
                self.healthy = True
                self._ready.set()
                delay = 0.2
                async for item in ps.listen():
                    if item.get("type") != "message":
                        continue
                    try:
                        msg = json.loads(item["data"])
                    except (ValueError, TypeError):
                        continue
                    self._deliver(msg)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # noqa: BLE001 - any failure: reconnect
                if self.healthy:
                    log.error("redis connection lost (%s); caches off, reconnecting", e)
                self.healthy = False
                first = False
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)
            finally:
                with contextlib.suppress(Exception):
                    await ps.aclose()

    async def _flush(self) -> None:
        """Publish what could not be published while Redis was away (raises if it still is)."""
        while self._backlog:
            await asyncio.wait_for(self._redis.publish(self.CHANNEL, self._backlog[0]),
                                   self.PUBLISH_TIMEOUT)
            self._backlog.pop(0)

    def _listen_again(self) -> None:
        """A publish failed, perhaps while the listener is still subscribed (a timeout under
        load): start the listener over, so the kept messages go out as soon as Redis takes
        them and everyone catches up from storage, as after an outage. Else the listener,
        still connected, would never send them, and the other processes would not hear this
        one again."""
        if self._task is not None:
            self._task.cancel()
        self._task = asyncio.get_running_loop().create_task(self._listen(first=False))

    def _resync(self) -> None:
        log.info("redis is back: catching up from storage")
        if self.on_resync is not None:
            try:
                self.on_resync()
            except Exception:
                log.exception("pub/sub resync hook failed")
        self.thinking.clear()  # a move may have been missed: trust no notice heard before
        for table_id in list(self._subs):
            self._deliver({"table": table_id, "kind": "resync", "from": self.origin})

    async def publish(self, msg: Message) -> None:
        data = json.dumps({**msg, "from": self.origin})
        if self.healthy and not self._backlog:
            try:
                await asyncio.wait_for(self._redis.publish(self.CHANNEL, data),
                                       self.PUBLISH_TIMEOUT)
                return
            except Exception as e:  # noqa: BLE001 - the change is stored: never fail the caller for this
                log.error("redis publish failed (%s); delivering here, sending later", e)
                self.healthy = False
                self._listen_again()
        self._deliver({**msg, "from": self.origin})  # this process's own connections
        if len(self._backlog) < self.BACKLOG:
            self._backlog.append(data)
