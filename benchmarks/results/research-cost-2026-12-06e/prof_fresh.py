"""Callgrind driver: the engine and OpenSpiel step loops of adapter_cost over fresh games.
Warm-up on games seeded from 50000 (untimed), then each path over games seeded from 1000
(never played before in the process), each game's loop inside functools.reduce (collected)."""
import functools, sys
sys.path.insert(0, "/work/wt/osstep2/benchmarks"); sys.path.insert(0, "/tmp/osstep2")
import adapter_cost as ac
from cpu_ab2 import recorded
game, players, steps, paths = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
import os
if os.environ.get("PRENUMBER"):
    from eurogames.core.encoding import action_space
    sp = action_space(game, players)
    for i in range(sp.size):
        sp.action_id(sp.action_from_id(i))
cur = [recorded(game, players, steps, 50000)]
ac._games = lambda name, players, steps: cur[0]
jobs = {p: functools.partial(ac.PATHS[p][0], game, players, steps, ac.PATHS[p][1]) for p in paths}
for p, job in jobs.items():
    for loop, _ in job(): loop()
cur[0] = recorded(game, players, steps, 1000)
for p, job in jobs.items():
    n = 0
    for loop, k in job():
        functools.reduce(lambda acc, _, loop=loop: loop(), (0,), 0); n += k
    print("steps", n)
