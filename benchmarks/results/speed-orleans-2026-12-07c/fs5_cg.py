import functools, sys
from itertools import compress
from operator import ne
from eurogames.games.orleans.data import EMPTY, NSPACES
ALL = (1 << NSPACES) - 1
BITS = tuple(1 << s for s in range(NSPACES)); NO = (EMPTY,) * NSPACES
def comp(slots):
    free = ALL
    for bit in compress(BITS, map(ne, slots, NO)):
        free ^= bit
    return free
def idx(slots):
    free = ALL
    for x in set(slots):
        if x != EMPTY:
            s = -1
            for _ in range(slots.count(x)):
                s = slots.index(x, s + 1)
                free ^= 1 << s
    return free
import random
random.seed(1)
slots = [EMPTY] * NSPACES
for s in random.sample(range(NSPACES), 10): slots[s] = random.choice([-2, 0, 1, 2, 3, 4, 5, 6, 7, 8])
assert comp(slots) == idx(slots)
g = {"comp": comp, "idx": idx}[sys.argv[1]]
functools.reduce(lambda a, i: g(slots) and a, range(1000), 0)
