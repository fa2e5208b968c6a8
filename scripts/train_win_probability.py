"""Fit White Castle's learned win probability (``heuristic.win_probability``) on seeded self-play.

Run:  nice .venv/bin/python scripts/train_win_probability.py [--games 4000] [--seed 50000]
          [--epsilon 0.1] [--bins 12] [--write]

Both seats are the ``medium`` bot (one step ahead on the tuned ``heuristic.evaluate``, deciding on
``determinize``d states like every bot); in the first round each move is replaced by a uniformly
random legal one with probability ``epsilon``, so the games start from more varied positions
and are then played as medium plays them. Every decision point of every 2-player game is a row:
the share of the game left (``heuristic.game_left``), ``evaluate`` from seat 0 (its margin
over seat 1, in points) and the final margin. The rows are cut into ``bins`` equal bins of the
game left; in each, a least squares line through the origin gives the final margin as
``a * evaluate`` and the spread ``s`` of the final margin around it (root mean square), so that
a position's chance of winning is about ``Phi(evaluate * a / s)``: the file stores each bin's
mean game left and its slope ``a / s``. The last fifth of the games is kept out of the fit
and reports the Brier score of that chance and of a coin's 0.5. Same arguments, same
file: the games are seeded and the fit is closed-form.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.core import Rng
from eurogames.games.white_castle import heuristic

OUT = Path(heuristic.__file__).with_name("win_probability.json")


def play(seed: int, epsilon: float) -> tuple[list[float], list[float], float]:
    """One seeded game: per decision, the game left and ``evaluate`` from seat 0; and seat 0's
    final margin."""
    game = eurogames.load("white_castle")
    state: Any = game.new(2, seed=seed)
    bots = [make_bot("medium", seed * 2 + s) for s in range(2)]
    noise = Rng(seed ^ 0x5EED)
    left: list[float] = []
    value: list[float] = []
    while not state.is_over():
        left.append(heuristic.game_left(state))
        value.append(heuristic.evaluate(state, 0))
        seat = state.active_players()[0]
        legal = state.legal_actions(seat)
        if state.round == 1 and len(legal) > 1 and noise.below(1_000_000) < epsilon * 1_000_000:
            action = legal[noise.below(len(legal))]
        else:
            action = decide(bots[seat], state, seat)
        state.apply(seat, action)
    final = state.scores()
    return left, value, float(final[0].total - final[1].total)


def arrays(games: list[Any]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    left = np.array([x for g in games for x in g[0]], dtype=float)
    value = np.array([x for g in games for x in g[1]], dtype=float)
    final = np.array([g[2] for g in games for _ in g[0]], dtype=float)
    return left, value, final


def fit(left: np.ndarray, value: np.ndarray, final: np.ndarray, bins: int) -> tuple[list[float], list[float]]:
    """Each bin's mean game left and slope ``a / s`` (see the module docstring)."""
    which = np.minimum((left * bins).astype(int), bins - 1)
    centres: list[float] = []
    slopes: list[float] = []
    for b in range(bins):
        m = which == b
        if m.sum() < 50:
            continue
        e, y = value[m], final[m]
        a = float(e @ y / (e @ e)) if float(e @ e) > 0 else 0.0
        spread = float(np.sqrt(((y - a * e) ** 2).mean()))
        centres.append(round(float(left[m].mean()), 4))
        slopes.append(round(a / spread, 5))
    return centres, slopes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=50000)
    ap.add_argument("--epsilon", type=float, default=0.1)
    ap.add_argument("--bins", type=int, default=12)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.process_time()
    games = []
    for i in range(args.games):
        games.append(play(args.seed + i, args.epsilon))
        if (i + 1) % 500 == 0:
            print(f"{i + 1} games, {time.process_time() - t0:.0f} CPU s", file=sys.stderr, flush=True)
    n_test = args.games // 5
    left, value, final = arrays(games[:args.games - n_test])
    centres, slopes = fit(left, value, final, args.bins)
    tl, tv, tf = arrays(games[args.games - n_test:])
    heuristic.WIN_LEFT[:], heuristic.WIN_SLOPE[:] = centres, slopes
    p = np.array([0.5 + 0.5 * math.erf(v * heuristic.win_slope(x) / math.sqrt(2)) for x, v in zip(tl, tv)])
    won = (tf > 0).astype(float) + 0.5 * (tf == 0)  # a tied total goes by turn order: about even
    report = {"games": args.games, "positions": len(left),
              "holdout_brier": {"coin": round(float(((0.5 - won) ** 2).mean()), 4),
                                "learned": round(float(((p - won) ** 2).mean()), 4)}}
    print(json.dumps({**report, "left": centres, "slope": slopes}))
    if args.write:
        left, value, final = arrays(games)
        centres, slopes = fit(left, value, final, args.bins)
        cmd = "scripts/train_win_probability.py " + " ".join(argv if argv is not None else sys.argv[1:])
        OUT.write_text(json.dumps({"left": centres, "slope": slopes, "trained_by": cmd.strip(), **report},
                                  indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
