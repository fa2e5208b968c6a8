"""eurogames: engines, bots and an online table for five modern Euro games.

>>> import eurogames
>>> "castles_of_burgundy" in eurogames.GAME_NAMES
True

``eurogames.games()`` lists the games installed; ``eurogames.load(name)`` returns
the ``Game``, whose ``new(players, seed, options)`` starts a ``State``.
``eurogames.compiled()`` says whether the game engines are the compiled build (README).
"""

from __future__ import annotations

import importlib
import importlib.util

from ._build import StaleBuild, build_mode, check_fresh, compiled

check_fresh()   # before any game module is imported: see _build (issue 16)

from .core import (
    Action,
    Game,
    GameRecord,
    IllegalAction,
    InvalidNotation,
    Rng,
    ScoreBreakdown,
    State,
    replay,
)

__version__ = "0.1.0"

GAME_NAMES: tuple[str, ...] = (
    "castles_of_burgundy",
    "burgundy_card_game",
    "orleans",
    "white_castle",
    "keyflower",
)

_extra: dict[str, Game] = {}
_loaded: dict[str, Game] = {}


def register(game: Game) -> None:
    """Register a game object under its name (plugins and tests)."""
    _extra[game.name] = game


def available_games() -> list[str]:
    """Names of the games available in this installation (also ``eurogames.games()``)."""
    names = [n for n in GAME_NAMES
             if importlib.util.find_spec(f"eurogames.games.{n}") is not None]
    return names + sorted(n for n in _extra if n not in names)


def load(name: str) -> Game:
    """The ``Game`` called ``name``.

    Raises:
        KeyError: no such game.
    """
    if name in _extra:
        return _extra[name]
    if name in _loaded:
        return _loaded[name]
    if name not in GAME_NAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(available_games())}")
    try:
        module = importlib.import_module(f"eurogames.games.{name}")
    except ModuleNotFoundError as e:
        if e.name == f"eurogames.games.{name}":
            raise KeyError(f"game {name!r} is not available yet") from None
        raise
    game: Game = module.GAME
    _loaded[name] = game
    return game


from . import games

__all__ = [
    "GAME_NAMES",
    "Action",
    "Game",
    "GameRecord",
    "IllegalAction",
    "InvalidNotation",
    "Rng",
    "ScoreBreakdown",
    "StaleBuild",
    "State",
    "available_games",
    "build_mode",
    "compiled",
    "games",
    "load",
    "register",
    "replay",
]
