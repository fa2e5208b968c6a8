"""Per root move: the share of the search's leaves that lie past the end of the root's round and
their mean reward, from an instrumented copy of ``tree.search_tree`` (same walk, same streams).

    PYTHONPATH=src python leafmix.py an-59290.jsonl --positions pos-59290.jsonl --specs 'hard/own=1;hard/own=1/iterations=2000'
Only positions where the listed runs of an analysis file chose differently (``--all``: every one).
"""
from __future__ import annotations

import argparse
import inspect
import json
import textwrap
from collections import defaultdict

from analyze import load_positions

from eurogames.bots import tree as T
from eurogames.bots.tournament import make
from eurogames.core import Rng

LOG: list[tuple[object, int, int, float]] = []
SUMMARY: list[tuple[str, int, float, bool]] = []
SLOPES: list[tuple[str, float, float]] = []


def instrumented():
    src = textwrap.dedent(inspect.getsource(T.search_tree))
    reps = [("        reward: list[float] | None = None\n",
             "        reward: list[float] | None = None\n        _ls = None\n        _ra = None\n"),
            ("            path.append((node, s))\n",
             "            path.append((node, s))\n            if len(path) == 1:\n                _ra = best_a\n"),
            ("                leaf = _played_leaf(", "                leaf = _ls = _played_leaf("),
            ("        root.visits += 1\n",
             "        _e = _ls if _ls is not None else det\n"
             "        _LOG.append((_ra, _e.round, len(path), reward[seat]))\n        root.visits += 1\n")]
    for a, b in reps:
        assert src.count(a) == 1, a
        src = src.replace(a, b)
    ns = dict(vars(T))
    ns["_LOG"] = LOG
    exec(compile(src, "search_tree_instrumented", "exec"), ns)
    return ns["search_tree"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("analysis")
    ap.add_argument("--positions", nargs="+", required=True)
    ap.add_argument("--specs", default="hard/own=1;hard/own=1/iterations=2000")
    ap.add_argument("--runs", default="hard/own=1#1;hard/own=1/iterations=2000#1")
    ap.add_argument("--all", action="store_true")
    a = ap.parse_args()
    game, positions = load_positions(a.positions)
    st_fn = instrumented()
    recs = {}
    for line in open(a.analysis):
        r = json.loads(line)
        recs.setdefault(r["i"], r)
    runs = a.runs.split(";")
    for i, rec in sorted(recs.items()):
        chosen = [rec["runs"][r]["visits"] for r in runs]
        if not a.all and len(set(chosen)) < 2:
            continue
        st = positions[i]["st"]
        seat = rec["seat"]
        view = st.determinize(seat, Rng(777 + i))
        print(f"position {i} round {rec['round']} stage {rec['stage']} legal {rec['legal']} chosen {chosen}")
        for spec in a.specs.split(";"):
            p = make(spec, 1).params_for(game)
            p["seconds"] = 1e9
            LOG.clear()
            st_fn(view, seat, Rng(1 * 1000003 + i), int(p["iterations"]), p)
            by = defaultdict(lambda: [0, 0, 0.0, 0.0, 0.0, 0.0])
            for act, rnd, depth, rew in LOG:
                b = by[act.notation() if act is not None else None]
                b[0] += 1
                b[5] += depth
                if rnd > view.round:
                    b[1] += 1
                    b[3] += rew
                else:
                    b[4] += rew
                b[2] += rew
            top = sorted(by.items(), key=lambda kv: -kv[1][0])[:5]
            big = [(v[0], v[5] / v[0]) for v in by.values() if v[0] >= 20]
            if len(big) >= 3:  # do more visited root moves have deeper leaves? (Pearson over moves)
                vx = [b[0] for b in big]
                dy = [b[1] for b in big]
                mvx, mdy = sum(vx) / len(vx), sum(dy) / len(dy)
                cov = sum((x - mvx) * (y - mdy) for x, y in zip(vx, dy))
                den = (sum((x - mvx) ** 2 for x in vx) * sum((y - mdy) ** 2 for y in dy)) ** 0.5
                SUMMARY.append((spec, i, cov / den if den else 0.0, max(big)[1] >= max(b[1] for b in big)))
            tot = sum(v[0] for v in by.values())
            nxt = sum(v[1] for v in by.values())
            print(f"  {spec:36} leaves past the round: {nxt / tot:5.1%}")
            xs = [d for _a, _r, d, _w in LOG]
            ys = [w for _a, _r, _d, w in LOG]
            mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
            vx = sum((x - mx) ** 2 for x in xs)
            slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / vx if vx else 0.0
            print(f"  {'':36} mean leaf depth {mx:.2f}, reward per level of depth {slope:+.4f}")
            SLOPES.append((spec, slope, mx))
            for act, (n, k, s, sn, sc, dep) in top:
                mark = "*" if act in chosen else " "
                print(f"   {mark}{act!s:34} n {n:5} past {k / n:5.1%}  mean {s / n:.3f}"
                      f"  this round {sc / max(1, n - k):.3f}  next {sn / max(1, k):.3f}  depth {dep / n:.2f}")
    for spec in a.specs.split(";"):
        rows = [r for r in SUMMARY if r[0] == spec]
        sl = [r for r in SLOPES if r[0] == spec]
        if rows:
            cs = sorted(r[2] for r in rows)
            print(f"{spec}: positions {len(rows)}; correlation over root moves (>= 20 visits) of visits with mean leaf depth:"
                  f" median {cs[len(cs) // 2]:+.2f}, positive at {sum(c > 0 for c in cs)}; the most visited move has the"
                  f" deepest leaves at {sum(r[3] for r in rows)}; reward per level of depth, median"
                  f" {sorted(x[1] for x in sl)[len(sl) // 2]:+.4f}; mean leaf depth {sum(x[2] for x in sl) / len(sl):.2f}")


if __name__ == "__main__":
    main()
