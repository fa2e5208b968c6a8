"""The state of a Castles of Burgundy game: flat lists of ints, copied by hand.

Layout (P = players, p = seat):

- ``dep[d * 8 + s]``: tile id in slot ``s`` of depot ``d`` (-1 empty); depot 0 is the
  black depot (8 slots), depots 1..6 use slots 0..3 (§1.4, §1.5).
- ``dgoods[d * 7 + c]``: goods of colour ``c`` lying in depot ``d``.
- ``estate[p * 37 + space]``: tile id or -1; ``rfill[p * R + region]`` and
  ``cfill[p * 6 + colour]`` count filled spaces, ``opn[p * 37 + space]`` is 1 for an
  empty space next to a placed tile (derived, checked by ``check_invariants``).
- ``goods[p * 7 + c]``, ``sold[p * 7 + c]``: goods in storage and in the sold pile.
- ``vp[p * 6 + category]``: points scored during play (see ``scoring.CATEGORIES``).
- ``modes``: the stack of pending decisions of the active seat (empty: the turn's
  top level). See ``rules.py``.

Transitions live in ``rules.py``; visibility in ``view.py``; points in ``scoring.py``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from eurogames.core import Action, Chance, Event, InvariantError, ScoreBreakdown, State
from eurogames.core.types import Json, Seat

from . import data as D
from . import rules, scoring, view


class CobState(State):
    """One game of The Castles of Burgundy."""

    board: D.Board
    ed2011: bool
    """2011 rules (knowledge #6/#15/#26 values, no purchase during an action)."""
    phase: int
    """0..4 = A..E; 5 once the game is over."""
    round: int
    turn_idx: int
    order: list[int]
    """Turn order of the current round (read from the track at round start)."""
    over: bool
    start_player: int
    dice: list[int]
    used: list[int]
    """Which of the active seat's two dice are used this turn."""
    white: int
    bought: int
    modes: list[int]
    cur_die: int
    ship_first: int
    goods_depot: int
    dep: list[int]
    dgoods: list[int]
    piles: list[list[int]]
    """Face-down piles: kinds 0..5 (coloured backs) and 6 (black backs); order is hidden."""
    removed: list[int]
    round_goods: list[int]
    """Face-up goods of the current phase still waiting for their round."""
    goods_pool: list[int]
    """Face-down goods (later phases and set-aside leftovers) per colour: hidden."""
    estate: list[int]
    opn: list[int]
    storage: list[list[int]]
    goods: list[int]
    sold: list[int]
    silver: list[int]
    workers: list[int]
    know: list[int]
    """Bit mask of placed knowledge tile numbers per seat."""
    vp: list[int]
    rfill: list[int]
    cfill: list[int]
    bonus_owner: list[int]
    """Seat holding the large (colour*2) and small (colour*2+1) bonus tile, or -1."""
    track_pos: list[int]
    track_stamp: list[int]
    """Higher stamp = higher in a stack on the turn-order track."""
    stamp: int
    setup_left: list[int]
    """Seats still to place their starting castle (advanced set-up)."""

    def __init__(self) -> None:
        pass

    # ----- construction ---------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: dict[str, Any], rng: Chance) -> CobState:
        st = cls()
        st._init_base(players, options, rng)
        board = D.BOARD_TABLES[int(options["board"])]
        st.board = board
        st.ed2011 = options["rules"] == "2011"
        st.phase = 0
        st.round = 0
        st.turn_idx = 0
        st.order = list(range(players))
        st.over = False
        st.dice = [0] * (2 * players)
        st.used = [0, 0]
        st.white = 0
        st.bought = 0
        st.modes = []
        st.cur_die = 0
        st.ship_first = 0
        st.goods_depot = 0
        st.dep = [-1] * 56
        st.dgoods = [0] * 49
        st.piles = [[] for _ in range(7)]
        for t in range(D.NUM_TILES):
            st.piles[6 if D.TILE_BLACK[t] else D.TILE_KIND[t]].append(t)
        st.removed = []
        st.round_goods = []
        st.goods_pool = [0] + [D.GOODS_PER_COLOUR] * D.GOODS_COLOURS
        st.estate = [-1] * (D.SPACES * players)
        st.opn = [0] * (D.SPACES * players)
        st.storage = [[] for _ in range(players)]
        st.goods = [0] * (7 * players)
        st.sold = [0] * (7 * players)
        st.silver = [D.START_SILVER] * players
        st.workers = [0] * players
        st.know = [0] * players
        st.vp = [0] * (6 * players)
        st.rfill = [0] * (board.num_regions * players)
        st.cfill = [0] * (6 * players)
        st.bonus_owner = [-1] * 12
        st.track_pos = [0] * players
        st.track_stamp = [0] * players
        st.stamp = 0
        st.setup_left = []
        rules.setup(st, options)
        return st

    # ----- contract ---------------------------------------------------------------

    def active_players(self) -> list[Seat]:
        if self.over:
            return []
        if self.setup_left:
            return [self.setup_left[0]]
        return [self.order[self.turn_idx]]

    def is_over(self) -> bool:
        return self.over

    def _legal_actions(self, seat: Seat) -> list[Action]:
        return rules.legal(self, seat)

    def legal_actions(self, seat: Seat | None = None) -> tuple[Action, ...]:
        # State.legal_actions for the one seat ``active_players`` names, found without building
        # its list (a playout asks at every decision).
        if self.over:
            return ()
        actor = self.setup_left[0] if self.setup_left else self.order[self.turn_idx]
        if seat is None:
            seat = actor
        elif seat != actor:
            return ()
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._legal[seat] = tuple(rules.legal(self, seat))
        return cached

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        return rules.apply(self, seat, action)

    def apply(self, seat: Seat, action: Any) -> list[Event]:
        # Fast path of State.apply: an action listed for this seat (the listing holds interned
        # actions, found by identity). Anything else goes through the core's full check.
        listed = self._legal.get(seat) if type(seat) is int else None
        if listed and action in listed:
            self._legal = {}
            events = rules.apply(self, seat, action)
            self.move_number = self.move_number + 1  # not +=: mypyc crashes on it (attribute of the base class)
            return events
        return super().apply(seat, action)

    def _explain_illegal(self, seat: Seat, action: Action) -> str | None:
        return rules.explain_illegal(self, seat, action)

    def scores(self) -> list[ScoreBreakdown]:
        return scoring.scores(self)

    def view(self, seat: Seat | None) -> Json:
        return view.view(self, seat)

    def determinize(self, seat: Seat | None, rng: Chance) -> CobState:
        return view.determinize(self, seat, rng)

    def clone(self) -> CobState:
        st = CobState.__new__(CobState)
        st.players = self.players
        st.options = self.options
        st.rng = self.rng.clone()
        st.move_number = self.move_number
        st._legal = dict(self._legal)
        st.board = self.board
        st.ed2011 = self.ed2011
        st.phase = self.phase
        st.round = self.round
        st.turn_idx = self.turn_idx
        st.order = self.order[:]
        st.over = self.over
        st.start_player = self.start_player
        st.dice = self.dice[:]
        st.used = self.used[:]
        st.white = self.white
        st.bought = self.bought
        st.modes = self.modes[:]
        st.cur_die = self.cur_die
        st.ship_first = self.ship_first
        st.goods_depot = self.goods_depot
        st.dep = self.dep[:]
        st.dgoods = self.dgoods[:]
        st.piles = [p[:] for p in self.piles]
        st.removed = self.removed[:]
        st.round_goods = self.round_goods[:]
        st.goods_pool = self.goods_pool[:]
        st.estate = self.estate[:]
        st.opn = self.opn[:]
        st.storage = [s[:] for s in self.storage]
        st.goods = self.goods[:]
        st.sold = self.sold[:]
        st.silver = self.silver[:]
        st.workers = self.workers[:]
        st.know = self.know[:]
        st.vp = self.vp[:]
        st.rfill = self.rfill[:]
        st.cfill = self.cfill[:]
        st.bonus_owner = self.bonus_owner[:]
        st.track_pos = self.track_pos[:]
        st.track_stamp = self.track_stamp[:]
        st.stamp = self.stamp
        st.setup_left = self.setup_left[:]
        return st

    # ----- JSON ---------------------------------------------------------------------

    _FIELDS: ClassVar[tuple[str, ...]] = ("phase", "round", "turn_idx", "order", "over", "start_player", "dice", "used", "white",
               "bought", "modes", "cur_die", "ship_first", "goods_depot", "dep", "dgoods", "piles",
               "removed", "round_goods", "goods_pool", "estate", "opn", "storage", "goods", "sold", "silver",
               "workers", "know", "vp", "rfill", "cfill", "bonus_owner", "track_pos", "track_stamp",
               "stamp", "setup_left")

    def _to_json(self) -> Json:
        copy = self.clone()   # clone copies every mutable field: the result shares nothing with self
        return {f: getattr(copy, f) for f in self._FIELDS}

    @classmethod
    def _from_json(cls, data: Json, players: int, options: dict[str, Any], rng: Chance) -> CobState:
        st = cls()
        st._init_base(players, options, rng)
        st.board = D.BOARD_TABLES[int(options["board"])]
        st.ed2011 = options["rules"] == "2011"
        for f in cls._FIELDS:
            setattr(st, f, data[f])
        return st.clone()     # shares nothing with ``data``

    # ----- invariants ---------------------------------------------------------------

    def check_invariants(self) -> None:
        try:
            rules.check(self)
        except AssertionError as e:
            raise InvariantError(f"castles_of_burgundy: {e}") from None
