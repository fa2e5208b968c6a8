"""How often a legal-action listing repeats one met before (random play, fresh deals from
seed 50,000, 12,000 steps per game and player count)."""
import eurogames
from eurogames.core import Rng

for name in eurogames.GAME_NAMES:
    game = eurogames.load(name)
    for P in (2, 4):
        seen = {}
        hits = n = 0
        seed = 50_000
        curve = []
        while n < 12000:
            st = game.new(P, seed); rng = Rng(seed); seed += 1
            while not st.is_over() and n < 12000:
                seat = st.active_players()[0]
                legal = st.legal_actions(seat)
                if legal in seen: hits += 1
                else: seen[legal] = 1
                n += 1
                if n % 3000 == 0: curve.append(round(hits / n, 2))
                st.apply(seat, legal[rng.below(len(legal))])
        print(name, P, "hit rate (cumulative at 3k,6k,9k,12k)", curve, "distinct", len(seen), "mean len", flush=True)
