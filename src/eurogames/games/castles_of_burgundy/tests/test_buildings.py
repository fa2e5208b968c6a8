"""Castles, buildings and chains (rules/castles_of_burgundy.md §7.1, §7.4, §10.4, §10.5)."""

from __future__ import annotations

from eurogames.games.castles_of_burgundy import data as D

from .builders import (
    act,
    building,
    clear_storage,
    depot_tile,
    give,
    knowledge,
    legal,
    me,
    new,
    put,
    set_dice,
    set_goods,
    set_seat,
)


def _scene(players=2, seed=1):
    st = new(players, seed)
    p = me(st)
    clear_storage(st, p)
    set_seat(st, p, workers=0)
    set_seat(st, p, silver=0)
    return st, p


def _place_building(st, p, name, space=26):
    give(st, p, "building", building(name))
    set_dice(st, p, D.SPACE_DIE[space - 1], D.SPACE_DIE[space - 1])
    act(st, "die 1", f"place {len(st.storage[p])} {space}")


def test_warehouse_sells_one_colour_without_a_die():
    """§7.4 Warehouse: sell one goods colour of your choice, normal sale rewards."""
    st, p = _scene()
    set_goods(st, p, {2: 2, 5: 1})
    _place_building(st, p, "warehouse")
    assert legal(st) == ["sell 2", "sell 5"]
    act(st, "sell 2")
    assert st.vp[p * 6 + 4] == 4 and st.silver[p] == 1 and st.sold[p * 7 + 2] == 2


def test_warehouse_without_goods_does_nothing():
    """§7.4: no goods, no sale; the turn goes on."""
    st, p = _scene()
    set_goods(st, p, {})
    _place_building(st, p, "warehouse")
    assert not st.modes and legal(st) == ["die 2"]


def test_watchtower_scores_four():
    """§7.4 Watchtower: +4 VP."""
    st, p = _scene()
    _place_building(st, p, "watchtower")
    assert st.vp[p * 6 + 5] == 4


def _depots_with_everything(st):
    depot_tile(st, 1, 1, "building", building("bank"))
    depot_tile(st, 1, 2, "ship")
    depot_tile(st, 2, 1, "knowledge", 3)
    depot_tile(st, 2, 2, "castle")
    depot_tile(st, 3, 1, "animal", 2, 3)
    depot_tile(st, 5, 1, "mine")
    for s in range(8):
        if st.dep[s] >= 0:
            st.piles[6].append(st.dep[s])
            st.dep[s] = -1
    st.dep[0] = st.piles[6].pop(st.piles[6].index(next(t for t in st.piles[6] if D.TILE_KIND[t] == D.BUILDING)))
    st.invalidate()


def _takes(st):
    out = []
    for a in legal(st):
        if a.startswith("take"):
            d, s = map(int, a.split()[1:])
            out.append(D.TILE_KIND[st.dep[d * 8 + s - 1]])
    return sorted(set(out))


def test_carpenter_takes_a_building_from_numbered_depots():
    """§7.4 Carpenter's workshop: one building from a numbered depot (never black)."""
    st, p = _scene()
    _depots_with_everything(st)
    _place_building(st, p, "carpenter")
    assert _takes(st) == [D.BUILDING] and "skip" in legal(st)
    assert not any(a.startswith("take 0") for a in legal(st))
    act(st, "take 1 1")
    assert D.TILE_SUB[st.storage[p][-1]] == building("bank")


def test_church_takes_castle_mine_or_knowledge():
    """§7.4 Church: a castle, mine or knowledge tile."""
    st, p = _scene()
    _depots_with_everything(st)
    _place_building(st, p, "church")
    assert _takes(st) == [D.CASTLE, D.MINE, D.KNOWLEDGE]


def test_market_takes_ship_or_animal():
    """§7.4 Market: a ship or animal tile."""
    st, p = _scene()
    _depots_with_everything(st)
    _place_building(st, p, "market")
    assert _takes(st) == [D.SHIP, D.ANIMAL]


def test_workshop_with_full_storage_discards_first():
    """§7.4/§10.1 [U §13.11]: with full storage the taken tile forces a discard."""
    st, p = _scene()
    _depots_with_everything(st)
    give(st, p, "mine")
    give(st, p, "mine")
    _place_building(st, p, "carpenter")  # storage: mine, mine -> carpenter placed from slot 3
    give(st, p, "castle")
    st.invalidate()
    act(st, "take 1 1")
    assert legal(st) == ["discard 1", "discard 3"]  # identical mines offered once


def test_boarding_house_gives_four_workers():
    """§7.4 Boarding house: +4 workers."""
    st, p = _scene()
    _place_building(st, p, "boarding")
    assert st.workers[p] == 4


def test_bank_gives_two_silverlings():
    """§7.4 Bank: +2 silverlings."""
    st, p = _scene()
    _place_building(st, p, "bank")
    assert st.silver[p] == 2


