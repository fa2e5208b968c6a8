"""Alternating CPU A/B of adapter_cost paths between source trees (each run a fresh process).

python cpu_ab2.py --trees A,B --games g1,g2 --players 2 --paths engine,os --rounds 5 --steps 3000 --inner 3 [--fresh]
Per process: warm once, then the least of --inner timed runs per path (adapter_cost._row logic).
--fresh: the warm-up and every timed run replay games of their own (seeds 10**6, then 1000*i):
nothing a cache keyed by content learnt in one run is replayed in the next (adapter_cost replays
its warm-up games, which a content cache would find again).
"""
import argparse, json, os, statistics, subprocess, sys, time

BENCH = "/work/wt/osstep2/benchmarks"

def recorded(name, players, steps, first):
    import eurogames
    from eurogames.core import Rng
    from eurogames.core.encoding import action_space
    game = eurogames.load(name); space = action_space(name, players)
    out = []; n = 0; seed = first
    while n < steps:
        st = game.new(players, seed); rng = Rng(seed); ks, ids = [], []
        while not st.is_over() and n < steps:
            seat = st.active_players()[0]; legal = st.legal_actions(seat)
            k = rng.below(len(legal)); ks.append(k); ids.append(space.action_id(legal[k]))
            st.apply(seat, legal[k]); n += 1
        out.append((seed, tuple(ks), tuple(ids))); seed += 1
    return tuple(out)

def child(game, players, steps, paths, inner, fresh):
    sys.path.insert(0, BENCH)
    import functools
    import adapter_cost as ac
    cur = [None]
    ac._games = lambda name, players, steps: cur[0]
    sets = [recorded(game, players, steps, 1000 * (i + 1) if fresh else 0) for i in range(inner)]
    cur[0] = recorded(game, players, steps, 50000) if fresh else sets[0]
    jobs = {p: functools.partial(ac.PATHS[p][0], game, players, steps, ac.PATHS[p][1]) for p in paths}
    for p, job in jobs.items():
        for loop, _ in job(): loop()
    best = {}
    for i in range(inner):
        cur[0] = sets[i]
        for p, job in jobs.items():
            n = 0; el = 0.0
            for loop, k in job():
                t0 = time.process_time(); loop(); el += time.process_time() - t0; n += k
            best[p] = min(best.get(p, 1e9), el / n * 1e6)
    print(json.dumps(best))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--trees"); ap.add_argument("--games"); ap.add_argument("--paths", default="engine,os")
    ap.add_argument("--players", default="2"); ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=3000); ap.add_argument("--inner", type=int, default=3)
    ap.add_argument("--fresh", action="store_true"); ap.add_argument("--json"); ap.add_argument("--python", default=sys.executable)
    a = ap.parse_args()
    trees = a.trees.split(","); paths = a.paths.split(",")
    out = []
    rows = [(g, int(p)) for g in a.games.split(",") for p in a.players.split(",")]
    for game, players in rows:
        for r in range(a.rounds):
            for t in (trees if r % 2 == 0 else trees[::-1]):
                load = os.getloadavg()[0]
                env = dict(os.environ, PYTHONPATH=t)
                res = subprocess.run([a.python, __file__, "--child", game, str(players), str(a.steps), ",".join(paths), str(a.inner), str(int(a.fresh))],
                                     env=env, capture_output=True, text=True)
                if res.returncode: print(res.stderr[-2000:]); return
                d = json.loads(res.stdout.strip().splitlines()[-1])
                row = {"game": game, "players": players, "round": r, "tree": t, "load": round(load, 2), "time": time.strftime("%H:%M:%S", time.gmtime()), **d}
                out.append(row)
                print(json.dumps(row), flush=True)
        if a.json:
            json.dump(out, open(a.json, "w"), indent=1)
    print("summary: median [min-max] of per-process ratios")
    for game, players in rows:
        for t in trees:
            rs_ = [x for x in out if x["game"] == game and x["players"] == players and x["tree"] == t]
            cells = []
            for p in paths:
                base = "eng+view" if p in ("pz+obs", "os+obs") else "engine"
                vals = [x[p] for x in rs_]
                s = f"{p} {statistics.median(vals):.2f}µs"
                if p != base and base in paths:
                    rs = [x[p] / x[base] for x in rs_]
                    s += f" {statistics.median(rs):.2f}x [{min(rs):.2f}-{max(rs):.2f}]"
                cells.append(s)
            print(f"{game} {players} {t}: " + "; ".join(cells) + f"; load {min(x['load'] for x in rs_)}-{max(x['load'] for x in rs_)}")

if __name__ == "__main__":
    if sys.argv[1] == "--child":
        child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5].split(","), int(sys.argv[6]), sys.argv[7] == "1")
    else:
        main()
