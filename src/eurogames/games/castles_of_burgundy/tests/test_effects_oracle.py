"""Independent, slow oracles for purchases and the points and income of every action
(rules/castles_of_burgundy.md §6.2, §6.5, §6.6, §7.4-§7.6, §8.1, §8.2), checked at every
decision of seeded random games, against the engine's legal actions and state deltas."""

from __future__ import annotations

import pytest

from eurogames.core import Rng
from eurogames.games.castles_of_burgundy import GAME
from eurogames.games.castles_of_burgundy import actions as A
from eurogames.games.castles_of_burgundy import data as D
from eurogames.games.castles_of_burgundy.rules import (
    M_CASTLE,
    M_CITYHALL,
    M_TAKE_B,
    M_TAKE_CMK,
    M_TAKE_SA,
)


def _know(st, p):
    return {k for k in range(1, 27) if st.know[p] >> k & 1}


def buy_oracle(st, p):
    """§6.2 + #6: once per turn, 2 in silver (2019 #6: any silver/worker mix), black depot
    (#6: any depot); 2019 also right after a castle/city hall/workshop/church/market."""
    top = st.modes[-1] if st.modes else 0
    if st.bought or st.setup_left:
        return set()
    if top and (st.ed2011 or top not in (M_CASTLE, M_CITYHALL, M_TAKE_B, M_TAKE_CMK, M_TAKE_SA)):
        return set()
    know = _know(st, p)
    mixes = [w for w in (0, 1, 2) if st.silver[p] >= 2 - w and (w == 0 or (6 in know and not st.ed2011
                                                                             and st.workers[p] >= w))]
    out = set()
    for d in (range(7) if 6 in know else (0,)):
        sigs = set()
        for s in range(8 if d == 0 else 4):
            t = st.dep[d * 8 + s]
            if t >= 0 and D.TILE_SIG[t] not in sigs:
                sigs.add(D.TILE_SIG[t])
                for w in mixes:
                    out.add((d, D.TILE_SIG[t], w))
    return out


def _buys(st, p):
    return {(a.depot, D.TILE_SIG[st.dep[a.depot * 8 + a.slot - 1]], a.workers)
            for a in st.legal_actions(p) if isinstance(a, A.Buy)}


def place_oracle(st, p, tile, sp):
    """Expected VP per category after placing ``tile`` on ``sp`` (§7.4-§7.6, §8.1, §8.2)."""
    b = st.board
    est = st.estate[p * 37:(p + 1) * 37]
    est[sp] = tile
    kind = D.TILE_KIND[tile]
    gain = [0] * 6
    region = b.region_spaces[b.region[sp]]
    if all(est[x] >= 0 for x in region):
        gain[0] = D.REGION_VP[len(region)]
        gain[1] = (10, 8, 6, 4, 2)[st.phase]
    if all(est[x] >= 0 for x in range(37) if b.colour[x] == kind):
        earlier = sum(1 for q in range(st.players) if q != p and all(
            st.estate[q * 37 + x] >= 0 for x in range(37) if b.colour[x] == kind))
        gain[2] = {2: (5, 2), 3: (6, 3), 4: (7, 4)}[st.players][earlier] if earlier < 2 else 0
    if kind == D.ANIMAL:
        same = [est[x] for x in region if est[x] >= 0 and D.TILE_KIND[est[x]] == D.ANIMAL
                and D.TILE_SUB[est[x]] == D.TILE_SUB[tile]]
        gain[3] = sum(D.TILE_ANIMALS[t] for t in same) + (len(same) if 7 in _know(st, p) else 0)
    if kind == D.BUILDING and D.TILE_SUB[tile] == D.WATCHTOWER:
        gain[5] = 4
    return gain


def check_step(st, p, a):
    """Compare the engine's deltas for one action with the oracle; returns nothing."""
    before = st.clone()
    know = _know(st, p)
    P = st.players
    st.apply(p, a)
    vp = [st.vp[p * 6 + i] - before.vp[p * 6 + i] for i in range(6)]
    ds, dw = st.silver[p] - before.silver[p], st.workers[p] - before.workers[p]
    if st.phase != before.phase:  # the action ended the phase: §5.3 mine income (#2: workers)
        mines = sum(1 for x in range(37) if st.estate[p * 37 + x] >= 0
                    and D.TILE_KIND[st.estate[p * 37 + x]] == D.MINE)
        ds -= mines
        dw -= mines if 2 in _know(st, p) else 0
    if isinstance(a, A.Place):
        tile = before.storage[p][a.store - 1]
        assert vp == place_oracle(before, p, tile, a.space - 1), (a, vp)
        kind, sub = D.TILE_KIND[tile], D.TILE_SUB[tile]
        if kind == D.BUILDING and sub == D.BANK:
            assert ds == 2
        if kind == D.BUILDING and sub == D.BOARDING_HOUSE:
            assert dw == 4 - a.workers
        if kind == D.SHIP:
            assert st.track_pos[p] == min(before.track_pos[p] + 1, 6)
            assert all(st.track_stamp[p] > st.track_stamp[q] for q in range(P) if q != p)
    elif isinstance(a, A.Sell):
        n = before.goods[p * 7 + a.colour]
        assert n > 0 and st.goods[p * 7 + a.colour] == 0
        assert st.sold[p * 7 + a.colour] - before.sold[p * 7 + a.colour] == n
        assert vp == [0, 0, 0, 0, n * P, 0]
        assert ds == (2 if 3 in know else 1)
        assert dw == (1 if 4 in know else 0) - a.workers
    elif isinstance(a, A.TakeWorkers):
        assert dw == (4 if 14 in know else 2)
        assert ds == (1 if 13 in know else 0)
        assert vp == [0] * 6
    elif isinstance(a, A.Buy):
        assert ds == -(2 - a.workers)
        assert dw == -a.workers
        assert vp == [0] * 6
    elif not st.is_over() and st.phase == before.phase:
        assert vp == [0] * 6, (a, vp)


@pytest.mark.parametrize("players,seed,rules", [(2 + s % 3, s, "2011" if s % 4 == 3 else "2019")
                                                for s in range(1, 19)])
def test_purchases_and_effects_match_oracle(players, seed, rules):
    st = GAME.new(players, seed, {"rules": rules, "board": 1 + seed % 10})
    rng = Rng(seed * 7 + 1)
    buys_seen = 0
    while not st.is_over():
        p = st.active_players()[0]
        if not st.setup_left:
            want = buy_oracle(st, p)
            assert _buys(st, p) == want
            buys_seen += bool(want)
        legal = st.legal_actions(p)
        # prefer buying and placing now and then so that knowledge tiles and bonuses occur
        buys = [x for x in legal if isinstance(x, A.Buy)]
        places = [x for x in legal if isinstance(x, A.Place)]
        r = rng.below(10)
        if buys and r < 3:
            a = buys[rng.below(len(buys))]
        elif places and r < 8:
            a = places[rng.below(len(places))]
        else:
            a = legal[rng.below(len(legal))]
        check_step(st, p, a)
    assert buys_seen > 0
