"""Tune a game's evaluation weights by self-play: a seeded coordinate search.

Run:  nice .venv/bin/python scripts/tune_heuristic.py --game burgundy_card_game --games 60 --passes 1
          [--params col,bonus,...] [--init bonus=2,...] [--step 0.3] [--seed 7000]
          [--opponent baseline|start] [--write]

Each candidate (one weight moved up or down by ``--step`` of its value) plays ``--games`` greedy
games against a fixed opponent: the greedy bot on the baseline evaluation (``baseline``) or on the
weights the search started from (``start``), in duplicate pairs (every seed from both seats). Its
objective is the mean score margin plus 10 points per win share above one half, on the same seeds
for every candidate. A candidate that beats the current weights' objective replaces them. The
search is fully seeded (same arguments, same result); ``--write`` stores the weights in the game's
``heuristic_weights.json`` with the command and the objective.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from eval_match import play

import eurogames
from eurogames.core import weights as weights_file


def module(game: str) -> Any:
    return importlib.import_module(f"eurogames.games.{game}.heuristic")


def objective(game: str, w: dict[str, float], seeds: list[int], opponent: str,
              start: dict[str, float]) -> tuple[float, float, float]:
    """(objective, win share, mean margin) of greedy on ``w`` against the opponent."""
    mod = module(game)
    margin = wins = 0.0
    n = 0
    for seed in seeds:
        for lineup in (["greedy", "greedy@base"], ["greedy@base", "greedy"]):
            if opponent == "start":
                _swap_baseline(game, start)
            mod.W.clear()
            mod.W.update(w)
            r = play(game, lineup, seed)
            me = lineup.index("greedy")
            other = 1 - me
            margin += r["scores"][me] - r["scores"][other]
            wins += r["wins"][me]
            n += 1
    _restore_baseline(game)
    return margin / n + 10.0 * (wins / n - 0.5), wins / n, margin / n


_saved: dict[str, Any] = {}


def _swap_baseline(game: str, start: dict[str, float]) -> None:
    """Make ``baseline_heuristic`` evaluate with the starting weights (opponent ``start``)."""
    g = eurogames.load(game)
    mod = module(game)
    if game not in _saved:
        _saved[game] = True

        def frozen(state: Any, seat: int) -> float:
            keep = dict(mod.W)
            mod.W.clear()
            mod.W.update(start)
            try:
                return float(mod.evaluate(state, seat))
            finally:
                mod.W.clear()
                mod.W.update(keep)
        g.baseline_heuristic = frozen


def _restore_baseline(game: str) -> None:
    if _saved.pop(game, None):
        del eurogames.load(game).baseline_heuristic


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=60, help="games per candidate (even: both seats)")
    p.add_argument("--passes", type=int, default=1)
    p.add_argument("--params", help="comma list of weights to move (default: all)")
    p.add_argument("--step", type=float, default=0.3, help="relative step (absolute for a zero weight)")
    p.add_argument("--seed", type=int, default=7000)
    p.add_argument("--opponent", choices=("baseline", "start"), default="baseline")
    p.add_argument("--init", help="starting values name=value,... (default: the shipped weights)")
    p.add_argument("--write", action="store_true", help="store the result in heuristic_weights.json")
    args = p.parse_args()
    mod = module(args.game)
    for item in filter(None, (args.init or "").split(",")):
        key, _, value = item.partition("=")
        if key not in mod.W:
            raise SystemExit(f"no weight {key!r}; known: {', '.join(mod.W)}")
        mod.W[key] = float(value)
    start = dict(mod.W)
    best = dict(start)
    names = args.params.split(",") if args.params else list(mod.DEFAULTS)
    seeds = [args.seed + i for i in range(max(1, args.games // 2))]
    t0 = time.perf_counter()
    print(f"load {os.getloadavg()[0]:.2f}; {len(seeds) * 2} games per candidate", flush=True)
    cur, wr, mg = objective(args.game, best, seeds, args.opponent, start)
    print(f"start  J={cur:7.3f} wins={wr:.3f} margin={mg:+.2f}  {best}", flush=True)
    step = args.step
    for pas in range(args.passes):
        for name in names:
            for sign in (1, -1):
                cand = dict(best)
                x = cand[name]
                cand[name] = round(x * (1 + sign * step) if x else sign * step, 4)
                j, wr, mg = objective(args.game, cand, seeds, args.opponent, start)
                better = j > cur
                print(f"pass {pas} {name}={cand[name]:<8} J={j:7.3f} wins={wr:.3f} margin={mg:+.2f}"
                      f"{'  accepted' if better else ''}  ({time.perf_counter() - t0:.0f} s)", flush=True)
                if better:
                    best, cur = cand, j
                    break
        step /= 2
    print("best", json.dumps(best), f"J={cur:.3f}", flush=True)
    mod.W.clear()
    mod.W.update(best)
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
