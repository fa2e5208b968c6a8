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

pyspiel floor
    ``os-floor``: the engine step made through pyspiel's own ``apply_action(id)`` (its
    dispatch into C++ and the ``current_player`` and ``_apply_action`` callbacks into Python,
    which every pyspiel Python game pays), with no ids read or sorted: the least an OpenSpiel
    step of a Python game can cost, whatever its adapter does.

Goals (issue 13, "step cost through PettingZoo <= 2x the bare engine, through OpenSpiel
<= 1.5x; pyspiel clone within 3x of the engine's clone"): the step columns (``pz``, ``os``)
and the clone, flagged ``!`` when over. The step + observation columns have no goal: the
engine has no tensor to compare with (its ``view`` is a JSON-ready dict, the adapters
encode it into a tensor on top), so their ratio is shown for information, never flagged.
Each path first runs once untimed over the same games, so every row is measured warm (the
steady state of a long run).

``--fresh``: what a researcher gets, a new deal every episode. The warm-up plays the usual
deals, and each timed round of each path deals never played before in the process, by any
path: path number ``q`` (in ``PATHS`` order) in round ``r`` plays the games seeded from
``10_000 * (q + 1) + 1_000 * r`` (the pyspiel floor, added last, from ``5_000 + 1_000 * r``).
Nothing learnt from a deal is replayed: neither an action instance the engine makes on first sight nor its id, numbered on first sight (a path replaying
deals another path has just played would find the engine's instances made). The engine and
an adapter then compare over different deals (3,000 steps each by default). The clones are
measured on the usual deals.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import functools
import glob
import importlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from typing import Any

import eurogames
from eurogames.core import Rng

Loop = Callable[[], object]
"""One recorded game's timed work (its state set up beforehand, outside the timing)."""


@functools.cache
def _games(name: str, players: int, steps: int,
           first: int = 0) -> tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]:
    """The seeded random games every path replays (seeds from ``first``): per game its seed,
    the index of each move in the engine's listing, and the id of the same move in the fixed
    action space (recorded once, untimed), so every path plays the very same games and pays
    only its own work. The ids come from a space of its own (not the shared one the adapters
    use), so recording numbers nothing for them."""
    game = eurogames.load(name)
    space = importlib.import_module(f"eurogames.games.{name}.encoding").action_space(players)
    out = []
    n = 0
    seed = first
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


# Each path yields, per recorded game, (the timed loop, its number of steps). The game's setup
# (``new``, ``reset``, the deal) happens in the generator before the loop is yielded: never timed.

def _engine(name: str, players: int, steps: int, observe: bool,
            first: int = 0) -> Iterator[tuple[Loop, int]]:
    game = eurogames.load(name)
    for seed, ks, _ in _games(name, players, steps, first):
        st = game.new(players, seed)

        def loop(st: Any = st, ks: tuple[int, ...] = ks) -> None:
            for k in ks:
                seat = st.active_players()[0]
                if observe:
                    st.view(seat)
                st.apply(seat, st.legal_actions(seat)[k])
            if st.is_over():
                st.ranking()  # the result, which the adapters turn into rewards at the end
        yield loop, len(ks)


def _pz(name: str, players: int, steps: int, observe: bool,
        first: int = 0) -> Iterator[tuple[Loop, int]]:
    from eurogames.adapters.pettingzoo import env
    e = env(name, players)  # one environment, reset between games (as a training loop does)
    for seed, _, ids in _games(name, players, steps, first):
        e.reset(seed=seed)

        def loop(ids: tuple[int, ...] = ids) -> None:
            step, last = e.step, e.last
            for i in ids:
                if observe:
                    last()
                step(i)
        yield loop, len(ids)


def _os(name: str, players: int, steps: int, observe: bool,
        first: int = 0) -> Iterator[tuple[Loop, int]]:
    from open_spiel.python.observation import make_observation

    from eurogames.adapters.openspiel import load_game
    g = load_game(name, players=players)  # seed 0: deal k is the engine game seeded k
    obs = make_observation(g)
    for seed, _, ids in _games(name, players, steps, first):
        st = g.new_initial_state()
        st.apply_action(seed)

        def loop(st: Any = st, ids: tuple[int, ...] = ids) -> None:
            for i in ids:
                if observe:
                    obs.set_from(st, st.current_player())  # fills obs.tensor (numpy)
                st.legal_actions()  # what an OpenSpiel agent chooses from
                st.apply_action(i)
            if st.is_terminal():
                st.returns()
        yield loop, len(ids)


def _os_floor(name: str, players: int, steps: int, observe: bool = False,
              first: int = 0) -> Iterator[tuple[Loop, int]]:
    """What any pyspiel Python game pays on top of its engine, whatever its adapter does: the
    engine step of ``_engine`` (its listing and the recorded move) made through pyspiel's own
    ``apply_action(id)`` (the dispatch from Python into C++ and its two callbacks into
    Python, ``current_player`` and ``_apply_action``, which keep the C++ history), with the
    seat to move noted as ``legal_actions()`` notes it; no ids are read and none sorted."""
    from eurogames.adapters.openspiel import load_game
    g = load_game(name, players=players)
    for seed, ks, ids in _games(name, players, steps, first):
        st = g.new_initial_state()
        st.apply_action(seed)
        h = st._h

        def loop(st: Any = st, h: Any = h, ks: tuple[int, ...] = ks,
                 ids: tuple[int, ...] = ids) -> None:
            e = h.st  # the engine state (the same object all game: moves change it in place)
            apply = st.apply_action
            for k, i in zip(ks, ids):
                seat = e.active_players()[0]
                e.legal_actions(seat)[k]  # the engine's listing, as in ``_engine``
                h.seat = seat  # what ``legal_actions()`` notes: the callbacks find the seat
                h.at = e._legal
                apply(i)
            if st.is_terminal():
                st.returns()
        yield loop, len(ks)


def _positions(name: str, players: int, steps: int, count: int = 20) -> tuple[list[Any], list[Any]]:
    """``count`` positions spread over the recorded games: the engine states and the pyspiel
    states there (each after the ``legal_actions()`` an agent asks before cloning)."""
    from eurogames.adapters.openspiel import load_game
    game = eurogames.load(name)
    g = load_game(name, players=players)
    every = max(1, steps // count)
    eng, osp = [], []
    n = 0
    for seed, ks, ids in _games(name, players, steps):
        st = game.new(players, seed)
        ost = g.new_initial_state()
        ost.apply_action(seed)
        for k, i in zip(ks, ids):
            if n % every == every // 2 and len(eng) < count:
                st.legal_actions(st.active_players()[0])
                ost.legal_actions()
                eng.append(st.clone())
                osp.append(ost.clone())
                osp[-1].legal_actions()
            seat = st.active_players()[0]
            st.apply(seat, st.legal_actions(seat)[k])
            ost.apply_action(i)
            n += 1
    return eng, osp


def _clone(states: list[Any], reps: int, first: int = 0) -> Iterator[tuple[Loop, int]]:
    def loop() -> None:
        for s in states:
            for _ in range(reps):
                s.clone()
    yield loop, len(states) * reps


PATHS: dict[str, tuple[Callable[..., Iterator[tuple[Loop, int]]], bool]] = {
    "engine": (_engine, False), "pz": (_pz, False), "os": (_os, False),
    "eng+view": (_engine, True), "pz+obs": (_pz, True), "os+obs": (_os, True),
    "os-floor": (_os_floor, False)}
FRESH_FIRST = {p: 10_000 * (q + 1) for q, p in enumerate(list(PATHS)[:6])} | {"os-floor": 5_000}
"""``--fresh``: the first deal seed of each path (round ``r`` adds ``1_000 * r``)."""


def _row(name: str, players: int, steps: int, mode: str, rounds: int, reps: int,
         fresh: bool = False, paths: list[str] | None = None) -> dict[str, Any]:
    """One game and player count, every path: a warm-up run untimed, then the measured run(s).

    ``mode`` "cpu": CPU seconds (``time.process_time``) per step, the least of ``rounds`` runs.
    ``fresh``: the warm-up and every round on deals of their own (see the module's notes).
    ``paths``: only these (default: every path and both clones).
    ``mode`` "instr": each game's loop runs inside ``functools.reduce``, the only code callgrind
    collects (``--toggle-collect``), and callgrind dumps the count after each call
    (``--dump-after``); this prints which dumps belong to which path."""
    _games(name, players, steps)
    clones = paths is None or {"clone", "os-clone"} & set(paths)
    eng_states, os_states = _positions(name, players, steps) if clones else ([], [])
    jobs: dict[str, Callable[..., Iterator[tuple[Loop, int]]]] = {
        p: functools.partial(fn, name, players, steps, obs) for p, (fn, obs) in PATHS.items()}
    jobs["clone"] = functools.partial(_clone, eng_states, reps)
    jobs["os-clone"] = functools.partial(_clone, os_states, reps)
    jobs = {p: job for p, job in jobs.items() if paths is None or p in paths}
    out: dict[str, Any] = {"game": name, "players": players, "steps": steps, "mode": mode,
                           "fresh": fresh}

    def deals(p: str, r: int) -> int:
        """The first seed of the deals path ``p`` plays in round ``r`` (see the module's notes)."""
        if not fresh or p not in PATHS:
            return 0
        return FRESH_FIRST[p] + 1_000 * r
    for p, job in jobs.items():  # warm: imports, prebuilt actions, the space's lookups, encoders
        for loop, _ in job():
            loop()
    if mode == "instr":
        dumps = 0
        for p, job in jobs.items():
            n = calls = 0
            for loop, k in job(first=deals(p, 0)):
                functools.reduce(lambda acc, _, loop=loop: loop(), (0,), 0)
                n += k
                calls += 1
            out[p] = {"n": n, "first_dump": dumps + 1, "dumps": calls}
            dumps += calls
        return out
    best: dict[str, float] = {}
    for r in range(rounds):
        for p, job in jobs.items():
            n = 0
            elapsed = 0.0
            for loop, k in job(first=deals(p, r)):
                t0 = time.process_time()
                loop()
                elapsed += time.process_time() - t0
                n += k
            best[p] = min(best.get(p, float("inf")), elapsed / n)
    for p in jobs:
        out[p] = best[p] * 1e6  # µs per step (per clone)
    return out


REP_OFF = ("glibc.cpu.x86_rep_stosb_threshold=0x7fffffffffffffff:"
           "glibc.cpu.x86_rep_movsb_threshold=0x7fffffffffffffff")


def _measure(name: str, players: int, args: argparse.Namespace) -> dict[str, Any]:
    """Run one row in a fresh process (under callgrind for ``--instructions``)."""
    cmd = [sys.executable, os.path.abspath(__file__), "--row", name, str(players),
           "--steps", str(args.steps), "--rounds", str(args.rounds), "--reps", str(args.reps)]
    if args.fresh:
        cmd.append("--fresh")
    if args.paths:
        cmd += ["--paths", args.paths]
    if not args.instructions:
        return json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    with tempfile.TemporaryDirectory(prefix="adapter_cost_") as tmp:
        base = os.path.join(tmp, "cg.out")
        # callgrind counts every iteration of a ``rep stosb``/``rep movsb`` as an instruction,
        # and glibc's memset/memcpy use them above a few kB: zeroing a 163 kB mask would count
        # as 163k instructions (it takes a few µs). Told to use its vector loops instead (32
        # bytes an instruction, as fast on hardware), glibc's counts reflect the work done.
        envvars = dict(os.environ, GLIBC_TUNABLES=REP_OFF)
        res = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no",
                              "--toggle-collect=functools_reduce", "--dump-after=functools_reduce",
                              f"--callgrind-out-file={base}", *cmd, "--mode", "instr"],
                             check=False, capture_output=True, text=True, env=envvars)
        if res.returncode:
            raise RuntimeError(f"{name} {players}: {res.stderr[-2000:]}")
        row = json.loads(res.stdout)
        totals = {}
        for f in glob.glob(base + ".*"):
            with open(f) as fh:
                m = re.search(r"^part: (\d+)", fh.read(), re.MULTILINE)
                fh.seek(0)
                t = re.search(r"^(?:summary|totals): (\d+)", fh.read(), re.MULTILINE)
            if m and t:
                totals[int(m.group(1))] = int(t.group(1))
        for p, v in list(row.items()):
            if isinstance(v, dict):
                parts = range(v["first_dump"], v["first_dump"] + v["dumps"])
                row[p] = sum(totals[i] for i in parts) / v["n"]  # instructions per step
        return row


