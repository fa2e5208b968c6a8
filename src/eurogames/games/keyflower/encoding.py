"""Keyflower: the fixed action space (ids) and observation tensors.

Action ids (per player count the same; the last field varies fastest). Tiles are tile ids
0..67 (data.TILES); colours 0..3 (blue, red, yellow, green); resources 0..3 (gold, iron,
stone, wood):

- ``pass``; ``bid tile``; ``use tile opt`` (opt -1 none, 0..3 a paid colour/skill/resource
  choice, 100+tile: pay with the outbid group on that tile); ``merge tile``;
  ``add colour n`` (n 1..40: no colour has more keeples); ``confirm``;
  ``move res frm to``; ``stopmove``; ``upgrade tile pay`` (pay = gold, iron, stone, wood,
  anvil, pick, saw counts with a total of at most MAX_PAY, the largest upgrade cost); ``finish``; ``boat b`` (58..63);
  ``offer tile`` (winter tiles); ``offered``;
  ``place tile q r rot``: a tile (not a home) at hex (q, r) with -9 <= q, r <= 9 around the home tile,
  rotated 0..5 (a village reaching farther raises ``ActionOutOfSpace``); ``flip tile``.
"""

from __future__ import annotations

import itertools

from eurogames.core.encoding import ActionSpace, Listed, Product

from . import actions as A
from .data import BOATS, NUM_TILES, TILES, WINTER_TILES

RADIUS = 9
MAX_PAY = max(sum(c.res) + c.any_res + sum(c.skills) + c.any_skill
              for c in (t.cost for t in TILES) if c is not None)
"""The largest upgrade cost (items paid)."""
UPGRADABLE = tuple(t.tid for t in TILES if t.back is not None)
VILLAGE_TILES = tuple(t.tid for t in TILES if t.family != "home")
"""Tiles that can be placed in a village (homes start there; a winter boat is placed too)."""


def _pays() -> list[tuple[int, ...]]:
    return [p for p in itertools.product(range(MAX_PAY + 1), repeat=7) if sum(p) <= MAX_PAY]


def action_space(players: int) -> ActionSpace:
    tiles = range(NUM_TILES)
    hexes = range(-RADIUS, RADIUS + 1)
    pays = _pays()
    return ActionSpace([
        Product(A.Pass),
        Product(A.Bid, tile=tiles),
        Product(A.Use, tile=tiles, opt=[-1, 0, 1, 2, 3, *(100 + t for t in tiles)]),
        Product(A.Merge, tile=tiles),
        Product(A.Add, colour=range(4), n=range(1, 41)),
        Product(A.Confirm),
        Product(A.Move, res=range(4), frm=tiles, to=tiles),
        Product(A.StopMove),
        Listed(A.Upgrade, [(t, p) for t in UPGRADABLE for p in pays]),
        Product(A.Finish),
        Product(A.ChooseBoat, boat=BOATS),
        Product(A.OfferWinter, tile=WINTER_TILES),
        Product(A.DoneOffering),
        Product(A.Place, tile=VILLAGE_TILES, q=hexes, r=hexes, rot=range(6)),
        Product(A.Flip, tile=tiles),
    ])
