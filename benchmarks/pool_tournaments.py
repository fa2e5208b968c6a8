"""Pool ``eurogames tournament --json`` runs of one pairing into one result.

A 200-game pairing of the search levels takes hours of CPU on this project's 2-core machines,
longer than a session: run it in chunks of deals (``--games 10 --seed S`` for S = 7000, 7010,
...), keep each chunk's JSON, and pool them here: wins with the 95% Wilson interval, mean and
median score, mean margin to the best other seat, and CPU per decision (from the per-decision
lists where a file kept them; else each chunk's own median/p95, shown as a range).

    python benchmarks/pool_tournaments.py benchmarks/results/bots-pairings-2026-11-29/white_castle-*.json

Refuses files of different games, player counts or bots, and a deal seen twice. With more
players than bots (Keyflower at 4 with two bots: two seats each), it also counts the games won
by one of a bot's seats.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from eurogames.bots.tournament import summarize


def pool(paths: list[str]) -> dict[str, Any]:
    """The pooled figures of the runs in ``paths`` (one pairing): ``tournament.summarize`` of
    all their games, per bot."""
    runs = [json.loads(Path(p).read_text()) for p in paths]
    first = runs[0]
    key = (first["game"], first["players"], sorted(first["bots"]))
    deals: set[int] = set()
    results: list[dict[str, Any]] = []
    chunk_cpu: dict[str, list[tuple[float, float]]] = {}
    for path, run in zip(paths, runs):
        if (run["game"], run["players"], sorted(run["bots"])) != key:
            raise SystemExit(f"{path}: another pairing ({run['game']}, {run['players']} p, {run['bots']})")
        seeds = {r["seed"] for r in run["results"]}
        if seeds & deals:
            raise SystemExit(f"{path}: deals {sorted(seeds & deals)} already counted")
        deals |= seeds
        results += run["results"]
        for b, s in run["summary"].items():
            chunk_cpu.setdefault(b, []).append((s["cpu_s"]["median"], s["cpu_s"]["p95"]))
    out: dict[str, Any] = {"game": key[0], "players": key[1], "deals": len(deals),
                           "first_deal": min(deals), "last_deal": max(deals), "bots": {}}
    per_decision = all("cpu" in r for r in results)
    for b, full in summarize(results, first["bots"]).items():
        row = {k: v for k, v in full.items() if k not in ("wall_s", "capped", "decisions", "cpu_s")}
        if per_decision:
            row["cpu_s"] = full["cpu_s"] | {"decisions": full["decisions"]}
        else:  # files from before the per-decision lists: each chunk's own figures, as a range
            meds, p95s = zip(*chunk_cpu[b])
            row["chunk_cpu_s"] = {"median": [min(meds), max(meds)], "p95": [min(p95s), max(p95s)]}
        out["bots"][b] = row
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("files", nargs="+", help="tournament --json files of one pairing")
    p.add_argument("--json", action="store_true", help="print the pooled figures as JSON")
    args = p.parse_args()
    res = pool(args.files)
    if args.json:
        print(json.dumps(res, indent=1))
        return
    print(f"{res['game']}, {res['players']} players: {res['deals']} deals "
          f"({res['first_deal']}-{res['last_deal']}), {len(args.files)} files")
    for b, r in res["bots"].items():
        lo, hi = r["win_rate_95"]
        cpu = (f"CPU s/decision median {r['cpu_s']['median']:.4f}, p95 {r['cpu_s']['p95']:.4f}"
               if "cpu_s" in r else
               f"CPU s/decision per chunk: median {r['chunk_cpu_s']['median'][0]:.4f}-"
               f"{r['chunk_cpu_s']['median'][1]:.4f}, p95 {r['chunk_cpu_s']['p95'][0]:.4f}-"
               f"{r['chunk_cpu_s']['p95'][1]:.4f}")
        print(f"  {b}: {r['wins']:g}/{r['games']} = {100 * r['win_rate']:.1f}% "
              f"(95% Wilson {100 * lo:.1f}-{100 * hi:.1f}), mean score {r['mean_score']:.1f}, "
              f"median {r['median_score']}, margin {r['mean_margin']:+.1f}, "
              f"mean winning score {r['winning_score']} ({r['won']} first places); {cpu}")
        if "tables" in r:
            t = r["tables"]
            print(f"    games won by one of its seats: {t['won']:g}/{t['games']} = {100 * t['rate']:.1f}% "
                  f"(95% Wilson {100 * t['rate_95'][0]:.1f}-{100 * t['rate_95'][1]:.1f})")


if __name__ == "__main__":
    main()
