import eurogames, statistics, sys
from eurogames.core import Rng
for name, p in (("castles_of_burgundy", 2), ("white_castle", 2), ("orleans", 2), ("keyflower", 3), ("burgundy_card_game", 2)):
    g = eurogames.load(name); lens = []
    for seed in range(3):
        st = g.new(p, seed); rng = Rng(seed)
        while not st.is_over() and len(lens) < 3000:
            s = st.active_players()[0]; L = st.legal_actions(s); lens.append(len(L)); st.apply(s, L[rng.below(len(L))])
    print(name, p, len(lens), round(statistics.mean(lens), 1), statistics.median(lens), max(lens))
