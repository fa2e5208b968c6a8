"""An independent, slow oracle for die actions (rules/castles_of_burgundy.md §6.1-§6.6, §7.6 #8-#12),
compared with the engine's legal actions at every die decision of seeded random games."""

from __future__ import annotations

import pytest

from eurogames.core import Rng
from eurogames.games.castles_of_burgundy import GAME
from eurogames.games.castles_of_burgundy import data as D
from eurogames.games.castles_of_burgundy.rules import M_DIE


def fewest_workers(start: int, target: int, double: bool, free: bool) -> int:
    """Breadth-first search over die faces: each worker moves 1 (or 2 with #8), wrapping."""
    steps = (1, -1, 2, -2) if double else (1, -1)
    best = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for s in steps:
                w = (v - 1 + s) % 6 + 1
                if w not in best:
                    best[w] = best[v] + 1
                    nxt.append(w)
        frontier = nxt
    cost = best[target]
    if free:  # one free +-1 step: the best of reaching target or a neighbour of it
        for n in ((target % 6) + 1, ((target - 2) % 6) + 1):
            cost = min(cost, best[n])
    return cost


def oracle(st, p):
    value = st.dice[2 * p + st.cur_die]
    know = {k for k in range(1, 27) if st.know[p] >> k & 1}
    wk = st.workers[p]
    dbl = 8 in know
    out = set()
    for d in range(1, 7):
        c = fewest_workers(value, d, dbl, 12 in know)
        if c <= wk:
            sigs = set()
            for s in range(4):
                t = st.dep[d * 8 + s]
                if t >= 0 and D.TILE_SIG[t] not in sigs:
                    sigs.add(D.TILE_SIG[t])
                    out.add(f"take {d} {s + 1}" + (f" w{c}" if c else ""))
    b = st.board
    est = st.estate[p * 37:(p + 1) * 37]
    sigs = set()
    for i, t in enumerate(st.storage[p]):
        if D.TILE_SIG[t] in sigs:
            continue
        sigs.add(D.TILE_SIG[t])
        kind = D.TILE_KIND[t]
        free = D.FREE_STEP_KNOWLEDGE[kind] in know
        for sp in range(37):
            if b.colour[sp] != kind or est[sp] >= 0 or all(est[n] < 0 for n in D.ADJ[sp]):
                continue
            if kind == D.BUILDING and 1 not in know and any(
                    est[x] >= 0 and D.TILE_SUB[est[x]] == D.TILE_SUB[t] for x in b.region_spaces[b.region[sp]]):
                continue
            c = fewest_workers(value, D.SPACE_DIE[sp], dbl, free)
            if c <= wk:
                out.add(f"place {i + 1} {sp + 1}" + (f" w{c}" if c else ""))
    for col in range(1, 7):
        if st.goods[p * 7 + col]:
            c = fewest_workers(value, col, dbl, False)
            if c <= wk:
                out.add(f"sell {col}" + (f" w{c}" if c else ""))
    out.add("workers")
    return out


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (2, 4), (3, 5)])
def test_die_actions_match_oracle(players, seed):
    st = GAME.new(players, seed)
    rng = Rng(seed)
    checked = 0
    while not st.is_over():
        p = st.active_players()[0]
        legal = st.legal_actions(p)
        if st.modes and st.modes[-1] == M_DIE:
            # give knowledge-rich situations more weight: random extra workers are already varied
            assert {a.notation() for a in legal} == oracle(st, p)
            checked += 1
        st.apply(p, legal[rng.below(len(legal))])
    assert checked > 40


@pytest.mark.parametrize("know", [(8,), (8, 9, 10, 11, 12), (1,)])
def test_die_actions_match_oracle_with_knowledge(know):
    """Same comparison with knowledge tiles #1 and #8-#12 granted to everybody from the start."""
    for seed in range(3):
        st = GAME.new(2, seed)
        for p in range(2):
            for k in know:
                st.know[p] |= 1 << k
        rng = Rng(seed)
        while not st.is_over():
            p = st.active_players()[0]
            legal = st.legal_actions(p)
            if st.modes and st.modes[-1] == M_DIE:
                assert {a.notation() for a in legal} == oracle(st, p)
            st.apply(p, legal[rng.below(len(legal))])
