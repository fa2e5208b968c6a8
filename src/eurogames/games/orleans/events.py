"""Game-log events whose English/Japanese text is formatted only when read.

Random playouts log ~230 events per game but nobody reads their text; formatting two
sentences for each was a large share of the engine's time. ``lazy()`` builds a core ``Event``
whose ``data`` holds the plain values at once and whose ``text`` is formatted on first access
(then cached) from templates and the values captured when the event happened. To everything
else it is an ordinary ``Event`` with the same content as ``core.log`` would have built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eurogames.core import Event
from eurogames.core.types import Seat


class LazyEvent(Event):
    """An ``Event`` whose text is formatted when first read."""

    __slots__ = ("_fmt", "_text")
    _text: dict[str, str] | None
    _fmt: Any

    @property
    def text(self) -> dict[str, str]:
        t: dict[str, str] | None = self._text
        if t is None:
            f = self._fmt
            if len(f) == 3:
                en_t, ja_t, args = f
                en, ja = en_t.format(*args), ja_t.format(*args)
            else:
                en, ja = f[0](*f[1])
            t = {"en": en, "ja": ja}
            object.__setattr__(self, "_text", t)
        return t

    @text.setter
    def text(self, value: dict[str, str] | None) -> None:
        # only reached through object.__setattr__ (dataclass __init__, copy, pickle, replace)
        object.__setattr__(self, "_text", value)
        object.__setattr__(self, "_fmt", ())


_new = object.__new__
_set = object.__setattr__


def lazy(kind: str, en: str, ja: str, args: tuple[Any, ...], seat: Seat | None = None, *,
         visible_to: frozenset[Seat] | None = None, **data: Any) -> Event:
    """Like ``core.log(kind, en.format(*args), ja.format(*args), seat, ...)``, formatted when read."""
    e = _new(LazyEvent)
    _set(e, "kind", kind)
    _set(e, "data", data)
    _set(e, "seat", seat)
    _set(e, "visible_to", visible_to)
    _set(e, "_text", None)
    _set(e, "_fmt", (en, ja, args))
    return e


def lazy_fn(kind: str, fn: Callable[..., tuple[str, str]], args: tuple[Any, ...], seat: Seat | None = None, *,
            visible_to: frozenset[Seat] | None = None, **data: Any) -> Event:
    """Like ``core.log(kind, *fn(*args), seat, ...)``, with ``fn`` called when the text is read."""
    e = _new(LazyEvent)
    _set(e, "kind", kind)
    _set(e, "data", data)
    _set(e, "seat", seat)
    _set(e, "visible_to", visible_to)
    _set(e, "_text", None)
    _set(e, "_fmt", (fn, args))
    return e


_SHARED: dict[tuple[Any, ...], Event] = {}


def shared(kind: str, en: str, ja: str, args: tuple[Any, ...], seat: Seat | None = None, **data: Any) -> Event:
    """``lazy(...)`` for a public event that recurs unchanged: built once, then the same object is returned.

    Events are immutable and nothing mutates their data, so sharing one is invisible; the key holds
    everything the event is made of (all values hashable).
    """
    key = (kind, en, args, seat, *data.items())
    e = _SHARED.get(key)
    if e is None:
        if len(_SHARED) > 50_000:
            _SHARED.clear()
        e = _SHARED[key] = lazy(kind, en, ja, args, seat, **data)
    return e
