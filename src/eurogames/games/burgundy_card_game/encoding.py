"""Castles of Burgundy card game: the fixed action space (ids) and observation tensors.

Action ids (the same for every player count; the last field varies fastest). Cards are
action-card ids 0..113 (data.CARD_DIE/CARD_TYPE); ``src`` is the card played as the die, or
``-`` (None, listed last) for a free die or none:

- ``take card src``; ``build card col src`` (col the card's own column, or for a cloister
  any of the seven: the only pairs the rules allow, listed in card order);
  ``sell kind src`` (light, medium, dark); ``hire src``; ``silver src``;
  ``trade workers silver src`` (workers 0..3, silver 0..3); ``draw3``; ``keep card``;
  ``discard card``; ``good pile`` 0..1; ``animal pile`` 0..1; ``bonus kind``; ``done``.
"""

from __future__ import annotations

from eurogames.core.encoding import ActionSpace, Listed, Product

from . import actions as A
from .data import CARD_TYPE, CLOISTER, GOODS_NAMES, NUM_ACTION_CARDS, TYPE_NAMES

BONUS_KINDS = ("animals", "goods", "silver", "vp", "workers")


def action_space(players: int) -> ActionSpace:
    cards = range(NUM_ACTION_CARDS)
    src = [*cards, None]
    return ActionSpace([
        Product(A.Take, card=cards, src=src),
        # a card goes into its own column; a cloister may join any (rules §5.2, options)
        Listed(A.Build, [(c, col, x) for c in cards
                         for col in (TYPE_NAMES if CARD_TYPE[c] == CLOISTER else (TYPE_NAMES[CARD_TYPE[c]],))
                         for x in src]),
        Product(A.Sell, kind=GOODS_NAMES, src=src),
        Product(A.Hire, src=src),
        Product(A.TakeSilver, src=src),
        Product(A.Trade, workers=range(4), silver=range(4), src=src),
        Product(A.Draw3),
        Product(A.Keep, card=cards),
        Product(A.Discard, card=cards),
        Product(A.TakeGood, pile=(0, 1)),
        Product(A.TakeAnimal, pile=(0, 1)),
        Product(A.Bonus, kind=BONUS_KINDS),
        Product(A.Done),
    ])
