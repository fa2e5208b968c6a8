"""Orléans rules: legal actions and one handler per action kind (rules/orleans.md §3-§13).

Functions take the state (``st``) and mutate it; ``apply`` may assume legality.
Automatic parts of a round (census, events, forced choices) are here too and are
driven by ``OrleansState._advance``.
"""

from __future__ import annotations

from collections.abc import Callable
from struct import Struct
from typing import TYPE_CHECKING, Any, Final

from eurogames.core import Action, Event, fill, lazy_event, lazy_log, seat_name

from .actions import (
    DONE,
    PASS,
    Bath,
    Deed,
    Done,
    Draw,
    Exclude,
    Food,
    Move,
    Pass,
    Penalty,
    Place,
    Recall,
    Tech,
    Use,
)
from .data import (
    ADJ,
    ANY,
    BATHHOUSE_DRAW,
    BOATMAN,
    BOATMAN_CITIZEN_STEP,
    BOATMAN_TRACK_COINS,
    CANALISATION,
    CITIES,
    CITY_EN,
    CITY_INDEX,
    CITY_JA,
    CODE_INDEX,
    CODE_NAMES,
    CODE_TYPE,
    CRAFTSMAN,
    DEED_EN,
    DEED_INDEX,
    DEED_JA,
    DEED_REWARD,
    DEEDS,
    DEV_CITIZENS,
    DEV_COINS,
    DEV_MAX,
    EDGES,
    EMPTY,
    EVENT_EN,
    EVENT_JA,
    FARMER,
    FARMER_TRACK_GOODS,
    FOLLOWER_EN,
    FOLLOWER_JA,
    FOOD,
    GOOD_EN,
    GOOD_INDEX,
    GOOD_JA,
    GOOD_NAMES,
    HARVEST,
    HARVEST_COINS,
    INCOME,
    KNIGHT,
    KNIGHT_CITIZEN_STEP,
    KNIGHT_DRAW,
    MARKET_SIZE,
    MONK,
    NBASE,
    NCODES,
    NEUTRAL,
    NSPACES,
    OWN,
    P_BATHHOUSE,
    P_BREWERY,
    P_CASTLE,
    P_CELLAR,
    P_CHEESE,
    P_FARMHOUSE,
    P_GUILDHALL,
    P_HAYRICK,
    P_HERB_GARDEN,
    P_HORSE_WAGON,
    P_HOSPITAL,
    P_LABORATORY,
    P_LIBRARY,
    P_MONASTERY,
    P_OFFICE,
    P_PHARMACY,
    P_SACRISTY,
    P_SCHOOL,
    P_SCRIPTORIUM,
    P_SHIP,
    P_SHIPPING,
    P_TAILOR,
    P_TOWER,
    P_TOWN_HALL,
    P_UNIVERSITY,
    P_VILLAGE,
    P_WAGON,
    P_WINDMILL,
    P_WINERY,
    P_WOOL,
    PHARMACY_MAX,
    PILGRIMAGE,
    PLACE_EN,
    PLACE_INDEX,
    PLACE_JA,
    PLACE_REQ,
    PLACES,
    PLAGUE,
    ROAD,
    ROUNDS,
    SCHOLAR,
    SCHOLAR_TRACK_DEV,
    SPACE_PLACE,
    SPACE_START,
    STATIONS,
    T_BOATMAN,
    T_CRAFTSMAN,
    T_FARMER,
    T_KNIGHT,
    T_SCHOLAR,
    T_TRADER,
    TAX_DIVISOR,
    TAXES,
    TECH,
    TILES,
    TRACK_LEN,
    TRADER,
    TRADING_DAY,
    WATER,
)
from .describe import describe, follower_phrase, follower_word, followers_text
from .events import shared
from .scoring import dev_level, most_stations

if TYPE_CHECKING:
    from .state import OrleansState

# stages of the round machine (driven by OrleansState._advance); one Final each, not unpacked from
# a range: the compiled build then uses the numbers instead of looking the names up
S_EXCLUDE: Final = 0
S_ROUND: Final = 1
S_CENSUS: Final = 2
S_DRAW_SETUP: Final = 3
S_DRAW: Final = 4
S_PLAN_SETUP: Final = 5
S_PLAN: Final = 6
S_ACT_SETUP: Final = 7
S_ACT: Final = 8
S_EVENT: Final = 9
S_ROUND_END: Final = 10
S_OVER: Final = 11
# sub-decisions inside the action phase
SUB_NONE: Final = 0
SUB_DEED: Final = 1
SUB_BATH: Final = 2
SUB_TECH: Final = 3

NPLACES: Final = len(PLACES)
PLACE_NSP: Final = tuple(len(r) for r in PLACE_REQ)
PLACE_RANGE: Final = tuple(range(SPACE_START[p], SPACE_START[p + 1]) for p in range(NPLACES))
PLACE_SPACES: Final = tuple(sum(1 << s for s in r) for r in PLACE_RANGE)
"""Each place's spaces as a bit mask (of ``OrleansState.free``)."""
ALL_SPACES: Final = (1 << NSPACES) - 1
DEED_PLACES: Final = (P_TOWN_HALL, P_TOWER)
NOT_USABLE: Final = (P_SACRISTY, P_SCHOOL, P_HERB_GARDEN)
GOOD_TILES: Final = {P_HAYRICK: 0, P_CHEESE: 1, P_WINERY: 2, P_WOOL: 3, P_TAILOR: 4}


def _can(mask: int, code: int, req: int) -> bool:
    t = CODE_TYPE[code]
    if req == ANY:
        return True
    if req == NEUTRAL:
        return code < OWN
    if t == req or t == MONK:
        return True
    if mask & 1 and t == SCHOLAR and req != MONK:          # School (§4 #14)
        return True
    # Herb Garden (§4 #15)
    return bool(mask & 2 and t == BOATMAN and req in (CRAFTSMAN, TRADER, FARMER))


CAN: Final = tuple(tuple(tuple(_can(m, c, r) for r in range(9)) for c in range(NCODES)) for m in range(4))
"""CAN[ability mask][code][requirement]: may this follower fill that space (§8)."""
CAN_REQS: Final = tuple(tuple(tuple(r for r in range(9) if CAN[m][c][r]) for c in range(NCODES)) for m in range(4))
"""CAN_REQS[ability mask][code]: the requirements this follower can fill."""

PLACE_ACT: Final = tuple(tuple(Place(CODE_NAMES[c], PLACES[SPACE_PLACE[s]], s - SPACE_START[SPACE_PLACE[s]] + 1)
                        for s in range(SPACE_START[-1])) for c in range(NCODES))
BATH_ACT: Final = tuple(tuple(Bath(CODE_NAMES[c], PLACES[SPACE_PLACE[s]], s - SPACE_START[SPACE_PLACE[s]] + 1)
                       for s in range(SPACE_START[-1])) for c in range(NCODES))
TECH_ACT: Final = tuple(Tech(PLACES[SPACE_PLACE[s]], s - SPACE_START[SPACE_PLACE[s]] + 1) for s in range(SPACE_START[-1]))
RECALL_ACT: Final = tuple(Recall(PLACES[SPACE_PLACE[s]], s - SPACE_START[SPACE_PLACE[s]] + 1)
                   for s in range(SPACE_START[-1]))
SPACE_OF: Final[dict[Action, int]] = {a: s for row in (*PLACE_ACT, *BATH_ACT, TECH_ACT, RECALL_ACT)
                                       for s, a in enumerate(row)}
"""The space (index into a seat's ``slots``) each ``place``, ``bath``, ``tech`` and ``recall`` action names."""
USE_PLAIN: Final = tuple(Use(PLACES[p], "-") for p in range(NPLACES))
USE_BOATMAN: Final = Use("village", "boatman")
USE_CRAFTSMAN: Final = Use("village", "craftsman")
USE_TRADER: Final = tuple(Use("village", t) for t in TILES)
USE_PHARMACY: Final = tuple(Use("pharmacy", str(k)) for k in range(PHARMACY_MAX + 1))
DRAW_ACT: Final = tuple(Draw(n) for n in range(11))
FOOD_ACT: Final = tuple(Food(GOOD_NAMES[g]) for g in range(5))
EDGE_OF: Final = {}
for _e, (_a, _b, _k, _x) in enumerate(EDGES):
    EDGE_OF[(_a, _b, _k)] = _e
    EDGE_OF[(_b, _a, _k)] = _e
PENALTY_TECH: Final = tuple(Penalty("tech", PLACES[pl]) for pl in range(NPLACES))
PENALTY_TECH_WAITING: Final = Penalty("tech", "waiting")
"""A technology tile gained but still waiting for a space (§7.3) is a technology tile too (§11)."""
MOVE_PLACE_KIND: Final = {P_SHIP: WATER, P_WAGON: ROAD, P_HORSE_WAGON: ROAD}
MOVE_ACT: Final = {pl: tuple((Move(PLACES[pl], city, "-"), tuple(Move(PLACES[pl], city, g) for g in GOOD_NAMES))
                             for city in CITIES) for pl in MOVE_PLACE_KIND}
"""MOVE_ACT[place][city]: (the move without a good, the move picking up each good)."""
DEED_ACT: Final = tuple((Deed(d, "coin"), Deed(d, "dev")) for d in DEEDS)
"""DEED_ACT[deed]: (for its coins, for a development step)."""


_OWNED_CACHE: Final[dict[int, tuple[int, ...]]] = {}


def owned_places(owned: int) -> tuple[int, ...]:
    """The places (with at least one space) in an ownership bit mask, cached."""
    r = _OWNED_CACHE.get(owned)
    if r is None:
        r = _OWNED_CACHE[owned] = tuple(pl for pl in range(NPLACES) if owned >> pl & 1 and PLACE_NSP[pl])
    return r


