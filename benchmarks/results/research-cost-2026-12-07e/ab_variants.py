"""In-process A/B of OpenSpiel-step variants: the engine step and the OS step of each variant
alternate round by round over the same recorded games (``adapter_cost._games``), CPU time.

    PYTHONPATH=src python ab_variants.py GAME PLAYERS VARIANT,VARIANT... [--rounds 7] [--fresh]

A variant is a name in ``VARIANTS`` below: a function ``(state) -> None`` applied to each pyspiel
state after its deal (e.g. giving the card game a full map of instance to id), or ``None``.
``--fresh``: round r plays deals 20,000 + 1,000 r (never played before), all paths the same deals.
Prints per path the least µs per step and each round's ratio to that round's engine.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
import adapter_cost as ac  # noqa: E402

p = argparse.ArgumentParser()
p.add_argument("game")
p.add_argument("players", type=int)
p.add_argument("variants")
p.add_argument("--rounds", type=int, default=7)
p.add_argument("--steps", type=int, default=3000)
p.add_argument("--fresh", action="store_true")
args = p.parse_args()

from eurogames.adapters.openspiel import load_game  # noqa: E402

g = load_game(args.game, players=args.players)
space = g.space
FULL = None


def full_map(st):
    global FULL
    if FULL is None:
        FULL = {a: i for i, a in space.seen.items()}
    st._h.idmap = FULL


VARIANTS = {"cur": None, "fullmap": full_map}


def os_loop(variant, first):
    hook = VARIANTS[variant]
    for seed, _, ids in ac._games(args.game, args.players, args.steps, first):
        st = g.new_initial_state()
        st.apply_action(seed)
        if hook:
            hook(st)

        def loop(st=st, ids=ids):
            for i in ids:
                st.legal_actions()
                st.apply_action(i)
            if st.is_terminal():
                st.returns()
        yield loop, len(ids)


def run(gen):
    n = 0
    el = 0.0
    for loop, k in gen:
        t0 = time.process_time()
        loop()
        el += time.process_time() - t0
        n += k
    return el / n * 1e6


names = args.variants.split(",")
for v in names:  # warm-up
    run(os_loop(v, 0))
run(ac._engine(args.game, args.players, args.steps, False))
best = {}
ratios = {v: [] for v in names}
for r in range(args.rounds):
    first = 20_000 + 1_000 * r if args.fresh else 0
    e = run(ac._engine(args.game, args.players, args.steps, False, first))
    best["engine"] = min(best.get("engine", 1e9), e)
    order = names if r % 2 == 0 else names[::-1]
    for v in order:
        x = run(os_loop(v, first))
        best[v] = min(best.get(v, 1e9), x)
        ratios[v].append(x / e)
print(f"{args.game} {args.players} fresh={args.fresh} load={os.getloadavg()[0]:.1f}")
for k, x in best.items():
    rs = ratios.get(k)
    extra = (f"  min-ratio {x / best['engine']:.2f}x  rounds " + " ".join(f"{q:.2f}" for q in rs)) if rs else ""
    print(f"  {k:10s} {x:6.2f} µs{extra}")
