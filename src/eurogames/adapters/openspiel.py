"""OpenSpiel adapter: every eurogames game as a pyspiel Python game.

>>> from eurogames.adapters.openspiel import load_game   # doctest: +SKIP
>>> game = load_game("castles_of_burgundy", players=2)    # doctest: +SKIP
>>> state = game.new_initial_state()                      # doctest: +SKIP

Registered short names are ``eurogames_<game>`` with the parameters ``players``
and ``seed``; rules options are fixed at registration (``register(name, options)``).
The game type is sequential (simultaneous decisions are offered one seat at a
time, which is equivalent since the others' choices stay hidden until all have
chosen), imperfect information, sampled-stochastic (chance happens inside the
engine, seeded by ``seed`` plus the episode number), terminal rewards in [-1, 1]
from the ranking. Observation and information-state strings are the seat's view
as JSON; no tensors are provided.
"""

from __future__ import annotations

import json
from typing import Any

import pyspiel

from .. import load
from ..core import State
from . import max_actions, rank_returns

_registered: dict[str, str] = {}


def register(name: str, options: dict[str, Any] | None = None) -> str:
    """Register ``eurogames_<name>`` with pyspiel (once); returns the short name."""
    short = f"eurogames_{name}"
    if short in _registered:
        return short
    game = load(name)
    opts = dict(options or {})
    game_type = pyspiel.GameType(
        short_name=short,
        long_name=f"eurogames {game.titles.get('en', name)}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": game.min_players if game.min_players > 1 else 2,
                                 "seed": 0},
    )

    class _Game(pyspiel.Game):
        def __init__(self, params: dict[str, Any] | None = None) -> None:
            params = dict(params or {})
            self.players = int(params.get("players", game_type.parameter_specification["players"]))
            self.seed = int(params.get("seed", 0))
            self.episodes = 0
            info = pyspiel.GameInfo(
                num_distinct_actions=max_actions(name), max_chance_outcomes=0,
                num_players=self.players, min_utility=-1.0, max_utility=1.0,
                utility_sum=None, max_game_length=100_000)
            super().__init__(game_type, info, params)

        def new_initial_state(self) -> _State:
            self.episodes += 1
            return _State(self, game.new(self.players, self.seed * 1_000_003 + self.episodes, opts))

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
            return _Observer()

    class _State(pyspiel.State):
        def __init__(self, pygame: _Game, st: State) -> None:
            super().__init__(pygame)
            self.st = st

        def current_player(self) -> int:
            if self.st.is_over():
                return int(pyspiel.PlayerId.TERMINAL)
            return self.st.active_players()[0]

        def _legal_actions(self, player: int) -> list[int]:
            return list(range(len(self.st.legal_actions(player))))

        def _apply_action(self, action: int) -> None:
            seat = self.st.active_players()[0]
            legal = self.st.legal_actions(seat)
            if not 0 <= action < len(legal):
                raise ValueError(f"action {action} is not one of the {len(legal)} legal actions")
            self.st.apply(seat, legal[action])

        def _action_to_string(self, player: int, action: int) -> str:
            legal = self.st.legal_actions(player)
            return legal[action].notation() if 0 <= action < len(legal) else f"#{action}"

        def is_terminal(self) -> bool:
            return self.st.is_over()

        def returns(self) -> list[float]:
            return rank_returns(self.st) if self.st.is_over() else [0.0] * self.st.players

        def __str__(self) -> str:
            return json.dumps(self.st.view(None), sort_keys=True)

        def __deepcopy__(self, memo: Any) -> _State:
            return _State(self.get_game(), self.st.clone())

    class _Observer:
        def __init__(self) -> None:
            import numpy as np
            self.tensor = np.zeros(0, np.float32)
            self.dict: dict[str, Any] = {}

        def set_from(self, state: _State, player: int) -> None:
            pass

        def string_from(self, state: _State, player: int) -> str:
            return json.dumps(state.st.view(player), sort_keys=True)

    pyspiel.register_game(game_type, _Game)
    _registered[short] = name
    return short


def load_game(name: str, players: int | None = None, seed: int = 0,
              options: dict[str, Any] | None = None) -> Any:
    """Register (if needed) and load a eurogames game as a ``pyspiel.Game``."""
    short = register(name, options)
    params: dict[str, Any] = {"seed": seed}
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(short, params)
