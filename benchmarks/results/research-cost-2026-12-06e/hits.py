import sys, eurogames
from eurogames.core import Rng
name = sys.argv[1]; players = int(sys.argv[2]); games = int(sys.argv[3]); first = int(sys.argv[4]) if len(sys.argv) > 4 else 100000
g = eurogames.load(name)
bounds = (256, 1024, 4096, 1 << 30)
caches = {b: {} for b in bounds}
hits = {b: 0 for b in bounds}
n = 0; lens = 0; asc = 0
from eurogames.core.encoding import action_space
sp = action_space(name, players)
for seed in range(first, first + games):
    st = g.new(players, seed); rng = Rng(seed)
    while not st.is_over():
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        n += 1; lens += len(legal)
        for b in bounds:
            c = caches[b]
            if legal in c: hits[b] += 1
            else:
                if len(c) >= b: c.clear()
                c[legal] = 1
        st.apply(seat, legal[rng.below(len(legal))])
print(name, players, "steps", n, "mean len %.1f" % (lens / n), "distinct", len(caches[1 << 30]), " ".join(f"hit@{b if b < 1<<30 else 'inf'} {hits[b]/n:.1%}" for b in bounds))
