"""Shared pieces of the games' position modules (``games/<game>/position.py``).

A position module has ``describe(state) -> dict`` (a readable, JSON-ready description of a
position) and ``from_position(desc, seed=0) -> State`` (the state it describes, every derived
field computed, contradictions rejected with a ``PositionError`` naming the problem): the
python-chess ``Board(fen)`` idea. The helpers here check the usual shapes of a description.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from .errors import EurogamesError, InvariantError

S = TypeVar("S")


class PositionError(EurogamesError, ValueError):
    """A position description that is malformed or contradicts the rules or itself."""


def need(cond: bool, msg: str) -> None:
    """Raise ``PositionError(msg)`` unless ``cond``."""
    if not cond:
        raise PositionError(msg)


def whole(v: Any, what: str, lo: int, hi: int) -> int:
    """``v`` as a whole number in ``lo..hi`` (``PositionError`` naming ``what`` otherwise)."""
    need(type(v) is int and lo <= v <= hi, f"{what} must be a whole number {lo}..{hi}, not {v!r}")
    return int(v)


def one_of(v: Any, what: str, allowed: Iterable[Any]) -> Any:
    allowed = list(allowed)
    need(v in allowed, f"{what} must be one of {allowed}, not {v!r}")
    return v


def fields(d: Any, what: str, allowed: Iterable[str], required: Iterable[str] = ()) -> dict[str, Any]:
    """``d`` as an object whose keys are among ``allowed`` and include ``required``."""
    need(isinstance(d, dict), f"{what} must be an object")
    extra = set(d) - set(allowed)
    need(not extra, f"{what}: unknown fields {sorted(extra)}")
    missing = [k for k in required if k not in d]
    need(not missing, f"{what}: missing fields {missing}")
    out: dict[str, Any] = d
    return out


def seat_list(v: Any, what: str, players: int) -> list[Any]:
    need(isinstance(v, list) and len(v) == players, f"{what} must list {players} seats")
    out: list[Any] = v
    return out


def new_state(desc: Any, game: Any, allowed: Iterable[str], required: Iterable[str],
              seed: int = 0) -> Any:
    """The state every ``from_position`` starts from: the checks of a description's header
    (an object with only ``allowed`` fields and every ``required`` one, a position of
    ``game``, ``players`` in the game's range), then ``game.new(players, seed, options)``
    for the position to be written into.

    Raises:
        PositionError: the header is malformed, names another game, or the rules options are
            rejected (``"options: ..."``, quoting the game's own message).
    """
    fields(desc, "a position", allowed, required)
    need(desc.get("game", game.name) == game.name, f"this is a position of {desc.get('game')!r}")
    n = whole(desc.get("players"), "players", game.min_players, game.max_players)
    try:
        return game.new(n, seed, dict(desc.get("options") or {}))
    except ValueError as e:
        raise PositionError(f"options: {e}") from None


def checked(state: S) -> S:
    """``state`` after its own ``check_invariants`` (an ``InvariantError`` becomes a
    ``PositionError``); legal-action caches are dropped first."""
    st: Any = state
    st.invalidate()
    try:
        st.check_invariants()
    except InvariantError as e:
        raise PositionError(f"inconsistent position: {e}") from None
    st.invalidate()
    return state
