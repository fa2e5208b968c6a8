"""Adapters for research frameworks: OpenSpiel (``openspiel``) and PettingZoo (``pettingzoo``).

Both use the game's fixed action space (``eurogames.core.encoding``): an action id means the
same action in every state, the action space is ``range(num_actions(game, players))`` and
each decision comes with a legal mask. Observations are float32 tensors of the seat's
``view`` (``eurogames.core.observation``), so nothing hidden reaches an agent. Chance stays
inside the engine (OpenSpiel's sampled-stochastic mode), seeded per episode.
"""

from __future__ import annotations

from ..core import State
from ..core.encoding import ActionSpace, action_space

NUMBER_AT_LOAD = 50_000
"""An adapter's space of at most this many ids is numbered whole when the adapter first takes
it (``adapter_space``), so that fresh deals meet no action instance to number: the card game
(37,154 ids, of which its engine makes 35,535 in its first five games anyway), Orléans, Castles
of Burgundy, White Castle. Keyflower's 162,699 are numbered on sight: play meets few of them
(13,363 in 24,000 steps)."""


MAPPED_AT_MOST = 8_192
"""The OpenSpiel adapter looks a listing's ids up in a map of instance to id, except for a space
numbered whole with more than this many ids (the card game's 37,154), whose ids are read off the
listed instances (``Action._id``): its map would be read at a random place of about 1.3 MB for
each id (two cache misses each). Orléans' 5,676, Castles of Burgundy's 1,066 and White Castle's
96 stay in cache, and so does Keyflower's map, which holds only the ids play has met."""


def adapter_space(game_name: str, players: int) -> ActionSpace:
    """The fixed action space of ``game_name`` with ``players`` players, numbered whole first
    if it has at most ``NUMBER_AT_LOAD`` ids (``ActionSpace.number_all``, once per process)."""
    space = action_space(game_name, players)
    if space.size <= NUMBER_AT_LOAD:
        space.number_all()
    return space


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
