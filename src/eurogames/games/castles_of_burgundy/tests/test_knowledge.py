"""All 26 knowledge tiles (rules/castles_of_burgundy.md §7.6, §12)."""

from __future__ import annotations

import pytest

from eurogames.games.castles_of_burgundy import data as D
from eurogames.games.castles_of_burgundy.scoring import knowledge_points

from .builders import (
    act,
    building,
    clear_storage,
    depot_tile,
    finish_turn_with_workers,
    give,
    knowledge,
    last_turn_of_phase,
    legal,
    me,
    new,
    put,
    set_depot_goods,
    set_dice,
    set_goods,
    set_seat,
)


def _scene(*numbers, players=2, seed=1, rules="2019"):
    st = new(players, seed, rules=rules)
    p = me(st)
    clear_storage(st, p)
    set_seat(st, p, workers=0)
    set_seat(st, p, silver=0)
    for n in numbers:
        knowledge(st, p, n)
    st.invalidate()
    return st, p


def test_k1_same_building_twice_in_a_city():
    """#1: the same building kind may appear more than once in a city."""
    st, p = _scene(1)
    put(st, p, 26, "building", building("bank"))
    give(st, p, "building", building("bank"))
    set_dice(st, p, 1, 1)
    act(st, "die 1")
    assert "place 1 27" in legal(st)


def test_k2_phase_end_worker_per_mine():
    """#2: at each phase end +1 worker per mine, besides the silverling."""
    for with_k2 in (False, True):
        st = new(2, 1)
        last_turn_of_phase(st, 0)
        p = st.order[0]            # not the seat playing the last turn
        if with_k2:
            knowledge(st, p, 2)
        put(st, p, 25, "mine")
        put(st, p, 30, "mine")
        w, s = st.workers[p], st.silver[p]
        finish_turn_with_workers(st)
        assert st.silver[p] == s + 2
        assert st.workers[p] == w + (2 if with_k2 else 0)


@pytest.mark.parametrize("numbers,silver,workers", [((), 1, 0), ((3,), 2, 0), ((4,), 1, 1), ((3, 4), 2, 1)])
def test_k3_k4_sales(numbers, silver, workers):
    """#3: a sale gives 2 silverlings; #4: a sale gives +1 worker."""
    st, p = _scene(*numbers)
    set_goods(st, p, {1: 1})
    set_dice(st, p, 1, 1)
    act(st, "die 1", "sell 1")
    assert st.silver[p] == silver and st.workers[p] == workers


def test_k3_k4_apply_to_warehouse_sales():
    """§10.8: warehouse sales are sales for #3 and #4."""
    st, p = _scene(3, 4)
    set_goods(st, p, {6: 2})
    give(st, p, "building", building("warehouse"))
    set_dice(st, p, 3, 3)
    act(st, "die 1", "place 1 26", "sell 6")
    assert st.silver[p] == 2 and st.workers[p] == 1


@pytest.mark.parametrize("first,neighbours", [(3, ["ship 2", "ship 4"]), (6, ["ship 1", "ship 5"]),
                                              (1, ["ship 2", "ship 6"])])
def test_k5_ship_takes_an_adjacent_depot_too(first, neighbours):
    """#5 [U §13.2]: also all goods of a depot next to the chosen one (the ring wraps 6-1)."""
    st, p = _scene(5)
    set_goods(st, p, {})
    for d in range(1, 7):
        set_depot_goods(st, d, {d: 1})
    give(st, p, "ship")
    set_dice(st, p, 2, 2)
    act(st, "die 1", "place 1 18", f"ship {first}")
    assert legal(st) == [*neighbours, "skip"]
    act(st, neighbours[0])
    d2 = int(neighbours[0].split()[1])
    assert st.goods[p * 7 + first] == 1 and st.goods[p * 7 + d2] == 1


def test_k5_adjacent_depot_may_be_declined():
    """#5: the seed says the adjacent depot's goods *can* also be taken (獲得できる; 2019 text
    "you may also take"): declining keeps the goods spaces free."""
    st, p = _scene(5)
    set_goods(st, p, {1: 1, 2: 1})
    for d in range(1, 7):
        set_depot_goods(st, d, {})
    set_depot_goods(st, 3, {2: 2})
    set_depot_goods(st, 4, {6: 1})
    give(st, p, "ship")
    set_dice(st, p, 2, 2)
    act(st, "die 1", "place 1 18", "ship 3")
    assert legal(st) == ["ship 4", "skip"]
    act(st, "skip")
    assert not st.modes and st.goods[p * 7 + 2] == 3 and st.goods[p * 7 + 6] == 0
    assert st.dgoods[4 * 7 + 6] == 1
    st.check_invariants()


