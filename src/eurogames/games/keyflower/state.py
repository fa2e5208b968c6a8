"""Keyflower state: fields, legal actions and the apply dispatch (rules/keyflower.md §2, §4-§12).

Per-tile data lives in flat lists indexed by tile id (data.TILES), so a clone is a handful
of list copies. Per-season bids and uses are flat lists ``[tid * N + seat]`` and
``[tid * 4 + colour]``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import compress
from typing import Any, ClassVar, Final, TypeVar

from eurogames.core import (
    Action,
    Chance,
    Event,
    InvariantError,
    ScoreBreakdown,
    State,
    lazy_event,
    log,
    rank_by,
    seat_name,
)
from eurogames.core.types import Json, Seat

from . import actions as A
from .data import (
    AUTUMN_TILES,
    BAG_START,
    BOATS,
    COLOURS,
    COLOURS_JA,
    GREEN,
    GREEN_SUPPLY,
    HOMES,
    KEEPLES_PER_PLAYER,
    MAX_USE_KEEPLES,
    NUM_TILES,
    OFFER_SIZE,
    ORDER_TILES,
    ORDERS,
    RESOURCE_SUPPLY,
    RESOURCES,
    RESOURCES_JA,
    SBOAT,
    SEASONS,
    SEASONS_JA,
    SKILL_PILE,
    SKILLS,
    SKILLS_JA,
    SPRING,
    SPRING_TILES,
    SUMMER_VILLAGE,
    TILES,
    WINTER,
    WINTER_DEALT,
    WINTER_TILES,
)
from .rules import links, needs_after, placement_spots, sorted_spots, spot_needs, upgrade_payments

Hex = tuple[int, int]
OFFERED: Final = -2
GONE: Final = -1

# phases
P_OFFER: Final = "offer"
P_MAIN: Final = "main"
P_PLACE: Final = "place"
P_MOVE: Final = "move"
P_UPGRADE: Final = "upgrade"
P_BOAT: Final = "boat"
P_VILLAGE: Final = "village"
P_FLIP: Final = "flip"
P_OVER: Final = "over"

_TURN_PHASES: Final = frozenset({P_MAIN, P_PLACE, P_MOVE, P_UPGRADE})
"""The phases in which the seat whose ``turn`` it is acts, alone."""

_BID: Final = [A.Bid(t) for t in range(NUM_TILES)]
_MERGE: Final = [A.Merge(t) for t in range(NUM_TILES)]
_CHOOSE_BOAT: Final = [A.ChooseBoat(t) for t in range(NUM_TILES)]
_OFFER_WINTER: Final = [A.OfferWinter(t) for t in range(NUM_TILES)]
_FLIP: Final = [A.Flip(t) for t in range(NUM_TILES)]
_USE: Final[dict[tuple[int, int], A.Use]] = {(t, o): A.Use(t, o) for t in range(NUM_TILES)
                                      for o in [*range(-1, 4), *range(100, 100 + NUM_TILES)]}
_ADD: Final = [[A.Add(c, n) for n in range(1, 161)] for c in range(4)]
"""_ADD[c][n - 1]: the action ``add c n``."""
_MOVE: Final[dict[int, A.Move]] = {}
"""_MOVE[(frm * NUM_TILES + to) * 4 + res]: the action ``move res frm to``, made on first use (an int
key: no tuple to build and hash per move listed)."""
_UPGRADE: Final[dict[tuple[int, tuple[int, ...]], A.Upgrade]] = {}
"""_UPGRADE[(t, pay)]: the action ``upgrade t pay``, made on first use."""
_PLACE: Final[list[dict[Hex, list[A.Place]]]] = [{} for _ in range(NUM_TILES)]
"""_PLACE[t][h][rot]: the action ``place t q r rot``, made on first use."""


def _side(tid: int, up: bool):  # type: ignore[no-untyped-def]
    t = TILES[tid]
    return t.back if up and t.back is not None else t.front


_HAS_BACK: Final = [TILES[t].back is not None for t in range(NUM_TILES)]
"""_HAS_BACK[t]: has tile t an upgraded side?"""


def has_action(tid: int, up: bool) -> bool:
    t = TILES[tid]
    return t.family in ("home", "spring", "summer", "autumn") and _side(tid, up).kind != "none"


_GROUP_OPT: Final = 100
"""Use.opt >= 100: pay a keeple cost with the outbid group on tile opt - 100 (§18 U7)."""
_S4A: Final = SBOAT["4a"]
_S4B: Final = SBOAT["4b"]
_ALL: Final = [0, 1, 2, 3]
_ONE: Final = [[c] for c in range(4)]
"""_ONE[c]: the one-colour list ``[c]`` (shared: never modified)."""
_SKILL_TYPES: Final = (0, 1, 2)
_USE_OPT: Final = [[_USE[(t, o)] for o in range(-1, 4)] for t in range(NUM_TILES)]
"""_USE_OPT[t][o + 1]: the action ``use t o`` for o in -1..3."""
TILE_LISTS: Final = 1
"""``borrowed`` bit: ``loc``, ``pos``, ``rot``, ``up``, ``boat_k`` and ``boat_s`` (``_own``)."""
RES: Final = 2
"""``borrowed`` bit: ``res``."""
USE_K: Final = 4
"""``borrowed`` bit: ``use_k``."""
K_OTHER: Final = 0
K_PAY_KEEPLE: Final = 1
K_PAY_SKILL: Final = 2
K_CHOOSE1: Final = 3
"""Action kinds the main listing tells apart (``Side.kind``: the rest pay nothing, one option)."""


_Target = tuple[int, int, int, list[A.Use], tuple[A.Use, ...]]
_T = TypeVar("_T")
_NO_MEMO: Final[dict[int, tuple[object, Any]]] = {}
"""No memo yet (never modified)."""


def _remembered(st: State, memo: str, seat: int, key: object) -> Any:
    """What ``_remember`` keeps for ``seat`` in ``st``'s ``memo`` under ``key``; None if it keeps
    nothing or keeps it under another key."""
    hit: tuple[object, Any] | None = (st.__dict__.get(memo) or _NO_MEMO).get(seat)
    return hit[1] if hit is not None and hit[0] == key else None


def _remember(st: State, memo: str, seat: int, key: object, value: _T) -> _T:
    """Keep ``value`` for ``seat`` in ``st``'s ``memo`` (one of ``KeyflowerState._SHARED``) under
    ``key``, in place of the seat's older value. A memo is never modified (this makes a new dict):
    clones share it."""
    st.__dict__[memo] = {**(st.__dict__.get(memo) or _NO_MEMO), seat: (key, value)}
    return value


def _target(tid: int, up: bool) -> _Target | None:
    """(tile, kind, payment, ``_USE_OPT[tid]``, free options) of a use of that side of ``tid``;
    None if it has no action. The free options are what a use that pays nothing lists once
    its keeples can be found: ``use t -1``, or one per resource for choose1."""
    if not has_action(tid, up):
        return None
    side = _side(tid, up)
    acts = _USE_OPT[tid]
    if side.kind == "pay_keeple":
        return tid, K_PAY_KEEPLE, side.pay_colour, acts, ()
    if side.kind == "pay_skill":
        return tid, K_PAY_SKILL, side.pay_skill, acts, ()
    if side.kind == "choose1":
        return tid, K_CHOOSE1, -1, acts, (acts[2], acts[3], acts[4])
    return tid, K_OTHER, -1, acts, (acts[0],)


_TARGET: Final = [(_target(t, False), _target(t, True)) for t in range(NUM_TILES)]
"""_TARGET[t][up]: ``_target(t, up)``."""


class KeyflowerState(State):
    """One game of Keyflower."""

    season: int
    phase: str
    turn: int
    """The seat whose turn it is in the action phase."""
    start: int
    purple: int
    """The seat holding the purple keeple (start player of the next season)."""
    passes: int
    """Consecutive passes (§5)."""
    bag: list[int]
    """Keeples in the bag per colour (hidden)."""
    greens: int
    pile: list[int]
    """Face-down skill pile per type (hidden)."""
    supply: list[int]
    hands: list[list[int]]
    """Keeples behind each screen per colour (hidden but for totals)."""
    skills: list[list[int]]
    loc: list[int]
    """Per tile: owning seat, OFFERED (-2) or GONE (-1, box / out of the game)."""
    pos: list[Hex | None]
    rot: list[int]
    up: list[bool]
    res: list[int]
    """Resources on each tile: ``res[tid * 4 + resource]``."""
    villages: list[dict[Hex, int]]
    staged: list[list[int]]
    """Tiles placed in the current simultaneous placement (hidden from others)."""
    to_place: list[list[int]]
    home: list[int]
    boats: list[int]
    boat_k: list[int]
    boat_s: list[int]
    orders: list[int]
    offers: list[int]
    whand: list[list[int]]
    wchosen: list[list[int]]
    wdone: list[bool]
    decks: list[list[int]]
    bidn: list[int]
    """Bids: ``bidn[tid * N + seat]`` keeples, colour in ``bidc``."""
    bidc: list[int]
    lead: list[int]
    """Per tile: the seat with the highest bid (the first of equals), -1 none. Derived from
    ``bidn`` (not stored in JSON) and kept with it: a confirmed bid always tops its tile and only
    losing groups leave one, so it changes only when a bid is confirmed (``_confirm``)."""
    outbid: list[int]
    """Per seat: how many of its bids are topped (its outbid groups, §6.4). Derived like ``lead``."""
    tcol: list[int]
    use_last: list[int]
    use_tot: list[int]
    use_k: list[int]
    pend: list[int]
    """Placement in progress: tile, mode (0 bid, 1 use), paid colour, paid skill, 4 colours, opt."""
    move_left: int
    up_left: int
    boat_order: list[int]
    boats_taken: list[int]
    flip_seat: int
    final: list[ScoreBreakdown] | None
    borrowed: int
    """Which lists this state may share with a clone or its original (bits TILE_LISTS, RES,
    USE_K): ``clone`` sets them on both, ``_own`` copies a part before its first write and
    clears its bit."""

    def __init__(self) -> None:
        pass

    # ------------------------------------------------------------------ setup (§2)
    @classmethod
    def new_game(cls, players: int, options: dict[str, Any], rng: Chance) -> KeyflowerState:
        st = cls()
        st._init_base(players, options, rng)
        st.borrowed = 0   # (every list below is new)
        n = players
        st.season = SPRING
        st.phase = P_MAIN
        st.bag = list(BAG_START)
        st.greens = GREEN_SUPPLY
        st.pile = list(SKILL_PILE)
        st.supply = list(RESOURCE_SUPPLY)
        st.hands = [[0, 0, 0, 0] for _ in range(n)]
        st.skills = [[0, 0, 0] for _ in range(n)]
        for s in range(n):
            for _ in range(KEEPLES_PER_PLAYER):
                st.hands[s][st._draw_colour()] += 1
        st.loc = [GONE] * NUM_TILES
        st.pos = [None] * NUM_TILES
        st.rot = [0] * NUM_TILES
        st.up = [False] * NUM_TILES
        st.res = [0] * (NUM_TILES * 4)
        st.villages = [{} for _ in range(n)]
        st.staged = [[] for _ in range(n)]
        st.to_place = [[] for _ in range(n)]
        homes = rng.sample(HOMES, n)
        st.home = list(homes)
        for s, h in enumerate(homes):
            st.loc[h] = s
            st.pos[h] = (0, 0)
            st.villages[s][(0, 0)] = h
        st.start = min(range(n), key=lambda s: TILES[homes[s]].number)
        st.purple = st.start
        st.turn = st.start
        st.passes = 0
        st.boats = [b for b in BOATS if TILES[b].number <= n]
        st.boat_k = [0] * (NUM_TILES * 4)
        st.boat_s = [0] * (NUM_TILES * 3)
        st.orders = list(ORDERS[:ORDER_TILES[n]])
        for t in st.orders:
            st.loc[t] = OFFERED
        st.offers = []
        # winter tiles dealt now, secretly (§2.7)
        pool = list(WINTER_TILES)
        rng.shuffle(pool)
        k = WINTER_DEALT[n]
        st.whand = [sorted(pool[s * k:(s + 1) * k]) for s in range(n)]
        st.wchosen = [[] for _ in range(n)]
        st.wdone = [False] * n
        st.decks = [list(SPRING_TILES), list(SUMMER_VILLAGE) + [-1, -2, -3, -4], list(AUTUMN_TILES)]
        st._reset_season_marks()
        st.pend = []
        st.move_left = 0
        st.up_left = 0
        st.boat_order = []
        st.boats_taken = []
        st.flip_seat = -1
        st.final = None
        st._begin_season(SPRING)
        return st

    def _reset_season_marks(self) -> None:
        n = self.players
        self.bidn = [0] * (NUM_TILES * n)
        self.bidc = [-1] * (NUM_TILES * n)
        self.lead = [-1] * NUM_TILES
        self.outbid = [0] * n
        self.tcol = [-1] * NUM_TILES
        self.use_last = [0] * NUM_TILES
        self.use_tot = [0] * NUM_TILES
        self.use_k = [0] * (NUM_TILES * 4)
        self.borrowed &= ~USE_K   # a new list, this state's own

    # ------------------------------------------------------------------ chance helpers
    def _draw_colour(self) -> int:
        bag = self.bag
        x = self.rng.below(bag[0] + bag[1] + bag[2] + bag[3])
        for c in range(4):
            if x < bag[c]:
                bag[c] -= 1
                return c
            x -= bag[c]
        raise AssertionError("bag walk")  # pragma: no cover

    def _draw_skill(self) -> int:
        pile = self.pile
        x = self.rng.below(pile[0] + pile[1] + pile[2])
        for k in range(3):
            if x < pile[k]:
                pile[k] -= 1
                return k
            x -= pile[k]
        raise AssertionError("pile walk")  # pragma: no cover

    def _give_keeples(self, seat: int, k: int, ev: list[Event]) -> None:
        got = [0, 0, 0, 0]
        for _ in range(k):
            if sum(self.bag) == 0:
                break
            c = self._draw_colour()
            got[c] += 1
            self.hands[seat][c] += 1
        if sum(got):
            ev.append(lazy_event("draw_keeples", _draw_keeples_text, (seat, sum(got)), seat))
            ev.append(lazy_event("drawn_keeples", _drawn_keeples_text, (got,), seat, visible_to=frozenset([seat]),
                                 colours=got))

    def _give_skills(self, seat: int, k: int, ev: list[Event]) -> None:
        got = [0, 0, 0]
        for _ in range(k):
            if sum(self.pile) == 0:
                break
            s = self._draw_skill()
            got[s] += 1
            self.skills[seat][s] += 1
        if sum(got):
            ev.append(lazy_event("draw_skills", _draw_skills_text, (seat, sum(got)), seat))
            ev.append(lazy_event("drawn_skills", _drawn_skills_text, (got,), seat, visible_to=frozenset([seat]),
                                 skills=got))

    def _give_greens(self, seat: int, k: int) -> int:
        if self.options.get("supply_limits", True):
            k = min(k, self.greens)
        self.greens -= k
        self.hands[seat][GREEN] += k
        return k

    def owns(self, seat: int, code: str) -> bool:
        """Does ``seat`` own summer boat ``code`` ("1a" .. "4b")?"""
        return self.loc[SBOAT[code]] == seat

    # ------------------------------------------------------------------ seasons (§4.1)
    def _begin_season(self, season: int) -> list[Event]:
        ev: list[Event] = []
        self.season = season
        self._reset_season_marks()
        self._targets_changed()
        self.passes = 0
        self.start = self.purple
        self.turn = self.start
        ev.append(lazy_event("season", _season_text, (season,), season=season))
        self._own(TILE_LISTS)
        if season == WINTER:
            self.phase = P_OFFER
            self.wdone = [False] * self.players
            self.wchosen = [[] for _ in range(self.players)]
            return ev
        # load boats (§3.8): one keeple at a time in boat order if the bag runs short
        loads = []
        for b in self.boats:
            side = TILES[b].extra["sides"][season]  # type: ignore[index]
            loads.append(TILES[b].extra["load"][side])  # type: ignore[index]
        for i in range(max(k for k, _ in loads)):
            for b, (k, _) in zip(self.boats, loads):
                if i < k and sum(self.bag):
                    self.boat_k[b * 4 + self._draw_colour()] += 1
        for i in range(max(s for _, s in loads)):
            for b, (_, s) in zip(self.boats, loads):
                if i < s and sum(self.pile):
                    self.boat_s[b * 3 + self._draw_skill()] += 1
        deck = self.decks[season]
        offers = []
        for _ in range(OFFER_SIZE[self.players]):
            x = self.rng.pop_random(deck)
            if x < 0:  # a summer boat number: random side (§3.4)
                x = SBOAT[f"{-x}{'ab'[self.rng.below(2)]}"]
            offers.append(x)
        self.decks[season] = []
        self.offers = sorted(offers)
        for t in self.offers:
            self.loc[t] = OFFERED
        self.phase = P_MAIN
        return ev

    # ------------------------------------------------------------------ contract
    def active_players(self) -> list[Seat]:
        ph = self.phase
        if ph in _TURN_PHASES:   # the common case first
            return [self.turn]
        if ph == P_OFFER:
            return [s for s in range(self.players) if not self.wdone[s]]
        if ph == P_VILLAGE:
            return [s for s in range(self.players) if self.to_place[s]]
        if ph == P_BOAT:
            return [self.boat_order[0]]
        if ph == P_FLIP:
            return [self.flip_seat]
        return []

    def is_over(self) -> bool:
        return self.phase == P_OVER

    def legal_actions(self, seat: Seat | None = None) -> tuple[Action, ...]:
        # State.legal_actions with the phases where ``turn`` acts (main, place, move, upgrade:
        # ~85 % of a playout's decisions, and a playout asks at every one) answered without
        # ``is_over`` and ``active_players``' list; the listing is cached in the core's ``_legal``
        # as there. The other phases as the core does.
        ph = self.phase
        if ph not in _TURN_PHASES:
            return super().legal_actions(seat)
        turn = self.turn
        if seat is None:
            seat = turn
        elif seat != turn:
            return ()
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._legal[seat] = tuple(_LISTING[ph](self, seat))
        return cached

    def apply(self, seat: Seat, action: Any) -> list[Event]:
        # State.apply's fast path: an action listed for this seat (the listings hold interned
        # actions, found by identity) is applied without the core's checks; anything else goes
        # through them.
        listed = self._legal.get(seat) if type(seat) is int else None
        if listed and action in listed:
            self._legal = {}
            events = self._apply(seat, action)
            self.move_number = self.move_number + 1  # not +=: mypyc crashes on it (attribute of the base class)
            return events
        return super().apply(seat, action)

    # ---- keeple availability
    def _top(self, t: int) -> int:
        """The seat with the highest bid on tile t, or -1."""
        return self.lead[t]

    def _from_bids(self) -> tuple[list[int], list[int]]:
        """``lead`` and ``outbid`` worked out from the bids."""
        n = self.players
        bidn = self.bidn
        lead = [-1] * NUM_TILES
        outbid = [0] * n
        for t in sorted({i // n for i in compress(range(len(bidn)), bidn)}):   # the few tiles with a bid
            base = t * n
            best = 0
            for s in range(n):
                if bidn[base + s] > best:
                    best, lead[t] = bidn[base + s], s
            for s in range(n):
                if bidn[base + s] and s != lead[t]:
                    outbid[s] += 1
        return lead, outbid

    def _groups(self, seat: int, exclude: int = -1) -> list[int]:
        """Tiles where ``seat`` has a losing (movable) bid (§6.4)."""
        if not self.outbid[seat]:
            return []
        n = self.players
        bidn, lead = self.bidn, self.lead
        return [t for t in self.offers + self.orders if bidn[t * n + seat] and lead[t] != seat and t != exclude]

    def _bid_colours(self, seat: int, t: int) -> tuple[list[int], int, bool]:
        """(allowed colours, keeples still needed, winning) for a bid by ``seat`` on ``t``."""
        n = self.players
        my = self.bidn[t * n + seat]
        top = self._top(t)
        if my and top == seat:
            return [self.bidc[t * n + seat]], 1, True
        hi = self.bidn[t * n + top] if top >= 0 else 0
        need = hi + 1 - my
        if my:
            return [self.bidc[t * n + seat]], need, False
        tc = self.tcol[t]
        if tc < 0:
            return [0, 1, 2, 3], need, False
        cols = [tc]
        if tc != GREEN and self.loc[_S4A] == seat and top >= 0 and top != seat:
            cols = [0, 1, 2, 3]
        return cols, need, False

    def _use_info(self, seat: int, t: int) -> tuple[list[int], int, int, bool]:
        """(allowed colours, minimum, room, mixing allowed) for a use of ``t`` (§6.3, 4b)."""
        need = self.use_last[t] + 1
        room = MAX_USE_KEEPLES - self.use_tot[t]
        occupied = self.use_tot[t] > 0 or self.lead[t] >= 0
        if occupied and self.loc[_S4B] == seat:
            return [0, 1, 2, 3], need, room, True
        tc = self.tcol[t]
        return ([0, 1, 2, 3] if tc < 0 else [tc]), need, room, False

    def _use_targets(self) -> tuple[_Target, ...]:
        """(tile, kind, payment, its ``use`` actions) of each tile with an action one may use, in listing order:
        the offers, then each village by hex. Remembered until an offer, a village or a side
        changes (``_targets_changed``)."""
        hit: tuple[_Target, ...] | None = self.__dict__.get("_targets")
        if hit is not None:
            return hit
        up = self.up
        found = [_TARGET[t][0] for t in self.offers]
        for v in self.villages:
            found += [_TARGET[t][up[t]] for t in v.values()]
        out = tuple([x for x in found if x is not None])
        self.__dict__["_targets"] = out
        return out

    def _targets_changed(self) -> None:
        self.__dict__.pop("_targets", None)

    def _legal_actions(self, seat: Seat) -> list[Action]:
        listing = _LISTING.get(self.phase)
        return listing(self, seat) if listing is not None else []

    def _legal_boat(self, seat: int) -> list[Action]:
        return [_CHOOSE_BOAT[b] for b in self.boats if b not in self.boats_taken]

    def _legal_offer(self, seat: int) -> list[Action]:
        out: list[Action] = [_OFFER_WINTER[t] for t in self.whand[seat] if t not in self.wchosen[seat]]
        if self.wchosen[seat]:
            out.append(A.DONE_OFFERING)
        return out

    def _legal_flip(self, seat: int) -> list[Action]:
        return [_FLIP[t] for t in self._flippable(seat)]

    def _legal_main(self, seat: int) -> list[Action]:
        out: list[Action] = [A.PASS]
        n = self.players
        bidn, bidc, tcol, lead = self.bidn, self.bidc, self.tcol, self.lead
        hand = self.hands[seat]
        groups_all = self._groups(seat)
        av = list(hand)
        for g in groups_all:
            av[bidc[g * n + seat]] += bidn[g * n + seat]
        most = max(av)
        own4a = self.loc[_S4A] == seat
        # a bid must end above the highest (§6.2): more keeples of an allowed colour than that,
        # from behind the screen and the outbid groups (``av``, which counts one's own bid here)
        for t in self.offers + self.orders if most else ():   # (no keeples at all: no bid)
            tc = tcol[t]
            if tc >= 0:             # (else nobody's keeples are on it, see the uses below: any colour)
                b = t * n
                top = lead[t]
                if top < 0:         # no bid yet, only uses: the tile's colour
                    ok = av[tc] > 0
                elif top == seat:   # raising one's own winning bid: one more of its colour
                    ok = av[bidc[b + seat]] > 0
                elif bidn[b + seat]:    # raising one's own outbid bid, in its colour
                    ok = av[bidc[b + seat]] > bidn[b + top]
                else:               # the tile's colour, any colour over another's bid with 4a
                    ok = (most if own4a and tc != GREEN else av[tc]) > bidn[b + top]
                if not ok:
                    continue
            out.append(_BID[t])
        own4b = self.loc[_S4B] == seat
        use_last, use_tot = self.use_last, self.use_tot
        sk = self.skills[seat]
        total = hand[0] + hand[1] + hand[2] + hand[3]
        # A tile nobody has put keeples on this season has no colour yet (``tcol`` is set by the
        # first bid or use and cleared only when the last keeples leave: check_invariants), and a
        # use of it needs one keeple of any colour, with room for all, no mixing (§6.3): whether
        # the seat can pay that is the same for every such tile, so it is worked out once here.
        if groups_all:
            first_ok = self._reach(seat, hand, _ALL, False, 0, MAX_USE_KEEPLES, groups_all) >= 1
        else:
            first_ok = max(hand) >= 1
        for t, kind, pay, acts, free in self._use_targets():
            tc = tcol[t]
            if tc < 0 and kind != K_PAY_KEEPLE:   # the first use of the tile this season
                if not first_ok:
                    continue
            else:
                used = use_tot[t]
                need = use_last[t] + 1
                room = MAX_USE_KEEPLES - used
                if need > room:
                    continue
                mix = own4b and (used > 0 or lead[t] >= 0)
                cols = _ALL if (mix or tc < 0) else _ONE[tc]
                if kind == K_PAY_KEEPLE:
                    for o in ((pay,) if pay >= 0 else _ALL):
                        if hand[o]:
                            h = list(hand)
                            h[o] -= 1
                            if self._use_reach_ok(seat, h, cols, mix, room, need, groups_all):
                                out.append(acts[o + 1])
                    for g in groups_all:
                        if pay < 0 or bidc[g * n + seat] == pay:
                            gs = [x for x in groups_all if x != g]
                            if self._use_reach_ok(seat, hand, cols, mix, room, need, gs):
                                out.append(_USE[(t, _GROUP_OPT + g)])
                    continue
                if groups_all:
                    if self._reach(seat, hand, cols, mix, 0, room, groups_all) < need:
                        continue
                elif (total if mix else hand[tc]) < need:
                    continue
            # the other kinds pay nothing from behind the screen: one check (above) for every option
            if kind == K_PAY_SKILL:
                for x in ((pay,) if pay >= 0 else _SKILL_TYPES):
                    if sk[x]:
                        out.append(acts[x + 1])
            else:
                out += free
        return out

    def _use_reach_ok(self, seat: int, hand: list[int], cols: list[int], mix: bool, room: int, need: int,
                      groups: list[int]) -> bool:
        """Can a use needing ``need`` keeples be made from ``hand`` and the outbid ``groups``?"""
        if groups:
            return self._reach(seat, hand, cols, mix, 0, room, groups) >= need
        if mix:
            return hand[0] + hand[1] + hand[2] + hand[3] >= need
        if len(cols) == 4:
            return max(hand) >= need
        return hand[cols[0]] >= need

    def _reach(self, seat: int, hand: list[int], cols: list[int], mix: bool, ptot: int, room: int,
               groups: list[int]) -> int:
        """The most keeples a use can end with (whole groups only, at most ``room``)."""
        if not groups:   # the hand alone: all of one allowed colour, or with mixing all of them
            if mix:
                return min(room, ptot + sum([hand[x] for x in cols]))
            return min(room, ptot + max([hand[c] for c in cols]))
        n = self.players
        bidn, bidc = self.bidn, self.bidc
        own = [(bidc[g * n + seat], bidn[g * n + seat]) for g in groups]   # (colour, keeples) of each group
        cap = room - ptot
        best = 0
        for c in ([-1] if mix else cols):
            h = sum([hand[x] for x in cols]) if mix else hand[c]
            sums = {0}
            for gc, k in own:
                if (gc in cols) if mix else gc == c:
                    sums |= {x + k for x in sums if x + k <= cap}
            best = max(best, min(room, ptot + max(sums) + h))
        return best

    def _placement(self, seat: int) -> tuple[list[int], int, int, bool, list[int]]:
        """(allowed colours, minimum total, room, mixing, outbid groups) of the placement in
        progress. Adding keeples changes none of it, so it is remembered until the placement
        starts, ends or merges a group (``_placement_changed``)."""
        ctx: tuple[list[int], int, int, bool, list[int]] | None = self.__dict__.get("_placing")   # never modified
        if ctx is None:
            t, mode = self.pend[0], self.pend[1]
            if mode == 0:
                cols, need, _ = self._bid_colours(seat, t)
                ctx = cols, need, 1 << 30, False, self._groups(seat, exclude=t)
            else:
                cols, need, room, mix = self._use_info(seat, t)
                ctx = cols, need, room, mix, self._groups(seat)
            self.__dict__["_placing"] = ctx
        return ctx

    def _placement_changed(self) -> None:
        self.__dict__.pop("_placing", None)

    def _legal_place(self, seat: int) -> list[Action]:
        pend = self.pend
        pk = pend[4:8]
        ptot = pk[0] + pk[1] + pk[2] + pk[3]
        cols, need, room, mix, groups = self._placement(seat)
        if not mix and ptot:
            cols = _ONE[pk.index(ptot)]   # one colour once started: the one holding all of ptot
        out: list[Action] = []
        if ptot >= need:
            out.append(A.CONFIRM)
        n = self.players
        bidn, bidc = self.bidn, self.bidc
        hand = self.hands[seat]
        if room >= 1 << 29:
            # a bid: one colour, no upper limit; what can still come is the hand and the groups
            more = list(hand)
            for g in groups:
                more[bidc[g * n + seat]] += bidn[g * n + seat]
            for g in groups:
                c = bidc[g * n + seat]
                if c in cols and ptot + more[c] >= need:
                    out.append(_MERGE[g])
            for c in cols:
                if ptot + more[c] >= need:
                    out += _ADD[c][:hand[c]]
            return out
        # a use: at most ``room`` keeples, whole groups only
        for g in groups:
            c = bidc[g * n + seat]
            k = bidn[g * n + seat]
            if c in cols and ptot + k <= room:
                rest = [x for x in groups if x != g]
                if self._reach(seat, hand, cols if mix else _ONE[c], mix, ptot + k, room, rest) < need:
                    continue
                out.append(_MERGE[g])
        for c in cols:
            most = min(hand[c], room - ptot)
            if not groups:
                # without groups, adding k keeples reaches exactly as far as the hand did: one check
                if most > 0 and self._reach(seat, hand, cols if mix else _ONE[c], mix, ptot, room, groups) >= need:
                    out += _ADD[c][:most]
                continue
            h2 = list(hand)
            for k in range(1, most + 1):
                h2[c] = hand[c] - k
                if ptot + k >= need or self._reach(seat, h2, cols if mix else _ONE[c], mix, ptot + k, room,
                                                   groups) >= need:
                    out.append(_ADD[c][k - 1])
        return out

    def _legal_move(self, seat: int) -> list[Action]:
        out: list[Action] = [A.STOPMOVE]
        out += self._moves(seat)
        return out

    def _moves(self, seat: int) -> Iterator[A.Move]:
        """Each single step of a resource along a road of ``seat``'s village (§8.1), in listing order."""
        v = self.villages[seat]
        roads = self._roads(seat)
        res = self.res
        staged = self.staged[seat]
        for h, t in v.items():
            if t in staged:
                continue
            b = t * 4
            if not (res[b] or res[b + 1] or res[b + 2] or res[b + 3]):
                continue
            for _, to in roads[h]:
                if to in staged:
                    continue
                for r in range(4):
                    if res[b + r]:
                        key = (t * NUM_TILES + to) * 4 + r
                        a = _MOVE.get(key)
                        if a is None:
                            a = _MOVE[key] = A.Move(r, t, to)
                        yield a

    def _roads(self, seat: int) -> dict[Hex, list[tuple[int, int]]]:
        """``rules.links`` of each hex of ``seat``'s village, remembered per seat with the village's
        size and whether it owns 2a (villages only grow)."""
        v = self.villages[seat]
        free = self.owns(seat, "2a")
        key = (len(v), free)
        roads: dict[Hex, list[tuple[int, int]]] | None = _remembered(self, "_links", seat, key)
        if roads is None:
            rots = self.rot
            roads = _remember(self, "_links", seat, key, {h: links(v, rots, h, free) for h in v})
        return roads

    def _upgradable(self, seat: int) -> list[int]:
        return [t for t in self.villages[seat].values()
                if _HAS_BACK[t] and not self.up[t] and t not in self.staged[seat]]

    def _legal_upgrade(self, seat: int) -> list[Action]:
        out: list[Action] = [A.FINISH]
        out += self._upgrades(seat)
        return out

    def _upgrades(self, seat: int) -> Iterator[A.Upgrade]:
        """Each upgrade ``seat`` can pay for now (none without upgrades left), in listing order (§8.2)."""
        if self.up_left <= 0:
            return
        wild = self.owns(seat, "3a")
        sk = tuple(self.skills[seat])
        for t in self._upgradable(seat):
            r = tuple(self.res[t * 4:t * 4 + 4])
            for p in upgrade_payments(t, r, sk, wild):
                a = _UPGRADE.get((t, p))
                if a is None:
                    a = _UPGRADE[t, p] = A.Upgrade(t, p)
                yield a

    def _legal_village(self, seat: int) -> list[Action]:
        v = self.villages[seat]
        free = self.owns(seat, "2a")
        # the seat's latest listing, kept while its village, tiles to place and 2a are the same (villages
        # only grow, and the tiles to place only shrink until the next season's, so no older one recurs)
        key = (len(v), tuple(self.to_place[seat]), free)
        hit: tuple[Action, ...] | None = _remembered(self, "_vcache", seat, key)
        if hit is not None:
            return list(hit)
        out: list[Action] = []
        rots = self.rot
        spots = sorted_spots(self._spot_needs(seat))
        for t in sorted(set(self.to_place[seat])):
            at = _PLACE[t]
            for h, fit in placement_spots(v, rots, t, free, spots):
                by_rot = at.get(h)
                if by_rot is None:
                    by_rot = at[h] = [A.Place(t, h[0], h[1], rot) for rot in range(6)]
                for rot in fit:
                    out.append(by_rot[rot])
        _remember(self, "_vcache", seat, key, tuple(out))
        return out

    def _spot_needs(self, seat: int) -> dict[Hex, int]:
        """``rules.spot_needs`` of ``seat``'s village, remembered per seat with the village's size
        (villages only grow, and only in ``_do_place``, which carries the memo over)."""
        v = self.villages[seat]
        need: dict[Hex, int] | None = _remembered(self, "_spots", seat, len(v))
        if need is None:
            need = _remember(self, "_spots", seat, len(v), spot_needs(v, self.rot))
        return need

    def invalidate(self) -> None:
        """Also rebuilds the bookkeeping derived from the fields (``lead``)."""
        super().invalidate()
        self.__dict__.pop("_vcache", None)
        self.__dict__.pop("_spots", None)
        self.__dict__.pop("_links", None)
        self._targets_changed()
        self._placement_changed()
        self.lead, self.outbid = self._from_bids()

    def _flippable(self, seat: int) -> list[int]:
        return [t for t in self.villages[seat].values() if _HAS_BACK[t] and not self.up[t]]

    # ------------------------------------------------------------------ apply
    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        return _APPLY[type(action)](self, seat, action)

    def _do_pass(self, seat: int, action: A.Pass) -> list[Event]:
        ev: list[Event] = [lazy_event("pass", _pass_text, (seat,), seat)]
        self.passes += 1
        if self.passes >= self.players:
            ev += self._end_season()
        else:
            self.turn = (self.turn + 1) % self.players
        return ev

    def _do_bid(self, seat: int, action: A.Bid) -> list[Event]:
        self.pend = [action.tile, 0, -1, -1, 0, 0, 0, 0, -1, 0]
        self._placement_changed()
        self.phase = P_PLACE
        return []

    def _do_use(self, seat: int, action: A.Use) -> list[Event]:
        t, o = action.tile, action.opt
        side = _side(t, self.up[t])
        payk = pays = -1
        npaid = 0
        if side.kind == "pay_keeple":
            if o >= _GROUP_OPT:   # §6.4 / §18 U7: an outbid group pays, and is spent whole
                g = o - _GROUP_OPT
                n = self.players
                payk, npaid = self.bidc[g * n + seat], self.bidn[g * n + seat]
                self.bidn[g * n + seat] = 0
                self.bidc[g * n + seat] = -1
                self.outbid[seat] -= 1
                self._recolour(g)
            else:
                self.hands[seat][o] -= 1
                payk, npaid = o, 1
        elif side.kind == "pay_skill":
            self.skills[seat][o] -= 1
            pays = o
        self.pend = [t, 1, payk, pays, 0, 0, 0, 0, o, npaid]
        self._placement_changed()
        self.phase = P_PLACE
        return []

    def _do_merge(self, seat: int, action: A.Merge) -> list[Event]:
        g = action.tile
        n = self.players
        c = self.bidc[g * n + seat]
        self.pend[4 + c] += self.bidn[g * n + seat]
        self.bidn[g * n + seat] = 0
        self.bidc[g * n + seat] = -1
        self.outbid[seat] -= 1
        self._recolour(g)
        self._placement_changed()
        return [lazy_event("merge", _merge_text, (seat, g), seat, tile=g)]

    def _do_add(self, seat: int, action: A.Add) -> list[Event]:
        self.hands[seat][action.colour] -= action.n
        self.pend[4 + action.colour] += action.n
        return []

    def _do_confirm(self, seat: int, action: A.Confirm) -> list[Event]:
        return self._confirm(seat)

    def _do_move(self, seat: int, action: A.Move) -> list[Event]:
        ev: list[Event] = []
        self._own(RES)
        self.res[action.frm * 4 + action.res] -= 1
        self.res[action.to * 4 + action.res] += 1
        self.move_left -= 1
        if self.move_left <= 0 or not self._any_movable(seat):
            self._to_upgrades(seat, ev)
        return ev

    def _do_stopmove(self, seat: int, action: A.StopMove) -> list[Event]:
        ev: list[Event] = []
        self._to_upgrades(seat, ev)
        return ev

    def _do_upgrade(self, seat: int, action: A.Upgrade) -> list[Event]:
        t, p = action.tile, action.pay
        self._own(RES)
        for r in range(4):
            self.res[t * 4 + r] -= p[r]
            self.supply[r] += p[r]
        for k in range(3):
            self.skills[seat][k] -= p[4 + k]
            self.pile[k] += p[4 + k]
        self._own(TILE_LISTS)
        self.up[t] = True
        self._targets_changed()
        self.up_left -= 1
        ev: list[Event] = [lazy_event("upgrade", _upgrade_text, (seat, t), seat, tile=t, pay=list(p))]
        if self.up_left <= 0 or not self._any_upgrade(seat):
            self._end_turn()
        return ev

    def _do_finish(self, seat: int, action: A.Finish) -> list[Event]:
        self._end_turn()
        return []

    def _do_boat(self, seat: int, action: A.ChooseBoat) -> list[Event]:
        return self._take_boat(seat, action.boat)

    def _do_offer(self, seat: int, action: A.OfferWinter) -> list[Event]:
        self.wchosen[seat].append(action.tile)
        self.wchosen[seat].sort()
        return [log("offer_winter_own", f"you offer {TILES[action.tile].en}", f"{TILES[action.tile].ja}を出す",
                    seat, visible_to=frozenset([seat]), tile=action.tile)]

    def _do_done_offering(self, seat: int, action: A.DoneOffering) -> list[Event]:
        self.wdone[seat] = True
        ev: list[Event] = [lazy_event("offer_done", _offer_done_text, (seat,), seat)]
        if all(self.wdone):
            ev += self._reveal_winter()
        return ev

    def _do_place(self, seat: int, action: A.Place) -> list[Event]:
        t = action.tile
        h = (action.q, action.r)
        self.to_place[seat].remove(t)
        self._own(TILE_LISTS)
        self.pos[t] = h
        self.rot[t] = action.rot
        # A new dict (clones share the villages' dicts: clone). Villages are kept in hex order (as
        # to_json writes them), so the legal-action order, which walks the villages, is a pure
        # function of the position.
        village = self.villages[seat] = dict(sorted([*self.villages[seat].items(), (h, t)]))
        self.staged[seat].append(t)
        before: dict[Hex, int] | None = _remembered(self, "_spots", seat, len(village) - 1)
        if before is not None:   # the spots around h change
            _remember(self, "_spots", seat, len(village), needs_after(before, village, self.rot, h))
        self._targets_changed()
        ev: list[Event] = [lazy_event("place", _place_text, (seat,), seat)]
        if not any(self.to_place):
            ev += self._commit_village()
        return ev

    def _do_flip(self, seat: int, action: A.Flip) -> list[Event]:
        self._own(TILE_LISTS)
        self.up[action.tile] = True
        self._targets_changed()
        ev: list[Event] = [log("flip", f"{seat_name(seat)} flips {TILES[action.tile].en} (Flipper)",
                               f"{seat_name(seat, 'ja')}がフリッパーで{TILES[action.tile].ja}を裏返す",
                               seat, tile=action.tile)]
        self.flip_seat = -1
        self._finish_game(ev)
        return ev

    def _recolour(self, t: int) -> None:
        """After a group leaves ``t``: reset or hand over the tile colour (§6.1, §6.4 with 4a)."""
        n = self.players
        if self.use_tot[t]:
            return
        cols = {self.bidc[t * n + s] for s in range(n) if self.bidn[t * n + s]}
        if not cols:
            self.tcol[t] = -1
        elif self.tcol[t] not in cols and len(cols) == 1:
            self.tcol[t] = cols.pop()

    def _confirm(self, seat: int) -> list[Event]:
        ev: list[Event] = []
        self._placement_changed()
        pend = self.pend
        t, mode = pend[0], pend[1]
        pk = pend[4:8]
        tot = sum(pk)
        n = self.players
        if mode == 0:
            col = pk.index(max(pk))   # the first most numerous colour
            bidn = self.bidn
            was = self.lead[t]
            if was != seat:   # a confirmed bid is over every other (it needs the highest + 1)
                if was >= 0:
                    self.outbid[was] += 1
                if bidn[t * n + seat]:
                    self.outbid[seat] -= 1
                self.lead[t] = seat
            if bidn[t * n + seat] == 0:
                self.bidc[t * n + seat] = col
            bidn[t * n + seat] += tot
            if self.tcol[t] < 0:
                self.tcol[t] = col
            self.pend = []
            ev.append(lazy_event("bid", _bid_text, (seat, t, pk), seat, tile=t, keeples=pk))
            self._end_turn()
            return ev
        # a use (§6.3, §7)
        if self.tcol[t] < 0:
            self.tcol[t] = pk.index(max(pk))   # the first most numerous colour
        self._own(USE_K)
        use_k = self.use_k
        for c in range(4):
            use_k[t * 4 + c] += pk[c]
        self.use_last[t] = tot
        self.use_tot[t] += tot
        payk, pays, opt, npaid = pend[2], pend[3], pend[8], pend[9]
        self.pend = []
        ev.append(lazy_event("use", _use_text, (seat, t, pk), seat, tile=t, keeples=pk))
        side = _side(t, self.up[t])
        k = side.kind
        if k == "transport":
            mult = 2 if self.owns(seat, "2b") else 1
            self.move_left = side.transport * mult
            self.up_left = side.upgrades * mult
            if self.move_left > 0 and self._any_movable(seat):
                self.phase = P_MOVE
            else:
                self._to_upgrades(seat, ev)
            return ev
        dest = t if self.loc[t] == seat else self.home[seat]
        gain = list(side.res)
        if k == "choose1":
            gain[opt] += 1
        got = [0, 0, 0, 0]
        limits = self.options.get("supply_limits", True)
        self._own(RES)
        for r in range(4):
            if gain[r]:
                g = min(gain[r], self.supply[r]) if limits else gain[r]
                self.supply[r] -= g
                self.res[dest * 4 + r] += g
                got[r] = g
        if sum(got):
            ev.append(lazy_event("produce", _produce_text, (seat, dest, got), seat, tile=dest, res=got))
        if side.keeples:
            self._give_keeples(seat, side.keeples, ev)
        if side.skills:
            self._give_skills(seat, side.skills, ev)
        if side.greens:
            g = self._give_greens(seat, side.greens)
            ev.append(lazy_event("greens", _greens_text, (seat, g), seat))
        if payk >= 0:
            self.bag[payk] += npaid   # the paid keeple goes to the bag after the draw (§7.2)
        if pays >= 0:
            self.pile[pays] += 1
        self._end_turn()
        return ev

    def _any_movable(self, seat: int) -> bool:
        return next(self._moves(seat), None) is not None

    def _any_upgrade(self, seat: int) -> bool:
        return next(self._upgrades(seat), None) is not None

    def _to_upgrades(self, seat: int, ev: list[Event]) -> None:
        self.move_left = 0
        if self.up_left > 0 and self._any_upgrade(seat):
            self.phase = P_UPGRADE
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        self.phase = P_MAIN
        self.passes = 0
        self.move_left = self.up_left = 0
        self.turn = (self.turn + 1) % self.players

    # ------------------------------------------------------------------ end of season (§9-§10)
    def _end_season(self) -> list[Event]:
        ev: list[Event] = [lazy_event("season_end", _season_end_text, (self.season,))]
        self._own(TILE_LISTS)
        self._own(USE_K)
        n = self.players
        # the lists this moves keeples between (each written in place here; a local name per list
        # saves an attribute look-up per keeple moved, which is costly compiled: issue 16)
        bidn, bidc, hands, use_k, bag, loc = self.bidn, self.bidc, self.hands, self.use_k, self.bag, self.loc
        winners: dict[int, int] = {}
        # 1. losing bids back behind the screens (a tile with bids has a lead: ``lead``)
        lead = self.lead
        for t in self.offers + self.orders:
            top = lead[t]
            if top < 0:
                continue
            winners[t] = top
            for s in range(n):
                k = bidn[t * n + s]
                if k and s != top:
                    hands[s][bidc[t * n + s]] += k
                    bidn[t * n + s] = 0
        # 2. tiles nobody bid on leave the game; keeples used on them go to the bag
        for t in list(self.offers) + (list(self.orders) if self.season == WINTER else []):
            if t not in winners:
                for c in range(4):
                    bag[c] += use_k[t * 4 + c]
                    use_k[t * 4 + c] = 0
                loc[t] = GONE
                if t in self.orders:
                    self.orders.remove(t)
        # 3. winners take their tiles (from the start player) with the keeples used on them
        order = [(self.start + i) % n for i in range(n)]
        for s in order:
            for t in self.offers:
                if winners.get(t) == s:
                    for c in range(4):
                        hands[s][c] += use_k[t * 4 + c]
                        use_k[t * 4 + c] = 0
                    bag[bidc[t * n + s]] += bidn[t * n + s]   # the winning bid's keeples
                    bidn[t * n + s] = 0
                    loc[t] = s
                    self.to_place[s].append(t)
                    ev.append(lazy_event("win_tile", _win_tile_text, (s, t), s, tile=t))
        self.offers = []
        self._targets_changed()
        # 4. keeples used in villages go to the village owner
        use_tot = self.use_tot
        for s in range(n):
            for t in self.villages[s].values():
                if use_tot[t]:   # (no keeples on a tile nobody used)
                    for c in range(4):
                        hands[s][c] += use_k[t * 4 + c]
                        use_k[t * 4 + c] = 0
        # 5. turn-order tiles: bid keeples to the bag; boat order; purple (§10)
        order_winners: list[int] = []
        purple_tile = self.orders[-1] if self.season != WINTER else max(ORDERS[:ORDER_TILES[n]])
        new_purple = -1
        for t in sorted(self.orders):
            s = winners.get(t, -1)
            if s < 0:
                continue
            c = bidc[t * n + s]
            bag[c] += bidn[t * n + s]
            bidn[t * n + s] = 0
            if s not in order_winners:
                order_winners.append(s)
            if t == purple_tile:
                new_purple = s
            if self.season == WINTER:
                loc[t] = s
                self.to_place[s].append(t)
        if self.season == WINTER:
            self.orders = [t for t in self.orders if loc[t] == OFFERED]
        first = new_purple if new_purple >= 0 else self.start
        rest = [(first + i) % n for i in range(n) if (first + i) % n not in order_winners]
        self.boat_order = order_winners + rest
        self.purple = new_purple if new_purple >= 0 else (self.start + 1) % n
        ev.append(lazy_event("purple", _purple_text, (self.purple,), self.purple))
        self.boats_taken = []
        self._reset_season_marks()
        self.phase = P_BOAT
        ev += self._auto_boat()
        return ev

    def _auto_boat(self) -> list[Event]:
        ev: list[Event] = []
        while self.phase == P_BOAT:
            left = [b for b in self.boats if b not in self.boats_taken]
            if len(left) == 1:
                ev += self._take_boat(self.boat_order[0], left[0])
            else:
                break
        return ev

    def _take_boat(self, seat: int, b: int) -> list[Event]:
        ev: list[Event] = []
        self._own(TILE_LISTS)
        self.boats_taken.append(b)
        self.boat_order.pop(0)
        if self.season == WINTER:
            self.loc[b] = seat
            self.to_place[seat].append(b)
            ev.append(lazy_event("take_boat", _take_boat_text, (seat, b), seat, boat=b))
        else:
            k = self.boat_k[b * 4:b * 4 + 4]
            sk = self.boat_s[b * 3:b * 3 + 3]
            for c in range(4):
                self.hands[seat][c] += k[c]
                self.boat_k[b * 4 + c] = 0
            for x in range(3):
                self.skills[seat][x] += sk[x]
                self.boat_s[b * 3 + x] = 0
            ev.append(lazy_event("take_boat", _take_contents_text, (seat, b), seat, boat=b, keeples=k, skills=sk))
        if self.owns(seat, "1a"):
            self._give_keeples(seat, 2, ev)
        if self.owns(seat, "1b"):
            self._give_greens(seat, 1)
        if not self.boat_order:
            self.boats_taken = []
            if any(self.to_place):
                self.phase = P_VILLAGE
            else:
                ev += self._after_village()
        else:
            ev += self._auto_boat()
        return ev

    def _commit_village(self) -> list[Event]:
        ev: list[Event] = [log("village", "Villages revealed", "村が公開される")]
        self.staged = [[] for _ in range(self.players)]
        return ev + self._after_village()

    def _after_village(self) -> list[Event]:
        if self.season == WINTER:
            ev: list[Event] = []
            fl = BOATS[3]
            if self.loc[fl] >= 0 and self._flippable(self.loc[fl]):
                self.flip_seat = self.loc[fl]
                self.phase = P_FLIP
                return ev
            self._finish_game(ev)
            return ev
        return self._begin_season(self.season + 1)

    def _reveal_winter(self) -> list[Event]:
        offered = sorted(t for lst in self.wchosen for t in lst)
        self._own(TILE_LISTS)
        for t in WINTER_TILES:
            self.loc[t] = OFFERED if t in offered else GONE
        self.offers = offered
        self._targets_changed()
        self.whand = [[] for _ in range(self.players)]
        self.wchosen = [[] for _ in range(self.players)]
        self.phase = P_MAIN
        names = ", ".join(TILES[t].en for t in offered)
        names_ja = "、".join(TILES[t].ja for t in offered)
        return [log("winter_reveal", f"Winter tiles on offer: {names}", f"冬のタイル: {names_ja}", tiles=offered)]

    def _finish_game(self, ev: list[Event]) -> None:
        self.phase = P_OVER
        self.final = None
        ev.append(log("game_over", "The game is over", "ゲーム終了"))

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[ScoreBreakdown]:
        from .scoring import compute_scores
        if self.phase == P_OVER:
            if self.final is None or "lines" not in self.final[0].details:
                self.final = compute_scores(self, final=True)
            return self.final
        return compute_scores(self, final=False)

    def final_points(self) -> list[ScoreBreakdown]:
        """Once the game is over, its scores without the written account unless ``scores`` made it:
        what the bots read (the search scores many finished games nobody reads the account of)."""
        from .scoring import compute_scores
        if self.final is None:
            self.final = compute_scores(self, final=True, account=False)
        return self.final

    def ranking(self) -> list[list[Seat]]:
        return rank_by(self.final_points() if self.phase == P_OVER else self.scores())

    # ------------------------------------------------------------------ views
    def view(self, seat: Seat | None) -> Json:
        from .view import make_view
        return make_view(self, seat)

    def _undo_mark(self) -> Any:
        return self.phase

    def _undo_barrier(self, seat: Seat, action: Action, before: Any) -> bool:
        """Undo stops where a step ends: simultaneous placements and winter choices are
        revealed then (core/undo.py)."""
        return bool(self.phase != before)

    def determinize(self, seat: Seat | None, rng: Chance) -> KeyflowerState:
        from .view import determinize
        return determinize(self, seat, rng)

    # ------------------------------------------------------------------ copying
    _LISTS: ClassVar[tuple[str, ...]] = ("bag", "pile", "supply", "loc", "pos", "rot", "up", "res", "home", "boats", "boat_k", "boat_s", "orders",
              "offers", "wdone", "bidn", "bidc", "tcol", "use_last", "use_tot", "use_k", "pend", "boat_order",
              "boats_taken")
    _NESTED: ClassVar[tuple[str, ...]] = ("hands", "skills", "staged", "to_place", "whand", "wchosen", "decks")
    _SHARED: ClassVar[tuple[str, ...]] = ("_targets", "_placing", "_spots", "_links", "_vcache")
    """What the listings remember (``_use_targets``, ``_placement``, ``_spot_needs``, ``_roads``,
    ``_legal_village``): never modified, so a clone shares it."""
    _SCALARS: ClassVar[tuple[str, ...]] = ("season", "phase", "start", "purple", "turn", "passes", "greens", "move_left", "up_left", "flip_seat")

    def _own(self, part: int) -> None:
        """Give this state its own copies of ``part`` of the lists a clone shares with its original
        (``borrowed``): the search clones a state for every action it values, and the tile lists
        (TILE_LISTS) change only at season ends, boats, placements and upgrades, ``res`` (RES) and
        ``use_k`` (USE_K) at some moves. Every method that writes one calls this first. A state
        that shares nothing (a playout's) copies nothing: the copies were ~8 % of a compiled
        playout's instructions (2026-12-07c)."""
        if not self.borrowed & part:
            return
        self.borrowed &= ~part
        if part == TILE_LISTS:
            self.loc = self.loc[:]
            self.pos = self.pos[:]
            self.rot = self.rot[:]
            self.up = self.up[:]
            self.boat_k = self.boat_k[:]
            self.boat_s = self.boat_s[:]
        elif part == RES:
            self.res = self.res[:]
        else:
            self.use_k = self.use_k[:]

    def clone(self) -> KeyflowerState:
        # Field by field (the fields of _SCALARS, _LISTS and _NESTED), not through __dict__:
        # compiled (issue 16), the declared fields are not in __dict__. The lists most moves
        # leave alone are shared with the original until a move writes one, which copies it
        # first (``_own``): the tile lists, ``res`` and ``use_k``
        # and the villages' dicts (``_do_place``, ``view.determinize``). The search clones a
        # state for each action it values: this halves a clone's cost (2026-12-07).
        st = KeyflowerState.__new__(KeyflowerState)
        self._copy_base_to(st)
        st.season = self.season
        st.phase = self.phase
        st.start = self.start
        st.purple = self.purple
        st.turn = self.turn
        st.passes = self.passes
        st.greens = self.greens
        st.move_left = self.move_left
        st.up_left = self.up_left
        st.flip_seat = self.flip_seat
        st.bag = self.bag[:]
        st.pile = self.pile[:]
        st.supply = self.supply[:]
        st.loc = self.loc   # shared until written (_own)
        st.pos = self.pos
        st.rot = self.rot
        st.up = self.up
        st.res = self.res   # shared until written (_own): _do_move, _do_upgrade, _confirm
        st.home = self.home[:]
        st.boats = self.boats[:]
        st.boat_k = self.boat_k
        st.boat_s = self.boat_s
        st.orders = self.orders[:]
        st.offers = self.offers[:]
        st.wdone = self.wdone[:]
        st.bidn = self.bidn[:]
        st.bidc = self.bidc[:]
        st.lead = self.lead[:]
        st.outbid = self.outbid[:]
        st.tcol = self.tcol[:]
        st.use_last = self.use_last[:]
        st.use_tot = self.use_tot[:]
        st.use_k = self.use_k   # shared until written (_own): _confirm, _end_season
        st.pend = self.pend[:]
        st.boat_order = self.boat_order[:]
        st.boats_taken = self.boats_taken[:]
        st.hands = [x[:] for x in self.hands]
        st.skills = [x[:] for x in self.skills]
        st.staged = [x[:] for x in self.staged]
        st.to_place = [x[:] for x in self.to_place]
        st.whand = [x[:] for x in self.whand]
        st.wchosen = [x[:] for x in self.wchosen]
        st.decks = [x[:] for x in self.decks]
        st.villages = self.villages[:]   # the dicts shared: a placement writes a copy (_do_place)
        st.final = self.final
        st.borrowed = self.borrowed = TILE_LISTS | RES | USE_K
        for k in self._SHARED:
            memo = self.__dict__.get(k)
            if memo is not None:
                st.__dict__[k] = memo
        return st

    def _to_json(self) -> Json:
        d: Json = {}
        for k in self._SCALARS:
            d[k] = getattr(self, k)
        for k in self._LISTS:
            d[k] = list(getattr(self, k))
        d["pos"] = [list(h) if h is not None else None for h in self.pos]   # the one list of hexes
        for k in self._NESTED:
            d[k] = [list(x) for x in getattr(self, k)]
        d["villages"] = [[[h[0], h[1], t] for h, t in sorted(v.items())] for v in self.villages]
        return d

    @classmethod
    def _from_json(cls, data: Json, players: int, options: dict[str, Any], rng: Chance) -> KeyflowerState:
        st = cls()
        st._init_base(players, options, rng)
        for k in cls._SCALARS:
            setattr(st, k, data[k])
        for k in cls._LISTS:
            setattr(st, k, list(data[k]))
        st.pos = [tuple(p) if p is not None else None for p in data["pos"]]
        for k in cls._NESTED:
            setattr(st, k, [list(x) for x in data[k]])
        st.villages = [{(q, r): t for q, r, t in v} for v in data["villages"]]
        st.final = None
        st.borrowed = 0
        st.invalidate()   # the derived bookkeeping
        return st

    # ------------------------------------------------------------------ invariants
    def check_invariants(self) -> None:
        n = self.players
        k = [0, 0, 0, 0]
        for c in range(4):
            k[c] += self.bag[c]
            for s in range(n):
                k[c] += self.hands[s][c]
            k[c] += sum(self.use_k[c::4]) + sum(self.boat_k[c::4])
        for i, v in enumerate(self.bidn):
            if v:
                k[self.bidc[i]] += v
        if self.pend:
            for c in range(4):
                k[c] += self.pend[4 + c]
            if self.pend[1] == 1 and self.pend[2] >= 0:
                k[self.pend[2]] += self.pend[9]
        if sum(k) + self.greens != 120 + GREEN_SUPPLY or k[GREEN] + self.greens != GREEN_SUPPLY:
            raise InvariantError(f"keeples not conserved: {k} + {self.greens} greens")
        for r in range(4):
            if self.supply[r] + sum(self.res[r::4]) != RESOURCE_SUPPLY[r]:
                raise InvariantError(f"{RESOURCES[r]} not conserved")
        for x in range(3):
            tot = self.pile[x] + sum(s[x] for s in self.skills) + sum(self.boat_s[x::3])
            if self.pend and self.pend[1] == 1 and self.pend[3] == x:
                tot += 1
            if tot != SKILL_PILE[x]:
                raise InvariantError(f"{SKILLS[x]} not conserved")
        limited = self.options.get("supply_limits", True)
        if min(self.bag) < 0 or min(self.pile) < 0 or min(self.res) < 0 or \
                limited and (min(self.supply) < 0 or self.greens < 0):
            raise InvariantError("negative count")
        for s in range(n):
            if min(self.hands[s]) < 0 or min(self.skills[s]) < 0:
                raise InvariantError("negative hand")
            for h, t in self.villages[s].items():
                if self.loc[t] != s or self.pos[t] != h:
                    raise InvariantError(f"village {s} tile {t} misplaced")
        use_k, res, loc = self.use_k, self.res, self.loc
        for t, tot in enumerate(self.use_tot):
            if tot > MAX_USE_KEEPLES or (tot or use_k[t * 4] or use_k[t * 4 + 1] or use_k[t * 4 + 2] or use_k[t * 4 + 3]) \
                    and use_k[t * 4] + use_k[t * 4 + 1] + use_k[t * 4 + 2] + use_k[t * 4 + 3] != tot:
                raise InvariantError(f"use count on tile {t}")
            if loc[t] < 0 and (res[t * 4] or res[t * 4 + 1] or res[t * 4 + 2] or res[t * 4 + 3]):
                raise InvariantError("resources on a tile outside any village")
        if self.phase == P_OVER or self.move_number % 40 == 0:
            for sc in self.scores():
                if sc.total != sum(sc.categories.values()) or min(sc.categories.values(), default=0) < 0:
                    raise InvariantError("score total")
        if (self.lead, self.outbid) != self._from_bids():
            raise InvariantError("lead or outbid out of step with the bids")
        for t in range(NUM_TILES):   # _legal_main lists a tile without a colour as untouched
            if (self.tcol[t] >= 0) != bool(self.use_tot[t] or any(self.bidn[t * n:(t + 1) * n])):
                raise InvariantError(f"tile {t} has colour {self.tcol[t]} with keeples on it or not")
        if not 0 <= self.season <= WINTER:
            raise InvariantError("season out of range")
        if bool(self.pend) != (self.phase == P_PLACE):
            raise InvariantError("a pending placement outside the placement phase")
        fam = ("spring", "summer", "autumn", "winter")[self.season]
        for t in self.offers:
            if TILES[t].family != fam and not (fam == "summer" and TILES[t].family == "sboat"):
                raise InvariantError(f"tile {t} offered in the wrong season")
            if self.loc[t] != OFFERED:
                raise InvariantError(f"offered tile {t} has location {self.loc[t]}")
        if self.phase in (P_MOVE, P_UPGRADE) and self.move_left < 0:
            raise InvariantError("negative transport points")
        if self.phase == P_MAIN and not 0 <= self.passes < self.players:
            raise InvariantError("pass counter out of range")
        if self.season == WINTER and self.phase == P_MAIN and any(self.whand):
            raise InvariantError("winter tiles still hidden during the winter auction")


