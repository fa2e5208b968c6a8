"""Bots. Every bot implements ``choose(state, seat) -> Action`` on a state it may
look at in full: callers hand it ``state.determinize(seat, rng)``, never the true
state (``decide`` does this), so a bot cannot see hidden information.
"""

from __future__ import annotations

from ..core import Action, Rng, State
from ..core.types import Seat
from .base import Bot
from .greedy import GreedyBot
from .levels import LEVELS, PLAYER_LEVELS, Level, make_level
from .random_bot import RandomBot

BOT_KINDS = tuple(LEVELS)
"""Every bot ``make_bot`` knows: the levels (easy, medium, hard, expert), then the named
baselines (random, greedy, mcts)."""


def make_bot(kind: str, seed: int = 0) -> Bot:
    """A bot by level or baseline name (``BOT_KINDS``).

    Raises:
        ValueError: no such bot.
    """
    return make_level(kind, seed)


def decide(bot: Bot, state: State, seat: Seat) -> Action:
    """Ask ``bot`` for ``seat``'s action, showing it only a determinized copy."""
    if bot.needs_state:
        det = state.determinize(seat, bot.rng.spawn())
        action = bot.choose(det, seat)
    else:
        action = bot.choose_from(state.legal_actions(seat))
    if action not in state.legal_actions(seat):  # determinize must keep own legal actions
        raise RuntimeError(f"bot chose {action.notation()}, not legal in the real state")
    return action


__all__ = ["BOT_KINDS", "LEVELS", "PLAYER_LEVELS", "Bot", "GreedyBot", "Level", "RandomBot", "Rng", "decide",
           "make_bot", "make_level"]
