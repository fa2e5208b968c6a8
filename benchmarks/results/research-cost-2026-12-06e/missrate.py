"""Per 3000-step block of fresh random play through the OpenSpiel adapter: the share of steps whose
listing holds an instance the adapter's map lacks, and the instances the space numbered afresh."""
import sys
sys.path.insert(0, "/tmp/osstep2")
from cpu_ab2 import recorded
from eurogames.adapters import openspiel as O
from eurogames.core.encoding import action_space
name, players, blocks = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
g = O.load_game(name, players=players)
sp = action_space(name, players)
st0 = g.new_initial_state(); st0.apply_action(0); st0.legal_actions()
H = type(st0._h)
calls = [0]
orig = H.number
def number(self, legal):
    calls[0] += 1
    return orig(self, legal)
H.number = number
first = 20000; out = []
for b in range(blocks):
    games = recorded(name, players, 3000, first); first = games[-1][0] + 1
    calls[0] = 0; n0 = len(sp._ids); n = 0
    for seed, _, ids in games:
        st = g.new_initial_state(); st.apply_action(seed)
        for i in ids:
            st.legal_actions(); st.apply_action(i); n += 1
    out.append(f"{calls[0] / n:.0%}")
print(name, players, "misses by 3000-step block:", " ".join(out), "; numbered:", len(sp._ids), "of", sp.size)