COLUMNS = (("engine", None), ("pz", "engine"), ("os", "engine"), ("os-floor", "engine"),
           ("eng+view", None), ("pz+obs", "eng+view"), ("os+obs", "eng+view"), ("clone", None),
           ("os-clone", "clone"))
GOALS = {"pz": 2.0, "os": 1.5, "os-clone": 3.0}
"""Issue 13's goals: the step through each adapter and the pyspiel clone. The step +
observation columns have none (see the module's notes): their ratio is shown, never flagged."""


def _format(row: dict[str, Any], unit: str) -> str:
    cells = []
    for col, base in COLUMNS:
        v = row.get(col)
        if v is None:
            cells.append("-")
            continue
        cell = f"{v:,.0f}" if unit == "instr" else f"{v:.1f}"
        if base is not None and base in row:
            x = v / row[base]
            flag = "!" if x > GOALS.get(col, float("inf")) else ""
            cell += f" {x:.2f}x{flag}"
        cells.append(cell)
    return f"| {row['game']} | {row['players']} | " + " | ".join(cells) + " |"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--steps", type=int, default=3000, help="recorded steps per row (default 3000)")
    p.add_argument("--games", default=",".join(eurogames.GAME_NAMES))
    p.add_argument("--players", default="min",
                   help="player counts: 'min' (the smallest, at least 2), 'all', or a list (2,4)")
    p.add_argument("--all", action="store_true", help="every game and player count (--players all)")
    p.add_argument("--instructions", action="store_true",
                   help="count instructions with callgrind instead of timing (a valgrind process "
                        "per row, about 50x slower: --steps 300 is plenty)")
    p.add_argument("--procs", type=int, default=1, help="rows measured at once (default 1)")
    p.add_argument("--rounds", type=int, default=3, help="CPU timing: the least of this many runs")
    p.add_argument("--reps", type=int, default=25, help="clones of each of 20 positions")
    p.add_argument("--fresh", action="store_true",
                   help="a new deal every episode: the warm-up and each round on deals never "
                        "played before in the process (default: every run replays the same deals)")
    p.add_argument("--paths", help="only these paths, e.g. engine,os (default: every column; "
                                   "a column whose path or baseline is left out shows -)")
    p.add_argument("--json", metavar="PATH", help="also write the rows as JSON to PATH")
    p.add_argument("--row", nargs=2, metavar=("GAME", "PLAYERS"), help=argparse.SUPPRESS)
    p.add_argument("--mode", default="cpu", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.fresh and args.rounds > 5:
        p.error("--fresh plays at most 5 rounds (deal seeds stay under 65,536)")
    if args.row:
        print(json.dumps(_row(args.row[0], int(args.row[1]), args.steps, args.mode,
                              args.rounds, args.reps, args.fresh,
                              args.paths.split(",") if args.paths else None)))
        return
    if args.all:
        args.players = "all"

    def counts(name: str) -> list[int]:
        g = eurogames.load(name)
        if args.players == "min":
            return [max(2, g.min_players)]
        if args.players == "all":
            return list(range(g.min_players, g.max_players + 1))
        return [int(x) for x in args.players.split(",") if g.min_players <= int(x) <= g.max_players]

    unit = "instr" if args.instructions else "µs"
    what = ("instructions per step (callgrind)" if args.instructions
            else "µs of CPU time per step (the least of --rounds runs)")
    if args.fresh:
        what += "; fresh deals (every run on deals not played before)"
    print(f"{what}; clone: per clone; (x) = adapter / the engine doing the equivalent; "
          f"! = over the goal (PZ step 2x, OS step 1.5x, pyspiel clone 3x; the step+obs "
          f"columns have no goal)")
    print("| game | p | engine | PZ step | OS step | pyspiel floor | engine+view | PZ step+obs"
          " | OS step+obs | engine clone | pyspiel clone |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    rows = [(n, c) for n in args.games.split(",") for c in counts(n)]
    results = []
    with concurrent.futures.ThreadPoolExecutor(max(1, args.procs)) as pool:
        for row in pool.map(lambda r: _measure(r[0], r[1], args), rows):
            results.append(row)
            print(_format(row, "instr" if args.instructions else unit), flush=True)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(results, fh, indent=1)


if __name__ == "__main__":
    main()
