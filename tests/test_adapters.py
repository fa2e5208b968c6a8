"""OpenSpiel and PettingZoo adapters: full episodes, bounds, no hidden information."""

from __future__ import annotations

import json

import pytest
from toygame import GAME

import eurogames
from eurogames.adapters import max_actions

eurogames.register(GAME)
REAL = [n for n in eurogames.GAME_NAMES if n in eurogames.games()]


@pytest.mark.parametrize("name", REAL)
def test_max_actions_bound_holds_in_random_play(name):
    """The adapters' fixed action-space size covers every legal list seen."""
    from eurogames.core import Rng
    game = eurogames.load(name)
    bound = max_actions(name)
    for players in (game.min_players, game.max_players):
        st = game.new(players, 5)
        rng = Rng(5)
        while not st.is_over():
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            assert len(legal) <= bound // 2, f"{len(legal)} legal actions: raise MAX_ACTIONS"
            st.apply(seat, legal[rng.below(len(legal))])


def test_pettingzoo_observations_lie_in_their_spaces():
    """PettingZoo's api_test wants NumPy observations; ours are JSON text by design, so the
    space checks it would make are made here."""
    pytest.importorskip("pettingzoo")
    from eurogames.adapters.pettingzoo import env
    e = env("toy", 3)
    e.reset(seed=1)
    for agent in e.agent_iter(max_iter=1000):
        obs, _, term, trunc, _ = e.last()
        assert e.observation_space(agent).contains(obs)
        if term or trunc:
            e.step(None)
        else:
            e.step(int(obs["action_mask"].argmax()))
        assert e.action_space(agent).n == obs["action_mask"].shape[0]


@pytest.mark.parametrize("name", ["toy", *REAL])
def test_pettingzoo_plays_an_episode_to_the_end(name):
    pytest.importorskip("pettingzoo")
    import numpy as np

    from eurogames.adapters.pettingzoo import env
    game = eurogames.load(name)
    players = max(2, game.min_players)
    e = env(name, players)
    e.reset(seed=3)
    rng = np.random.default_rng(3)
    steps = 0
    for agent in e.agent_iter(max_iter=100_000):
        obs, reward, term, trunc, info = e.last()
        assert json.loads(obs["observation"]) == json.loads(
            json.dumps(e.state.view(int(agent.split("_")[1]))))
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(info["legal_actions"])
        e.step(int(rng.choice(legal)))
        steps += 1
    assert e.state.is_over() and steps > 0
    assert abs(sum(e._cumulative_rewards.values())) < 1e-9 or players == 1


@pytest.mark.parametrize("name", ["toy", *REAL])
def test_openspiel_random_episode(name):
    pytest.importorskip("pyspiel")
    import random

    from eurogames.adapters.openspiel import load_game
    game = eurogames.load(name)
    g = load_game(name, players=max(2, game.min_players), seed=4)
    state = g.new_initial_state()
    r = random.Random(4)
    while not state.is_terminal():
        p = state.current_player()
        assert p >= 0
        obs = state.observation_string(p)
        assert json.loads(obs) == state.st.view(p)
        clone = state.clone()
        a = r.choice(state.legal_actions(p))
        assert clone.legal_actions(p) == state.legal_actions(p)
        state.apply_action(a)
    rets = state.returns()
    assert len(rets) == max(2, game.min_players) and max(rets) == 1.0 or min(rets) == max(rets)
