"""The random bot and the random playout used by simulate, bench and tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core import Action, Chance, State
from ..core.errors import InvariantError
from ..core.types import Seat
from .base import Bot


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
    n = 0
    while not state.is_over():
        active = state.active_players()
        if not active:
            raise InvariantError(f"no active seat at move {state.move_number}, game not over")
        seat = active[rng.below(len(active))] if len(active) > 1 else active[0]
        legal = state.legal_actions(seat)
        if not legal:
            raise InvariantError(f"seat {seat} is active with no legal action at move {state.move_number}")
        action = legal[rng.below(len(legal))]
        state.apply(seat, action)
        n += 1
        if check:
            state.check_invariants()
        if on_step is not None:
            on_step(state, seat, action)
        if n > max_decisions:
            raise InvariantError(f"game did not end within {max_decisions} decisions")
    return n
