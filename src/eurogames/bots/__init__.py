"""Bots. Every bot implements ``choose(state, seat) -> Action`` on a state it may
look at in full: callers hand it ``state.determinize(seat, rng)``, never the true
state (``decide`` does this), so a bot cannot see hidden information.
"""

from __future__ import annotations

from ..core import Action, Rng, State
from ..core.types import Seat
from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot}
BOT_KINDS = ("random", "greedy", "mcts")
"""Every bot ``make_bot`` knows (``mcts`` is imported on demand)."""


def make_bot(kind: str, seed: int = 0) -> Bot:
    """A bot by name (``random``, ``greedy``, ``mcts``)."""
    if kind == "mcts":
        from .mcts import MctsBot
        return MctsBot(seed)
    try:
        return BOTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; known: {', '.join(BOT_KINDS)}") from None


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


__all__ = ["BOTS", "BOT_KINDS", "Bot", "GreedyBot", "RandomBot", "Rng", "decide", "make_bot"]