def test_without_k5_only_one_depot():
    """§7.2: without #5 a ship takes one depot."""
    st, p = _scene()
    set_goods(st, p, {})
    for d in range(1, 7):
        set_depot_goods(st, d, {d: 1})
    give(st, p, "ship")
    set_dice(st, p, 2, 2)
    act(st, "die 1", "place 1 18", "ship 3")
    assert not st.modes and sum(st.goods[p * 7:p * 7 + 7]) == 1


def test_k6_2019_any_depot_and_workers_as_payment():
    """#6 (2019): buy from any depot, paying 2 with silverlings and workers in any mix."""
    st, p = _scene(6)
    set_seat(st, p, workers=2)
    set_seat(st, p, silver=1)
    buys = [a for a in legal(st) if a.startswith("buy")]
    assert {a.split()[1] for a in buys} > {"0"}
    assert {a.split()[3] for a in buys} == {"1", "2"}   # 1S+1W or 2W (only 1 silverling)
    act(st, next(a for a in buys if a.startswith("buy 3") and a.endswith(" 2")))
    assert st.workers[p] == 0 and st.silver[p] == 1


def test_k6_2011_any_depot_silver_only():
    """#6 (2011): buy from any depot, silverlings only."""
    st, p = _scene(6, rules="2011")
    set_seat(st, p, workers=5)
    set_seat(st, p, silver=2)
    buys = [a for a in legal(st) if a.startswith("buy")]
    assert {a.split()[1] for a in buys} > {"0"} and {a.split()[3] for a in buys} == {"0"}
    set_seat(st, p, silver=1)
    assert not any(a.startswith("buy") for a in legal(st))


def test_no_k6_black_depot_only():
    """§6.2: without #6 only the black depot."""
    st, p = _scene()
    set_seat(st, p, silver=2)
    assert {a.split()[1] for a in legal(st) if a.startswith("buy")} == {"0"}


def test_k7_animals_plus_one_per_scoring_tile():
    """#7: example (3+1)+(4+1) = 9."""
    st, p = _scene(7)
    put(st, p, 27, "building", building("bank"))
    put(st, p, 12, "building", building("bank"))
    put(st, p, 11, "animal", 0, 3)
    give(st, p, "animal", 0, 4)
    set_dice(st, p, 2, 2)
    act(st, "die 1", "place 1 5")
    assert st.vp[p * 6 + 3] == 9


def test_k8_worker_changes_die_by_two():
    """#8: each worker changes the die by 1 or 2."""
    st, p = _scene(8)
    set_dice(st, p, 1, 1)
    depot_tile(st, 4, 1, "ship")
    set_seat(st, p, workers=2)
    act(st, "die 1", "take 4 1 w2")   # 1 -> 4 is 3 steps: 2 workers
    assert st.workers[p] == 0
    st2, p2 = _scene(8)
    set_dice(st2, p2, 1, 1)
    depot_tile(st2, 3, 1, "ship")
    st2.workers[p2] = 1
    st2.invalidate()
    act(st2, "die 1", "take 3 1 w1")  # 2 steps: 1 worker
    assert st2.workers[p2] == 0


@pytest.mark.parametrize("number,kind,space,die", [
    (9, "building", 26, 4),     # building space 26 shows 3
    (10, "ship", 18, 3),        # ship space 18 shows 2
    (11, "mine", 25, 5),        # mine space 25 shows 4
])
def test_k9_k10_k11_free_step_when_placing(number, kind, space, die):
    """#9/#10/#11: one free +-1 when placing a building / ship or animal / castle, mine or knowledge."""
    st, p = _scene(number)
    give(st, p, kind, building("bank") if kind == "building" else None)
    set_dice(st, p, die, die)
    act(st, "die 1")
    assert f"place 1 {space}" in legal(st)
    act(st, f"place 1 {space}")
    assert st.workers[p] == 0
    st2, p2 = _scene()
    give(st2, p2, kind, building("bank") if kind == "building" else None)
    set_dice(st2, p2, die, die)
    act(st2, "die 1")
    assert f"place 1 {space}" not in legal(st2)


def test_k11_free_step_for_knowledge_and_castle():
    """#11 covers knowledge and castle placements too."""
    st, p = _scene(11)
    put(st, p, 12, "building", building("bank"))
    give(st, p, "castle")
    set_dice(st, p, 5, 5)    # castle space 7 shows 6
    act(st, "die 1")
    assert "place 1 7" in legal(st)


