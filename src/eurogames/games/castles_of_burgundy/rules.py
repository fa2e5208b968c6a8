"""Transitions of The Castles of Burgundy: set-up, legal actions and one handler per action.

Sections of rules/castles_of_burgundy.md: set-up §3, turn order §4, phases and rounds §5,
the turn §6, placement effects §7, scoring during play §8, edge cases §10.

The active seat's pending decisions form a stack ``st.modes`` (§11): an effect pushes
the question it asks (a castle's extra action, a city hall's placement, a ship's depot,
a storage discard...), the answer pops it and may push the next one, so chains resolve
depth-first. An empty stack is the turn's top level (choose a die, buy, end). After
every action ``_settle`` drops questions that have no possible answer and ends the turn
when nothing is left to decide, so every reachable decision has a legal action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from eurogames.core import Action, Event, lazy_event, lazy_kinds, seat_name
from eurogames.core.types import Json

from . import actions as A
from . import data as D
from .data import (
    ANIMAL,
    BUILDING,
    CASTLE,
    KNOWLEDGE,
    MINE,
    REACH,
    SHIP,
    TILE_KIND,
    TILE_SIG,
    TILE_SUB,
)

if TYPE_CHECKING:
    from .state import CobState

# Modes (pending decisions of the active seat)
M_DIE: Final = 1          # a die is chosen: take / place / sell / workers (§6.3-6.6)
M_CASTLE: Final = 2       # castle: one extra die action with any value (§7.1)
M_CITYHALL: Final = 3     # city hall: place one more tile, die ignored (§7.4)
M_TAKE_B: Final = 4       # carpenter's workshop: take a building from a numbered depot
M_TAKE_CMK: Final = 5     # church: take a castle, mine or knowledge tile
M_TAKE_SA: Final = 6      # market: take a ship or animal tile
M_WAREHOUSE: Final = 7    # warehouse: sell one goods colour
M_SHIP: Final = 8         # ship: take the goods of one depot (§7.2)
M_SHIP_ADJ: Final = 9     # knowledge #5: also a depot next to the first one
M_GOODS: Final = 10       # more new goods colours than free goods spaces: choose one (§10.2)
M_DISCARD: Final = 11     # storage overfull: discard one of the old tiles (§10.1)

MODE_NAMES: Final = {0: "turn", M_DIE: "die_action", M_CASTLE: "castle_action", M_CITYHALL: "city_hall",
              M_TAKE_B: "workshop_take", M_TAKE_CMK: "church_take", M_TAKE_SA: "market_take",
              M_WAREHOUSE: "warehouse_sell", M_SHIP: "ship_depot", M_SHIP_ADJ: "ship_adjacent_depot",
              M_GOODS: "choose_goods", M_DISCARD: "discard"}

TAKE_KINDS: Final = {M_TAKE_B: (BUILDING,), M_TAKE_CMK: (CASTLE, MINE, KNOWLEDGE), M_TAKE_SA: (SHIP, ANIMAL)}
_TAKE_MASK: Final = {m: sum(1 << k for k in ks) for m, ks in TAKE_KINDS.items()}

# vp categories (scoring.CATEGORIES order)
V_REGION, V_PHASE, V_COLOUR, V_ANIMAL, V_SALES, V_TOWER = range(6)

_BUY_MODES_2019: Final = (M_CASTLE, M_CITYHALL, M_TAKE_B, M_TAKE_CMK, M_TAKE_SA)
"""Mid-action moments at which 2019 rules offer the purchase (§6.2, §10.6): right after a
castle, city hall, workshop, church or market is placed, before its effect. These are the
moments where buying changes what can happen: the castle or city hall can use the bought
tile, and before a workshop/church/market take with a full storage the bought tile can be
the one discarded. Buying inside any other effect (a die action before its target, a
ship's goods, a warehouse sale, a discard) is equivalent to buying just after it."""

K: Final = [1 << n for n in range(27)]


# ----- set-up (§3, §5.1) -------------------------------------------------------------

def setup(st: CobState, options: dict[str, Any]) -> None:
    rng = st.rng
    P = st.players
    st.start_player = sp = rng.below(P)  # §3.6: everybody rolls, highest wins
    seats = [(sp + i) % P for i in range(P)]
    for i, s in enumerate(seats):
        st.workers[s] = i + 1  # §3.7
        # §3.8: one stack, start player on top (higher stamp = higher in the stack)
        st.track_stamp[s] = P - i
    st.stamp = P
    for s in seats:  # §3.5: three goods each from the leftover goods
        for _ in range(D.START_GOODS):
            c = _draw_goods(st)
            st.goods[s * 7 + c] += 1
    board = st.board
    choose = options.get("start_castle") == "choose" or board.colour[D.CENTRE] != CASTLE
    if choose:
        st.setup_left = seats  # §2.4 advanced: each player picks a castle space
    else:
        for s in seats:
            _put_start_castle(st, s, D.CENTRE)
        _begin_game(st)


def _mark_filled(st: CobState, base: int, sp: int) -> None:
    """Keep ``st.opn`` (empty spaces next to a placed tile) up to date."""
    est, opn = st.estate, st.opn
    opn[base + sp] = 0
    for n in D.ADJ[sp]:
        if est[base + n] < 0:
            opn[base + n] = 1


def _put_start_castle(st: CobState, p: int, space: int) -> None:
    tile = st.piles[CASTLE].pop()  # castles are identical: no draw needed
    st.estate[p * D.SPACES + space] = tile
    _mark_filled(st, p * D.SPACES, space)
    b = st.board
    st.rfill[p * b.num_regions + b.region[space]] += 1
    st.cfill[p * 6 + CASTLE] += 1  # counts for the colour bonus, scores nothing (§2.4)


def _begin_game(st: CobState) -> None:
    st.phase = 0
    _start_phase(st)
    # round 1 of phase A: clockwise from the start player = the stack top down (§4)
    _start_round(st)


def _draw_goods(st: CobState) -> int:
    pool = st.goods_pool
    c = st.rng.draw_from_counts(pool)  # a goods colour 1..6 (pool[0] is always 0)
    pool[c] -= 1
    return c


def _start_phase(st: CobState) -> None:
    """§5.1: remove left-over tiles, refill depots and black depot, reveal the phase's goods."""
    dep = st.dep
    removed = st.removed
    for i in range(56):
        if dep[i] >= 0:
            removed.append(dep[i])
            dep[i] = -1
    P = st.players
    piles = st.piles
    pop = st.rng.pop_random
    for d in range(1, 7):
        for s, (kind, minp) in enumerate(D.DEPOT_SLOTS[d]):
            if P < minp:
                continue
            if kind == D.SPECIAL:
                kind = D.special_kind(P, st.phase)
            pile = piles[kind]
            if pile:
                dep[d * 8 + s] = pop(pile)
    black = piles[6]
    for s in range(D.BLACK_DEPOT_SIZE[P]):
        if black:
            dep[s] = pop(black)
    st.round_goods = [_draw_goods(st) for _ in range(D.ROUNDS)]
    st.round = 0


def _start_round(st: CobState) -> None:
    """§5.2: turn order from the track, roll every die, white die places the round's goods."""
    pos, stamp = st.track_pos, st.track_stamp
    st.order = sorted(range(st.players), key=lambda s: (-pos[s], -stamp[s]))
    st.turn_idx = 0
    randint = st.rng.randint
    dice = st.dice
    for i in range(2 * st.players):
        dice[i] = randint(1, 6)
    st.white = w = randint(1, 6)
    g = st.round_goods.pop(0)
    st.dgoods[w * 7 + g] += 1
    st.used[0] = st.used[1] = 0
    st.bought = 0


def _end_turn(st: CobState) -> None:
    st.used[0] = st.used[1] = 0
    st.bought = 0
    st.turn_idx += 1
    if st.turn_idx < st.players:
        return
    st.round += 1
    if st.round == D.ROUNDS:
        # §5.3: mines pay at every phase end (also after E, §13.3)
        for p in range(st.players):
            m = st.cfill[p * 6 + MINE]
            if m:
                st.silver[p] += m
                if st.know[p] & K[2]:
                    st.workers[p] += m
        st.phase += 1
        if st.phase == D.PHASES:
            st.over = True
            st.modes.clear()
            return
        _start_phase(st)
    _start_round(st)


# ----- helpers -------------------------------------------------------------------

def _city_free(st: CobState, base: int, sub: int, region: int) -> bool:
    """§6.4 city restriction: no building of kind ``sub`` in the region yet (lifted by knowledge #1)."""
    est = st.estate
    for s2 in st.board.region_spaces[region]:
        t2 = est[base + s2]
        if t2 >= 0 and TILE_SUB[t2] == sub:
            return False
    return True


def _buy_actions(st: CobState, p: int) -> list[Action]:
    if st.bought:
        return []
    silver = st.silver[p]
    k6 = st.know[p] & K[6]
    if k6 and not st.ed2011:
        w = st.workers[p]
        pays = [x for x in (0, 1, 2) if silver >= 2 - x and w >= x]
    else:
        pays = [0] if silver >= D.BUY_COST else []
    if not pays:
        return []
    out: list[Action] = []
    dep = st.dep
    for d in (range(7) if k6 else (0,)):
        seen = -1  # (a castle's signature is 0)
        b = d * 8
        for s in range(8 if d == 0 else 4):
            t = dep[b + s]
            if t >= 0:
                sig = TILE_SIG[t]
                if sig == seen:
                    continue
                seen = sig
                row = A.BUY[d][s]
                for x in pays:
                    out.append(row[x])
    return out


def _can_buy(st: CobState, p: int) -> bool:
    if st.bought:
        return False
    if st.silver[p] < D.BUY_COST and not (
            st.know[p] & K[6] and not st.ed2011 and st.silver[p] + st.workers[p] >= D.BUY_COST):
        return False
    dep = st.dep
    rng = range(56) if st.know[p] & K[6] else range(8)
    for i in rng:
        if dep[i] >= 0:
            return True
    return False


def _place_actions(st: CobState, p: int, value: int, out: list[Action]) -> None:
    """Placements with a die of ``value`` (0: any value, free; -1: die ignored) (§6.4): an
    empty space of the tile's colour next to a placed tile (``st.opn``), showing a value the
    die reaches with the seat's workers, and for a building the city restriction."""
    base = p * D.SPACES
    b = st.board
    know = st.know[p]
    city_rule = not know & K[1]
    region = b.region
    opn = st.opn
    reach = b.reach
    # the row of REACH without the free step of knowledge #9..#11
    r = (98 if know & K[8] else 0) + value * 7 + min(3, st.workers[p])
    seen: list[int] = []
    for i, t in enumerate(st.storage[p]):
        if i == 3:
            break
        sig = TILE_SIG[t]
        if sig in seen:
            continue
        seen.append(sig)
        kind = TILE_KIND[t]
        row = A.PLACE[i]
        city = TILE_SUB[t] if kind == BUILDING and city_rule else -1  # the building kind restricted
        if value <= 0:
            for sp in b.by_colour[kind]:
                if opn[base + sp] and (city < 0 or _city_free(st, base, city, region[sp])):
                    out.append(row[sp][0])
        else:
            for sp, cost in reach[kind][r + 49 if know & _FREE_STEP_BIT[kind] else r]:
                if opn[base + sp] and (city < 0 or _city_free(st, base, city, region[sp])):
                    out.append(row[sp][cost])


_FREE_STEP_BIT: Final = tuple(K[D.FREE_STEP_KNOWLEDGE[kind]] for kind in range(D.KINDS))


_ANY_DEPOT: Final = tuple((d, 0) for d in range(1, 7))
"""Every numbered depot at no cost (a castle's action, workshop, church, market)."""
_KIND_BIT: Final = (*(1 << kind for kind in TILE_KIND), 0)
"""Each tile's kind as a bit of a kind mask; the extra last entry, read for an empty slot (-1), is 0."""
_TAKE_SLOTS: Final = tuple(tuple(tuple((d * 8 + s, A.TAKE[d][s]) for s in range(D.DEPOT_SLOTS_USED[players]))
                                 for d in range(7)) for players in range(5))
"""``[players][depot]``: each slot in use, as its index in ``st.dep`` and its ``take`` actions
by workers paid."""


def _take_actions(st: CobState, reach: tuple[tuple[int, int], ...], kmask: int, out: list[Action]) -> None:
    """Takes of the tile kinds in ``kmask`` from the numbered depots in ``reach`` (depot, workers
    paid) (§6.3); equal tiles side by side are offered once."""
    dep = st.dep
    slots = _TAKE_SLOTS[st.players]
    for d, cost in reach:
        seen = -1
        for i, row in slots[d]:
            t = dep[i]
            if kmask & _KIND_BIT[t]:
                sig = TILE_SIG[t]
                if sig != seen:
                    seen = sig
                    out.append(row[cost])


def _has_take(st: CobState, kmask: int) -> bool:
    dep = st.dep
    slots = _TAKE_SLOTS[st.players]
    for d in range(1, 7):
        for i, _row in slots[d]:
            if kmask & _KIND_BIT[dep[i]]:
                return True
    return False


def _depot_has_goods(st: CobState, d: int) -> bool:
    g = st.dgoods
    b = d * 7
    return bool(g[b + 1] or g[b + 2] or g[b + 3] or g[b + 4] or g[b + 5] or g[b + 6])


def _ship_depots(st: CobState, p: int) -> list[Action]:
    """Depots a ship may empty: any depot (§7.2), none asked if no depot holds goods.

    An empty depot is a legal choice (taking nothing keeps goods spaces free); without
    knowledge #5 all empty depots are alike, so only the first is offered.
    """
    full = [_depot_has_goods(st, d) for d in range(7)]
    if not any(full):
        return []
    k5 = st.know[p] & K[5]
    out: list[Action] = []
    empty_offered = False
    for d in range(1, 7):
        if full[d] or k5:
            out.append(A.SHIP[d])
        elif not empty_offered:
            out.append(A.SHIP[d])
            empty_offered = True
    return out


def _ship_adj(st: CobState) -> list[Action]:
    """Knowledge #5: the goods of a depot next to the first one *may* also be taken (seed:
    獲得できる; 2019 text: "you may also take"), so ``skip`` declines. Asked only when a
    neighbour holds goods."""
    f = st.ship_first
    out: list[Action] = []
    for d in sorted((D.PREV_DEPOT[f], D.NEXT_DEPOT[f])):
        if _depot_has_goods(st, d):
            out.append(A.SHIP[d])
    if out:
        out.append(A.SKIP)
    return out


def _new_goods_colours(st: CobState, p: int, d: int) -> list[int]:
    g, dg = st.goods, st.dgoods
    return [c for c in range(1, 7) if dg[d * 7 + c] and not g[p * 7 + c]]


def _held_colours(st: CobState, p: int) -> int:
    g = st.goods
    b = p * 7
    return (g[b + 1] > 0) + (g[b + 2] > 0) + (g[b + 3] > 0) + (g[b + 4] > 0) + (g[b + 5] > 0) + (g[b + 6] > 0)


# ----- legal actions ---------------------------------------------------------------

def legal(st: CobState, p: int) -> list[Action]:
    if st.setup_left:
        b = st.board
        base = p * D.SPACES
        return [A.START[s] for s in b.castle_spaces if st.estate[base + s] < 0]
    modes = st.modes
    if not modes:
        out: list[Action] = []
        used = st.used
        if not used[0]:
            out.append(A.DIE[0])
        if not used[1] and (used[0] or st.dice[2 * p] != st.dice[2 * p + 1]):
            out.append(A.DIE[1])
        out.extend(_buy_actions(st, p))
        if used[0] and used[1]:
            out.append(A.END)
        return out
    m = modes[-1]
    if m == M_DIE:
        out = []
        value = st.dice[2 * p + st.cur_die]
        know = st.know[p]
        wk = st.workers[p]
        w = min(3, wk)
        dbl = 98 if know & K[8] else 0
        _take_actions(st, REACH[dbl + (49 if know & K[12] else 0) + value * 7 + w], 63, out)
        _place_actions(st, p, value, out)
        g = st.goods
        for c, cost in REACH[dbl + value * 7 + w]:
            if g[p * 7 + c]:
                out.append(A.SELL[c][cost])
        out.append(A.WORKERS)
        return out
    if m == M_CASTLE:
        out = []
        _take_actions(st, _ANY_DEPOT, 63, out)
        _place_actions(st, p, 0, out)
        g = st.goods
        for c in range(1, 7):
            if g[p * 7 + c]:
                out.append(A.SELL[c][0])
        out.append(A.WORKERS)
        if not st.ed2011:
            out.extend(_buy_actions(st, p))
        return out
    if m == M_CITYHALL:
        out = []
        _place_actions(st, p, -1, out)
        out.append(A.SKIP)
        if not st.ed2011:
            out.extend(_buy_actions(st, p))
        return out
    if m == M_DISCARD:
        out = []
        seen: list[int] = []
        for i, t in enumerate(st.storage[p][:3]):
            if TILE_SIG[t] not in seen:
                seen.append(TILE_SIG[t])
                out.append(A.DISCARD[i])
        return out
    if m == M_SHIP:
        return _ship_depots(st, p)
    if m == M_SHIP_ADJ:
        return _ship_adj(st)
    if m == M_GOODS:
        return [A.GOODS[c] for c in _new_goods_colours(st, p, st.goods_depot)]
    if m == M_WAREHOUSE:
        g = st.goods
        return [A.SELL[c][0] for c in range(1, 7) if g[p * 7 + c]]
    out = []
    _take_actions(st, _ANY_DEPOT, _TAKE_MASK[m], out)
    out.append(A.SKIP)
    if not st.ed2011:
        out.extend(_buy_actions(st, p))
    return out


def _mode_is_empty(st: CobState, p: int, m: int) -> bool:
    """True if the pending question ``m`` has no real answer (it is dropped)."""
    if m == M_CITYHALL:
        out: list[Action] = []
        _place_actions(st, p, -1, out)
        return not out and (st.ed2011 or not _can_buy(st, p))
    if m == M_WAREHOUSE:
        return _held_colours(st, p) == 0
    if m == M_SHIP:
        return not _ship_depots(st, p)
    if m == M_SHIP_ADJ:
        return not _ship_adj(st)
    if m in TAKE_KINDS:
        return not _has_take(st, _TAKE_MASK[m])
    return False


_ANSWERED: Final = frozenset({M_DIE, M_CASTLE, M_GOODS, M_DISCARD})
"""Questions that always have an answer (taking workers is always possible; goods and discard
questions are asked only when there is a choice)."""


def _settle(st: CobState, p: int) -> None:
    modes = st.modes
    while modes:
        m = modes[-1]
        if m in _ANSWERED or not _mode_is_empty(st, p, m):
            return
        modes.pop()
    if st.setup_left or st.over:
        return
    if st.used[0] and st.used[1] and not _can_buy(st, p):
        _end_turn(st)


# ----- effects -----------------------------------------------------------------------

def _acquire(st: CobState, p: int, tile: int) -> None:
    """Put a tile into storage; when it overflows, ask which old tile to discard (§10.1)."""
    s = st.storage[p]
    s.append(tile)
    if len(s) > 3:
        st.modes.append(M_DISCARD)


def _sell(st: CobState, p: int, c: int) -> int:
    """§6.5: sell all goods of colour c; returns the number sold."""
    i = p * 7 + c
    n = st.goods[i]
    st.goods[i] = 0
    st.sold[i] += n
    know = st.know[p]
    st.silver[p] += 2 if know & K[3] else 1
    if know & K[4]:
        st.workers[p] += 1
    st.vp[p * 6 + V_SALES] += n * st.players
    return n


def _take_workers(st: CobState, p: int) -> int:
    know = st.know[p]
    n = D.WORKERS_ACTION_14 if know & K[14] else D.WORKERS_ACTION
    st.workers[p] += n
    if know & K[13]:
        st.silver[p] += 1
    return n


def _take_goods(st: CobState, p: int, d: int) -> None:
    """§7.2: all goods of depot d that fit (held colours always; new ones while < 3 colours)."""
    g, dg = st.goods, st.dgoods
    new = []
    for c in range(1, 7):
        n = dg[d * 7 + c]
        if n:
            if g[p * 7 + c]:
                g[p * 7 + c] += n
                dg[d * 7 + c] = 0
            else:
                new.append(c)
    if not new:
        return
    free = 3 - _held_colours(st, p)
    if len(new) <= free:
        for c in new:
            g[p * 7 + c] += dg[d * 7 + c]
            dg[d * 7 + c] = 0
    elif free > 0:
        st.goods_depot = d
        st.modes.append(M_GOODS)


def _place(st: CobState, p: int, tile: int, sp: int, ev: list[Event]) -> None:
    """§6.4: put the tile down, then its effect (§7), region (§8.1) and colour (§8.2) scoring."""
    base = p * D.SPACES
    st.estate[base + sp] = tile
    _mark_filled(st, base, sp)
    b = st.board
    kind = TILE_KIND[tile]
    vp = st.vp
    vb = p * 6
    rid = b.region[sp]
    ri = p * b.num_regions + rid
    st.rfill[ri] += 1
    size = b.region_size[rid]
    if st.rfill[ri] == size:
        vp[vb + V_REGION] += D.REGION_VP[size]
        vp[vb + V_PHASE] += D.PHASE_BONUS[st.phase]
        ev.append(lazy_event("region", _text_region, (p, size, st.phase), p, size=size))
    ci = p * 6 + kind
    st.cfill[ci] += 1
    if st.cfill[ci] == b.colour_total[kind]:
        bo = st.bonus_owner
        for k in (0, 1):
            if bo[kind * 2 + k] < 0:
                bo[kind * 2 + k] = p
                pts = D.BONUS_TILE_VP[st.players][k]
                vp[vb + V_COLOUR] += pts
                ev.append(_ev("colour_bonus", p, {"colour": kind, "points": pts}))
                break
    modes = st.modes
    if kind == CASTLE:
        modes.append(M_CASTLE)
    elif kind == SHIP:
        st.stamp += 1
        st.track_stamp[p] = st.stamp
        if st.track_pos[p] < D.TRACK_SPACES - 1:
            st.track_pos[p] += 1
        modes.append(M_SHIP)
    elif kind == ANIMAL:
        sub = TILE_SUB[tile]
        total = tiles = 0
        est = st.estate
        for s2 in b.region_spaces[rid]:
            t2 = est[base + s2]
            if t2 >= 0 and TILE_KIND[t2] == ANIMAL and TILE_SUB[t2] == sub:
                total += D.TILE_ANIMALS[t2]
                tiles += 1
        if st.know[p] & K[7]:
            total += tiles
        vp[vb + V_ANIMAL] += total
    elif kind == KNOWLEDGE:
        st.know[p] |= K[TILE_SUB[tile]]
    elif kind == BUILDING:
        bk = TILE_SUB[tile]
        if bk == D.WAREHOUSE:
            modes.append(M_WAREHOUSE)
        elif bk == D.WATCHTOWER:
            vp[vb + V_TOWER] += D.WATCHTOWER_VP
        elif bk == D.CARPENTER:
            modes.append(M_TAKE_B)
        elif bk == D.CHURCH:
            modes.append(M_TAKE_CMK)
        elif bk == D.MARKET:
            modes.append(M_TAKE_SA)
        elif bk == D.BOARDING_HOUSE:
            st.workers[p] += D.BOARDING_HOUSE_WORKERS
        elif bk == D.BANK:
            st.silver[p] += D.BANK_SILVER
        else:
            modes.append(M_CITYHALL)


# ----- apply ------------------------------------------------------------------------

def _tile_name(t: int, lang: str) -> str:
    kind = TILE_KIND[t]
    if kind == BUILDING:
        return D.BUILDING_NAMES[lang][TILE_SUB[t]]
    if kind == KNOWLEDGE:
        return ("knowledge #" if lang == "en" else "修道院#") + str(TILE_SUB[t])
    if kind == ANIMAL:
        n = D.TILE_ANIMALS[t]
        return f"{n} {D.ANIMAL_NAMES['en'][TILE_SUB[t]]}" if lang == "en" else \
            f"{D.ANIMAL_NAMES['ja'][TILE_SUB[t]]}{n}"
    return D.KIND_NAMES[lang][kind]


_EN: Final = tuple(_tile_name(t, "en") for t in range(D.NUM_TILES))
_JA: Final = tuple(_tile_name(t, "ja") for t in range(D.NUM_TILES))


# ----- log lines ----------------------------------------------------------------------
# An event's English and Japanese text follows from its kind, seat and data; it is written
# when first read (core ``lazy_kinds``): playouts and search log every move and read none.

def _text_take(p: int, d: Json) -> tuple[str, str]:
    t, dep = d["tile"], d["depot"]
    return f"{seat_name(p)} takes {_EN[t]} from depot {dep}", f"{seat_name(p, 'ja')}がデポ{dep}から{_JA[t]}を獲得"


def _text_place(p: int, d: Json) -> tuple[str, str]:
    t, space = d["tile"], d["space"]
    return f"{seat_name(p)} places {_EN[t]} on space {space}", f"{seat_name(p, 'ja')}が{_JA[t]}をマス{space}に配置"


def _text_sell(p: int, d: Json) -> tuple[str, str]:
    c, n = d["colour"], d["n"]
    return f"{seat_name(p)} sells {n} goods {c}", f"{seat_name(p, 'ja')}が商品{c}を{n}枚売却"


def _text_workers(p: int, d: Json) -> tuple[str, str]:
    n = d["n"]
    return f"{seat_name(p)} takes {n} workers", f"{seat_name(p, 'ja')}がワーカー{n}個を獲得"


def _text_buy(p: int, d: Json) -> tuple[str, str]:
    t = d["tile"]
    return f"{seat_name(p)} buys {_EN[t]}", f"{seat_name(p, 'ja')}が{_JA[t]}を購入"


def _text_ship(p: int, d: Json) -> tuple[str, str]:
    dep = d["depot"]
    return f"{seat_name(p)} ships the goods of depot {dep}", f"{seat_name(p, 'ja')}がデポ{dep}の商品を獲得"


def _text_discard(p: int, d: Json) -> tuple[str, str]:
    t = d["tile"]
    return f"{seat_name(p)} discards {_EN[t]}", f"{seat_name(p, 'ja')}が{_JA[t]}を捨てた"


def _text_colour_bonus(p: int, d: Json) -> tuple[str, str]:
    kind, pts = d["colour"], d["points"]
    return (f"{seat_name(p)} fills every {D.KIND_NAMES['en'][kind]} space (+{pts})",
            f"{seat_name(p, 'ja')}が{D.KIND_NAMES['ja'][kind]}を全て埋めた(+{pts})")


def _text_region(p: int, size: int, phase: int) -> tuple[str, str]:
    """(The phase bonus is not in the event's data, so this one is a ``lazy_event``.)"""
    return (f"{seat_name(p)} completes a region of {size} (+{D.REGION_VP[size]} +{D.PHASE_BONUS[phase]})",
            f"{seat_name(p, 'ja')}が{size}マスのエリアを完成(+{D.REGION_VP[size]} +{D.PHASE_BONUS[phase]})")


_TEXT: Final[dict[str, Any]] = {
    "take": _text_take, "place": _text_place, "sell": _text_sell, "workers": _text_workers,
    "buy": _text_buy, "ship": _text_ship, "discard": _text_discard, "colour_bonus": _text_colour_bonus,
}
_ev: Final = lazy_kinds(_TEXT)
"""``_ev(kind, seat, data)``: a log event whose text is written from its seat and data."""


def apply(st: CobState, p: int, a: Action) -> list[Event]:
    """Apply a legal action of seat p (the core has checked it), then settle the turn."""
    ev: list[Event] = []
    if _HANDLERS[type(a)](st, p, a, ev):
        _settle(st, p)
    return ev


# One handler per action kind; each returns True when the turn must be settled after it.

def _do_choose_die(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§6: the next die action uses this die."""
    st.cur_die = a.die - 1
    st.modes.append(M_DIE)
    return True


def _do_take(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§6.3 (die or castle), §7.4 (workshop, church, market): a depot tile into storage."""
    if st.modes.pop() == M_DIE:
        _use_die(st, p, a.workers)
    d = a.depot
    i = d * 8 + a.slot - 1
    t = st.dep[i]
    st.dep[i] = -1
    ev.append(_ev("take", p, {"tile": t, "depot": d}))
    _acquire(st, p, t)
    return True


def _do_place(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§6.4 (die, castle) and §7.4 city hall: a stored tile onto the estate."""
    if st.modes.pop() == M_DIE:
        _use_die(st, p, a.workers)
    sp = a.space - 1
    t = st.storage[p].pop(a.store - 1)
    ev.append(_ev("place", p, {"tile": t, "space": sp + 1}))
    _place(st, p, t, sp, ev)
    return True


def _do_sell(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§6.5 (die, castle) and §7.4 warehouse."""
    if st.modes.pop() == M_DIE:
        _use_die(st, p, a.workers)
    c = a.colour
    n = _sell(st, p, c)
    ev.append(_ev("sell", p, {"colour": c, "n": n}))
    return True


def _do_take_workers(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§6.6 (die, castle)."""
    if st.modes.pop() == M_DIE:
        st.used[st.cur_die] = 1
    n = _take_workers(st, p)
    ev.append(_ev("workers", p, {"n": n}))
    return True


def _do_buy(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§6.2 (knowledge #6): pay 2, take a tile into storage; once per turn."""
    d, w = a.depot, a.workers
    i = d * 8 + a.slot - 1
    t = st.dep[i]
    st.dep[i] = -1
    st.silver[p] -= D.BUY_COST - w
    st.workers[p] -= w
    st.bought = 1
    ev.append(_ev("buy", p, {"tile": t, "depot": d}))
    _acquire(st, p, t)
    return True


def _do_ship_goods(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§7.2: the goods of the chosen depot; knowledge #5 then asks for a neighbour."""
    d = a.depot
    if st.modes.pop() == M_SHIP and st.know[p] & K[5]:
        st.ship_first = d
        st.modes.append(M_SHIP_ADJ)
    ev.append(_ev("ship", p, {"depot": d}))
    _take_goods(st, p, d)
    return True


def _do_take_goods(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§10.2: one of the new colours that still fit; asked again while the choice matters."""
    c = a.colour
    d = st.goods_depot
    st.goods[p * 7 + c] += st.dgoods[d * 7 + c]
    st.dgoods[d * 7 + c] = 0
    new = _new_goods_colours(st, p, d)
    free = 3 - _held_colours(st, p)
    if not new or free <= 0:
        st.modes.pop()
    elif len(new) <= free:
        st.modes.pop()
        _take_goods(st, p, d)
    return True


def _do_discard(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§10.1: an old stored tile leaves the game to make room."""
    t = st.storage[p].pop(a.store - 1)
    st.removed.append(t)
    st.modes.pop()
    ev.append(_ev("discard", p, {"tile": t}))
    return True


def _do_skip(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """Decline an optional effect."""
    st.modes.pop()
    return True


def _do_end_turn(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    _end_turn(st)
    return False


def _do_start_castle(st: CobState, p: int, a: Any, ev: list[Event]) -> bool:
    """§2.4 advanced set-up; the game starts once every castle is placed."""
    _put_start_castle(st, p, a.space - 1)
    st.setup_left.pop(0)
    if not st.setup_left:
        _begin_game(st)
    return False


_HANDLERS: Final[dict[type, Any]] = {
    A.ChooseDie: _do_choose_die, A.Take: _do_take, A.Place: _do_place, A.Sell: _do_sell,
    A.TakeWorkers: _do_take_workers, A.Buy: _do_buy, A.ShipGoods: _do_ship_goods,
    A.TakeGoods: _do_take_goods, A.Discard: _do_discard, A.Skip: _do_skip, A.EndTurn: _do_end_turn,
    A.StartCastle: _do_start_castle,
}


def _use_die(st: CobState, p: int, workers: int) -> None:
    """Mark the chosen die used and pay the workers that adjusted it (§6.1)."""
    st.workers[p] -= workers
    st.used[st.cur_die] = 1


def explain_illegal(st: CobState, p: int, a: Action) -> str | None:
    """A reason in words (never naming hidden information)."""
    if st.setup_left:
        return "first choose the space of your starting castle (§2.4)"
    m = st.modes[-1] if st.modes else 0
    cls = type(a)
    if cls is A.Buy:
        if st.bought:
            return "only one purchase per turn (§6.2)"
        if m not in (0,) + _BUY_MODES_2019 or (m and st.ed2011):
            return "no purchase in the middle of this decision (§6.2)"
        return "a purchase costs 2 silverlings and needs that tile in the black depot (§6.2, knowledge #6)"
    if m == 0 and cls in (A.Take, A.Place, A.Sell, A.TakeWorkers):
        return "choose a die first (die 1 or die 2)"
    if m == M_DIE and cls in (A.Take, A.Place, A.Sell):
        return ("that target does not fit, or the die cannot reach it with these workers "
                "(wN must be the fewest workers needed) (§6.1, §6.3-§6.5)")
    return f"the pending decision is: {MODE_NAMES[m].replace('_', ' ')}"


# ----- invariants ------------------------------------------------------------------

def check(st: CobState) -> None:
    P = st.players
    b = st.board
    tiles = [t for pile in st.piles for t in pile] + [t for t in st.dep if t >= 0] + st.removed
    tiles += [t for s in st.storage for t in s] + [t for t in st.estate if t >= 0]
    assert sorted(tiles) == list(range(D.NUM_TILES)), "hex tiles not conserved"
    for c in range(1, 7):
        n = st.goods_pool[c] + st.round_goods.count(c)
        n += sum(st.dgoods[d * 7 + c] for d in range(7))
        n += sum(st.goods[p * 7 + c] + st.sold[p * 7 + c] for p in range(P))
        assert n == D.GOODS_PER_COLOUR, f"goods of colour {c} not conserved"
    assert st.dgoods[0:7] == [0] * 7
    for p in range(P):
        assert _held_colours(st, p) <= 3, "more than 3 goods colours"
        assert min(st.goods[p * 7:p * 7 + 7]) >= 0
        top = st.modes[-1] if st.modes else 0
        limit = 4 if top == M_DISCARD and st.active_players() == [p] else 3
        assert len(st.storage[p]) <= limit, "storage over 3"
        assert st.silver[p] >= 0 and st.workers[p] >= 0, "negative silver or workers"
        base = p * D.SPACES
        rf = [0] * b.num_regions
        cf = [0] * 6
        for sp in range(D.SPACES):
            t = st.estate[base + sp]
            if t >= 0:
                assert TILE_KIND[t] == b.colour[sp], "tile on a space of another colour"
                rf[b.region[sp]] += 1
                cf[TILE_KIND[t]] += 1
        assert rf == st.rfill[p * b.num_regions:(p + 1) * b.num_regions], "region counters drift"
        assert cf == st.cfill[p * 6:p * 6 + 6], "colour counters drift"
        assert min(st.vp[p * 6:p * 6 + 6]) >= 0
        know = 0
        for sp in range(D.SPACES):
            t = st.estate[base + sp]
            if t >= 0 and TILE_KIND[t] == KNOWLEDGE:
                know |= K[TILE_SUB[t]]
        assert know == st.know[p], "knowledge mask drift"
        opn = [int(st.estate[base + sp] < 0 and any(st.estate[base + n] >= 0 for n in D.ADJ[sp]))
               for sp in range(D.SPACES)]
        assert opn == st.opn[base:base + D.SPACES], "open-space mask drift"
        assert 0 <= st.track_pos[p] < D.TRACK_SPACES
    assert sorted(st.order) == list(range(P))
    if st.over:
        assert st.phase == D.PHASES and not st.modes
    else:
        assert 0 <= st.phase < D.PHASES and 0 <= st.round < D.ROUNDS
        assert 0 <= st.turn_idx < P, "turn index out of the round"
        assert len(st.round_goods) == D.ROUNDS - 1 - st.round or st.setup_left
        assert sum(st.goods_pool) >= 0
    for s in st.scores():
        assert s.total == sum(s.categories.values())
