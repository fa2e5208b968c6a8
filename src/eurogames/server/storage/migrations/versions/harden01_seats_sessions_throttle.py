"""One seat per account and table; server-side sessions; a shared throttle.

- ``uq_seats_table_user``: a partial unique index on (table, user) where a user is
  named, so two racing joins cannot both seat one account (a read-then-write check
  alone lets both through on PostgreSQL). Rows that already break it keep their
  lowest seat; the others are opened (before the start) or handed to a bot.
- ``sessions``: each sign-in is a row; the cookie names it, logging out revokes it.
- ``throttle``: counters per key and time window (log-ins, sign-ups, guests), shared by
  every server process.

Revision ID: harden01
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "harden01"
down_revision = "tablefeat_0001"
branch_labels = None
depends_on = None

_DUPLICATES = """
    SELECT s.table_id, s.seat, t.status FROM seats s JOIN tables t ON t.id = s.table_id
    WHERE s.user_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM seats o WHERE o.table_id = s.table_id AND o.user_id = s.user_id
        AND o.seat < s.seat)
"""


def upgrade() -> None:
    conn = op.get_bind()
    for table_id, seat, status in conn.execute(sa.text(_DUPLICATES)).fetchall():
        kind, bot = ("open", None) if status == "waiting" else ("bot", "greedy")
        conn.execute(sa.text("UPDATE seats SET kind = :k, user_id = NULL, bot = :b "
                             "WHERE table_id = :t AND seat = :s"),
                     {"k": kind, "b": bot, "t": table_id, "s": seat})
    op.create_index("uq_seats_table_user", "seats", ["table_id", "user_id"], unique=True,
                    postgresql_where=sa.text("user_id IS NOT NULL"),
                    sqlite_where=sa.text("user_id IS NOT NULL"))
    op.create_table(
        "sessions",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
        sa.Column("revoked", sa.Boolean, nullable=False),
    )
    op.create_index("ix_sessions_user", "sessions", ["user_id"])
    op.create_table(
        "throttle",
        sa.Column("key", sa.String(200), primary_key=True),
        sa.Column("window_start", sa.Float, nullable=False),
        sa.Column("hits", sa.Integer, nullable=False),
    )
    op.create_index("ix_throttle_window", "throttle", ["window_start"])


def downgrade() -> None:
    op.drop_index("ix_throttle_window", "throttle")
    op.drop_table("throttle")
    op.drop_index("ix_sessions_user", "sessions")
    op.drop_table("sessions")
    op.drop_index("uq_seats_table_user", "seats")
