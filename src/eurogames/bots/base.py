"""The bot interface (catanatron's one method)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Action, Rng, State
from ..core.types import Seat


class Bot:
    name = "bot"
    needs_state = True
    """False for bots that only need the legal actions (no determinize needed)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, seat: Seat) -> Action:
        """Pick an action for ``seat`` on a determinized state."""
        raise NotImplementedError

    def choose_from(self, legal: Sequence[Action]) -> Action:
        raise NotImplementedError
