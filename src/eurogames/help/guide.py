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


def suggestion(step: dict[str, Any], legal: list[str], types: list[str]) -> str | None:
    """The move a step suggests among the legal notations (``types[i]`` is legal[i]'s type):
    the first of ``prefer`` that is legal, else the first legal move of the step's type
    (the web guide, help/learn.js ``choose``, does the same)."""
    for n in step.get("prefer", []):
        if n in legal:
            return str(n)
    for n, t in zip(legal, types):
        if t == step["type"]:
            return n
    return None


def walk(game: str, kind: str | None = None, steps: int | None = None) -> list[str]:
    """Play the guided opening as the server would (seat 0 follows the script, the other seats
    are ``kind`` bots seeded like the server's bot runner) and return the suggested moves
    until the script ends or leaves the game's path (fewer moves than steps then).
    """
    import eurogames
    from eurogames.bots import decide, make_bot

    g = script(game)
    kind = kind or bot_kind()
    G = eurogames.load(game)
    players = int(g.get("players", 2))
    seed = int(g["seed"])
    st = G.new(players, seed, G.resolve_options(players, dict(g.get("options", {}))))
    todo = list(g["steps"])[: steps if steps is not None else None]
    out: list[str] = []
    while todo and not st.is_over():
        active = st.active_players()
        if 0 in active:
            legal = list(st.legal_actions(0))
            pick = suggestion(todo[0], [a.notation() for a in legal], [a.type for a in legal])
            if pick is None:
                break
            out.append(pick)
            st.apply(0, pick)
            todo.pop(0)
        else:
            seat = active[0]
            bseed = (seed * 1_000_003 + st.move_number * 131 + seat) & ((1 << 62) - 1)
            st.apply(seat, decide(make_bot(kind, bseed), st, seat))
    return out
