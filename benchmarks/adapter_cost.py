"""Step and clone cost through the research adapters against the bare engine.

Run:  nice .venv/bin/python benchmarks/adapter_cost.py [--steps 3000] [--games a,b]

For each game (smallest player count) the same seeded random games are played four ways and
timed in CPU seconds (``time.process_time``, so other processes on the machine do not count);
setting up each game (``new``/``reset``) is outside the timing in every row:

- ``engine``: ``legal_actions`` + ``apply`` on the bare engine state (and ``ranking()`` once
  at the end, the result the adapters turn into rewards);
- ``pz step``: PettingZoo ``env.step(id)`` (the id of the same legal action; no observation);
- ``pz +obs``: ``env.last()`` (observation tensor and mask) then ``env.step(id)``: what a
  learning loop pays;
- ``os step``: OpenSpiel ``legal_actions()`` + ``apply_action(id)`` (a random legal id: the
  same kind of random games, not the very same ones, as ids are listed in id order);
- clone: the engine's ``clone()`` against the pyspiel state's ``clone()``.

Goals (issue 13): PettingZoo step <= 2x engine, OpenSpiel <= 1.5x, pyspiel clone <= 3x engine clone.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import eurogames
from eurogames.core import Rng


def _engine(name: str, players: int, steps: int) -> tuple[float, int]:
    game = eurogames.load(name)
    n = 0
    seed = 0
    elapsed = 0.0
    while n < steps:
        st = game.new(players, seed)
        rng = Rng(seed)
        t0 = time.process_time()
        while not st.is_over() and n < steps:
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
            n += 1
        if st.is_over():
            st.ranking()  # the result, which the adapters compute as rewards at the end
        elapsed += time.process_time() - t0
        seed += 1
    return elapsed, n


def _pz(name: str, players: int, steps: int, observe: bool) -> tuple[float, int]:
    from eurogames.adapters.pettingzoo import env
    e = env(name, players)
    space = e.space
    n = 0
    seed = 0
    elapsed = 0.0
    while n < steps:
        e.reset(seed=seed)
        rng = Rng(seed)
        t0 = time.process_time()
        while n < steps and not e.state.is_over():
            if observe:
                e.last()
            st = e.state
            legal = st.legal_actions(st.active_players()[0])
            e.step(space.action_id(legal[rng.below(len(legal))]))
            n += 1
        elapsed += time.process_time() - t0
        seed += 1
    return elapsed, n


def _os(name: str, players: int, steps: int) -> tuple[float, int]:
    from eurogames.adapters.openspiel import load_game
    g = load_game(name, players=players)
    n = 0
    seed = 0
    elapsed = 0.0
    while n < steps:
        st = g.new_initial_state()
        st.apply_action(seed)
        st._st = eurogames.load(name).new(players, seed)  # the same games as the engine row
        rng = Rng(seed)
        t0 = time.process_time()
        while n < steps and not st.is_terminal():
            legal_ids = st.legal_actions()  # what an OpenSpiel agent chooses from
            st.apply_action(legal_ids[rng.below(len(legal_ids))])
            n += 1
        if st.is_terminal():
            st.returns()
        elapsed += time.process_time() - t0
        seed += 1
    return elapsed, n


def _clones(name: str, players: int, reps: int) -> tuple[float, float]:
    from eurogames.adapters.openspiel import load_game
    g = load_game(name, players=players)
    st = g.new_initial_state()
    st.apply_action(1)
    rng = np.random.default_rng(1)
    for _ in range(40):
        if st.is_terminal():
            break
        st.apply_action(int(rng.choice(st.legal_actions())))
    eng = st.st
    t0 = time.process_time()
    for _ in range(reps):
        eng.clone()
    t_eng = (time.process_time() - t0) / reps
    t0 = time.process_time()
    for _ in range(reps):
        st.clone()
    t_os = (time.process_time() - t0) / reps
    return t_eng, t_os


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=3000)
    p.add_argument("--games", default=",".join(eurogames.GAME_NAMES))
    args = p.parse_args()
    print(f"{'game':20} {'p':>2} {'engine µs':>9} {'pz step':>12} {'pz +obs':>13} {'os step':>12}"
          f" {'clone µs':>9} {'pyspiel':>13}")
    for name in args.games.split(","):
        players = max(2, eurogames.load(name).min_players)
        for warm in (_engine, _os):  # imports, caches and the action space, outside the timing
            warm(name, players, 300)
        _pz(name, players, 300, True)
        te, n = _engine(name, players, args.steps)
        base = te / n * 1e6
        tp, n1 = _pz(name, players, args.steps, False)
        to, n2 = _pz(name, players, args.steps, True)
        ts, n3 = _os(name, players, args.steps)
        ce, co = _clones(name, players, 2000)
        pz, pzo, os_ = tp / n1 * 1e6, to / n2 * 1e6, ts / n3 * 1e6
        print(f"{name:20} {players:>2} {base:>9.1f} {pz:>7.1f} {pz / base:>3.1f}x {pzo:>8.1f}"
              f" {pzo / base:>3.1f}x {os_:>7.1f} {os_ / base:>3.1f}x {ce * 1e6:>9.1f}"
              f" {co * 1e6:>8.1f} {co / ce:>3.1f}x")


if __name__ == "__main__":
    main()
