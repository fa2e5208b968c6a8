"""Alternating CPU A/B of adapter_cost paths between source trees (each run a fresh process).

python cpu_ab.py --trees A,B --games g1,g2 --paths engine,os --rounds 5 --steps 3000 --inner 3
Per process: warm once, then the least of --inner timed runs per path (adapter_cost._row logic).
Prints per round the µs/step and the ratio path/base, and a summary (median, min, max of ratios).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

def child(game, players, steps, paths, inner):
    sys.path.insert(0, BENCH)
    import functools

    import adapter_cost as ac
    ac._games(game, players, steps)
    jobs = {p: functools.partial(ac.PATHS[p][0], game, players, steps, ac.PATHS[p][1]) for p in paths}
    for p, job in jobs.items():
        for loop, _ in job(): loop()
    best = {}
    for _ in range(inner):
        for p, job in jobs.items():
            n = 0; el = 0.0
            for loop, k in job():
                t0 = time.process_time(); loop(); el += time.process_time() - t0; n += k
            best[p] = min(best.get(p, 1e9), el / n * 1e6)
    print(json.dumps(best))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--trees"); ap.add_argument("--games"); ap.add_argument("--paths", default="engine,os")
    ap.add_argument("--players", type=int, default=2); ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=3000); ap.add_argument("--inner", type=int, default=3)
    ap.add_argument("--json")
    a = ap.parse_args()
    trees = a.trees.split(","); paths = a.paths.split(",")
    out = []
    for game in a.games.split(","):
        for r in range(a.rounds):
            for t in trees:
                load = os.getloadavg()[0]
                env = dict(os.environ, PYTHONPATH=t)
                res = subprocess.run([sys.executable, __file__, "--child", game, str(a.players), str(a.steps), ",".join(paths), str(a.inner)],
                                     env=env, capture_output=True, text=True)
                if res.returncode: print(res.stderr[-2000:]); return
                d = json.loads(res.stdout.strip().splitlines()[-1])
                row = {"game": game, "players": a.players, "round": r, "tree": t, "load": round(load, 2), **d}
                out.append(row)
                print(json.dumps(row), flush=True)
    print("summary: median [min-max] of per-process ratios")
    for game in a.games.split(","):
        for t in trees:
            rows = [x for x in out if x["game"] == game and x["tree"] == t]
            cells = []
            for p in paths:
                base = "eng+view" if p in ("pz+obs", "os+obs") else "engine"
                vals = [x[p] for x in rows]
                s = f"{p} {statistics.median(vals):.2f}µs"
                if p != base and base in paths:
                    rs = [x[p] / x[base] for x in rows]
                    s += f" {statistics.median(rs):.2f}x [{min(rs):.2f}-{max(rs):.2f}]"
                cells.append(s)
            print(f"{game} {t}: " + "; ".join(cells) + f"; load {min(x['load'] for x in rows)}-{max(x['load'] for x in rows)}")
    if a.json:
        json.dump(out, open(a.json, "w"), indent=1)

if __name__ == "__main__":
    if sys.argv[1] == "--child":
        child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5].split(","), int(sys.argv[6]))
    else:
        main()
