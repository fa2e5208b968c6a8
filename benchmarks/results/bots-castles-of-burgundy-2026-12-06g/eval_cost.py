"""CPU cost of the evaluation with plan 0 (shipped) and 0.08 on the positions of 4 medium games.

Run: PYTHONPATH=src python eval_cost.py
"""
import time

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.castles_of_burgundy import heuristic as H

states = []
for seed in range(100, 104):
    st = eurogames.load("castles_of_burgundy").new(2, seed)
    bots = [make("medium", bot_seed(seed, s)) for s in range(2)]
    for seat in turns(st, seed):
        states.append((st.clone(), seat))
        st.apply(seat, decide(bots[seat], st, seat))
w0 = dict(H.W)
for rep in range(3):
    for plan in (0.0, 0.08):
        w = dict(w0, plan=plan)
        c0 = time.process_time()
        for st, seat in states:
            H._static_value(st, seat, w)
        dt = time.process_time() - c0
        print(f"plan {plan}: {len(states)} static evaluations, {dt / len(states) * 1e6:.1f} CPU us each")
