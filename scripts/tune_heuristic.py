"""Tune a game's evaluation weights by self-play: a seeded coordinate search.

Run:  nice .venv/bin/python scripts/tune_heuristic.py --game castles_of_burgundy --games 200 --passes 1
          [--params col,bonus,...] [--init bonus=2,...] [--step 0.3] [--seed 7000]
          [--opponent shipped|start|defaults] [--match [--level hard] [--json FILE]] [--write]

Both sides are the ``medium`` bot (one step ahead on ``Game.heuristic``), each evaluating with
its own weights: the candidate with the weights under test, the opponent with fixed ones (the
weights shipped in ``heuristic_weights.json``, the weights the search started from, or the code's
``DEFAULTS``). The weights are swapped into the heuristic module around each decision, so the
same code serves both and any weight the module reads counts. Games come in duplicate pairs
(every seed from both seats). The objective is the mean score margin plus 10 points per win share
above one half, on the same seeds for every candidate. A candidate that beats the current
weights' objective replaces them. The search is fully seeded (same arguments, same result);
``--write`` stores the weights in the game's ``heuristic_weights.json`` with the command and the
objective.

``--match`` plays the starting weights (after ``--init``) against the opponent once and prints
the win share with its 95% Wilson interval, both sides' mean scores and (Castles of Burgundy and
any game whose score breakdown has categories) the mean points per category: how a new feature
is measured against the shipped evaluation (``--init feature=value --opponent shipped``).
``--against name=value,...`` changes the opponent's weights (e.g. back to those shipped before).
``--level hard`` plays that match with another level on both sides (search bots evaluate their
leaves with the swapped weights too); ``--json FILE`` saves the result.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.base import Bot
from eurogames.bots.tournament import bot_seed, turns, wilson
from eurogames.core import Action, State
from eurogames.core import weights as weights_file
from eurogames.core.types import Seat


def module(game: str) -> Any:
    return importlib.import_module(f"eurogames.games.{game}.heuristic")


class WeightedBot(Bot):
    """The ``medium`` bot (or another ``level``) evaluating with ``w``: the module's weights are
    swapped in for each decision and restored after it."""

    def __init__(self, seed: int, mod: Any, w: dict[str, float], level: str = "medium") -> None:
        super().__init__(seed)
        self.inner = make_bot(level, seed)
        self.rng = self.inner.rng
        self.mod = mod
        self.w = w

    def choose(self, state: State, seat: Seat) -> Action:
        live = self.mod.W
        keep = dict(live)
        live.clear()
        live.update(self.w)
        try:
            return self.inner.choose(state, seat)
        finally:
            live.clear()
            live.update(keep)


def play(game: str, ws: list[dict[str, float]], seed: int, level: str = "medium",
         watch: Callable[[State, int, Action], None] | None = None) -> dict[str, Any]:
    """One seeded game, seat ``s`` evaluating with ``ws[s]``: scores, win shares, breakdowns and
    the final state. ``watch(state, seat, action)`` sees each decision before it is played
    (diagnostic scripts count what the bots do with it)."""
    g = eurogames.load(game)
    mod = module(game)
    state = g.new(len(ws), seed)
    bots = [WeightedBot(bot_seed(seed, s), mod, w, level) for s, w in enumerate(ws)]
    for seat in turns(state, seed):
        a = decide(bots[seat], state, seat)
        if watch is not None:
            watch(state, seat, a)
        state.apply(seat, a)
    sc = state.scores()
    first = state.ranking()[0]
    return {"scores": [s.total for s in sc], "wins": [1 / len(first) if s in first else 0.0 for s in range(len(ws))],
            "cats": [dict(getattr(s, "categories", {}) or {}) for s in sc], "state": state}


def match(game: str, w: dict[str, float], opp: dict[str, float], seeds: list[int],
          level: str = "medium") -> dict[str, Any]:
    """``w`` against ``opp`` on every seed from both seats (2 players), both sides ``level``."""
    wins = margin = 0.0
    mine: list[float] = []
    theirs: list[float] = []
    cats: list[defaultdict[str, float]] = [defaultdict(float), defaultdict(float)]
    per_game: list[list[float]] = []
    for seed in seeds:
        for me in (0, 1):
            ws = [w, opp] if me == 0 else [opp, w]
            r = play(game, ws, seed, level)
            other = 1 - me
            mine.append(r["scores"][me])
            theirs.append(r["scores"][other])
            margin += r["scores"][me] - r["scores"][other]
            per_game.append([seed, me, r["scores"][me], r["scores"][other]])
            wins += r["wins"][me]
            for side, seat in ((0, me), (1, other)):
                for k, v in r["cats"][seat].items():
                    cats[side][k] += v
    n = len(mine)
    return {"games": n, "wins": wins, "win_rate": wins / n, "ci95": wilson(wins, n), "margin": margin / n,
            "mean": sum(mine) / n, "opp_mean": sum(theirs) / n,
            "cats": [{k: round(v / n, 2) for k, v in c.items()} for c in cats],
            "objective": margin / n + 10.0 * (wins / n - 0.5),
            "per_game": per_game}


def changed(w: dict[str, float], items: str | None) -> dict[str, float]:
    """``w`` with the values of ``name=value,...`` (a copy)."""
    out = dict(w)
    for item in filter(None, (items or "").split(",")):
        key, _, value = item.partition("=")
        if key not in out:
            raise SystemExit(f"no weight {key!r}; known: {', '.join(out)}")
        out[key] = float(value)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=200, help="games per candidate (even: both seats)")
    p.add_argument("--passes", type=int, default=1)
    p.add_argument("--params", help="comma list of weights to move (default: all)")
    p.add_argument("--step", type=float, default=0.3, help="relative step (absolute for a zero weight)")
    p.add_argument("--seed", type=int, default=7000)
    p.add_argument("--opponent", choices=("shipped", "start", "defaults"), default="shipped",
                   help="the opponent's weights (default: those in heuristic_weights.json)")
    p.add_argument("--init", help="starting values name=value,... (default: the shipped weights)")
    p.add_argument("--against", help="the opponent's weights changed from --opponent's: name=value,...")
    p.add_argument("--match", action="store_true", help="only play the starting weights against the opponent")
    p.add_argument("--write", action="store_true", help="store the result in heuristic_weights.json")
    p.add_argument("--level", default="medium", help="the bot level both sides play (--match only; e.g. hard)")
    p.add_argument("--json", help="with --match: write the result (every game: seed, candidate's seat, its score, the other's)")
    args = p.parse_args()
    mod = module(args.game)
    shipped = dict(mod.W)
    start = changed(shipped, args.init)
    opp = changed({"shipped": shipped, "start": start, "defaults": dict(mod.DEFAULTS)}[args.opponent], args.against)
    seeds = [args.seed + i for i in range(max(1, args.games // 2))]
    t0, c0 = time.perf_counter(), time.process_time()
    print(f"load {os.getloadavg()[0]:.2f}; {len(seeds) * 2} games per candidate; opponent {args.opponent}",
          flush=True)
    res = match(args.game, start, opp, seeds, args.level)
    lo, hi = res["ci95"]
    print(f"start  J={res['objective']:7.3f} wins={res['wins']:g}/{res['games']} ({res['win_rate']:.1%}, "
          f"95% {lo:.1%}-{hi:.1%}) mean {res['mean']:.1f} vs {res['opp_mean']:.1f} margin={res['margin']:+.2f}"
          f"  ({time.process_time() - c0:.0f} CPU s)", flush=True)
    if args.match:
        for side, name in ((0, "candidate"), (1, "opponent")):
            print(f"  {name:9} {json.dumps(res['cats'][side])}", flush=True)
        print(f"load {os.getloadavg()[0]:.2f}", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps({"args": sys.argv[1:], "candidate": start, "opponent": opp,
                                                   **res}, indent=1) + "\n", encoding="utf-8")
        return
    best, cur = dict(start), res["objective"]
    names = args.params.split(",") if args.params else list(mod.DEFAULTS)
    step = args.step
    for pas in range(args.passes):
        for name in names:
            for sign in (1, -1):
                cand = dict(best)
                x = cand[name]
                cand[name] = round(x * (1 + sign * step) if x else sign * step, 4)
                r = match(args.game, cand, opp, seeds)
                better = r["objective"] > cur
                print(f"pass {pas} {name}={cand[name]:<8} J={r['objective']:7.3f} wins={r['win_rate']:.3f} "
                      f"margin={r['margin']:+.2f} mean={r['mean']:.1f}{'  accepted' if better else ''}  "
                      f"({time.perf_counter() - t0:.0f} s, load {os.getloadavg()[0]:.1f})", flush=True)
                if better:
                    best, cur = cand, r["objective"]
                    break
        step /= 2
    print("best", json.dumps(best), f"J={cur:.3f}", flush=True)
    if args.write:
        path = Path(mod.__file__).with_name(weights_file.FILE)
        old = weights_file.read(mod.__package__)
        data = {"weights": {k: best[k] for k in mod.DEFAULTS},
                "bot_params": old.get("bot_params", {}),
                "tuned_by": "scripts/tune_heuristic.py " + " ".join(sys.argv[1:]),
                "objective": round(cur, 3)}
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print("wrote", path, flush=True)


if __name__ == "__main__":
    main()
