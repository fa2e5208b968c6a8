"""PettingZoo adapter: every eurogames game as an AEC environment.

>>> from eurogames.adapters.pettingzoo import env            # doctest: +SKIP
>>> e = env("orleans", players=3)                            # doctest: +SKIP
>>> e.reset(seed=1)                                          # doctest: +SKIP
>>> obs, reward, term, trunc, info = e.last()                # doctest: +SKIP
>>> e.step(int(obs["action_mask"].argmax()))                 # doctest: +SKIP

Agents are ``player_0 .. player_{n-1}`` (seats). As in PettingZoo's classic games the
observation is a dict: ``observation``, the float32 tensor of the agent's view
(``eurogames.core.observation``: nothing hidden from it), and ``action_mask``, an int8 vector
over the game's fixed action space (``eurogames.core.encoding``) marking the legal ids (all
zero when it is not the agent's turn). The action is an id of that space;
``env.action_notation(id)`` names it. Rewards come at the end, from the ranking, in [-1, 1].
Simultaneous decisions are offered one agent at a time. ``reset(seed=s)`` starts the game
seeded ``s``; ``reset()`` without a seed starts the next seed.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .. import load
from ..core import State
from ..core.observation import IncrementalEncoder, encoder
from . import adapter_space, rank_returns


class EurogamesEnv(AECEnv):  # type: ignore[misc]
    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "is_parallelizable": False}

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
        self.space = adapter_space(game, players)
        self.encoder = encoder(game)
        self.n_actions = self.space.size
        n_obs = self.encoder.size(players)
        self._tensors = IncrementalEncoder(self.encoder, players)
        """Each agent's tensor, updated from its previous one (only what changed in its view)."""
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (n_obs,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.n_actions,), np.int8),
        })
        self._act_space = spaces.Discrete(self.n_actions)
        self._seat_of = {a: i for i, a in enumerate(self.possible_agents)}
        self.state: State | None = None
        self._seed = 0
        self._listed: tuple[Any, list[int]] = ((), [])
        """The acting seat's last legal listing and its ids in listing order (from ``observe``)."""
        self._obs_cache: dict[tuple[int, int], tuple[State, dict[str, Any]]] = {}
        """(move number, seat) -> (the state it was computed on, tensor, mask)."""

    def observation_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        return self._act_space

    def action_notation(self, action: int) -> str:
        """The notation of action id ``action`` (``take 3 1 0``)."""
        return self.space.action_from_id(action).notation()

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
        st = self.state
        assert st is not None
        if st.is_over():
            self.agent_selection = self.agents[0] if self.agents else self.possible_agents[0]
            return
        self.agent_selection = self.possible_agents[st.active_players()[0]]

    def observe(self, agent: str) -> dict[str, Any]:
        """The agent's tensor and action mask, as read-only arrays (copy one to edit it).

        Each observation is a pair of new arrays that nothing changes afterwards: an
        observation kept by the caller (a replay buffer) stays what it was, whatever the
        environment does next (tested). The pair is computed once per position and seat (the
        state object and its move number) and handed out again on later calls, so a second
        ``last()`` or ``observe`` of the same position costs nothing."""
        st = self.state
        assert st is not None
        seat = self._seat_of[agent]
        key = (st.move_number, seat)
        hit = self._obs_cache.get(key)
        if hit is not None and hit[0] is st:
            return hit[1]
        mask = np.zeros(self.n_actions, dtype=np.int8)
        act = st.active_players()  # empty once the game is over (every engine)
        if act and seat == act[0]:
            legal = st.legal_actions(seat)
            ids = self.space.ids_of(legal)
            # a few ids: set one by one through a memoryview (about 40 ns each), where
            # ``mask[ids] = 1`` first converts the list into an index array (about 2 µs)
            mv = memoryview(mask)
            for i in ids:
                mv[i] = 1
            self._listed = (legal, ids)
        obs = self._tensors.encode(seat, st.view(seat))
        obs.setflags(write=False)
        mask.setflags(write=False)
        out = {"observation": obs, "action_mask": mask}
        if len(self._obs_cache) >= 4 * self.players:
            self._obs_cache.clear()
        self._obs_cache[key] = (st, out)
        return out

    def step(self, action: int | None) -> None:
        st = self.state
        assert st is not None
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat_of[agent]
        if action is None:
            raise ValueError("a live agent must choose an action id")
        # the listed instance when the mask was asked for (``apply`` finds it by identity),
        # else the space's own (an equal copy, or an illegal id for ``apply`` to refuse)
        legal, ids = self._listed
        try:
            if legal is not st.legal_actions(seat):
                raise ValueError
            a = legal[ids.index(action)]
        except ValueError:  # not listed by ``observe``, or not legal (``apply`` says why)
            a = self.space.action_from_id(int(action))
        self._cumulative_rewards[agent] = 0.0
        st.apply(seat, a)  # IllegalAction (a ValueError) if the id is not legal now
        if st.is_over():
            for ag, r in zip(self.possible_agents, rank_returns(st)):
                self.rewards[ag] = r
                self.terminations[ag] = True
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
