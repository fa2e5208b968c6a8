"""Evaluation matches: bots on the tuned heuristic against the same bots on the baseline one.

Run:  nice .venv/bin/python benchmarks/eval_match.py --game orleans --bots mcts,mcts@base --games 40
A bot is ``kind[@base][:key=value,...]``: ``kind`` is random, greedy or mcts; ``@base`` makes it
plan with ``Game.baseline_heuristic`` (the evaluation before tuning) instead of
``Game.heuristic``; ``key=value`` sets MctsBot parameters. An mcts bot on the tuned heuristic
takes the game's ``bot_params`` (e.g. its ``scale``) unless given explicitly; on the baseline
it keeps the search defaults, i.e. it is today's search bot.

Games are played in duplicate pairs: seed ``--seed + i`` is played once per rotation of the
line-up, so each bot gets the same deals from every seat. Prints per bot: seats, wins (a shared
first place counts as a share) with the 95% Wilson interval, mean score, mean winning score,
and seconds per decision; ``--json`` adds a JSON line. The machine's load is printed too.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.base import Bot
from eurogames.bots.tournament import wilson
from eurogames.core import Action, Rng, State
from eurogames.core.types import Seat


class BaselineEval(Bot):
    """Runs ``inner`` with the game's baseline heuristic in place of the tuned one."""

    def __init__(self, inner: Bot) -> None:
        super().__init__(0)
        self.inner = inner
        self.rng = inner.rng
        self.needs_state = inner.needs_state

    def __getattr__(self, key: str) -> Any:
        return getattr(self.__dict__["inner"], key)

    def choose(self, state: State, seat: Seat) -> Action:
        game = state.game
        game.heuristic = game.baseline_heuristic  # type: ignore[method-assign]
        try:
            return self.inner.choose(state, seat)
        finally:
            del game.heuristic

    def choose_from(self, legal: Any) -> Action:
        return self.inner.choose_from(legal)


def build(spec: str, seed: int, game: str) -> Bot:
    """A bot from ``kind[@base][:key=value,...]`` (numbers are parsed)."""
    head, _, params = spec.partition(":")
    kind, _, flavour = head.partition("@")
    bot = make_bot(kind, seed)
    given = {}
    for item in filter(None, params.split(",")):
        key, _, value = item.partition("=")
        if not hasattr(bot, key):
            raise SystemExit(f"{kind} has no parameter {key!r}")
        given[key] = float(value) if "." in value else int(value)
    if kind == "mcts" and flavour != "base":
        for key, value in getattr(eurogames.load(game), "bot_params", {}).items():
            given.setdefault(key, value)
    for key, value in given.items():
        setattr(bot, key, value)
    if flavour == "base":
        return BaselineEval(bot)
    if flavour:
        raise SystemExit(f"unknown flavour @{flavour} (only @base)")
    return bot


def play(name: str, lineup: list[str], seed: int, players: int | None = None) -> dict[str, Any]:
    """One seeded game; per seat: kind, score, win share, decision times."""
    game = eurogames.load(name)
    n = players or len(lineup)
    state = game.new(n, seed)
    bots = [build(lineup[s], seed * 10 + s, name) for s in range(n)]
    rng = Rng(seed ^ 0x5EED)
    times: list[list[float]] = [[] for _ in range(n)]
    while not state.is_over():
        act = state.active_players()
        seat = act[rng.below(len(act))]
        many = len(state.legal_actions(seat)) > 1
        t = time.perf_counter()
        action = decide(bots[seat], state, seat)
        if many:
            times[seat].append(time.perf_counter() - t)
        state.apply(seat, action)
    scores = [s.total for s in state.scores()]
    first = state.ranking()[0]
    return {"seed": seed, "kinds": lineup, "scores": scores,
            "wins": [1 / len(first) if s in first else 0.0 for s in range(n)], "times": times}


def summarize(results: list[dict[str, Any]]) -> dict[str, Any]:
    rows: dict[str, dict[str, Any]] = {}
    for r in results:
        for s, kind in enumerate(r["kinds"]):
            row = rows.setdefault(kind, {"seats": 0, "wins": 0.0, "score": 0.0, "won": [], "times": []})
            row["seats"] += 1
            row["wins"] += r["wins"][s]
            row["score"] += r["scores"][s]
            if r["wins"][s] > 0:
                row["won"].append(r["scores"][s])
            row["times"] += r["times"][s]
    out = {}
    for kind, row in rows.items():
        t, n = row["times"], row["seats"]
        lo, hi = wilson(row["wins"], n)
        out[kind] = {"seats": n, "wins": round(row["wins"], 2), "win_rate": round(row["wins"] / n, 3),
                     "ci95": [round(lo, 3), round(hi, 3)], "mean_score": round(row["score"] / n, 2),
                     "mean_winning_score": round(sum(row["won"]) / len(row["won"]), 2) if row["won"] else None,
                     "s_per_decision": round(sum(t) / len(t), 4) if t else 0.0}
    return out


def match(name: str, kinds: list[str], games: int, seed: int, jobs: int) -> dict[str, Any]:
    """``games`` games: seeds in blocks of one game per rotation of ``kinds``."""
    n = len(kinds)
    lineups, seeds = [], []
    for i in range(games):
        rot = i % n
        lineups.append([kinds[(s + rot) % n] for s in range(n)])
        seeds.append(seed + i // n)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(play, [name] * games, lineups, seeds))
    else:
        results = [play(name, lu, sd) for lu, sd in zip(lineups, seeds)]
    return {"game": name, "players": n, "games": games, "kinds": summarize(results),
            "per_game": [(r["seed"], r["kinds"], r["scores"]) for r in results]}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append", help="a game (repeatable); default: all five")
    p.add_argument("--games", type=int, default=20, help="games per game name")
    p.add_argument("--bots", default="greedy,greedy@base", help="comma list, one bot per seat")
    p.add_argument("--players", type=int, help="seats (the line-up's last bot fills the rest)")
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    base = [k.strip() for k in args.bots.split(";" if ";" in args.bots else ",")]
    print(f"load {os.getloadavg()[0]:.2f} (1 min), {os.cpu_count()} cores", flush=True)
    print(f"{'game':20} {'p':>1} {'bot':26} {'seats':>5} {'wins':>6} {'95% CI':>13} {'mean':>7} "
          f"{'win mean':>8} {'s/dec':>7}", flush=True)
    for name in args.game or eurogames.games():
        players = args.players or len(base)
        kinds = (base + [base[-1]] * players)[:players]
        t0 = time.perf_counter()
        res = match(name, kinds, args.games, args.seed, args.jobs)
        res["seconds"] = round(time.perf_counter() - t0, 1)
        res["load"] = round(os.getloadavg()[0], 2)
        if args.json:
            print(json.dumps(res), flush=True)
        for kind, row in res["kinds"].items():
            ci = f"{row['ci95'][0]:.2f}-{row['ci95'][1]:.2f}"
            print(f"{name:20} {players:>1} {kind:26} {row['seats']:>5} {row['wins']:>6} {ci:>13} "
                  f"{row['mean_score']:>7} {row['mean_winning_score']!s:>8} {row['s_per_decision']:>7}",
                  flush=True)
        print(f"  ({res['seconds']} s, load {res['load']})", flush=True)


if __name__ == "__main__":
    main()
