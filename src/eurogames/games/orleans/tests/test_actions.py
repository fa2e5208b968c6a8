"""Base player-board actions (rules/orleans.md §3.2, §7)."""

from __future__ import annotations

from typing import Any

import pytest

from eurogames.core import IllegalAction
from eurogames.games.orleans.data import (
    BOATMAN,
    CITY_INDEX,
    EDGES,
    FARMER,
    GRAIN,
    KNIGHT,
    MONK,
    P_VILLAGE,
    SCHOLAR,
    SPACE_START,
    T_BOATMAN,
    T_FARMER,
    T_KNIGHT,
    T_SCHOLAR,
    T_TRADER,
    TECH,
    TRADER,
    WOOL,
)
from eurogames.games.orleans.rules import draw_allowance
from eurogames.games.orleans.state import OrleansState

from .builders import action_phase, busy, fresh, notations, only_pass_left, own_tile, put


def act(players: int = 2, **opts: Any) -> OrleansState:
    st = action_phase(fresh(players, **opts))
    return st


def test_farmhouse_recruits_farmer_and_gives_track_good() -> None:
    """§3.2 Farmhouse: farmer into the bag, farmer track +1, good printed on the new space (§2.2)."""
    st = act()
    put(st, 0, "farmhouse", "own-boatman", "own-craftsman")
    sup = st.supply_f[FARMER]
    st.apply(0, "use farmhouse -")
    assert st.tracks[0][T_FARMER] == 1
    assert st.goods[0][GRAIN] == 1
    assert st.supply_f[FARMER] == sup - 1
    assert sorted(st.bag[0]).count(FARMER) == 1
    # the followers on the place went back to the bag (§3.3)
    assert 8 in st.bag[0] and 9 in st.bag[0]
    st.check_invariants()


def test_farmhouse_requirement_option() -> None:
    """§16 Farmhouse requirement [U]: boatman+craftsman by default, boatman+farmer as an option."""
    st = fresh()
    assert st.req[0] == (1, 2)
    st2 = fresh(farmhouse="boatman_farmer")
    assert st2.req[0] == (1, 0)


def test_farmhouse_when_good_sold_out_still_recruits() -> None:
    """§7.1 [U]: the Farmhouse is allowed when its good is sold out; no good is given."""
    st = act()
    st.supply_g[GRAIN], st.removed_g[GRAIN] = 0, st.removed_g[GRAIN] + st.supply_g[GRAIN]
    put(st, 0, "farmhouse", "own-boatman", "own-craftsman")
    st.apply(0, "use farmhouse -")
    assert st.tracks[0][T_FARMER] == 1 and st.goods[0][GRAIN] == 0
    st.check_invariants()


def test_farmhouse_sold_out_forbidden_by_option() -> None:
    """§7.1 [U] alternative (option farmhouse_soldout=forbid): no Farmhouse while its good is sold out."""
    st = act(farmhouse_soldout="forbid")
    put(st, 0, "farmhouse", "own-boatman", "own-craftsman")
    assert "use farmhouse -" in notations(st, 0)
    st.supply_g[GRAIN], st.removed_g[GRAIN] = 0, st.removed_g[GRAIN] + st.supply_g[GRAIN]
    st.invalidate()
    assert "use farmhouse -" not in notations(st, 0)
    st.tracks[0][T_FARMER] = 2                      # next good is cheese, still in supply
    st.supply_f[FARMER] -= 2
    st.bag[0] += [FARMER, FARMER]
    st.invalidate()
    assert "use farmhouse -" in notations(st, 0)
    st.check_invariants()


def test_farmer_track_full_forbids_farmhouse() -> None:
    """§7.1 / §13: a full track makes the recruit action illegal even when the place is activated."""
    st = act()
    st.tracks[0][T_FARMER] = 8
    put(st, 0, "farmhouse", "own-boatman", "own-craftsman")
    assert "use farmhouse -" not in notations(st, 0)
    with pytest.raises(IllegalAction):
        st.apply(0, "use farmhouse -")


