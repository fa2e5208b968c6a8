"""The adapter's own part of ``legal_actions()`` on sampled positions, by variant.

    PYTHONPATH=src python legal_micro.py GAME PLAYERS [--cg]     # --cg: under callgrind (see run_cg)

Positions: every step of seeded random games (deals 1..), up to 300, as pyspiel clones; each
variant runs over all positions REPS times (the engine's listing is cached after the first).
Prints the listing-length statistics, then per variant µs per call (CPU, least of 5) or, with
``--cg``, the order of the callgrind dumps.
"""
import functools
import sys
import time
from operator import itemgetter

from eurogames.adapters.openspiel import load_game
from eurogames.core.encoding import ACTION_ID

name, players = sys.argv[1], int(sys.argv[2])
cg = "--cg" in sys.argv
if "--none" in sys.argv:
    cg = None
REPS = 20 if cg else 200
g = load_game(name, players=players)
states = []
deal = 1
while len(states) < 300:
    st = g.new_initial_state()
    st.apply_action(deal)
    import random
    rnd = random.Random(deal)
    while not st.is_terminal() and len(states) < 300:
        states.append(st.clone())
        ids = st.legal_actions()
        st.apply_action(rnd.choice(ids))
    deal += 1
for s in states:
    s.legal_actions()
engines = [s.st for s in states]
hs = [s._h for s in states]
seats = [e.active_players()[0] for e in engines]
lens = [len(e.legal_actions(p)) for e, p in zip(engines, seats)]
print("positions", len(states), "mean listing", sum(lens) / len(lens), "max", max(lens))
asc = sum(1 for s in states if s._h.ids_of(s.st.legal_actions(s.st.active_players()[0])) == sorted(s.legal_actions()))
print("listings already ascending:", asc, "of", len(states))
idmap = hs[0].idmap


def v_adapter():
    for _ in range(REPS):
        for s in states:
            s.legal_actions()


def v_engine():
    for _ in range(REPS):
        for e in engines:
            e.legal_actions(e.active_players()[0])


def v_ids_itemgetter():
    for _ in range(REPS):
        for e, p in zip(engines, seats):
            legal = e.legal_actions(p)
            ids = [*itemgetter(*legal)(idmap)] if len(legal) > 1 else [idmap[legal[0]]]


def v_ids_mapget():
    for _ in range(REPS):
        for e, p in zip(engines, seats):
            ids = [*map(idmap.__getitem__, e.legal_actions(p))]


def v_ids_attr():
    for _ in range(REPS):
        for e, p in zip(engines, seats):
            ids = [*map(ACTION_ID, e.legal_actions(p))]


def v_ids_attr_sort():
    for _ in range(REPS):
        for e, p in zip(engines, seats):
            ids = [*map(ACTION_ID, e.legal_actions(p))]
            ids.sort()


def v_listing():
    for _ in range(REPS):
        for e, p in zip(engines, seats):
            e.legal_actions(p)


VARIANTS = [v_adapter, v_engine, v_listing, v_ids_attr, v_ids_attr_sort]
if idmap is not None:
    VARIANTS += [v_ids_itemgetter, v_ids_mapget]
n = REPS * len(states)
if cg is None:
    pass
elif cg:
    for v in VARIANTS:
        v()
        functools.reduce(lambda a, _, v=v: v(), (0,), 0)
        print("dump", v.__name__, n, flush=True)
else:
    best = {}
    for r in range(5):
        for v in VARIANTS:
            t = time.process_time(); v(); dt = time.process_time() - t
            best[v.__name__] = min(best.get(v.__name__, 9), dt / n * 1e6)
    for k, x in best.items():
        print(f"{k:20s} {x:.3f} µs")
