"""Orléans' narrowing for the ``eager`` playout policy (``bots/playout.py``): the planning
candidates a sensible player considers, so that playouts look like real games instead of
stranding every follower on a place it cannot complete (rules/orleans.md §6.4, §6.5).

Why it lives here and not in ``bots/playout.py``: it is Orléans' rules at work, and here it
is typed. The compiled build compiles this module with ``rules`` and ``state`` (setup.py's
``GAME_EXTRA``), so each ``st.<field>`` is a native attribute read and each rules constant or
helper a direct reference. In the generic playout module the state was ``Any``: every field a
generic getattr and every ``rules.<name>`` a module-dict lookup, 27 % of the compiled playout's
instructions (benchmarks/results/speed-orleans-2026-12-06.md). ``OrleansGame.playout_narrowing``
hands ``narrow`` to the policy.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, cast

from eurogames.core import Action, Chance, State
from eurogames.core.types import Seat

from .data import SPACE_PLACE
from .heuristic import _allocate
from .rules import (
    CAN,
    PLACE_ACT,
    PLACE_SPACES,
    PLAN_FROM_TOWER,
    S_PLAN,
    _mask,
    place_options,
    plan_codes,
    spaces_of,
)

if TYPE_CHECKING:
    from .state import OrleansState

TRIES: Final = 4
"""Places drawn (with their followers) before the policy gives up starting one and stops."""

PLACE_INFO: Final[dict[Action, tuple[int, int]]] = {
    a: (c, PLACE_SPACES[SPACE_PLACE[s]] & ~(1 << s)) for c, row in enumerate(PLACE_ACT) for s, a in enumerate(row)}
"""Each planning ``place`` action's (follower code, the place's other spaces as a bit mask)."""


def narrow(state: State, seat: Seat, legal: Sequence[Action], rng: Chance) -> Sequence[Action]:
    """Planning: continue a place started this round; else start a place (one of up to
    ``TRIES`` drawn) that the followers left can still complete; else stop (``done``).
    Other stages: ``legal`` itself."""
    st = cast("OrleansState", state)
    if st.stage != S_PLAN or st.queue:
        return legal
    # the planning listing: its ``place`` actions, then ``done`` (rules.legal)
    planned = st.planned[seat]
    if planned:
        # continue a started place: the listing on the started places alone, in its order
        started = 0
        for s in planned:
            started |= PLACE_SPACES[SPACE_PLACE[s % PLAN_FROM_TOWER]]
        going_on = place_options(st, seat, plan_codes(st, seat), within=started)
        if going_on:
            return going_on
    places = legal[:-1]
    if places:
        free = st.free[seat]
        sreq = st.space_req
        mask = _mask(st, seat)
        codes = tuple(sorted(plan_codes(st, seat)))     # the allocation ignores their order
        for _ in range(TRIES):
            a = places[rng.below(len(places))]
            code, others = PLACE_INFO[a]
            if _completes(free & others, sreq, codes, code, mask):
                return (a,)
    return legal[-1:]               # ``done``


def _completes(empty: int, sreq: tuple[int, ...], codes: tuple[int, ...], code: int, mask: int) -> bool:
    """Whether ``codes`` less one ``code`` can fill the requirements (``sreq``) of the ``empty``
    spaces (a bit mask) for followers with ability ``mask``: the heuristic's allocation,
    remembered (a pure function of its key: the spaces' requirements differ between games only
    on the Farmhouse's second space, an option; the codes are sorted, which the allocation
    ignores)."""
    key = (empty, sreq[1], codes, code, mask)
    ok = _COMPLETES.get(key)
    if ok is None:
        missing = [sreq[s] for s in spaces_of(empty)]
        pool = list(codes)
        pool.remove(code)
        if len(_COMPLETES) > 50_000:
            _COMPLETES.clear()
        ok = _COMPLETES[key] = _allocate(missing, pool, CAN[mask]) is not None
    return ok


_COMPLETES: Final[dict[tuple[int, int, tuple[int, ...], int, int], bool]] = {}