_APPLY: Final[dict[type[Action], Callable[[KeyflowerState, int, Any], list[Event]]]] = {
    A.Pass: KeyflowerState._do_pass, A.Bid: KeyflowerState._do_bid, A.Use: KeyflowerState._do_use,
    A.Merge: KeyflowerState._do_merge, A.Add: KeyflowerState._do_add, A.Confirm: KeyflowerState._do_confirm,
    A.Move: KeyflowerState._do_move, A.StopMove: KeyflowerState._do_stopmove,
    A.Upgrade: KeyflowerState._do_upgrade, A.Finish: KeyflowerState._do_finish,
    A.ChooseBoat: KeyflowerState._do_boat, A.OfferWinter: KeyflowerState._do_offer,
    A.DoneOffering: KeyflowerState._do_done_offering, A.Place: KeyflowerState._do_place,
    A.Flip: KeyflowerState._do_flip,
}
"""The ``_apply`` step of each action class (one dictionary look-up instead of a chain of tests)."""
_LISTING: Final[dict[str, Callable[[KeyflowerState, int], list[Action]]]] = {
    P_MAIN: KeyflowerState._legal_main, P_PLACE: KeyflowerState._legal_place, P_MOVE: KeyflowerState._legal_move,
    P_UPGRADE: KeyflowerState._legal_upgrade, P_BOAT: KeyflowerState._legal_boat,
    P_OFFER: KeyflowerState._legal_offer, P_VILLAGE: KeyflowerState._legal_village,
    P_FLIP: KeyflowerState._legal_flip,
}
"""The listing of each phase (none once the game is over): ``_legal_actions``."""


