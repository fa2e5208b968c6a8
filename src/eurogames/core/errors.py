"""The error types of the engines.

``IllegalAction`` is the one error a player ever sees from an engine: notation that
does not parse, an action that is not legal now, a seat that may not act. Its
message names the action in notation and the reason, never hidden information.
Bad set-up (wrong player count, unknown option) raises ``ValueError`` at ``new()``.
"""

from __future__ import annotations


class EurogamesError(Exception):
    """Base class of every error raised on purpose by eurogames."""


class IllegalAction(EurogamesError, ValueError):
    """An action that cannot be applied now; the state is unchanged.

    Args:
        message: a sentence a player understands.
        rule: an optional rules-reference section, such as ``"§6.3"``.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message


class InvalidNotation(IllegalAction):
    """Text or JSON that does not describe any action of the game."""


class NotYourTurn(IllegalAction):
    """The seat is not one of the active seats."""


class GameOver(IllegalAction):
    """The game has ended; no action can be applied."""


class InvariantError(EurogamesError, AssertionError):
    """A game broke one of its own invariants: always a bug in the engine."""
