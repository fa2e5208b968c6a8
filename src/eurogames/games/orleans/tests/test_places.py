"""Place tiles (rules/orleans.md §4): effects, requirements, abilities."""

from __future__ import annotations

import pytest

from eurogames.games.orleans.data import (
    BOATMAN,
    BROCADE,
    CHEESE,
    CITY_INDEX,
    GOOD_COUNT,
    GOOD_NAMES,
    GRAIN,
    KNIGHT,
    MONK,
    PLACE_INDEX,
    SCHOLAR,
    SPACE_START,
    T_KNIGHT,
    TECH,
    WINE,
    WOOL,
)
from eurogames.games.orleans.position import describe
from eurogames.games.orleans.rules import S_PLAN
from eurogames.games.orleans.state import OrleansState

from .builders import (
    OWN_FOUR,
    action_phase,
    busy,
    drawing,
    fresh,
    notations,
    own_tile,
    planning,
    position,
    put,
    to_bag,
    to_market,
)


def tile_state(tile: str, *followers: str, me: dict | None = None, **fields: object) -> OrleansState:
    """Seat 0 owns ``tile`` staffed with ``followers``; both seats have an activated
    Scriptorium (so neither passes by itself). Set up through a position description; ``me``
    adds fields of seat 0, ``fields`` top-level fields."""
    seats = [{"tiles": [tile], "places": {tile: list(followers), "scriptorium": ["knight", "scholar"]},
              **(me or {})},
             {"places": {"scriptorium": ["knight", "scholar"]}}]
    return position(seats=seats, **fields)


@pytest.mark.parametrize("tile,followers,good", [
    ("hayrick", ("farmer",), GRAIN), ("cheese_factory", ("farmer", "farmer"), CHEESE),
    ("winery", ("farmer", "trader"), WINE), ("wool_manufacturer", ("boatman", "trader"), WOOL),
    ("tailor_shop", ("trader", "scholar"), BROCADE)])
def test_goods_tiles(tile: str, followers: tuple[str, ...], good: int) -> None:
    """§4 #1-5: +1 good from the supply; nothing when sold out."""
    st = tile_state(tile, *followers)
    st.apply(0, f"use {tile} -")
    assert st.goods[0][good] == 1
    st.check_invariants()
    on_routes = sum(r.count(GOOD_NAMES[good]) for r in describe(tile_state(tile, *followers))["routes"])
    st = tile_state(tile, *followers,  # the rest of that good out of the game: sold out
                    removed_goods={GOOD_NAMES[good]: GOOD_COUNT[good] - on_routes})
    st.apply(0, f"use {tile} -")
    assert st.goods[0][good] == 0
    st.check_invariants()


@pytest.mark.parametrize("tile,followers,coins_gain,dev", [
    ("shipping_line", ("boatman",), 0, 1), ("library", ("knight", "scholar"), 0, 2),
    ("windmill", ("craftsman", "craftsman"), 2, 1), ("brewery", ("monk",), 2, 0),
    ("cellar", ("monk", "scholar"), 4, 0)])
def test_coin_and_development_tiles(tile: str, followers: tuple[str, ...], coins_gain: int, dev: int) -> None:
    """§4 #6-10: Shipping Line +1 dev, Library +2 dev, Windmill 2 coins +1 dev, Brewery 2, Cellar 4 coins."""
    st = tile_state(tile, *followers)
    st.apply(0, f"use {tile} -")
    assert st.coins[0] == 5 + coins_gain and st.dev[0] == dev
    st.check_invariants()


def test_office_pays_per_station() -> None:
    """§4 #11: 1 coin per own trading station on the map."""
    st = tile_state("office", "scholar", "scholar", stations={c: [0] for c in ("blois", "tours", "orleans")})
    st.apply(0, "use office -")
    assert st.coins[0] == 5 + 3


def test_hospital_pays_development_level() -> None:
    """§4 #12: coins equal to the development level (space 9 = level 3)."""
    st = tile_state("hospital", "boatman", "scholar", me={"development": 9})
    st.apply(0, "use hospital -")
    assert st.coins[0] == 5 + 3


