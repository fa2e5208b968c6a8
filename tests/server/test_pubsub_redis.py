"""Cross-process messages over Redis (pubsub.py): a publish that fails while the listener
stays subscribed (a timeout, no free connection) is sent later and heard, and the process
trusts its caches again once it has caught up."""

from __future__ import annotations

import asyncio
import secrets

import pytest
from eg_server_helpers import REDIS_HOST, REDIS_PORT, port_open

from eurogames.server.pubsub import RedisPubSub

pytestmark = pytest.mark.redis


def test_a_failed_publish_is_sent_later_and_the_process_catches_up() -> None:
    if not port_open(REDIS_HOST, REDIS_PORT):
        pytest.skip("Redis is not running on 127.0.0.1:6379")
    url = f"redis://{REDIS_HOST}:{REDIS_PORT}/0"
    namespace = "test-" + secrets.token_hex(6)

    async def main() -> None:
        sender, hearer = RedisPubSub(url, namespace), RedisPubSub(url, namespace)
        resyncs: list[int] = []
        sender.on_resync = lambda: resyncs.append(1)
        await sender.start()
        await hearer.start()
        heard = hearer.subscribe(7)
        real = sender._redis.publish
        failures = [1]

        async def flaky(channel: str, data: str) -> int:
            if failures:
                failures.pop()
                raise TimeoutError("no free connection")
            return await real(channel, data)

        sender._redis.publish = flaky  # type: ignore[method-assign]
        try:
            await sender.publish({"table": 7, "kind": "move", "move_number": 3})
            assert not sender.healthy  # its caches are not trusted until it has caught up
            msg = await asyncio.wait_for(heard.get(), 20)
            assert (msg["table"], msg["kind"], msg["move_number"]) == (7, "move", 3)
            for _ in range(200):
                if sender.healthy:
                    break
                await asyncio.sleep(0.05)
            assert sender.healthy and resyncs == [1]
            await sender.publish({"table": 7, "kind": "move", "move_number": 4})  # as usual again
            msg = await asyncio.wait_for(heard.get(), 20)
            assert msg["move_number"] == 4
        finally:
            await sender.stop()
            await hearer.stop()

    asyncio.run(main())
