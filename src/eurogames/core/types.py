"""Shared vocabulary: the type aliases every module uses (after Starlette's types.py)."""

from __future__ import annotations

from typing import Any

Seat = int
"""A seat index, ``0 .. players-1`` in seating order."""

Json = dict[str, Any]
"""A JSON-ready mapping (str keys; values are JSON-ready)."""

JsonValue = Any
"""Any JSON-ready value."""
