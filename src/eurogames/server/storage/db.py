"""The storage service: plain functions over SQLAlchemy Core, returning dataclasses.

Every write is one transaction; ``append_move`` inserts the move and updates the
table row together, so a move is acknowledged only once both are committed.

PostgreSQL is a network away, so the frequent calls keep their round trips few: a pooled
connection is checked on check-out without a ping (``_check_idle``), the frequent reads
run without BEGIN and ROLLBACK (each statement its own snapshot, as READ COMMITTED gives
inside a transaction anyway), and a move is one statement (its own transaction).
"""

from __future__ import annotations

import contextlib
import json
import select as _select
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import bindparam, case, create_engine, event, func, insert, or_, select, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DisconnectionError, IntegrityError

from ...core.jsontext import dumps, orjson
from .schema import moves, seats, sessions, tables, throttle, users

Json = dict[str, Any]


MAX_ID = 2**31 - 1
"""The largest id a row can have (the ids are INTEGER columns: 32-bit in PostgreSQL)."""

MOVE_FIELDS = ("number", "seat", "action", "active_before", "events", "by_bot", "created_at", "undoable")
"""A stored move's columns besides ``table_id``, in the order ``append_move`` fills them."""


class Conflict(Exception):
    """A unique constraint refused the write (a taken name, a move number already used)."""


@dataclass
class UserRow:
    id: int
    username: str
    password_hash: str | None
    is_guest: bool


@dataclass
class SeatRow:
    seat: int
    kind: str
    """``open`` | ``human`` | ``bot`` | ``invited``."""
    user_id: int | None = None
    bot: str | None = None
    username: str | None = None


@dataclass
class TableRow:
    id: int
    game: str
    players: int
    options: Json
    seed: int
    mode: str
    status: str
    host_id: int
    created_at: float
    updated_at: float
    move_count: int
    active: list[int]
    result: Json | None
    seats: list[SeatRow] = field(default_factory=list)
    settings: Json = field(default_factory=dict)
    """Table settings (undo, chat, clock, rated): ``services/settings.py``."""
    started_at: float | None = None


@dataclass
class MoveRow:
    number: int
    seat: int
    action: Json
    active_before: list[int]
    events: list[Json]
    by_bot: bool
    created_at: float
    undoable: bool = False


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA busy_timeout=10000")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def _json_loads(text: str | bytes) -> Any:
    return orjson.loads(text) if orjson is not None else json.loads(text)


def make_engine(url: str) -> Engine:
    # JSON columns (moves' actions and events, table rows) are written and read on every
    # move: orjson, as on the wire (core/jsontext.py), instead of the standard library.
    codec: dict[str, Any] = {"json_serializer": dumps, "json_deserializer": _json_loads}
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 10},
                               pool_size=8, max_overflow=8, **codec)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    engine = create_engine(url, pool_size=10, max_overflow=10, **codec)
    event.listen(engine, "checkout", _check_idle)
    return engine


def _check_idle(dbapi_conn: Any, _record: Any, _proxy: Any) -> None:
    """Refuse a pooled PostgreSQL connection that is closed or was closed by the server
    (then the pool opens a new one), without the round trip of a ping.

    An idle connection has nothing to read: the server sends nothing unasked. It can
    be readable only because the server ended it (a restart, an administrator's
    termination: an error message, then end of file) or left a notice; either way it is
    not worth keeping. A connection that dies later, during a statement, fails that
    statement like any network error, as it would after a ping too.

    Raises:
        DisconnectionError: the connection is unusable (the pool replaces it).
    """
    pgconn = getattr(dbapi_conn, "pgconn", None)
    if pgconn is None:  # not psycopg: nothing to look at
        return
    from psycopg import pq
    if (dbapi_conn.closed or pgconn.status != pq.ConnStatus.OK
            or pgconn.transaction_status != pq.TransactionStatus.IDLE
            or _readable(pgconn.socket)):
        raise DisconnectionError("the pooled connection was closed")


def _readable(fd: int) -> bool:
    """Whether ``fd`` has data (or end of file) to read now. ``poll``, not ``select``: a
    server with thousands of sockets has descriptors past ``select``'s limit of 1024."""
    p = _select.poll()
    p.register(fd, _select.POLLIN | _select.POLLPRI)
    return bool(p.poll(0))


