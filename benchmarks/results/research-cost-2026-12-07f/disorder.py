"""Why the card game's listings are not in id order: for random play (deals 1.., 3,000 steps
per player count), the share of listings already ascending, and of the others, which parts of
the listing break the order (first descent between two listed actions, by their classes and,
for two takes, whether they come from the same die or the two dice of the hand).

    PYTHONPATH=src python disorder.py
"""
from collections import Counter

import eurogames
from eurogames.core import Rng
from eurogames.core.encoding import action_space

game = eurogames.load("burgundy_card_game")
for players in (1, 2, 3, 4):
    space = action_space("burgundy_card_game", players)
    n = asc = 0
    why: Counter = Counter()
    seed = 1
    while n < 3000:
        st = game.new(players, seed)
        rng = Rng(seed)
        while not st.is_over() and n < 3000:
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            ids = [space.action_id(a) for a in legal]
            n += 1
            if ids == sorted(ids):
                asc += 1
            else:
                descents = Counter()
                for a, b, i, j in zip(legal, legal[1:], ids, ids[1:]):
                    if j < i:
                        k = f"{a.type}>{b.type}"
                        if a.type == b.type and hasattr(a, "src"):
                            k += " same die" if a.src == b.src else " other die"
                        descents[k] += 1
                for k in descents:
                    why[k] += 1
            st.apply(seat, legal[rng.below(len(legal))])
        seed += 1
    print(f"{players} players: {n} listings, {asc / n:.0%} ascending; listings (of all) with a descent of kind:")
    for k, c in why.most_common(8):
        print(f"   {c / n:5.0%}  {k}")
