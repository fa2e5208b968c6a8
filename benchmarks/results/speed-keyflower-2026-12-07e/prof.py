import cProfile, pstats, sys, time
from eurogames import load
from eurogames.bots.playout import EAGER, playout
from eurogames.core import Rng
g = load("keyflower")
for w in range(30):
    playout(g.new(3, 10_000 + w, None), Rng(10_000 + w), EAGER)
def run():
    n = 0
    for i in range(40):
        n += playout(g.new(3, i + 1, None), Rng(i + 1), EAGER)
    return n
c0 = time.process_time(); n = run(); c1 = time.process_time()
print("decisions", n, "per cpu s", n / (c1 - c0))
pr = cProfile.Profile(); pr.enable(); run(); pr.disable()
st = pstats.Stats(pr); st.sort_stats("tottime").print_stats(35)
