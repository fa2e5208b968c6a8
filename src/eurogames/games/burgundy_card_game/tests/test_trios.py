"""Triples, "1." bonus cards, round bonus, cloisters as wildcards, All 7 types (§6)."""

from __future__ import annotations

from eurogames.games.burgundy_card_game import rules
from eurogames.games.burgundy_card_game.data import CLOISTER, SHIP, TRIPLE_VP
from eurogames.games.burgundy_card_game.tests.builders import (
    A,
    card,
    clear_display,
    do,
    legal,
    new,
    place,
    ready,
)


def _ready(st, seat: int, proj: int) -> int:
    return ready(st, seat, proj)


def test_third_card_completes_a_triple_first_bonus_and_round_bonus():
    """§6.1: a triple scores its type's VP; the first to complete it takes the "1." card (1 VP)
    and chooses one item of the round card's menu."""
    st = new(2)
    clear_display(st)
    place(st, 0, card("ship", st=st))
    place(st, 0, card("ship", st=st))
    ship = card("ship", st=st)
    d = _ready(st, 0, ship)
    do(st, A.build(ship, "ship", d))
    p = st.ps[0]
    assert p.first == 1 << SHIP and not st.first_avail & (1 << SHIP)
    assert st.stack[-1] == (rules.F_BONUS,)  # bonus first, then the ship's good
    assert sorted(legal(st)) == sorted(["bonus vp", "bonus animals", "bonus goods", "bonus workers",
                                        "bonus silver"])
    do(st, A.bonus("vp"))
    assert p.vp == 3
    assert st.stack[-1] == (rules.F_GOOD,)
    sc = st.scores()[0].categories
    assert sc["triples"] == TRIPLE_VP[SHIP] and sc["first_bonus"] == 1


def test_round_bonus_goods_takes_two_tops():
    """§6.1 / edge case 9: '2 goods' takes two top cards, pile chosen for each."""
    st = new(2)
    clear_display(st)
    for _ in range(2):
        place(st, 0, card("castle", st=st))
    c = card("castle", st=st)
    d = _ready(st, 0, c)
    do(st, A.build(c, "castle", d))
    before = sum(st.ps[0].goods)
    do(st, A.bonus("goods"))
    do(st, A.GOOD[0])
    do(st, A.GOOD[1])
    assert sum(st.ps[0].goods) == before + 2
    assert st.stack[-1] == (rules.F_CASTLE,)  # the castle's own effect comes after the bonus


def test_second_player_gets_no_first_card():
    """§6.1: only the first player to complete a triple of a type takes its "1." card."""
    st = new(2)
    st.first_avail &= ~(1 << SHIP)
    st.ps[1].first |= 1 << SHIP
    place(st, 0, card("ship", st=st))
    place(st, 0, card("ship", st=st))
    ship = card("ship", st=st)
    d = _ready(st, 0, ship)
    do(st, A.build(ship, "ship", d))
    assert st.ps[0].first == 0 and st.stack[-1] == (rules.F_BONUS,)


def test_fourth_card_starts_a_new_triple():
    """§6.1 / edge case 16: the 4th card starts a new triple; the 6th completes it with another
    round bonus but no second "1." card."""
    st = new(2)
    for _ in range(5):
        place(st, 0, card("building", st=st))
    st.first_avail &= ~(1 << 6)
    st.ps[0].first |= 1 << 6
    b = card("building", kind=3, st=st)  # a watchtower
    d = _ready(st, 0, b)
    do(st, A.build(b, "building", d))
    assert st.ps[0].cols[6] == 6 and st.stack[-1] == (rules.F_BONUS,)
    assert st.ps[0].first == 1 << 6
    assert st.scores()[0].categories["triples"] == 2 * TRIPLE_VP[6]


def test_wild_cloister_completes_a_ship_triple_at_ship_value():
    """§6.3, edge case 15: a cloister in the ship column counts as a ship; the triple scores the
    ship value (not 6) and takes the ship "1." card."""
    st = new(2)
    place(st, 0, card("ship", st=st))
    place(st, 0, card("ship", st=st))
    clo = card("cloister", st=st)
    d = _ready(st, 0, clo)
    do(st, A.build(clo, "ship", d))
    p = st.ps[0]
    assert p.cols[SHIP] == 3 and p.cols[CLOISTER] == 0
    assert p.first == 1 << SHIP
    assert st.scores()[0].categories["triples"] == TRIPLE_VP[SHIP]


def test_cloister_first_then_others_join():
    """§6.3 / U7: a cloister may be the first card of a column; later cards of that type join it."""
    st = new(2)
    place(st, 0, card("cloister", st=st), "mine")
    place(st, 0, card("mine", st=st))
    m = card("mine", st=st)
    d = _ready(st, 0, m)
    do(st, A.build(m, "mine", d))
    assert st.ps[0].cols[1] == 3 and st.scores()[0].categories["triples"] == TRIPLE_VP[1]


def test_three_cloisters_in_their_own_column_score_six():
    """§6.3: three cloisters in the cloister column form a triple worth 6."""
    st = new(2)
    place(st, 0, card("cloister", st=st))
    place(st, 0, card("cloister", st=st))
    clo = card("cloister", st=st)
    d = _ready(st, 0, clo)
    do(st, A.build(clo, "cloister", d))
    assert st.scores()[0].categories["triples"] == 6
    assert st.ps[0].first == 1 << CLOISTER


def _six_types(st, seat, wild_col=None):
    for typ in ("castle", "mine", "knowledge", "ship", "pasture"):
        place(st, seat, card(typ, st=st))
    if wild_col:
        place(st, seat, card("cloister", st=st), wild_col)


def test_all_seven_types_bonus_in_order():
    """§6.2, §3.1 step 8: the first player with all 7 types takes the top card (2p: 3), the next
    one the next card (1); at most one each."""
    st = new(2)
    _six_types(st, 0)
    place(st, 0, card("cloister", st=st))
    b = card("building", kind=3, st=st)
    d = _ready(st, 0, b)
    do(st, A.build(b, "building", d))
    assert st.ps[0].all7 == 3 and st.all7_stack == [1]
    assert st.scores()[0].categories["all_seven"] == 3
    # the second player
    _six_types(st, 1)
    place(st, 1, card("building", st=st))
    clo = card("cloister", st=st)
    d1 = _ready(st, 1, clo)
    do(st, A.build(clo, "cloister", d1))
    assert st.ps[1].all7 == 1 and st.all7_stack == []


def test_all_seven_counts_a_wild_cloister_as_violet():
    """§6.2 / U8 default printed_colour: a cloister in the ship column supplies violet."""
    st = new(2)
    _six_types(st, 0, wild_col="ship")
    b = card("building", kind=3, st=st)
    d = _ready(st, 0, b)
    do(st, A.build(b, "building", d))
    assert st.ps[0].all7 == 3


def test_all_seven_column_type_option():
    """§6.2 / U8 option column_type: violet needs a cloister in the cloister column."""
    st = new(2, all7_cloister="column_type")
    _six_types(st, 0, wild_col="ship")
    b = card("building", kind=3, st=st)
    d = _ready(st, 0, b)
    do(st, A.build(b, "building", d))
    assert st.ps[0].all7 == 0


def test_all_seven_stack_by_player_count():
    """§3.1 step 8: 4p 4,3,2,1 · 3p 4,2,1 · 2p 3,1 · solo 3,1 (highest on top)."""
    for players, stack in ((1, [3, 1]), (2, [3, 1]), (3, [4, 2, 1]), (4, [4, 3, 2, 1])):
        st = new(players)
        assert list(reversed(st.all7_stack)) == stack
