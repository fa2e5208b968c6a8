"""The state of The Castles of Burgundy: The Card Game: fields, legality, dispatch.

Everything is plain lists and ints so ``clone`` copies by hand in a few microseconds.
Action cards are ids 0..113 (``data.CARD_DIE/CARD_TYPE/CARD_KIND``); goods and animals
are kind indices. The action deck and Aaron's set-aside cards are unordered lists: a
draw takes a random element at the moment of drawing (cards revealed together share one
chance outcome), so the hidden order is only the RNG's future. A personal pile is dealt
in random order and seen by nobody; drawing from it takes its last card (equivalent; and
determinize re-samples it). Goods/animal piles are face up: their last
element is the visible top; the rest is hidden and unordered.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from eurogames.core import Action, Chance, Event, InvariantError, ScoreBreakdown, State
from eurogames.core.types import Json, Seat

from . import rules
from .data import (
    ALL7_BY_PLAYERS,
    ANIMAL_COPIES,
    CARD_TYPE,
    CLOISTER,
    GOODS_COPIES,
    MAX_PROJECTS,
    NUM_ACTION_CARDS,
    ROUNDS,
    SOLO_RIVAL_PILES,
    TURNS,
    TYPE_NAMES,
)
from .scoring import player_score, rival_score


class Player:
    """One seat's cards (§2)."""

    __slots__: ClassVar[tuple[str, ...]] = ("hand", "pile", "projects", "estate", "cols", "colors", "goods", "animals", "sold",  # noqa: RUF023
                 "silver", "workers", "vp", "first", "all7", "rival_cloister_vp")

    def __init__(self) -> None:
        self.hand: list[int] = []
        """Action cards in hand (hidden from the others)."""
        self.pile: list[int] = []
        """This round's face-down personal pile (hidden from everyone), in random order."""
        self.projects: list[int] = []
        self.estate: list[int] = []
        """Placed cards in placement order, each ``card * 8 + column``."""
        self.cols: list[int] = [0] * 7
        """Cards per estate column (a wild cloister counts in the column it joined)."""
        self.colors = 0
        """Bit mask of the printed types present in the estate (All 7 types, U8)."""
        self.goods: list[int] = [0, 0, 0]
        self.animals: list[int] = [0, 0, 0, 0]
        self.sold: list[int] = [0, 0, 0]
        self.silver = 0
        self.workers = 0
        self.vp = 0
        """Points of VP cards (trading, Watchtower, round bonus, rival's cloisters)."""
        self.first = 0
        """Bit mask of the "1." bonus cards held, by column type."""
        self.all7 = 0
        """Value of the "All 7 types" card held (0: none)."""
        self.rival_cloister_vp = 0
        """Solo: the part of ``vp`` received for the rival's cloisters (for the display)."""

    def clone(self) -> Player:
        q = Player.__new__(Player)
        q.hand = self.hand[:]
        q.pile = self.pile[:]
        q.projects = self.projects[:]
        q.estate = self.estate[:]
        q.cols = self.cols[:]
        q.colors = self.colors
        q.goods = self.goods[:]
        q.animals = self.animals[:]
        q.sold = self.sold[:]
        q.silver = self.silver
        q.workers = self.workers
        q.vp = self.vp
        q.first = self.first
        q.all7 = self.all7
        q.rival_cloister_vp = self.rival_cloister_vp
        return q

    def to_json(self) -> Json:
        # a snapshot: the lists copied (later moves must not reach into what a caller keeps)
        return {k: _snapshot(getattr(self, k)) for k in self.__slots__}

    @classmethod
    def from_json(cls, d: Json) -> Player:
        # field by field like ``clone`` (a loop of setattr calls took twice as long)
        q = Player.__new__(Player)
        q.hand = list(d["hand"])
        q.pile = list(d["pile"])
        q.projects = list(d["projects"])
        q.estate = list(d["estate"])
        q.cols = list(d["cols"])
        q.colors = d["colors"]
        q.goods = list(d["goods"])
        q.animals = list(d["animals"])
        q.sold = list(d["sold"])
        q.silver = d["silver"]
        q.workers = d["workers"]
        q.vp = d["vp"]
        q.first = d["first"]
        q.all7 = d["all7"]
        q.rival_cloister_vp = d["rival_cloister_vp"]
        return q



