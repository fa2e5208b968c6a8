"""PettingZoo adapter: every eurogames game as an AEC environment.

>>> from eurogames.adapters.pettingzoo import env            # doctest: +SKIP
>>> e = env("orleans", players=3)                            # doctest: +SKIP
>>> e.reset(seed=1)                                          # doctest: +SKIP
>>> obs, reward, term, trunc, info = e.last()                # doctest: +SKIP
>>> e.step(int(obs["action_mask"].argmax()))                 # doctest: +SKIP

Agents are ``player_0 .. player_{n-1}`` (seats). The observation is a dict:
``observation`` is the agent's view as ASCII JSON text (nothing hidden from it),
``action_mask`` marks the legal action indices; ``info["legal_actions"]`` gives the
notation of each. Rewards come at the end, from the ranking, in [-1, 1].
Simultaneous decisions are offered one agent at a time.
"""

from __future__ import annotations

import json
import string
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .. import load
from ..core import State
from . import max_actions, rank_returns

_CHARSET = frozenset(string.printable)


class EurogamesEnv(AECEnv):  # type: ignore[misc]
    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str, players: int, options: dict[str, Any] | None = None,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.game = load(game)
        self.players = players
        self.options = dict(options or {})
        self.game.resolve_options(players, self.options)
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"eurogames_{game}"}
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.n_actions = max_actions(game)
        self._obs_space = spaces.Dict({
            "observation": spaces.Text(max_length=1 << 22, min_length=0, charset=_CHARSET),
            "action_mask": spaces.MultiBinary(self.n_actions),
        })
        self._act_space = spaces.Discrete(self.n_actions)
        self.state: State | None = None
        self._seed = 0

    def observation_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        return self._act_space

    def _seat(self, agent: str) -> int:
        return int(agent.rsplit("_", 1)[1])

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed = seed
        else:
            self._seed += 1
        self.state = self.game.new(self.players, self._seed, self.options)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.state is not None
        if self.state.is_over():
            self.agent_selection = self.agents[0] if self.agents else self.possible_agents[0]
            return
        seat = self.state.active_players()[0]
        self.agent_selection = f"player_{seat}"
        self.infos[self.agent_selection] = {
            "legal_actions": [a.notation() for a in self.state.legal_actions(seat)]}

    def observe(self, agent: str) -> dict[str, Any]:
        assert self.state is not None
        seat = self._seat(agent)
        mask = np.zeros(self.n_actions, dtype=np.int8)
        if not self.state.is_over() and seat in self.state.active_players():
            n = len(self.state.legal_actions(seat))
            if n > self.n_actions:
                raise RuntimeError(f"{n} legal actions exceed the adapter's bound {self.n_actions}")
            mask[:n] = 1
        text = json.dumps(self.state.view(seat), sort_keys=True, ensure_ascii=True)
        return {"observation": text, "action_mask": mask}

    def step(self, action: int | None) -> None:
        assert self.state is not None
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat(agent)
        legal = self.state.legal_actions(seat)
        if action is None or not 0 <= int(action) < len(legal):
            raise ValueError(f"action {action} is not one of the {len(legal)} legal actions")
        self._cumulative_rewards[agent] = 0.0
        self.state.apply(seat, legal[int(action)])
        if self.state.is_over():
            for a, r in zip(self.possible_agents, rank_returns(self.state)):
                self.rewards[a] = r
                self.terminations[a] = True
            self._accumulate_rewards()
        self._select()

    def render(self) -> str | None:
        if self.state is None:
            return None
        return json.dumps(self.state.view(None), indent=1, ensure_ascii=False)

    def close(self) -> None:
        pass


def env(game: str, players: int, options: dict[str, Any] | None = None,
        render_mode: str | None = None) -> EurogamesEnv:
    """A PettingZoo AEC environment for ``game``."""
    return EurogamesEnv(game, players, options, render_mode)
