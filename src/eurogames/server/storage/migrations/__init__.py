"""Alembic migrations, shipped inside the package."""
