"""The server's garbage collector on the event loop (collector.py): it frees cycles,
young and old, while Python's own collector is held back, which still collects when the loop
is blocked; it hands back to Python's own thresholds on stop."""

from __future__ import annotations

import asyncio
import gc
import weakref

from eurogames.server.collector import BACKSTOP, Collector


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
            assert gc.isenabled() and gc.get_threshold() == BACKSTOP
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
        assert gc.isenabled() and gc.get_threshold() == before

    before = gc.get_threshold()
    asyncio.run(main())


def test_an_app_built_by_a_test_keeps_pythons_collector() -> None:
    from eg_server_helpers import make_config

    assert make_config("sqlite://").gc_on_loop is False


def test_cycles_are_still_freed_while_the_loop_is_blocked() -> None:
    """The loop's walks stop while it is blocked; Python's held-back collector frees the cycles
    a busy blocked server keeps making (before: the automatic collector was off, so they piled up
    until the loop ran again)."""
    async def main() -> None:
        collector = Collector(young=0.002, middle=0.02, full=60.0)
        collector.start()
        try:
            await asyncio.sleep(0.01)
            first = Node()
            ref = weakref.ref(first)
            del first
            keep = [[] for _ in range(BACKSTOP[0] + 10_000)]  # allocations, the loop never yields
            assert ref() is None, "a blocked loop left the cycle uncollected"
            del keep
        finally:
            await collector.stop()

    asyncio.run(main())
