"""In-process A/B (CPU time) of the card game's OpenSpiel step against bounds on what the
engine-side candidate could gain: the current adapter (``cur``), its ``legal_actions`` without
the sort (``nosort``: what a listing in id order would allow), without reading any id either
(``noids``: a list of the listing's length, the least any ``legal_actions`` can do), and the
full instance -> id map (``fullmap``, -07e). The engine step and each variant alternate round by
round over the same recorded games (``adapter_cost._games``); prints the least µs per step and
each round's ratio to that round's engine (the variants answer wrong ids except ``cur`` and
``fullmap``: bounds only; ``apply_action`` takes the recorded ids).

    PYTHONPATH=src python ab_bounds.py GAME PLAYERS cur,nosort,noids,fullmap [--rounds 7] [--fresh]
    PYTHONPATH=src python ../research-cost-2026-12-07e/run_cg.py ab_bounds.py GAME PLAYERS cur,nosort,noids,fullmap --steps 1000 [--fresh]   # instructions
"""
import argparse
import os
import sys
import time
from operator import itemgetter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
import adapter_cost as ac  # noqa: E402
from eurogames.adapters.openspiel import load_game  # noqa: E402
from eurogames.core.encoding import ACTION_ID  # noqa: E402

p = argparse.ArgumentParser()
p.add_argument("game")
p.add_argument("players", type=int)
p.add_argument("variants")
p.add_argument("--rounds", type=int, default=7)
p.add_argument("--steps", type=int, default=3000)
p.add_argument("--fresh", action="store_true")
p.add_argument("--cg", action="store_true", help="under run_cg.py: instructions per step")
args = p.parse_args()

g = load_game(args.game, players=args.players)
S = type(g.new_initial_state())
CUR = S.legal_actions
space = g.space
FULL = {a: i for i, a in space.seen.items()}


def _bound(ids_of):
    """A ``legal_actions`` for the player to move answering ``ids_of(listing)`` (noting the seat
    as the adapter does, so that ``apply_action`` finds it)."""
    def legal_actions(self, player=None):
        h = self._h
        st = h.st
        cur = st.active_players()[0]
        legal = st.legal_actions(cur)
        ids = ids_of(legal)
        h.seat = cur
        h.at = st._legal
        return ids
    return legal_actions


def _full_sorted(legal):
    ids = [*itemgetter(*legal)(FULL)] if len(legal) > 1 else [FULL[legal[0]]]
    ids.sort()
    return ids


nosort = _bound(lambda legal: [*map(ACTION_ID, legal)])
noids = _bound(lambda legal: [0] * len(legal))
fullmap = _bound(_full_sorted)


VARIANTS = {"cur": CUR, "nosort": nosort, "noids": noids, "fullmap": fullmap}


def os_loop(variant, first):
    for seed, _, ids in ac._games(args.game, args.players, args.steps, first):
        st = g.new_initial_state()
        st.apply_action(seed)

        def loop(st=st, ids=ids):
            for i in ids:
                st.legal_actions()
                st.apply_action(i)
            if st.is_terminal():
                st.returns()
        yield loop, len(ids)


def run(gen, variant=None):
    S.legal_actions = VARIANTS[variant] if variant else CUR
    n = 0
    el = 0.0
    for loop, k in gen:
        t0 = time.process_time()
        loop()
        el += time.process_time() - t0
        n += k
    S.legal_actions = CUR
    return el / n * 1e6


names = args.variants.split(",")
if args.cg:
    import functools
    for v in names:  # warm
        run(os_loop(v, 0), v)
    first = 20_000 if args.fresh else 0
    for v in ["engine", *names]:
        ls = list(ac._engine(args.game, args.players, args.steps, False, first) if v == "engine" else os_loop(v, first))
        n = sum(k for _, k in ls)
        S.legal_actions = VARIANTS.get(v, CUR)
        functools.reduce(lambda a, _: [lp() for lp, _ in ls], (0,), 0)
        S.legal_actions = CUR
        print("dump", v, n, flush=True)
    sys.exit()
for v in names:  # warm-up
    run(os_loop(v, 0), v)
run(ac._engine(args.game, args.players, args.steps, False))
best = {}
ratios = {v: [] for v in names}
loads = []
for r in range(args.rounds):
    first = 20_000 + 1_000 * r if args.fresh else 0
    e = run(ac._engine(args.game, args.players, args.steps, False, first))
    best["engine"] = min(best.get("engine", 1e9), e)
    order = names if r % 2 == 0 else names[::-1]
    for v in order:
        x = run(os_loop(v, first), v)
        best[v] = min(best.get(v, 1e9), x)
        ratios[v].append(x / e)
    loads.append(os.getloadavg()[0])
print(f"{args.game} {args.players} fresh={args.fresh} load {min(loads):.1f}-{max(loads):.1f}")
for k, x in best.items():
    rs = ratios.get(k)
    extra = ""
    if rs:
        med = sorted(rs)[len(rs) // 2]
        extra = f"  min/min {x / best['engine']:.2f}x  median {med:.2f}x  rounds " + " ".join(f"{q:.2f}" for q in rs)
    print(f"  {k:8s} {x:6.2f} µs{extra}")
