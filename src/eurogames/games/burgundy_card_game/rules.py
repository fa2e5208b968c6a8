"""Transitions: legal actions, one handler per action kind, turn/round flow (§3-§10).

A turn is a stack of *frames* (``st.stack``, top = last). Each frame is a tuple whose
first item is its kind; it decides what the current player may do now:

====================  ==============================================================
``(F_TURN,)``         play a hand card as a die for one of the six actions (§4, §5)
``(F_CASTLE,)``       a castle's extra action with a die value of choice (§5.3)
``(F_DRAW, c, ...)``  the 3-silver draw: keep one card or use it as a die (§5.9)
``(F_OVERFLOW, c)``   a 4th project arrived: discard one (§5.1, U6)
``(F_CITYHALL,)``     City Hall: place a project without a die (§5.7)
``(F_PICK, mask)``    Carpenter / Church / Market: take a display card of those types
``(F_GOOD,)``         ship / round bonus: take the top good of a pile
``(F_ANIMAL,)``       pasture / round bonus: take the top animal of a pile
``(F_SUPPLY,)``       Boarding House: a good or an animal
``(F_WAREHOUSE,)``    Warehouse: sell one goods kind
``(F_BONUS,)``        a completed triple: choose from the round card's menu (§6.1)
``(F_TRADE,)``        trading: more groups of 3, or stop (§5.6)
``(F_END,)``          the turn's action is done; the 3-silver draw is still possible
====================  ==============================================================

Placing a card pushes its effect frame first and the triple-bonus frame on top, so the
triple check resolves first (§5.2, U11). Frames with no choice left resolve by
themselves in ``settle``. The 3-silver draw (``Draw3``) may interrupt any frame of the
owner's turn except the draw itself, an overflow discard and a running trade (§5.9).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from eurogames.core import Action, Event

from . import actions as A
from .data import (
    ALL7_BY_PLAYERS,
    ANIMAL_COPIES,
    ANIMAL_NAMES,
    BANK,
    BOARDING_HOUSE,
    BUILDING,
    CARD_DIE,
    CARD_KIND,
    CARD_TYPE,
    CASTLE,
    CITY_HALL,
    CLOISTER,
    DISPLAY_IN_ORDER,
    DISPLAY_SIZE,
    GOODS_COPIES,
    GOODS_DICE,
    GOODS_INDEX,
    GOODS_NAMES,
    HAND_SIZE,
    KNOWLEDGE,
    MAX_PROJECTS,
    MINE,
    NUM_ACTION_CARDS,
    PASTURE,
    PICK_MASK,
    PILE_SIZE,
    ROUND_BONUS,
    ROUND_LETTERS,
    ROUNDS,
    SHIP,
    SILVER_CARDS,
    SOLO_RIVAL_PILES,
    TURNS,
    TYPE_INDEX,
    TYPE_NAMES,
    WAREHOUSE,
    WATCHTOWER,
    WORKER_CARDS,
)
from .events import ev as mk

if TYPE_CHECKING:
    from .state import BurgundyCardState, Player

(F_TURN, F_CASTLE, F_DRAW, F_OVERFLOW, F_CITYHALL, F_PICK, F_GOOD, F_ANIMAL, F_SUPPLY, F_WAREHOUSE,
 F_BONUS, F_TRADE, F_END) = range(13)
FRAME_NAMES: Final[tuple[str, ...]] = ("turn", "castle", "draw", "overflow", "city_hall", "pick", "good",
                                "animal", "supply", "warehouse", "bonus", "trade", "end")
FRAME_INDEX: Final[dict[str, int]] = {n: i for i, n in enumerate(FRAME_NAMES)}
_NO_DRAW3: Final = frozenset((F_DRAW, F_OVERFLOW, F_TRADE, F_END))
_ASK: Final = frozenset((F_TURN, F_CASTLE, F_DRAW, F_OVERFLOW, F_BONUS, F_END))
"""Frames that always wait for a decision (``settle`` resolves the others when they offer no choice)."""
_TURN_FRAME: Final = (F_TURN,)

DIST: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(min((a - b) % 6, (b - a) % 6) if a and b else 0 for b in range(7)) for a in range(7))
"""Workers needed to turn die a into die b, with wrap-around 6 <-> 1 (§5.8); 0 = free die."""

def _reach(v: int, w: int) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    rows = tuple(r for r in range(6) if DIST[v][r + 1] <= w)
    mask = sum(1 << d for d in range(1, 7) if DIST[v][d] <= w)
    kinds = tuple(k for k in range(3) if any(DIST[v][d] <= w for d in GOODS_DICE[k]))
    return rows, mask, kinds


REACH: Final[tuple[tuple[tuple[tuple[int, ...], int, tuple[int, ...]], ...], ...]] = tuple(
    tuple(_reach(v, w) for w in range(4)) for v in range(7))
"""REACH[die][min(workers, 3)] = (display rows, bit mask of die values, goods kinds) reachable."""

DieTableReach = tuple[tuple[A.Take, ...], tuple[tuple[A.Build, ...], ...], tuple[tuple[A.Build, ...], ...],
                      tuple[A.Sell, ...], tuple[tuple[tuple[Action, ...], ...], ...],
                      tuple[tuple[tuple[int, ...], int, tuple[int, ...]], ...]]
"""``actions.die_table(src)`` and ``REACH[die value]`` (by workers) in one tuple, spelled out for mypyc."""

_DIE_TABLES: Final[dict[int | None, DieTableReach]] = {}


def _die_table(src: int | None) -> DieTableReach:
    """The die actions of ``src`` and what its die reaches, built once and kept here (a free die, None, has
    value 0 in ``REACH``: every row, die value and goods kind, whatever the workers)."""
    takes, b_any, b_bld, sells, tails = A.die_table(src)
    t = _DIE_TABLES[src] = (takes, b_any, b_bld, sells, tails, REACH[0 if src is None else CARD_DIE[src]])
    return t

_COLS_ANY: Final[tuple[tuple[str, int], ...]] = tuple((n, i) for i, n in enumerate(TYPE_NAMES))
_COLS_BUILDING: Final[tuple[tuple[str, int], ...]] = (("building", BUILDING), ("cloister", CLOISTER))
_COLS_OWN: Final[tuple[tuple[tuple[str, int], ...], ...]] = tuple(((TYPE_NAMES[t], t),) for t in range(7))
_TRADE_GROUPS: Final = ((3, 0), (2, 1), (1, 2), (0, 3))


def col_choices(st: BurgundyCardState, card: int) -> tuple[tuple[str, int], ...]:
    """The estate columns a card may go to: its own type, or any column for a wild cloister (§6.3)."""
    t = CARD_TYPE[card]
    if t == CLOISTER:
        return _COLS_ANY if st.wild_any else _COLS_BUILDING
    return _COLS_OWN[t]


# ----- legal actions -----------------------------------------------------------------------

def _die_actions(st: BurgundyCardState, p: Player, src: int | None, out: list[Action]) -> None:
    """Every action for a die from ``src`` (None: a free value, §5.3) — §5.1-§5.8."""
    t = _DIE_TABLES.get(src)
    if t is None:  # not ``get(src) or _die_table(src)``: compiled, that builds the tuple anew
        t = _die_table(src)
    takes, b_any, b_bld, sells, tails, reach = t
    wk = p.workers
    w = wk if wk < 3 else 3  # noqa: FURB136 (a comparison, not min(), a call: this runs for every die of every listing)
    rows, mask, kinds = reach[w]
    display = st.display
    for r in rows:
        for c in display[r]:
            out.append(takes[c])
    # ``out += t``, not ``out.extend(t)``: compiled on Python 3.11, ``extend`` goes through
    # ``PyList_SetSlice`` (general slice assignment), ``+=`` through ``list_extend``.
    if p.projects:
        builds = b_any if st.wild_any else b_bld
        for c in p.projects:
            if mask >> CARD_DIE[c] & 1:
                out += builds[c]
    g = p.goods
    for k in kinds:
        if g[k]:
            out.append(sells[k])
    sv = p.silver
    out += tails[w][sv if sv < 3 else 3]  # noqa: FURB136 (hire, silver, trades paid for)


def legal_actions(st: BurgundyCardState, seat: int) -> list[Action]:
    p = st.ps[seat]
    top = st.stack[-1]
    k = top[0]
    out: list[Action] = []
    if k == F_TURN:
        hand = p.hand
        _die_actions(st, p, hand[0], out)
        if len(hand) > 1 and CARD_DIE[hand[0]] != CARD_DIE[hand[1]]:  # equal dice: the same choice
            _die_actions(st, p, hand[1], out)
        if not st.drew and p.silver >= 3 and (st.deck or st.discard):
            out.append(A.DRAW3)
        return out
    elif k == F_CASTLE:
        _die_actions(st, p, None, out)
    elif k == F_BONUS:
        for kind, _ in ROUND_BONUS[st.round]:
            out.append(A.bonus(kind))
    elif k == F_GOOD:
        for i in (0, 1):
            if st.goods_piles[i]:
                out.append(A.GOOD[i])
    elif k == F_ANIMAL:
        for i in (0, 1):
            if st.animal_piles[i]:
                out.append(A.ANIMAL[i])
    elif k == F_SUPPLY:
        for i in (0, 1):
            if st.goods_piles[i]:
                out.append(A.GOOD[i])
        for i in (0, 1):
            if st.animal_piles[i]:
                out.append(A.ANIMAL[i])
    elif k == F_DRAW:
        cards = top[1:]
        for c in cards:
            out.append(A.KEEP[c])
        seen = 0
        for c in cards:
            bit = 1 << CARD_DIE[c]
            if not seen & bit:
                seen |= bit
                _die_actions(st, p, c, out)
    elif k == F_OVERFLOW:
        for c in p.projects:
            out.append(A.DISCARD[c])
        if st.any_of_four:
            out.append(A.DISCARD[top[1]])
    elif k == F_CITYHALL:
        for c in p.projects:
            for name, _ in col_choices(st, c):
                out.append(A.build(c, name, None))
    elif k == F_PICK:
        mask = top[1]
        for row in st.display:
            for c in row:
                if mask >> CARD_TYPE[c] & 1:
                    out.append(A.take(c, None))
        out.append(A.DONE)
    elif k == F_WAREHOUSE:
        for i in range(3):
            if p.goods[i]:
                out.append(A.sell(GOODS_NAMES[i], None))
    elif k == F_TRADE:
        for wk, sv in _TRADE_GROUPS:
            if wk <= p.workers and sv <= p.silver:
                out.append(A.trade(wk, sv, None))
        out.append(A.DONE)
    elif k == F_END:
        return [A.DRAW3, A.DONE]
    if k not in _NO_DRAW3 and can_draw3(st, p):
        out.append(A.DRAW3)
    return out


def can_draw3(st: BurgundyCardState, p: Player) -> bool:
    """The 3-silver draw is unused this turn, affordable, and cards exist to draw (§5.9)."""
    return not st.drew and p.silver >= 3 and bool(st.deck or st.discard)


# ----- small effects -----------------------------------------------------------------------

_BIG: Final = 1 << 62


def _falling(n: int) -> tuple[int, ...]:
    """n, n(n-1), n(n-1)(n-2) ...: the ordered draws of 1, 2, 3 ... cards of n, while below ``_BIG``."""
    out: list[int] = []
    total = 1
    for m in range(n):
        if total * (n - m) >= _BIG:
            break
        total *= n - m
        out.append(total)
    return tuple(out)


_FALLING: Final[tuple[tuple[int, ...], ...]] = tuple(_falling(n) for n in range(NUM_ACTION_CARDS + 1))
"""``_FALLING[n][m - 1]``: the number of ordered draws of m cards of n (as many m as one chance
outcome below ``_BIG`` allows)."""


def draw_cards(st: BurgundyCardState, k: int) -> list[int]:
    """Draw ``k`` action cards at once (fewer only if no card is left anywhere).

    Several cards are taken with one chance outcome (an index into the ordered k-draws),
    which is the same distribution as k single draws and much cheaper.
    """
    out: list[int] = []
    rng = st.rng
    while k > 0:
        if not st.deck:
            if not st.discard:
                break
            reshuffle(st)
        deck = st.deck
        n = len(deck)
        falling = _FALLING[n]
        m = min(k, len(falling))
        x = rng.below(falling[m - 1])
        for left in range(n, n - m, -1):
            j = x % left
            x //= left
            out.append(deck[j])  # take card j; the last card fills its place
            deck[j] = deck[-1]
            deck.pop()
        k -= m
    return out


def reshuffle(st: BurgundyCardState) -> None:
    """The action deck ran out: the discard pile becomes the new deck (§8.6).

    Its contents are public (the discard pile is face up), so every card records the
    generation of the deck it was shuffled into: ``determinize`` exchanges hidden cards
    only within one generation. ``st.tag`` is replaced, never edited in place (clones share it).
    """
    st.gen = g = st.gen + 1
    tag = st.tag[:]
    for c in st.discard:
        tag[c] = g
    st.tag = tag
    st.deck, st.discard = st.discard, []


def gain_silver(st: BurgundyCardState, p: Player, n: int) -> None:
    if st.enforce:
        n = min(n, SILVER_CARDS - sum(q.silver for q in st.ps))
    p.silver += n


def gain_workers(st: BurgundyCardState, p: Player, n: int) -> None:
    if st.enforce:
        n = min(n, WORKER_CARDS - sum(q.workers for q in st.ps))
    p.workers += n


def take_top(st: BurgundyCardState, pile: list[int]) -> int:
    """Take the visible top card of a face-up goods/animal pile; turn up the next one (its
    identity is drawn now: the order below the top is hidden from all)."""
    card = pile.pop()
    n = len(pile)
    if n > 1:
        i = st.rng.below(n)
        pile[i], pile[-1] = pile[-1], pile[i]
    return card


def gain_project(st: BurgundyCardState, p: Player, card: int) -> None:
    """Add a card to the projects; a 4th one opens the overflow discard (§5.1, U6)."""
    if len(p.projects) < MAX_PROJECTS:
        p.projects.append(card)
    else:
        st.stack.append((F_OVERFLOW, card))


def _has_all7(st: BurgundyCardState, p: Player) -> bool:
    if st.all7_by_column:
        return all(p.cols)
    return p.colors == 127


def place_card(st: BurgundyCardState, seat: int, card: int, col: int, ev: list[Event]) -> None:
    """Move project ``card`` into estate column ``col``; effects, triple and bonuses (§5.2-§6)."""
    p = st.ps[seat]
    p.projects.remove(card)
    p.estate.append(card * 8 + col)
    n = p.cols[col] = p.cols[col] + 1
    t = CARD_TYPE[card]
    p.colors |= 1 << t
    stack = st.stack
    if t == MINE:
        gain_silver(st, p, 2)
    elif t == KNOWLEDGE:
        gain_workers(st, p, 2)
    elif t == SHIP:
        stack.append((F_GOOD,))
    elif t == PASTURE:
        stack.append((F_ANIMAL,))
    elif t == CASTLE:
        stack.append((F_CASTLE,))
    elif t == BUILDING:
        kind = CARD_KIND[card]
        if kind == WATCHTOWER:
            p.vp += 1
        elif kind == BANK:
            gain_silver(st, p, 3)
        elif kind == BOARDING_HOUSE:
            stack.append((F_SUPPLY,))
        elif kind == WAREHOUSE:
            stack.append((F_WAREHOUSE,))
        elif kind == CITY_HALL:
            stack.append((F_CITYHALL,))
        else:
            stack.append((F_PICK, PICK_MASK[kind]))
    ev.append(mk("build", seat, {"card": card, "col": TYPE_NAMES[col]}))
    if n % 3 == 0:
        bit = 1 << col
        if st.first_avail & bit:
            st.first_avail &= ~bit
            p.first |= bit
            ev.append(mk("first_bonus", seat, {"col": TYPE_NAMES[col]}))
        stack.append((F_BONUS,))
    if not p.all7 and st.all7_stack and _has_all7(st, p):
        p.all7 = st.all7_stack.pop()
        ev.append(mk("all_seven", seat, {"vp": p.all7}))


def sell_goods(st: BurgundyCardState, seat: int, kind: int, ev: list[Event]) -> None:
    """Sell every good of ``kind``: 1 silver each, take the start player card "?" up (§5.4)."""
    p = st.ps[seat]
    n = p.goods[kind]
    p.goods[kind] = 0
    p.sold[kind] += n
    gain_silver(st, p, n)
    st.start_holder = seat
    st.start_side = 1
    ev.append(mk("sell", seat, {"goods": GOODS_NAMES[kind], "n": n}))


def take_good(st: BurgundyCardState, seat: int, pile: int, ev: list[Event]) -> None:
    g = take_top(st, st.goods_piles[pile])
    st.ps[seat].goods[g] += 1
    ev.append(mk("good", seat, {"goods": GOODS_NAMES[g]}))


def take_animal(st: BurgundyCardState, seat: int, pile: int, ev: list[Event]) -> None:
    a = take_top(st, st.animal_piles[pile])
    st.ps[seat].animals[a] += 1
    ev.append(mk("animal", seat, {"animal": ANIMAL_NAMES[a]}))


# ----- handlers --------------------------------------------------------------------------

def _use_die(st: BurgundyCardState, p: Player, src: int | None, target: int) -> None:
    """Pop the frame that offered this die action; discard the die card; pay workers (§5.8)."""
    top = st.stack.pop()
    k = top[0]
    if src is None:
        return
    if k == F_TURN:
        p.hand.remove(src)
        st.discard.append(src)
    else:  # F_DRAW: the used card and the two others are discarded (§5.9)
        st.discard.extend(top[1:])
    if target:
        p.workers -= DIST[CARD_DIE[src]][target]


def _sell_target(src: int | None, kind: int) -> int:
    if src is None:
        return 0
    a, b = GOODS_DICE[kind]
    d = DIST[CARD_DIE[src]]
    return a if d[a] <= d[b] else b


def h_take(st: BurgundyCardState, seat: int, a: A.Take, ev: list[Event]) -> None:
    p = st.ps[seat]
    card = a.card
    display = st.display
    for r in range(6):
        row = display[r]
        if card in row:
            break
    _use_die(st, p, a.src, r + 1)
    row.remove(card)
    ev.append(mk("take", seat, {"card": card, "row": r + 1}))
    gain_project(st, p, card)


def h_build(st: BurgundyCardState, seat: int, a: A.Build, ev: list[Event]) -> None:
    p = st.ps[seat]
    _use_die(st, p, a.src, CARD_DIE[a.card])
    place_card(st, seat, a.card, TYPE_INDEX[a.col], ev)


def h_sell(st: BurgundyCardState, seat: int, a: A.Sell, ev: list[Event]) -> None:
    kind = GOODS_INDEX[a.kind]
    _use_die(st, st.ps[seat], a.src, _sell_target(a.src, kind))
    sell_goods(st, seat, kind, ev)


def h_hire(st: BurgundyCardState, seat: int, a: A.Hire, ev: list[Event]) -> None:
    p = st.ps[seat]
    _use_die(st, p, a.src, 0)
    if p.workers < 2:
        gain_workers(st, p, 2 - p.workers)
    ev.append(mk("hire", seat, {"workers": p.workers}))


def h_silver(st: BurgundyCardState, seat: int, a: A.TakeSilver, ev: list[Event]) -> None:
    p = st.ps[seat]
    _use_die(st, p, a.src, 0)
    gain_silver(st, p, 1)
    ev.append(mk("silver", seat))


def h_trade(st: BurgundyCardState, seat: int, a: A.Trade, ev: list[Event]) -> None:
    p = st.ps[seat]
    _use_die(st, p, a.src, 0)
    p.workers -= a.workers
    p.silver -= a.silver
    p.vp += 1
    ev.append(mk("trade", seat, {"workers": a.workers, "silver": a.silver}))
    st.stack.append((F_TRADE,))


def h_draw3(st: BurgundyCardState, seat: int, a: A.Draw3, ev: list[Event]) -> None:
    p = st.ps[seat]
    p.silver -= 3
    st.drew = True
    if st.stack[-1][0] == F_END:
        st.stack.pop()
    # §5.9 / §8.6: with fewer than 3 cards left, the discard pile is reshuffled into a new deck
    # under them: the last cards of the old deck are drawn first, then the rest from the new deck.
    cards = draw_cards(st, 3)
    st.stack.append((F_DRAW, *cards))
    ev.append(mk("draw3", seat, {"n": len(cards)}))
    ev.append(mk("draw3_cards", seat, {"cards": list(cards)}, frozenset((seat,))))


def h_keep(st: BurgundyCardState, seat: int, a: A.Keep, ev: list[Event]) -> None:
    top = st.stack.pop()
    for c in top[1:]:
        if c != a.card:
            st.discard.append(c)
    ev.append(mk("keep", seat, {"card": a.card}))
    gain_project(st, st.ps[seat], a.card)


def h_discard(st: BurgundyCardState, seat: int, a: A.Discard, ev: list[Event]) -> None:
    p = st.ps[seat]
    new = st.stack.pop()[1]
    if a.card != new:
        p.projects.remove(a.card)
        p.projects.append(new)
    st.discard.append(a.card)
    ev.append(mk("discard", seat, {"card": a.card}))


def h_good(st: BurgundyCardState, seat: int, a: A.TakeGood, ev: list[Event]) -> None:
    st.stack.pop()
    take_good(st, seat, a.pile, ev)


def h_animal(st: BurgundyCardState, seat: int, a: A.TakeAnimal, ev: list[Event]) -> None:
    st.stack.pop()
    take_animal(st, seat, a.pile, ev)


def h_bonus(st: BurgundyCardState, seat: int, a: A.Bonus, ev: list[Event]) -> None:
    st.stack.pop()
    p = st.ps[seat]
    n = dict(ROUND_BONUS[st.round])[a.kind]
    if a.kind == "vp":
        p.vp += n
    elif a.kind == "workers":
        gain_workers(st, p, n)
    elif a.kind == "silver":
        gain_silver(st, p, n)
    elif a.kind == "goods":
        st.stack.extend([(F_GOOD,)] * n)
    else:
        st.stack.extend([(F_ANIMAL,)] * n)
    ev.append(mk("round_bonus", seat, {"bonus": a.kind, "n": n}))


def h_done(st: BurgundyCardState, seat: int, a: A.Done, ev: list[Event]) -> None:
    k = st.stack.pop()[0]
    if k == F_END:
        st.turn_done = True


HANDLERS: Final[dict[type[Action], Callable[..., None]]] = {A.Take: h_take, A.Build: h_build, A.Sell: h_sell, A.Hire: h_hire, A.TakeSilver: h_silver,
            A.Trade: h_trade, A.Draw3: h_draw3, A.Keep: h_keep, A.Discard: h_discard,
            A.TakeGood: h_good, A.TakeAnimal: h_animal, A.Bonus: h_bonus, A.Done: h_done}


# ----- flow ----------------------------------------------------------------------------------

def settle(st: BurgundyCardState, ev: list[Event]) -> None:
    """Resolve frames that need no decision; end turns, turns and rounds (§4, §8)."""
    stack = st.stack
    while not st.over:
        if stack:
            k = stack[-1][0]
            if k in _ASK:
                return
            if k == F_GOOD or k == F_ANIMAL:
                piles = st.goods_piles if k == F_GOOD else st.animal_piles
                n0 = bool(piles[0])
                n1 = bool(piles[1])
                if n0 and n1:
                    return
                stack.pop()
                if n0 or n1:
                    (take_good if k == F_GOOD else take_animal)(st, st.cur, 0 if n0 else 1, ev)
                continue
            if k == F_SUPPLY:
                nonempty = [(0, i) for i in (0, 1) if st.goods_piles[i]] + \
                    [(1, i) for i in (0, 1) if st.animal_piles[i]]
                if len(nonempty) > 1:
                    return
                stack.pop()
                if nonempty:
                    (take_good if nonempty[0][0] == 0 else take_animal)(st, st.cur, nonempty[0][1], ev)
                continue
            p = st.ps[st.cur]
            if k == F_CITYHALL:
                if p.projects:
                    return
            elif k == F_PICK:
                mask = stack[-1][1]
                if any(mask >> CARD_TYPE[c] & 1 for row in st.display for c in row):
                    return
            elif k == F_WAREHOUSE:
                if any(p.goods):
                    return
            elif k == F_TRADE:
                if p.workers + p.silver >= 3:
                    return
            else:
                return
            stack.pop()
            continue
        # the current player's action (chain) is complete
        p = st.ps[st.cur]
        if not st.turn_done and can_draw3(st, p):
            stack.append((F_END,))
        else:
            next_player(st, ev)  # the game is over, or the next turn's frame waits (F_TURN)
        return


def next_player(st: BurgundyCardState, ev: list[Event]) -> None:
    """Pass the turn clockwise; start a new turn (everyone draws) or end the round (§4)."""
    P = st.players
    while True:
        st.order = order = st.order + 1
        if order == P:
            st.order = 0
            st.turn = turn = st.turn + 1
            if turn == TURNS:
                end_round(st, ev)
                if st.over:
                    return
            else:  # everyone draws from their own pile (the order of the seats does not matter)
                for q in st.ps:
                    if q.pile and len(q.hand) < HAND_SIZE:
                        q.hand.append(q.pile.pop())  # the pile was dealt at random, unseen
        st.cur = cur = (st.start + st.order) % P
        if st.ps[cur].hand:  # only empty if the whole deck ran out (never in practice)
            break
    st.drew = False
    st.turn_done = False
    st.stack.append(_TURN_FRAME)


def fill_display(st: BurgundyCardState) -> None:
    """Reveal 7/10/13 cards: the first 6 (12 with 4 players) to rows 1..6 in order, the rest
    to the row of their own die value (§3.2)."""
    k = DISPLAY_IN_ORDER[st.players]
    for i, c in enumerate(draw_cards(st, DISPLAY_SIZE[st.players])):
        st.display[i % 6 if i < k else CARD_DIE[c] - 1].append(c)


def start_round(st: BurgundyCardState, ev: list[Event]) -> None:
    """Display, personal piles of 6, hands of 2, Aaron's pile (§3.1 steps 11-13, §8, §10)."""
    fill_display(st)
    P = st.players
    for i in range(P):
        q = st.ps[(st.start + i) % P]
        q.pile = draw_cards(st, PILE_SIZE)
        for _ in range(HAND_SIZE):
            if q.pile:
                q.hand.append(q.pile.pop())
    if st.solo:
        reveal_rival(st, ev)
    st.order = 0
    st.turn = 0
    st.cur = st.start
    ev.append(mk("round", None, {"round": ROUND_LETTERS[st.round], "start": st.start}))