def _mask(st: OrleansState, p: int) -> int:
    o = st.owned[p]
    return (o >> P_SCHOOL & 1) | (o >> P_HERB_GARDEN & 1) << 1


def free_spaces(slots: list[int]) -> int:
    """The empty spaces of one seat's ``slots`` as a bit mask (what ``OrleansState.free`` holds).

    Read in C: the slots packed as signed bytes, each byte turned into a binary digit ("1" for
    ``EMPTY``), the digits read as one number (reversed: space 0 is the lowest bit). A Python
    loop over the 56 spaces cost four times the instructions and made ``from_json`` 40 % dearer."""
    return int(_SLOTS_AS_BYTES(*slots).translate(_EMPTY_AS_ONE)[::-1], 2)


_SLOTS_AS_BYTES: Final = Struct(f"{NSPACES}b").pack
_EMPTY_AS_ONE: Final = bytes.maketrans(bytes(range(256)), bytes(b"1"[0] if b == EMPTY & 0xFF else b"0"[0]
                                                               for b in range(256)))
"""Byte to binary digit: "1" for ``EMPTY`` (as an unsigned byte), "0" for a follower or ``TECH``."""


def spaces_of(m: int) -> list[int]:
    """The spaces in a bit mask of spaces, ascending."""
    out: list[int] = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def set_space(st: OrleansState, p: int, s: int, x: int) -> None:
    """Put ``x`` (a follower code, ``TECH`` or ``EMPTY``) on space ``s`` of seat ``p``.

    The one place the rules write ``slots``, so that the bit mask of empty spaces (``free``)
    always agrees with it."""
    st.slots[p][s] = x
    if x == EMPTY:
        st.free[p] |= 1 << s
    else:
        st.free[p] &= ~(1 << s)


def gain(st: OrleansState, p: int, k: int) -> None:
    st.coins[p] += k
    st.gained[p] += k


_DUE_EV: Final[dict[tuple[int, int], Event]] = {}


def pay(st: OrleansState, p: int, k: int, ev: list[Event]) -> None:
    """Pay ``k`` coins; each missing coin becomes a penalty item (§11)."""
    paid = min(st.coins[p], k)
    st.coins[p] -= paid
    st.paid[p] += paid
    if k > paid:
        st.queue.append([p, 1, k - paid])
        m = k - paid
        e = _DUE_EV.get((p, m))
        if e is None:
            e = _DUE_EV[p, m] = lazy_log("penalty_due", "{seat} is {0} coin(s) short and must pay a penalty.",
                                         "{seat}はコインが{0}枚足りず、懲罰を受ける。", (m,), p, missing=m)
        ev.append(e)


def advance_dev(st: OrleansState, p: int, k: int, ev: list[Event]) -> None:
    """Move the development marker ``k`` steps, paying coin spaces and citizens (§2.3, §7.6)."""
    old = st.dev[p]
    new = min(DEV_MAX, old + k)
    st.dev[p] = new
    if new == old:
        return
    for space, coins in DEV_COINS.items():
        if old < space <= new:
            gain(st, p, coins)
    off = 0 if st.options.get("dev_citizens", "reach") == "reach" else 1
    for i, c in enumerate(DEV_CITIZENS):
        if st.dev_cit[i] < 0 and old < c + off <= new:
            st.dev_cit[i] = p
            st.citizens[p] += 1
            ev.append(lazy_log("citizen", "{seat} gains the development citizen at space {0}.",
                               "{seat}が発展トラック{0}の市民を得る。", (c,), p, source="development", space=c))


def dev_can_go_back(st: OrleansState, p: int) -> bool:
    """A penalty step back may not land on or pass a coin space (§2.3, §11)."""
    d = st.dev[p]
    if d <= 0:
        return False
    floor = max((c for c in DEV_COINS if c <= d), default=-1)
    return d - 1 > floor


def draw_allowance(st: OrleansState, p: int) -> int:
    """The knight value capped by the free market spaces (§6.3, §3.1)."""
    return max(0, min(KNIGHT_DRAW[st.tracks[p][T_KNIGHT]], st.market_cap(p) - len(st.market[p])))


def draw_max(st: OrleansState, p: int) -> int:
    """Followers a player may draw this phase 3: knight value, free market spaces and bag (§6.3).

    Only a follower the player *declines* to draw (fewer than this maximum) lets one placed
    follower go back to the market; draws the bag or the market cannot take are not declined.
    """
    return min(draw_allowance(st, p), len(st.bag[p]))


def recall_allowance(st: OrleansState, p: int) -> int:
    """The draws phase 3 measures declines against (option ``recalls``, §6.3).

    ``declined`` (default, the reference's wording): the draw maximum (knight value, free market
    spaces and bag). ``unused`` (the first implementation's reading): the knight value capped by
    free market spaces only, so draws the bag cannot supply count as declined too.
    """
    if st.options.get("recalls", "declined") == "unused":
        return draw_allowance(st, p)
    return draw_max(st, p)


def activated(st: OrleansState, p: int, pl: int) -> bool:
    """A place is activated when each of its spaces is taken; the Town Hall and the Gunpowder
    Tower (deeds) by one follower on it (§6.4)."""
    if pl in DEED_PLACES:
        slots = st.slots[p]
        return any(slots[s] >= 0 for s in PLACE_RANGE[pl])
    return not st.free[p] & PLACE_SPACES[pl]


def _free_place(st: OrleansState, p: int, pl: int) -> None:
    """Followers on a used place return to the bag; technology stays (§3.3)."""
    slots = st.slots[p]
    bag = st.bag[p]
    for s in PLACE_RANGE[pl]:
        c = slots[s]
        if c >= 0:
            bag.append(c)
            set_space(st, p, s, EMPTY)


def _recruit_ok(st: OrleansState, p: int, t: int, track: int) -> bool:
    return st.supply_f[t] > 0 and (track < 0 or st.tracks[p][track] < TRACK_LEN[track])


def _farmhouse_ok(st: OrleansState, p: int) -> bool:
    """Farmhouse: a farmer to recruit; with option ``farmhouse_soldout=forbid`` also its good (§7.1 [U])."""
    if not _recruit_ok(st, p, FARMER, T_FARMER):
        return False
    if st.options.get("farmhouse_soldout", "allow") == "forbid":
        return st.supply_g[FARMER_TRACK_GOODS[st.tracks[p][T_FARMER]]] > 0
    return True


def _recruit(st: OrleansState, p: int, t: int, track: int) -> int:
    st.supply_f[t] -= 1
    st.bag[p].append(t)
    if track < 0:
        return 0
    st.tracks[p][track] += 1
    return st.tracks[p][track]


# ----- legal actions ---------------------------------------------------------------------

PLAN_SKIP: Final = 1 << P_TOWER
"""Planning never targets the Gunpowder Tower: followers go onto it in phase 3 (§4 #17)."""
BATH_SKIP: Final = 1 << P_BATHHOUSE | 1 << P_TOWER
TOWER_SPACES: Final = (SPACE_START[P_TOWER], SPACE_START[P_TOWER] + 1)
PLAN_FROM_TOWER: Final = 1000
"""``planned`` entry = space + PLAN_FROM_TOWER * (tower space index + 1) when the follower came off the tower."""


def place_options(st: OrleansState, p: int, codes: list[int], bath: bool = False,
                  within: int = ALL_SPACES) -> list[Action]:
    """Place one follower of ``codes`` on one empty space (one space per requirement and place):
    planning, or with ``bath`` the Bathhouse follow-up (``Bath`` actions, not onto the Bathhouse).

    In the order: follower code, the requirements it can fill, place. With ``within`` (a mask of
    whole places' spaces), only the options on those places, in the same order.
    """
    if not codes:
        return []
    reach, pairs, listed = _place_plan(st, p, bath)
    free = st.free[p]
    # a place offers only its first empty space of a requirement: the second of a pair of
    # spaces with one requirement is open only while the first is taken (see ``_pairs``)
    open_spaces = free & ~((free & pairs) << 1) & within
    out: list[Action] = []
    last = -1
    for c in sorted(codes):         # each code once (not ``sorted(set(codes))``: a set costs more)
        if c == last:
            continue
        last = c
        m = reach[c] & open_spaces
        if m:
            known = listed[c]
            acts = known.get(m)
            if acts is None:
                if len(known) > 20_000:
                    known.clear()
                acts = known[m] = _listing(st.space_req, BATH_ACT[c] if bath else PLACE_ACT[c], m)
            out += acts
    return out


def _listing(sreq: tuple[int, ...], acts: tuple[Action, ...], m: int) -> tuple[Action, ...]:
    """The actions of the spaces in mask ``m`` in listing order: by requirement, then space."""
    spaces = spaces_of(m)
    spaces.sort(key=sreq.__getitem__)       # stable: by space within a requirement
    return tuple(acts[s] for s in spaces)


def _pairs(sreq: tuple[int, ...]) -> int:
    """The spaces whose next space is on the same place with the same requirement, as a bit mask.

    ``place_options`` finds the first empty space of a requirement on each place with one shift,
    which holds while a place's spaces of one requirement are at most two and side by side (so
    they are in the game's places, with either Farmhouse option): checked here."""
    m = 0
    for r in PLACE_RANGE:
        for t in r:
            same = [s for s in r if sreq[s] == sreq[t]]
            if len(same) > 2 or len(same) == 2 and same[1] != same[0] + 1:
                raise ValueError(f"spaces {same} share a requirement but are not one adjacent pair")
            if same[0] == t and len(same) == 2:
                m |= 1 << t
    return m


