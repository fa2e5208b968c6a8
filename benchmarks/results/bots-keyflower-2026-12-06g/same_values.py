"""Checks that the remembered rival_winter gives the values of the build the games ran (a8e2027):
    git show a8e2027:src/eurogames/games/keyflower/heuristic.py > /tmp/kfw_old_heuristic.py
    PYTHONPATH=src python benchmarks/results/bots-keyflower-2026-12-06g/same_values.py
"""
import importlib.util
import time

import eurogames
from eurogames.games.keyflower import heuristic as H

spec = importlib.util.spec_from_file_location("eurogames.games.keyflower.heuristic_old", "/tmp/kfw_old_heuristic.py")
O = importlib.util.module_from_spec(spec); spec.loader.exec_module(O)
from eurogames.bots.levels import make_level
from eurogames.core import Rng

g = eurogames.load("keyflower"); n = 0; sts = []
for seed in (3, 4, 5):
    st = g.new(2, seed); bots = [make_level("medium", seed), make_level("medium", seed + 9)]; k = 0
    while not st.is_over():
        s = st.active_players()[0]
        if k % 2 == 0:
            sts.append(st.clone())
            for v in (0, 1):
                d = st.determinize(v, Rng(k))
                for x in (st, d):
                    a = H.evaluate(x, v, w=H.SEARCH_W); b = O.evaluate(x, v, w=O.SEARCH_W)
                    assert a == b, (a, b); n += 1
        st.apply(s, bots[s].choose(st, s)); k += 1
print("identical", n)
for rep in range(2):
    for name, M in (("W", H.W), ("old", None), ("new", None)):
        t = time.process_time()
        for _ in range(5):
            for x in sts:
                if name == "W": H.evaluate(x, 0, w=H.W); H.evaluate(x, 1, w=H.W)
                elif name == "old": O.evaluate(x, 0, w=O.SEARCH_W); O.evaluate(x, 1, w=O.SEARCH_W)
                else: H.evaluate(x, 0, w=H.SEARCH_W); H.evaluate(x, 1, w=H.SEARCH_W)
        print(name, round(time.process_time() - t, 3))
