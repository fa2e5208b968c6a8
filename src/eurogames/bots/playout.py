"""Cheap playout policies: how ``eurogames bench`` (and anyone who wants a fast, seeded
game that looks like a real one) picks each decision.

``random``  uniform over the legal actions. In Orléans it strands every follower on a
            place it cannot complete in round 1 (a 14-decision game scoring 0-1), and in
            the other games it passes as readily as it builds.
``eager``   (the default) random, but it plays the game: when the draw is an action that
            only ends a turn, a phase or a sub-step (pass, done, skip, end, finish, stop)
            and there are others, it draws again (up to ``REDRAWS`` times) unless a
            1-in-``IDLE_ODDS`` coin keeps it; and it draws only from the candidates the
            game's ``playout_narrowing`` keeps, if it has one (Orléans places a follower only
            where the place can still be completed, finishing a started place first).

Both are seeded by the ``Chance`` they are given and cost a few microseconds per
decision, so a playout measures the engine, not the policy.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from ..core import Action, Chance, State
from ..core.errors import InvariantError
from ..core.game import PlayoutNarrowing
from ..core.types import Seat

IDLE_TYPES: Final = frozenset({"pass", "done", "skip", "end", "finish", "stopmove"})
"""Action types that only end a turn, phase or sub-step: the moves random play overuses."""
IDLE_ODDS: Final = 8
"""``eager`` keeps a drawn idle action once in this many draws."""
REDRAWS: Final = 3

Chooser = Callable[[State, Seat, Sequence[Action], Chance], Action]


@dataclass(frozen=True)
class Policy:
    name: str
    summary: str
    choose: Chooser


def _random(state: State, seat: Seat, legal: Sequence[Action], rng: Chance) -> Action:
    return legal[rng.below(len(legal))]


def _eager(state: State, seat: Seat, legal: Sequence[Action], rng: Chance) -> Action:
    narrow = _narrowing(type(state))
    if narrow is not None:
        narrowed = narrow(state, seat, legal, rng)
        if narrowed:
            legal = narrowed
    n = len(legal)
    if n == 1:
        return legal[0]
    action = legal[rng.below(n)]
    for _ in range(REDRAWS):
        if action.type not in IDLE_TYPES or not rng.below(IDLE_ODDS):
            break
        action = legal[rng.below(n)]
    return action


_NARROWING: Final[dict[type[State], PlayoutNarrowing | None]] = {}


def _narrowing(cls: type[State]) -> PlayoutNarrowing | None:
    """The game's narrowing for ``eager`` (``Game.playout_narrowing``), asked once per state class.

    The narrowings live in the games' packages (Orléans: ``games/orleans/policy.py``), typed
    against their states, so that the compiled build compiles them with the rules; this module
    sees every state as the generic ``State``."""
    try:
        return _NARROWING[cls]
    except KeyError:
        narrow = _NARROWING[cls] = cls.game.playout_narrowing()
        return narrow


RANDOM = Policy("random", "uniform over the legal actions", _random)
EAGER = Policy("eager", "random, but rarely idles while it can act; Orléans completes places", _eager)
POLICIES = {p.name: p for p in (EAGER, RANDOM)}
DEFAULT = EAGER


def playout(state: State, rng: Chance, policy: Policy = DEFAULT, *, check: bool = False,
            max_decisions: int = 200_000,
            on_step: Callable[[State, Seat, Action], None] | None = None) -> int:
    """Play ``state`` to the end with ``policy``; returns the number of decisions.

    Among several active seats (simultaneous decisions) one is picked with ``rng``;
    ``on_step`` is called after each decision with the state, the seat and its action.

    Raises:
        InvariantError: with ``check``, when an invariant breaks; always when an active
            seat has no legal action or the game does not end within ``max_decisions``.
    """
    choose = policy.choose
    n = 0
    while not state.is_over():
        active = state.active_players()
        if not active:
            raise InvariantError(f"no active seat at move {state.move_number}, game not over")
        seat = active[rng.below(len(active))] if len(active) > 1 else active[0]
        legal = state.legal_actions(seat)
        if not legal:
            raise InvariantError(f"seat {seat} is active with no legal action at move {state.move_number}")
        action = choose(state, seat, legal, rng)
        state.apply(seat, action)
        n += 1
        if check:
            state.check_invariants()
        if on_step is not None:
            on_step(state, seat, action)
        if n > max_decisions:
            raise InvariantError(f"game did not end within {max_decisions} decisions")
    return n