_PlacePlan = tuple[tuple[int, ...], int, tuple[dict[int, tuple[Action, ...]], ...]]
_PLACE_PLAN: Final[tuple[dict[int, dict[int, _PlacePlan]], dict[int, dict[int, _PlacePlan]]]] = ({}, {})
"""Cache of ``_place_plan``: [Bathhouse follow-up][the Farmhouse's 2nd requirement (the option)][owned],
nested so that a lookup hashes one int rather than building a tuple key."""


def _place_plan(st: OrleansState, p: int, bath: bool) -> _PlacePlan:
    """Where the seat's followers may go on its owned places (a pure function of the cache key):
    per follower code, the spaces it can fill (§8) as a bit mask; the spaces that pair with the
    next (``_pairs``); and per code, its listings already made, by mask of open spaces (``_LISTED``).

    Planning never targets the Gunpowder Tower (``PLAN_SKIP``), nor the Bathhouse follow-up the
    Bathhouse (``BATH_SKIP``)."""
    owned = st.owned[p]
    sreq = st.space_req
    plans = _PLACE_PLAN[bath].get(sreq[1])
    if plans is None:
        plans = _PLACE_PLAN[bath][sreq[1]] = {}
    plan = plans.get(owned)
    if plan is None:
        skip = BATH_SKIP if bath else PLAN_SKIP
        need = [0] * 9          # per requirement, its spaces on the owned places not skipped
        for pl in owned_places(owned):
            if not skip >> pl & 1:
                for t in PLACE_RANGE[pl]:
                    need[sreq[t]] |= 1 << t
        fill = CAN_REQS[_mask(st, p)]
        reach = []
        for c in range(NCODES):
            m = 0
            for r in fill[c]:
                m |= need[r]
            reach.append(m)
        if len(plans) > 20_000:
            plans.clear()
        shared = _LISTED.get((bath, sreq[1]))
        if shared is None:
            shared = _LISTED[bath, sreq[1]] = (_pairs(sreq), tuple({} for _ in range(NCODES)))
        plan = plans[owned] = (tuple(reach), *shared)
    return plan


_LISTED: Final[dict[tuple[bool, int], tuple[int, tuple[dict[int, tuple[Action, ...]], ...]]]] = {}
"""What the plans of one kind (planning or Bathhouse, Farmhouse option) share whatever is owned:
the space pairs, and per follower code its listings by mask of open spaces (``_listing``)."""


def plan_codes(st: OrleansState, p: int) -> list[int]:
    """Followers a player may place in planning: the market plus those standing on the
    Gunpowder Tower (part of the market for planning, §4 #17)."""
    market = st.market[p]
    if not st.owned[p] >> P_TOWER & 1:
        return market
    slots = st.slots[p]
    on_tower = [slots[s] for s in TOWER_SPACES if slots[s] >= 0]
    return market + on_tower if on_tower else market


def tower_options(st: OrleansState, p: int) -> list[Action]:
    """Phase 3: put a non-own-colour market follower on a free Gunpowder Tower space (§4 #17)."""
    if not st.owned[p] >> P_TOWER & 1:
        return []
    slots = st.slots[p]
    free = [s for s in TOWER_SPACES if slots[s] == EMPTY]
    if not free:
        return []
    return [PLACE_ACT[c][free[0]] for c in sorted(set(st.market[p])) if c < OWN]


def can_recall(st: OrleansState, p: int) -> bool:
    """Whether ``recall_options`` lists anything: a declined draw to spend and a follower on an
    owned place other than the Gunpowder Tower (§6.3; each such place lists its first follower
    of each kind)."""
    if st.draw_left[p] <= 0:
        return False
    taken = _recall_spaces(st.owned[p]) & ~st.free[p]      # a follower or a technology tile
    slots = st.slots[p]
    while taken:
        low = taken & -taken
        if slots[low.bit_length() - 1] >= 0:
            return True
        taken ^= low
    return False


def _recall_spaces(owned: int) -> int:
    """The spaces of the owned places other than the Gunpowder Tower as a bit mask, cached by the
    ownership mask."""
    r = _RECALL_SPACES.get(owned)
    if r is None:
        r = _RECALL_SPACES[owned] = sum(PLACE_SPACES[pl] for pl in owned_places(owned) if pl != P_TOWER)
    return r


_RECALL_SPACES: Final[dict[int, int]] = {}


def recall_options(st: OrleansState, p: int) -> tuple[Action, ...]:
    """Phase 3: placed followers that may go back to the market (one per declined draw, §6.3)."""
    if not can_recall(st, p):
        return ()
    key = (st.owned[p], *st.slots[p])
    out = _RECALL_OPTS.get(key)
    if out is None:
        if len(_RECALL_OPTS) > 20_000:
            _RECALL_OPTS.clear()
        out = _RECALL_OPTS[key] = _recall_options(st, p)
    return out


_RECALL_OPTS: Final[dict[tuple[int, ...], tuple[Action, ...]]] = {}
"""Cache of ``recall_options`` with a recall to spend: (owned, *slots) -> options (a pure function of them)."""


def _recall_options(st: OrleansState, p: int) -> tuple[Action, ...]:
    out: list[Action] = []
    slots = st.slots[p]
    for pl in owned_places(st.owned[p]):
        if pl == P_TOWER:
            continue
        seen = 0
        for s in PLACE_RANGE[pl]:
            c = slots[s]
            if c >= 0 and not seen >> c & 1:
                seen |= 1 << c
                out.append(RECALL_ACT[s])
    return tuple(out)


def post_draw_mode(st: OrleansState, p: int) -> int:
    """Phase 3 after drawing: 2 while a recall or a tower placement is possible, else 0."""
    return 2 if can_recall(st, p) or tower_options(st, p) else 0


def _deed_next(st: OrleansState, p: int, pl: int) -> tuple[int, list[int]]:
    """The first follower on a Town Hall / Tower space with a free deed space of its exact type."""
    slots = st.slots[p]
    for s in PLACE_RANGE[pl]:
        c = slots[s]
        if c >= 0:
            t = CODE_TYPE[c]
            deeds = [d for d in range(len(DEEDS)) if st.deed_free[d][t] > 0]
            if deeds:
                return s, deeds
    return -1, []


def deed_options(st: OrleansState, p: int) -> list[Action]:
    _s, deeds = _deed_next(st, p, st.sub_data[0])
    out: list[Action] = []
    for d in deeds:
        coin, dev = DEED_ACT[d]
        out.append(coin)
        if d == CANALISATION:
            out.append(dev)
    return out


def _tech_targets(st: OrleansState, p: int, lab: bool) -> list[int]:
    first_rule = not st.tech_first[p] and not (lab and st.edition == "2019")
    slots = st.slots[p]
    sreq = st.space_req
    owned = st.owned[p]
    out = []
    for pl in owned_places(owned):
        if PLACE_NSP[pl] < 2 or pl in DEED_PLACES:
            continue
        r = PLACE_RANGE[pl]
        if any(slots[s] == TECH for s in r):
            continue
        seen = 0
        for s in r:
            q = sreq[s]
            if slots[s] != EMPTY or q >= MONK or seen >> q & 1:
                continue
            seen |= 1 << q
            if first_rule and q != FARMER:
                continue
            out.append(s)
    return out


def _tech_spaces(st: OrleansState, p: int) -> list[int]:
    """Spaces a waiting technology tile may cover now (any of the waiting tiles; §7.3).

    With a craftsman tile and a Laboratory tile waiting (2019 rules), either may go first.
    """
    pend = st.tech_pending[p]
    if not pend:
        return []
    if all(x == pend[0] for x in pend):
        return _tech_targets(st, p, pend[0])
    return sorted(set(_tech_targets(st, p, False)) | set(_tech_targets(st, p, True)))


def tech_options(st: OrleansState, p: int) -> list[Action]:
    return [TECH_ACT[s] for s in _tech_spaces(st, p)]


def bath_options(st: OrleansState, p: int) -> list[Action]:
    """Bathhouse follow-up: put a drawn follower on a space (not the Bathhouse).

    2019 rules: the player *may* place one (seed: 置ける), so ``done`` returns both; the
    original rules place the chosen two at once (§4 #20, §14).
    """
    out = place_options(st, p, st.sub_data[1:], bath=True)
    if out and st.edition == "2019":
        out.append(DONE)
    return out


_USE_PLAN: Final[dict[int, tuple[tuple[int, int, bool], ...]]] = {}
"""Cache: owned mask -> (place, its spaces as a bit mask, is a deed place) of the usable owned places."""


def _use_plan(owned: int) -> tuple[tuple[int, int, bool], ...]:
    plan = _USE_PLAN.get(owned)
    if plan is None:
        plan = _USE_PLAN[owned] = tuple((pl, PLACE_SPACES[pl], pl in DEED_PLACES)
                                        for pl in owned_places(owned) if pl not in NOT_USABLE)
    return plan


