"""Placement effects: every building kind, castle, ship, pasture, cloister (§5.3, §5.7)."""

from __future__ import annotations

from eurogames.games.burgundy_card_game import rules
from eurogames.games.burgundy_card_game.data import (
    BANK,
    BOARDING_HOUSE,
    CARPENTER,
    CHURCH,
    CITY_HALL,
    MARKET,
    WAREHOUSE,
    WATCHTOWER,
)
from eurogames.games.burgundy_card_game.tests.builders import (
    A,
    card,
    clear_display,
    do,
    give_projects,
    legal,
    new,
    put,
    ready,
    set_hand,
)


def _build(kind: int | None = None, typ: str = "building", players: int = 2, **opts):
    """Seat 0 holds the project and a matching die; returns (state, project)."""
    st = new(players, **opts)
    clear_display(st)
    proj = card(typ, kind=kind, st=st)
    d = ready(st, 0, proj)
    return st, proj, d


def test_carpenter_takes_a_building_or_knowledge_from_any_row():
    """§5.7 Carpenter's Workshop: any building or knowledge card from the display into projects."""
    st, proj, d = _build(CARPENTER)
    b = put(st, card("building", st=st), st.display[5])
    k = put(st, card("knowledge", st=st), st.display[0])
    s = put(st, card("ship", st=st), st.display[1])
    do(st, A.build(proj, "building", d))
    assert st.stack[-1] == (rules.F_PICK, (1 << 6) | (1 << 3))
    assert sorted(legal(st)) == sorted([f"take {b} -", f"take {k} -", "done"])
    do(st, A.take(b, None))
    assert st.ps[0].projects == [b] and s in st.display[1]


def test_church_takes_castle_mine_or_cloister():
    """§5.7 Church: a castle, mine or cloister card from any row."""
    st, proj, d = _build(CHURCH)
    c = put(st, card("cloister", st=st), st.display[2])
    put(st, card("ship", st=st), st.display[2])
    do(st, A.build(proj, "building", d))
    assert sorted(legal(st)) == sorted([f"take {c} -", "done"])
    do(st, A.take(c, None))
    assert st.ps[0].projects == [c]


def test_market_takes_ship_or_pasture_and_may_be_declined():
    """§5.7 Market: a ship or pasture card; declining ('done') is allowed (interpretation)."""
    st, proj, d = _build(MARKET)
    s = put(st, card("pasture", st=st), st.display[4])
    do(st, A.build(proj, "building", d))
    assert f"take {s} -" in legal(st)
    do(st, A.DONE)
    assert st.ps[0].projects == [] and st.cur == 1


def test_pick_with_nothing_to_take_does_nothing():
    """§5.7: a Market with no ship or pasture in the display has no effect."""
    st, proj, d = _build(MARKET)
    put(st, card("castle", st=st), st.display[4])
    do(st, A.build(proj, "building", d))
    assert st.cur == 1


def test_watchtower_gives_one_vp():
    """§5.7 Watchtower: 1 VP."""
    st, proj, d = _build(WATCHTOWER)
    do(st, A.build(proj, "building", d))
    assert st.ps[0].vp == 1


def test_bank_gives_three_silver():
    """§5.7 Bank: 3 silver."""
    st, proj, d = _build(BANK)
    s = st.ps[0].silver
    do(st, A.build(proj, "building", d))
    assert st.ps[0].silver == s + 3


def test_boarding_house_good_or_animal_from_any_pile():
    """§5.7 Boarding House: the top card of any of the four goods/animal piles."""
    st, proj, d = _build(BOARDING_HOUSE)
    do(st, A.build(proj, "building", d))
    assert sorted(legal(st)) == ["animal 0", "animal 1", "good 0", "good 1"]
    top = st.animal_piles[1][-1]
    n = st.ps[0].animals[top]
    do(st, A.ANIMAL[1])
    assert st.ps[0].animals[top] == n + 1


