"""Orléans: the fixed action space (ids) and observation tensors.

Action ids (the same for every player count), listed from the engine's own tables
(``rules.py``): exclude a tile; draw 0..10; recall from each space of each place; place each
follower code on each space; done; use each place (plain, village boatman/craftsman/trader
tile, pharmacy 0..3); move the merchant (place x city x good or ``-``); pass; tech on each
space; deed x reward; bathhouse follower x space; food; penalties (station stock/city,
follower, dev, good, place, tech place/waiting).
"""

from __future__ import annotations

from eurogames.core.encoding import ActionSpace, Listed, Product

from . import actions as A
from . import rules as R
from .data import CITIES, DEEDS, GOOD_NAMES, PLACES, TILES


def _flat(t):
    for x in t:
        if isinstance(x, tuple):
            yield from _flat(x)
        else:
            yield x


def action_space(players: int) -> ActionSpace:
    uses = [*R.USE_PLAIN, R.USE_BOATMAN, R.USE_CRAFTSMAN, *R.USE_TRADER, *R.USE_PHARMACY]
    penalties = [R.PEN_STOCK, *R.PEN_CITY, R.PEN_FOLLOWER, R.PEN_DEV, *R.PEN_GOOD, *R.PEN_PLACE,
                 *R.PENALTY_TECH, R.PENALTY_TECH_WAITING]
    return ActionSpace([
        Product(A.Exclude, tile=TILES),
        Listed(A.Draw, R.DRAW_ACT),
        Listed(A.Recall, R.RECALL_ACT),
        Listed(A.Place, _flat(R.PLACE_ACT)),
        Listed(A.Done, [A.DONE]),
        Listed(A.Use, uses),
        Product(A.Move, place=PLACES, city=CITIES, good=("-", *GOOD_NAMES)),
        Listed(A.Pass, [A.PASS]),
        Listed(A.Tech, R.TECH_ACT),
        Product(A.Deed, deed=DEEDS, reward=("coin", "dev")),
        Listed(A.Bath, _flat(R.BATH_ACT)),
        Listed(A.Food, R.FOOD_ACT),
        Listed(A.Penalty, penalties),
    ])