def test_horse_wagon_moves_by_road() -> None:
    """§4 #13: one road step, as the Wagon, taking the good."""
    st = tile_state("horse_wagon", "knight", "trader")
    dests = {a.split()[2] for a in notations(st, 0) if a.startswith("move horse_wagon")}
    assert dests == {"chartres", "chateaudun", "montargis", "vierzon"}
    st.apply(0, "move horse_wagon vierzon -")
    assert st.merchant[0] == CITY_INDEX["vierzon"]


def test_school_scholar_stands_in() -> None:
    """§4 #14: with the School a scholar may stand in for any follower but a monk."""
    st = planning(fresh())
    to_market(st, 0, "scholar")
    assert "place scholar village 1" not in notations(st, 0)
    own_tile(st, 0, "school")
    own_tile(st, 0, "brewery")
    legal = notations(st, 0)
    assert "place scholar village 1" in legal and "place scholar castle 3" in legal
    assert "place scholar brewery 1" not in legal


def test_herb_garden_boatman_stands_in() -> None:
    """§4 #15: with the Herb Garden a boatman may stand in for a craftsman, trader or farmer."""
    st = planning(fresh())
    to_market(st, 0, "boatman")
    own_tile(st, 0, "herb_garden")
    legal = notations(st, 0)
    assert "place boatman village 1" in legal and "place boatman village 3" in legal
    assert "place boatman university 3" in legal
    assert "place boatman castle 3" in legal           # trader space
    assert "place boatman scriptorium 1" not in legal  # knight space: no


def test_monk_is_wild_including_knights() -> None:
    """§8: a monk stands in for any type, knights included."""
    st = planning(fresh())
    to_market(st, 0, "monk")
    legal = notations(st, 0)
    assert "place monk scriptorium 1" in legal and "place monk ship 3" in legal
    assert "place monk town_hall 1" in legal


@pytest.mark.parametrize("event,protected", [(1, True), (2, True), (3, True), (4, False), (5, False)])
def test_sacristy(event: int, protected: bool) -> None:
    """§4 #16 / §9.2: an activated Sacristy absorbs Plague/Harvest/Taxes; the monk returns to the bag."""
    st = action_phase(fresh())
    own_tile(st, 0, "sacristy")
    put(st, 0, "sacristy", "monk")
    from .builders import give_goods
    give_goods(st, 0, wool=6)
    st.event = event
    st.events_seen[-1] = event
    st.hourglass[1].remove(event)
    st.hourglass[1].append(0)
    st.apply(0, "pass")
    if not st.passed[1] if st.stage == 8 else False:
        st.apply(1, "pass")
    s = SPACE_START[25]
    if protected:
        assert st.coins[0] == 5 and st.slots[0][s] == -1 and MONK in st.bag[0]
    else:
        assert st.slots[0][s] == MONK


def test_gunpowder_tower_market_and_deeds() -> None:
    """§4 #17: +2 market spaces (minus followers on the tower); its followers go to deeds like the Town Hall."""
    st = action_phase(fresh())
    own_tile(st, 0, "gunpowder_tower")
    assert st.market_cap(0) == 10
    put(st, 0, "gunpowder_tower", "knight")
    assert st.market_cap(0) == 9
    busy(st, 1)
    st.apply(0, "use gunpowder_tower -")
    assert set(notations(st, 0)) == {"deed city_wall coin", "deed papal_conclave coin", "deed peace_treaty coin"}
    st.apply(0, "deed peace_treaty coin")
    assert st.coins[0] == 7 and st.deed_free[6][4] == 1


def test_gunpowder_tower_phase3_then_planning_or_deeds() -> None:
    """§4 #17: in phase 3 drawn (non-own) followers may go on the tower; in planning they may move on
    to action spaces like market followers; planning itself never puts followers on the tower."""
    st = fresh()
    own_tile(st, 0, "gunpowder_tower")
    to_bag(st, 0, "knight", "scholar")              # the market keeps the 4 own-colour followers
    drawing(st)
    assert notations(st, 0)[0] == "draw 2"
    st.apply(0, "draw 2")
    legal = notations(st, 0)
    assert set(legal) == {"place knight gunpowder_tower 1", "place scholar gunpowder_tower 1", "done"}
    st.apply(0, "place knight gunpowder_tower 1")
    assert st.market_cap(0) == 9 and KNIGHT not in st.market[0]
    assert "place own-farmer gunpowder_tower 2" not in notations(st, 0)
    st.apply(0, "done")
    assert st.stage == S_PLAN
    legal = notations(st, 0)
    assert not any("gunpowder_tower" in a for a in legal)          # no placing onto it in planning
    assert "place knight ship 3" in legal                        # its knight may go to an action space
    st.apply(0, "place knight ship 3")
    tower = SPACE_START[PLACE_INDEX["gunpowder_tower"]]
    assert st.slots[0][tower] == -1 and st.market_cap(0) == 10
    st.check_invariants()


