"""Storage: the only package that imports SQLAlchemy.

A table is its game record: the ``tables`` row (game, players, options, seed), its
``seats`` and an append-only ``moves`` list whose primary key is (table, number), so
two racing submissions for one move number cannot both land.
"""

from .db import Conflict, Storage
from .migrate import run_migrations

__all__ = ["Conflict", "Storage", "run_migrations"]
