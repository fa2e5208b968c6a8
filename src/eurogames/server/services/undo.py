"""Taking moves back (undo), one at a time, as the engine allows (core/undo.py).

The record stays the truth: the taken-back move leaves the move list in one transaction
(kept in the ``undone_moves`` archive), guarded by the table's move count, so a move that
races an undo lands exactly once or is refused as stale, in any process.
"""

from __future__ import annotations

from eurogames.core import seat_name

from ..errors import Conflict, Forbidden, NotYourSeat, StaleMove
from ..storage import features
from .settings import settings_of
from .tables import Live, MoveResult, Tables, undoable_count


def _state_before_last(tables: Tables, live: Live):  # -> State
    """The position before the last move: the one kept at submission, else a replay."""
    assert live.state is not None
    n = live.state.move_number
    prev = live.prev
    if prev is not None and prev.move_number == n - 1:
        return prev
    t = live.table
    game = live.state.game
    state = game.new(t.players, t.seed, t.options)
    for r in tables.storage.moves_from(t.id, 0)[:n - 1]:
        state.apply(r.seat, r.action)
    return state


def take_back(tables: Tables, table_id: int, user_id: int, move_number: object) -> MoveResult:
    """Take back the caller's last move. ``move_number`` is the table's move count the caller
    saw (so a stale click cannot take back a move it never saw).

    Raises:
        NotYourSeat, Forbidden (undo is off at this table), Conflict (nothing to take back),
        StaleMove (the table moved on).
    """
    if isinstance(move_number, bool) or not isinstance(move_number, int):
        raise StaleMove("An undo needs \"move_number\": the number of moves you have seen.")
    live = tables.live(table_id)
    with live.lock:
        tables._catch_up(live)
        t = live.table
        if t.status != "playing" or live.state is None:
            raise Conflict("Only a game in progress has moves to take back.")
        if not settings_of(t.settings)["undo"]:
            raise Forbidden("Undo is turned off at this table.")
        seat = tables.seat_of(live, user_id)
        if seat is None:
            raise NotYourSeat("You do not hold a seat at this table.")
        n = live.state.move_number
        if move_number != n:
            raise StaleMove(f"You asked to undo at move {move_number}, but the table is at move {n}.")
        if undoable_count(live, seat) == 0:
            who = seat_name(live.moves[n - 1].seat) if n else None
            raise Conflict("Nothing to take back: " + (
                "your last decision revealed something hidden or random, or another player "
                f"has decided since ({who} moved last)." if who else "no move has been made."))
        before = _state_before_last(tables, live)
        active = before.active_players()
        if not features.undo_moves(tables.storage, t.id, n - 1, n, seat, active):
            live.state, live.moves, live.prev = None, [], None
            raise StaleMove("The table moved on while your undo was being stored; look again.")
        live.state = before
        live.prev = None
        del live.moves[n - 1:]
        t.move_count, t.active = n - 1, active
    return MoveResult(t.id, n - 2, seat, False, active)


async def undone(ctx, table_id: int) -> None:  # ctx: the server Context
    """After an undo: every connection (in every process) reloads the table; bots look again."""
    await ctx.pubsub.publish({"table": table_id, "kind": "undo"})
    if ctx.config.run_bots:
        ctx.bots.kick(table_id)