def test_gunpowder_tower_recall_ignores_tower() -> None:
    """§6.3 + §4 #17: the tower is part of the market; a declined draw recalls only from action spaces."""
    st = fresh()
    own_tile(st, 0, "gunpowder_tower")
    put(st, 0, "gunpowder_tower", "knight")
    put(st, 0, "castle", "own-farmer")
    st.bag[0].append(st.market[0].pop())
    drawing(st)
    st.apply(0, "draw 0")
    assert set(notations(st, 0)) == {"recall castle 1", "done"}


def test_laboratory_tech_anywhere_2019() -> None:
    """§4 #18: Laboratory tile ignores the farmer-first limit in the 2019 rules, not in the original."""
    for edition, expect_non_farmer in (("2019", True), ("original", False)):
        st = action_phase(fresh(edition=edition))
        own_tile(st, 0, "laboratory")
        put(st, 0, "laboratory", "craftsman", "scholar")
        put(st, 1, "scriptorium", "knight", "scholar")
        st.apply(0, "use laboratory -")
        assert st.tech_pending[0] == [True]
        st.apply(1, "use scriptorium -")     # seat 0 then auto-passes and must place the tile
        legal = notations(st, 0)
        assert legal and all(a.startswith("tech") for a in legal)
        assert ("tech laboratory 1" in legal) == expect_non_farmer
        assert ("tech monastery 1" in legal) == expect_non_farmer


@pytest.mark.parametrize("k", [0, 1, 2, 3])
def test_pharmacy_buys_development(k: int) -> None:
    """§4 #19: any one follower; pay 0-3 coins for as many development steps."""
    st = tile_state("pharmacy", "own-farmer")
    assert {f"use pharmacy {i}" for i in range(4)} <= set(notations(st, 0))
    st.apply(0, f"use pharmacy {k}")
    assert st.coins[0] == 5 - k and st.dev[0] == k
    st.check_invariants()


def test_pharmacy_limited_by_coins() -> None:
    st = tile_state("pharmacy", "knight", me={"coins": 1})
    assert {a for a in notations(st, 0) if a.startswith("use pharmacy")} == {"use pharmacy 0", "use pharmacy 1"}


def test_bathhouse_2019_draw_two_place_one() -> None:
    """§4 #20 (2019): draw 2, put 1 on an action space (not the Bathhouse), return the other."""
    st = tile_state("bathhouse", "knight", me={"market": OWN_FOUR, "bag": ["scholar", "boatman"]})
    st.apply(0, "use bathhouse -")
    assert st.sub_kind == 2 and sorted(st.sub_data[1:]) == [BOATMAN, SCHOLAR]
    legal = notations(st, 0)
    assert "bath scholar university 1" not in legal and "bath boatman village 2" in legal
    assert not any("bathhouse" in a for a in legal)
    assert "done" in legal                           # 2019: the player *may* place one (seed 置ける)
    st.apply(0, "bath boatman village 2")
    assert st.sub_kind == 0 and st.slots[0][SPACE_START[1] + 1] == BOATMAN
    assert sorted(st.bag[0]) == [4, SCHOLAR]        # the scholar and the Bathhouse's knight
    st.check_invariants()


def test_bathhouse_2019_placement_is_optional() -> None:
    """§4 #20 (2019, seed: 置ける "may place"): declining returns both drawn followers to the bag."""
    st = tile_state("bathhouse", "knight", me={"market": OWN_FOUR, "bag": ["scholar", "boatman"]})
    ev = st.apply(0, "use bathhouse -")
    ev += st.apply(0, "done")
    assert st.sub_kind == 0 and sorted(st.bag[0]) == [BOATMAN, 4, SCHOLAR]
    assert any(e.kind == "bath_return" for e in ev)
    st.check_invariants()


