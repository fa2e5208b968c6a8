"""Events: what an applied action caused, for the game log and animations.

An event is public unless ``visible_to`` names the seats that may see it (a card
drawn into a hand). ``text`` holds the log line in English and Japanese; the
server sends each seat only the events it may see, through ``visible_events``.

Seats are indices ``0 .. players-1`` in data (``seat``, ``data``) but people read
them numbered from 1: log lines and terminal renders name a seat with ``seat_name``.

Engines log far more events than anyone reads (random playouts, search), and writing two
sentences for each can cost more than the move itself. ``lazy_event``, ``lazy_log`` and
``lazy_kinds`` build an event whose ``data`` is set at once and whose ``text`` is formatted
on first read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .types import Json, Seat


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    """A stable tag, e.g. ``"take_tile"``."""
    data: Json = field(default_factory=dict)
    """JSON-ready details."""
    seat: Seat | None = None
    """The seat that caused it, if any."""
    visible_to: frozenset[Seat] | None = None
    """None: everyone; otherwise only these seats."""
    text: dict[str, str] | None = None
    """Log line: ``{"en": ..., "ja": ...}``."""

    def can_see(self, seat: Seat | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_json(self) -> Json:
        out: Json = {"kind": self.kind, "data": self.data}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.text:
            out["text"] = self.text
        return out


def visible_events(events: list[Event], seat: Seat | None) -> list[Json]:
    """The events ``seat`` may see, as JSON (None = spectator)."""
    return [e.to_json() for e in events if e.can_see(seat)]


def seat_name(seat: Seat, lang: str = "en") -> str:
    """A seat as people read it, numbered from 1: "Seat 1" / "席1" for index 0.

    >>> seat_name(0), seat_name(2, "ja")
    ('Seat 1', '席3')
    """
    return f"席{seat + 1}" if lang == "ja" else f"Seat {seat + 1}"


def log(kind: str, en: str, ja: str, seat: Seat | None = None, *,
        visible_to: frozenset[Seat] | None = None, **data: Any) -> Event:
    """Shorthand for a log event with both languages."""
    return Event(kind, data, seat, visible_to, {"en": en, "ja": ja})


class LazyEvent(Event):
    """An ``Event`` whose ``text`` is written by a formatter on first read, then kept.

    The formatter returns ``(en, ja)``: ``fmt(*args)``, or ``fmt(seat, data)`` (the event's own
    fields) when ``args`` is None (``lazy_kinds``). To everything else it is an ordinary ``Event``
    (``to_json``, ``copy``, ``pickle``, ``dataclasses.replace``, frozen): those read or set its
    fields through properties. Build one with ``lazy_event``, ``lazy_log`` or a ``lazy_kinds``
    constructor; the values it formats must not change afterwards.
    """

    # Every field lives in one slot, ``_fields``: ``(kind, data, seat, visible_to, fmt, text)``,
    # with ``fmt`` the formatter while the text is unwritten (``text`` then holds its ``args``,
    # None: seat and data) and None once it is written or was given. Engines create an event for
    # nearly every move and few are ever read: one slot is set with one call, where six slots
    # took six (creating an event cost 7,500 instructions, now 4,300). Reading a field is a
    # property call instead of a slot read.
    __slots__ = ("_fields",)
    _fields: tuple[Any, ...]

    # The setters are reached only through object.__setattr__ (the dataclass __init__, copy,
    # pickle, dataclasses.replace): ordinary assignment still raises FrozenInstanceError.

    @property
    def kind(self) -> str:
        k: str = self._fields[0]
        return k

    @kind.setter
    def kind(self, value: str) -> None:
        self._set(0, value)

    @property
    def data(self) -> Json:
        d: Json = self._fields[1]
        return d

    @data.setter
    def data(self, value: Json) -> None:
        self._set(1, value)

    @property
    def seat(self) -> Seat | None:
        s: Seat | None = self._fields[2]
        return s

    @seat.setter
    def seat(self, value: Seat | None) -> None:
        self._set(2, value)

    @property
    def visible_to(self) -> frozenset[Seat] | None:
        v: frozenset[Seat] | None = self._fields[3]
        return v

    @visible_to.setter
    def visible_to(self, value: frozenset[Seat] | None) -> None:
        self._set(3, value)

    @property
    def text(self) -> dict[str, str] | None:
        f = self._fields
        fmt = f[4]
        if fmt is None:
            t: dict[str, str] | None = f[5]
            return t
        args = f[5]
        en, ja = fmt(f[2], f[1]) if args is None else fmt(*args)
        t = {"en": en, "ja": ja}
        _set_fields(self, (*f[:4], None, t))
        return t

    @text.setter
    def text(self, value: dict[str, str] | None) -> None:
        f = getattr(self, "_fields", _BLANK)
        _set_fields(self, (*f[:4], None, value))

    def _set(self, i: int, value: Any) -> None:
        f = getattr(self, "_fields", _BLANK)
        _set_fields(self, (*f[:i], value, *f[i + 1:]))


_BLANK: tuple[Any, ...] = ("", None, None, None, None, None)
_new = object.__new__
_set_fields = LazyEvent.__dict__["_fields"].__set__


def _make(kind: str, data: Json, seat: Seat | None, visible_to: frozenset[Seat] | None,
          fmt: Callable[..., tuple[str, str]], args: tuple[Any, ...] | None) -> Event:
    e = _new(LazyEvent)
    _set_fields(e, (kind, data, seat, visible_to, fmt, args))
    return e


def lazy_event(kind: str, fmt: Callable[..., tuple[str, str]], args: tuple[Any, ...], seat: Seat | None = None, *,
               visible_to: frozenset[Seat] | None = None, **data: Any) -> Event:
    """``log(kind, *fmt(*args), seat, ...)`` with ``fmt`` called when the text is first read.

    Creation only stores its arguments (no formatting, no copies).
    """
    return _make(kind, data, seat, visible_to, fmt, args)


Formatter = Callable[[Seat | None, Json], tuple[str, str]]
"""Writes an event's ``(en, ja)`` text from its seat and data."""