def _fmt(counts: list[int] | tuple[int, ...], names: tuple[str, ...]) -> str:
    parts = [f"{v} {names[i]}" for i, v in enumerate(counts) if v]
    return ", ".join(parts) if parts else "nothing"


# ----- log lines, written when first read (core.events.lazy_event) -------------------------

def _draw_keeples_text(seat: int, k: int) -> tuple[str, str]:
    return f"{seat_name(seat)} draws {k} keeple(s)", f"{seat_name(seat, 'ja')}がキープルを{k}個引く"


def _drawn_keeples_text(got: list[int]) -> tuple[str, str]:
    return "you drew " + _fmt(got, COLOURS), "引いたキープル: " + _fmt(got, COLOURS_JA)


def _draw_skills_text(seat: int, k: int) -> tuple[str, str]:
    return f"{seat_name(seat)} draws {k} skill(s)", f"{seat_name(seat, 'ja')}がスキルを{k}枚引く"


def _drawn_skills_text(got: list[int]) -> tuple[str, str]:
    return "you drew " + _fmt(got, SKILLS), "引いたスキル: " + _fmt(got, SKILLS_JA)


def _season_text(season: int) -> tuple[str, str]:
    return f"{SEASONS[season].capitalize()} begins", f"{SEASONS_JA[season]}が始まる"