def reveal_rival(st: BurgundyCardState, ev: list[Event]) -> None:
    """Aaron's pile for this round is turned up and built, cloisters in their own column; each
    cloister gives the player a 1 VP card; first-trio and all-seven cards if he is first (§10)."""
    k = SOLO_RIVAL_PILES[st.round]
    p = st.ps[0]
    got = []
    for _ in range(k):
        if not st.rival_pool:
            break
        c = st.rng.pop_random(st.rival_pool)
        t = CARD_TYPE[c]
        got.append(c)
        st.rival_cards.append(c)
        n = st.rival_cols[t] = st.rival_cols[t] + 1
        if t == CLOISTER:
            p.vp += 1
            p.rival_cloister_vp += 1
        if n % 3 == 0 and st.first_avail & (1 << t):
            st.first_avail &= ~(1 << t)
            st.rival_first |= 1 << t
    if not st.rival_all7 and st.all7_stack and all(st.rival_cols):
        st.rival_all7 = st.all7_stack.pop()
    ev.append(mk("rival", None, {"cards": got}))


def end_round(st: BurgundyCardState, ev: list[Event]) -> None:
    """Round end: solo check; discard the display; next round card; start player card (§7, §8)."""
    last = st.round == ROUNDS - 1
    if st.solo:
        mine = st.player_total(0, final=last)
        rival = st.rival_total()
        if rival > mine:
            st.over = True
            st.solo_lost = True
            ev.append(mk("solo_loss", None, {"rival": rival, "mine": mine}))
            return
    if last:
        st.over = True
        st.turn = TURNS
        ev.append(mk("game_end"))
        return
    for row in st.display:
        st.discard.extend(row)
        row.clear()
    st.round += 1
    if st.start_side == 1:
        st.start = st.start_holder
        st.start_side = 0
    else:
        st.start = (st.start + 1) % st.players
        st.start_holder = st.start
    start_round(st, ev)


