"""Bot strength matches: the search bot against greedy (or any line-up) in every game.

Run:  nice .venv/bin/python benchmarks/bot_match.py [--games 10] [--game white_castle]
                                                   [--bots mcts,greedy] [--jobs 2]
A line-up names one bot kind per seat; ``mcts:iterations=100,seconds=5`` sets MctsBot
parameters (for experiments). As in ``eurogames simulate`` the kinds rotate over the seats
from game to game (game ``i`` uses seed ``--seed + i``), so no kind keeps the start seat.
Every game is fully seeded, so a run with the same arguments plays the same games, as long
as no search decision hits its time cap (``seconds``): the table reports how many did.
Keyflower is played at 3 players by default (``mcts,greedy,greedy``), the others at 2.

Prints one row per game and kind: seats, wins (a shared first place counts as a share),
mean score, and for search bots the mean and worst seconds per decision (decisions with a
single legal action are not timed) and the share of decisions cut by the time cap.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.base import Bot
from eurogames.core import Rng

DEFAULT_PLAYERS = {"keyflower": 3}


def build(spec: str, seed: int) -> Bot:
    """A bot from ``kind`` or ``kind:key=value,...`` (numbers are parsed)."""
    kind, _, params = spec.partition(":")
    bot = make_bot(kind, seed)
    for item in filter(None, params.split(",")):
        key, _, value = item.partition("=")
        if not hasattr(bot, key):
            raise SystemExit(f"{kind} has no parameter {key!r}")
        setattr(bot, key, float(value) if "." in value else int(value))
    return bot


def play(name: str, lineup: list[str], seed: int) -> dict[str, Any]:
    """One seeded game; per seat: kind, score, win share, decision times."""
    game = eurogames.load(name)
    players = len(lineup)
    state = game.new(players, seed)
    bots = [build(lineup[s], seed * 10 + s) for s in range(players)]
    rng = Rng(seed ^ 0x5EED)
    times: list[list[float]] = [[] for _ in range(players)]
    capped = [0] * players
    while not state.is_over():
        act = state.active_players()
        seat = act[rng.below(len(act))]
        many = len(state.legal_actions(seat)) > 1
        t = time.perf_counter()
        action = decide(bots[seat], state, seat)
        if many:
            times[seat].append(time.perf_counter() - t)
            capped[seat] += bool(getattr(bots[seat], "last_capped", False))
        state.apply(seat, action)
    scores = [s.total for s in state.scores()]
    first = state.ranking()[0]
    return {"seed": seed, "kinds": lineup, "scores": scores,
            "wins": [1 / len(first) if s in first else 0.0 for s in range(players)],
            "times": times, "capped": capped}


def match(name: str, kinds: list[str], games: int, seed: int, jobs: int) -> dict[str, Any]:
    n = len(kinds)
    lineups = [[kinds[(s + i) % n] for s in range(n)] for i in range(games)]
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(play, [name] * games, lineups, [seed + i for i in range(games)]))
    rows: dict[str, dict[str, Any]] = {}
    for r in results:
        for s, kind in enumerate(r["kinds"]):
            row = rows.setdefault(kind, {"seats": 0, "wins": 0.0, "score": 0.0, "times": [], "capped": 0})
            row["seats"] += 1
            row["wins"] += r["wins"][s]
            row["score"] += r["scores"][s]
            row["times"] += r["times"][s]
            row["capped"] += r["capped"][s]
    out = {}
    for kind, row in rows.items():
        t = row["times"]
        out[kind] = {"seats": row["seats"], "wins": round(row["wins"], 2),
                     "mean_score": round(row["score"] / row["seats"], 2),
                     "s_per_decision": round(sum(t) / len(t), 3) if t else 0.0,
                     "max_s": round(max(t), 3) if t else 0.0,
                     "capped_share": round(row["capped"] / len(t), 3) if t else 0.0}
    return {"game": name, "players": n, "games": games, "kinds": out,
            "per_game": [(r["seed"], r["kinds"], r["scores"]) for r in results]}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", action="append", help="a game (repeatable); default: all five")
    p.add_argument("--games", type=int, default=10, help="games per game name")
    p.add_argument("--bots", default="mcts,greedy", help="comma list, one kind per seat")
    p.add_argument("--players", type=int, help="seats (the line-up is repeated to fill them)")
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    base = [k.strip() for k in args.bots.split(";" if ";" in args.bots else ",")]
    print(f"{'game':20} {'p':>1} {'bot':28} {'seats':>5} {'wins':>6} {'mean':>7} {'s/dec':>6} "
          f"{'max s':>6} {'capped':>6}", flush=True)
    for name in args.game or eurogames.games():
        players = args.players or DEFAULT_PLAYERS.get(name, len(base))
        kinds = (base + [base[-1]] * players)[:players]
        res = match(name, kinds, args.games, args.seed, args.jobs)
        if args.json:
            print(json.dumps(res), flush=True)
        for kind, row in res["kinds"].items():
            print(f"{name:20} {players:>1} {kind:28} {row['seats']:>5} {row['wins']:>6} "
                  f"{row['mean_score']:>7} {row['s_per_decision']:>6} {row['max_s']:>6} "
                  f"{row['capped_share']:>6}", flush=True)


if __name__ == "__main__":
    main()