def use_options(st: OrleansState, p: int) -> list[Action]:
    out: list[Action] = []
    owned = st.owned[p]
    free = st.free[p]
    tracks = st.tracks[p]
    for pl, spaces, deed in _use_plan(owned):
        if deed:
            if activated(st, p, pl) and _deed_next(st, p, pl)[0] >= 0:
                out.append(USE_PLAIN[pl])
            continue
        if free & spaces:        # not activated: a space is empty (``activated``, without a call)
            continue
        if pl == P_FARMHOUSE:
            if _farmhouse_ok(st, p):
                out.append(USE_PLAIN[pl])
        elif pl == P_VILLAGE:
            if _recruit_ok(st, p, BOATMAN, T_BOATMAN):
                out.append(USE_BOATMAN)
            if _recruit_ok(st, p, CRAFTSMAN, T_CRAFTSMAN) and st.tech_stack > 0:
                out.append(USE_CRAFTSMAN)
            if _recruit_ok(st, p, TRADER, T_TRADER):
                cat2 = tracks[T_TRADER] > 0
                avail = st.tiles_avail
                for t in range(len(TILES)):
                    if avail >> t & 1 and (cat2 or st.tile_cat[t] == 1):
                        out.append(USE_TRADER[t])
        elif pl == P_UNIVERSITY:
            if _recruit_ok(st, p, SCHOLAR, T_SCHOLAR):
                out.append(USE_PLAIN[pl])
        elif pl == P_CASTLE:
            if _recruit_ok(st, p, KNIGHT, T_KNIGHT):
                out.append(USE_PLAIN[pl])
        elif pl == P_MONASTERY:
            if st.supply_f[MONK] > 0 and st.event != PILGRIMAGE:
                out.append(USE_PLAIN[pl])
        elif pl in MOVE_PLACE_KIND:
            moves = MOVE_ACT[pl]
            for nb, e in ADJ[st.merchant[p]][MOVE_PLACE_KIND[pl]]:
                plain, with_good = moves[nb]
                out.append(plain)
                goods = st.edge_goods[e]
                if goods:
                    for g in sorted(set(goods)):
                        out.append(with_good[g])
        elif pl == P_GUILDHALL:
            if st.stock[p] > 0 and station_allowed(st, p, st.merchant[p]):
                out.append(USE_PLAIN[pl])
        elif pl == P_LABORATORY:
            if st.tech_stack > 0:
                out.append(USE_PLAIN[pl])
        elif pl == P_PHARMACY:
            for k in range(min(PHARMACY_MAX, st.coins[p]) + 1):
                out.append(USE_PHARMACY[k])
        else:
            out.append(USE_PLAIN[pl])
    out.append(PASS)
    return out


def station_allowed(st: OrleansState, p: int, city: int) -> bool:
    """May ``p`` build a trading station in ``city`` (stock aside)? Orléans (city 0) holds one
    station of each player, every other city one station in all (§7.4)."""
    here = st.city_st[city]
    return (p not in here) if city == 0 else not here


def place_usable(st: OrleansState, p: int, pl: int) -> bool:
    """Could this place's action be carried out now if it were activated (ignores Pilgrimage)?"""
    if pl == P_FARMHOUSE:
        return _farmhouse_ok(st, p)
    if pl == P_VILLAGE:
        return (_recruit_ok(st, p, BOATMAN, T_BOATMAN)
                or (_recruit_ok(st, p, CRAFTSMAN, T_CRAFTSMAN) and st.tech_stack > 0)
                or (_recruit_ok(st, p, TRADER, T_TRADER) and st.tiles_avail != 0))
    if pl == P_UNIVERSITY:
        return _recruit_ok(st, p, SCHOLAR, T_SCHOLAR)
    if pl == P_CASTLE:
        return _recruit_ok(st, p, KNIGHT, T_KNIGHT)
    if pl == P_MONASTERY:
        return st.supply_f[MONK] > 0
    if pl in MOVE_PLACE_KIND:
        return bool(ADJ[st.merchant[p]][MOVE_PLACE_KIND[pl]])
    if pl == P_GUILDHALL:
        return st.stock[p] > 0 and station_allowed(st, p, st.merchant[p])
    if pl == P_LABORATORY:
        return st.tech_stack > 0
    return pl not in NOT_USABLE


PEN_STOCK: Final = Penalty("station", "stock")
PEN_CITY: Final = tuple(Penalty("station", c) for c in CITIES)
PEN_FOLLOWER: Final = Penalty("follower", "-")
PEN_DEV: Final = Penalty("dev", "-")
PEN_GOOD: Final = tuple(Penalty("good", GOOD_NAMES[g]) for g in range(5))
PEN_PLACE: Final = tuple(Penalty("place", t) for t in TILES)


def penalty_options(st: OrleansState, p: int) -> list[Action]:
    out: list[Action] = []
    stock = st.stock[p]
    if stock > 0:
        out.append(PEN_STOCK)
    if STATIONS - stock - st.st_removed[p] > 0:        # stations on the map (an invariant)
        for c, owners in enumerate(st.city_st):
            if p in owners:
                out.append(PEN_CITY[c])
    for c in st.bag[p]:
        if c < OWN:
            out.append(PEN_FOLLOWER)
            break
    if st.dev[p] > 0 and dev_can_go_back(st, p):
        out.append(PEN_DEV)
    goods = st.goods[p]
    for g in range(5):
        if goods[g]:
            out.append(PEN_GOOD[g])
    owned = st.owned[p]
    tiles = owned >> NBASE
    if tiles:
        for t in range(len(TILES)):
            if tiles >> t & 1:
                out.append(PEN_PLACE[t])
    slots = st.slots[p]
    if TECH in slots:
        for s, x in enumerate(slots):
            if x == TECH:
                out.append(PENALTY_TECH[SPACE_PLACE[s]])
    if st.tech_pending[p]:
        out.append(PENALTY_TECH_WAITING)
    return out


def queue_options(st: OrleansState) -> list[Action]:
    p, kind, _n = st.queue[0]
    if kind == 0:
        return [FOOD_ACT[g] for g in FOOD if st.goods[p][g]]
    return penalty_options(st, p)


def sub_options(st: OrleansState) -> list[Action]:
    p = st.sub_seat
    k = st.sub_kind
    if k == 1:
        return deed_options(st, p)
    if k == 2:
        return bath_options(st, p)
    return tech_options(st, p)


def legal(st: OrleansState, p: int) -> list[Action]:
    if st.queue:
        return queue_options(st)
    stage = st.stage
    if stage == S_ACT:
        return sub_options(st) if st.sub_kind else use_options(st, p)
    if stage == S_PLAN:
        out = place_options(st, p, plan_codes(st, p))
        out.append(DONE)
        return out
    if stage == S_DRAW:
        if st.draw_mode[p] == 1:
            m = draw_max(st, p)
            return list(DRAW_ACT[m::-1])            # draw m, m - 1, ..., 0
        tower = tower_options(st, p)
        out = [*recall_options(st, p), *tower]
        if not tower or len(st.market[p]) <= MARKET_SIZE:
            out.append(DONE)         # the market proper holds 8; the rest must go onto the tower
        return out
    if stage == S_EXCLUDE:
        return [Exclude(TILES[t]) for t in range(len(TILES)) if st.tiles_avail >> t & 1]
    return []


def explain(st: OrleansState, p: int, action: Action) -> str | None:
    if isinstance(action, Place) and st.stage == S_DRAW:
        return "in phase 3 only non-own-colour market followers go onto a free Gunpowder Tower space (§4 #17)"
    if isinstance(action, Place) and st.stage == S_PLAN and action.place == "gunpowder_tower":
        return "followers go onto the Gunpowder Tower in phase 3, not in planning (§4 #17)"
    if isinstance(action, Place) and st.stage != S_PLAN:
        return "followers are placed only in the planning phase (§6.4)"
    if isinstance(action, Draw) and st.stage != S_DRAW:
        return "followers are drawn only in phase 3 (§6.3)"
    if isinstance(action, Use) and st.stage == S_ACT:
        pl = PLACE_INDEX.get(action.place, -1)
        if pl >= 0 and not (st.owned[p] >> pl & 1):
            return "you do not own that place"
        if pl >= 0 and not activated(st, p, pl):
            return "that place is not activated (§6.4)"
        if pl == P_MONASTERY and st.event == PILGRIMAGE:
            return "no monks can be recruited in a Pilgrimage round (§9.2)"
    return None


# ----- automatic parts -------------------------------------------------------------------

def _cache(st: OrleansState, p: int, opts: list[Action]) -> None:
    st._legal[p] = tuple(opts)


# Events that recur unchanged (same kind, seat, data and text) are built once and shared: events
# are immutable and nothing mutates their data.
_AUTO_PASS_EV: Final = tuple(lazy_log("auto", "{seat} has no activated place it can use and passes automatically.",
                               "{seat}は実行できる有効化済みの場所がなく、自動的にパスする。", (), p, forced="pass")
                      for p in range(4))
_PASS_EV: Final = tuple(lazy_log("pass", "{seat} passes.", "{seat}がパスする。", (), p) for p in range(4))
_ROUND_EV: Final = tuple(tuple(lazy_log("round", "Round {0}: the hourglass shows {1}.", "第{0}ラウンド:砂時計タイルは「{2}」。",
                                 (r, EVENT_EN[e], EVENT_JA[e]), round=r, event=e) for e in range(len(EVENT_EN)))
                  for r in range(ROUNDS + 1))


def auto_queue(st: OrleansState, ev: list[Event]) -> bool:
    """Resolve the head of the payment queue when it needs no choice; True if progress."""
    opts = queue_options(st)
    p = st.queue[0][0]
    if not opts:
        if st.queue[0][1] == 1:
            ev.append(lazy_log("penalty_void", "{seat} has nothing left to give; the debt lapses.",
                               "{seat}は差し出せるものがなく、残りの支払いは免除される。", (), p))
        st.queue.pop(0)
        return True
    if len(opts) == 1:
        a = opts[0]
        if a is PEN_STOCK:
            _pay_with_stock(st, p, ev)
            return True
        ev.append(_forced_event(p, a))
        apply(st, p, a, ev)
        return True
    _cache(st, p, opts)
    return False


def _pay_with_stock(st: OrleansState, p: int, ev: list[Event]) -> None:
    """A penalty whose only option is an unbuilt trading station (§11), for as many coins as it can.

    Giving one up leaves the same single option while stations remain, so the forced steps
    ``penalty station stock`` repeat: they are taken together, with the same events one by one.
    What the stock cannot cover is left at the head of the queue (next: nothing to give, lapses).
    """
    q = st.queue[0]
    k = min(q[2], st.stock[p])
    st.stock[p] -= k
    st.st_removed[p] += k
    ev += [_forced_event(p, PEN_STOCK), _penalty_event(p, "station", "stock", *_STATION_TEXT)] * k
    q[2] -= k
    if q[2] <= 0:
        st.queue.pop(0)


