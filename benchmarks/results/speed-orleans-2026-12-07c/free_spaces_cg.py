"""Instructions of the free_spaces variants: run under callgrind, counting inside functools.reduce.

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \
        --callgrind-out-file=/dev/null python free_spaces_cg.py loop|comp|idx|struct
"""
import functools
import random
import sys
from itertools import compress
from operator import ne
from struct import Struct

from eurogames.games.orleans.data import EMPTY, NSPACES

ALL = (1 << NSPACES) - 1
BITS = tuple(1 << s for s in range(NSPACES))
NO = (EMPTY,) * NSPACES
_PACK = Struct(f"{NSPACES}b").pack
_DIGIT = bytes.maketrans(bytes(range(256)), b"0" * 255 + b"1")


def loop(slots):
    m = 0
    for s, x in enumerate(slots):
        if x == EMPTY:
            m |= 1 << s
    return m


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


def packed(slots):
    return int(_PACK(*slots).translate(_DIGIT)[::-1], 2)


random.seed(1)
slots = [EMPTY] * NSPACES
for s in random.sample(range(NSPACES), 10):
    slots[s] = random.choice([-2, 0, 1, 2, 3, 4, 5, 6, 7, 8])
assert loop(slots) == comp(slots) == idx(slots) == packed(slots)
g = {"loop": loop, "comp": comp, "idx": idx, "struct": packed}[sys.argv[1]]
functools.reduce(lambda a, i: g(slots) and a, range(1000), 0)
