"""Live tables: the record in storage, a cached state per table, move submission.

``submit`` is the one way a move lands (people and bots alike): it brings the
cached state up to date with the stored move list, checks the seat, the move
number and the action, applies it to a clone, appends it to storage (the unique
(table, move number) key settles races, also between processes) and only then
swaps the cached state. Views are computed per seat from the state, never stored.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import eurogames
from eurogames.core import GameRecord, IllegalAction, State, seat_name
from eurogames.core.errors import InvalidNotation
from eurogames.core.jsontext import dumps
from eurogames.core.types import Json
from eurogames.core.undo import takeback_allowed, undo_mark

from ..errors import Conflict, IllegalMove, NotYourSeat, StaleMove, TableNotFound
from ..storage import Conflict as StorageConflict
from ..storage import Storage
from ..storage.db import MoveRow, TableRow
from .settings import deadline_of, settings_of

CACHE_SIZE = 5000
"""Tables kept in memory at most (least recently used go first)."""
FINISHED_KEPT = 200
"""Finished tables kept in memory at most: they see few readers, and every object they
hold lengthens the garbage collector's walks (a reader reloads one from storage)."""
log = logging.getLogger("eurogames.server")


@dataclass(slots=True)
class MoveMeta:
    """One move of a cached table's list, as one object the cyclic garbage collector tracks:
    the seats are a tuple of numbers and the events JSON text, which it does not track.
    A full collection walks every tracked object of every cached table (``collector.py``):
    with the seats a list and the events lists and dicts, a Castles of Burgundy table
    held 611 such objects at move 125 of about 250, now 214 (``benchmarks/table_heap.py``)."""

    seat: int
    active_before: tuple[int, ...]
    events: str
    """``[{"e": event JSON, "to": [seats] | None}]`` as JSON text (``visible_log`` reads it)."""
    by_bot: bool
    created_at: float
    undoable: bool = False
    """The engine allows taking this move back (core/undo.py); a bot's moves never are."""


@dataclass
class Live:
    """One table in memory: its row, its state and its move list.

    The row (seats, status) is a cache of storage. Every change to it is announced with
    ``Tables.forget_meta``, which bumps ``meta_version``; a load records the version it
    saw *before* reading storage, so a change that commits while a load is under way
    leaves the loaded row marked stale instead of passing it off as current.
    """

    table_id: int
    table: TableRow | None = None
    """``None`` until first loaded (the entry is in the cache before it is read)."""
    state: State | None = None
    moves: list[MoveMeta] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    meta_version: int = 0
    """Bumped (under the cache lock) each time a change to the row is announced."""
    loaded_version: int = -1
    """The ``meta_version`` that the cached row was read at."""
    prev: State | None = None
    """The position before the last move submitted here (for an undo: services/undo.py)."""
    views: tuple[State, dict[int | None, str]] | None = None
    """A state and the JSON text of its views built so far, by seat (``seat_view_text``)."""

    @property
    def meta_current(self) -> bool:
        """Whether the cached row reflects every announced change."""
        return self.loaded_version == self.meta_version


@dataclass
class MoveResult:
    table_id: int
    number: int
    seat: int
    over: bool
    active: list[int]


def events_json(events: list[Any]) -> list[Json]:
    return [{"e": e.to_json(), "to": sorted(e.visible_to) if e.visible_to is not None else None}
            for e in events]


def visible_log(moves: list[MoveMeta], start: int, seat: int | None) -> list[Json]:
    """The log lines of moves ``start..`` that ``seat`` may see (with their move number)."""
    out = []
    for i in range(start, len(moves)):
        for ev in json.loads(moves[i].events):
            to = ev["to"]
            if to is None or (seat is not None and seat in to):
                out.append({"move": i, **ev["e"]})
    return out


def seats_json(t: TableRow) -> list[Json]:
    return [{"seat": s.seat, "kind": s.kind, "user": s.username, "user_id": s.user_id, "bot": s.bot}
            for s in t.seats]


