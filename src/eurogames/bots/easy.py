"""The easy level: a player who sees the good moves but not always the best one.

It values every legal action one step ahead with the game's heuristic, like the greedy bot,
then plays as a beginner does: some options go unnoticed (each is overlooked with
probability ``overlook``, never all of them), and among the rest it picks by a softmax over
the values with a ``temperature`` measured in the spread between the best and the worst
option: a move nearly as good as the best is chosen nearly as often, a poor one rarely. It
never plays uniformly at random.
"""

from __future__ import annotations

import math

from ..core import Action, State
from ..core.types import Seat
from .base import Bot
from .greedy import one_step_values


class EasyBot(Bot):
    name = "easy"

    def __init__(self, seed: int = 0, temperature: float = 0.25, overlook: float = 0.4) -> None:
        super().__init__(seed)
        self.temperature = temperature
        self.overlook = overlook

    def choose(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        values = one_step_values(state, seat, legal)
        rng = self.rng
        seen = [i for i in range(len(legal)) if rng.below(1000) >= self.overlook * 1000]
        if not seen:
            seen = [rng.below(len(legal))]
        return legal[seen[self.pick(values, seen)]]

    def pick(self, values: list[float], seen: list[int]) -> int:
        """An index into ``seen``, drawn by the softmax of the values it names."""
        vals = [values[i] for i in seen]
        top, spread = max(vals), max(values) - min(values)
        if spread <= 1e-9:
            return self.rng.below(len(seen))
        t = self.temperature * spread
        weights = [math.exp((v - top) / t) for v in vals]
        x = self.rng.below(1 << 30) / (1 << 30) * sum(weights)
        for k, w in enumerate(weights):
            x -= w
            if x < 0:
                return k
        return len(seen) - 1
