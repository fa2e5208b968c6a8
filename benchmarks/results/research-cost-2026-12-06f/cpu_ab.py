"""Alternating CPU A/B of the engine and OpenSpiel step (adapter_cost rows, one process each).

python cpu_ab.py --games burgundy_card_game --players 2,4 --rounds 4 [--fresh] --json out.json
Per round and row, one process per tree, the trees' order alternating from round to round;
each process: adapter_cost's row (warm-up, then the least of 3 timed runs per path). Niced.
Prints per row the median [range] of the OS/engine ratio per tree, with the load average."""
import argparse, json, os, statistics, subprocess, sys, time

TREES = {"before": "/tmp/osf/base/src", "after": "/tmp/osf/after2/src"}
"""--trees A=path,B=path to compare others (varB: after2 with the OpenSpiel map starting empty)."""
BENCH = "/tmp/osf/adapter_cost.py"
PY = "/work/main/.venv/bin/python"


def run(tree, game, players, steps, fresh):
    cmd = ["nice", "-n", "10", PY, BENCH, "--row", game, str(players), "--steps", str(steps),
           "--rounds", "3", "--paths", "engine,os"] + (["--fresh"] if fresh else [])
    out = subprocess.run(cmd, capture_output=True, text=True, check=True,
                         env=dict(os.environ, PYTHONPATH=TREES[tree])).stdout
    return json.loads(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", required=True); ap.add_argument("--players", default="2")
    ap.add_argument("--rounds", type=int, default=4); ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--fresh", action="store_true"); ap.add_argument("--json"); ap.add_argument("--trees")
    a = ap.parse_args()
    if a.trees:
        TREES.clear()
        TREES.update(t.split("=") for t in a.trees.split(","))
    names = list(TREES)
    rows = [(g, int(p)) for g in a.games.split(",") for p in a.players.split(",")]
    res = []
    for game, players in rows:
        for r in range(a.rounds):
            for tree in (names if r % 2 == 0 else names[::-1]):
                load = open("/proc/loadavg").read().split()[:3]
                t = time.strftime("%H:%M:%S", time.gmtime())
                row = run(tree, game, players, a.steps, a.fresh)
                row.update(tree=tree, round=r, load=load, utc=t)
                res.append(row)
                print(f"{t} load {' '.join(load)} {game} {players} {tree}: engine {row['engine']:.2f} "
                      f"os {row['os']:.2f} µs = {row['os'] / row['engine']:.2f}x", flush=True)
    if a.json:
        json.dump(res, open(a.json, "w"), indent=1)
    print(f"| game | p | {names[0]}: OS/engine median [range] | {names[1]} |")
    print("|---|---|---|---|")
    for game, players in rows:
        cells = []
        for tree in names:
            xs = [x["os"] / x["engine"] for x in res if x["game"] == game and x["players"] == players and x["tree"] == tree]
            e = statistics.median(x["engine"] for x in res if x["game"] == game and x["players"] == players and x["tree"] == tree)
            o = statistics.median(x["os"] for x in res if x["game"] == game and x["players"] == players and x["tree"] == tree)
            cells.append(f"{statistics.median(xs):.2f}x [{min(xs):.2f}-{max(xs):.2f}] ({e:.2f}, {o:.2f} µs)")
        print(f"| {game} | {players} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