def test_bathhouse_original_draw_three_place_two() -> None:
    """§4 #20 (original): draw 3, place 2."""
    st = action_phase(fresh(edition="original"))
    own_tile(st, 0, "bathhouse")
    put(st, 0, "bathhouse", "knight")
    busy(st, 0, 1)
    st.market[0].extend(st.bag[0])
    st.bag[0] = []
    to_bag(st, 0, "scholar", "boatman", "trader")
    st.apply(0, "use bathhouse -")
    assert len(st.sub_data) == 4 and st.sub_data[0] == 2
    assert "done" not in notations(st, 0)            # original: the chosen two are placed at once
    st.apply(0, "bath boatman village 2")
    assert st.sub_kind == 2
    st.apply(0, "bath trader castle 3")
    assert st.sub_kind == 0
    st.check_invariants()


def test_tech_on_place_tile_needs_two_spaces() -> None:
    """§4: tiles with a single required follower cannot take a technology tile."""
    st = action_phase(fresh())
    own_tile(st, 0, "hayrick")
    own_tile(st, 0, "winery")
    put(st, 0, "castle", "tech")
    st.tech_pending[0] = [False]
    st.tech_stack -= 1
    busy(st, 0)
    st.passed[1] = True
    st.apply(0, "pass")
    legal = notations(st, 0)
    assert "tech winery 1" in legal and "tech winery 2" in legal
    assert not any("hayrick" in a for a in legal)
    assert TECH == -2


def test_farmhouse_option_not_mixed_up_by_caches() -> None:
    """§16: games with different Farmhouse options in one process offer their own spaces."""
    a = planning(fresh())
    b = planning(fresh(farmhouse="boatman_farmer"))
    assert "place own-craftsman farmhouse 2" in notations(a, 0)
    assert "place own-farmer farmhouse 2" in notations(b, 0)
    assert "place own-craftsman farmhouse 2" not in notations(b, 0)


def test_waiting_craftsman_and_laboratory_tiles_either_first() -> None:
    """§7.3 + §4 #18 (2019): with a craftsman tile and a Laboratory tile waiting, the player may put the
    Laboratory tile first on a non-farmer space; the craftsman tile is then no longer the first one."""
    st = action_phase(fresh())
    own_tile(st, 0, "laboratory")
    st.tech_stack -= 2
    st.tech_pending[0] = [False, True]
    st.passed[1] = True
    st.apply(0, "pass")
    legal = notations(st, 0)
    assert "tech castle 1" in legal and "tech scriptorium 1" in legal     # farmer space or, via the Lab tile, any
    st.apply(0, "tech scriptorium 1")
    assert st.tech_pending[0] == [False]
    legal = notations(st, 0)
    assert "tech guildhall 3" in legal                                    # not the first tile any more
    st.apply(0, "tech guildhall 3")
    assert st.tech_pending[0] == [] and st.sub_kind == 0
    st.check_invariants()


def test_gunpowder_tower_takes_the_overflow_beyond_eight() -> None:
    """§3.1 + §4 #17: the market proper holds 8; followers drawn beyond that must go onto the tower."""
    st = fresh()
    own_tile(st, 0, "gunpowder_tower")
    st.tracks[0][T_KNIGHT] = 5                       # draw up to 8
    st.supply_f[KNIGHT] -= 5
    st.bag[0] += [KNIGHT] * 5
    to_market(st, 0, "scholar", "scholar")           # 4 own + 2 = 6 in the market
    to_bag(st, 0, "monk", "monk", "monk", "monk")
    drawing(st)
    assert notations(st, 0)[0] == "draw 4"           # 10 spaces in all
    st.apply(0, "draw 4")
    assert len(st.market[0]) == 10
    legal = notations(st, 0)
    assert "done" not in legal and all(a.startswith("place") for a in legal)
    st.apply(0, legal[0])
    assert "done" not in notations(st, 0)
    st.apply(0, notations(st, 0)[0])
    assert len(st.market[0]) == 8 and "done" in notations(st, 0)
    st.check_invariants()
