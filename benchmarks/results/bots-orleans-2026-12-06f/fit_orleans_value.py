"""Fit Orléans's value for the search's leaves (``heuristic.fitted_value``) on seeded self-play.

Runs at commit 5dcf6e5 of branch ``orleval`` (``git apply fitted-value.patch`` on main):
the fitted value's code was reverted after the games (bots-orleans-2026-12-06f.md).

Run:  nice .venv/bin/python scripts/fit_orleans_value.py [--games 600] [--seed 60000]
          [--every 6] [--epsilon 0.1] [--ridge 0.3,1,3,10,30] [--write]

Both seats are the ``medium`` bot (one step ahead on ``heuristic.evaluate``); in the first
round each move is replaced by a uniformly random legal one with probability ``epsilon``, so
the games start from more varied positions. At every ``every``-th decision point, for each
seat: ``evaluate`` (its margin over the rival, in points), and for each weight ``_tuned_value``
is linear in (``heuristic.LINEAR``) the difference that weight makes to the seat's value minus
the rival's (its feature); the target is the seat's final margin. In each bucket of three
rounds a least squares fit gives the final margin as ``a * evaluate + sum c_k * feature_k``,
with a ridge penalty ``ridge * rows`` on the (standardized) ``c`` only, so the fit is
``a * evaluate`` with the weights moved by ``c / a``: ``fitted_value`` is ``evaluate``'s form
with those weights, times ``a``. The ridge is chosen by the mean squared error on the last
fifth of the games (kept out of that fit; the report gives it for ``evaluate`` alone, ``a *
evaluate`` and the chosen fit), then the fit is redone on all games. Same arguments, same
file: the games are seeded and the fit is closed-form.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.core import Rng
from eurogames.games.orleans import heuristic
from eurogames.games.orleans.data import ROUNDS

OUT = Path(heuristic.__file__).with_name("value_weights.json")
BUCKET = 3
"""Rounds per bucket of the fit."""


def features(state: Any, seat: int) -> list[float]:
    """``evaluate`` from ``seat`` and, per ``heuristic.LINEAR`` weight, what one more unit of it
    adds to ``seat``'s value minus the rival's (2 players)."""
    w = heuristic.W
    rival = 1 - seat
    mine0 = heuristic._tuned_value(state, seat, w)
    riv0 = heuristic._rival_value(state, rival, w)
    row = [heuristic.evaluate(state, seat)]
    for k in heuristic.LINEAR:
        w1 = {**w, k: w[k] + 1.0}
        row.append(heuristic._tuned_value(state, seat, w1) - mine0 - (heuristic._rival_value(state, rival, w1) - riv0))
    return row


def play(seed: int, every: int, epsilon: float) -> list[tuple[int, list[float], float]]:
    """One seeded game: rows (round, features from one seat, that seat's final margin)."""
    game = eurogames.load("orleans")
    state: Any = game.new(2, seed=seed)
    bots = [make_bot("medium", seed * 2 + s) for s in range(2)]
    noise = Rng(seed ^ 0x5EED)
    taken: list[tuple[int, int, list[float]]] = []
    k = 0
    while not state.is_over():
        seat = state.active_players()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            if k % every == 0:
                for s in range(2):
                    taken.append((max(1, state.round), s, features(state, s)))
            k += 1
        if state.round <= 1 and len(legal) > 1 and noise.below(1_000_000) < epsilon * 1_000_000:
            action = legal[noise.below(len(legal))]
        else:
            action = decide(bots[seat], state, seat)
        state.apply(seat, action)
    final = state.scores()
    margin = float(final[0].total - final[1].total)
    return [(r, row, margin if s == 0 else -margin) for r, s, row in taken]


def arrays(games: list[list[tuple[int, list[float], float]]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rounds = np.array([r for g in games for r, _, _ in g], dtype=int)
    x = np.array([row for g in games for _, row, _ in g], dtype=float)
    y = np.array([m for g in games for _, _, m in g], dtype=float)
    return rounds, x, y


def bucket_of(rounds: np.ndarray) -> np.ndarray:
    return np.minimum((rounds - 1) // BUCKET, (ROUNDS - 1) // BUCKET)


def fit_bucket(x: np.ndarray, y: np.ndarray, ridge: float) -> np.ndarray:
    """``[a, c_1, ...]``: least squares of ``y`` on ``x`` (no intercept; the rows come in seat
    pairs), ridge ``ridge * rows`` on the standardized columns after the first."""
    sd = x.std(axis=0)
    sd[sd == 0] = 1.0
    sd[0] = 1.0
    z = x / sd
    pen = np.full(x.shape[1], ridge * len(y))
    pen[0] = 0.0
    coef = np.linalg.solve(z.T @ z + np.diag(pen), z.T @ y)
    return coef / sd


def fit(rounds: np.ndarray, x: np.ndarray, y: np.ndarray, ridge: float) -> dict[int, np.ndarray]:
    which = bucket_of(rounds)
    return {int(b): fit_bucket(x[which == b], y[which == b], ridge) for b in sorted(set(which.tolist()))}


def mse(coefs: dict[int, np.ndarray], rounds: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    which = bucket_of(rounds)
    pred = np.array([x[i] @ coefs[int(b)] if int(b) in coefs else x[i, 0] for i, b in enumerate(which)])
    return float(((y - pred) ** 2).mean())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=60000)
    ap.add_argument("--every", type=int, default=6)
    ap.add_argument("--epsilon", type=float, default=0.1)
    ap.add_argument("--ridge", default="0.3,1,3,10,30", help="ridge strengths tried (per row)")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.process_time()
    games = []
    for i in range(args.games):
        games.append(play(args.seed + i, args.every, args.epsilon))
        if (i + 1) % 50 == 0:
            print(f"{i + 1} games, {time.process_time() - t0:.0f} CPU s", file=sys.stderr, flush=True)
    n_test = args.games // 5
    tr, tx, ty = arrays(games[:args.games - n_test])
    hr, hx, hy = arrays(games[args.games - n_test:])
    which = bucket_of(hr)
    slope_only = {int(b): np.array([float(tx[bucket_of(tr) == b, 0] @ ty[bucket_of(tr) == b]
                                           / (tx[bucket_of(tr) == b, 0] @ tx[bucket_of(tr) == b, 0]))]
                                   + [0.0] * (tx.shape[1] - 1)) for b in sorted(set(which.tolist()))}
    report: dict[str, Any] = {"games": args.games, "rows": len(tr) + len(hr),
                              "holdout_mse": {"evaluate": round(float(((hy - hx[:, 0]) ** 2).mean()), 2),
                                              "slope": round(mse(slope_only, hr, hx, hy), 2)}}
    best = None
    for r in (float(v) for v in args.ridge.split(",")):
        e = mse(fit(tr, tx, ty, r), hr, hx, hy)
        report["holdout_mse"][f"ridge {r:g}"] = round(e, 2)
        if best is None or e < best[0]:
            best = (e, r)
    assert best is not None
    report["ridge"] = best[1]
    rounds, x, y = arrays(games)
    coefs = fit(rounds, x, y, best[1])
    which = bucket_of(rounds)
    out = {"round": [round(float(rounds[which == b].mean()), 3) for b in coefs],
           "slope": [round(float(coefs[b][0]), 4) for b in coefs],
           "correction": {k: [round(float(coefs[b][i + 1]), 4) for b in coefs]
                          for i, k in enumerate(heuristic.LINEAR)}}
    print(json.dumps({**report, **out}, indent=1))
    print(f"{time.process_time() - t0:.0f} CPU s", file=sys.stderr)
    if args.write:
        cmd = "scripts/fit_orleans_value.py " + " ".join(argv if argv is not None else sys.argv[1:])
        OUT.write_text(json.dumps({**out, "fitted_by": cmd.strip(), **report}, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
