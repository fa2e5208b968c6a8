"""Step and clone cost through the research adapters against the bare engine.

Run:  nice .venv/bin/python benchmarks/adapter_cost.py [--steps 3000] [--games a,b]

For each game (the smallest player count, or ``--players``) seeded random games are recorded
once, untimed (each move's index in the engine's listing and its id), and every path replays
the very same games, timed in CPU seconds (``time.process_time``, so other processes on the
machine do not count); setting up each game (``new``/``reset``/the deal) is outside the timing
in every row. Two honest comparisons, each adapter against the engine doing the equivalent
work (the engine's own overhead, the listing and the apply, is in every row; no row pays for
choosing its move beyond indexing the recorded one):

step only
    ``engine``: ``active_players`` + ``legal_actions`` + ``apply`` of the recorded listed
    action on the bare engine state (and ``ranking()`` once at the end, the result the
    adapters turn into rewards);
    ``pz``: PettingZoo ``env.step(id)`` (no observation);
    ``os``: OpenSpiel ``legal_actions()`` + ``apply_action(id)``.

step + observation (what a learning loop pays)
    ``engine+view``: the engine step above plus ``view(seat)`` of the seat about to move (the
    engine's own observation: a JSON-ready dict);
    ``pz+obs``: ``env.last()`` (the observation tensor and the legal-action mask of the agent
    about to move) then ``env.step(id)``;
    ``os+obs``: the observation through OpenSpiel's observer API
    (``open_spiel.python.observation.make_observation(game).set_from(state, player)``, which
    fills a numpy tensor) then the OpenSpiel step above. ``state.observation_tensor(player)``
    costs more: pyspiel copies the tensor into a new Python list of floats on every call.

clone
    the engine's ``clone()`` against the pyspiel state's ``clone()``.

Goals (issue 13): through PettingZoo <= 2x the engine, through OpenSpiel <= 1.5x, in both
comparisons; pyspiel clone <= 3x the engine's clone. Each path first runs once untimed over the
same games, so every row is measured warm (the steady state of a long run).
"""

from __future__ import annotations

import argparse
import functools
import re
import subprocess
import sys
import time

import numpy as np

import eurogames
from eurogames.core import Rng


@functools.cache
def _games(name: str, players: int, steps: int) -> tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]:
    """The seeded random games every path replays: per game its seed, the index of each move
    in the engine's listing, and the id of the same move in the fixed action space (recorded
    once, untimed), so every path plays the very same games and pays only its own work."""
    from eurogames.core.encoding import action_space
    game = eurogames.load(name)
    space = action_space(name, players)
    out = []
    n = seed = 0
    while n < steps:
        st = game.new(players, seed)
        rng = Rng(seed)
        ks, ids = [], []
        while not st.is_over() and n < steps:
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            k = rng.below(len(legal))
            ks.append(k)
            ids.append(space.action_id(legal[k]))
            st.apply(seat, legal[k])
            n += 1
        out.append((seed, tuple(ks), tuple(ids)))
        seed += 1
    return tuple(out)


def _engine(name: str, players: int, steps: int, observe: bool = False) -> tuple[float, int]:
    game = eurogames.load(name)
    n = 0
    elapsed = 0.0
    for seed, ks, _ in _games(name, players, steps):
        st = game.new(players, seed)
        t0 = time.process_time()
        for k in ks:
            seat = st.active_players()[0]
            if observe:
                st.view(seat)
            st.apply(seat, st.legal_actions(seat)[k])
        if st.is_over():
            st.ranking()  # the result, which the adapters compute as rewards at the end
        elapsed += time.process_time() - t0
        n += len(ks)
    return elapsed, n


def _pz(name: str, players: int, steps: int, observe: bool) -> tuple[float, int]:
    from eurogames.adapters.pettingzoo import env
    e = env(name, players)
    n = 0
    elapsed = 0.0
    for seed, _, ids in _games(name, players, steps):
        e.reset(seed=seed)
        t0 = time.process_time()
        for i in ids:
            if observe:
                e.last()
            e.step(i)
        elapsed += time.process_time() - t0
        n += len(ids)
    return elapsed, n


def _os(name: str, players: int, steps: int, observe: bool = False) -> tuple[float, int]:
    from open_spiel.python.observation import make_observation

    from eurogames.adapters.openspiel import load_game
    g = load_game(name, players=players)
    obs = make_observation(g)
    n = 0
    elapsed = 0.0
    for seed, _, ids in _games(name, players, steps):
        st = g.new_initial_state()
        st.apply_action(seed)
        st._st = eurogames.load(name).new(players, seed)  # the same games as the engine row
        t0 = time.process_time()
        for i in ids:
            if observe:
                obs.set_from(st, st.current_player())  # fills obs.tensor (numpy)
            st.legal_actions()  # what an OpenSpiel agent chooses from
            st.apply_action(i)
        if st.is_terminal():
            st.returns()
        elapsed += time.process_time() - t0
        n += len(ids)
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