def test_village_boatman_coins_and_citizen() -> None:
    """§2.2/§7.2: boatman track pays 2,3,4,5; step 5 gives the first player the citizen instead of coins."""
    st = act()
    put(st, 0, "village", "own-farmer", "own-boatman", "own-craftsman")
    only_pass_left(st)
    st.apply(0, "use village boatman")
    assert st.coins[0] == 5 + 2 and st.tracks[0][T_BOATMAN] == 1
    st = act()
    st.tracks[0][T_BOATMAN] = 4
    st.tracks[1][T_BOATMAN] = 4
    put(st, 0, "village", "own-farmer", "own-boatman", "own-craftsman")
    put(st, 1, "village", "own-farmer", "own-boatman", "own-craftsman")
    st.apply(0, "use village boatman")
    assert st.boatman_cit == 0 and st.citizens[0] == 1 and st.coins[0] == 5
    st.apply(1, "use village boatman")
    assert st.citizens[1] == 0 and st.coins[1] == 5 + 6   # [L] later players take 6 coins
    st.check_invariants()


def test_village_craftsman_tech_after_pass_farmer_first() -> None:
    """§7.3: the tile is placed after passing; the first tile must cover a farmer space."""
    st = act()
    put(st, 0, "village", "own-farmer", "own-boatman", "own-craftsman")
    only_pass_left(st)
    st.apply(0, "use village craftsman")
    assert st.tech_stack == 15 and st.tech_pending[0] == [False]
    # the tile is not placed yet; with nothing else to do seat 0 passes automatically
    assert all(x != TECH for x in st.slots[0])
    assert st.passed[0]
    legal = notations(st, 0)
    assert legal and all(a.startswith("tech ") for a in legal)
    # farmer spaces only: village 1, university 1, castle 1, ship 1, wagon 1, guildhall 1
    assert set(legal) == {"tech village 1", "tech university 1", "tech castle 1", "tech ship 1",
                          "tech wagon 1", "tech guildhall 1"}
    st.apply(0, "tech castle 1")
    assert st.slots[0][SPACE_START[3]] == TECH and st.tech_first[0] == 1
    st.check_invariants()


def test_second_tech_any_non_monk_space_one_per_place() -> None:
    """§7.3: later tiles go on any non-monk space; at most one per place; not on one-space places."""
    st = act()
    put(st, 0, "castle", "tech")
    st.tech_pending[0] = [False]
    st.tech_stack -= 1
    own_tile(st, 0, "brewery")
    own_tile(st, 0, "cellar")
    put(st, 0, "scriptorium", "knight", "scholar")
    only_pass_left(st)
    st.apply(0, "pass")
    legal = notations(st, 0)
    assert not any(a.startswith("tech castle") for a in legal)
    assert "tech monastery 1" in legal and "tech monastery 2" in legal
    assert not any("brewery" in a for a in legal)           # one-space place
    assert "tech cellar 2" in legal and "tech cellar 1" not in legal   # monk space never
    assert "tech town_hall 1" not in legal


def test_tech_placed_immediately_option() -> None:
    """§7.3 timing switch: with tech_after_pass off, the tile is placed at once."""
    st = act(tech_after_pass=False)
    put(st, 0, "village", "own-farmer", "own-boatman", "own-craftsman")
    st.apply(0, "use village craftsman")
    assert st.active_players() == [0]
    assert all(a.startswith("tech ") for a in notations(st, 0))


def test_craftsman_needs_tech_tiles_left() -> None:
    """§7.2 [L]: no craftsman when the technology stack is empty."""
    st = act()
    st.tech_removed += st.tech_stack
    st.tech_stack = 0
    put(st, 0, "village", "own-farmer", "own-boatman", "own-craftsman")
    assert "use village craftsman" not in notations(st, 0)


