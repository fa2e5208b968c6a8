"""Undo (take-backs), as Board Game Arena allows them.

A player may take back their own decisions of the current turn until something random or
hidden is revealed, or another seat has decided after them. The engine decides which moves
qualify, per move, when the move is applied:

- ``takeback_allowed(before, state, seat, action, events)`` is False when the move drew
  on the chance source (a die rolled, a tile or card drawn: the outcome is now known), when an
  event of the move is shown to some seats other than the mover alone (private information
  handed out; the mover's own hidden decision, shown to the mover only, is no news), or when the
  game's own hook ``State._undo_barrier`` says so, comparing its ``State._undo_mark`` from
  before and after the move (hidden decisions revealed, a face-down card taken without a
  chance draw, a new turn of the same seat, ...).
- ``UndoTrail`` follows a game move by move and answers ``undoable(seat)``: the number of
  trailing moves that ``seat`` may take back now (all of them its own, each allowed).

``State.undoable(seat)`` is the contract form: a state that was played through an
``UndoTrail`` (``UndoTrail.apply``) knows its trail; any other state answers 0.

The check costs one comparison of the chance source's position per move, so the engines'
hot paths (search, random playouts) never pay for it: only the server and the tests track it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .rng import Chance, RecordingChance, Rng, ScriptedChance

if TYPE_CHECKING:
    from .actions import Action
    from .events import Event
    from .state import State


def chance_mark(chance: Chance) -> Any:
    """A cheap token of how far a chance source has been drawn on: equal tokens before and
    after a move mean the move drew nothing. ``None`` for a source that cannot tell (then
    every move counts as having drawn)."""
    if isinstance(chance, Rng):
        return chance.state
    if isinstance(chance, ScriptedChance):
        return chance.pos
    if isinstance(chance, RecordingChance):
        return len(chance.outcomes)
    mark = getattr(chance, "undo_mark", None)
    return mark() if callable(mark) else None


def undo_mark(state: State) -> tuple[Any, Any]:
    """Taken before a move: the chance mark and the game's own mark (``State._undo_mark``)."""
    return chance_mark(state.rng), state._undo_mark()


def takeback_allowed(before: tuple[Any, Any], state: State, seat: int, action: Action,
                     events: Iterable[Event]) -> bool:
    """Whether the move ``seat`` just made with ``action`` may be taken back (``state`` is the
    position after it, ``before`` its ``undo_mark`` from before it)."""
    chance_before, game_before = before
    if chance_before is None or chance_mark(state.rng) != chance_before:
        return False
    for e in events:  # shown to some seats only, and not just to the mover: private news
        if e.visible_to is not None and e.visible_to != frozenset((seat,)):
            return False
    return not state._undo_barrier(seat, action, game_before)


@dataclass(frozen=True)
class UndoTrail:
    """The trailing run of take-back-able moves: ``count`` moves, all by ``seat``."""

    seat: int | None = None
    count: int = 0

    def after(self, seat: int, allowed: bool) -> UndoTrail:
        """The trail once ``seat`` has moved (``allowed``: that move may be taken back)."""
        if not allowed:
            return UndoTrail(seat, 0)
        if self.seat == seat:
            return UndoTrail(seat, self.count + 1)
        return UndoTrail(seat, 1)

    def undoable(self, seat: int) -> int:
        return self.count if self.seat == seat else 0

    @staticmethod
    def of_moves(flags: Iterable[tuple[int, bool]]) -> UndoTrail:
        """The trail after moves given as ``(seat, allowed)`` in order."""
        trail = UndoTrail()
        for seat, allowed in flags:
            trail = trail.after(seat, allowed)
        return trail


def apply_tracked(state: State, seat: int, action: Any) -> tuple[list[Event], bool]:
    """Apply a move and say whether it may be taken back; the state remembers its trail
    (``State.undoable``) until a move is applied without tracking."""
    if not isinstance(action, _action_type()):
        action = state.game.parse_action(action)
    trail: UndoTrail = getattr(state, "_undo_trail", None) or UndoTrail()
    mark = undo_mark(state)
    events = state.apply(seat, action)
    allowed = takeback_allowed(mark, state, seat, action, events)
    state._undo_trail = trail.after(seat, allowed)
    state._undo_at = state.move_number
    return events, allowed


def _action_type() -> type:
    from .actions import Action
    return Action