class Storage:
    """Users, tables, seats and moves."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        # SQLite allows one writer: queue writers here rather than in its busy-wait loop,
        # which sleeps in steps of up to 100 ms.
        self.is_sqlite = url.startswith("sqlite")
        self._write_lock = threading.Lock() if self.is_sqlite else None
        self._writer: Connection | None = None
        self._reader: Engine = (self.engine if self.is_sqlite  # (pysqlite begins on writes only)
                                else self.engine.execution_options(isolation_level="AUTOCOMMIT"))
        """Reads that need no transaction (one statement, or statements each fine on its own
        snapshot) and single-statement writes: no BEGIN/ROLLBACK round trips."""
        self._users: dict[int, UserRow] = {}
        """Users by id: rows never change but for the password hash (updated here too)."""
        # Statements of the frequent calls, built once (SQLAlchemy then reuses their
        # compiled form instead of building and keying a new statement on every call).
        tid = bindparam("tid")
        self._ins_move = insert(moves)
        self._ins_table = insert(tables)
        self._ins_seats = insert(seats)
        moved = {"move_count": bindparam("move_count"), "active": bindparam("active"),
                 "updated_at": bindparam("updated_at")}
        # the move count must still be the one the move follows: an undo may have shortened it
        at = (tables.c.id == tid) & (tables.c.move_count == bindparam("expect_count"))
        self._upd_moved = update(tables).where(at).values(**moved)
        self._upd_over = update(tables).where(at).values(
            **moved, status=bindparam("status"), result=bindparam("result"))
        self._upd_touched = update(tables).where(tables.c.id == tid).values(
            updated_at=bindparam("updated_at"))
        # PostgreSQL: a move in one statement: the table row's update (only if its count is
        # still the one the move follows), then the move's insert (only if it did). Either
        # both land or neither; a taken number fails the whole statement.
        self._ins_move_one = {over: self._move_statement(at, moved, over) for over in (False, True)}
        self._sel_moves = (select(moves).where(moves.c.table_id == tid,
                                               moves.c.number >= bindparam("start"))
                           .order_by(moves.c.number))
        self._sel_table = select(tables).where(tables.c.id == tid)
        self._sel_session = (select(sessions.c.user_id, sessions.c.expires_at, sessions.c.revoked)
                             .where(sessions.c.id == bindparam("sid")))
        self._sel_table_lock = (select(tables.c.status, tables.c.updated_at)
                                .where(tables.c.id == tid).with_for_update())
        with_names = (select(seats, users.c.username)
                      .select_from(seats.outerjoin(users, seats.c.user_id == users.c.id)))
        self._sel_seats = with_names.where(seats.c.table_id == tid).order_by(seats.c.seat)
        self._seat_updates: dict[tuple[tuple[str, ...] | None, bool], Any] = {}
        self._sel_seats_of = (with_names.where(seats.c.table_id.in_(bindparam("tids", expanding=True)))
                              .order_by(seats.c.table_id, seats.c.seat))

    @staticmethod
    def _move_statement(at: Any, moved: dict[str, Any], over: bool) -> Any:
        extra = {"status": bindparam("status"), "result": bindparam("result")} if over else {}
        row = update(tables).where(at).values(**moved, **extra).returning(tables.c.id).cte("moved")
        values = select(row.c.id, *(bindparam("m_" + c, type_=moves.c[c].type) for c in MOVE_FIELDS))
        return insert(moves).from_select(["table_id", *MOVE_FIELDS], values).returning(moves.c.number)

    @contextlib.contextmanager
    def _write(self) -> Iterator[Connection]:
        if self._write_lock is None:
            with self.engine.begin() as c:
                yield c
            return
        with self._write_lock:
            # SQLite: writers take turns anyway, so they share one connection kept open
            # (no pool check-out and reset per move); each write is still one transaction.
            if self._writer is None:
                self._writer = self.engine.connect()
            with self._writer.begin():
                yield self._writer

    def close(self) -> None:
        if self._write_lock is not None:
            with self._write_lock:
                if self._writer is not None:
                    self._writer.close()
                    self._writer = None
        self.engine.dispose()

    # ----- users -------------------------------------------------------------------

    def create_user(self, username: str, password_hash: str | None, is_guest: bool) -> UserRow:
        try:
            with self._write() as c:
                r = c.execute(insert(users).values(username=username, password_hash=password_hash,
                                                   is_guest=is_guest, created_at=time.time()))
                uid = int(r.inserted_primary_key[0])
        except IntegrityError:
            raise Conflict(f"the name {username!r} is taken") from None
        return UserRow(uid, username, password_hash, is_guest)

    def cached_user(self, user_id: int) -> UserRow | None:
        """The user if already in memory (never touches the database)."""
        return self._users.get(user_id)

    def get_user(self, user_id: int) -> UserRow | None:
        u = self._users.get(user_id)
        if u is not None:
            return u
        with self._reader.connect() as c:
            r = c.execute(select(users).where(users.c.id == user_id)).first()
        if r is None:
            return None
        u = UserRow(r.id, r.username, r.password_hash, r.is_guest)
        if len(self._users) > 100_000:
            self._users.clear()
        self._users[u.id] = u
        return u

    def get_user_by_name(self, username: str) -> UserRow | None:
        with self.engine.connect() as c:
            r = c.execute(select(users).where(func.lower(users.c.username) == username.lower())).first()
        return UserRow(r.id, r.username, r.password_hash, r.is_guest) if r else None

    def set_password(self, user_id: int, password_hash: str) -> None:
        with self._write() as c:
            c.execute(update(users).where(users.c.id == user_id).values(password_hash=password_hash))
        self._users.pop(user_id, None)

    # ----- tables ------------------------------------------------------------------

    def create_table(self, game: str, players: int, options: Json, seed: int, mode: str,
                     host_id: int, seat_rows: list[SeatRow], settings: Json | None = None) -> int:
        now = time.time()
        with self._write() as c:
            r = c.execute(self._ins_table, {
                "game": game, "players": players, "options": options, "seed": seed, "mode": mode,
                "status": "waiting", "host_id": host_id, "created_at": now, "updated_at": now,
                "move_count": 0, "active": [], "result": None, "settings": settings or {}})
            tid = int(r.inserted_primary_key[0])
            c.execute(self._ins_seats, [{"table_id": tid, "seat": s.seat, "kind": s.kind,
                                         "user_id": s.user_id, "bot": s.bot} for s in seat_rows])
        return tid

    def _table_from_row(self, r: Any) -> TableRow:
        return TableRow(r.id, r.game, r.players, dict(r.options or {}), int(r.seed), r.mode,
                        r.status, r.host_id, r.created_at, r.updated_at, r.move_count,
                        list(r.active or []), r.result, settings=dict(r.settings or {}),
                        started_at=r.started_at)

    def _attach_seats(self, c: Any, rows: list[TableRow]) -> None:
        if not rows:
            return
        by_id = {t.id: t for t in rows}
        for s in c.execute(self._sel_seats_of, {"tids": list(by_id)}):
            by_id[s.table_id].seats.append(SeatRow(s.seat, s.kind, s.user_id, s.bot, s.username))

    def get_table(self, table_id: int) -> TableRow | None:
        if not 0 < table_id <= MAX_ID:   # an id no row can have (and SQLite cannot bind): no such table
            return None
        with self._reader.connect() as c:
            r = c.execute(self._sel_table, {"tid": table_id}).first()
            if r is None:
                return None
            t = self._table_from_row(r)
            t.seats = [SeatRow(s.seat, s.kind, s.user_id, s.bot, s.username)
                       for s in c.execute(self._sel_seats, {"tid": table_id})]
        return t

    def list_tables(self, statuses: list[str], limit: int = 50) -> list[TableRow]:
        with self.engine.connect() as c:
            rs = c.execute(select(tables).where(tables.c.status.in_(statuses))
                           .order_by(tables.c.updated_at.desc()).limit(limit))
            out = [self._table_from_row(r) for r in rs]
            self._attach_seats(c, out)
        return out

    def list_user_tables(self, user_id: int, limit: int = 100) -> list[TableRow]:
        with self.engine.connect() as c:
            ids = select(seats.c.table_id).where(seats.c.user_id == user_id)
            rs = c.execute(select(tables).where(or_(tables.c.id.in_(ids), tables.c.host_id == user_id))
                           .order_by(tables.c.updated_at.desc()).limit(limit))
            out = [self._table_from_row(r) for r in rs]
            self._attach_seats(c, out)
        return out

    def tables_in_play(self, *, quiet_since: float | None = None, mode: str | None = None,
                       with_bots: bool = False) -> list[TableRow]:
        """Tables being played; only those unchanged since ``quiet_since`` (a time), of one
        ``mode``, or with a bot seat, when asked."""
        q = select(tables).where(tables.c.status == "playing")
        if quiet_since is not None:
            q = q.where(tables.c.updated_at < quiet_since)
        if mode is not None:
            q = q.where(tables.c.mode == mode)
        if with_bots:
            q = q.where(select(seats.c.seat).where(seats.c.table_id == tables.c.id,
                                                   seats.c.kind == "bot").exists())
        with self.engine.connect() as c:
            out = [self._table_from_row(r) for r in c.execute(q)]
            self._attach_seats(c, out)
        return out

    def settings_in_play(self, mode: str) -> list[tuple[int, Json]]:
        """``(id, settings)`` of the tables of ``mode`` being played (no seats: a cheap scan)."""
        q = select(tables.c.id, tables.c.settings).where(tables.c.status == "playing",
                                                          tables.c.mode == mode)
        with self.engine.connect() as c:
            return [(r.id, dict(r.settings or {})) for r in c.execute(q)]

    def set_seat(self, table_id: int, seat: int, kind: str, user_id: int | None, bot: str | None,
                 *, expect_kind: tuple[str, ...] | None = None, expect_user: int | None = None,
                 expect_status: tuple[str, ...] = ("waiting",)) -> bool:
        """Change one seat if it still is as expected (compare-and-set); True if done.

        Raises:
            Conflict: ``user_id`` already holds another seat at this table (the unique
                index settles two racing joins too).
        """
        try:
            with self._write() as c:
                if not self._table_is(c, table_id, expect_status, None):
                    return False
                r = c.execute(self._seat_update(expect_kind, expect_user is not None),
                              {"tid": table_id, "seat_no": seat, "expect_user": expect_user,
                               "new_kind": kind, "new_user": user_id, "new_bot": bot})
                if r.rowcount != 1:
                    return False
                c.execute(self._upd_touched, {"tid": table_id, "updated_at": time.time()})
        except IntegrityError:
            raise Conflict(f"user {user_id} already holds a seat at table {table_id}") from None
        return True

    def seats_to_bots(self, table_id: int, holders: dict[int, int], bot: str,
                      quiet_since: float) -> list[int]:
        """Hand seats to bots in one transaction, if the table is being played and has not
        changed since ``quiet_since``; a seat changes only while still held by the user
        given for it in ``holders`` (seat -> user id). Returns the seats changed."""
        done = []
        with self._write() as c:
            if not self._table_is(c, table_id, ("playing",), quiet_since):
                return done
            for seat, user_id in sorted(holders.items()):
                r = c.execute(self._seat_update(("human",), True),
                              {"tid": table_id, "seat_no": seat, "expect_user": user_id,
                               "new_kind": "bot", "new_user": None, "new_bot": bot})
                if r.rowcount == 1:
                    done.append(seat)
            if done:
                c.execute(self._upd_touched, {"tid": table_id, "updated_at": time.time()})
        return done

    def _seat_update(self, expect_kind: tuple[str, ...] | None, expect_user: bool) -> Any:
        """The compare-and-set update of one seat (built once per shape)."""
        key = (expect_kind, expect_user)
        q = self._seat_updates.get(key)
        if q is None:
            q = update(seats).where(seats.c.table_id == bindparam("tid"),
                                    seats.c.seat == bindparam("seat_no"))
            if expect_kind is not None:
                q = q.where(seats.c.kind.in_(expect_kind))
            if expect_user:
                q = q.where(seats.c.user_id == bindparam("expect_user"))
            q = self._seat_updates[key] = q.values(kind=bindparam("new_kind"),
                                                   user_id=bindparam("new_user"),
                                                   bot=bindparam("new_bot"))
        return q

    def _table_is(self, c: Connection, table_id: int, statuses: tuple[str, ...],
                  quiet_since: float | None) -> bool:
        """Within a write: whether the table has one of ``statuses`` and (if given) has not
        changed since ``quiet_since``. Locks its row (PostgreSQL), so no move lands meanwhile."""
        row = c.execute(self._sel_table_lock, {"tid": table_id}).first()
        return (row is not None and row.status in statuses
                and (quiet_since is None or row.updated_at < quiet_since))

    def set_status(self, table_id: int, status: str, expect: str, active: list[int] | None = None,
                   result: Json | None = None) -> bool:
        values: Json = {"status": status, "updated_at": time.time()}
        if active is not None:
            values["active"] = active
        if result is not None:
            values["result"] = result
        if status == "playing":
            values["started_at"] = values["updated_at"]
        with self._write() as c:
            r = c.execute(update(tables).where(tables.c.id == table_id, tables.c.status == expect)
                          .values(**values))
        return r.rowcount == 1

    # ----- moves -------------------------------------------------------------------

    def append_move(self, table_id: int, number: int, seat: int, action: Json,
                    active_before: list[int], events: list[Json], by_bot: bool,
                    active_after: list[int], result: Json | None, undoable: bool = False) -> float:
        """Insert move ``number`` and update the table row, in one transaction; returns the
        time stored with it.

        Raises:
            Conflict: that move number is already taken (a racing submission won).
        """
        now = time.time()
        values: Json = {"tid": table_id, "move_count": number + 1, "active": active_after,
                        "updated_at": now, "expect_count": number}
        if result is not None:
            values["status"] = "finished"
            values["result"] = result
        row = dict(zip(MOVE_FIELDS, (number, seat, action, active_before, events, by_bot, now, undoable),
                       strict=True))
        try:
            if not self.is_sqlite:  # one statement: one round trip, committed when it returns
                with self._reader.connect() as c:
                    stored = c.execute(self._ins_move_one[result is not None],
                                       {**values, **{"m_" + k: v for k, v in row.items()}}).first()
                if stored is None:  # the table's count moved (an undo): nothing was written
                    raise IntegrityError("move count", None, Exception("move count changed"))
                return now
            with self._write() as c:
                c.execute(self._ins_move, {"table_id": table_id, **row})
                r = c.execute(self._upd_over if result is not None else self._upd_moved, values)
                if r.rowcount != 1:  # the table's count moved (an undo): roll back
                    raise IntegrityError("move count", None, Exception("move count changed"))
        except IntegrityError:
            raise Conflict(f"move {number} of table {table_id} is already taken") from None
        return now

    def moves_from(self, table_id: int, start: int) -> list[MoveRow]:
        with self._reader.connect() as c:
            rs = c.execute(self._sel_moves, {"tid": table_id, "start": start})
            return [MoveRow(r.number, r.seat, r.action, list(r.active_before), list(r.events),
                            bool(r.by_bot), r.created_at, bool(r.undoable)) for r in rs]

    # ----- sessions ------------------------------------------------------------------

    def create_session(self, session_id: str, user_id: int, max_age: float) -> None:
        now = time.time()
        with self._write() as c:
            c.execute(insert(sessions).values(id=session_id, user_id=user_id, created_at=now,
                                              expires_at=now + max_age, revoked=False))

    def session_user(self, session_id: str) -> int | None:
        """The user of a live session (not revoked, not expired), else None."""
        with self._reader.connect() as c:
            r = c.execute(self._sel_session, {"sid": session_id}).first()
        if r is None or r.revoked or r.expires_at < time.time():
            return None
        return int(r.user_id)

    def revoke_session(self, session_id: str) -> None:
        with self._write() as c:
            c.execute(update(sessions).where(sessions.c.id == session_id).values(revoked=True))

    def prune_sessions(self, now: float) -> None:
        """Forget sessions that expired (their cookies are refused anyway)."""
        with self._write() as c:
            c.execute(sessions.delete().where(sessions.c.expires_at < now))

    # ----- throttle ----------------------------------------------------------------

    def throttle_hit(self, key: str, window: float, now: float | None = None) -> int:
        """Count one hit on ``key`` in its current window; returns the hits so far (this one
        included). A window starts at a key's first hit and lasts ``window`` seconds."""
        now = time.time() if now is None else now
        fresh = throttle.c.window_start < now - window
        with self._write() as c:
            if c.dialect.name == "postgresql":
                from sqlalchemy.dialects.postgresql import insert as upsert
            else:
                from sqlalchemy.dialects.sqlite import insert as upsert
            q = upsert(throttle).values(key=key, window_start=now, hits=1)
            q = q.on_conflict_do_update(index_elements=[throttle.c.key], set_={
                "hits": case((fresh, 1), else_=throttle.c.hits + 1),
                "window_start": case((fresh, now), else_=throttle.c.window_start)})
            return int(c.execute(q.returning(throttle.c.hits)).scalar_one())

    def throttle_count(self, key: str, window: float, now: float | None = None) -> int:
        """The hits on ``key`` in its current window (0 if it has expired)."""
        now = time.time() if now is None else now
        with self.engine.connect() as c:
            r = c.execute(select(throttle.c.hits, throttle.c.window_start)
                          .where(throttle.c.key == key)).first()
        return 0 if r is None or r.window_start < now - window else int(r.hits)

    def prune_throttle(self, older_than: float) -> None:
        """Drop counters whose window began before ``older_than`` (keeps the table small)."""
        with self._write() as c:
            c.execute(throttle.delete().where(throttle.c.window_start < older_than))
