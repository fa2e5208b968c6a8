"""Which server processes may share a database: one alone, or any number over Redis.

A process caches tables and session checks and learns of other processes' changes only
through the pub/sub (``server/pubsub.py``). Without Redis it hears nobody, so a second
process on the same database would serve stale caches: a table socket there could still
move for a user who logged out on the first (for up to ``Sessions.HEARD_TTL``). So
``eurogames serve`` claims the database before it listens:

- without Redis, alone (an exclusive claim): it refuses to start beside any other server
  process on that database;
- with Redis, shared (a shared claim): any number may run together, but none without Redis.

The claim is held by the operating system or the database server for the life of the
process and ends with it, however it ends (a crash or ``kill -9`` included): a SQLite
database is claimed with ``flock`` on a file beside it, a PostgreSQL database with a
session-level advisory lock on a connection kept open for that purpose.
"""

from __future__ import annotations

import contextlib
import os
from typing import Any, Self

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

ADVISORY_KEY = int.from_bytes(b"eurogame", "big")
"""The PostgreSQL advisory lock's key (one per database: advisory locks are per database)."""


class DatabaseInUse(Exception):
    """Another server process holds a claim this one cannot share."""


def _refusal(shared: bool) -> str:
    if shared:
        return ("another eurogames server uses this database without --redis; stop it, or "
                "start every process on one database with the same --redis")
    return ("another eurogames server already uses this database; processes that share a "
            "database must all start with --redis (they hear each other's moves and logouts "
            "through it)")


class Claim:
    """A held claim on one database (``claim``); ``release`` ends it (idempotent)."""

    def __init__(self, release: Any = None) -> None:
        self._release = release

    def release(self) -> None:
        fn, self._release = self._release, None
        if fn is not None:
            fn()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def lock_path(url: str) -> str | None:
    """The file a SQLite database is claimed by (None for an in-memory database)."""
    db = make_url(url).database
    if not db or db == ":memory:" or db.startswith("file::memory:"):
        return None
    return db + ".server-lock"


def claim(url: str, shared: bool) -> Claim:
    """Claim the database at ``url`` for this process: ``shared`` (with Redis) or alone.

    Raises:
        DatabaseInUse: another server process holds a claim this one cannot share (the
            message says what to do).
    """
    if url.startswith("sqlite"):
        return _claim_sqlite(url, shared)
    if url.startswith("postgresql"):
        return _claim_postgres(url, shared)
    return Claim()  # another database: nothing to claim it by (only SQLite and PostgreSQL are supported)


def _claim_sqlite(url: str, shared: bool) -> Claim:
    path = lock_path(url)
    if path is None:
        return Claim()  # in memory: no other process can open it
    try:
        import fcntl
    except ImportError:  # not POSIX: no flock; one process per database is then the operator's care
        return Claim()
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        # flock belongs to this open file description: a second open of the same file, even
        # in this process, is refused like another process would be.
        fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise DatabaseInUse(_refusal(shared)) from None
    except BaseException:
        os.close(fd)
        raise

    def release() -> None:
        with contextlib.suppress(OSError):
            os.close(fd)  # closing the descriptor drops the lock

    return Claim(release)


def _claim_postgres(url: str, shared: bool) -> Claim:
    engine = create_engine(url, poolclass=NullPool)
    conn = engine.connect().execution_options(isolation_level="AUTOCOMMIT")
    try:
        fn = "pg_try_advisory_lock_shared" if shared else "pg_try_advisory_lock"
        got = conn.execute(text(f"SELECT {fn}(:k)"), {"k": ADVISORY_KEY}).scalar()
    except BaseException:
        conn.close()
        engine.dispose()
        raise
    if not got:
        conn.close()
        engine.dispose()
        raise DatabaseInUse(_refusal(shared))

    def release() -> None:
        with contextlib.suppress(Exception):  # the lock ends with the connection anyway
            conn.close()
        engine.dispose()

    return Claim(release)
