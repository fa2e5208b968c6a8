"""Stored rules options in the form today's option checks ask for.

Two checks came after tables could be stored (2026-11-28): an option's value must match one
of its choices by type as well (``True`` had been taken for seat 1, ``1`` for a flag), and the
card game's ``start_player`` must name a seat at the table (``3`` at two players had meant
seat 1: the engine takes the seat modulo the player count). A table stored before either
check with such a value would no longer load (``Game.new`` refuses its options). Each such
value is rewritten to the choice it meant: the choice equal to it (``==``, as the old check
compared) of the option's own type, and a card-game start seat beyond the table modulo the
player count. The engines read options by value (``int(opt) % players``, ``if opt``), so the
games replay exactly as they were played. Values that match no choice at all, and unknown
games or options, are left as they are: this migration only restates what was accepted.

Revision ID: options02
Revises: harden01
"""

from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "options02"
down_revision = "harden01"
branch_labels = None
depends_on = None


def restated(game: str, players: int, options: dict[str, Any]) -> dict[str, Any]:
    """``options`` with every value the old checks accepted written as the choice it meant."""
    import eurogames
    try:
        g = eurogames.load(game)
    except (KeyError, ValueError, ImportError):
        return options
    out = dict(options)
    for name, value in options.items():
        option = g.options.get(name)
        if option is None or any(value == c and type(value) is type(c) for c in option.choices):
            continue
        meant = [c for c in option.choices if value == c and type(c) is not bool] or \
                [c for c in option.choices if value == c]
        if meant:
            out[name] = meant[0]
    start = out.get("start_player")
    if game == "burgundy_card_game" and type(start) is int and start >= players >= 1:
        out["start_player"] = start % players
    return out


def upgrade() -> None:
    tables = sa.table("tables", sa.column("id", sa.Integer), sa.column("game", sa.String),
                      sa.column("players", sa.Integer), sa.column("options", sa.JSON))
    conn = op.get_bind()
    for row in conn.execute(sa.select(tables.c.id, tables.c.game, tables.c.players, tables.c.options)).all():
        options = dict(row.options or {})
        new = restated(row.game, row.players, options)
        if new != options or any(type(new[k]) is not type(options[k]) for k in options):
            conn.execute(tables.update().where(tables.c.id == row.id).values(options=new))


def downgrade() -> None:
    """Nothing to undo: the rewritten values mean what the old ones did."""