def _forced_event(p: int, a: Action) -> Event:
    """The log entry of a single-option choice that the engine takes on the player's behalf."""
    key = (p, a)
    e = _FORCED_EV.get(key)
    if e is None:
        if len(_FORCED_EV) > 20_000:
            _FORCED_EV.clear()
        e = _FORCED_EV[key] = lazy_event("auto", _forced_text, (p, a), p, forced=a.notation())
    return e


_FORCED_EV: Final[dict[tuple[int, Action], Event]] = {}




def _forced_text(p: int, a: Action) -> tuple[str, str]:
    return (f"{seat_name(p)} has a single option, taken automatically: {describe(a, 'en')}.",
            f"{seat_name(p, 'ja')}は選択肢が1つのみのため自動実行:{describe(a, 'ja')}。")


_SUB_VOID: Final = {SUB_DEED: ("no follower left here has a free deed space; the rest stay",
                        "残りのワーカーには空いた善行スペースがなく、そのまま残る"),
             SUB_BATH: ("no drawn follower fits a free space (or none was drawn); they go back to the bag",
                        "引いたワーカーを置けるスペースがない(または引けなかった)ため、バッグに戻す"),
             SUB_TECH: ("no space can take the technology tile yet; it waits for a later pass",
                        "技術チップを置けるスペースがなく、次のパスまで保留する")}


def auto_sub(st: OrleansState, ev: list[Event]) -> bool:
    opts = sub_options(st)
    p = st.sub_seat
    if not opts:
        ev.append(lazy_log("auto", "{seat}: {0}.", "{seat}:{1}。", _SUB_VOID[st.sub_kind], p, forced="none"))
        _end_sub(st, ev)
        return True
    if len(opts) == 1:
        ev.append(_forced_event(p, opts[0]))
        apply(st, p, opts[0], ev)
        return True
    _cache(st, p, opts)
    return False


def _end_sub(st: OrleansState, ev: list[Event] | None = None) -> None:
    if st.sub_kind == 2:
        back = st.sub_data[1:]
        st.bag[st.sub_seat].extend(back)
        if back and ev is not None:
            ev.append(lazy_log("bath_return", "{seat} returns {0} to the bag.", "{seat}は{1}をバッグに戻す。",
                               followers_text(back), st.sub_seat, returned=[CODE_NAMES[c] for c in back]))
    st.sub_kind = 0
    st.sub_seat = -1
    st.sub_data = []
    end_turn(st)


def is_idle(st: OrleansState, p: int) -> bool:
    """No usable owned place of the seat is activated (so ``use_options`` is just ``pass``)."""
    free = st.free[p]
    for pl, spaces, deed in _use_plan(st.owned[p]):
        if activated(st, p, pl) if deed else not free & spaces:
            return False
    return True


def auto_turn(st: OrleansState, ev: list[Event]) -> bool:
    p = st.turn
    if st.passed[p]:
        end_turn(st)
        return True
    opts = use_options(st, p)
    if len(opts) == 1:                             # just ``pass``
        ev.append(_AUTO_PASS_EV[p])
        _h_pass(st, p, PASS, ev)
        return True
    _cache(st, p, opts)
    return False


def end_turn(st: OrleansState) -> None:
    n = st.players
    for i in range(1, n + 1):
        q = (st.turn + i) % n
        if not st.passed[q]:
            st.turn = q
            return


def start_round(st: OrleansState, ev: list[Event]) -> None:
    """Phase 1: reveal the top hourglass tile (§6.1)."""
    st.round += 1
    for band in st.hourglass:
        if band:
            break
    e = st.rng.pop_random(band)
    st.event = e
    st.events_seen.append(e)
    ev.append(_ROUND_EV[st.round][e] if st.round <= ROUNDS else
              lazy_log("round", "Round {0}: the hourglass shows {1}.", "第{0}ラウンド:砂時計タイルは「{2}」。",
                       (st.round, EVENT_EN[e], EVENT_JA[e]), round=st.round, event=e))


_CENSUS_LEAD_EV: Final = tuple(lazy_log("census", "Census: {seat} leads the farmers and gains 1 coin.",
                                 "国勢調査:{seat}が農民トラックの先頭でコイン1枚を得る。", (), p, delta=1) for p in range(4))


def census(st: OrleansState, ev: list[Event]) -> None:
    """Phase 2: the single leader on the farmer track gains 1, the single trailer pays 1 (§6.2)."""
    tracks = st.tracks
    if st.players == 2:           # the common case, without building lists; the trailer never pays
        a, b = tracks[0][T_FARMER], tracks[1][T_FARMER]
        if a != b:
            p = 0 if a > b else 1
            gain(st, p, 1)
            ev.append(_CENSUS_LEAD_EV[p])
        return
    pos = [t[T_FARMER] for t in tracks]
    hi = max(pos)
    if pos.count(hi) == 1:
        p = pos.index(hi)
        gain(st, p, 1)
        ev.append(_CENSUS_LEAD_EV[p])
    lo = min(pos)
    if pos.count(lo) == 1 and lo != hi:
        p = pos.index(lo)
        ev.append(shared("census", "Census: {seat} trails the farmers and pays 1 coin.",
                         "国勢調査:{seat}が農民トラックの最後尾でコイン1枚を支払う。", (), p, delta=-1))
        pay(st, p, 1, ev)


_AUTO_DRAW_EV: Final = tuple(tuple(lazy_log("auto", "{seat} draws no follower automatically: {0}.",
                                     "{seat}は自動的にワーカーを引かない:{1}。", why, p, forced="draw")
                            for why in (("the market is full", "広場が満杯"), ("the bag is empty", "バッグが空")))
                      for p in range(4))
_AUTO_DONE_EV: Final = tuple(lazy_log("auto", "{seat} has no follower that fits a free space and skips planning automatically.",
                               "{seat}は置けるワーカーがなく、自動的に計画を終える。", (), p, forced="done") for p in range(4))


def setup_draw(st: OrleansState, ev: list[Event]) -> None:
    unused = st.options.get("recalls", "declined") == "unused"
    draw_left = st.draw_left
    draw_mode = st.draw_mode
    for p in range(st.players):
        tower = st.owned[p] >> P_TOWER & 1
        # draw_allowance / draw_max / recall_allowance, inlined
        allow = KNIGHT_DRAW[st.tracks[p][T_KNIGHT]]
        free = (st.market_cap(p) if tower else MARKET_SIZE) - len(st.market[p])
        if free < allow:  # noqa: PLR1730 (min/max calls cost more here)
            allow = free
        if allow < 0:  # noqa: PLR1730
            allow = 0
        nbag = len(st.bag[p])
        m = allow if allow < nbag else nbag  # noqa: FURB136
        if m > 0:
            draw_left[p] = 0
            draw_mode[p] = 1
        else:
            left = allow if unused else m
            draw_left[p] = left
            # post_draw_mode: no recall without a declined draw, no tower placement without the tower
            mode = post_draw_mode(st, p) if left > 0 or tower else 0
            draw_mode[p] = mode
            if not mode:
                draw_left[p] = 0
            ev.append(_AUTO_DRAW_EV[p][nbag == 0])


def nothing_fits(st: OrleansState, p: int, codes: list[int]) -> bool:
    """None of ``codes`` fits a free space of the seat's places (``place_options`` is empty)."""
    reach = _place_plan(st, p, False)[0]
    free = st.free[p]
    for c in codes:
        if reach[c] & free:
            return False
    return True


def setup_plan(st: OrleansState, ev: list[Event]) -> None:
    planned = st.planned
    plan_done = st.plan_done
    for p in range(st.players):
        planned[p] = []
        codes = plan_codes(st, p)
        done = not codes or nothing_fits(st, p, codes)
        plan_done[p] = done
        if done:
            ev.append(_AUTO_DONE_EV[p])


def reveal_plans(st: OrleansState, ev: list[Event]) -> None:
    for p in range(st.players):
        if not st.planned[p]:
            continue                # nothing planned: the (empty) list stays
        slots = st.slots[p]
        where = []
        codes = []
        for s in st.planned[p]:
            s %= PLAN_FROM_TOWER
            c = slots[s]
            where.append([CODE_NAMES[c] if c >= 0 else "-", PLACES[SPACE_PLACE[s]]])
            codes.append((c, SPACE_PLACE[s]))
        ev.append(lazy_event("plans", _plans_text, (p, tuple(codes)), p, placements=where))
        st.planned[p] = []


def _plans_text(p: int, plans: tuple[tuple[int, int], ...]) -> tuple[str, str]:
    """``plans``: (follower code, or < 0 for none, place) per planned space."""
    return (f"{seat_name(p)} planned: "
            + ", ".join(f"{follower_word(c) if c >= 0 else '(none)'} → {PLACE_EN[pl]}" for c, pl in plans) + ".",
            f"{seat_name(p, 'ja')}の計画:"
            + "、".join(f"{follower_word(c, 'ja') if c >= 0 else '(なし)'}→{PLACE_JA[pl]}" for c, pl in plans) + "。")


_QUIET_EV: Final[dict[tuple[int, int, int], tuple[Event, ...]]] = {}
"""(players, start player, bit mask of empty bags) -> the events of phases 3-5 of a quiet round."""


