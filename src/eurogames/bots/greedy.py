"""The greedy bot: one-step lookahead on the game's evaluation.

``greedy`` is the named baseline (the game's baseline heuristic); the ``medium`` level is the
same bot on the game's current heuristic.
"""

from __future__ import annotations

from ..core import Action, State
from ..core.types import Seat
from .base import Bot, heuristic_of


def one_step_values(state: State, seat: Seat, legal: tuple[Action, ...], baseline: bool = False) -> list[float]:
    """``seat``'s evaluation of the state after each of ``legal``."""
    heuristic = heuristic_of(state.game, baseline)
    out = []
    for a in legal:
        s2 = state.clone()
        s2.apply(seat, a)
        out.append(heuristic(s2, seat))
    return out


class GreedyBot(Bot):
    name = "greedy"

    def __init__(self, seed: int = 0, baseline: bool = True) -> None:
        super().__init__(seed)
        self.baseline = baseline

    def choose(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        values = one_step_values(state, seat, legal, self.baseline)
        best_v = max(values)
        best = [a for a, v in zip(legal, values, strict=True) if v >= best_v - 1e-9]
        return best[self.rng.below(len(best))]
