"""Play hard (seat 0) vs medium (seat 1); print where hard's pick differs from the one-step best.

Run: .venv/bin/python benchmarks/card_disagree.py SEED [SPEC]
"""
import sys
import time

import eurogames
from eurogames.bots import decide
from eurogames.bots.greedy import one_step_values
from eurogames.bots.tournament import make

game = eurogames.load("burgundy_card_game")
seed = int(sys.argv[1]); spec = sys.argv[2] if len(sys.argv) > 2 else "hard"
st = game.new(2, seed=seed)
bots = [make(spec, seed), make("medium", seed + 1)]
ndec = ndiff = 0; cpu = 0.0
while not st.is_over():
    s = st.active_players()[0]
    legal = st.legal_actions(s)
    if s == 0 and len(legal) > 1:
        t = time.thread_time()
        a = decide(bots[0], st, s)
        cpu += time.thread_time() - t
        vals = one_step_values(st, s, legal)
        best = max(vals)
        va = vals[legal.index(a)]
        ndec += 1
        if va < best - 1e-9:
            ndiff += 1
            order = sorted(zip(vals, legal), key=lambda x: -x[0])[:4]
            print(f"r{st.round} t{st.turn} hard={a.notation()} ({va - best:+.2f}) greedy top: " +
                  ", ".join(f"{x.notation()} {v - best:+.2f}" for v, x in order))
    else:
        a = decide(bots[s], st, s)
    st.apply(s, a)
sc = st.scores()
print("scores", [x.total for x in sc], "decisions", ndec, "differ", ndiff, "cpu/dec", cpu / max(1, ndec))