def table_json(t: TableRow) -> Json:
    game = _game(t.game)
    return {"id": t.id, "game": t.game, "titles": game.titles if game else {"en": t.game, "ja": t.game},
            "players": t.players, "options": t.options, "mode": t.mode, "status": t.status,
            "host_id": t.host_id, "created_at": t.created_at, "updated_at": t.updated_at,
            "move_count": t.move_count, "active": t.active, "result": t.result,
            "seats": seats_json(t), "settings": settings_of(t.settings), "started_at": t.started_at,
            "deadline": deadline_of(t)}


def _game(name: str) -> eurogames.Game | None:
    try:
        return eurogames.load(name)
    except KeyError:
        return None


def undoable_count(live: Live, seat: int | None) -> int:
    """How many of ``seat``'s latest moves it may take back now (0 when the table turned
    undo off): the trailing run of its own moves that the engine marked undoable."""
    if (seat is None or live.state is None or live.state.is_over()
            or not settings_of(live.table.settings)["undo"]):
        return 0
    n = 0
    for m in reversed(live.moves[:live.state.move_number]):
        if m.seat != seat or not m.undoable:
            break
        n += 1
    return n


def legal_json(state: State, seat: int) -> list[Json]:
    game = state.game
    out = []
    for a in state.legal_actions(seat):
        out.append({"action": a.to_json(), "notation": a.notation(),
                    "text": {"en": game.describe_action(a, "en"), "ja": game.describe_action(a, "ja")}})
    return out


def _legal_for(state: State, seat: int | None) -> list[Json]:
    return legal_json(state, seat) if seat is not None and not state.is_over() else []


def seat_view_text(live: Live, state: State, seat: int | None) -> str:
    """``"tv":…,"legal":…`` (JSON members) of ``seat``'s view of ``state`` (``None``: a
    spectator's), cached on ``live`` for that very state object.

    A state is never changed once it is a table's (a move applies to a clone), so the
    object itself is the key: any new position, an undo or a reload is a new object and
    starts a new cache. Entries are per seat and only ever built from that seat's view, so
    one seat's hidden information cannot reach another's connection.
    """
    cache = live.views
    if cache is None or cache[0] is not state:
        cache = live.views = (state, {})
    text = cache[1].get(seat)
    if text is None:
        text = dumps({"tv": state.table_view(seat), "legal": _legal_for(state, seat)})[1:-1]
        cache[1][seat] = text
    return text


def result_json(state: State) -> Json:
    return {"scores": [s.to_json() for s in state.scores()], "ranking": state.ranking()}


