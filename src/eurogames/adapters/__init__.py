"""Adapters for research frameworks: OpenSpiel (``openspiel``) and PettingZoo (``pettingzoo``).

Both expose integer actions, which the engines never see (style.md, "Integer actions
only at the edge"): action ``i`` is the ``i``-th entry of ``state.legal_actions(seat)``,
whose order is deterministic, and the action space is ``range(max_actions(game))``
with a mask. Observations are the seat's ``view`` as JSON text, so nothing hidden
reaches an agent. Chance stays inside the engine (OpenSpiel's sampled-stochastic
mode), seeded per episode.
"""

from __future__ import annotations

from ..core import State

MAX_ACTIONS: dict[str, int] = {
    # Upper bounds on the number of legal actions at any decision, with a wide margin
    # over the largest counts seen in random playouts (see tests/test_adapters.py).
    "castles_of_burgundy": 512,
    "burgundy_card_game": 256,
    "orleans": 512,
    "white_castle": 256,
    "keyflower": 1024,
}
DEFAULT_MAX_ACTIONS = 1024


def max_actions(game_name: str) -> int:
    return MAX_ACTIONS.get(game_name, DEFAULT_MAX_ACTIONS)


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
