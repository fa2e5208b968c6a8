"""Table settings, chosen by the host when the table is created.

``{"undo": bool, "spectator_chat": bool, "rated": bool,
"clock": null | {"bank": seconds, "increment": seconds, "on_timeout": "bot" | "lose"}}``

``undo``: players may take back their own moves where the engine allows it (core/undo.py).
``spectator_chat``: spectators may write in the chat (otherwise they only read it).
``rated``: the result changes the players' ratings (services/ratings.py).
``clock``: live tables only: each player's time bank and the increment per move, and what
happens to a player out of time (services/clocks.py).
"""

from __future__ import annotations

from typing import Any

from ..errors import BadRequest

DEFAULTS: dict[str, Any] = {"undo": True, "spectator_chat": False, "rated": False, "clock": None}
CLOCK_BANK = (5.0, 4 * 3600.0)
"""The smallest and largest time bank (seconds)."""
CLOCK_INCREMENT = (0.0, 3600.0)


def settings_of(stored: dict[str, Any] | None) -> dict[str, Any]:
    """The stored settings with the defaults filled in (tables made before settings existed)."""
    out = dict(DEFAULTS)
    out.update(stored or {})
    return out


def resolve_settings(raw: Any, mode: str) -> dict[str, Any]:
    """Check the host's settings; a clear error for anything wrong."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise BadRequest("\"settings\" is an object such as {\"undo\": true}.")
    unknown = sorted(set(raw) - set(DEFAULTS))
    if unknown:
        raise BadRequest(f"Unknown table setting {unknown[0]!r}: the settings are "
                         f"{', '.join(DEFAULTS)}.")
    out = dict(DEFAULTS)
    for key in ("undo", "spectator_chat", "rated"):
        if key in raw:
            if not isinstance(raw[key], bool):
                raise BadRequest(f"The setting {key!r} is true or false.")
            out[key] = raw[key]
    clock = raw.get("clock")
    if clock is not None:
        if mode != "live":
            raise BadRequest("A clock is for live tables; turn-based tables have a deadline per move.")
        if not isinstance(clock, dict):
            raise BadRequest("\"clock\" is {\"bank\": seconds, \"increment\": seconds, "
                             "\"on_timeout\": \"bot\" or \"lose\"}.")
        bank, inc = clock.get("bank", 600), clock.get("increment", 10)
        for name, v, (lo, hi) in (("bank", bank, CLOCK_BANK), ("increment", inc, CLOCK_INCREMENT)):
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not lo <= v <= hi:
                raise BadRequest(f"The clock's {name} is a number of seconds from {lo:g} to {hi:g}.")
        on_timeout = clock.get("on_timeout", "bot")
        if on_timeout not in ("bot", "lose"):
            raise BadRequest("The clock's \"on_timeout\" is \"bot\" or \"lose\".")
        out["clock"] = {"bank": float(bank), "increment": float(inc), "on_timeout": on_timeout}
    return out


DEADLINES = {"live": 180.0, "turn": 3 * 24 * 3600.0}
"""Seconds a seat to move may stay silent, per mode (the server's configuration sets them:
``configure_deadlines``); past it the host, or the sweep, hands the seat to a bot."""


def configure_deadlines(live_timeout: float, turn_timeout: float) -> None:
    DEADLINES["live"], DEADLINES["turn"] = live_timeout, turn_timeout


def deadline_of(t: Any) -> float | None:
    """A turn-based table's deadline for the seats to move (the lobby and the seats show it)."""
    if t.status != "playing" or t.mode != "turn":
        return None
    return t.updated_at + DEADLINES["turn"]
