"""cProfile of Keyflower hard's decisions on search_speed's positions (no cap).

    PYTHONPATH=src nice -n 10 python benchmarks/results/bots-keyflower-2026-12-07/prof.py [states] [spec]
"""
import cProfile
import pstats
import sys
import time

sys.path.insert(0, "benchmarks")
from search_speed import positions  # noqa: E402

from eurogames.bots import decide  # noqa: E402
from eurogames.bots.tournament import make  # noqa: E402

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
spec = sys.argv[2] if len(sys.argv) > 2 else "hard"
states = positions("keyflower", n)
bot = make(spec, 1)
bot.seconds = 1e9
decide(bot, *states[0])  # warm-up
pr = cProfile.Profile()
t = time.thread_time()
its = 0
pr.enable()
for st, seat in states:
    decide(bot, st, seat)
    its += bot.last_iterations
pr.disable()
print("iterations", its, "cpu", time.thread_time() - t)
ps = pstats.Stats(pr)
ps.sort_stats("tottime").print_stats(35)
ps.sort_stats("cumulative").print_stats(45)
ps.print_callers("clone|_tuned_value|legal_actions|apply")
