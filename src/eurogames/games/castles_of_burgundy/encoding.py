"""Castles of Burgundy: the fixed action space (ids) and observation tensors.

Action ids (the same for every player count), laid out in this order, the last field varying
fastest (``action_space("castles_of_burgundy", 2).describe()`` prints the ranges):

- ``die d``: the die 1..2 used next;
- ``take depot slot workers``: depot 0..6 (0 the black depot), slot 1..8, workers 0..3;
- ``place store space workers``: storage 1..4, estate space 1..37, workers 0..3;
- ``sell colour workers``: colour 1..6, workers 0..3;  ``workers`` (take workers);
- ``buy depot slot workers``: depot 0..6, slot 1..8, workers 0..2 (paid with workers);
- ``ship depot`` 1..6; ``goods colour`` 1..6; ``discard store`` 1..4; ``skip``; ``end``;
  ``start space`` 1..37.
"""

from __future__ import annotations

from eurogames.core.encoding import ActionSpace, Product

from . import actions as A
from .data import GOODS_COLOURS, MAX_BLACK_SLOTS, SPACES

_W = range(4)


def action_space(players: int) -> ActionSpace:
    slots = range(1, MAX_BLACK_SLOTS + 1)
    return ActionSpace([
        Product(A.ChooseDie, die=(1, 2)),
        Product(A.Take, depot=range(7), slot=slots, workers=_W),
        Product(A.Place, store=range(1, 5), space=range(1, SPACES + 1), workers=_W),
        Product(A.Sell, colour=range(1, GOODS_COLOURS + 1), workers=_W),
        Product(A.TakeWorkers),
        Product(A.Buy, depot=range(7), slot=slots, workers=range(3)),
        Product(A.ShipGoods, depot=range(1, 7)),
        Product(A.TakeGoods, colour=range(1, GOODS_COLOURS + 1)),
        Product(A.Discard, store=range(1, 5)),
        Product(A.Skip),
        Product(A.EndTurn),
        Product(A.StartCastle, space=range(1, SPACES + 1)),
    ])
