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
import statistics
from pathlib import Path
from typing import Any

from eurogames.bots.tournament import wilson


def pool(paths: list[str]) -> dict[str, Any]:
    """The pooled figures of the runs in ``paths`` (one pairing)."""
    runs = [json.loads(Path(p).read_text()) for p in paths]
    first = runs[0]
    key = (first["game"], first["players"], sorted(first["bots"]))
    deals: set[int] = set()
    per: dict[str, dict[str, Any]] = {}
    for path, run in zip(paths, runs):
        if (run["game"], run["players"], sorted(run["bots"])) != key:
            raise SystemExit(f"{path}: another pairing ({run['game']}, {run['players']} p, {run['bots']})")
        seeds = {r["seed"] for r in run["results"]}
        if seeds & deals:
            raise SystemExit(f"{path}: deals {sorted(seeds & deals)} already counted")
        deals |= seeds
        for b, s in run["summary"].items():
            agg = per.setdefault(b, {"games": 0, "wins": 0.0, "scores": [], "margins": [],
                                     "cpu": [], "chunk_cpu": [], "tables": 0})
            agg["chunk_cpu"].append((s["cpu_s"]["median"], s["cpu_s"]["p95"]))
        for r in run["results"]:
            for b in set(r["seating"]):
                per[b]["tables"] += 1
            for i, b in enumerate(r["seating"]):
                agg = per[b]
                agg["games"] += 1
                agg["wins"] += r["wins"][i]
                agg["scores"].append(r["scores"][i])
                agg["margins"].append(r["scores"][i] - max(x for j, x in enumerate(r["scores"]) if j != i))
                agg["cpu"].extend(r.get("cpu", [[]] * len(r["seating"]))[i])
    out: dict[str, Any] = {"game": key[0], "players": key[1], "deals": len(deals),
                           "first_deal": min(deals), "last_deal": max(deals), "bots": {}}
    for b, agg in per.items():
        lo, hi = wilson(agg["wins"], agg["games"])
        row: dict[str, Any] = {
            "games": agg["games"], "wins": agg["wins"], "win_rate": agg["wins"] / agg["games"],
            "win_rate_95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(statistics.mean(agg["scores"]), 2),
            "median_score": statistics.median(agg["scores"]),
            "mean_margin": round(statistics.mean(agg["margins"]), 2)}
        if agg["tables"] < agg["games"]:
            # it sat in several seats of a game (more players than bots): its wins are also the
            # games one of its seats won (a shared first place counts its share)
            lo, hi = wilson(agg["wins"], agg["tables"])
            row["tables"] = {"games": agg["tables"], "won": agg["wins"],
                             "rate": agg["wins"] / agg["tables"], "rate_95": [round(lo, 4), round(hi, 4)]}
        cpu = sorted(agg["cpu"])
        if cpu:
            row["cpu_s"] = {"median": statistics.median(cpu), "p95": cpu[int(0.95 * (len(cpu) - 1))],
                            "max": cpu[-1], "decisions": len(cpu)}
        else:
            meds, p95s = zip(*agg["chunk_cpu"])
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
              f"median {r['median_score']}, margin {r['mean_margin']:+.1f}; {cpu}")
        if "tables" in r:
            t = r["tables"]
            print(f"    games won by one of its seats: {t['won']:g}/{t['games']} = {100 * t['rate']:.1f}% "
                  f"(95% Wilson {100 * t['rate_95'][0]:.1f}-{100 * t['rate_95'][1]:.1f})")


if __name__ == "__main__":
    main()
