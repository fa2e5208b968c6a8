"""Table definitions (SQLAlchemy Core). Migrations in ``migrations/`` create them."""

from __future__ import annotations

from sqlalchemy import (
                        JSON,
                        BigInteger,
                        Boolean,
                        Column,
                        Float,
                        ForeignKey,
                        Index,
                        Integer,
                        MetaData,
                        String,
                        Table,
)

metadata = MetaData()

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("username", String(40), nullable=False, unique=True),
    Column("password_hash", String(200), nullable=True),
    Column("is_guest", Boolean, nullable=False, default=False),
    Column("created_at", Float, nullable=False),
)

tables = Table(
    "tables", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("mode", String(10), nullable=False),  # live | turn
    Column("status", String(10), nullable=False),  # waiting | playing | finished
    Column("host_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    Column("move_count", Integer, nullable=False, default=0),
    Column("active", JSON, nullable=False),  # seats to move now (for "my turn" lists)
    Column("result", JSON, nullable=True),  # final scores and ranking
    Column("settings", JSON, nullable=True),  # table settings: undo, chat, clock, rated
    Column("started_at", Float, nullable=True),
)
Index("ix_tables_status", tables.c.status)

seats = Table(
    "seats", metadata,
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(10), nullable=False),  # open | human | bot | invited
    Column("user_id", Integer, ForeignKey("users.id"), nullable=True),
    Column("bot", String(20), nullable=True),
)
Index("ix_seats_user", seats.c.user_id)
Index("uq_seats_table_user", seats.c.table_id, seats.c.user_id, unique=True,
      postgresql_where=seats.c.user_id.isnot(None), sqlite_where=seats.c.user_id.isnot(None))
"""One seat per account and table, also against racing joins (migration harden01)."""

sessions = Table(
    "sessions", metadata,
    Column("id", String(64), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", Float, nullable=False),
    Column("expires_at", Float, nullable=False),
    Column("revoked", Boolean, nullable=False, default=False),
)
Index("ix_sessions_user", sessions.c.user_id)

throttle = Table(
    "throttle", metadata,
    Column("key", String(200), primary_key=True),
    Column("window_start", Float, nullable=False),
    Column("hits", Integer, nullable=False),
)
Index("ix_throttle_window", throttle.c.window_start)

moves = Table(
    "moves", metadata,
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", JSON, nullable=False),
    Column("active_before", JSON, nullable=False),
    Column("events", JSON, nullable=False),  # [{"e": event json, "to": [seats] | null}]
    Column("by_bot", Boolean, nullable=False, default=False),
    Column("created_at", Float, nullable=False),
    Column("undoable", Boolean, nullable=False, default=False),  # may be taken back (core/undo.py)
)

# ----- table features (migration tablefeat_0001) ------------------------------------------

undone_moves = Table(
    "undone_moves", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("action", JSON, nullable=False),
    Column("created_at", Float, nullable=False),
    Column("undone_at", Float, nullable=False),
)

chat = Table(
    "chat", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), nullable=False),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=True),
    Column("seat", Integer, nullable=True),
    Column("move_number", Integer, nullable=False),
    Column("text", String(500), nullable=False),
    Column("created_at", Float, nullable=False),
)

ratings = Table(
    "ratings", metadata,
    Column("game", String(40), primary_key=True),
    Column("player", String(60), primary_key=True),  # "u:<user id>" or "bot:<kind>"
    Column("rating", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated_at", Float, nullable=False),
)

rating_changes = Table(
    "rating_changes", metadata,
    Column("table_id", Integer, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True),
    Column("player", String(60), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("before", Float, nullable=False),
    Column("after", Float, nullable=False),
    Column("created_at", Float, nullable=False),
)
