"""Engine speed for every game against the goals of the speed issue (``eurogames bench``).

Run:  .venv/bin/python benchmarks/bench_games.py [--seconds 5] [--policy eager]
Each game runs in its own process (a fresh interpreter, as ``eurogames bench`` alone would) and
prints one row: decisions per CPU second, ``view`` + JSON µs and ``to_json``/``from_json`` µs,
each beside its goal, with the load average. Goals: >= 150k decisions per CPU second,
view + JSON <= 60 µs, to_json and from_json <= 30 µs.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

import eurogames
from eurogames.bench import DEFAULT_PLAYERS

GOAL_DECISIONS = 150_000
GOAL_VIEW_US = 60.0
GOAL_JSON_US = 30.0


def _mark(ok: bool) -> str:
    return " " if ok else "!"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--policy", default="eager")
    args = p.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}; goals: {GOAL_DECISIONS:,} decisions/CPU s, view+json "
          f"<= {GOAL_VIEW_US:.0f} µs, to_json/from_json <= {GOAL_JSON_US:.0f} µs ('!' marks a miss)")
    print(f"{'game':22} {'p':>2} {'decisions/CPU s':>16} {'view+json µs':>13} {'to_json µs':>11} {'from_json µs':>13}")
    for name in eurogames.games():
        players = DEFAULT_PLAYERS.get(name, max(2, eurogames.load(name).min_players))
        out = subprocess.run([sys.executable, "-m", "eurogames", "bench", name, "--players", str(players),
                              "--seconds", str(args.seconds), "--policy", args.policy, "--json"],
                             capture_output=True, text=True, check=True).stdout
        r = json.loads(out)
        dec, view = r["decisions_per_cpu_s"], r["view_us"] + r["json_us"]
        print(f"{name:22} {players:>2} {dec:>15,}{_mark(dec >= GOAL_DECISIONS)} {view:>12.1f}"
              f"{_mark(view <= GOAL_VIEW_US)} {r['to_json_us']:>10.1f}{_mark(r['to_json_us'] <= GOAL_JSON_US)}"
              f" {r['from_json_us']:>12.1f}{_mark(r['from_json_us'] <= GOAL_JSON_US)}")
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
