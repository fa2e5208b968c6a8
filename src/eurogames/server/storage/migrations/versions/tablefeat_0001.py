"""Table features: table settings and start time, undo flags and the undone-move archive,
chat, ratings.

Revision ID: tablefeat_0001
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "tablefeat_0001"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tables", sa.Column("settings", sa.JSON, nullable=True))
    op.add_column("tables", sa.Column("started_at", sa.Float, nullable=True))
    op.add_column("moves", sa.Column("undoable", sa.Boolean, nullable=False,
                                     server_default=sa.false()))
    op.create_table(
        "undone_moves",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.JSON, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("undone_at", sa.Float, nullable=False),
    )
    op.create_index("ix_undone_table", "undone_moves", ["table_id"])
    op.create_table(
        "chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("move_number", sa.Integer, nullable=False),
        sa.Column("text", sa.String(500), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_index("ix_chat_table", "chat", ["table_id", "id"])
    op.create_table(
        "ratings",
        sa.Column("game", sa.String(40), primary_key=True),
        sa.Column("player", sa.String(60), primary_key=True),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "rating_changes",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("player", sa.String(60), primary_key=True),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("before", sa.Float, nullable=False),
        sa.Column("after", sa.Float, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("rating_changes")
    op.drop_table("ratings")
    op.drop_index("ix_chat_table", "chat")
    op.drop_table("chat")
    op.drop_index("ix_undone_table", "undone_moves")
    op.drop_table("undone_moves")
    with op.batch_alter_table("moves") as b:
        b.drop_column("undoable")
    with op.batch_alter_table("tables") as b:
        b.drop_column("started_at")
        b.drop_column("settings")