def _season_end_text(season: int) -> tuple[str, str]:
    return f"End of {SEASONS[season]}", f"{SEASONS_JA[season]}の終わり"


def _pass_text(seat: int) -> tuple[str, str]:
    return f"{seat_name(seat)} passes", f"{seat_name(seat, 'ja')}はパス"


def _merge_text(seat: int, g: int) -> tuple[str, str]:
    return (f"{seat_name(seat)} moves an outbid group from {TILES[g].en}",
            f"{seat_name(seat, 'ja')}が{TILES[g].ja}から競り負けたキープルを移す")


def _upgrade_text(seat: int, t: int) -> tuple[str, str]:
    return f"{seat_name(seat)} upgrades {TILES[t].en}", f"{seat_name(seat, 'ja')}が{TILES[t].ja}をアップグレード"


def _offer_done_text(seat: int) -> tuple[str, str]:
    return f"{seat_name(seat)} has chosen winter tiles", f"{seat_name(seat, 'ja')}が冬タイルを選び終えた"


def _place_text(seat: int) -> tuple[str, str]:
    return f"{seat_name(seat)} places a tile", f"{seat_name(seat, 'ja')}がタイルを置く"


def _bid_text(seat: int, t: int, pk: list[int]) -> tuple[str, str]:
    return (f"{seat_name(seat)} bids {_fmt(pk, COLOURS)} on {TILES[t].en}",
            f"{seat_name(seat, 'ja')}が{TILES[t].ja}に{_fmt(pk, COLOURS_JA)}で入札")


