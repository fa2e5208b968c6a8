"""How many of the card game's take/build/sell/hire/silver/trade instances its engine has made
after 5, 10, ... random 4-player games on deals 20000 on (the die tables, made per die source)."""
import eurogames
from eurogames.core import Rng
from eurogames.core.encoding import action_space
from eurogames.games.burgundy_card_game import actions as A
game = eurogames.load("burgundy_card_game")
sp = action_space("burgundy_card_game", 4)
steps = 0
for seed in range(20000, 20040):
    st = game.new(4, seed); rng = Rng(seed)
    while not st.is_over():
        seat = st.active_players()[0]; legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))]); steps += 1
    if seed % 5 == 4:
        n = len(A._TAKE) + len(A._BUILD) + len(A._SELL) + len(A._TRADE) + len(A._HIRE) + len(A._SILVER)
        print(seed - 19999, "games", steps, "steps; take/build/... instances made:", n, "of", sp.size)
