import sys
sys.path.insert(0, "/work/wt/osstep2/benchmarks")
import adapter_cost as ac
from eurogames.adapters import openspiel as O
name, players = sys.argv[1], int(sys.argv[2])
games = ac._games(name, players, 3000)
g = O.load_game(name, players=players)
st0 = g.new_initial_state(); st0.apply_action(0); st0.legal_actions()
H = type(st0._h); calls = [0]; orig = H.number
def number(self, legal):
    calls[0] += 1; return orig(self, legal)
H.number = number
for rep in range(3):
    calls[0] = 0
    for seed, _, ids in games:
        st = g.new_initial_state(); st.apply_action(seed)
        for i in ids:
            st.legal_actions(); st.apply_action(i)
    print(name, players, "pass", rep, "misses", calls[0], "idmap", len(st._h.idmap))
