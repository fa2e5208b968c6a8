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
    (``to_json``, ``copy``, ``pickle``, ``dataclasses.replace``, frozen): those read or set
    ``text`` through the property. Build one with ``lazy_event``, ``lazy_log`` or a
    ``lazy_kinds`` constructor; the values it formats must not change afterwards.
    """

    __slots__ = ("_fmt", "_text")
    _fmt: Callable[..., tuple[str, str]] | None
    """The formatter while the text is unwritten; None once it is written (or was given)."""
    _text: Any
    """While ``_fmt`` is set its ``args`` (None: seat and data), then the text (one slot for
    both keeps creation cheap)."""

    @property
    def text(self) -> dict[str, str] | None:
        fmt = self._fmt
        if fmt is None:
            t: dict[str, str] | None = self._text
            return t
        args = self._text
        en, ja = fmt(self.seat, self.data) if args is None else fmt(*args)
        t = {"en": en, "ja": ja}
        object.__setattr__(self, "_text", t)
        object.__setattr__(self, "_fmt", None)
        return t

    @text.setter
    def text(self, value: dict[str, str] | None) -> None:
        # reached only through object.__setattr__ (the dataclass __init__, copy, pickle,
        # dataclasses.replace): ordinary assignment still raises FrozenInstanceError
        object.__setattr__(self, "_text", value)
        object.__setattr__(self, "_fmt", None)


_new = object.__new__
# A new lazy event's fields are set through their slots' own setters (each member descriptor's
# ``__set__``): what ``object.__setattr__(e, name, value)`` calls in the end, without looking the
# name up first. Like it they bypass the frozen dataclass's ``__setattr__``. Creating an event
# costs about a quarter less, and engines create one for nearly every move.
_set_kind = Event.__dict__["kind"].__set__
_set_data = Event.__dict__["data"].__set__
_set_seat = Event.__dict__["seat"].__set__
_set_visible_to = Event.__dict__["visible_to"].__set__
_set_fmt = LazyEvent.__dict__["_fmt"].__set__
_set_text = LazyEvent.__dict__["_text"].__set__


def _make(kind: str, data: Json, seat: Seat | None, visible_to: frozenset[Seat] | None,
          fmt: Callable[..., tuple[str, str]], args: tuple[Any, ...] | None) -> Event:
    e = _new(LazyEvent)
    _set_kind(e, kind)
    _set_data(e, data)
    _set_seat(e, seat)
    _set_visible_to(e, visible_to)
    _set_fmt(e, fmt)
    _set_text(e, args)
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
    """A constructor ``ev(kind, seat=None, visible_to=None, **data)`` of lazy events whose text is
    ``texts[kind](seat, data)``, for a game whose log lines follow from their kind, seat and data.

    The cheapest lazy event to create: nothing is allocated but the event and its data (an
    engine that logs every decision in random playouts feels each extra object).

    >>> def pay(seat, d):
    ...     return f"{seat_name(seat)} pays {d['n']}.", f"{seat_name(seat, 'ja')}は{d['n']}を払う。"
    >>> ev = lazy_kinds({"pay": pay})
    >>> ev("pay", 0, n=3).text
    {'en': 'Seat 1 pays 3.', 'ja': '席1は3を払う。'}
    """
    def ev(kind: str, seat: Seat | None = None, visible_to: frozenset[Seat] | None = None, **data: Any) -> Event:
        # _make written out: no second call on the hot path
        e = _new(LazyEvent)
        _set_kind(e, kind)
        _set_data(e, data)
        _set_seat(e, seat)
        _set_visible_to(e, visible_to)
        _set_fmt(e, texts[kind])
        _set_text(e, None)
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
