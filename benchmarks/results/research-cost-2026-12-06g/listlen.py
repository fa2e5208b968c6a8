import eurogames, statistics
from eurogames.core import Rng
g = eurogames.load("burgundy_card_game")
for p in (1,2,3,4):
    lens=[]
    for seed in range(10):
        st=g.new(p,seed); rng=Rng(seed)
        while not st.is_over():
            s=st.active_players()[0]; L=st.legal_actions(s); lens.append(len(L)); st.apply(s,L[rng.below(len(L))])
    print(p, len(lens), statistics.mean(lens), statistics.median(lens), max(lens))
