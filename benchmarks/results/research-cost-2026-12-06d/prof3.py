import functools, sys
sys.path.insert(0, __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "..", ".."))
import adapter_cost as ac
game, players, steps, paths = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
ac._games(game, players, steps)
if any(p.endswith("clone") for p in paths):
    eng, osp = ac._positions(game, players, steps)
jobs = {}
for p in paths:
    if p == "clone":
        jobs[p] = functools.partial(ac._clone, eng, 5)
    elif p == "os-clone":
        jobs[p] = functools.partial(ac._clone, osp, 5)
    else:
        fn, obs = ac.PATHS[p]
        jobs[p] = functools.partial(fn, game, players, steps, obs)
for p, job in jobs.items():
    for loop, _ in job(): loop()
for p, job in jobs.items():
    n = 0
    for loop, k in job():
        functools.reduce(lambda acc, _, loop=loop: loop(), (0,), 0); n += k
    print("steps", n)
