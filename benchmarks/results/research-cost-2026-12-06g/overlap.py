import eurogames
from eurogames.core import Rng
g = eurogames.load("burgundy_card_game")
for K in (1, 4, 16, 64):
    tot = hit = steps_all = steps = 0; seed = 40000
    while steps < 6000:
        st = g.new(4, seed); rng = Rng(seed); seed += 1; recent = []
        while not st.is_over():
            s = st.active_players()[0]; L = st.legal_actions(s)
            seen = set().union(*recent) if recent else set()
            h = sum(a in seen for a in L); hit += h; tot += len(L); steps += 1; steps_all += h == len(L)
            recent.append(set(L)); recent = recent[-K:]
            st.apply(s, L[rng.below(len(L))])
    print(K, "items seen in last K listings", round(hit / tot, 3), "steps all seen", round(steps_all / steps, 3))
