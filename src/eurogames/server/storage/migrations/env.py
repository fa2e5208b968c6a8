"""Alembic environment: uses the connection handed in by ``run_migrations``."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from eurogames.server.storage.schema import metadata

config = context.config


def run() -> None:
    conn = config.attributes.get("connection")
    if conn is not None:
        context.configure(connection=conn, target_metadata=metadata)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(config.get_main_option("sqlalchemy.url"))
    with engine.begin() as c:
        context.configure(connection=c, target_metadata=metadata)
        with context.begin_transaction():
            context.run_migrations()


run()
