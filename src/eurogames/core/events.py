"""Events: what an applied action caused, for the game log and animations.

An event is public unless ``visible_to`` names the seats that may see it (a card
drawn into a hand). ``text`` holds the log line in English and Japanese; the
server sends each seat only the events it may see, through ``visible_events``.

Seats are indices ``0 .. players-1`` in data (``seat``, ``data``) but people read
them numbered from 1: log lines and terminal renders name a seat with ``seat_name``.
"""

from __future__ import annotations

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