def quiet_round(st: OrleansState, ev: list[Event]) -> bool:
    """Phases 3-5 in one step when no seat has anything to do this round; False (nothing changed) if one has.

    A seat is quiet when the general steps would (§6.3) draw nothing without offering a choice,
    (§6.4) find no follower to plan, and (§6.5) pass automatically without a technology follow-up.
    Random play strands followers on places it cannot complete and empties the bags, so most
    rounds are quiet. A quiet round then reaches exactly the state and events of ``setup_draw``,
    ``setup_plan``, ``reveal_plans`` and the automatic passes, which are the general route (and
    the only one whenever this returns False). Conservative: a seat owning the Gunpowder Tower, with
    a technology tile waiting or with an activated place is left to the general steps.
    """
    n = st.players
    unused = st.options.get("recalls", "declined") == "unused"
    empty_bags = 0
    for p in range(n):
        if st.tech_pending[p] or st.owned[p] >> P_TOWER & 1:
            return False
        market = st.market[p]
        # a market with room means a draw allowance > 0 (knight value >= 4): then a bag to draw
        # from, or (recalls=unused) a placed follower to take back, is a choice (§6.3)
        if len(market) < MARKET_SIZE and (st.bag[p] or unused and max(st.slots[p]) >= 0):
            return False
        if market and not nothing_fits(st, p, market):
            return False
        if not is_idle(st, p):
            return False
        if not st.bag[p]:
            empty_bags |= 1 << p
    sp = st.start_player
    key = (n, sp, empty_bags)
    evs = _QUIET_EV.get(key)
    if evs is None:
        evs = _QUIET_EV[key] = (
            tuple(_AUTO_DRAW_EV[p][empty_bags >> p & 1] for p in range(n))      # setup_draw
            + tuple(_AUTO_DONE_EV[p] for p in range(n))                          # setup_plan
            + tuple(e for i in range(n) for e in (_AUTO_PASS_EV[(sp + i) % n], _PASS_EV[(sp + i) % n])))
    ev += evs
    for p in range(n):
        st.draw_left[p] = 0
        st.draw_mode[p] = 0
        st.planned[p] = []
        st.plan_done[p] = True
    st.passed = [True] * n
    st.turn = (sp + n - 1) % n          # end_turn leaves the turn with the last seat to pass
    return True


def _protected(st: OrleansState, p: int, ev: list[Event]) -> bool:
    """Sacristy: an activated Sacristy absorbs Plague/Harvest/Taxes; its monk returns (§4 #16)."""
    if not st.owned[p] >> P_SACRISTY & 1:
        return False
    s = SPACE_START[P_SACRISTY]
    c = st.slots[p][s]
    if c < 0:
        return False
    set_space(st, p, s, EMPTY)
    st.bag[p].append(c)
    ev.append(lazy_log("sacristy", "{seat}'s Sacristy shields them from the event.",
                       "{seat}の教会倉庫がイベントを防ぐ。", (), p))
    return True


_HARVEST_PAY_EV: Final = tuple(lazy_log("harvest", "Harvest: {seat} has no food and pays {0} coins.",
                                 "収穫税:{seat}は食品がなく、コイン{0}枚を払う。", (HARVEST_COINS,), p) for p in range(4))
_TRADING_EV: Final[dict[tuple[int, int], Event]] = {}
_INCOME_EV: Final[dict[tuple[int, int], Event]] = {}


def resolve_event(st: OrleansState, ev: list[Event]) -> None:
    """Phase 6: apply the hourglass event to everyone, in turn order (§9.2)."""
    e = st.event
    if e == PILGRIMAGE:
        return                      # it acts in the action phase only
    n = st.players
    shielded = e in (PLAGUE, HARVEST, TAXES)
    for i in range(n):
        p = (st.start_player + i) % n
        if shielded and _protected(st, p, ev):
            continue
        if e == PLAGUE:
            bag = st.bag[p]
            if bag:
                c = st.rng.pop_random(bag)
                if c >= OWN:
                    bag.append(c)
                    ev.append(lazy_log("plague", "Plague: {seat} draws their own {0}; it goes back.",
                                       "疫病:{seat}は自色の{1}を引き、バッグに戻す。",
                                       (FOLLOWER_EN[CODE_TYPE[c]], FOLLOWER_JA[CODE_TYPE[c]]), p,
                                       follower=CODE_NAMES[c], lost=False))
                else:
                    st.supply_f[c] += 1
                    ev.append(lazy_log("plague", "Plague: {seat} loses a {0}.", "疫病:{seat}は{1}を失う。",
                                       (FOLLOWER_EN[c], FOLLOWER_JA[c]), p, follower=CODE_NAMES[c], lost=True))
        elif e == HARVEST:
            goods = st.goods[p]
            kinds = [g for g in FOOD if goods[g]]
            if len(kinds) > 1:
                st.queue.append([p, 0, 1])
            elif kinds:
                _give_food(st, p, kinds[0], ev)
            else:
                ev.append(_HARVEST_PAY_EV[p])
                pay(st, p, HARVEST_COINS, ev)
        elif e == TAXES:
            k = sum(st.goods[p]) // TAX_DIVISOR
            if k:
                ev.append(shared("taxes", "Taxes: {seat} owes {0} coin(s).", "物品税:{seat}はコイン{0}枚を払う。",
                                 (k,), p, amount=k))
                pay(st, p, k, ev)
        elif e == TRADING_DAY:
            k = STATIONS - st.stock[p] - st.st_removed[p]
            st.coins[p] += k
            st.gained[p] += k
            x = _TRADING_EV.get((p, k))
            if x is None:
                x = _TRADING_EV[p, k] = lazy_log("trading_day", "Trading Day: {seat} gains {0} coin(s).",
                                                 "商売繁盛:{seat}はコイン{0}枚を得る。", (k,), p, amount=k)
            ev.append(x)
        elif e == INCOME:
            k = dev_level(st.dev[p])
            st.coins[p] += k
            st.gained[p] += k
            x = _INCOME_EV.get((p, k))
            if x is None:
                x = _INCOME_EV[p, k] = lazy_log("income", "Income: {seat} gains {0} coin(s).",
                                                "好景気:{seat}はコイン{0}枚を得る。", (k,), p, amount=k)
            ev.append(x)


def _give_food(st: OrleansState, p: int, g: int, ev: list[Event]) -> None:
    st.goods[p][g] -= 1
    st.supply_g[g] += 1
    ev.append(shared("harvest", "Harvest: {seat} gives 1 {0}.", "収穫税:{seat}は{1}1個を払う。",
                     (GOOD_EN[g], GOOD_JA[g]), p, good=GOOD_NAMES[g]))


def finish(st: OrleansState, ev: list[Event]) -> None:
    """Game end: the most-stations citizen (§12.1), then final scores."""
    seat = most_stations([st.stations_on_map(p) for p in range(st.players)])
    if seat >= 0:
        st.station_cit = seat
        st.citizens[seat] += 1
        ev.append(lazy_log("citizen", "{seat} has the most trading stations and gains the citizen.",
                           "{seat}が拠点最多で市民タイルを得る。", (), seat, source="stations"))
    totals = [s.total for s in st.scores()]
    ev.append(lazy_event("game_end", _scores_text, (tuple(totals),), scores=totals))


def _scores_text(totals: tuple[int, ...]) -> tuple[str, str]:
    return ("Game over. Scores: " + ", ".join(f"{seat_name(p)} {t}" for p, t in enumerate(totals)) + ".",
            "ゲーム終了。得点:" + "、".join(f"{seat_name(p, 'ja')} {t}点" for p, t in enumerate(totals)) + "。")


# ----- handlers ------------------------------------------------------------------------

def apply(st: OrleansState, p: int, a: Action, ev: list[Event]) -> None:
    HANDLERS[type(a)](st, p, a, ev)


def _h_exclude(st: OrleansState, p: int, a: Exclude, ev: list[Event]) -> None:
    t = TILES.index(a.tile)
    st.tiles_avail &= ~(1 << t)
    st.tiles_removed |= 1 << t
    st.excl_order.pop(0)
    ev.append(lazy_log("exclude", "{seat} removes the {0} from the game.", "{seat}が{1}をゲームから除く。",
                       (PLACE_EN[NBASE + t], PLACE_JA[NBASE + t]), p, tile=a.tile))


def _h_draw(st: OrleansState, p: int, a: Draw, ev: list[Event]) -> None:
    m = recall_allowance(st, p)
    bag = st.bag[p]
    pop = st.rng.pop_random
    drawn: list[int] = []
    names: list[str] = []
    for _ in range(a.n):          # loops, not comprehensions: a function object and a frame each (Python 3.11)
        c = pop(bag)
        drawn.append(c)
        names.append(CODE_NAMES[c])
    st.market[p].extend(drawn)
    ev.append(lazy_event("draw", _draw_text, (p, drawn), p, drawn=names))
    st.draw_left[p] = m - a.n
    st.draw_mode[p] = post_draw_mode(st, p)
    if not st.draw_mode[p]:
        st.draw_left[p] = 0


def _draw_text(p: int, drawn: list[int]) -> tuple[str, str]:
    return fill("{seat} draws {0} follower(s): {1}.", "{seat}がワーカー{0}個を引く:{2}。",
                (len(drawn), *followers_text(drawn)), p)


def _h_recall(st: OrleansState, p: int, a: Recall, ev: list[Event]) -> None:
    s = SPACE_OF[a]
    c = st.slots[p][s]
    set_space(st, p, s, EMPTY)
    st.market[p].append(c)
    st.draw_left[p] -= 1
    st.draw_mode[p] = post_draw_mode(st, p)
    if not st.draw_mode[p]:
        st.draw_left[p] = 0
    e = _RECALL_EV.get((p, a, c))
    if e is None:
        e = _RECALL_EV[p, a, c] = lazy_log("recall", "{seat} takes the {0} on the {1} back to the market.",
                                           "{seat}が{3}の{2}を広場に戻す。",
                                           (follower_word(c), PLACE_EN[SPACE_PLACE[s]], follower_word(c, "ja"),
                                            PLACE_JA[SPACE_PLACE[s]]), p, follower=CODE_NAMES[c], place=a.place)
    ev.append(e)


