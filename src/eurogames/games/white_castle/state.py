"""The White Castle state: fields, set-up (§2), legal actions and apply dispatch.

All fields are plain lists, ints, strings and tuples so that ``clone`` is a handful of
list copies. The turn engine (task stack, effects, handlers) is in rules.py.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from eurogames.core import Action, Chance, Event, InvariantError, ScoreBreakdown, State
from eurogames.core.types import Json, Seat

from . import rules
from .data import (
    ACTIONS,
    CARDS,
    COIN,
    CP,
    DAIMYO,
    DECREES,
    DIE_TILES,
    DIPLOMATS,
    FOOD,
    IRON,
    PEARL,
    PLANTS,
    POT_MAX,
    RESOURCE_CAP,
    RESOURCES,
    SEAL,
    SEAL_CAP,
    STEWARDS,
    STONES,
    WORKERS_PER_TYPE,
    YARD_TILES,
)
from .scoring import breakdown

_TILES_BY_COLOUR: Final = tuple(tuple(t for t in DIE_TILES if t[0] == c) for c in range(3))
_PLAIN_S: Final = tuple(c.id for c in STEWARDS if not c.diamond)
_PLAIN_D: Final = tuple(c.id for c in DIPLOMATS if not c.diamond)
_ALL_S: Final = tuple(c.id for c in STEWARDS)
_ALL_D: Final = tuple(c.id for c in DIPLOMATS)
_DIAMONDS: Final = tuple(c.id for c in STEWARDS + DIPLOMATS if c.diamond)
_DARK_KIND: Final = {c.id: next(e[1] for b in c.blocks if not b.light for e in b.effects)
              for c in STEWARDS + DIPLOMATS}
_DAIMYO_IDS: Final = tuple(sorted(DAIMYO))
_YARD_IDS: Final = tuple(sorted(YARD_TILES))
_RES_IDS: Final = tuple(c.id for c in RESOURCES)
_ACT_IDS: Final = tuple(c.id for c in ACTIONS)
_CARD_IDS: Final = tuple(sorted(CARDS))


def deal_die_tiles(rng: Chance) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, Any], ...]]:
    """Die tiles (§1.4, §2.1): room colours and the two Well tiles.

    One tile of each colour on the ♦ spaces (one per steward room), then the shuffled rest
    fill the rooms in order; a tile that would leave a room all one colour is moved on to
    the next space. When the tiles left cannot avoid a one-colour room (the last diplomat
    room can be left with tiles of its first tile's colour only), the deal starts over:
    no room may show a single colour.
    """
    sizes = (3, 3, 3, 2, 2)
    while True:
        tiles = list(DIE_TILES)
        first = []
        for colour in rng.sample((0, 1, 2), 3):
            t = rng.choice(_TILES_BY_COLOUR[colour])
            tiles.remove(t)
            first.append(t)
        rng.shuffle(tiles)
        rooms: list[list[int]] = [[first[0][0]], [first[1][0]], [first[2][0]], [], []]
        for r in range(5):
            while len(rooms[r]) < sizes[r]:
                pick = 0
                if len(rooms[r]) == sizes[r] - 1 and len(set(rooms[r])) == 1:
                    for i, t in enumerate(tiles):
                        if t[0] != rooms[r][0]:
                            pick = i
                            break
                rooms[r].append(tiles.pop(pick)[0])
        if all(len(set(r)) > 1 for r in rooms):
            return tuple(tuple(r) for r in rooms), tuple(tiles)


class PlayerBoard:
    """One clan's Personal Domain and pieces (§1.12, §1.15)."""

    __slots__: ClassVar[tuple[str, ...]] = (
        "courtiers",
        "domain",
        "home",
        "lantern",
        "pot",
        "res",
        "slots",
        "stamp",
        "turns",
        "warriors",
    )

    def __init__(self) -> None:
        self.res = [0, 0, 0, 0, 0, 0]
        """food, iron, pearl, coins, seals, CP during the game (data.FOOD..CP)."""
        self.pot = 0
        """Passage of Time position 0-20."""
        self.stamp = 0
        """Arrival stamp on the Passage of Time: higher = on top of a stack (§1.14)."""
        self.home = [WORKERS_PER_TYPE] * 3
        """Courtiers, gardeners, warriors still on the domain."""
        self.courtiers = [0, 0, 0, 0]
        """Courtiers at the Gate, 1st, 2nd, 3rd floor."""
        self.warriors = [0, 0, 0]
        """Warriors in yards 1, 3, 5."""
        self.slots: list[str] = ["", "", ""]
        """The action card lined up with each domain row (the same card thrice with one slot)."""
        self.lantern: list[str] = []
        """Cards in the Lantern area."""
        self.domain = [0, 0, 0]
        """Die value on each domain row this round (0: none)."""
        self.turns = 0
        """Turns taken in the game."""

    @property
    def action(self) -> str:
        """The action card (of the top row; with one slot, the only one)."""
        return self.slots[0]

    @action.setter
    def action(self, card: str) -> None:
        self.slots = [card, card, card]

    def clone(self) -> PlayerBoard:
        pb = PlayerBoard.__new__(PlayerBoard)
        pb.res = self.res[:]
        pb.pot = self.pot
        pb.stamp = self.stamp
        pb.home = self.home[:]
        pb.courtiers = self.courtiers[:]
        pb.warriors = self.warriors[:]
        pb.slots = self.slots[:]
        pb.lantern = self.lantern[:]
        pb.domain = self.domain[:]
        pb.turns = self.turns
        return pb

    def to_json(self) -> Json:
        return {k: (list(getattr(self, k)) if isinstance(getattr(self, k), list) else getattr(self, k))
                for k in self.__slots__}

    @classmethod
    def from_json(cls, d: Json) -> PlayerBoard:
        pb = PlayerBoard.__new__(PlayerBoard)
        for k in cls.__slots__:
            v = d[k]
            setattr(pb, k, list(v) if isinstance(v, list) else v)
        return pb


def _tup(x: Any) -> Any:
    """JSON lists back to tuples (frames, tiles, effects)."""
    if type(x) is list:
        return tuple([_tup(y) if type(y) is list else y for y in x])
    return x


def _lists(x: Any) -> Any:
    """Tuples (frames, tiles, effects) to JSON lists, as a JSON round trip gives them: the inverse of ``_tup``."""
    if type(x) is tuple or type(x) is list:
        return [_lists(y) if type(y) is tuple or type(y) is list else y for y in x]
    return x


def _list_tup(x: Any) -> Any:
    return _tup(x) if isinstance(x, list) else x


class WhiteCastleState(State):
    """A game of The White Castle in progress."""

    events: list[Event]
    """Events of the action being applied."""
    opts: tuple[Action, ...] | None
    """Cached options of the pending decision (None: recompute)."""
    box: list[str]
    """Cards out of play (♦ cards with 2 players, unchosen starting cards, unused decrees)."""
    room_tiles: tuple[tuple[int, ...], ...]
    """Die-tile colours of the 5 castle rooms (rows of a steward room, blocks of a diplomat room)."""
    well: tuple[tuple[int, tuple[Any, ...]], ...]
    """The two Well die tiles (colour, reward)."""
    deck_s: list[str]
    """Face-down Steward deck (a set: drawn with rng.pop_random when turned up)."""
    deck_d: list[str]
    """Face-down Diplomat deck."""
    room_cards: list[str | None]
    """The card in each castle room (None only between a promotion and its refill)."""
    daimyo: str
    """The Daimyo's Favor card on the 3rd floor."""
    daimyo_spaces: list[int]
    """Seat on each of its three bonus spaces (-1: free)."""
    gardens: tuple[str, ...]
    """Garden card of each plot: 2c plant and 2c+1 stone under bridge c."""
    gardeners: list[int]
    """Bitmask of the seats with a gardener on each plot."""
    yard_tiles: tuple[tuple[tuple[str, str], ...], ...]
    """(tile, face B/Y) on yards 1, 3, 5."""
    bridges: list[list[int]]
    """Dice values on each bridge, left to right."""
    lone_right: list[bool]
    """A lone die on the bridge sits in the right slot."""
    spaces: list[list[tuple[int, int, int]]]
    """Dice (colour, value, seat) on the 8 main-board spaces, bottom first."""
    held: tuple[int, int, bool] | None
    """The taken die (colour, value, from the left end) until placed."""
    p: list[PlayerBoard]
    order: list[int]
    """Turn order (heron track)."""
    next_stamp: int
    pairs: list[tuple[str, str] | None]
    """Starting pairs of the draft."""
    round: int
    turn: int
    """Turns started in this round."""
    phase: str
    """draft | play | over"""
    actor: int
    rows_used: int
    """Domain rows activated this turn (bitmask, §6.5)."""
    stack: list[tuple[Any, ...]]
    """The task stack (rules.py)."""

    def __init__(self) -> None:
        pass

    # ----- set-up (§2) ---------------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: dict[str, Any], rng: Chance) -> WhiteCastleState:
        st = cls()
        st._init_base(players, options, rng)
        st.events = []
        st.opts = None
        st.box = [c.id for c in DECREES]
        # 1. die tiles: one of each colour on the ♦ spaces, then fill, no monochrome room
        st.room_tiles, st.well = deal_die_tiles(rng)
        # 2. castle cards (♦ removed with 2 players), re-deal if all dark blocks match
        st.deck_s = []
        st.deck_d = []
        if players <= 2:
            st.deck_s = list(_PLAIN_S)
            st.deck_d = list(_PLAIN_D)
            st.box.extend(_DIAMONDS)
        else:
            st.deck_s = list(_ALL_S)
            st.deck_d = list(_ALL_D)
        while True:
            dealt = [rng.pop_random(st.deck_s) for _ in range(3)] + \
                [rng.pop_random(st.deck_d) for _ in range(2)]
            kinds = {_DARK_KIND[c] for c in dealt}
            if len(kinds) > 1:
                st.room_cards = list(dealt)
                break
            st.deck_s.extend(dealt[:3])
            st.deck_d.extend(dealt[3:])
            st.deck_s.sort()
            st.deck_d.sort()
        st.daimyo = rng.choice(_DAIMYO_IDS)
        st.daimyo_spaces = [-1, -1, -1]
        # 3. gardens: a plant and a stone under each bridge (plot 2c plant, 2c+1 stone)
        plants = rng.sample(PLANTS, 3)
        stones = rng.sample(STONES, 3)
        st.gardens = tuple(g for c in range(3) for g in (plants[c], stones[c]))
        st.gardeners = [0] * 6
        # 4. yard tiles: Y1 yellow, Y3 blue, Y5 blue + yellow
        yt = rng.sample(_YARD_IDS, 4)
        st.yard_tiles = (((yt[0], "Y"),), ((yt[1], "B"),), ((yt[2], "B"), (yt[3], "Y")))
        # 5. dice
        rules.roll_dice(st)
        st.spaces = [[] for _ in range(8)]
        st.held = None
        # 6-7. players, random turn order, first player on top of the Passage stack
        st.p = [PlayerBoard() for _ in range(players)]
        order = list(range(players))
        rng.shuffle(order)
        st.order = order
        for i, s in enumerate(order):
            st.p[s].stamp = players - i
        st.next_stamp = players + 1
        # 8. starting pairs, drafted in reverse turn order
        res_ids = rng.sample(_RES_IDS, players + 1)
        act_ids = rng.sample(_ACT_IDS, players + 1)
        st.pairs = [(r, a) for r, a in zip(res_ids, act_ids)]
        st.box.extend(c.id for c in RESOURCES if c.id not in res_ids)
        st.box.extend(c.id for c in ACTIONS if c.id not in act_ids)
        st.round = 1
        st.turn = 0
        st.phase = "draft"
        st.actor = order[-1]
        st.rows_used = 0
        st.stack = []
        for s in order:
            st.stack.append(("pick",))
            st.stack.append(("actor", s))
        rules.run(st)
        return st

    # ----- contract --------------------------------------------------------------------

    def active_players(self) -> list[Seat]:
        return [] if self.phase == "over" else [self.actor]

    def is_over(self) -> bool:
        return self.phase == "over"

    def _legal_actions(self, seat: Seat) -> list[Action]:
        if self.opts is None:
            rules.run(self)
        return list(self.opts or ())

    def legal_actions(self, seat: Seat | None = None) -> tuple[Action, ...]:
        if self.phase == "over":
            return ()
        if seat is None or seat == self.actor:
            if self.opts is None:
                rules.run(self)
            return self.opts or ()
        return ()

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        return rules.apply_action(self, seat, action)

    def apply(self, seat: Seat, action: Any) -> list[Event]:
        # Fast path for the common case: a listed action of the actor (the listing is empty
        # once the game is over and holds only interned actions, found by identity).
        opts = self.opts
        if opts is not None and seat == self.actor and action in opts:
            self._legal = {}
            events = rules.apply_action(self, seat, action)
            self.move_number = self.move_number + 1  # not +=: mypyc crashes on it (attribute of the base class)
            return events
        return super().apply(seat, action)

    def _explain_illegal(self, seat: Seat, action: Action) -> str | None:
        """Name the pending decision (never hidden information)."""
        if not self.stack:
            return None
        from .render import _FRAME_LABEL
        k = self.stack[-1][0]
        if k == "place" and action.type == "place":
            return "that space is full, refuses the die's colour, or costs more coins than you have"
        return f"the pending decision is: {_FRAME_LABEL.get(k, k)}"

    def scores(self) -> list[ScoreBreakdown]:
        pos = {s: i for i, s in enumerate(self.order)}
        out = []
        for s, pb in enumerate(self.p):
            r = pb.res
            bit = 1 << s
            out.append(breakdown(
                cp=r[CP], coins=r[COIN], seals=r[SEAL], food=r[FOOD], iron=r[IRON], pearl=r[PEARL],
                pot=pb.pot, courtiers=pb.courtiers, warriors=pb.warriors,
                gardens=[g for i, g in enumerate(self.gardens) if self.gardeners[i] & bit],
                order_position=pos[s]))
        return out

    def view(self, seat: Seat | None) -> Json:
        from .view import view
        return view(self, seat)

    def determinize(self, seat: Seat | None, rng: Chance) -> WhiteCastleState:
        from .view import determinize
        return determinize(self, seat, rng)

    def clone(self) -> WhiteCastleState:
        st = WhiteCastleState.__new__(WhiteCastleState)
        st.players = self.players
        st.options = self.options
        st.rng = self.rng.clone()
        st.move_number = self.move_number
        st._legal = {}
        st.events = []
        st.opts = self.opts
        st.box = self.box[:]
        st.room_tiles = self.room_tiles
        st.well = self.well
        st.deck_s = self.deck_s[:]
        st.deck_d = self.deck_d[:]
        st.room_cards = self.room_cards[:]
        st.daimyo = self.daimyo
        st.daimyo_spaces = self.daimyo_spaces[:]
        st.gardens = self.gardens
        st.gardeners = self.gardeners[:]
        st.yard_tiles = self.yard_tiles
        st.bridges = [b[:] for b in self.bridges]
        st.lone_right = self.lone_right[:]
        st.spaces = [s[:] for s in self.spaces]
        st.held = self.held
        st.p = [pb.clone() for pb in self.p]
        st.order = self.order[:]
        st.next_stamp = self.next_stamp
        st.pairs = self.pairs[:]
        st.round = self.round
        st.turn = self.turn
        st.phase = self.phase
        st.actor = self.actor
        st.rows_used = self.rows_used
        st.stack = self.stack[:]
        return st

    _JSON_FIELDS: ClassVar[tuple[str, ...]] = ("box", "room_tiles", "well", "deck_s", "deck_d", "room_cards", "daimyo",
                    "daimyo_spaces", "gardens", "gardeners", "yard_tiles", "bridges", "lone_right",
                    "spaces", "held", "order", "next_stamp", "pairs", "round", "turn", "phase",
                    "actor", "rows_used", "stack")

    _FLAT_FIELDS: ClassVar[frozenset[str]] = frozenset(("box", "deck_s", "deck_d", "room_cards", "daimyo_spaces", "gardeners", "lone_right",
                              "order"))
    """Fields that are lists of strings, numbers, booleans or None (a shallow copy is a JSON copy)."""

    def _to_json(self) -> Json:
        flat = self._FLAT_FIELDS
        out = {k: list(v) if k in flat else _lists(v) for k in self._JSON_FIELDS for v in (getattr(self, k),)}
        out["p"] = [pb.to_json() for pb in self.p]
        return out

    @classmethod
    def _from_json(cls, data: Json, players: int, options: dict[str, Any],
                   rng: Chance) -> WhiteCastleState:
        st = cls()
        st._init_base(players, options, rng)
        st.events = []
        st.opts = None
        st.box = list(data["box"])
        st.room_tiles = _tup(data["room_tiles"])
        st.well = _tup(data["well"])
        st.deck_s = list(data["deck_s"])
        st.deck_d = list(data["deck_d"])
        st.room_cards = list(data["room_cards"])
        st.daimyo = data["daimyo"]
        st.daimyo_spaces = list(data["daimyo_spaces"])
        st.gardens = _tup(data["gardens"])
        st.gardeners = list(data["gardeners"])
        st.yard_tiles = _tup(data["yard_tiles"])
        st.bridges = [list(b) for b in data["bridges"]]
        st.lone_right = list(data["lone_right"])
        st.spaces = [[_tup(d) for d in s] for s in data["spaces"]]
        st.held = _list_tup(data["held"])
        st.order = list(data["order"])
        st.next_stamp = data["next_stamp"]
        st.pairs = [_list_tup(p) for p in data["pairs"]]
        st.round = data["round"]
        st.turn = data["turn"]
        st.phase = data["phase"]
        st.actor = data["actor"]
        st.rows_used = data["rows_used"]
        st.stack = [_tup(f) for f in data["stack"]]
        st.p = [PlayerBoard.from_json(d) for d in data["p"]]
        return st

    def invalidate(self) -> None:
        """After editing fields by hand: drop cached options and legal actions."""
        self._legal = {}
        self.opts = None

    # ----- invariants ---------------------------------------------------------------------

    def check_invariants(self) -> None:
        n = self.players
        # cards conserved
        seen = list(self.box) + self.deck_s + self.deck_d + [c for c in self.room_cards if c]
        for pr in self.pairs:
            if pr is not None:
                seen.extend(pr)
        for pb in self.p:
            seen.extend(c for c in set(pb.slots) if c)
            seen.extend(pb.lantern)
        seen.extend(fr[1] for fr in self.stack if fr[0] == "slot")
        pending_refill = sum(1 for fr in self.stack if fr[0] == "refill")
        if tuple(sorted(seen)) != _CARD_IDS:
            raise InvariantError("cards are not conserved")
        if self.room_cards.count(None) != pending_refill:
            raise InvariantError("a castle room lost its card")
        if any(CARDS[c].kind != "steward" for c in self.deck_s) or \
                any(CARDS[c].kind != "diplomat" for c in self.deck_d):
            raise InvariantError("a card is in the wrong deck")
        # workers, resources
        for s, pb in enumerate(self.p):
            bit = 1 << s
            if pb.home[0] + sum(pb.courtiers) != WORKERS_PER_TYPE:
                raise InvariantError(f"seat {s}: courtiers not conserved")
            if pb.home[1] + sum(1 for g in self.gardeners if g & bit) != WORKERS_PER_TYPE:
                raise InvariantError(f"seat {s}: gardeners not conserved")
            if pb.home[2] + sum(pb.warriors) != WORKERS_PER_TYPE:
                raise InvariantError(f"seat {s}: warriors not conserved")
            r = pb.res
            if min(r) < 0 or max(r[FOOD], r[IRON], r[PEARL]) > RESOURCE_CAP or r[SEAL] > SEAL_CAP:
                raise InvariantError(f"seat {s}: resources out of range {r}")
            if not 0 <= pb.pot <= POT_MAX:
                raise InvariantError(f"seat {s}: Passage of Time out of range")
        if sum(self.p[s].courtiers[3] for s in range(n)) < sum(1 for x in self.daimyo_spaces if x >= 0):
            raise InvariantError("more Daimyo spaces taken than courtiers on the 3rd floor")
        # dice conserved (rounds of play)
        if self.phase in ("play", "draft"):
            placed = sum(len(sp) for sp in self.spaces) + sum(
                1 for pb in self.p for v in pb.domain if v)
            total = sum(len(b) for b in self.bridges) + placed + (1 if self.held else 0)
            if total != 3 * (n + 1):
                raise InvariantError(f"dice not conserved: {total}")
            if placed + (1 if self.held else 0) > self.turn:
                raise InvariantError("more dice placed than turns taken")
        # round structure: exactly 3 turns per player per round, 3 rounds
        for i, s in enumerate(self.order):
            pb = self.p[s]
            if self.phase == "over":
                expected = 9
            elif self.phase == "draft":
                expected = 0
            else:
                expected = 3 * (self.round - 1) + sum(1 for t in range(self.turn) if t % n == i)
            if pb.turns != expected:
                raise InvariantError(f"seat {s} took {pb.turns} turns, expected {expected}")
        if not 1 <= self.round <= 3:
            raise InvariantError("round out of range")
        scores = self.scores()
        for sc in scores:
            if sc.total != sum(sc.categories.values()):
                raise InvariantError("score total differs from its breakdown")

