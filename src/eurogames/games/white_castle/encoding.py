"""The White Castle: the fixed action space (ids) and observation tensors.

Action ids (the same for every player count): every decision the engine can offer, listed
from the engine's own tables in ``actions.py`` (pick pair 0..5, take bridge end, place
space, resource, gate yes/no, garden plot 1..6, yard 1/3/5, audience, promote from-to-room,
daimyo space 1..3, block room 1..3 (and card block), row, worker, first 1..2, activate plot,
skip, convert kind, slot row), in that order.
"""

from __future__ import annotations

from eurogames.core.encoding import ActionSpace, Listed

from . import actions as A


def action_space(players: int) -> ActionSpace:
    groups = [
        A.PICK, tuple(A.TAKE.values()), A.PLACE, A.RES, (A.GATE_YES, A.GATE_NO), A.GARDEN,
        A.YARD, (A.AUDIENCE,), tuple(A.PROMOTE.values()), A.DAIMYO_SPACE,
        tuple(A.BLOCK.values()) + A.CARD_BLOCK, A.ROW, tuple(A.WORKER.values()), A.FIRST,
        A.ACTIVATE, (A.SKIP,), tuple(A.CONVERT.values()), A.PUT,
    ]
    return ActionSpace([Listed(type(g[0]), g) for g in groups])