def test_village_trader_category_rule() -> None:
    """§7.2: the first trader takes from stack I only; later traders from I or II."""
    st = act()
    put(st, 0, "village", "own-farmer", "own-boatman", "own-craftsman")
    first = notations(st, 0)
    assert "use village winery" in first and "use village laboratory" not in first
    st.tracks[0][T_TRADER] = 1
    st.invalidate()
    assert "use village laboratory" in notations(st, 0)
    only_pass_left(st)
    st.apply(0, "use village laboratory")
    assert st.owned[0] >> 27 & 1 and not st.tiles_avail >> 17 & 1
    assert st.tracks[0][T_TRADER] == 2 and TRADER in st.bag[0]
    st.check_invariants()


def test_university_scholar_and_development() -> None:
    """§2.2: scholar track gives 2,3,4,5,6 development steps; coin space 7 pays 3 (§2.3)."""
    st = act()
    put(st, 0, "university", "own-farmer", "own-craftsman", "own-trader")
    st.apply(0, "use university -")
    assert st.dev[0] == 2 and st.tracks[0][T_SCHOLAR] == 1 and SCHOLAR in st.bag[0]
    assert st.dev_cit == [-1, -1, -1]
    st = act()
    st.tracks[0][T_SCHOLAR] = 2
    st.dev[0] = 2
    put(st, 0, "university", "own-farmer", "own-craftsman", "own-trader")
    st.apply(0, "use university -")       # +4: 2 -> 6, passes the citizen on 3
    assert st.dev[0] == 6 and st.dev_cit[0] == 0 and st.citizens[0] == 1
    st.check_invariants()


def test_castle_knight_draw_and_citizen() -> None:
    """§2.2: knights raise the draw 4,5,6,7,7,8; the 4th knight gives the citizen to the first."""
    st = act()
    st.tracks[0][T_KNIGHT] = 3
    put(st, 0, "castle", "own-farmer", "own-boatman", "own-trader")
    assert draw_allowance(st, 0) == 7
    st.apply(0, "use castle -")
    assert st.tracks[0][T_KNIGHT] == 4 and st.knight_cit == 0 and st.citizens[0] == 1
    assert KNIGHT in st.bag[0]
    st.market[0] = []
    assert draw_allowance(st, 0) == 7            # 4th knight does not raise the draw
    st.tracks[0][T_KNIGHT] = 5
    assert draw_allowance(st, 0) == 8
    st.check_invariants()


def test_monastery_and_pilgrimage() -> None:
    """§3.2/§9.2: Monastery recruits a monk, but not in a Pilgrimage round."""
    st = act()
    assert st.event == 0      # round 1 is always Pilgrimage
    put(st, 0, "monastery", "scholar", "own-trader")
    assert "use monastery -" not in notations(st, 0)
    st.event = 2
    st.invalidate()
    st.apply(0, "use monastery -")
    assert MONK in st.bag[0] and SCHOLAR in st.bag[0]
    st.check_invariants()


def test_recruit_illegal_when_supply_empty() -> None:
    """§7.1: an empty neutral supply makes the recruit illegal."""
    st = act()
    st.removed_f[KNIGHT] += st.supply_f[KNIGHT]
    st.supply_f[KNIGHT] = 0
    put(st, 0, "castle", "own-farmer", "own-boatman", "own-trader")
    assert "use castle -" not in notations(st, 0)


def _edge(a: str, b: str, kind: int) -> int:
    ia, ib = CITY_INDEX[a], CITY_INDEX[b]
    return next(e for e, (x, y, k, _) in enumerate(EDGES) if {x, y} == {ia, ib} and k == kind)


