import functools, sys
from eurogames.games.orleans.data import EMPTY, NSPACES
def loop(slots):
    m = 0
    for s, x in enumerate(slots):
        if x == EMPTY:
            m |= 1 << s
    return m
def cnt(slots):
    return slots.count(EMPTY)
slots = [EMPTY] * NSPACES; slots[3] = 5; slots[10] = -2; slots[55] = 3
g = {"loop": loop, "count": cnt}[sys.argv[1]]
functools.reduce(lambda a, i: g(slots) and a, range(1000), 0)