_GOODS_SUPPLY: Final = tuple(k for k in range(len(GOODS_NAMES)) for _ in range(GOODS_COPIES))
_ANIMAL_SUPPLY: Final = tuple(k for k in range(len(ANIMAL_NAMES)) for _ in range(ANIMAL_COPIES))
"""Every good and animal of the supply, by kind (shuffled into the two piles of each at setup)."""


def setup(st: BurgundyCardState, ev: list[Event]) -> None:
    """Common setup §3.1 (and the solitaire changes of §10)."""
    rng = st.rng
    P = st.players
    goods = list(_GOODS_SUPPLY)
    animals = list(_ANIMAL_SUPPLY)
    for q in st.ps:
        q.goods[rng.pop_random(goods)] += 1
        q.animals[rng.pop_random(animals)] += 1
        q.silver = 1
    rng.shuffle(goods)
    rng.shuffle(animals)
    st.goods_piles = [goods[:len(goods) // 2], goods[len(goods) // 2:]]
    st.animal_piles = [animals[:len(animals) // 2], animals[len(animals) // 2:]]
    if st.solo:
        st.start = 0
        st.ps[0].workers = 1
    else:
        opt = st.options.get("start_player", "random")
        st.start = rng.below(P) if opt == "random" else int(opt) % P
        for i in range(1, P):
            st.ps[(st.start + i) % P].workers = 2 if i == P - 1 else 1
    st.start_holder = st.start
    st.start_side = 0
    st.all7_stack = list(reversed(ALL7_BY_PLAYERS[P]))  # top (highest) = last
    st.deck = list(range(len(CARD_DIE)))
    if st.solo:  # Aaron's 25 cards are set aside face down; each round's pile is drawn on reveal
        st.rival_pool = draw_cards(st, sum(SOLO_RIVAL_PILES))
    st.round = 0
    start_round(st, ev)
    st.drew = False
    st.turn_done = False
    st.stack = [(F_TURN,)]


