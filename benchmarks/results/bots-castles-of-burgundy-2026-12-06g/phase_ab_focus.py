"""Phase A/B focus of medium self-play: placements, distinct regions started, regions completed.

Run: PYTHONPATH=src python phase_ab_focus.py [plan_weight] (20 deals from seed 100, both seats)
"""
import sys
from collections import Counter

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.castles_of_burgundy import heuristic as H

if len(sys.argv) > 1:
    H.W["plan"] = float(sys.argv[1])
tot = Counter()
n = 0
for seed in range(100, 120):
    st = eurogames.load("castles_of_burgundy").new(2, seed)
    b = st.board
    nr = b.num_regions
    bots = [make("medium", bot_seed(seed, s)) for s in range(2)]
    touched = [[set(), set()], [set(), set()]]
    for seat in turns(st, seed):
        if st.phase > 1:
            break
        ph = st.phase
        a = decide(bots[seat], st, seat)
        before = list(st.rfill[seat * nr:(seat + 1) * nr])
        st.apply(seat, a)
        after = st.rfill[seat * nr:(seat + 1) * nr]
        for r in range(nr):
            if after[r] > before[r]:
                tot[f"placed_ph{ph}"] += after[r] - before[r]
                touched[seat][ph].add(r)
                if after[r] == b.region_size[r]:
                    tot[f"done_ph{ph}"] += 1
                    tot[f"done_size_ph{ph}"] += b.region_size[r]
    for seat in range(2):
        n += 1
        for ph in range(2):
            tot[f"regions_touched_ph{ph}"] += len(touched[seat][ph])
print(f"plan {H.W['plan']}, {n} seats:", {k: round(v / n, 2) for k, v in sorted(tot.items())})
