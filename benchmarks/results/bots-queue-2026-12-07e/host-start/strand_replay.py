"""Replay deal 58503, seating (medium, hard/own=1), printing medium's (seat 0) decisions."""
import sys
import eurogames
from eurogames.bots.tournament import turns, bot_seed, make
from eurogames.bots import decide
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 58503
seating = ("medium", "hard/own=1")
game = eurogames.load("orleans")
state = game.new(2, seed, {})
bots = [make(k, bot_seed(seed, s)) for s, k in enumerate(seating)]
for seat in turns(state, seed):
    legal = state.legal_actions(seat)
    a = decide(bots[seat], state, seat)
    if seat == 0:
        print(getattr(state, "round", "?"), len(legal), str(a))
    state.apply(seat, a)
print([s.total for s in state.scores()])
