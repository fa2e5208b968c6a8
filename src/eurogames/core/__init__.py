"""Game-agnostic core: the contract every game follows.

See ``shared/design.md`` ("The core contract"). Games import from here; the core
never imports a game.
"""

from __future__ import annotations

from .actions import Action, ActionCodec, interned
from .errors import (
    EurogamesError,
    GameOver,
    IllegalAction,
    InvalidNotation,
    InvariantError,
    NotYourTurn,
)
from .events import (
    Event,
    LazyEvent,
    fill,
    lazy_event,
    lazy_kinds,
    lazy_log,
    log,
    seat_name,
    visible_events,
)
from .game import Game, Option
from .record import GameRecord, ReplayError, replay, verify
from .rng import Chance, Rng, ScriptedChance
from .scoring import ScoreBreakdown, rank_by
from .state import State
from .types import Json, Seat

__all__ = [
    "Action",
    "ActionCodec",
    "Chance",
    "EurogamesError",
    "Event",
    "Game",
    "GameOver",
    "GameRecord",
    "IllegalAction",
    "InvalidNotation",
    "InvariantError",
    "Json",
    "LazyEvent",
    "NotYourTurn",
    "Option",
    "ReplayError",
    "Rng",
    "ScoreBreakdown",
    "ScriptedChance",
    "Seat",
    "State",
    "fill",
    "interned",
    "lazy_event",
    "lazy_kinds",
    "lazy_log",
    "log",
    "rank_by",
    "replay",
    "seat_name",
    "verify",
    "visible_events",
]
