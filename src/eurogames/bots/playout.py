"""Cheap playout policies: how ``eurogames bench`` (and anyone who wants a fast, seeded
game that looks like a real one) picks each decision.

``random``  uniform over the legal actions. In Orléans it strands every follower on a
            place it cannot complete in round 1 (a 14-decision game scoring 0-1), and in
            the other games it passes as readily as it builds.
``eager``   (the default) random, but it plays the game: when the draw is an action that
            only ends a turn, a phase or a sub-step (pass, done, skip, end, finish, stop)
            and there are others, it draws again (up to ``REDRAWS`` times) unless a
            1-in-``IDLE_ODDS`` coin keeps it; and Orléans places a follower only where the
            place can still be completed, finishing a started place first.

Both are seeded by the ``Chance`` they are given and cost a few microseconds per
decision, so a playout measures the engine, not the policy.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..core import Action, Chance, State
from ..core.errors import InvariantError
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
    special = _GAME_RULES.get(type(state).game.name)
    if special is not None:
        narrowed = special(state, seat, legal, rng)
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


# ----- game-specific narrowing: the candidates a sensible player considers ------------

def _orleans(state: State, seat: Seat, legal: Sequence[Action], rng: Chance) -> Sequence[Action]:
    """Planning: continue a place started this round; else start a place (one of up to
    ``ORLEANS_TRIES`` drawn) that the followers left can still complete; else stop (``done``)."""
    rules, _allocate, info = _orleans_tables()
    st: Any = state
    if st.stage != rules.S_PLAN:
        return legal
    # the planning listing is its ``place`` actions, then ``done`` (rules.legal)
    ends_done = legal[-1] is rules.DONE
    places = legal[:-1] if ends_done else list(filter(info.__contains__, legal))
    planned = st.planned[seat]
    if planned:
        # plain loops, not comprehensions: these lists are short, and a comprehension costs a
        # function object and a frame each time (Python 3.11)
        started: set[int] = set()
        for s in planned:
            started.add(rules.SPACE_PLACE[s % rules.PLAN_FROM_TOWER])
        going_on: list[Action] = []
        for a in places:
            if info[a][0] in started:
                going_on.append(a)
        if going_on:
            return going_on
    if places:
        slots = st.slots[seat]
        sreq = st.space_req
        mask = rules._mask(st, seat)
        codes = tuple(sorted(rules.plan_codes(st, seat)))     # the allocation ignores their order
        empty = rules.EMPTY
        for _ in range(ORLEANS_TRIES):
            a = places[rng.below(len(places))]
            _pl, code, others = info[a]
            missing: list[int] = []
            for s in others:
                if slots[s] == empty:
                    missing.append(sreq[s])
            missing.sort()
            if _completes(tuple(missing), codes, code, mask):
                return (a,)
    if ends_done:                   # ``done``, the one action that is not a place
        return legal[-1:]
    return [a for a in legal if a not in info] or legal


ORLEANS_TRIES: Final = 4


def _completes(missing: tuple[int, ...], codes: tuple[int, ...], code: int, mask: int) -> bool:
    """Whether ``codes`` less one ``code`` can fill the ``missing`` requirements (for followers
    with ability ``mask``): the heuristic's allocation, remembered (a pure function of its key, which
    holds both sorted: the allocation sorts them itself)."""
    key = (missing, codes, code, mask)
    ok = _COMPLETES.get(key)
    if ok is None:
        rules, allocate, _info = _orleans_tables()
        pool = list(codes)
        pool.remove(code)
        if len(_COMPLETES) > 50_000:
            _COMPLETES.clear()
        ok = _COMPLETES[key] = allocate(list(missing), pool, rules.CAN[mask]) is not None
    return ok


_COMPLETES: Final[dict[tuple[Any, ...], bool]] = {}


@functools.cache
def _orleans_tables() -> tuple[Any, Any, dict[Action, tuple[int, int, tuple[int, ...]]]]:
    """Orléans' rules module, its market-allocation helper, and each planning ``place`` action's
    (place, follower code, the place's other spaces)."""
    from ..games.orleans import rules
    from ..games.orleans.data import SPACE_PLACE
    from ..games.orleans.heuristic import _allocate
    info: dict[Action, tuple[int, int, tuple[int, ...]]] = {
        a: (SPACE_PLACE[s], c, tuple(o for o in rules.PLACE_RANGE[SPACE_PLACE[s]] if o != s))
        for c, row in enumerate(rules.PLACE_ACT) for s, a in enumerate(row)}
    return rules, _allocate, info


_GAME_RULES: Final[dict[str, Callable[[State, Seat, Sequence[Action], Chance], Sequence[Action]]]] = {
    "orleans": _orleans,
}

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
