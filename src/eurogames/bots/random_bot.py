"""The random bot and the random playout used by simulate, bench and tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core import Action, Chance, State
from ..core.types import Seat
from .base import Bot
from .playout import RANDOM, playout


class RandomBot(Bot):
    name = "random"
    needs_state = False

    def choose(self, state: State, seat: Seat) -> Action:
        return self.choose_from(state.legal_actions(seat))

    def choose_from(self, legal: Sequence[Action]) -> Action:
        return legal[self.rng.below(len(legal))]


def random_playout(state: State, rng: Chance, *, check: bool = False, max_decisions: int = 200_000,
                   on_step: Callable[[State, Seat, Action], None] | None = None) -> int:
    """Play uniformly random legal actions to the end; returns the number of decisions.

    Among several active seats (simultaneous decisions) one is picked at random.

    Raises:
        InvariantError: with ``check``, when an invariant breaks, or when an active
            seat has no legal action, or the game does not end.
    """
    return playout(state, rng, RANDOM, check=check, max_decisions=max_decisions, on_step=on_step)
