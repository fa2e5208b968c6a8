"""Root statistics of one card-game search (visits, mean value, one-step gap to greedy's best).

Run: .venv/bin/python benchmarks/card_root_stats.py SEED DECISION [settle=8 scale=2 ...]
"""
import sys

import eurogames
from eurogames.bots import decide
from eurogames.bots import search as S
from eurogames.bots.greedy import one_step_values
from eurogames.bots.tournament import make
from eurogames.core import Rng

game = eurogames.load("burgundy_card_game")
seed = int(sys.argv[1]); stop = int(sys.argv[2]); extra = dict(x.split("=") for x in sys.argv[3:])
st = game.new(2, seed=seed)
bots = [make("medium", seed), make("medium", seed + 1)]
n = 0
while True:
    s = st.active_players()[0]
    if len(st.legal_actions(s)) > 1:
        n += 1
        if n >= stop: break
    st.apply(s, decide(bots[s], st, s))
p = {**S.DEFAULTS, "scale": 0.5, "exploration": 0.3, "iterations": 800}
p.update({k: float(v) for k, v in extra.items()})
legal = st.legal_actions(s)
vals = one_step_values(st, s, legal)
det = st.determinize(s, Rng(5))
counts, _, _ = S.search_tree(det, s, Rng(7), int(p["iterations"]), p)
rows = sorted(((c[0], c[1] / (c[0] + p["prior_visits"]), a) for a, c in counts.items()), key=lambda r: -r[0])
for n_, m, a in rows[:8]:
    print(f"{a.notation():30s} visits {n_:6.0f} mean {m:.3f} greedy {vals[legal.index(a)] - max(vals):+.2f}")
print(len(legal), "legal")
