"""The Orléans state: fields, set-up, the round machine, legal-action and apply dispatch.

Rules handlers live in ``rules.py``; visibility in ``view.py``. The round structure
(rules/orleans.md §6) runs in ``_advance``: hourglass, census, drawing, planning,
actions, event, start player; it stops whenever a seat has to decide.

Everything is plain ints and lists so that ``clone`` is a handful of list copies.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from eurogames.core import Action, Chance, Event, InvariantError, ScoreBreakdown, State
from eurogames.core.types import Json, Seat

from . import rules
from .data import (
    CITIES,
    CITIZENS_TOTAL,
    DEED_SPACES,
    DEEDS,
    EDGES,
    EMPTY,
    EVENT_NAMES,
    FARMHOUSE_REQ,
    GOOD_COUNT,
    GOODS_REMOVED,
    HOURGLASS_EACH,
    MARKET_SIZE,
    NBASE,
    NCODES,
    NEUTRAL_4P,
    NSPACES,
    OWN,
    P_TOWER,
    PILGRIMAGE,
    PLACE_REQ,
    REMOVE,
    ROUNDS,
    SPACE_PLACE,
    SPACE_START,
    START_COINS,
    STATIONS,
    TECH,
    TECH_TILES,
    TILE_CATEGORY,
    TILE_CATEGORY_RULEBOOK,
    TILES,
    TOWER_EXTRA,
    goods_spaces,
)
from .rules import (  # noqa: F401
    ALL_SPACES,
    S_ACT,
    S_ACT_SETUP,
    S_CENSUS,
    S_DRAW,
    S_DRAW_SETUP,
    S_EVENT,
    S_EXCLUDE,
    S_OVER,
    S_PLAN,
    S_PLAN_SETUP,
    S_ROUND,
    S_ROUND_END,
    SUB_BATH,
    SUB_DEED,
    SUB_NONE,
    SUB_TECH,
)
from .scoring import most_stations, score

_PER_PLAYER_LISTS: Final = ("coins", "dev", "stock", "st_removed", "merchant", "owned", "tech_first",
                     "citizens", "passed", "plan_done", "draw_mode", "draw_left", "gained", "paid")
_PER_PLAYER_NESTED: Final = ("goods", "tracks", "bag", "market", "slots", "tech_pending", "planned")


DEED_TOTALS: Final = tuple(sum(d[t] for d in DEED_SPACES) for t in range(7))


_DERIVED: Final[dict[str, tuple[tuple[Any, ...], tuple[int, ...]]]] = {}
"""Farmhouse option -> (place requirements, requirement per space): immutable, shared."""
_GOODS_POOL: Final = tuple(g for g in range(5) for _ in range(GOOD_COUNT[g]))
_EDGE_K: Final = {n: tuple(goods_spaces(n, extra) for (_a, _b, _k, extra) in EDGES) for n in range(1, 5)}
_EDGE_TOTAL: Final = {n: sum(k) for n, k in _EDGE_K.items()}
_HOURGLASS_OTHERS: Final = tuple(sorted([e for e in range(1, 6) for _ in range(HOURGLASS_EACH)]
                                 + [PILGRIMAGE] * (HOURGLASS_EACH - 1)))


class OrleansState(State):
    """One game of Orléans (all fields plain ints and lists; per-player lists indexed by seat)."""

    # Slots rather than an instance dict: with this many fields a dict outgrows CPython's shared
    # keys, and every field access in the engine's hot loops (and each clone) pays for it.
    __slots__ = ("_active", "bag", "boatman_cit", "citizens", "city_st", "coins", "deed_cit",
                 "deed_free", "dev", "dev_cit", "draw_left", "draw_mode", "edge_goods", "edition",
                 "event", "events_seen", "excl_order", "free", "gained", "goods", "hourglass", "knight_cit",
                 "market", "merchant", "owned", "paid", "passed", "plan_done", "planned", "queue",
                 "removed_f", "removed_g", "req", "round", "slots", "space_req", "st_removed",
                 "stage", "start_player", "station_cit", "stock", "sub_data", "sub_kind",
                 "sub_seat", "supply_f", "supply_g", "tech_first", "tech_pending", "tech_removed",
                 "tech_stack", "tile_cat", "tiles_avail", "tiles_removed", "tracks", "turn")

    req: tuple[tuple[int, ...], ...]
    """Required follower per space, by place (the Farmhouse depends on an option)."""
    space_req: tuple[int, ...]
    edition: str
    tile_cat: tuple[int, ...]
    coins: list[int]
    dev: list[int]
    """Development-track position 0..30."""
    stock: list[int]
    """Trading stations not yet built."""
    st_removed: list[int]
    """Trading stations lost to penalties."""
    merchant: list[int]
    owned: list[int]
    """Bit mask of owned places (bits 0-9 base places, 10-29 place tiles)."""
    tech_first: list[int]
    citizens: list[int]
    passed: list[bool]
    plan_done: list[bool]
    draw_mode: list[int]
    """Phase 3: 0 nothing to do, 1 choose how many to draw, 2 recalling placed followers."""
    draw_left: list[int]
    gained: list[int]
    paid: list[int]
    goods: list[list[int]]
    tracks: list[list[int]]
    bag: list[list[int]]
    market: list[list[int]]
    slots: list[list[int]]
    """Per space: a follower code, EMPTY or TECH. Written only through ``rules.set_space``."""
    free: list[int]
    """Per seat, the empty spaces of ``slots`` as a bit mask (bit s: ``slots[p][s] == EMPTY``).

    Derived from ``slots`` (not in the JSON), kept in step by ``rules.set_space`` and rebuilt by
    ``invalidate``: the listings ask "which of these spaces are empty" for a whole place or
    requirement at once with one ``&`` instead of a loop over the list."""
    tech_pending: list[list[bool]]
    """Technology tiles gained but not placed (True: from the Laboratory)."""
    planned: list[list[int]]
    """Spaces filled during this round's planning (hidden from the others)."""
    supply_f: list[int]
    removed_f: list[int]
    removed_g: list[int]
    supply_g: list[int]
    edge_goods: list[list[int]]
    city_st: list[list[int]]
    tech_stack: int
    tech_removed: int
    tiles_avail: int
    tiles_removed: int
    deed_free: list[list[int]]
    deed_cit: list[int]
    dev_cit: list[int]
    knight_cit: int
    boatman_cit: int
    station_cit: int
    hourglass: list[list[int]]
    events_seen: list[int]
    round: int
    event: int
    start_player: int
    turn: int
    queue: list[list[int]]
    """Pending payments: [seat, kind (0 food, 1 penalty), amount]."""
    sub_kind: int
    sub_seat: int
    sub_data: list[int]
    excl_order: list[int]
    stage: int
    def __init__(self) -> None:
        self._active: list[Seat] | None = None

    # ----- set-up (§5) --------------------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: dict[str, Any], rng: Chance) -> OrleansState:
        st = cls()
        st._init_base(players, options, rng)
        st._setup_derived()
        n = players
        st.coins = [START_COINS] * n
        st.dev = [0] * n
        st.stock = [STATIONS] * n
        st.st_removed = [0] * n
        st.merchant = [0] * n
        st.owned = [(1 << NBASE) - 1] * n
        st.tech_first = [0] * n
        st.citizens = [0] * n
        st.passed = [False] * n
        st.plan_done = [False] * n
        st.draw_mode = [0] * n
        st.draw_left = [0] * n
        st.gained = [0] * n
        st.paid = [0] * n
        st.goods = [[0] * 5 for _ in range(n)]
        st.tracks = [[0] * 6 for _ in range(n)]
        st.bag = [[] for _ in range(n)]
        st.market = [[OWN, OWN + 1, OWN + 2, OWN + 3] for _ in range(n)]
        st.slots = [[EMPTY] * NSPACES for _ in range(n)]
        st.free = [ALL_SPACES] * n
        st.tech_pending = [[] for _ in range(n)]
        st.planned = [[] for _ in range(n)]
        rem = REMOVE[players]
        st.supply_f = [NEUTRAL_4P[t] - rem[t] for t in range(7)]
        st.removed_f = [0] * 7
        # goods: remove some at random, fill the map spaces, the rest to the supply (§5.3)
        pool = list(_GOODS_POOL)
        removed_g = st.removed_g = [0] * 5
        nrem = GOODS_REMOVED[players]
        drawn = rng.pop_many(pool, nrem + _EDGE_TOTAL[players])
        for g in drawn[:nrem]:
            removed_g[g] += 1
        i = nrem
        edge_goods = st.edge_goods = []
        for k in _EDGE_K[players]:
            if k == 1:
                edge_goods.append([drawn[i]])
            else:
                edge_goods.append(sorted(drawn[i:i + k]))
            i += k
        st.supply_g = [pool.count(g) for g in range(5)]
        st.city_st = [[] for _ in CITIES]
        st.tech_stack = TECH_TILES
        st.tech_removed = 0
        st.tiles_avail = (1 << len(TILES)) - 1
        st.tiles_removed = 0
        st.deed_free = [list(d) for d in DEED_SPACES]
        st.deed_cit = [-1] * len(DEEDS)
        st.dev_cit = [-1, -1, -1]
        st.knight_cit = -1
        st.boatman_cit = -1
        st.station_cit = -1
        # hourglass (§5.6, §9.3): Pilgrimage start tile on top
        if options.get("hourglass") == "banded":
            # [U] §9.3: three bands of 6 (start tile + 5 in A), each shuffled when drawn from
            st.hourglass = [[PILGRIMAGE], [1, 2, 3, 4, 5], list(range(6)), list(range(6))]
        else:
            st.hourglass = [[PILGRIMAGE], list(_HOURGLASS_OTHERS)]
        st.events_seen = []
        st.round = 0
        st.event = -1
        st.start_player = 0          # the youngest player: seat 0 (§5.8)
        st.turn = 0
        st.queue = []
        st.sub_kind = SUB_NONE
        st.sub_seat = -1
        st.sub_data = []
        st.excl_order = []
        if options.get("exclusion"):
            k = 2 if players == 2 else 1
            st.excl_order = [s for _ in range(k) for s in range(players)]
            st.stage = S_EXCLUDE
        else:
            st.stage = S_ROUND
        st._advance([])
        return st

    def _setup_derived(self) -> None:
        """Immutable data chosen by the options (shared by clones)."""
        fh = self.options.get("farmhouse", "boatman_craftsman")
        d = _DERIVED.get(fh)
        if d is None:
            req = list(PLACE_REQ)
            req[0] = FARMHOUSE_REQ[fh]
            req_t = tuple(req)
            d = _DERIVED[fh] = (req_t, tuple(r for pr in req_t for r in pr))
        self.req, self.space_req = d
        self.edition = self.options.get("edition", "2019")
        self.tile_cat = TILE_CATEGORY_RULEBOOK if self.options.get("tile_categories") == "rulebook_order" \
            else TILE_CATEGORY

    # ----- small queries --------------------------------------------------------------------

    def market_cap(self, p: Seat) -> int:
        if self.owned[p] >> P_TOWER & 1:
            s0 = SPACE_START[P_TOWER]
            on = sum(1 for x in self.slots[p][s0:s0 + 2] if x >= 0)
            return MARKET_SIZE + TOWER_EXTRA - on
        return MARKET_SIZE

    def stations_on_map(self, p: Seat) -> int:
        return STATIONS - self.stock[p] - self.st_removed[p]

    # ----- the contract ---------------------------------------------------------------------

    def active_players(self) -> list[Seat]:
        act = self._active
        if act is None:
            act = self._active = self._compute_active()
        return act

    def invalidate(self) -> None:
        """Also rebuilds ``free`` from ``slots`` (code that edits the fields by hand calls this)."""
        self._legal = {}
        self._active = None
        self.free = [rules.free_spaces(x) for x in self.slots]

    def _compute_active(self) -> list[Seat]:
        if self.queue:
            return [self.queue[0][0]]
        st = self.stage
        if st == S_ACT:
            return [self.sub_seat if self.sub_kind else self.turn]
        # loops, not comprehensions (a function object and a frame each, Python 3.11): once a decision
        if st == S_PLAN:
            planning: list[Seat] = []
            for p, done in enumerate(self.plan_done):
                if not done:
                    planning.append(p)
            return planning
        if st == S_DRAW:
            drawing: list[Seat] = []
            for p, mode in enumerate(self.draw_mode):
                if mode:
                    drawing.append(p)
            return drawing
        if st == S_EXCLUDE:
            return [self.excl_order[0]]
        return []

    def is_over(self) -> bool:
        return self.stage == S_OVER

    def _legal_actions(self, seat: Seat) -> list[Action]:
        return rules.legal(self, seat)

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        ev: list[Event] = []
        rules.apply(self, seat, action, ev)
        self._advance(ev)
        self._active = None         # the rules and the round machine never ask who is active
        return ev

    def _explain_illegal(self, seat: Seat, action: Action) -> str | None:
        return rules.explain(self, seat, action)

    def _advance(self, ev: list[Event]) -> None:
        """Run the automatic parts of the round until a seat must decide (§6).

        Stages that cannot create a payment (queue) run straight on into the next one; after
        each step that may, the loop re-checks the queue first, as the stage machine requires.
        A round in which no seat has anything to do in phases 3-5 (most rounds of a random game)
        takes those phases in one step (``rules.quiet_round``), reaching the same state and events.
        """
        while True:
            if self.queue:
                if rules.auto_queue(self, ev):
                    continue
                return
            st = self.stage
            if st == S_ACT:
                if self.sub_kind:
                    if rules.auto_sub(self, ev):
                        continue
                    return
                passed = self.passed
                if False in passed:
                    # automatic turns (passes) cannot add a payment; a technology tile may start a sub-step
                    while rules.auto_turn(self, ev):
                        if self.sub_kind or False not in passed:
                            break
                    else:
                        return
                    if self.sub_kind:
                        continue
                self.stage = st = S_EVENT
            if st == S_EVENT:
                rules.resolve_event(self, ev)
                self.stage = S_ROUND_END
                if self.queue:
                    continue
                st = S_ROUND_END
            if st == S_ROUND_END:
                if self.round >= ROUNDS:
                    rules.finish(self, ev)
                    self.stage = S_OVER
                    return
                self.start_player = (self.start_player + 1) % self.players
                self.stage = st = S_ROUND
            if st == S_ROUND:
                rules.start_round(self, ev)
                rules.census(self, ev)
                self.stage = S_DRAW_SETUP
                if self.queue:
                    continue
                if rules.quiet_round(self, ev):        # phases 3-5 done: nobody could draw, plan or act
                    self.stage = S_EVENT
                    continue
                st = S_DRAW_SETUP
            if st == S_DRAW_SETUP:
                rules.setup_draw(self, ev)
                self.stage = st = S_DRAW
            if st == S_DRAW:
                if any(self.draw_mode):
                    return
                self.stage = st = S_PLAN_SETUP
            if st == S_PLAN_SETUP:
                rules.setup_plan(self, ev)
                self.stage = st = S_PLAN
            if st == S_PLAN:
                if False in self.plan_done:
                    return
                rules.reveal_plans(self, ev)
                self.stage = st = S_ACT_SETUP
            if st == S_ACT_SETUP:
                self.passed = [False] * self.players
                self.turn = self.start_player
                self.stage = S_ACT
                continue
            if st == S_CENSUS:
                rules.census(self, ev)
                self.stage = S_DRAW_SETUP
                continue
            if st == S_EXCLUDE:
                if self.excl_order and self.tiles_avail:
                    return
                self.excl_order = []
                self.stage = S_ROUND
                continue
            return

    def scores(self) -> list[ScoreBreakdown]:
        return [score(self.coins[p], self.goods[p], self.stations_on_map(p), self.citizens[p], self.dev[p])
                for p in range(self.players)]

    def view(self, seat: Seat | None) -> Json:
        from .view import view
        return view(self, seat)

    def determinize(self, seat: Seat | None, rng: Chance) -> OrleansState:
        from .view import determinize
        return determinize(self, seat, rng)

    def clone(self) -> OrleansState:
        st = OrleansState.__new__(OrleansState)
        self._copy_base_to(st)
        st._active = self._active
        st.req = self.req
        st.space_req = self.space_req
        st.edition = self.edition
        st.tile_cat = self.tile_cat
        st.coins = self.coins[:]
        st.dev = self.dev[:]
        st.stock = self.stock[:]
        st.st_removed = self.st_removed[:]
        st.merchant = self.merchant[:]
        st.owned = self.owned[:]
        st.tech_first = self.tech_first[:]
        st.citizens = self.citizens[:]
        st.passed = self.passed[:]
        st.plan_done = self.plan_done[:]
        st.draw_mode = self.draw_mode[:]
        st.draw_left = self.draw_left[:]
        st.gained = self.gained[:]
        st.paid = self.paid[:]
        st.goods = [x[:] for x in self.goods]
        st.tracks = [x[:] for x in self.tracks]
        st.bag = [x[:] for x in self.bag]
        st.market = [x[:] for x in self.market]
        st.slots = [x[:] for x in self.slots]
        st.free = self.free[:]
        st.tech_pending = [x[:] for x in self.tech_pending]
        st.planned = [x[:] for x in self.planned]
        st.supply_f = self.supply_f[:]
        st.removed_f = self.removed_f[:]
        st.removed_g = self.removed_g[:]
        st.supply_g = self.supply_g[:]
        st.edge_goods = [x[:] for x in self.edge_goods]
        st.city_st = [x[:] for x in self.city_st]
        st.tech_stack = self.tech_stack
        st.tech_removed = self.tech_removed
        st.tiles_avail = self.tiles_avail
        st.tiles_removed = self.tiles_removed
        st.deed_free = [x[:] for x in self.deed_free]
        st.deed_cit = self.deed_cit[:]
        st.dev_cit = self.dev_cit[:]
        st.knight_cit = self.knight_cit
        st.boatman_cit = self.boatman_cit
        st.station_cit = self.station_cit
        st.hourglass = [x[:] for x in self.hourglass]
        st.events_seen = self.events_seen[:]
        st.round = self.round
        st.event = self.event
        st.start_player = self.start_player
        st.turn = self.turn
        st.queue = [x[:] for x in self.queue]
        st.sub_kind = self.sub_kind
        st.sub_seat = self.sub_seat
        st.sub_data = self.sub_data[:]
        st.excl_order = self.excl_order[:]
        st.stage = self.stage
        return st

    # ----- JSON ---------------------------------------------------------------------------

    _SCALARS: ClassVar[tuple[str, ...]] = ("tech_stack", "tech_removed", "tiles_avail", "tiles_removed", "knight_cit", "boatman_cit",
                "station_cit", "round", "event", "start_player", "turn", "sub_kind", "sub_seat", "stage")
    _LISTS: ClassVar[tuple[str, ...]] = _PER_PLAYER_LISTS + _PER_PLAYER_NESTED + (
        "supply_f", "removed_f", "removed_g", "supply_g", "edge_goods", "city_st", "deed_free", "deed_cit",
        "dev_cit", "hourglass", "events_seen", "queue", "sub_data", "excl_order")

    def _to_json(self) -> Json:
        out: Json = {k: getattr(self, k) for k in self._SCALARS}
        for k in self._LISTS:
            v = getattr(self, k)
            out[k] = [x[:] if isinstance(x, list) else x for x in v]
        return out

    @classmethod
    def _from_json(cls, data: Json, players: int, options: dict[str, Any], rng: Chance) -> OrleansState:
        st = cls()
        st._init_base(players, options, rng)
        st._setup_derived()
        for k in cls._SCALARS:
            setattr(st, k, data[k])
        for k in cls._LISTS:
            setattr(st, k, [list(x) if isinstance(x, list) else x for x in data[k]])
        st.free = [rules.free_spaces(x) for x in st.slots]
        return st

    # ----- invariants -----------------------------------------------------------------------

    def check_invariants(self) -> None:
        n = self.players
        # followers (neutral by type, own-colour per player)
        count = [0] * NCODES
        for p in range(n):
            items = self.bag[p] + self.market[p] + [x for x in self.slots[p] if x >= 0]
            if self.sub_kind == SUB_BATH and self.sub_seat == p:
                items += self.sub_data[1:]
            for c in range(7):
                count[c] += items.count(c)
            own = [items.count(c) for c in range(OWN, NCODES)]
            if own != [1, 1, 1, 1]:
                raise InvariantError(f"seat {p} own-colour followers {own}")
        free = [sum(col) for col in zip(*self.deed_free)]
        on_deeds = [DEED_TOTALS[t] - free[t] for t in range(7)]
        rem = REMOVE[n]
        for t in range(7):
            total = count[t] + self.supply_f[t] + on_deeds[t] + self.removed_f[t]
            if total != NEUTRAL_4P[t] - rem[t]:
                raise InvariantError(f"followers of type {t} not conserved: {total}")
            if self.supply_f[t] < 0:
                raise InvariantError("negative follower supply")
        # goods
        on_map = [g for e in self.edge_goods for g in e]
        for g in range(5):
            total = self.supply_g[g] + self.removed_g[g] + sum(self.goods[p][g] for p in range(n)) + \
                on_map.count(g)
            if total != GOOD_COUNT[g]:
                raise InvariantError(f"goods {g} not conserved: {total}")
        # technology tiles
        placed = sum(x.count(TECH) for x in self.slots)
        pending = sum(len(x) for x in self.tech_pending)
        if self.tech_stack + placed + pending + self.tech_removed != TECH_TILES or self.tech_stack < 0:
            raise InvariantError("technology tiles not conserved")
        for p in range(n):
            if self.free[p] != rules.free_spaces(self.slots[p]):
                raise InvariantError(f"seat {p}'s free-space mask disagrees with its slots")
            owned = self.owned[p]
            tech_places = set()
            for s, x in enumerate(self.slots[p]):
                if x == EMPTY:
                    continue
                pl = SPACE_PLACE[s]
                if not owned >> pl & 1:
                    raise InvariantError("followers or technology on an unowned place")
                if x == TECH:
                    if pl in tech_places:
                        raise InvariantError("two technology tiles on one place")
                    tech_places.add(pl)
            if len(self.market[p]) > MARKET_SIZE + TOWER_EXTRA:
                raise InvariantError("market over capacity")
            # stations
            on_map_st = sum(c.count(p) for c in self.city_st)
            if on_map_st != self.stations_on_map(p) or self.stock[p] < 0:
                raise InvariantError("trading stations not conserved")
            # coins: never negative, ledger agrees
            if self.coins[p] < 0 or self.coins[p] != START_COINS + self.gained[p] - self.paid[p]:
                raise InvariantError("coins not accounted for")
            if not 0 <= self.dev[p] <= 30:
                raise InvariantError("development marker off the track")
        for c, owners in enumerate(self.city_st):
            if c != 0 and len(owners) > 1 or len(set(owners)) != len(owners):
                raise InvariantError("too many stations in a city")
        # place tiles
        owned_tiles = 0
        for p in range(n):
            mine = self.owned[p] >> NBASE
            if owned_tiles & mine:
                raise InvariantError("a place tile owned twice")
            owned_tiles |= mine
        full = (1 << len(TILES)) - 1
        if owned_tiles & self.tiles_avail or owned_tiles & self.tiles_removed or \
                (owned_tiles | self.tiles_avail | self.tiles_removed) != full:
            raise InvariantError("place tiles not conserved")
        # citizens
        claimed = [x for x in self.deed_cit + self.dev_cit + [self.knight_cit, self.boatman_cit,
                                                                self.station_cit] if x >= 0]
        if sum(self.citizens) != len(claimed) or len(claimed) > CITIZENS_TOTAL:
            raise InvariantError("citizens not conserved")
        for p in range(n):
            if self.citizens[p] != claimed.count(p):
                raise InvariantError("citizen count wrong")
        # rounds
        if not 0 <= self.round <= ROUNDS or len(self.events_seen) != self.round:
            raise InvariantError("round structure broken")
        if self.round >= 1 and self.events_seen[0] != PILGRIMAGE:
            raise InvariantError("round 1 must be Pilgrimage")
        if self.stage == S_OVER and self.round != ROUNDS:
            raise InvariantError("game ended early")
        left = sum(len(h) for h in self.hourglass)
        if self.round + left != ROUNDS:
            raise InvariantError("hourglass tiles not conserved")
        if self.round and self.events_seen[-1] != self.event:
            raise InvariantError("event mismatch")
        for e in range(6):
            if self.events_seen.count(e) + sum(h.count(e) for h in self.hourglass) != HOURGLASS_EACH:
                raise InvariantError(f"event {EVENT_NAMES[e]} count wrong")
        # score equals breakdown
        for sb in self.scores():
            if sb.total != sum(sb.categories.values()):
                raise InvariantError("score does not match its breakdown")


def most_stations_seat(st: OrleansState) -> int:
    return most_stations([st.stations_on_map(p) for p in range(st.players)])