def test_warehouse_sells_one_kind_and_takes_the_start_card():
    """§5.7 Warehouse: sell all goods of one kind without a die; the start card moves, "?" up."""
    st = new(2)
    clear_display(st)
    do(st, A.take_silver(st.ps[0].hand[0]))
    proj = card("building", kind=WAREHOUSE, st=st)
    give_projects(st, 1, [proj])
    from eurogames.games.burgundy_card_game.data import CARD_DIE
    dd = card("mine", die=CARD_DIE[proj], st=st)
    set_hand(st, 1, [dd, card("mine", die=CARD_DIE[proj], avoid=(dd,), st=st)])
    p = st.ps[1]
    k = p.goods.index(1)
    do(st, A.build(proj, "building", dd))
    assert st.stack[-1] == (rules.F_WAREHOUSE,)
    from eurogames.games.burgundy_card_game.data import GOODS_NAMES
    do(st, A.sell(GOODS_NAMES[k], None))
    assert p.sold[k] == 1 and st.start_holder == 1 and st.start_side == 1


def test_city_hall_places_a_project_without_die_and_chains():
    """§5.7 City Hall + edge case 4: place any project with no die match, fully resolved: a castle
    placed this way gives its extra action."""
    st, proj, d = _build(CITY_HALL)
    castle = card("castle", die=1 if d != 1 else 2, st=st)
    give_projects(st, 0, [castle])
    do(st, A.build(proj, "building", d))
    assert st.stack[-1] == (rules.F_CITYHALL,)
    assert f"build {castle} castle -" in legal(st)
    do(st, A.build(castle, "castle", None))
    assert st.stack[-1] == (rules.F_CASTLE,) and st.ps[0].cols[0] == 1
    do(st, A.take_silver(None))
    assert st.cur == 1


def test_city_hall_without_projects_does_nothing():
    """§5.7: City Hall with no projects: bad luck."""
    st, proj, d = _build(CITY_HALL)
    do(st, A.build(proj, "building", d))
    assert st.cur == 1


def test_castle_extra_action_with_any_die_value():
    """§5.3: a castle gives one extra action of the six with any die value: any row is reachable."""
    st, proj, d = _build(typ="castle")
    far = put(st, card("ship", st=st), st.display[(proj % 6 + 3) % 6])
    do(st, A.build(proj, "castle", d))
    assert st.stack[-1] == (rules.F_CASTLE,)
    assert f"take {far} -" in legal(st) and "silver -" in legal(st) and "hire -" in legal(st)
    do(st, A.take(far, None))
    assert st.ps[0].projects == [far]


def test_ship_takes_a_good_from_either_pile():
    """§5.3 ship: the top good of either goods pile."""
    st, proj, d = _build(typ="ship")
    do(st, A.build(proj, "ship", d))
    assert sorted(legal(st)) == ["good 0", "good 1"]
    top = st.goods_piles[0][-1]
    n = st.ps[0].goods[top]
    do(st, A.GOOD[0])
    assert st.ps[0].goods[top] == n + 1


def test_ship_with_one_empty_pile_takes_from_the_other():
    """§5.3: if one pile is empty the other is used (no decision)."""
    st, proj, d = _build(typ="ship")
    st.goods_piles[1].extend(st.goods_piles[0])
    st.goods_piles[0].clear()
    top = st.goods_piles[1][-1]
    n = st.ps[0].goods[top]
    do(st, A.build(proj, "ship", d))
    assert st.ps[0].goods[top] == n + 1 and st.cur == 1


def test_pasture_takes_an_animal():
    """§5.3 pasture: the top animal of either animal pile."""
    st, proj, d = _build(typ="pasture")
    do(st, A.build(proj, "pasture", d))
    assert sorted(legal(st)) == ["animal 0", "animal 1"]
    do(st, A.ANIMAL[0])
    assert sum(st.ps[0].animals) == 2


def test_cloister_has_no_effect_and_may_join_any_column():
    """§5.3, §6.3: a cloister gives nothing; it may go to any column (or its own)."""
    st, proj, d = _build(typ="cloister")
    names = [a.notation() for a in st.legal_actions(0) if a.notation().startswith(f"build {proj} ")]
    assert len({n.split()[2] for n in names}) == 7
    do(st, A.build(proj, "ship", d))
    assert st.ps[0].cols[4] == 1 and st.cur == 1


def test_cloister_wild_scope_building_option():
    """§12 #2 option cloister_wild_scope=building: a cloister joins only the building column or its own."""
    st, proj, _d = _build(typ="cloister", cloister_wild_scope="building")
    cols = {a.col for a in st.legal_actions(0) if isinstance(a, A.Build) and a.card == proj}
    assert cols == {"building", "cloister"}
