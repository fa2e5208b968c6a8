"""The guided first game: a fixed-seed, two-player table against an easy bot, and a short
scripted opening (``<game>.guide.json`` next to this module) that the web client walks the
player through before letting them play on alone.

A script is ``{"players": 2, "seed": n, "options": {}, "intro": {en, ja},
"steps": [{"notation": "...", "en": "...", "ja": "..."}], "outro": {en, ja}}``: step i is the
player's i-th decision; ``notation`` is the suggested action (legal in that position when
the bot answers as the script expects), the text says why a good player might take it.
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

from . import HelpError, games


@functools.lru_cache(maxsize=8)
def script(game: str) -> dict[str, Any]:
    """The guided opening of ``game``.

    :raises HelpError: no guide for that game.
    """
    if game not in games():
        raise HelpError(f"no guided game for {game!r}; games: {', '.join(games())}")
    path = resources.files(__name__.rpartition(".")[0]).joinpath(f"{game}.guide.json")
    if not path.is_file():
        raise HelpError(f"no guided game for {game!r}")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def bot_kind() -> str:
    """The bot of the guided game: ``easy`` when ``eurogames.bots`` knows it, else ``greedy``
    (decided at run time, so a newer bots package is picked up without a change here)."""
    from eurogames.bots import make_bot
    try:
        make_bot("easy", 0)
    except (ValueError, KeyError):
        return "greedy"
    return "easy"


__all__ = ["bot_kind", "script"]
