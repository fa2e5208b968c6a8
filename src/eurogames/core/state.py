"""The State base class: the contract every game's state follows.

The core checks, the game implements (OpenSpiel's split): ``apply`` validates the
seat and the action against ``legal_actions`` and only then calls the game's
``_apply``, which may assume the action is legal and must not raise halfway.

Legal actions are cached per seat until the next ``apply``. A test that edits a
state's fields by hand must call ``invalidate()`` afterwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Action
from .errors import GameOver, IllegalAction, NotYourTurn
from .events import Event, seat_name
from .rng import Chance
from .scoring import ScoreBreakdown, rank_by
from .types import Json, Seat

if TYPE_CHECKING:
    from .game import Game


class State:
    """One game in progress: the single source of truth.

    Subclasses implement ``active_players``, ``_legal_actions``, ``_apply``,
    ``is_over``, ``scores``, ``view``, ``determinize``, ``clone``, ``_to_json``
    and the classmethod ``_from_json``; optionally ``check_invariants`` and
    ``_explain_illegal``.
    """

    game: ClassVar[Game]
    """The Game this state belongs to (set on the subclass)."""

    players: int
    options: dict[str, Any]
    rng: Chance
    move_number: int
    _legal: dict[Seat, tuple[Action, ...]]
    _undo_trail: Any
    """Set only by ``core.undo.apply_tracked`` (an ``UndoTrail``); absent otherwise."""
    _undo_at: int
    """The move number ``_undo_trail`` belongs to (set with it)."""

    def _init_base(self, players: int, options: dict[str, Any], rng: Chance) -> None:
        self.players = players
        self.options = options
        self.rng = rng
        self.move_number = 0
        self._legal = {}

    def _copy_base_to(self, other: State) -> None:
        """Copy the core fields into a clone (legal-action tuples are shared: immutable)."""
        other.players = self.players
        other.options = self.options
        other.rng = self.rng.clone()
        other.move_number = self.move_number
        other._legal = dict(self._legal)

    # ----- the public contract ------------------------------------------------

    def active_players(self) -> list[Seat]:
        """The seats that must decide now, ascending (several when simultaneous)."""
        raise NotImplementedError

    def legal_actions(self, seat: Seat | None = None) -> tuple[Action, ...]:
        """Every legal action for ``seat`` now (empty if it is not active).

        With ``seat=None``, the first active seat.
        """
        if seat is None:
            act = self.active_players()
            if not act:
                return ()
            seat = act[0]
        cached = self._legal.get(seat)
        if cached is None:
            if self.is_over() or seat not in self.active_players():
                cached = ()
            else:
                cached = tuple(self._legal_actions(seat))
            self._legal[seat] = cached
        return cached

    def is_legal(self, seat: Seat, action: Action) -> bool:
        return action in self.legal_actions(seat)

    def apply(self, seat: Seat, action: Action | str | Json) -> list[Event]:
        """Validate and apply one action; returns the events it caused.

        ``action`` may be an Action, its notation or its JSON form.

        Raises:
            IllegalAction: (or a subclass) the state is unchanged.
        """
        if not isinstance(action, Action):
            action = self.game.parse_action(action)
        listed = self._legal.get(seat) if type(seat) is int else None
        if not (listed and action in listed):
            # Not among the legal actions already listed for this seat (a listing is made only
            # for an active seat of a running game and dropped by every move): check in full.
            self._check_move(seat, action)
        self._legal = {}
        events = self._apply(seat, action)
        self.move_number += 1
        return events

    def _check_move(self, seat: Seat, action: Action) -> None:
        """Raise the error ``apply`` reports when ``seat`` may not play ``action`` now."""
        if self.is_over():
            raise GameOver("The game is over.")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise NotYourTurn(f"There is no seat index {seat!r}: seats are 0..{self.players - 1}.")
        if seat not in self.active_players():
            raise NotYourTurn(f"{seat_name(seat)} may not act now.")
        if action not in self.legal_actions(seat):
            why = self._explain_illegal(seat, action)
            raise IllegalAction(f"{action.notation()} is not legal now" + (f": {why}" if why else "."))

    def undoable(self, seat: Seat) -> int:
        """How many of ``seat``'s latest moves it may take back now (0: none).

        Known for a state played through ``core.undo.apply_tracked`` (the server, the tests);
        any other state answers 0. See ``core/undo.py`` for what blocks a take-back.
        """
        trail = getattr(self, "_undo_trail", None)
        if trail is None or getattr(self, "_undo_at", None) != self.move_number:
            return 0
        return int(trail.undoable(seat))

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[ScoreBreakdown]:
        """Per seat breakdown (mid-game: the points so far)."""
        raise NotImplementedError

    def ranking(self) -> list[list[Seat]]:
        """Seats grouped by place, best first, ties resolved by the tie-breakers."""
        return rank_by(self.scores())

    def view(self, seat: Seat | None) -> Json:
        """What ``seat`` may see (None: a spectator), JSON-ready."""
        raise NotImplementedError

    def determinize(self, seat: Seat | None, rng: Chance) -> State:
        """A copy where everything hidden from ``seat`` is re-sampled with ``rng``."""
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError

    def to_json(self) -> Json:
        """The whole state (hidden parts included): for storage, never for a client."""
        return {"game": self.game.name, "players": self.players, "options": self.options,
                "rng": self.rng.to_json(), "move_number": self.move_number,
                "state": self._to_json()}

    @classmethod
    def from_json(cls, data: Json) -> State:
        from .rng import chance_from_json
        st = cls._from_json(data["state"], data["players"], dict(data["options"]),
                            chance_from_json(data["rng"]))
        st.move_number = int(data["move_number"])
        return st

    def check_invariants(self) -> None:
        """Raise ``InvariantError`` if the state is inconsistent (tests call this)."""

    def table_view(self, seat: Seat | None) -> Json:
        """The envelope a client receives: turn information plus the game's view."""
        over = self.is_over()
        out: Json = {
            "game": self.game.name,
            "players": self.players,
            "move_number": self.move_number,
            "active": [] if over else self.active_players(),
            "over": over,
            "view": self.view(seat),
        }
        if over:
            out["scores"] = [s.to_json() for s in self.scores()]
            out["ranking"] = self.ranking()
        return out

    # ----- for the game to implement ------------------------------------------

    def _legal_actions(self, seat: Seat) -> list[Action]:
        raise NotImplementedError

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        raise NotImplementedError

    def _undo_mark(self) -> Any:
        """A small value taken before each tracked move for ``_undo_barrier`` (games override)."""
        return None

    def _undo_barrier(self, seat: Seat, action: Action, before: Any) -> bool:
        """Whether the move ``seat`` just made (this is the position after it; ``before`` is
        ``_undo_mark()`` from before it) may not be taken back although it drew no chance and
        showed no private event: it revealed hidden decisions or face-down components, or it
        began a new turn of the same seat. Games override it; tests/test_undo.py checks every
        take-back it allows against re-sampled hidden information."""
        return False

    def _explain_illegal(self, seat: Seat, action: Action) -> str | None:
        """Optionally say why an action is illegal (never naming hidden information)."""
        return None

    def _to_json(self) -> Json:
        raise NotImplementedError

    @classmethod
    def _from_json(cls, data: Json, players: int, options: dict[str, Any], rng: Chance) -> State:
        raise NotImplementedError

    def invalidate(self) -> None:
        """Drop cached legal actions after editing fields by hand (tests, builders)."""
        self._legal = {}

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.name} players={self.players} move={self.move_number}>"
