"""The server's garbage collector on the event loop (collector.py): it frees cycles,
young and old, while Python's own collector is off, and hands back to it on stop."""

from __future__ import annotations

import asyncio
import gc
import weakref

from eurogames.server.collector import Collector


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only a collection frees it


async def _freed(ref: weakref.ref[Node]) -> bool:
    for _ in range(400):
        if ref() is None:
            return True
        await asyncio.sleep(0.005)
    return False


def test_the_loop_collects_young_and_old_cycles_then_hands_back() -> None:
    async def main() -> None:
        collector = Collector(young=0.002, middle=0.02, full=0.1)
        collector.start()
        try:
            assert not gc.isenabled()
            young = Node()
            ref = weakref.ref(young)
            del young
            assert await _freed(ref)

            old = Node()  # promoted to the oldest generation before it becomes garbage
            gc.collect(1)
            ref = weakref.ref(old)
            del old
            assert await _freed(ref)
        finally:
            await collector.stop()
        assert gc.isenabled()

    was = gc.isenabled()
    try:
        asyncio.run(main())
    finally:
        gc.enable() if was else gc.disable()


def test_an_app_built_by_a_test_keeps_pythons_collector() -> None:
    from eg_server_helpers import make_config

    assert make_config("sqlite://").gc_on_loop is False