PATHS = {"engine": (_engine, False), "eng+view": (_engine, True), "pz": (_pz, False),
         "pz+obs": (_pz, True), "os": (_os, False), "os+obs": (_os, True)}


def _child(name: str, players: int, path: str, steps: int) -> None:
    """The measured process of ``--instructions``: one path run once to warm up, then again
    inside ``functools.reduce`` (the only code callgrind collects)."""
    fn, observe = PATHS[path]
    fn(name, players, steps, observe)
    print("count", functools.reduce(lambda acc, _: acc + fn(name, players, steps, observe)[1],
                                    range(1), 0))


def instructions(name: str, players: int, path: str, steps: int) -> float:
    """Instructions per step of one path (valgrind's callgrind: the same on a busy machine).
    The CPU-clock calls of the timed loops are counted too (a few hundred instructions a game)."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no",
                          "--toggle-collect=functools_reduce", "--callgrind-out-file=/dev/null",
                          sys.executable, __file__, "--child", name, str(players), path, str(steps)],
                         capture_output=True, text=True, check=True)
    count = int(re.search(r"^count (\d+)", out.stdout, re.MULTILINE).group(1))  # type: ignore[union-attr]
    instr = int(re.search(r"Collected : (\d+)", out.stderr).group(1))  # type: ignore[union-attr]
    return instr / count


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        _child(sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5]))
        return
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=3000)
    p.add_argument("--games", default=",".join(eurogames.GAME_NAMES))
    p.add_argument("--instructions", action="store_true",
                   help="count instructions per step with callgrind instead of timing (slow: "
                        "a valgrind process per game and path; --steps 500 is plenty)")
    p.add_argument("--players", default="min",
                   help="player counts: 'min' (the smallest, at least 2), 'all', or a list (2,4)")
    args = p.parse_args()

    def counts(name: str) -> list[int]:
        g = eurogames.load(name)
        if args.players == "min":
            return [max(2, g.min_players)]
        if args.players == "all":
            return list(range(g.min_players, g.max_players + 1))
        return [int(x) for x in args.players.split(",")
                if g.min_players <= int(x) <= g.max_players]

    if args.instructions:
        print("instructions per step (callgrind); (x) = adapter / engine doing the equivalent")
        print(f"{'game':20} {'p':>2} | {'engine':>8} {'pz':>13} {'os':>13} | {'eng+view':>8} {'pz+obs':>13} {'os+obs':>13}")
        for name, players in [(n, c) for n in args.games.split(",") for c in counts(n)]:
            f = {path: instructions(name, players, path, args.steps) for path in PATHS}
            print(f"{name:20} {players:>2} | {f['engine']:>8,.0f} {f['pz']:>8,.0f} {f['pz'] / f['engine']:>3.1f}x"
                  f" {f['os']:>8,.0f} {f['os'] / f['engine']:>3.1f}x | {f['eng+view']:>8,.0f}"
                  f" {f['pz+obs']:>8,.0f} {f['pz+obs'] / f['eng+view']:>3.1f}x"
                  f" {f['os+obs']:>8,.0f} {f['os+obs'] / f['eng+view']:>3.1f}x", flush=True)
        return
    print("µs per step, CPU time; (x) = adapter / engine doing the equivalent")
    print(f"{'game':20} {'p':>2} | {'engine':>7} {'pz':>12} {'os':>12} | {'eng+view':>8}"
          f" {'pz+obs':>12} {'os+obs':>12} | {'clone':>6} {'pyspiel':>12}")
    for name, players in [(n, c) for n in args.games.split(",") for c in counts(n)]:
        # Every path runs once untimed over the same games first: imports, the engine's tables of
        # prebuilt actions, the action space's lookups and the encoder are warm in every row
        # (a learning run is long: its steady state is what counts).
        for observe in (False, True):
            _engine(name, players, args.steps, observe)
            _pz(name, players, args.steps, observe)
            _os(name, players, args.steps, observe)
        te, n = _engine(name, players, args.steps)
        tv, nv = _engine(name, players, args.steps, True)
        tp, n1 = _pz(name, players, args.steps, False)
        to, n2 = _pz(name, players, args.steps, True)
        ts, n3 = _os(name, players, args.steps)
        tso, n4 = _os(name, players, args.steps, True)
        ce, co = _clones(name, players, 2000)
        base, basev = te / n * 1e6, tv / nv * 1e6
        pz, pzo, os_, oso = tp / n1 * 1e6, to / n2 * 1e6, ts / n3 * 1e6, tso / n4 * 1e6
        print(f"{name:20} {players:>2} | {base:>7.1f} {pz:>7.1f} {pz / base:>3.1f}x {os_:>7.1f}"
              f" {os_ / base:>3.1f}x | {basev:>8.1f} {pzo:>7.1f} {pzo / basev:>3.1f}x {oso:>7.1f}"
              f" {oso / basev:>3.1f}x | {ce * 1e6:>6.1f} {co * 1e6:>7.1f} {co / ce:>3.1f}x")


if __name__ == "__main__":
    main()
