"""Seeded bot tournaments in the duplicate format, with honest statistics.

Every deal (a game seed) is played once in every seating of the bots: the same shuffles,
tiles and dice meet each bot in each seat, so luck of the deal and of the seat cancels out
between them. With as many bots as seats the seatings are the permutations of the bots;
with more bots than seats, every ordered choice of them (a round robin); with fewer, the
line-up repeats the bots in turn to fill the seats and the seatings are its distinct
permutations.

A win is a first place; a shared first place counts as a share. Win rates come with 95%
Wilson score intervals. Decision times are the deciding thread's CPU seconds (the machine's
load does not inflate them); decisions with a single legal action are not timed. The
levels' time caps are on the same CPU clock, so a tournament replays exactly on a busy
machine unless a bot hits its cap (the ``capped`` column counts those decisions).

``eurogames tournament GAME --players P --games N --bots expert,hard [--procs K]`` runs one.
"""

from __future__ import annotations

import itertools
import math
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Rng, State
from ..core.types import Json, Seat
from . import BOT_KINDS, Bot, decide, make_bot

Z95 = 1.959963984540054


def make(spec: str, seed: int) -> Bot:
    """A bot from its name, or for experiments ``name/key=value/...`` setting search parameters
    (``hard/widen=0/iterations=500``).

    Raises:
        ValueError: an unknown bot or parameter.
    """
    kind, *params = spec.split("/")
    bot = make_bot(kind, seed)
    if kind == "mcts":
        # The baseline caps its 200 iterations (about 0.1 CPU s) at 1 s of wall clock, its only
        # clock: on a loaded machine that cap, not its budget, would decide how it plays.
        bot.seconds = 1e9  # type: ignore[attr-defined]
    for item in params:
        key, _, value = item.partition("=")
        if not hasattr(bot, key) or not value:
            raise ValueError(f"{kind} has no parameter {key!r}")
        setattr(bot, key, float(value))
    return bot