_RECALL_EV: Final[dict[tuple[int, Action, int], Event]] = {}
"""(seat, recall action, follower code) -> its event: everything in it follows from the three (shared, immutable)."""


def _h_place(st: OrleansState, p: int, a: Place, ev: list[Event]) -> None:
    s = SPACE_OF[a]
    c = CODE_INDEX[a.follower]
    if st.stage == S_DRAW:
        # phase 3: a market follower onto the Gunpowder Tower (public, like the draw)
        st.market[p].remove(c)
        set_space(st, p, s, c)
        st.draw_mode[p] = post_draw_mode(st, p)
        if not st.draw_mode[p]:
            st.draw_left[p] = 0
        ev.append(lazy_log("tower", "{seat} puts a {0} on the Gunpowder Tower.", "{seat}が{1}を火薬貯蔵塔に置く。",
                           (follower_word(c), follower_word(c, "ja")), p, follower=a.follower))
        return
    market = st.market[p]
    if c in market:
        market.remove(c)
        st.planned[p].append(s)
    else:                      # from the Gunpowder Tower (the market is used first: it keeps the deed route)
        slots = st.slots[p]
        k = 0 if slots[TOWER_SPACES[0]] == c else 1
        set_space(st, p, TOWER_SPACES[k], EMPTY)
        st.planned[p].append(s + PLAN_FROM_TOWER * (k + 1))
    set_space(st, p, s, c)
    e = _PLACE_EV.get((p, a))
    if e is None:
        e = _PLACE_EV[p, a] = lazy_event("place", _place_text, (a,), p, visible_to=frozenset((p,)),
                                         follower=a.follower, place=a.place, space=a.space)
    ev.append(e)


_PLACE_EV: Final[dict[tuple[int, Action], Event]] = {}
"""(seat, planning ``place`` action) -> its event: everything in it follows from the two (shared, immutable)."""


def _place_text(a: Place) -> tuple[str, str]:
    pl = PLACE_INDEX[a.place]
    return (f"You place {follower_phrase(a.follower)} on the {PLACE_EN[pl]}.",
            f"{PLACE_JA[pl]}に{follower_phrase(a.follower, 'ja')}を置く。")


def _h_done(st: OrleansState, p: int, a: Done, ev: list[Event]) -> None:
    if st.sub_kind == SUB_BATH:
        _end_sub(st, ev)
        return
    if st.draw_mode[p] == 2:
        st.draw_mode[p] = 0
        st.draw_left[p] = 0
        return
    st.plan_done[p] = True
    ev.append(_PLANNED_EV[p])


_PLANNED_EV: Final = tuple(lazy_log("planned", "{seat} has finished planning.", "{seat}が計画を終えた。", (), p)
                    for p in range(4))


def _h_pass(st: OrleansState, p: int, a: Pass, ev: list[Event]) -> None:
    st.passed[p] = True
    ev.append(_PASS_EV[p])
    if st.tech_pending[p] and st.options.get("tech_after_pass", True):
        st.sub_kind = 3
        st.sub_seat = p
        st.sub_data = []
        return
    end_turn(st)


def _gain_tech(st: OrleansState, p: int, lab: bool) -> bool:
    """Take the top technology tile; True if it is to be placed at once (option)."""
    st.tech_stack -= 1
    st.tech_pending[p].append(lab)
    if not st.options.get("tech_after_pass", True):
        st.sub_kind = 3
        st.sub_seat = p
        st.sub_data = []
        return True
    return False


def _h_use(st: OrleansState, p: int, a: Use, ev: list[Event]) -> None:
    pl = PLACE_INDEX[a.place]
    en, ja = PLACE_EN[pl], PLACE_JA[pl]
    if pl in DEED_PLACES:
        st.sub_kind = 1
        st.sub_seat = p
        st.sub_data = [pl]
        ev.append(lazy_log("use", "{seat} uses the {0} to send followers to the Beneficial Deeds.",
                           "{seat}が{1}を使い、ワーカーを善行に送る。", (en, ja), p, place=a.place))
        return
    if pl == P_BATHHOUSE:
        draw_n, _keep = BATHHOUSE_DRAW[st.edition]
        bag = st.bag[p]
        drawn = [st.rng.pop_random(bag) for _ in range(min(draw_n, len(bag)))]
        _free_place(st, p, pl)
        st.sub_kind = 2
        st.sub_seat = p
        st.sub_data = [_keep] + drawn
        ev.append(lazy_log("use", "{seat} uses the Bathhouse and draws {0}." if drawn else
                           "{seat} uses the Bathhouse but the bag is empty.",
                           "{seat}が大浴場を使い、{1}を引く。" if drawn else "{seat}が大浴場を使うが、バッグが空で何も引けない。",
                           followers_text(drawn), p, place=a.place, drawn=[CODE_NAMES[c] for c in drawn]))
        return
    sub = False
    if pl == P_FARMHOUSE:
        step = _recruit(st, p, FARMER, T_FARMER)
        g = FARMER_TRACK_GOODS[step - 1]
        got = st.supply_g[g] > 0
        if got:
            st.supply_g[g] -= 1
            st.goods[p][g] += 1
        ev.append(lazy_log("use", "{seat} recruits a farmer and takes 1 {0}." if got else
                           "{seat} recruits a farmer ({0} sold out).",
                           "{seat}が農民を雇い、{1}1個を得る。" if got else "{seat}が農民を雇う({1}は品切れ)。",
                           (GOOD_EN[g], GOOD_JA[g]), p, place=a.place))
    elif pl == P_VILLAGE:
        if a.arg == "boatman":
            step = _recruit(st, p, BOATMAN, T_BOATMAN)
            if step == BOATMAN_CITIZEN_STEP and st.boatman_cit < 0:
                st.boatman_cit = p
                st.citizens[p] += 1
                ev.append(lazy_log("use", "{seat} recruits a boatman and takes the boatman citizen.",
                                   "{seat}が船員を雇い、船員トラックの市民を得る。", (), p, place=a.place))
            else:
                k = BOATMAN_TRACK_COINS[step - 1]
                gain(st, p, k)
                ev.append(lazy_log("use", "{seat} recruits a boatman and gains {0} coins.",
                                   "{seat}が船員を雇い、コイン{0}枚を得る。", (k,), p, place=a.place))
        elif a.arg == "craftsman":
            _recruit(st, p, CRAFTSMAN, T_CRAFTSMAN)
            ev.append(lazy_log("use", "{seat} recruits a craftsman and takes a technology tile.",
                               "{seat}が職人を雇い、技術チップを得る。", (), p, place=a.place))
            sub = _gain_tech(st, p, False)
        else:
            _recruit(st, p, TRADER, T_TRADER)
            t = TILES.index(a.arg)
            st.tiles_avail &= ~(1 << t)
            st.owned[p] |= 1 << (NBASE + t)
            ev.append(lazy_log("use", "{seat} recruits a trader and takes the {0}.", "{seat}が商人を雇い、{1}を得る。",
                               (PLACE_EN[NBASE + t], PLACE_JA[NBASE + t]), p, place=a.place, tile=a.arg))
    elif pl == P_UNIVERSITY:
        step = _recruit(st, p, SCHOLAR, T_SCHOLAR)
        k = SCHOLAR_TRACK_DEV[step - 1]
        ev.append(lazy_log("use", "{seat} recruits a scholar and advances {0} development steps.",
                           "{seat}が学者を雇い、発展トラックを{0}歩進める。", (k,), p, place=a.place))
        advance_dev(st, p, k, ev)
    elif pl == P_CASTLE:
        step = _recruit(st, p, KNIGHT, T_KNIGHT)
        ev.append(lazy_log("use", "{seat} recruits a knight.", "{seat}が騎士を雇う。", (), p, place=a.place))
        if step == KNIGHT_CITIZEN_STEP and st.knight_cit < 0:
            st.knight_cit = p
            st.citizens[p] += 1
            ev.append(lazy_log("citizen", "{seat} takes the knight citizen.", "{seat}が騎士トラックの市民を得る。", (), p,
                               source="knight"))
    elif pl == P_MONASTERY:
        _recruit(st, p, MONK, -1)
        ev.append(lazy_log("use", "{seat} recruits a monk.", "{seat}が僧侶を雇う。", (), p, place=a.place))
    elif pl == P_GUILDHALL:
        c = st.merchant[p]
        st.stock[p] -= 1
        st.city_st[c].append(p)
        ev.append(lazy_log("use", "{seat} builds a trading station in {0}.", "{seat}が{1}に拠点を建てる。",
                           (CITY_EN[c], CITY_JA[c]), p, place=a.place, city=CITIES[c]))
    elif pl == P_SCRIPTORIUM or pl == P_SHIPPING:
        ev.append(lazy_log("use", "{seat} uses the {0}: +1 development.", "{seat}が{1}を使う:発展+1。", (en, ja), p,
                           place=a.place))
        advance_dev(st, p, 1, ev)
    elif pl in GOOD_TILES:
        g = GOOD_TILES[pl]
        got = st.supply_g[g] > 0
        if got:
            st.supply_g[g] -= 1
            st.goods[p][g] += 1
        ev.append(lazy_log("use", "{seat} uses the {0} and takes 1 {2}." if got else "{seat} uses the {0} ({2} sold out).",
                           "{seat}が{1}を使い、{3}1個を得る。" if got else "{seat}が{1}を使う({3}は品切れ)。",
                           (en, ja, GOOD_EN[g], GOOD_JA[g]), p, place=a.place))
    elif pl == P_LIBRARY:
        ev.append(lazy_log("use", "{seat} uses the {0}: +2 development.", "{seat}が{1}を使う:発展+2。", (en, ja), p,
                           place=a.place))
        advance_dev(st, p, 2, ev)
    elif pl == P_WINDMILL:
        gain(st, p, 2)
        ev.append(lazy_log("use", "{seat} uses the {0}: +2 coins, +1 development.",
                           "{seat}が{1}を使う:コイン2枚、発展+1。", (en, ja), p, place=a.place))
        advance_dev(st, p, 1, ev)
    elif pl in (P_BREWERY, P_CELLAR, P_OFFICE, P_HOSPITAL):
        k = 2 if pl == P_BREWERY else 4 if pl == P_CELLAR else \
            st.stations_on_map(p) if pl == P_OFFICE else dev_level(st.dev[p])
        gain(st, p, k)
        ev.append(lazy_log("use", "{seat} uses the {0}: +{2} coin(s).", "{seat}が{1}を使う:コイン{2}枚。", (en, ja, k), p,
                           place=a.place, coins=k))
    elif pl == P_LABORATORY:
        ev.append(lazy_log("use", "{seat} uses the {0} and takes a technology tile.",
                           "{seat}が{1}を使い、技術チップを得る。", (en, ja), p, place=a.place))
        sub = _gain_tech(st, p, True)
    elif pl == P_PHARMACY:
        k = int(a.arg)
        st.coins[p] -= k
        st.paid[p] += k
        ev.append(lazy_log("use", "{seat} uses the {0}: pays {2} coin(s) for {2} development step(s).",
                           "{seat}が{1}を使う:コイン{2}枚で発展{2}歩。", (en, ja, k), p, place=a.place, coins=k))
        advance_dev(st, p, k, ev)
    _free_place(st, p, pl)
    if not sub:
        end_turn(st)