def test_city_hall_places_another_tile_ignoring_the_die():
    """§7.4 City hall [U §13.1]: one more placement, die number ignored, effects chain."""
    st, p = _scene()
    give(st, p, "castle")
    _place_building(st, p, "city_hall")
    # the castle fits nowhere (no castle space touches a tile): the effect lapses (§10.4)
    assert legal(st) == ["die 2"]
    st2, p2 = _scene(seed=3)
    put(st2, p2, 12, "building", building("bank"))
    give(st2, p2, "castle")
    _place_building(st2, p2, "city_hall", space=26)
    assert "place 1 7" in legal(st2)           # die 6 space, chosen die shows 3
    act(st2, "place 1 7")
    # chained castle: an extra die action with any value
    assert st2.modes and any(a.startswith("take 6") for a in legal(st2)) and "workers" in legal(st2)


def test_one_building_of_each_kind_per_city():
    """§6.4: no two buildings of one kind in a city; knowledge #1 lifts it."""
    st, p = _scene()
    put(st, p, 26, "building", building("bank"))
    give(st, p, "building", building("bank"))
    give(st, p, "building", building("market"))
    set_dice(st, p, 1, 1)
    act(st, "die 1")
    moves = legal(st)
    assert "place 2 27" in moves and "place 1 27" not in moves
    st2, p2 = _scene()
    put(st2, p2, 26, "building", building("bank"))
    knowledge(st2, p2, 1)
    give(st2, p2, "building", building("bank"))
    set_dice(st2, p2, 1, 1)
    act(st2, "die 1")
    assert "place 1 27" in legal(st2)


def test_same_kind_allowed_in_another_city():
    """§6.4: the restriction is per city."""
    st, p = _scene()
    put(st, p, 26, "building", building("bank"))
    give(st, p, "building", building("bank"))
    set_dice(st, p, 3, 3)
    act(st, "die 1")
    assert "place 1 12" in legal(st)


def test_castle_gives_an_extra_action_with_any_value():
    """§7.1: one extra die action as if with a die of any value."""
    st, p = _scene()
    put(st, p, 12, "building", building("bank"))
    give(st, p, "castle")
    set_dice(st, p, 6, 6)
    act(st, "die 1", "place 1 7")
    moves = legal(st)
    takes = {m.split()[1] for m in moves if m.startswith("take")}
    assert takes == {str(d) for d in range(1, 7) if any(st.dep[d * 8 + s] >= 0 for s in range(4))}
    act(st, "workers")
    assert st.workers[p] == 2 and legal(st) == ["die 2"]


def test_starting_castle_gives_nothing():
    """§2.4/§10.11: the starting castle scores nothing."""
    st = new(2, seed=1)
    assert st.vp == [0] * 12


def test_purchase_during_castle_action_2019_only():
    """§6.2/§12.8: 2019 allows buying mid-action (after the castle, before its action)."""
    for rules, allowed in (("2019", True), ("2011", False)):
        st = new(2, 1, rules=rules)
        p = me(st)
        clear_storage(st, p)
        put(st, p, 12, "building", building("bank"))
        give(st, p, "castle")
        set_seat(st, p, silver=2)
        set_dice(st, p, 6, 6)
        act(st, "die 1", "place 1 7")
        assert any(a.startswith("buy") for a in legal(st)) is allowed


def test_chain_castle_then_warehouse_then_sale():
    """§10.5: castle -> extra action places a warehouse -> its sale, depth first."""
    st, p = _scene()
    put(st, p, 12, "building", building("bank"))
    give(st, p, "castle")
    give(st, p, "building", building("warehouse"))
    set_goods(st, p, {5: 2})
    set_dice(st, p, 6, 6)
    act(st, "die 1", "place 1 7")      # castle; storage now: warehouse
    assert "place 1 26" in legal(st)   # any value: building space 26 shows 3
    act(st, "place 1 26")
    assert legal(st) == ["sell 5"]
    act(st, "sell 5")
    assert st.vp[p * 6 + 4] == 4 and legal(st) == ["die 2"]


def test_city_hall_2019_purchase_keeps_the_effect_open():
    """§6.2 (2019): with nothing to place, the city hall may still buy first, then place or skip."""
    st, p = _scene()
    set_seat(st, p, silver=2)
    _place_building(st, p, "city_hall")
    moves = legal(st)
    assert "skip" in moves and any(m.startswith("buy") for m in moves)
    act(st, "skip")
    assert legal(st)[0] == "die 2"


def test_purchase_during_workshop_effect_2019_only():
    """§6.2/§10.6 (2019): the purchase may come mid-action, also inside a workshop's take;
    with a full storage the order matters (the bought tile can then be the one discarded)."""
    for rules, allowed in (("2019", True), ("2011", False)):
        st = new(2, 1, rules=rules)
        p = me(st)
        clear_storage(st, p)
        _depots_with_everything(st)
        set_seat(st, p, silver=2)
        x, y = give(st, p, "mine"), give(st, p, "ship")
        _place_building(st, p, "carpenter")      # storage: mine, ship
        buys = [a for a in legal(st) if a.startswith("buy")]
        assert bool(buys) is allowed, rules
        if not allowed:
            continue
        act(st, buys[0])
        bought = st.storage[p][-1]
        act(st, "take 1 1")                      # a building: storage overflows
        assert "discard 3" in legal(st)
        act(st, "discard 3")
        assert bought in st.removed and st.storage[p][:2] == [x, y]
        assert D.TILE_KIND[st.storage[p][2]] == D.BUILDING
        st.check_invariants()
