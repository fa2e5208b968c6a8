"""A/B engine speed: ``eurogames bench --all`` alternated between source trees in one run.

Each round runs every tree once (in turn, each a fresh process under the same load);
the table shows the median of the rounds per tree and game, and the machine's load.

    git archive OLD | tar -x -C /tmp/old        # a copy of the code to compare with
    nice python benchmarks/ab.py /tmp/old/src src --rounds 3 --seconds 2

Both trees must have ``eurogames.bench`` (copy ``bench.py`` and ``bots/playout.py`` into
an old tree that predates them, so both measure with the same policy).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

METRICS = ("decisions_per_cpu_s", "clone_us", "view_us", "json_us", "to_json_us", "from_json_us")


def run_tree(src: str, seconds: float, extra: list[str]) -> list[dict[str, object]]:
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run([sys.executable, "-m", "eurogames", "bench", "--all", "--json",
                          "--seconds", str(seconds), *extra],
                         env=env, capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("trees", nargs="+", help="src directories (PYTHONPATH) to compare")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--policy", default="eager")
    args = p.parse_args()
    results: dict[str, dict[str, dict[str, list[float]]]] = {t: {} for t in args.trees}
    loads = []
    for _ in range(args.rounds):
        for tree in args.trees:
            loads.append(os.getloadavg()[0])
            for row in run_tree(tree, args.seconds, ["--policy", args.policy]):
                per = results[tree].setdefault(str(row["game"]), {m: [] for m in METRICS})
                for m in METRICS:
                    per[m].append(float(row[m]))  # type: ignore[arg-type]
    print(f"policy {args.policy}, {args.rounds} rounds, medians; load average during the run "
          f"{min(loads):.1f}-{max(loads):.1f} (1 min)")
    head = f"{'game':20} {'tree':>6} " + " ".join(f"{m.replace('_per_cpu_s', '/CPU s'):>16}" for m in METRICS)
    print(head)
    for game in results[args.trees[0]]:
        for i, tree in enumerate(args.trees):
            per = results[tree].get(game)
            if per is None:
                continue
            cells = " ".join(f"{statistics.median(per[m]):>16,.1f}" for m in METRICS)
            print(f"{game:20} {chr(65 + i):>6} {cells}")
    print("trees: " + ", ".join(f"{chr(65 + i)} = {t}" for i, t in enumerate(args.trees)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
