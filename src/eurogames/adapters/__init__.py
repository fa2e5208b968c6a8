"""Adapters for research frameworks: OpenSpiel (``openspiel``) and PettingZoo (``pettingzoo``).

Both use the game's fixed action space (``eurogames.core.encoding``): an action id means the
same action in every state, the action space is ``range(num_actions(game, players))`` and
each decision comes with a legal mask. Observations are float32 tensors of the seat's
``view`` (``eurogames.core.observation``), so nothing hidden reaches an agent. Chance stays
inside the engine (OpenSpiel's sampled-stochastic mode), seeded per episode.
"""

from __future__ import annotations

from ..core import State
from ..core.encoding import action_space


def num_actions(game_name: str, players: int) -> int:
    """The size of the fixed action space of ``game_name`` with ``players`` players."""
    return action_space(game_name, players).size


def rank_returns(state: State) -> list[float]:
    """Terminal utilities in [-1, 1] from the ranking: first +1, last -1, ties share."""
    n = state.players
    if n == 1:
        # Solo games against a virtual rival report the result as ``solo_won``.
        won = getattr(state, "solo_won", None)
        return [1.0 if won else -1.0 if won is False else 0.0]
    out = [0.0] * n
    place = 0
    for group in state.ranking():
        positions = range(place, place + len(group))
        value = sum(1.0 - 2.0 * p / (n - 1) for p in positions) / len(group)
        for s in group:
            out[s] = value
        place += len(group)
    return out
