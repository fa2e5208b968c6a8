"""Shared helpers of the research-contract tests: seeded random positions and playouts."""

from __future__ import annotations

from typing import Any

import eurogames
from eurogames.core import Rng, State

GAMES = list(eurogames.GAME_NAMES)


def player_counts(name: str) -> list[int]:
    g = eurogames.load(name)
    return list(range(g.min_players, g.max_players + 1))


def random_step(st: State, rng: Rng) -> None:
    seat = st.active_players()[0]
    legal = st.legal_actions(seat)
    st.apply(seat, legal[rng.below(len(legal))])


def random_position(name: str, players: int, seed: int, moves: int) -> State:
    """The position after up to ``moves`` random moves from the game seeded ``seed``."""
    st = eurogames.load(name).new(players, seed)
    rng = Rng(seed + 1000)
    for _ in range(moves):
        if st.is_over():
            break
        random_step(st, rng)
    return st


def continuation(st: State, seed: int, moves: int = 10**9) -> tuple[list[str], list[int], dict]:
    """Play ``moves`` seeded random moves on ``st`` (mutated); the moves, totals and spectator view."""
    rng = Rng(seed)
    played = []
    for _ in range(moves):
        if st.is_over():
            break
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        played.append(a.notation())
        st.apply(seat, a)
    return played, [s.total for s in st.scores()], st.view(None)


def searched_id(space: Any, action: Any) -> int | None:
    """The id of ``action`` found by its field values in ``space``'s segments alone (no id
    noted on the instance, no map of the space read)."""
    values = tuple(getattr(action, n) for n in type(action).__match_args__)
    for off, seg in space._by_class[type(action)]:
        j = seg.index(values)
        if j is not None:
            return off + j
    return None