class Tables:
    """The table service: cache, submission, per-seat payloads, replays."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._cache: OrderedDict[int, Live] = OrderedDict()
        self._finished: OrderedDict[int, None] = OrderedDict()
        """The cached tables whose game is over, oldest first."""
        self._cache_lock = threading.Lock()
        self.trusted: Callable[[], bool] = lambda: True
        """Whether every change made elsewhere is announced here (false while the
        cross-process messages are down): if not, cached rows are re-read on each use."""

    # ----- the cache -----------------------------------------------------------------

    def live(self, table_id: int, reread: bool = False) -> Live:
        """The table in memory, loaded (and replayed) on first use and kept current.

        ``reread``: read the row from storage even if no change to it was announced. A
        connection's first view and a client's explicit sync ask for it: an announcement from
        another process may still be on its way, and what a player opens must be what is
        stored, not a moment behind it.

        Raises:
            TableNotFound: no such table.
        """
        with self._cache_lock:
            live = self._cache.get(table_id)
            if live is None:
                # In the cache before storage is read, so an announcement that lands
                # during the load finds it (and marks what the load read as stale).
                live = self._cache[table_id] = Live(table_id)
                while len(self._cache) > CACHE_SIZE:
                    self._finished.pop(self._cache.popitem(last=False)[0], None)
            else:
                self._cache.move_to_end(table_id)
        with live.lock:
            try:
                self._catch_up(live, reread)
            except TableNotFound:
                with self._cache_lock:
                    if self._cache.get(table_id) is live:
                        del self._cache[table_id]
                raise
        return live

    def current(self, table_id: int, at_least: int = 0) -> Live:
        """Like ``live`` but skips storage when the cache already has move ``at_least``."""
        return self.peek(table_id, at_least) or self.live(table_id)

    def peek(self, table_id: int, at_least: int = 0) -> Live | None:
        """The cached table if it is current enough (never touches storage)."""
        with self._cache_lock:
            live = self._cache.get(table_id)
        if (live is not None and live.meta_current and live.state is not None and self.trusted()
                and live.state.move_number >= at_least):
            return live
        return None

    def forget_meta(self, table_id: int) -> None:
        """Announce that the table row (seats, status) changed in storage: the cached row
        is reloaded on next use. Call it after the change is committed."""
        with self._cache_lock:
            live = self._cache.get(table_id)
            if live is not None:
                live.meta_version += 1

    def _over(self, table_id: int) -> None:
        """A cached table's game is over: past ``FINISHED_KEPT`` such, the oldest leave."""
        with self._cache_lock:
            self._finished[table_id] = None
            while len(self._finished) > FINISHED_KEPT:
                self._cache.pop(self._finished.popitem(last=False)[0], None)

    def forget_all_meta(self) -> None:
        """Announcements may have been missed: every cached row is re-read on next use."""
        with self._cache_lock:
            for live in self._cache.values():
                live.meta_version += 1

    def on_message(self, msg: Json) -> None:
        if msg.get("kind") in ("seats", "status"):
            self.forget_meta(int(msg["table"]))
        elif msg.get("kind") == "undo":
            self.forget_moves(int(msg["table"]))

    def forget_moves(self, table_id: int) -> None:
        """Moves were taken back in storage (services/undo.py): the cached state and move list
        are rebuilt from the record on next use."""
        with self._cache_lock:
            live = self._cache.get(table_id)
        if live is not None:
            with live.lock:
                live.state, live.moves, live.prev = None, [], None
            self.forget_meta(table_id)

    def _catch_up(self, live: Live, reread: bool = False) -> None:
        """Bring the cached row and state up to date with storage (hold ``live.lock``);
        ``reread``: the row too, even if no change to it was announced."""
        if reread or live.table is None or not live.meta_current or not self.trusted():
            version = live.meta_version  # before the read: a later change keeps it stale
            t = self.storage.get_table(live.table_id)
            if t is None:
                raise TableNotFound(f"There is no table {live.table_id}.")
            if live.state is not None and live.table is not None:
                # keep the derived fields of the cached state
                t.move_count, t.active = live.table.move_count, live.table.active
            live.table = t
            live.loaded_version = version
        t = live.table
        if t.status == "waiting":
            return
        if live.state is None:
            game = _game(t.game)
            if game is None:
                raise TableNotFound(f"The game {t.game!r} is not installed on this server.")
            live.state = game.new(t.players, t.seed, t.options)
            live.moves = []
        rows = self.storage.moves_from(t.id, len(live.moves))
        if rows:
            self._apply_rows(live, rows)

    def _apply_rows(self, live: Live, rows: list[MoveRow]) -> None:
        """Apply stored moves on a copy, then publish it: readers on the event loop never
        see a half-applied state, and the move list is always at least as long as the
        state's move number."""
        assert live.state is not None
        state = live.state.clone()
        for r in rows:
            if r.number != state.move_number:
                raise RuntimeError(f"table {live.table.id}: move {r.number} out of order")
            state.apply(r.seat, r.action)
            live.moves.append(MoveMeta(r.seat, tuple(r.active_before), dumps(r.events), r.by_bot,
                                       r.created_at, r.undoable))
        live.state = state
        if state.is_over():
            if live.table.status != "finished":
                live.table.status = "finished"
                live.table.result = result_json(state)
            self._over(live.table_id)
        live.table.move_count = len(live.moves)
        live.table.active = [] if state.is_over() else state.active_players()
        live.table.updated_at = max(live.table.updated_at, rows[-1].created_at)

    # ----- submission ------------------------------------------------------------------

    def seat_of(self, live: Live, user_id: int | None) -> int | None:
        if user_id is None or live.table is None:
            return None
        for s in live.table.seats:
            if s.user_id == user_id and s.kind == "human":
                return s.seat
        return None

    def submit(self, table_id: int, user_id: int | None, action: Any, move_number: Any,
               *, bot_seat: int | None = None) -> MoveResult:
        """Apply one move for ``user_id``'s seat (or for ``bot_seat``, a bot's).

        Raises:
            TableNotFound, NotYourSeat, StaleMove, IllegalMove, Conflict.
        """
        if isinstance(move_number, bool) or not isinstance(move_number, int):
            raise IllegalMove("A move needs \"move_number\": the number of the move it answers.")
        # Optimistic: a cached table is trusted; if another process took the move
        # number meanwhile, storage refuses the insert and we catch up and judge again.
        live = self.current(table_id)
        for attempt in range(3):
            with live.lock:
                if (attempt or not live.meta_current or live.state is None or not self.trusted()
                        or move_number > live.state.move_number):
                    self._catch_up(live)
                result = self._submit_locked(live, user_id, action, move_number, bot_seat)
                if result is not None:
                    return result
        raise StaleMove("The table moved on while your move was being stored; look again.")

    def _submit_locked(self, live: Live, user_id: int | None, action: Any, move_number: int,
                       bot_seat: int | None) -> MoveResult | None:
        t = live.table
        if t.status == "waiting":
            raise Conflict("The game has not started yet.")
        state = live.state
        assert state is not None
        if state.is_over() or t.status == "finished":  # finished early: a clock ran out
            raise Conflict("The game is over.")
        if bot_seat is not None:
            seat = bot_seat
            if not any(s.seat == seat and s.kind == "bot" for s in t.seats):
                raise NotYourSeat(f"{seat_name(seat)} is not played by a bot.")
        else:
            seat = self.seat_of(live, user_id)
            if seat is None:
                raise NotYourSeat("You do not hold a seat at this table.")
        n = state.move_number
        if move_number > n:
            raise StaleMove(f"There is no move {move_number} yet: the table is at move {n}.")
        active = state.active_players()
        if move_number < n:
            later = live.moves[move_number:n]
            # Other seats' moves in a simultaneous phase, while this seat stayed active,
            # do not make this seat's decision stale; anything else does.
            if not (seat in active and all(m.seat != seat and seat in m.active_before for m in later)):
                raise StaleMove(f"Your move answers move {move_number}, but the table is at move "
                                f"{n}: it is stale or a duplicate. Your view has been refreshed.")
        if seat not in active:
            raise IllegalMove("It is not your turn.")
        try:
            parsed = state.game.parse_action(action)
        except InvalidNotation as e:
            raise IllegalMove(f"Malformed action: {e}") from None
        except (TypeError, ValueError, KeyError, AttributeError) as e:
            raise IllegalMove(f"Malformed action: {e}") from None
        if not state.is_legal(seat, parsed):
            try:
                state.clone().apply(seat, parsed)  # for the engine's explanation
            except IllegalAction as e:
                raise IllegalMove(str(e)) from None
            raise IllegalMove(f"{parsed.notation()} is not legal now.")
        new = state.clone()
        before = undo_mark(state)
        try:
            events = new.apply(seat, parsed)
        except IllegalAction as e:
            raise IllegalMove(str(e)) from None
        except Exception:  # an engine bug must not take the table down: it stays as it was
            log.exception("table %s: engine failed on %s", t.id, parsed.notation())
            raise IllegalMove(f"The game could not apply {parsed.notation()} (an engine error); "
                              "the table is unchanged.") from None
        ev = events_json(events)
        over = new.is_over()
        active_after = [] if over else new.active_players()
        result = result_json(new) if over else None
        undoable = bot_seat is None and not over and takeback_allowed(before, new, seat, parsed, events)
        try:
            now = self.storage.append_move(t.id, n, seat, parsed.to_json(), list(active), ev,
                                           bot_seat is not None, active_after, result, undoable)
        except StorageConflict:
            # another process took the number, or took moves back: rebuild from the record
            live.state, live.moves, live.prev = None, [], None
            return None
        live.moves.append(MoveMeta(seat, tuple(active), dumps(ev), bot_seat is not None, now, undoable))
        live.prev = state if undoable else None
        live.state = new  # after the move list: a reader sees moves[:state.move_number] whole
        t.move_count = n + 1
        t.active = active_after
        t.updated_at = now
        if over:
            t.status = "finished"
            t.result = result
            self._over(t.id)
        return MoveResult(t.id, n, seat, over, active_after)

    # ----- what a connection receives ----------------------------------------------------

    def payload(self, live: Live, user_id: int | None, log_from: int = 0) -> Json:
        """Everything one connection shows: table, seat, its view, its legal actions, log."""
        out, state, seat = self._frame(live, user_id, log_from)
        if state is not None:
            out["tv"] = state.table_view(seat)
            out["legal"] = _legal_for(state, seat)
        return out

    def payload_text(self, live: Live, user_id: int | None, log_from: int = 0,
                     **extra: Any) -> tuple[str, int]:
        """``payload`` (with ``extra`` fields) as the JSON text a socket sends, and the move
        number it shows. The view and legal actions come from ``seat_view_text``: built once
        per position and seat, however many connections show that seat (tabs, spectators)."""
        out, state, seat = self._frame(live, user_id, log_from)
        out.update(extra)
        if state is None:
            return dumps(out), 0
        return f"{dumps(out)[:-1]},{seat_view_text(live, state, seat)}}}", state.move_number

    def _frame(self, live: Live, user_id: int | None, log_from: int) -> tuple[Json, State | None, int | None]:
        """The payload but for the view and legal actions; the state it describes (read
        once: a move may replace ``live.state`` meanwhile) and the viewer's seat."""
        t = live.table
        seat = self.seat_of(live, user_id)
        out: Json = {"type": "state", "table": table_json(t), "seat": seat}
        state = live.state
        if state is None:
            out.update(tv=None, legal=[], log=[], log_from=0, move_number=0)
            return out, None, seat
        moves = live.moves[:state.move_number]
        out["log_from"] = min(log_from, len(moves))
        out["log"] = visible_log(moves, out["log_from"], seat)
        out["move_number"] = state.move_number
        out["undo"] = undoable_count(live, seat)
        from .clocks import clocks_json
        out["clocks"] = clocks_json(live)
        return out, state, seat

    # ----- replay --------------------------------------------------------------------------

    def record(self, table_id: int) -> GameRecord:
        live = self.live(table_id)
        t = live.table
        if t.status != "finished":
            raise Conflict("The record is published when the game is over.")
        rows = self.storage.moves_from(table_id, 0)
        final = dict(t.result or {})
        if "scores" in final:  # the form GameRecord.verify checks
            final["totals"] = [s.get("total") for s in final["scores"]]
        return GameRecord(t.game, t.players, t.seed, dict(t.options),
                          [(r.seat, r.action) for r in rows], final=final)

    def replay_frames(self, table_id: int, user_id: int | None) -> Json:
        """Each position of a finished game as its viewer saw it (own seat or spectator)."""
        live = self.live(table_id)
        if live.table.status != "finished":
            raise Conflict("A replay is available once the game is over.")
        seat = self.seat_of(live, user_id)
        rec = self.record(table_id)
        state = rec.new_state()
        frames = [{"tv": state.table_view(seat), "log": [], "seat": None}]
        for i, (s, a) in enumerate(rec.actions):
            state.apply(s, a)
            frames.append({"tv": state.table_view(seat), "seat": s,
                           "log": visible_log(live.moves[:i + 1], i, seat)})
        return {"table": table_json(live.table), "seat": seat, "frames": frames}
