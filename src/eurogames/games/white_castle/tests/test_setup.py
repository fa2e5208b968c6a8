"""Set-up: die tiles in the castle rooms and at the Well (white_castle §1.4, §2.1)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from eurogames.core import Rng
from eurogames.games.white_castle.data import DIE_TILES
from eurogames.games.white_castle.state import deal_die_tiles

from .builders import GAME


def test_die_tiles_no_room_of_one_colour() -> None:
    """white_castle §1.4 (invariant): no castle room has all its die tiles the same colour.
    Seeds 19670 and 19963 (2 players) used to leave the last diplomat room one colour, because
    only tiles of that colour were left to fill it."""
    for seed in (19670, 19963, *range(300)):
        st: Any = GAME.new(2, seed)
        assert all(len(set(t)) > 1 for t in st.room_tiles), (seed, st.room_tiles)


def test_die_tile_deal_structure() -> None:
    """white_castle §1.4, §2.1: 13 tiles in the rooms (3 per steward room, 2 per diplomat room),
    one of each colour on the steward rooms' ♦ spaces, the last 2 at the Well; all 15 used."""
    for k in range(2000):
        rooms, well = deal_die_tiles(Rng(k))
        assert [len(r) for r in rooms] == [3, 3, 3, 2, 2]
        assert sorted(r[0] for r in rooms[:3]) == [0, 1, 2]
        assert all(len(set(r)) > 1 for r in rooms)
        assert len(well) == 2 and all(t in DIE_TILES for t in well)
        colours = Counter(c for r in rooms for c in r) + Counter(c for c, _ in well)
        assert colours == Counter({0: 5, 1: 5, 2: 5})


def test_option_defaults_follow_the_reference() -> None:
    """white_castle §16, §17: defaults are the verified game / the reference's recommended
    reading; per_row action slots are flagged as a best-effort reading, not a rule."""
    opts = {o.name: o for o in GAME.option_list}
    assert {k: o.default for k, o in opts.items()} == {
        "starting_resources": "card", "turn_order_ties": "stack", "climb_cost": "verified",
        "conversions": "verified", "taken_card_action": True, "action_slots": "one",
        "domain_row_limit": True, "domain_cells": "seal"}
    desc = opts["action_slots"].description
    assert "BEST-EFFORT" in desc["en"] and "推測" in desc["ja"]