def _h_move(st: OrleansState, p: int, a: Move, ev: list[Event]) -> None:
    pl = PLACE_INDEX[a.place]
    dest = CITY_INDEX[a.city]
    e = EDGE_OF[(st.merchant[p], dest, MOVE_PLACE_KIND[pl])]
    st.merchant[p] = dest
    if a.good != "-":
        g = GOOD_INDEX[a.good]
        st.edge_goods[e].remove(g)
        st.goods[p][g] += 1
        ev.append(lazy_log("move", "{seat} travels by {0} to {2} and picks up 1 {4}.", "{seat}が{1}で{3}へ移動し、{5}1個を拾う。",
                           (PLACE_EN[pl], PLACE_JA[pl], CITY_EN[dest], CITY_JA[dest], GOOD_EN[g], GOOD_JA[g]), p,
                           place=a.place, city=a.city, good=a.good))
    else:
        ev.append(lazy_log("move", "{seat} travels by {0} to {2}.", "{seat}が{1}で{3}へ移動する。",
                           (PLACE_EN[pl], PLACE_JA[pl], CITY_EN[dest], CITY_JA[dest]), p,
                           place=a.place, city=a.city, good=a.good))
    _free_place(st, p, pl)
    end_turn(st)


def _h_deed(st: OrleansState, p: int, a: Deed, ev: list[Event]) -> None:
    pl = st.sub_data[0]
    s, _ = _deed_next(st, p, pl)
    c = st.slots[p][s]
    d = DEED_INDEX[a.deed]
    st.deed_free[d][CODE_TYPE[c]] -= 1
    set_space(st, p, s, EMPTY)
    if a.reward == "dev":
        advance_dev(st, p, 1, ev)
        en, ja = "{seat} sends a {0} to {2} for 1 development step.", "{seat}が{1}を{3}に送り、発展1歩を得る。"
    else:
        gain(st, p, DEED_REWARD[d])
        en, ja = "{seat} sends a {0} to {2} for {4} coin(s).", "{seat}が{1}を{3}に送り、コイン{4}枚を得る。"
    ev.append(lazy_log("deed", en, ja, (FOLLOWER_EN[c], FOLLOWER_JA[c], DEED_EN[d], DEED_JA[d], DEED_REWARD[d]), p,
                       deed=a.deed, follower=c))
    if not any(st.deed_free[d]) and st.deed_cit[d] < 0:
        st.deed_cit[d] = p
        st.citizens[p] += 1
        ev.append(lazy_log("citizen", "{seat} completes {0} and takes its citizen.", "{seat}が{1}を完成させ、市民を得る。",
                           (DEED_EN[d], DEED_JA[d]), p, source="deed", deed=a.deed))
    if _deed_next(st, p, pl)[0] < 0:
        _end_sub(st)


def _h_bath(st: OrleansState, p: int, a: Bath, ev: list[Event]) -> None:
    s = SPACE_OF[a]
    c = CODE_INDEX[a.follower]
    data = st.sub_data
    i = data.index(c, 1)
    del data[i]
    data[0] -= 1
    set_space(st, p, s, c)
    ev.append(lazy_log("bath", "{seat} puts the drawn {0} on the {1}.", "{seat}が引いた{2}を{3}に置く。",
                       (follower_word(c), PLACE_EN[SPACE_PLACE[s]], follower_word(c, "ja"), PLACE_JA[SPACE_PLACE[s]]),
                       p, follower=a.follower, place=a.place))
    if data[0] <= 0 or len(data) == 1:
        _end_sub(st, ev)


def _h_tech(st: OrleansState, p: int, a: Tech, ev: list[Event]) -> None:
    s = SPACE_OF[a]
    pend = st.tech_pending[p]
    # use a craftsman tile where it may go (keeps the freer Laboratory tile), else a Laboratory tile
    lab = not (False in pend and s in _tech_targets(st, p, False))
    pend.remove(lab)
    set_space(st, p, s, TECH)
    st.tech_first[p] = 1
    ev.append(lazy_log("tech", "{seat} places a technology tile on the {0}.", "{seat}が技術チップを{1}に置く。",
                       (PLACE_EN[SPACE_PLACE[s]], PLACE_JA[SPACE_PLACE[s]]), p, place=a.place, space=a.space))
    if not _tech_spaces(st, p):
        _end_sub(st)


def _h_food(st: OrleansState, p: int, a: Food, ev: list[Event]) -> None:
    _give_food(st, p, GOOD_INDEX[a.good], ev)
    st.queue.pop(0)


_STATION_TEXT: Final = ("a trading station", "拠点1個")
_PENALTY_EV: Final[dict[tuple[int, str, str, str], Event]] = {}
"""(seat, item, which, English item text) -> the shared ``penalty`` event (the text names all it holds)."""


def _penalty_event(p: int, item: str, which: str, en: str, ja: str) -> Event:
    key = (p, item, which, en)
    e = _PENALTY_EV.get(key)
    if e is None:
        e = _PENALTY_EV[key] = lazy_log("penalty", "Penalty: {seat} gives up {0}.", "懲罰:{seat}は{1}を失う。",
                                        (en, ja), p, item=item, which=which)
    return e


def _h_penalty(st: OrleansState, p: int, a: Penalty, ev: list[Event]) -> None:
    item, which = a.item, a.which
    if item == "station":
        if which == "stock":
            st.stock[p] -= 1
        else:
            st.city_st[CITY_INDEX[which]].remove(p)
        st.st_removed[p] += 1
        en, ja = _STATION_TEXT
    elif item == "follower":
        bag = st.bag[p]
        idx = [i for i, c in enumerate(bag) if c < OWN]
        i = idx[st.rng.below(len(idx))]
        c = bag.pop(i)
        st.removed_f[c] += 1
        en, ja = f"a {FOLLOWER_EN[c]} from the bag", f"バッグの{FOLLOWER_JA[c]}"
    elif item == "dev":
        st.dev[p] -= 1
        en, ja = "a development step", "発展1歩"
    elif item == "good":
        g = GOOD_INDEX[which]
        st.goods[p][g] -= 1
        st.removed_g[g] += 1
        en, ja = f"1 {GOOD_EN[g]}", f"{GOOD_JA[g]}1個"
    elif item == "place":
        pl = PLACE_INDEX[which]
        t = pl - NBASE
        for s in PLACE_RANGE[pl]:
            c = st.slots[p][s]
            if c >= 0:
                st.bag[p].append(c)
            elif c == TECH:
                st.tech_removed += 1
            set_space(st, p, s, EMPTY)
        st.owned[p] &= ~(1 << pl)
        st.tiles_removed |= 1 << t
        en, ja = f"the {PLACE_EN[pl]}", PLACE_JA[pl]
    elif which == "waiting":
        pend = st.tech_pending[p]
        pend.remove(False not in pend)          # a craftsman tile first, else a Laboratory tile
        st.tech_removed += 1
        en, ja = "a technology tile waiting to be placed", "配置待ちの技術チップ"
    else:
        pl = PLACE_INDEX[which]
        for s in PLACE_RANGE[pl]:
            if st.slots[p][s] == TECH:
                set_space(st, p, s, EMPTY)
                st.tech_removed += 1
        en, ja = f"the technology tile on the {PLACE_EN[pl]}", f"{PLACE_JA[pl]}の技術チップ"
    ev.append(_penalty_event(p, item, which, en, ja))
    q = st.queue[0]
    q[2] -= 1
    if q[2] <= 0:
        st.queue.pop(0)


HANDLERS: Final[dict[type, Callable[[OrleansState, int, Any, list[Event]], None]]] = {Exclude: _h_exclude, Draw: _h_draw, Recall: _h_recall, Place: _h_place, Done: _h_done,
            Use: _h_use, Move: _h_move, Pass: _h_pass, Tech: _h_tech, Deed: _h_deed, Bath: _h_bath,
            Food: _h_food, Penalty: _h_penalty}
