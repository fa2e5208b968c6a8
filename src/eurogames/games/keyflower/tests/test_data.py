"""Tile data against the reference and the seed (keyflower §3, §16)."""

from __future__ import annotations

from eurogames.games.keyflower.data import KEY, RES_LETTER, SEA_BREEZE_VP, TILES


def _vp(key: str) -> tuple[int, int]:
    t = TILES[KEY[key]]
    return t.front.vp, t.back.vp if t.back is not None else -1


def test_autumn_scoring_tiles_vp_from_the_seed():
    """keyflower §3.5 (seed 秋タイル): Sawmill/Sculptor/Forge 3/10, Well 3/7, Goldsmith 0/7 (勝利点なし)."""
    assert _vp("sawmill") == _vp("sculptor") == _vp("forge") == (3, 10)
    assert _vp("well") == (3, 7)
    assert _vp("goldsmith") == (0, 7)


def test_storage_tiles_score_per_resource_only():
    """keyflower §3.5 (seed): the storage tiles' VP lines are per resource on the tile (2/3, Barn 1/2
    per any resource); the seed prints no flat VP for them."""
    rates = {k: TILES[KEY[k]].store for k in ("timberyard", "stoneyard", "blacksmith", "barn")}
    assert rates == {"timberyard": (3, 2, 3), "stoneyard": (2, 2, 3), "blacksmith": (1, 2, 3), "barn": (-1, 1, 2)}
    for k in rates:
        assert _vp(k) == (0, 0)


def test_transport_tiles_numbers():
    """keyflower §3.1-§3.5 (seed): home T1/U1, Stable 2/1 -> 4/2, Farrier 3/1 -> 5/2, Wainwright 4/2 -> 6/2."""
    def tu(key):
        t = TILES[KEY[key]]
        return (t.front.transport, t.front.upgrades, t.back.transport, t.back.upgrades)
    assert tu("stable") == (2, 1, 4, 2)
    assert tu("farrier") == (3, 1, 5, 2)
    assert tu("wainwright") == (4, 2, 6, 2)
    assert tu("home1")[:2] == (1, 1)


def test_production_and_costs_match_the_seed():
    """keyflower §3.2-§3.5 (seed tile panels): outputs and upgrade costs of the producing tiles."""
    def out(key, up):
        t = TILES[KEY[key]]
        s = t.back if up else t.front
        return "".join(f"{v}{RES_LETTER[i]}" for i, v in enumerate(s.res) if v)
    assert (out("keywood", 0), out("keywood", 1)) == ("1w", "3w")
    assert (out("goldmine", 0), out("goldmine", 1)) == ("1g", "2g")
    assert (out("woodcutter", 0), out("woodcutter", 1)) == ("2w", "1g1w")
    assert (out("smelter", 0), out("smelter", 1)) == ("3i", "3g")       # seed's "stone" is a typo (§17 #8)
    assert TILES[KEY["inn"]].back.keeples == 3 and TILES[KEY["alehouse"]].back.keeples == 2
    assert TILES[KEY["fair"]].front.pay_colour == 1 and TILES[KEY["peddler"]].front.pay_colour == 2
    assert TILES[KEY["goldmine"]].cost.res == (0, 1, 1, 0)
    assert TILES[KEY["inn"]].cost.any_res == 1 and TILES[KEY["inn"]].cost.any_skill == 1


def test_boat_scores():
    """keyflower §3.7 (seed 船タイル): Sea Breeze 2/4/8/16/32; Keythedral 12."""
    assert SEA_BREEZE_VP == (0, 2, 4, 8, 16, 32)
    assert _vp("keythedral")[0] == 12
