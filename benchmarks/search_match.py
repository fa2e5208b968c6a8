"""A duplicate tournament (``eurogames tournament``'s schedule and games) that writes each game
as one JSON line the moment it ends, so a run stopped at a deadline keeps its finished deals.

    nice -n 10 python benchmarks/search_match.py white_castle hard/settle=6,hard --games 10 \\
        --seed 2000 --procs 2 --out results.jsonl

``--summary FILE...`` prints, per file, the first bot's wins over the whole deals (both seatings)
finished, with the 95% Wilson interval, its mean score / the other seats' mean score and its CPU
seconds per decision. ``--players 4`` with ``hard,medium,medium,medium``: one hard bot in every
seat against three medium (4 seatings per deal).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

from eurogames.bots.tournament import run, schedule, wilson


def summary(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    by_seed: dict[int, list[dict]] = {}
    for r in rows:
        by_seed.setdefault(r["seed"], []).append(r)
    whole = [r for rs in by_seed.values() if len(rs) == len(rs[0]["seating"]) for r in rs]
    if not whole:
        return f"{path}: no whole deal yet ({len(rows)} games)"
    first = rows[0]["bots"][0]
    wins, sa, sb, cpu = 0.0, [], [], []
    for r in whole:
        i = r["seating"].index(first)
        wins += r["wins"][i]
        sa.append(r["scores"][i])
        sb.append(statistics.mean(x for j, x in enumerate(r["scores"]) if j != i))
        cpu += r["cpu"][i]
    n = len(whole)
    lo, hi = wilson(wins, n)
    cpu.sort()
    return (f"{path}: {first} {wins:g}/{n} = {100 * wins / n:.0f}% ({100 * lo:.0f}-{100 * hi:.0f}), mean score "
            f"{statistics.mean(sa):.1f} / {statistics.mean(sb):.1f}, CPU s per decision median "
            f"{cpu[len(cpu) // 2]:.3f} p95 {cpu[int(0.95 * len(cpu))]:.3f}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game", nargs="?")
    ap.add_argument("bots", nargs="?")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=2000)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--procs", type=int, default=1)
    ap.add_argument("--out")
    ap.add_argument("--summary", nargs="*")
    args = ap.parse_args()
    if args.summary:
        for path in args.summary:
            print(summary(path))
        return 0
    bots = args.bots.split(",")
    games = schedule(args.game, args.players, args.games, bots, args.seed)
    with open(args.out, "a", encoding="utf-8") as out:
        def write(r: dict) -> None:
            out.write(json.dumps({**r, "bots": bots}) + "\n")
            out.flush()
        run(games, args.procs, on_result=write)
    print(summary(args.out), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
