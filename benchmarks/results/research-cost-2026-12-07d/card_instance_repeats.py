"""The card game: share of listings holding an instance not met since the last clear of a map
capped at 4,096 / 8,192 / 16,384 instances (random play, fresh deals, 24,000 steps)."""
import eurogames
from eurogames.core import Rng

name = "burgundy_card_game"
game = eurogames.load(name)
for P in (2, 4):
    for cap in (4096, 8192, 16384):
        seen = set(); miss_listings = n = clears = 0; curve = []
        seed = 50_000
        while n < 24000:
            st = game.new(P, seed); rng = Rng(seed); seed += 1
            while not st.is_over() and n < 24000:
                seat = st.active_players()[0]
                legal = st.legal_actions(seat)
                if any(a not in seen for a in legal):
                    miss_listings += 1
                    if len(seen) > cap: seen.clear(); clears += 1
                    seen.update(legal)
                n += 1
                if n % 6000 == 0: curve.append(round(miss_listings / n, 3))
                st.apply(seat, legal[rng.below(len(legal))])
        print(name, P, "cap", cap, "listings with an unseen instance (cum. at 6k..24k)", curve, "size", len(seen), "clears", clears, flush=True)
