"""The greedy bot: one-step lookahead on the game's scoring heuristic."""

from __future__ import annotations

from ..core import Action, State
from ..core.types import Seat
from .base import Bot


class GreedyBot(Bot):
    name = "greedy"

    def choose(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        heuristic = state.game.heuristic
        best: list[Action] = []
        best_v = float("-inf")
        for a in legal:
            s2 = state.clone()
            s2.apply(seat, a)
            v = heuristic(s2, seat)
            if v > best_v + 1e-9:
                best_v, best = v, [a]
            elif abs(v - best_v) <= 1e-9:
                best.append(a)
        return best[self.rng.below(len(best))]
