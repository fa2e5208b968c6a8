"""The cyclic garbage collector, run from the event loop in small, regular steps.

Python starts a young collection when allocations outnumber deallocations by a threshold.
A server in steady state frees about as much as it allocates (each move replaces its
table's state, each message its buffers), so that count barely grows while the objects
that survive pile up in the youngest generation: collections come seldom and each walks
all of them at once. At 2,000 live tables (``benchmarks/load_table.py``) that gave young
pauses of up to 38 ms of CPU and middle-generation pauses of 305 ms, during which no move
was answered. Here the automatic collector is held back and the event loop collects on a clock
instead: the young generation every ``young`` seconds, the middle one every ``middle``,
everything every ``full``. Each walk then holds only what survived a short interval, so
the pauses are short; the work per surviving object is the same. A collection runs
between two callbacks of the loop, never in the middle of a request.

The middle walk costs about 45 ms of CPU per second of survivors at 2,000 tables (measured:
up to 57 ms every 0.5 s), hence every 0.1 s. A full collection walks every live object
(0.4 s of CPU at 1,000 tables, 0.7-1.2 s at 2,000): it is the one long pause left, every
``full`` seconds (half an hour: about as seldom as Python's own thresholds would here, by an estimate,
while cyclic garbage that outlived the middle walks waits that long to be freed).

Python's own collector is not switched off but held back (``BACKSTOP``): while the loop
runs, its young walks every ``young`` seconds keep the allocation count far below that
threshold, so Python never collects by itself; should the loop be blocked while worker
threads keep allocating (a slow storage call, a stuck handler), Python collects again once
``BACKSTOP`` objects have piled up, instead of letting cyclic garbage grow without bound.

Nothing is frozen past start-up (``main.tune_gc``): a table and its sockets live minutes (a
game of The Castles of Burgundy about 20), so nearly all that a periodic ``gc.freeze()``
would take out of the walks is gone by the next ``full``, and its cyclic garbage would wait
for an ``unfreeze``: the same as a longer ``full``, no walk made cheaper. What the full
walk costs is the objects the collector tracks: about 270 per open table socket (the ASGI
stack's coroutines, cells, queues) and 214 per cached table in mid-game
(``benchmarks/results/server-load-2026-11-29b.md``).

Only the server process turns this on (``Config.gc_on_loop``): a test or a script that
builds the app keeps Python's own collector.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc

BACKSTOP = (50_000, 1_000, 1_000)
"""Python's collector thresholds while the loop collects: a young collection only after
50,000 net allocations without a walk from the loop (about 0.2-1 s of a busy server's work;
a young walk from the loop resets the count every ``young`` seconds), older ones far later."""


class Collector:
    def __init__(self, young: float = 0.02, middle: float = 0.1, full: float = 1800.0) -> None:
        """Collect the young generation every ``young`` seconds, the middle one every
        ``middle`` seconds and everything every ``full`` seconds."""
        self.young, self.middle, self.full = young, middle, full
        self._task: asyncio.Task[None] | None = None
        self._thresholds: tuple[int, int, int] | None = None

    def start(self) -> None:
        """Hold the automatic collector back (``BACKSTOP``) and collect from the running loop."""
        if self._task is None:
            self._thresholds = gc.get_threshold()
            gc.set_threshold(*BACKSTOP)
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        """Stop collecting from the loop; Python's own thresholds are back."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        next_middle = loop.time() + self.middle
        next_full = loop.time() + self.full
        while True:
            await asyncio.sleep(self.young)
            now = loop.time()
            if now >= next_full:
                gc.collect(2)
                next_full, next_middle = now + self.full, now + self.middle
            elif now >= next_middle:
                gc.collect(1)
                next_middle = now + self.middle
            else:
                gc.collect(0)