def lazy_kinds(texts: Mapping[str, Formatter]) -> Callable[..., Event]:
    """A constructor ``ev(kind, seat=None, data=None, visible_to=None)`` of lazy events whose text
    is ``texts[kind](seat, data)``, for a game whose log lines follow from their kind, seat and
    data (``data``: the event's own dict, ``{}`` when None).

    The cheapest lazy event to create: nothing is allocated but the event and its data (an
    engine that logs every decision in random playouts feels each extra object). The data
    come as a dict, not as keywords: a call with keywords cost half the event.

    >>> def pay(seat, d):
    ...     return f"{seat_name(seat)} pays {d['n']}.", f"{seat_name(seat, 'ja')}は{d['n']}を払う。"
    >>> ev = lazy_kinds({"pay": pay})
    >>> ev("pay", 0, {"n": 3}).text
    {'en': 'Seat 1 pays 3.', 'ja': '席1は3を払う。'}
    """
    def ev(kind: str, seat: Seat | None = None, data: Json | None = None,
           visible_to: frozenset[Seat] | None = None) -> Event:
        # _make written out: no second call on the hot path
        e = _new(LazyEvent)
        _set_fields(e, (kind, {} if data is None else data, seat, visible_to, texts[kind], None))
        return e
    return ev


def fill(en: str, ja: str, args: tuple[Any, ...] = (), seat: Seat | None = None) -> tuple[str, str]:
    """Both templates formatted with ``args``; ``{seat}`` names ``seat`` in each language.

    >>> fill("{seat} pays {0}.", "{seat}は{0}を払う。", (3,), 0)
    ('Seat 1 pays 3.', '席1は3を払う。')
    """
    if seat is None:
        return en.format(*args), ja.format(*args)
    return en.format(*args, seat=seat_name(seat)), ja.format(*args, seat=seat_name(seat, "ja"))


def lazy_log(kind: str, en: str, ja: str, args: tuple[Any, ...] = (), seat: Seat | None = None, *,
             visible_to: frozenset[Seat] | None = None, **data: Any) -> Event:
    """``log(kind, *fill(en, ja, args, seat), seat, ...)``, formatted when the text is first read.

    >>> e = lazy_log("pay", "{seat} pays {0}.", "{seat}は{0}を払う。", (3,), 1, coins=3)
    >>> e.text["en"], e.data
    ('Seat 2 pays 3.', {'coins': 3})
    """
    return _make(kind, data, seat, visible_to, fill, (en, ja, args, seat))