def _snapshot(v: Any) -> Any:
    """``v`` with its lists copied, two levels deep (the state's fields are ints, lists of ints
    and lists of lists of ints): what ``to_json`` returns shares no list with the state."""
    if type(v) is list:
        return [x[:] if type(x) is list else x for x in v]
    return v

_STATE_FIELDS: Final = ("round", "turn", "order", "start", "cur", "deck", "discard", "display", "goods_piles",
                 "animal_piles", "first_avail", "all7_stack", "start_holder", "start_side", "stack",
                 "drew", "turn_done", "over", "solo_lost", "rival_pool", "rival_cards", "rival_cols",
                 "rival_first", "rival_all7")


class BurgundyCardState(State):
    """One game of The Castles of Burgundy: The Card Game (1-4 players)."""

    def __init__(self) -> None:
        pass

    def _init(self, players: int, options: dict[str, Any], rng: Chance) -> None:
        self._init_base(players, options, rng)
        self.solo = players == 1
        self._read_options()
        self.ps = [Player() for _ in range(players)]
        self.round = 0
        self.turn = 0
        self.order = 0
        """Position of the current player in this round's turn order."""
        self.start = 0
        """This round's start player."""
        self.cur = 0
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.display: list[list[int]] = [[] for _ in range(6)]
        self.goods_piles: list[list[int]] = [[], []]
        self.animal_piles: list[list[int]] = [[], []]
        self.first_avail = 127
        """Bit mask of the "1." bonus cards still on the table."""
        self.all7_stack: list[int] = []
        """"All 7 types" cards left, top (highest) last."""
        self.start_holder = 0
        self.start_side = 0
        """0: front ("1") up; 1: "?" side up (someone sold goods this round)."""
        self.stack: list[tuple[int, ...]] = []
        self.drew = False
        """The current player used the 3-silver draw this turn."""
        self.turn_done = False
        self.over = False
        self.solo_lost = False
        self.gen = 0
        """How many times the discard pile has been reshuffled into a new deck (§8.6)."""
        self.tag: list[int] = [0] * NUM_ACTION_CARDS
        """Per action card: the generation of the deck it was last shuffled into (public
        knowledge: the discard pile is face up). Replaced on a reshuffle, never edited in place."""
        self.rival_pool: list[int] = []
        """Solo: Aaron's set-aside face-down cards not yet revealed."""
        self.rival_cards: list[int] = []
        self.rival_cols: list[int] = [0] * 7
        self.rival_first = 0
        self.rival_all7 = 0

    def _read_options(self) -> None:
        o = self.options
        # typed: compiled, a flag read by the listing is then a native bool, not an object
        self.any_of_four: bool = o.get("overflow_discard") == "any_of_four"
        self.all7_by_column: bool = o.get("all7_cloister") == "column_type"
        self.wild_any: bool = o.get("cloister_wild_scope", "any") == "any"
        self.enforce = bool(o.get("enforce_physical_supply", False))
        self.tiebreak_all: bool = o.get("tiebreak_animals") == "all"
        self.solo_start_vp = bool(o.get("solo_start_card_vp", True))

    @classmethod
    def start_game(cls, players: int, options: dict[str, Any], rng: Chance) -> BurgundyCardState:
        st = cls()
        st._init(players, options, rng)
        rules.setup(st, [])
        return st

    # ----- contract -------------------------------------------------------------------------

    def active_players(self) -> list[Seat]:
        return [] if self.over else [self.cur]

    def is_over(self) -> bool:
        return self.over

    def _legal_actions(self, seat: Seat) -> list[Action]:
        return rules.legal_actions(self, seat)

    def legal_actions(self, seat: Seat | None = None) -> tuple[Action, ...]:
        # The core's method for a game with one active seat, ``cur``, while it runs (playouts
        # call it at every decision; the core's asks ``is_over`` and ``active_players`` first).
        # The listing is cached in the core's ``_legal`` as there; an inactive seat gets ().
        if self.over:
            return ()
        cur = self.cur
        if seat is not None and seat != cur:
            return ()
        cached = self._legal.get(cur)
        if cached is None:
            cached = self._legal[cur] = tuple(rules.legal_actions(self, cur))
        return cached

    def apply(self, seat: Seat, action: Any) -> list[Event]:
        # Fast path of the core's ``apply``: an action of the listing made for this seat (it
        # holds only interned actions, found by identity). Anything else is checked in full there.
        # ``_apply``'s two calls are written out here: a method call costs as much as they do
        # (compiled, more: this class's methods are called as Python methods).
        listed = self._legal.get(seat) if type(seat) is int else None
        if listed and action in listed:
            self._legal = {}
            ev: list[Event] = []
            rules.HANDLERS[type(action)](self, seat, action, ev)
            rules.settle(self, ev)
            self.move_number = self.move_number + 1  # not +=: mypyc crashes on it (attribute of the base class)
            return ev
        return super().apply(seat, action)

    def _apply(self, seat: Seat, action: Any) -> list[Event]:
        ev: list[Event] = []
        rules.HANDLERS[type(action)](self, seat, action, ev)
        rules.settle(self, ev)
        return ev

    def _explain_illegal(self, seat: Seat, action: Any) -> str | None:
        """A reason naming only the acting seat's own cards and public information."""
        from . import actions as A
        from .data import CARD_DIE, GOODS_DICE, GOODS_INDEX
        top = self.stack[-1][0] if self.stack else None
        what = rules.FRAME_NAMES[top] if top is not None else "nothing"
        p = self.ps[seat]
        src = getattr(action, "src", None)
        if top == rules.F_TURN and src is not None and src not in p.hand:
            return f"card {src} is not in your hand"
        if isinstance(action, A.Take) and not any(action.card in row for row in self.display):
            return f"card {action.card} is not in the display"
        if isinstance(action, A.Build) and action.card not in p.projects:
            return f"card {action.card} is not one of your projects"
        if isinstance(action, A.Sell) and action.kind in GOODS_INDEX and not p.goods[GOODS_INDEX[action.kind]]:
            return f"you have no {action.kind} goods"
        if isinstance(action, A.Draw3) and (self.drew or p.silver < 3):
            return "the 3-silver draw needs 3 silver and is allowed once per turn"
        if src is not None and isinstance(src, int) and 0 <= src < len(CARD_DIE):
            need = None
            if isinstance(action, A.Take):
                for r, row in enumerate(self.display):
                    if action.card in row:
                        need = rules.DIST[CARD_DIE[src]][r + 1]
            elif isinstance(action, A.Build) and 0 <= action.card < len(CARD_DIE):
                need = rules.DIST[CARD_DIE[src]][CARD_DIE[action.card]]
            elif isinstance(action, A.Sell) and action.kind in GOODS_INDEX:
                need = min(rules.DIST[CARD_DIE[src]][d] for d in GOODS_DICE[GOODS_INDEX[action.kind]])
            if need is not None and need > p.workers:
                return f"that die needs {need} worker(s) and you have {p.workers}"
        return f"the pending decision is '{what}'"

    # ----- scores -----------------------------------------------------------------------------

    def holds_start_card_vp(self, seat: int, final: bool) -> bool:
        if not final or self.start_holder != seat:
            return False
        return self.solo_start_vp or not self.solo

    def player_score(self, seat: int, final: bool | None = None) -> ScoreBreakdown:
        p = self.ps[seat]
        if final is None:  # the game-end awards count once round E is over (not after an early solo loss)
            final = self.over and self.round == ROUNDS - 1
        return player_score(p.cols, p.first, p.all7, p.vp, p.sold, p.animals, p.goods, p.silver,
                            p.workers, self.holds_start_card_vp(seat, final), self.tiebreak_all)

    def player_total(self, seat: int, final: bool = False) -> int:
        return self.player_score(seat, final).total

    def rival_score(self) -> ScoreBreakdown:
        return rival_score(self.rival_cols, self.rival_first, self.rival_all7)

    def rival_total(self) -> int:
        return self.rival_score().total

    def solo_result(self) -> str | None:
        """Solo: ``"win"`` / ``"loss"`` once decided, else None (§10)."""
        if not self.solo:
            return None
        if self.solo_lost:
            return "loss"
        if self.over:
            return "win" if self.player_total(0, True) >= self.rival_total() else "loss"
        return None

    def scores(self) -> list[ScoreBreakdown]:
        out = [self.player_score(s) for s in range(self.players)]
        if self.solo:
            r = self.rival_score()
            out[0].details = {"rival": r.total, "rival_categories": dict(r.categories),
                              "result": self.solo_result() or "in progress"}
        return out

    # ----- copies and JSON ------------------------------------------------------------------

    def clone(self) -> BurgundyCardState:
        st = BurgundyCardState.__new__(BurgundyCardState)
        self._copy_base_to(st)
        st.solo = self.solo
        st.any_of_four = self.any_of_four
        st.all7_by_column = self.all7_by_column
        st.wild_any = self.wild_any
        st.enforce = self.enforce
        st.tiebreak_all = self.tiebreak_all
        st.solo_start_vp = self.solo_start_vp
        st.ps = [p.clone() for p in self.ps]
        st.round = self.round
        st.turn = self.turn
        st.order = self.order
        st.start = self.start
        st.cur = self.cur
        st.deck = self.deck[:]
        st.discard = self.discard[:]
        st.gen = self.gen
        st.tag = self.tag  # shared: replaced, never edited in place
        d = self.display
        st.display = [d[0][:], d[1][:], d[2][:], d[3][:], d[4][:], d[5][:]]
        g = self.goods_piles
        st.goods_piles = [g[0][:], g[1][:]]
        a = self.animal_piles
        st.animal_piles = [a[0][:], a[1][:]]
        st.first_avail = self.first_avail
        st.all7_stack = self.all7_stack[:]
        st.start_holder = self.start_holder
        st.start_side = self.start_side
        st.stack = self.stack[:]
        st.drew = self.drew
        st.turn_done = self.turn_done
        st.over = self.over
        st.solo_lost = self.solo_lost
        if self.solo:
            st.rival_pool = self.rival_pool[:]
            st.rival_cards = self.rival_cards[:]
            st.rival_cols = self.rival_cols[:]
        else:
            st.rival_pool = self.rival_pool
            st.rival_cards = self.rival_cards
            st.rival_cols = self.rival_cols
        st.rival_first = self.rival_first
        st.rival_all7 = self.rival_all7
        return st

    def _to_json(self) -> Json:
        # a snapshot like ``Player.to_json``: no list of the state's own in it
        out: Json = {k: _snapshot(getattr(self, k)) for k in _STATE_FIELDS}
        out["stack"] = [list(f) for f in self.stack]
        out["ps"] = [p.to_json() for p in self.ps]
        out["gen"] = self.gen
        out["tag"] = self.tag  # replaced by the rules, never edited in place
        return out

    @classmethod
    def _from_json(cls, data: Json, players: int, options: dict[str, Any],
                   rng: Chance) -> BurgundyCardState:
        # field by field like ``clone``, without ``_init``'s defaults that are all overwritten
        # (the loop over ``_STATE_FIELDS`` with setattr took twice as long)
        st = BurgundyCardState.__new__(BurgundyCardState)
        st._init_base(players, options, rng)
        st.solo = players == 1
        st._read_options()
        st.ps = [Player.from_json(d) for d in data["ps"]]
        st.round = data["round"]
        st.turn = data["turn"]
        st.order = data["order"]
        st.start = data["start"]
        st.cur = data["cur"]
        st.deck = list(data["deck"])
        st.discard = list(data["discard"])
        st.display = [list(x) for x in data["display"]]
        st.goods_piles = [list(x) for x in data["goods_piles"]]
        st.animal_piles = [list(x) for x in data["animal_piles"]]
        st.first_avail = data["first_avail"]
        st.all7_stack = list(data["all7_stack"])
        st.start_holder = data["start_holder"]
        st.start_side = data["start_side"]
        st.stack = [tuple(f) for f in data["stack"]]
        st.drew = data["drew"]
        st.turn_done = data["turn_done"]
        st.over = data["over"]
        st.solo_lost = data["solo_lost"]
        st.rival_pool = list(data["rival_pool"])
        st.rival_cards = list(data["rival_cards"])
        st.rival_cols = list(data["rival_cols"])
        st.rival_first = data["rival_first"]
        st.rival_all7 = data["rival_all7"]
        st.gen = int(data.get("gen", 0))
        tag = data.get("tag")
        st.tag = [0] * NUM_ACTION_CARDS if tag is None else list(tag)
        return st

    # ----- views (view.py decides visibility) -----------------------------------------------

    def view(self, seat: Seat | None) -> Json:
        from .view import view
        return view(self, seat)

    def _undo_mark(self) -> Any:
        return (self.round, self.turn)

    def _undo_barrier(self, seat: Seat, action: Action, before: Any) -> bool:
        """Undo stops at a new turn round: hands are refilled from the face-down piles then
        (core/undo.py)."""
        return bool((self.round, self.turn) != before)

    def determinize(self, seat: Seat | None, rng: Chance) -> BurgundyCardState:
        from .view import determinize
        return determinize(self, seat, rng)

    # ----- invariants -------------------------------------------------------------------------

    def frame_cards(self) -> list[int]:
        """Action cards held by pending frames (3-silver draw, overflow)."""
        out: list[int] = []
        for f in self.stack:
            if f[0] == rules.F_DRAW or f[0] == rules.F_OVERFLOW:
                out.extend(f[1:])
        return out

    def action_card_locations(self) -> list[int]:
        cards = self.deck + self.discard + self.rival_pool + self.rival_cards + self.frame_cards()
        for row in self.display:
            cards += row
        for p in self.ps:
            cards += p.hand + p.pile + p.projects + [e >> 3 for e in p.estate]
        return cards

    def census(self) -> dict[str, int]:
        """Every one of the 240 cards by component (§1): where it is does not matter here.

        Silver and workers count the physical cards (held + supply); with the default
        unlimited supply (U5) a shortfall is covered by an imaginary extra card, never shown.
        VP cards are change only and counted as a supply of 15.
        """
        P = self.players
        goods = sum(len(x) for x in self.goods_piles) + sum(sum(p.goods) + sum(p.sold) for p in self.ps)
        animals = sum(len(x) for x in self.animal_piles) + sum(sum(p.animals) for p in self.ps)
        first = self.first_avail.bit_count() + sum(p.first.bit_count() for p in self.ps) \
            + self.rival_first.bit_count()
        used7 = len(ALL7_BY_PLAYERS[P])
        held7 = len(self.all7_stack) + sum(1 for p in self.ps if p.all7) + (1 if self.rival_all7 else 0)
        return {"action": len(self.action_card_locations()), "goods": goods, "animals": animals,
                "silver": 16, "workers": 22, "vp": 15, "first_bonus": first,
                "all_seven": held7 + (4 - used7), "display": 6, "round": 5, "start": 1,
                "player_cards": 3 * P + 3 * (4 - P)}

    def check_invariants(self) -> None:
        cards = self.action_card_locations()
        if sorted(cards) != list(range(NUM_ACTION_CARDS)):
            raise InvariantError("the 114 action cards are not conserved")
        if any(self.tag[c] != self.gen for c in self.deck) or max(self.tag) > self.gen:
            raise InvariantError("the action deck mixes cards of different reshuffles")
        c = self.census()
        if sum(c.values()) != 240 or c["goods"] != 3 * GOODS_COPIES or c["animals"] != 4 * ANIMAL_COPIES \
                or c["first_bonus"] != 7 or c["all_seven"] != 4:
            raise InvariantError(f"the 240 cards are not conserved: {c}")
        for k in range(3):
            n = sum(x == k for pile in self.goods_piles for x in pile) + \
                sum(p.goods[k] + p.sold[k] for p in self.ps)
            if n != GOODS_COPIES:
                raise InvariantError(f"goods kind {k}: {n} cards")
        for k in range(4):
            n = sum(x == k for pile in self.animal_piles for x in pile) + sum(p.animals[k] for p in self.ps)
            if n != ANIMAL_COPIES:
                raise InvariantError(f"animal kind {k}: {n} cards")
        if not 0 <= self.round < ROUNDS:
            raise InvariantError(f"round {self.round}")
        for s, p in enumerate(self.ps):
            if len(p.projects) > MAX_PROJECTS:
                raise InvariantError(f"seat {s} has {len(p.projects)} projects")
            if p.silver < 0 or p.workers < 0:
                raise InvariantError(f"seat {s} has negative silver/workers")
            cols = [0] * 7
            colors = 0
            for e in p.estate:
                card, col = e >> 3, e & 7
                t = CARD_TYPE[card]
                if col != t and t != CLOISTER:
                    raise InvariantError(f"card {card} in the {TYPE_NAMES[col]} column")
                cols[col] += 1
                colors |= 1 << t
            if cols != p.cols or colors != p.colors:
                raise InvariantError(f"seat {s}: estate columns inconsistent")
            if self.enforce and (sum(q.silver for q in self.ps) > 16 or sum(q.workers for q in self.ps) > 22):
                raise InvariantError("physical supply exceeded")
            sc = self.player_score(s)
            if sc.total != sum(sc.categories.values()):
                raise InvariantError("score total differs from its breakdown")
        if self.solo:
            rc = [0] * 7
            for card in self.rival_cards:
                rc[CARD_TYPE[card]] += 1
            if rc != self.rival_cols:
                raise InvariantError("rival columns inconsistent")
            revealed = sum(SOLO_RIVAL_PILES[:self.round + 1])
            if len(self.rival_cards) + len(self.rival_pool) != sum(SOLO_RIVAL_PILES) or \
                    len(self.rival_cards) != revealed:
                raise InvariantError("rival piles inconsistent")
            if self.ps[0].rival_cloister_vp != rc[CLOISTER]:
                raise InvariantError("a rival cloister did not pay its VP card")
        if self.over:
            if not self.solo_lost and self.round != ROUNDS - 1:
                raise InvariantError("the game ended before round E without a solo loss")
            return
        if not self.stack:
            raise InvariantError("no pending decision")
        if not 0 <= self.turn < TURNS:
            raise InvariantError(f"turn {self.turn}")
        if self.cur != (self.start + self.order) % self.players:
            raise InvariantError("current player is not next in turn order")
        for i in range(self.players):
            s = (self.start + i) % self.players
            p = self.ps[s]
            played = 1 if i < self.order or (i == self.order and self.stack[0][0] != rules.F_TURN) else 0
            # fewer only if the deck and the discard pile both ran dry while dealing (U14)
            if len(p.hand) + len(p.pile) > 6 - self.turn - played:
                raise InvariantError(f"seat {s} holds too many cards for turn {self.turn + 1}")
            if not p.hand and p.pile:
                raise InvariantError(f"seat {s} has an empty hand but cards in the pile")
            if len(p.hand) > 2:
                raise InvariantError(f"seat {s} holds {len(p.hand)} cards")
