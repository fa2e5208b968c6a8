"""A tiny game with every feature of the contract, for testing the core and server.

Each seat holds a hidden hand drawn from a face-down deck. Each round all seats bid
one card at the same time (hidden until all have bid); the highest bid (ties: the
lower seat) scores the sum of all bids, then chooses ``bonus points`` (+1) or
``bonus draw`` (one extra card). Everyone then draws one card. Four rounds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from eurogames.core import (
    Action,
    ActionCodec,
    Chance,
    Event,
    Game,
    InvariantError,
    ScoreBreakdown,
    State,
    log,
    seat_name,
)
from eurogames.core.types import Json, Seat

DECK = tuple(v for v in range(1, 10) for _ in range(2))
ROUNDS = 4


@dataclass(frozen=True, slots=True)
class Bid(Action):
    type: ClassVar[str] = "bid"
    card: int


@dataclass(frozen=True, slots=True)
class Bonus(Action):
    type: ClassVar[str] = "bonus"
    kind: Literal["points", "draw"]


class ToyState(State):
    def __init__(self) -> None:
        pass

    @classmethod
    def start(cls, players: int, options: dict[str, Any], rng: Chance) -> ToyState:
        st = cls()
        st._init_base(players, options, rng)
        st.deck = list(DECK)
        st.hands = [sorted(rng.pop_random(st.deck) for _ in range(3)) for _ in range(players)]
        st.bids: list[int | None] = [None] * players
        st.points = [0] * players
        st.round = 1
        st.chooser: int | None = None
        st.played: list[int] = []
        return st

    def active_players(self) -> list[Seat]:
        if self.round > ROUNDS:
            return []
        if self.chooser is not None:
            return [self.chooser]
        return [s for s in range(self.players) if self.bids[s] is None and self.hands[s]]

    def is_over(self) -> bool:
        return self.round > ROUNDS

    def _legal_actions(self, seat: Seat) -> list[Action]:
        if self.chooser is not None:
            return [Bonus("points"), Bonus("draw")] if self.deck else [Bonus("points")]
        return [Bid(c) for c in sorted(set(self.hands[seat]))]

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Bid):
            self.hands[seat].remove(action.card)
            self.bids[seat] = action.card
            events.append(log("bid", f"{seat_name(seat)} bids", f"{seat_name(seat, 'ja')}が入札", seat))
            if not self.active_players():
                bids = [b if b is not None else 0 for b in self.bids]
                win = max(range(self.players), key=lambda s: (bids[s], -s))
                self.points[win] += sum(bids)
                self.played.extend(b for b in self.bids if b is not None)
                events.append(log("reveal", f"bids {bids}", f"入札 {bids}", bids=bids, winner=win))
                self.chooser = win
        else:
            assert isinstance(action, Bonus)
            if action.kind == "points":
                self.points[seat] += 1
            else:
                card = self.rng.pop_random(self.deck)
                self.hands[seat].append(card)
                self.hands[seat].sort()
                events.append(log("draw", "you draw", "カードを引く", seat,
                                  visible_to=frozenset([seat]), card=card))
            self.chooser = None
            for s in range(self.players):
                if self.deck:
                    self.hands[s].append(self.rng.pop_random(self.deck))
                    self.hands[s].sort()
            self.bids = [None] * self.players
            self.round += 1
            if self.round <= ROUNDS and not self.active_players():
                self.round = ROUNDS + 1
        return events

    def scores(self) -> list[ScoreBreakdown]:
        return [ScoreBreakdown({"bids": self.points[s]}, (-s,)) for s in range(self.players)]

    def _undo_mark(self) -> Any:
        return self.chooser

    def _undo_barrier(self, seat: Seat, action: Action, before: Any) -> bool:
        """The last bid reveals every bid (core/undo.py)."""
        return self.chooser != before

    def view(self, seat: Seat | None) -> Json:
        return {
            "round": self.round,
            "deck_size": len(self.deck),
            "points": list(self.points),
            "hand_sizes": [len(h) for h in self.hands],
            "hand": list(self.hands[seat]) if seat is not None else None,
            "has_bid": [b is not None for b in self.bids],
            "my_bid": self.bids[seat] if seat is not None else None,
            "played": list(self.played),
        }

    def determinize(self, seat: Seat | None, rng: Chance) -> ToyState:
        st = self.clone()
        pool = list(st.deck)
        for s in range(self.players):
            if s != seat:
                pool.extend(st.hands[s])
                if st.bids[s] is not None:
                    pool.append(st.bids[s])  # type: ignore[arg-type]
        rng.shuffle(pool)
        for s in range(self.players):
            if s != seat:
                n = len(st.hands[s])
                st.hands[s] = sorted(pool[:n])
                del pool[:n]
                if st.bids[s] is not None:
                    st.bids[s] = pool.pop()
        st.deck = sorted(pool)
        st.rng = rng.spawn()
        st._legal = {}
        return st

    def clone(self) -> ToyState:
        st = ToyState()
        self._copy_base_to(st)
        st.deck = list(self.deck)
        st.hands = [list(h) for h in self.hands]
        st.bids = list(self.bids)
        st.points = list(self.points)
        st.round = self.round
        st.chooser = self.chooser
        st.played = list(self.played)
        return st

    def check_invariants(self) -> None:
        cards = sorted(self.deck + [c for h in self.hands for c in h] + self.played
                       + [b for b in self.bids if b is not None and self.chooser is None])
        if cards != sorted(DECK):
            raise InvariantError("cards not conserved")

    def _to_json(self) -> Json:
        return {"deck": self.deck, "hands": self.hands, "bids": self.bids, "points": self.points,
                "round": self.round, "chooser": self.chooser, "played": self.played}

    @classmethod
    def _from_json(cls, data: Json, players: int, options: dict[str, Any], rng: Chance) -> ToyState:
        st = cls()
        st._init_base(players, options, rng)
        st.deck = list(data["deck"])
        st.hands = [list(h) for h in data["hands"]]
        st.bids = list(data["bids"])
        st.points = list(data["points"])
        st.round = data["round"]
        st.chooser = data["chooser"]
        st.played = list(data["played"])
        return st


class ToyGame(Game):
    name = "toy"
    titles = {"en": "Toy bidding", "ja": "おもちゃの入札"}
    min_players = 2
    max_players = 4
    play_time = "5"
    min_age = 6
    codec = ActionCodec([Bid, Bonus])
    state_class = ToyState

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> ToyState:
        return ToyState.start(players, options, rng)


ToyState.game = GAME = ToyGame()