def test_k12_free_step_when_taking():
    """#12: one free +-1 when taking a tile from a numbered depot with a die."""
    st, p = _scene(12)
    set_dice(st, p, 2, 2)
    depot_tile(st, 3, 1, "ship")
    depot_tile(st, 4, 1, "ship")
    act(st, "die 1")
    assert "take 3 1" in legal(st) and "take 4 1" not in legal(st)
    act(st, "take 3 1")
    assert st.workers[p] == 0


@pytest.mark.parametrize("numbers,workers,silver", [((), 2, 0), ((13,), 2, 1), ((14,), 4, 0), ((13, 14), 4, 1)])
def test_k13_k14_take_workers(numbers, workers, silver):
    """#13: the workers action also gives a silverling; #14: 4 workers instead of 2."""
    st, p = _scene(*numbers)
    set_dice(st, p, 1, 2)
    act(st, "die 1", "workers")
    assert st.workers[p] == workers and st.silver[p] == silver


def test_k13_k14_not_for_boarding_house():
    """§10.7: the boarding house always gives 4."""
    st, p = _scene(13, 14)
    give(st, p, "building", building("boarding"))
    set_dice(st, p, 3, 3)
    act(st, "die 1", "place 1 26")
    assert st.workers[p] == 4 and st.silver[p] == 0


def _estate(*tiles):
    est = [-1] * 37
    for i, t in enumerate(tiles):
        est[i] = t
    return est


def _tile(kind, sub=0, animals=None):
    for t in range(D.NUM_TILES):
        if D.TILE_KIND[t] == kind and D.TILE_SUB[t] == sub and (animals is None or D.TILE_ANIMALS[t] == animals):
            return t
    raise LookupError


def test_k15_sold_colours():
    """#15: 2 VP (2011: 3) per goods colour in the sold pile."""
    sold = [0, 3, 0, 1, 0, 0, 2]
    assert knowledge_points(1 << 15, _estate(), sold, 0) == 6
    assert knowledge_points(1 << 15, _estate(), sold, 0, ed2011=True) == 9


@pytest.mark.parametrize("number", range(16, 24))
def test_k16_to_k23_four_per_building_kind(number):
    """#16..#23 [U §13.14]: 4 VP per building of the depicted kind."""
    kind = number - 16
    est = _estate(_tile(D.BUILDING, kind), _tile(D.BUILDING, kind), _tile(D.BUILDING, (kind + 1) % 8))
    assert knowledge_points(1 << number, est, [0] * 7, 0) == 8


def test_k16_to_k23_name_the_reference_buildings():
    """§7.6 [U §13.14]: 16 warehouse, 17 watchtower, 18 carpenter's workshop, 19 church,
    20 market, 21 boarding house, 22 bank, 23 city hall."""
    names = ("warehouse", "watchtower", "carpenter's workshop", "church", "market", "boarding house",
             "bank", "city hall")
    for number, name in zip(range(16, 24), names, strict=True):
        kind = D.BUILDING_NAMES["en"].index(name)
        est = _estate(_tile(D.BUILDING, kind))
        assert knowledge_points(1 << number, est, [0] * 7, 0) == 4, (number, name)
        others = _estate(*[_tile(D.BUILDING, k) for k in range(8) if k != kind])
        assert knowledge_points(1 << number, others, [0] * 7, 0) == 0, (number, name)


def test_k24_animal_kinds():
    """#24: 4 VP per distinct animal kind on the estate."""
    est = _estate(_tile(D.ANIMAL, 0, 2), _tile(D.ANIMAL, 0, 3), _tile(D.ANIMAL, 3, 4))
    assert knowledge_points(1 << 24, est, [0] * 7, 0) == 8


def test_k25_sold_goods_tiles():
    """#25: 1 VP per goods tile in the sold pile."""
    assert knowledge_points(1 << 25, _estate(), [0, 3, 0, 1, 0, 0, 2], 0) == 6


def test_k26_bonus_tiles():
    """#26: 3 VP (2011: 2) per bonus tile."""
    assert knowledge_points(1 << 26, _estate(), [0] * 7, 2) == 6
    assert knowledge_points(1 << 26, _estate(), [0] * 7, 2, ed2011=True) == 4


def test_all_26_tiles_exist_once():
    """§7.6: knowledge 1..26, one of each."""
    nums = sorted(D.TILE_SUB[t] for t in range(D.NUM_TILES) if D.TILE_KIND[t] == D.KNOWLEDGE)
    assert nums == list(range(1, 27))
