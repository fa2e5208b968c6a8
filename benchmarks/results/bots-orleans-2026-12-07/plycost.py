import time, collections, eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import make
from eurogames.bots.base import heuristic_of
from eurogames.games.orleans.policy import narrow
from eurogames.core import Rng
g = eurogames.load("orleans")
h = heuristic_of(g)
stat = collections.defaultdict(lambda: [0, 0, 0.0, 0])
rng = Rng(1)
for seed in (1, 2):
    st = g.new(2, seed)
    bots = [make("medium", seed * 10 + s) for s in range(2)]
    while not st.is_over():
        s = st.active_players()[0]
        legal = st.legal_actions(s)
        if len(legal) > 1:
            t = time.perf_counter()
            for a in legal:
                n = st.clone(); n.apply(s, a); h(n, s)
            dt = time.perf_counter() - t
            k = stat[st.stage]
            k[0] += 1; k[1] += len(legal); k[2] += dt; k[3] += len(narrow(st, s, legal, rng))
        st.apply(s, decide(bots[s], st, s))
for stg, (n, nl, dt, nn) in sorted(stat.items()):
    print(f"stage {stg}: {n} plies, {nl/n:.1f} legal, narrowed {nn/n:.1f}, {1000*dt/n:.2f} ms per greedy ply")
