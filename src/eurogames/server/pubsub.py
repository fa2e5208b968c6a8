"""Table updates between connections: in-process, or across processes over Redis.

A message is a small dict ``{"table": id, "kind": "move" | "seats" | "status",
"move_number": n, "from": origin}``; receivers reload what they need from storage, so
nothing secret travels through the broker. ``from`` names the publishing process, which
has already brought its own cache up to date.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Callable
from typing import Any

log = logging.getLogger("eurogames.server")

Message = dict[str, Any]


EVERY_TABLE = 0
"""Subscribe to this key to hear every table's messages (the lobby; table ids start at 1)."""


class LocalPubSub:
    """Delivers to this process's subscribers only."""

    def __init__(self) -> None:
        self._subs: dict[int, dict[asyncio.Queue[Message], asyncio.AbstractEventLoop]] = {}
        self.on_message: Callable[[Message], None] | None = None
        """Called once per message before delivery (the services drop stale caches)."""
        self.origin = secrets.token_hex(6)
        """This process, as named in the messages it publishes."""

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
        # asyncio queues are not thread-safe: a subscriber on another event loop (or a
        # publisher in a worker thread) is reached through its own loop, else a wake-up
        # can be lost and that connection would never see the update.
        try:
            here: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            here = None
        subs = {**self._subs.get(int(msg["table"]), {}), **self._subs.get(EVERY_TABLE, {})}
        for q, loop in list(subs.items()):
            if loop is here:
                q.put_nowait(msg)
            elif not loop.is_closed():
                loop.call_soon_threadsafe(q.put_nowait, msg)

    async def publish(self, msg: Message) -> None:
        self._deliver({**msg, "from": self.origin})


class RedisPubSub(LocalPubSub):
    """Publishes through Redis; one listener task per process delivers locally."""

    def __init__(self, url: str, namespace: str = "") -> None:
        """``namespace`` separates deployments sharing one Redis (the database's name)."""
        super().__init__()
        self.CHANNEL = "eurogames:tables" + (f":{namespace}" if namespace else "")
        import redis.asyncio as aioredis
        self._redis = aioredis.from_url(url)
        self._task: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()

    async def start(self) -> None:
        self._task = asyncio.create_task(self._listen())
        await asyncio.wait_for(self._ready.wait(), 10)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):
                pass
        await self._redis.aclose()

    async def _listen(self) -> None:
        while True:
            try:
                ps = self._redis.pubsub()
                await ps.subscribe(self.CHANNEL)
                self._ready.set()
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
            except Exception:
                log.exception("redis listener failed; reconnecting")
                await asyncio.sleep(0.5)

    async def publish(self, msg: Message) -> None:
        await self._redis.publish(self.CHANNEL, json.dumps({**msg, "from": self.origin}))