def check_spec(spec: str) -> None:
    """Raise ValueError unless ``spec`` names a bot ``make`` can build."""
    if spec.split("/")[0] not in BOT_KINDS:
        raise ValueError(f"unknown bot {spec!r}; known: {', '.join(BOT_KINDS)}")
    make(spec, 0)


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (``wins`` may hold shares of a tied first place).

    >>> lo, hi = wilson(8, 10)
    >>> round(lo, 3), round(hi, 3)
    (0.49, 0.943)
    """
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    center = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, center - half), min(1.0, center + half)


def seatings(bots: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """The seatings every deal is played in (see the module docstring), in a fixed order."""
    if not bots:
        raise ValueError("a tournament needs at least one bot")
    if len(bots) >= players:
        # dict.fromkeys: a bot named twice (``medium,random,random,random``) would otherwise
        # play each distinct seating several times over.
        return list(dict.fromkeys(itertools.permutations(bots, players)))
    lineup = [bots[i % len(bots)] for i in range(players)]
    return sorted(set(itertools.permutations(lineup)), key=lambda t: [bots.index(b) for b in t])


@dataclass(frozen=True)
class Match:
    """One game of a tournament: a deal and a seating."""

    game: str
    players: int
    seed: int
    seating: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()


def schedule(game: str, players: int, deals: int, bots: Sequence[str], seed: int = 0,
             options: dict[str, Any] | None = None) -> list[Match]:
    """Every deal ``seed .. seed + deals - 1`` in every seating."""
    opts = tuple(sorted((options or {}).items()))
    return [Match(game, players, seed + d, s, opts) for d in range(deals) for s in seatings(bots, players)]


def bot_seed(deal: int, seat: Seat) -> int:
    """The seed of the bot in ``seat`` for deal ``deal``: it depends on the deal and the seat,
    not on who sits where else (so a duplicate seating replays the same bot choices)."""
    return (deal * 7919 + seat) & ((1 << 62) - 1)


def turns(state: State, deal: int) -> Iterator[Seat]:
    """The seat to decide next until ``state`` is over (the caller applies its action before
    asking for the next): the only active seat, or one of several simultaneously active seats
    drawn by a generator seeded by the deal, so a seeded game replays exactly."""
    rng = Rng(deal ^ 0x5EED)
    while not state.is_over():
        act = state.active_players()
        yield act[rng.below(len(act))] if len(act) > 1 else act[0]


def play(g: Match) -> Json:
    """Play one game; per seat the bot, score, win share and decision times (CPU seconds)."""
    import eurogames
    game = eurogames.load(g.game)
    state = game.new(g.players, g.seed, dict(g.options))
    bots = [make(kind, bot_seed(g.seed, s)) for s, kind in enumerate(g.seating)]
    cpu: list[list[float]] = [[] for _ in range(g.players)]
    wall: list[list[float]] = [[] for _ in range(g.players)]
    capped = [0] * g.players
    for seat in turns(state, g.seed):
        timed = len(state.legal_actions(seat)) > 1
        c, w = time.thread_time(), time.perf_counter()
        action = decide(bots[seat], state, seat)
        if timed:
            cpu[seat].append(time.thread_time() - c)
            wall[seat].append(time.perf_counter() - w)
            capped[seat] += bool(getattr(bots[seat], "last_capped", False))
        state.apply(seat, action)
    scores = [s.total for s in state.scores()]
    first = state.ranking()[0]
    return {"seed": g.seed, "seating": list(g.seating), "scores": scores,
            "wins": [1 / len(first) if s in first else 0.0 for s in range(g.players)],
            "cpu": cpu, "wall": wall, "capped": capped, "moves": state.move_number}


def run(games: list[Match], procs: int = 1, on_result: Callable[[Json], None] | None = None) -> list[Json]:
    """Play ``games`` over ``procs`` processes; results in schedule order."""
    results: list[Json | None] = [None] * len(games)
    for i, r in _play_all(games, procs):
        results[i] = r
        if on_result is not None:
            on_result(r)
    return [r for r in results if r is not None]


def _play_all(games: list[Match], procs: int) -> Iterator[tuple[int, Json]]:
    if procs <= 1:
        for i, g in enumerate(games):
            yield i, play(g)
        return
    from concurrent.futures import ProcessPoolExecutor, as_completed
    with ProcessPoolExecutor(procs) as pool:
        futures = {pool.submit(play, g): i for i, g in enumerate(games)}
        for f in as_completed(futures):
            yield futures[f], f.result()


def _quantile(xs: list[float], q: float) -> float:
    """The ``q`` quantile, nearest rank (0 for no data)."""
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))]


def summarize(results: list[Json], bots: Sequence[str]) -> Json:
    """Per bot: games, wins, win rate with its 95% interval, scores, margin, decision times.

    ``winning_score`` is the mean score of the bot's seats that took first place (alone or
    shared; ``won`` counts them): the figure set beside published human winners' totals.

    ``games`` counts seats: where a bot holds several seats of a game (more players than bots,
    e.g. two against two), ``tables`` also gives the games it sat in and how many of them one
    of its seats won, with that rate's interval (its ``wins`` are those games: one first place
    per game, a shared one split). Also reads results saved by ``--json`` (no wall times or
    caps: those figures are then 0), as ``benchmarks/pool_tournaments.py`` does."""
    out: dict[str, Json] = {}
    for kind in dict.fromkeys(bots):
        wins = 0.0
        tables = 0
        scores: list[float] = []
        margins: list[float] = []
        winning: list[float] = []
        cpu: list[float] = []
        wall: list[float] = []
        capped = 0
        for r in results:
            tables += kind in r["seating"]
            for s, k in enumerate(r["seating"]):
                if k != kind:
                    continue
                wins += r["wins"][s]
                scores.append(r["scores"][s])
                rivals = [x for t, x in enumerate(r["scores"]) if t != s]
                margins.append(r["scores"][s] - max(rivals) if rivals else 0.0)
                if r["wins"][s] > 0:
                    winning.append(r["scores"][s])
                # saved results (``--json``) keep only ``cpu``; older ones not even that
                cpu += r["cpu"][s] if "cpu" in r else []
                wall += r["wall"][s] if "wall" in r else []
                capped += r["capped"][s] if "capped" in r else 0
        n = len(scores)
        lo, hi = wilson(wins, n)
        out[kind] = {
            "games": n, "wins": round(wins, 2), "win_rate": round(wins / n, 4) if n else 0.0,
            "win_rate_95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(statistics.fmean(scores), 2) if scores else 0.0,
            "median_score": statistics.median(scores) if scores else 0.0,
            "mean_margin": round(statistics.fmean(margins), 2) if margins else 0.0,
            "winning_score": round(statistics.fmean(winning), 2) if winning else None,
            "won": len(winning),
            "decisions": len(cpu),
            "cpu_s": {"median": round(_quantile(cpu, 0.5), 4), "p95": round(_quantile(cpu, 0.95), 4),
                      "max": round(max(cpu, default=0.0), 4)},
            "wall_s": {"median": round(_quantile(wall, 0.5), 4), "p95": round(_quantile(wall, 0.95), 4),
                       "max": round(max(wall, default=0.0), 4)},
            "capped": capped,
        }
        if tables < n:
            tlo, thi = wilson(wins, tables)
            out[kind]["tables"] = {"games": tables, "won": round(wins, 2), "rate": round(wins / tables, 4),
                                   "rate_95": [round(tlo, 4), round(thi, 4)]}
    return out


def report(game: str, players: int, bots: Sequence[str], deals: int, results: list[Json],
           seconds: float) -> Json:
    """The whole tournament as one JSON object (``summarize`` per bot, plus the games)."""
    return {"game": game, "players": players, "bots": list(bots), "deals": deals,
            "seatings": [list(s) for s in seatings(bots, players)], "games": len(results),
            "seconds": round(seconds, 2), "summary": summarize(results, bots),
            "results": [{**{k: r[k] for k in ("seed", "seating", "scores", "wins", "moves")},
                         "cpu": [[round(t, 4) for t in ts] for ts in r["cpu"]]} for r in results]}


# ----- the command ---------------------------------------------------------------

def cmd_tournament(args: Any) -> int:
    """``eurogames tournament``: run, show a progress bar, print a table (or ``--json``)."""
    import json
    import sys

    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )
    from rich.table import Table

    import eurogames

    if args.game not in eurogames.available_games():
        raise SystemExit(f"unknown game {args.game!r}; known: {', '.join(eurogames.available_games())}")
    game = eurogames.load(args.game)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        for b in bots:
            check_spec(b)
    except ValueError as e:
        raise SystemExit(f"--bots takes a comma list of {' | '.join(BOT_KINDS)}, not {args.bots!r}: {e}") from None
    if not bots:
        raise SystemExit(f"--bots takes a comma list of {' | '.join(BOT_KINDS)}")
    players = args.players[0] if args.players else max(2, game.min_players)
    try:
        options = game.resolve_options(players, args.options)
    except ValueError as e:
        raise SystemExit(str(e)) from None
    if args.games < 1:
        raise SystemExit("--games takes a number of deals of at least 1")
    todo = schedule(game.name, players, args.games, bots, args.seed, options)
    t0 = time.perf_counter()
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  disable=args.json or not sys.stderr.isatty(), transient=True,
                  console=Console(stderr=True)) as progress:
        task = progress.add_task(f"{game.name} {players}p", total=len(todo))
        results = run(todo, max(1, args.procs), lambda _r: progress.advance(task))
    out = report(game.name, players, bots, args.games, results, time.perf_counter() - t0)
    if args.json:
        print(json.dumps(out))
        return 0
    table = Table(title=f"{game.name}, {players} players: {args.games} deals x "
                        f"{len(out['seatings'])} seatings = {len(results)} games ({out['seconds']} s)")
    for col in ("bot", "games", "wins", "win rate (95% CI)", "mean score", "median", "margin",
                "mean winning score", "CPU ms/decision med/p95/max", "capped"):
        table.add_column(col, justify="left" if col == "bot" else "right")
    for kind, r in out["summary"].items():
        lo, hi = r["win_rate_95"]
        t = r["cpu_s"]
        table.add_row(kind, str(r["games"]), f"{r['wins']:g}", f"{r['win_rate']:.1%} ({lo:.1%}–{hi:.1%})",
                      f"{r['mean_score']:g}", f"{r['median_score']:g}", f"{r['mean_margin']:+g}",
                      "-" if r["winning_score"] is None else f"{r['winning_score']:g}",
                      f"{t['median'] * 1e3:.1f}/{t['p95'] * 1e3:.1f}/{t['max'] * 1e3:.1f}", str(r["capped"]))
    Console(width=max(120, Console().width)).print(table)
    for kind, r in out["summary"].items():
        if "tables" in r:  # several seats each: the games one of them won
            t = r["tables"]
            lo, hi = t["rate_95"]
            print(f"{kind}: one of its seats won {t['won']:g} of the {t['games']} games it sat in, "
                  f"{t['rate']:.1%} ({lo:.1%}–{hi:.1%})")
    return 0
