import json, sys
D = "/work/wt/osstep2/benchmarks/results/research-cost-2026-12-06e/"
runs = {k: json.load(open(D + f"cpu-all-{k}.json")) for k in ("base-1", "after-1", "base-2", "after-2")}
def key(r): return (r["game"], r["players"])
cols = [("engine", None), ("pz", "engine"), ("os", "engine"), ("eng+view", None), ("pz+obs", "eng+view"), ("os+obs", "eng+view"), ("clone", None), ("os-clone", "clone")]
which = sys.argv[1]
if which == "full":
    for k in sys.argv[2:]:
        print(f"\n{k}:\n\n| game | p | engine | PZ step | OS step | engine+view | PZ step+obs | OS step+obs | engine clone | pyspiel clone |\n|---|---|---|---|---|---|---|---|---|---|")
        for r in runs[k]:
            cells = []
            for c, b in cols:
                s = f"{r[c]:.1f}"
                if b: s += f" {r[c]/r[b]:.2f}x"
                cells.append(s)
            print(f"| {r['game']} | {r['players']} | " + " | ".join(cells) + " |")
else:
    print("| game | p | OS step before, run 1 / run 2 (engine µs, OS µs) | OS step after, run 1 / run 2 | PZ step after | pyspiel clone after |")
    print("|---|---|---|---|---|---|")
    b1 = {key(r): r for r in runs["base-1"]}; b2 = {key(r): r for r in runs["base-2"]}
    a1 = {key(r): r for r in runs["after-1"]}; a2 = {key(r): r for r in runs["after-2"]}
    for k in b1:
        f = lambda r: f"{r['os']/r['engine']:.2f}x ({r['engine']:.1f}, {r['os']:.1f})"
        print(f"| {k[0]} | {k[1]} | {f(b1[k])} / {f(b2[k])} | {f(a1[k])} / {f(a2[k])} | {a1[k]['pz']/a1[k]['engine']:.2f}x / {a2[k]['pz']/a2[k]['engine']:.2f}x | {a1[k]['os-clone']/a1[k]['clone']:.2f}x / {a2[k]['os-clone']/a2[k]['clone']:.2f}x |")
