"""Shared game-log events: one object for an event that recurs unchanged.

The engine's log lines are core lazy events (``lazy_log``, ``lazy_event``): their text is
formatted only when read. Events that recur with the same content (a census, a tax, a food
payment) are built once here and the same object is logged each time.
"""

from __future__ import annotations

from typing import Any

from eurogames.core import Event, lazy_log
from eurogames.core.types import Seat

_SHARED: dict[tuple[Any, ...], Event] = {}


def shared(kind: str, en: str, ja: str, args: tuple[Any, ...], seat: Seat | None = None, **data: Any) -> Event:
    """``lazy_log(...)`` for a public event that recurs unchanged: built once, then the same object is returned.

    Events are immutable and nothing mutates their data, so sharing one is invisible; the key holds
    everything the event is made of (all values hashable).
    """
    key = (kind, en, args, seat, *data.items())
    e = _SHARED.get(key)
    if e is None:
        if len(_SHARED) > 50_000:
            _SHARED.clear()
        e = _SHARED[key] = lazy_log(kind, en, ja, args, seat, **data)
    return e