def test_ship_moves_along_waterway_and_picks_up_good() -> None:
    """§7.4: the Ship follows a waterway; the good on it may be taken; empty routes may be used."""
    st = act()
    e = _edge("orleans", "blois", 1)
    g = st.edge_goods[e][0]
    put(st, 0, "ship", "own-farmer", "own-boatman", "knight")
    busy(st, 0, 1)
    legal = notations(st, 0)
    assert "move ship blois -" in legal and "move ship briare -" in legal
    assert "move ship chartres -" not in legal           # a road, not a waterway
    from eurogames.games.orleans.data import GOOD_NAMES
    st.apply(0, f"move ship blois {GOOD_NAMES[g]}")
    st.turn = 0
    assert st.merchant[0] == CITY_INDEX["blois"] and st.goods[0][g] == 1 and st.edge_goods[e] == []
    st.check_invariants()
    # an emptied route can still be travelled
    put(st, 0, "ship", "own-farmer", "own-boatman", "knight")
    assert "move ship orleans -" in notations(st, 0)
    assert not any(a.startswith("move ship orleans ") and not a.endswith("-") for a in notations(st, 0))


def test_wagon_uses_roads_only() -> None:
    """§7.4: Wagon moves one road step."""
    st = act()
    put(st, 0, "wagon", "own-farmer", "own-trader", "knight")
    dests = {a.split()[2] for a in notations(st, 0) if a.startswith("move")}
    assert dests == {"chartres", "chateaudun", "montargis", "vierzon"}


def test_guildhall_orleans_shared_other_cities_single() -> None:
    """§7.4: Orléans takes one station per player; other cities only one station in total."""
    st = act()
    put(st, 0, "guildhall", "own-farmer", "own-craftsman", "knight")
    put(st, 1, "guildhall", "own-farmer", "own-craftsman", "knight")
    busy(st, 0, 1)
    st.apply(0, "use guildhall -")
    st.apply(1, "use guildhall -")
    assert st.city_st[0] == [0, 1] and st.stock == [9, 9]
    put(st, 0, "guildhall", "own-farmer", "own-craftsman", "knight")
    assert "use guildhall -" not in notations(st, 0)       # already has one in Orléans
    st.merchant[0] = st.merchant[1] = CITY_INDEX["blois"]
    put(st, 1, "guildhall", "own-farmer", "own-craftsman", "knight")
    st.apply(0, "use guildhall -")
    assert "use guildhall -" not in notations(st, 1)
    st.check_invariants()


def test_guildhall_needs_stations_in_stock() -> None:
    """§7.4 [L]: a player with no stations left cannot build."""
    st = act()
    st.stock[0] = 0
    st.st_removed[0] = 10
    put(st, 0, "guildhall", "own-farmer", "own-craftsman", "knight")
    assert "use guildhall -" not in notations(st, 0)


def test_scriptorium_one_step() -> None:
    """§3.2 Scriptorium: +1 development."""
    st = act()
    put(st, 0, "scriptorium", "knight", "scholar")
    st.apply(0, "use scriptorium -")
    assert st.dev[0] == 1


def test_town_hall_sends_to_deeds_exact_types() -> None:
    """§7.5: followers go to deed spaces of exactly their type and pay the deed's reward."""
    st = act()
    put(st, 0, "town_hall", "monk", "knight")
    only_pass_left(st)
    st.apply(0, "use town_hall -")
    legal = notations(st, 0)
    # the monk first: Papal Conclave (3), Cathedral (2), Peace Treaty (2)
    assert set(legal) == {"deed papal_conclave coin", "deed cathedral coin", "deed peace_treaty coin"}
    st.apply(0, "deed papal_conclave coin")
    assert st.coins[0] == 5 + 3
    legal = notations(st, 0)
    assert set(legal) == {"deed city_wall coin", "deed papal_conclave coin", "deed peace_treaty coin"}
    st.apply(0, "deed peace_treaty coin")
    assert st.coins[0] == 5 + 3 + 2
    assert st.deed_free[1] == [0, 0, 0, 0, 1, 0, 1]
    assert all(x < 0 for x in st.slots[0][SPACE_START[9]:SPACE_START[9] + 2])
    assert st.sub_kind == 0
    st.check_invariants()


