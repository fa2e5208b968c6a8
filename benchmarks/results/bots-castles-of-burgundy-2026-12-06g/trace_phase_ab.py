"""Trace seat 0 of a medium self-play game through phases A and B: dice, storage, actions, region fills.

Run: PYTHONPATH=src python trace_phase_ab.py SEED
"""
import sys

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.castles_of_burgundy import data as D

seed=int(sys.argv[1])
g = eurogames.load("castles_of_burgundy")
st = g.new(2, seed)
bots = [make("medium", bot_seed(seed, s)) for s in range(2)]
b=st.board
print("regions:", [(r, b.region_size[r], "CSMABK"[b.region_colour[r]]) for r in range(b.num_regions)])
for seat in turns(st, seed):
    if st.phase>1: break
    a = decide(bots[seat], st, seat)
    if seat==0:
        est0=st.estate[:D.SPACES]
        print(f"ph{st.phase} r{st.round} dice{st.dice[0:2]} used{st.used} stor{[('CSMABK'[D.TILE_KIND[t]]) for t in st.storage[0]]} silver{st.silver[0]} w{st.workers[0]}: {a.notation()}")
    st.apply(seat, a)
    if seat==0 and a.type=="place":
        nr=b.num_regions
        print("   rfill", [(r,st.rfill[r],b.region_size[r]) for r in range(nr) if st.rfill[r]])
