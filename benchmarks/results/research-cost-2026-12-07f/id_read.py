"""Ways of reading a listing's ids (and sorting them), on the engine listings of sampled
card-game positions; each way must give the adapter's answer (checked first).

    PYTHONPATH=src python ../research-cost-2026-12-07e/run_cg.py id_read.py GAME PLAYERS     # instructions per listing
    PYTHONPATH=src python id_read.py GAME PLAYERS               # CPU µs per listing (least of 5)
"""
import functools
import random
import sys
import time
from itertools import repeat
from operator import attrgetter, itemgetter

from eurogames.adapters.openspiel import load_game
from eurogames.core.encoding import ACTION_ID

name, players = sys.argv[1], int(sys.argv[2])
cg = "--cg" in sys.argv
REPS = 20 if cg else 200
ONLY = [a.split("=",1)[1] for a in sys.argv if a.startswith("--only=")]
g = load_game(name, players=players)
states = []
deal = 1
while len(states) < 300:
    st = g.new_initial_state()
    st.apply_action(deal)
    rnd = random.Random(deal)
    while not st.is_terminal() and len(states) < 300:
        states.append(st.clone())
        st.apply_action(rnd.choice(st.legal_actions()))
    deal += 1
want = [s.legal_actions() for s in states]
listings = [s.st.legal_actions(s.st.active_players()[0]) for s in states]
space = states[0]._h.space
full = {a: i for i, a in space.seen.items()}
used = {a: space.action_id(a) for lg in listings for a in lg}
print("positions", len(states), "mean listing", sum(map(len, listings)) / len(listings),
      "ascending", sum(1 for lg, w in zip(listings, want) if [*map(ACTION_ID, lg)] == w), "full map", len(full))
R_ID = repeat("_id")
GA = getattr


def attr(lg):
    ids = [*map(ACTION_ID, lg)]
    ids.sort()
    return ids


def attr_nosort(lg):
    return [*map(ACTION_ID, lg)]


def getattr_rep(lg):
    ids = [*map(GA, lg, R_ID)]
    ids.sort()
    return ids


def map_full(lg, get=full.__getitem__):
    ids = [*map(get, lg)]
    ids.sort()
    return ids


def map_used(lg, get=used.__getitem__):
    ids = [*map(get, lg)]
    ids.sort()
    return ids


def itemgetter_full(lg):
    ids = [*itemgetter(*lg)(full)] if len(lg) > 1 else [full[lg[0]]]
    ids.sort()
    return ids


def listcomp(lg):
    ids = [a._id for a in lg]
    ids.sort()
    return ids


def nothing(lg):
    return lg


VARIANTS = [nothing, attr, attr_nosort, getattr_rep, listcomp, map_used, map_full, itemgetter_full]
for f in VARIANTS[1:]:
    if f is attr_nosort:
        continue
    assert [f(lg) for lg in listings] == want, f.__name__


def run(f):
    for _ in range(REPS):
        for lg in listings:
            f(lg)


n = REPS * len(listings)
for f in VARIANTS:
    if ONLY and f.__name__ not in ONLY[0].split(","):
        continue
    run(f)
    if cg:
        functools.reduce(lambda a, _: run(f), (0,), 0)
        print("dump", f.__name__, n, flush=True)
    else:
        best = 9e9
        for _ in range(5):
            t = time.process_time()
            run(f)
            best = min(best, (time.process_time() - t) / n * 1e6)
        print(f"{f.__name__:16s} {best:.3f} µs")