def _use_text(seat: int, t: int, pk: list[int]) -> tuple[str, str]:
    return (f"{seat_name(seat)} uses {TILES[t].en} with {_fmt(pk, COLOURS)}",
            f"{seat_name(seat, 'ja')}が{_fmt(pk, COLOURS_JA)}で{TILES[t].ja}を使う")


def _produce_text(seat: int, dest: int, got: list[int]) -> tuple[str, str]:
    return (f"{seat_name(seat)} gets {_fmt(got, RESOURCES)} on {TILES[dest].en}",
            f"{seat_name(seat, 'ja')}が{TILES[dest].ja}に{_fmt(got, RESOURCES_JA)}を得る")


def _greens_text(seat: int, g: int) -> tuple[str, str]:
    return f"{seat_name(seat)} takes {g} green keeple(s)", f"{seat_name(seat, 'ja')}が緑キープルを{g}個得る"


def _win_tile_text(seat: int, t: int) -> tuple[str, str]:
    return f"{seat_name(seat)} wins {TILES[t].en}", f"{seat_name(seat, 'ja')}が{TILES[t].ja}を獲得"


def _purple_text(seat: int) -> tuple[str, str]:
    return f"{seat_name(seat)} holds the purple keeple", f"{seat_name(seat, 'ja')}が紫キープルを持つ"


def _take_boat_text(seat: int, b: int) -> tuple[str, str]:
    return f"{seat_name(seat)} takes the boat {TILES[b].en}", f"{seat_name(seat, 'ja')}がボート{TILES[b].ja}を取る"


def _take_contents_text(seat: int, b: int) -> tuple[str, str]:
    return (f"{seat_name(seat)} takes the contents of {TILES[b].en}",
            f"{seat_name(seat, 'ja')}が{TILES[b].ja}の中身を取る")