def test_town_hall_canalisation_dev_choice_and_citizen() -> None:
    """§10: Canalisation pays 1 coin or 1 development step; completing a deed gives its citizen."""
    st = act()
    st.deed_free[7] = [0, 1, 0, 0, 0, 0, 0]          # one boatman space left
    st.supply_f[1] -= 0
    # the 9 other followers are on the deed already: take them from the supply to keep conservation
    for t, k in ((1, 2), (3, 2), (0, 3), (2, 2)):
        st.supply_f[t] -= k
    put(st, 0, "town_hall", "boatman")
    st.apply(0, "use town_hall -")
    assert set(notations(st, 0)) == {"deed canalisation coin", "deed canalisation dev",
                                     "deed boatmen_guild coin", "deed defeating_plague coin"}
    st.apply(0, "deed canalisation dev")
    assert st.dev[0] == 1 and st.deed_cit[7] == 0 and st.citizens[0] == 1
    st.check_invariants()


def test_town_hall_follower_without_deed_stays() -> None:
    """§7.5 [L]: a follower with no free deed space stays on the Town Hall."""
    st = act()
    for d in range(8):
        st.removed_f[FARMER] += 0
    # fill all farmer deed spaces: City Wall 3, Plague 1, Canalisation 3
    for d, k in ((0, 3), (2, 1), (7, 3)):
        st.deed_free[d][FARMER] -= k
        st.supply_f[FARMER] -= k
    put(st, 0, "town_hall", "farmer", "knight")
    st.apply(0, "use town_hall -")
    st.apply(0, "deed city_wall coin")
    assert st.slots[0][SPACE_START[9]] == FARMER
    assert st.sub_kind == 0
    # still activated, but no legal deed: the Town Hall cannot be used again
    assert "use town_hall -" not in notations(st, 0) or st.turn != 0
    st.check_invariants()


def test_own_colour_never_on_town_hall() -> None:
    """§7.5/§8: own-colour followers may not be placed on the Town Hall."""
    from .builders import planning
    st = planning(fresh())
    legal = notations(st, 0)
    assert not any("town_hall" in a for a in legal)
    assert BOATMAN == 1 and P_VILLAGE == 1 and WOOL == 3


def test_action_needs_activation() -> None:
    """§6.5: only fully covered places can be used."""
    st = act()
    put(st, 0, "village", "own-farmer", "own-boatman", None)
    assert notations(st, 0) == ["pass"] or "use village boatman" not in notations(st, 0)
    with pytest.raises(IllegalAction):
        st.apply(0, "use village boatman")


def test_farmer_track_goods_sequence() -> None:
    """§2.2 [L]: farmer track rewards grain, grain, cheese, cheese, wine, wine, wool, brocade."""
    st = act()
    got = []
    busy(st, 0, 1)
    for step in range(8):
        st.tracks[0][T_FARMER] = step
        before = list(st.goods[0])
        put(st, 0, "farmhouse", "own-boatman", "own-craftsman")
        st.turn = 0
        st.passed = [False, False]
        st.invalidate()
        st.apply(0, "use farmhouse -")
        got.append(next(g for g in range(5) if st.goods[0][g] > before[g]))
    assert got == [0, 0, 1, 1, 2, 2, 3, 4]
    st.check_invariants()


def test_boatman_track_coin_sequence() -> None:
    """§2.2 [L]: boatman track pays 2, 3, 4, 5 coins."""
    st = act()
    paid = []
    busy(st, 0, 1)
    for step in range(4):
        st.tracks[0][T_BOATMAN] = step
        before = st.coins[0]
        put(st, 0, "village", "own-farmer", "own-boatman", "own-craftsman")
        st.turn = 0
        st.passed = [False, False]
        st.invalidate()
        st.apply(0, "use village boatman")
        paid.append(st.coins[0] - before)
    assert paid == [2, 3, 4, 5]
