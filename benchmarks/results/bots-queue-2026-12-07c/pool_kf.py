"""Keyflower hard (with the boat term) against medium over deals 35800-35899: the 82 games of
`-07b` (``confirm-s*.json``, bot named ``hard/search_eval=1/seconds=5`` there) and this queue's
(``kf-*.json``, ``hard/seconds=5``), paired by deal with the old hard's 200 stored games
(counting and pairing: `-07b`'s and `-06g`'s ``pool.py``).

    python3 benchmarks/results/bots-queue-2026-12-07c/pool_kf.py
"""
import glob
import importlib.util
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(RESULTS, "bots-keyflower-2026-12-06g"))
from pool import sign_p, wilson, wins_of  # noqa: E402  (-06g's pool.py)

_spec = importlib.util.spec_from_file_location("pool07b", os.path.join(RESULTS, "bots-keyflower-2026-12-07b", "pool.py"))
_pool07b = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_pool07b)
stored = _pool07b.stored   # the old hard's stored game of a deal


def seed_of(path):
    return int(path.rsplit("-", 1)[-1].lstrip("s")[:-5])


def main():
    files = glob.glob(f"{RESULTS}/bots-keyflower-2026-12-07b/confirm-s*.json") + glob.glob(f"{HERE}/kf-*.json")
    files.sort(key=seed_of)
    seeds = [seed_of(p) for p in files]
    assert len(seeds) == len(set(seeds)), "a deal counted twice"
    new, old, margins, cpu = [], [], [], []
    for path, seed in zip(files, seeds):
        w, _, m, cp = wins_of(json.load(open(path)), "hard")
        wo, _, mo, _ = wins_of(stored(seed), "hard")
        new.append(w)
        old.append(wo)
        margins += list(zip(m, mo))
        cpu += cp
    n = 2 * len(files)
    print(f"deals {len(files)} ({min(seeds)}-{max(seeds)}), games {n}")
    for name, w in (("hard with the boat term", sum(new)), ("old hard, same deals", sum(old))):
        lo, hi = wilson(w, n)
        print(f"{name}: {w}/{n} = {w / n:.2%} ({lo:.1%}-{hi:.1%})")
    better, worse = sum(a > b for a, b in zip(new, old)), sum(a < b for a, b in zip(new, old))
    print(f"deals better {better}, worse {worse}, same {len(files) - better - worse}: sign test p = {sign_p(better, worse):.3f}")
    print(f"mean margin new {statistics.mean(a for a, _ in margins):+.2f}, old {statistics.mean(b for _, b in margins):+.2f}")
    q = sorted(cpu)
    if q:
        print(f"new hard CPU/decision: median {statistics.median(q):.3f} p95 {q[int(0.95 * (len(q) - 1))]:.3f}"
              f" max {q[-1]:.3f}; over 1 s: {sum(x > 1.0 for x in q)}/{len(q)} = {sum(x > 1.0 for x in q) / len(q):.1%}")


if __name__ == "__main__":
    main()
