"""The bot interface (catanatron's one method) and the two evaluation functions bots use."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core import Action, Game, Rng, State
from ..core.types import Seat

Heuristic = Callable[[State, Seat], float]


def heuristic_of(game: Game, baseline: bool = False, leaf: float = 0.0, own: bool = False,
                 root: State | None = None) -> Heuristic:
    """The game's evaluation: ``Game.heuristic``, or with ``baseline`` the one the named
    baselines (``greedy``, ``mcts``) were measured with (``Game.baseline_heuristic`` where a
    game keeps its earlier evaluation under that name, else the current one), or with ``leaf``
    the search's own (``game.leaf_heuristic(leaf)`` where a game has one, else the current one);
    with ``own`` each seat's own value without its rivals' (``game.own_heuristic(leaf)`` where a
    game has one, else as without ``own``); with ``root`` too, the game may value every state
    from that root's point in the game (Orléans: ``own`` 2, the rounds left counted from the
    root's round)."""
    by_own = getattr(game, "own_heuristic", None) if own and not baseline else None
    if by_own is not None:
        oh: Heuristic = by_own(leaf) if root is None else by_own(leaf, root)
        return oh
    by_leaf = getattr(game, "leaf_heuristic", None) if leaf and not baseline else None
    if by_leaf is not None:
        lh: Heuristic = by_leaf(leaf)
        return lh
    if baseline:
        h: Heuristic = getattr(game, "baseline_heuristic", game.heuristic)
        return h
    return game.heuristic


def win_probability_of(game: Game) -> Heuristic | None:
    """The game's learned chance that a seat finishes first (``Game.win_probability``: a
    value in [0, 1] consistent with the search's end-of-game rewards), or None where a game
    has none."""
    wp: Heuristic | None = getattr(game, "win_probability", None)
    return wp


class Bot:
    name = "bot"
    needs_state = True
    """False for bots that only need the legal actions (no determinize needed)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, seat: Seat) -> Action:
        """Pick an action for ``seat`` on a determinized state."""
        raise NotImplementedError

    def choose_from(self, legal: Sequence[Action]) -> Action:
        raise NotImplementedError
