"""Engine speed for every game: random playouts on one core (``eurogames bench``).

Run:  .venv/bin/python benchmarks/bench_games.py [--seconds 5]
Prints one row per game and player count (decisions/s, games/s, clone µs).
Targets from the issues: Castles of Burgundy 40k (2p), card game 50k (2p),
Orléans 40k (2p), White Castle 50k (2p), Keyflower 30k (3p) decisions/s.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import eurogames

TARGETS = {"castles_of_burgundy": (2, 40_000), "burgundy_card_game": (2, 50_000),
           "orleans": (2, 40_000), "white_castle": (2, 50_000), "keyflower": (3, 30_000)}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=5.0)
    args = p.parse_args()
    print(f"{'game':22} {'p':>2} {'decisions/s':>12} {'target':>8} {'games/s':>9} {'clone µs':>9}")
    for name in eurogames.games():
        players, target = TARGETS.get(name, (eurogames.load(name).min_players, 0))
        out = subprocess.run([sys.executable, "-m", "eurogames", "bench", name, "--players", str(players),
                              "--seconds", str(args.seconds), "--json"],
                             capture_output=True, text=True, check=True).stdout
        r = json.loads(out)
        print(f"{name:22} {players:>2} {r['decisions_per_s']:>12,} {target:>8,} {r['games_per_s']:>9} "
              f"{r['clone_us']:>9}")


if __name__ == "__main__":
    main()
