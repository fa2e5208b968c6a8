import sys, collections, eurogames
from eurogames.core import Rng
name = sys.argv[1]; players = int(sys.argv[2]); games = int(sys.argv[3]); first = 100000
g = eurogames.load(name)
seen = set(); byl = collections.Counter(); hitl = collections.Counter()
for seed in range(first, first + games):
    st = g.new(players, seed); rng = Rng(seed)
    while not st.is_over():
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        L = min(len(legal), 30)
        byl[L] += 1
        if legal in seen: hitl[L] += 1
        else: seen.add(legal)
        st.apply(seat, legal[rng.below(len(legal))])
n = sum(byl.values())
print(name, players, " ".join(f"{L}:{byl[L]/n:.0%}/{hitl[L]/byl[L]:.0%}" for L in sorted(byl)))
