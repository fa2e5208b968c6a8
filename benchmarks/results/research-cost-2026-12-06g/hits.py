import eurogames, sys
from eurogames.core import Rng
g = eurogames.load(sys.argv[1])
for p in map(int, sys.argv[2].split(",")):
    seen = {}; steps = 0; hits = 0; marks = []
    seed = 10_000
    while steps < int(sys.argv[3]):
        st = g.new(p, seed); rng = Rng(seed); seed += 1
        while not st.is_over():
            s = st.active_players()[0]; L = st.legal_actions(s)
            if L in seen: hits += 1
            else: seen[L] = 1
            steps += 1
            if steps % 3000 == 0: marks.append(f"{steps}:{hits/steps:.2f}/{len(seen)}")
            st.apply(s, L[rng.below(len(L))])
    print(sys.argv[1], p, steps, "hit", round(hits / steps, 3), "distinct", len(seen), " ".join(marks[::2]))
