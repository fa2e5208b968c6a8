"""The six actions, workers and the 3-silver draw (rules reference §5.1-§5.9)."""

from __future__ import annotations

from eurogames.games.burgundy_card_game import rules
from eurogames.games.burgundy_card_game.tests.builders import (
    A,
    card,
    clear_display,
    do,
    give_projects,
    legal,
    new,
    put,
    set_hand,
    set_seat,
)


def _start(players: int = 2, **opts):
    st = new(players, **opts)
    clear_display(st)
    return st


def test_take_from_the_row_of_the_die():
    """§5.1: action 1 takes one card of display row d into the projects; other rows need workers."""
    st = _start()
    ship = put(st, card("ship", st=st), st.display[2])
    mine = put(st, card("mine", st=st), st.display[3])
    d3 = card("castle", die=3, st=st)
    set_hand(st, 0, [d3, card("castle", die=3, avoid=(d3,), st=st)])
    set_seat(st, 0, workers=0)
    assert A.take(ship, d3) in st.legal_actions(0)
    assert A.take(mine, d3) not in st.legal_actions(0)
    do(st, A.take(ship, d3))
    assert st.ps[0].projects == [ship] and ship not in st.display[2]
    assert d3 in st.discard
    assert st.cur == 1


def test_workers_change_the_die_with_wrap_around():
    """§5.8: each worker is +-1, 6 and 1 are neighbours: 2 -> 1 -> 6 costs two workers."""
    st = _start()
    six = put(st, card("ship", st=st), st.display[5])
    d2 = card("castle", die=2, st=st)
    set_hand(st, 0, [d2, card("castle", die=2, avoid=(d2,), st=st)])
    set_seat(st, 0, workers=1)
    assert A.take(six, d2) not in st.legal_actions(0)
    set_seat(st, 0, workers=2)
    do(st, A.take(six, d2))
    assert st.ps[0].workers == 0 and six in st.ps[0].projects


def test_fourth_project_discards_an_old_one():
    """§5.1 / U6: with 3 projects, taking a 4th first discards one of the three old ones."""
    st = _start()
    olds = [card("mine", die=d, st=st) for d in (1, 2, 4)]
    give_projects(st, 0, olds)
    new_card = put(st, card("ship", st=st), st.display[0])
    d1 = card("castle", die=1, st=st)
    set_hand(st, 0, [d1, card("castle", die=1, avoid=(d1,), st=st)])
    do(st, A.take(new_card, d1))
    assert st.stack[-1] == (rules.F_OVERFLOW, new_card)
    assert sorted(legal(st)) == sorted(f"discard {c}" for c in olds)
    do(st, A.discard(olds[1]))
    assert st.ps[0].projects == [olds[0], olds[2], new_card] and olds[1] in st.discard


def test_fourth_project_any_of_four_option():
    """§5.1 / U6 option any_of_four: the new card itself may be discarded."""
    st = _start(overflow_discard="any_of_four")
    olds = [card("mine", die=d, st=st) for d in (1, 2, 4)]
    give_projects(st, 0, olds)
    new_card = put(st, card("ship", st=st), st.display[0])
    d1 = card("castle", die=1, st=st)
    set_hand(st, 0, [d1, card("castle", die=1, avoid=(d1,), st=st)])
    do(st, A.take(new_card, d1))
    assert f"discard {new_card}" in legal(st)
    do(st, A.discard(new_card))
    assert st.ps[0].projects == olds and new_card in st.discard


def test_build_needs_the_printed_die_and_mine_gives_two_silver():
    """§5.2, §5.3: place a project whose printed die equals d; a mine gives 2 silver."""
    st = _start()
    m = card("mine", die=4, st=st)
    give_projects(st, 0, [m])
    d4 = card("castle", die=4, st=st)
    d5 = card("castle", die=5, st=st)
    set_hand(st, 0, [d4, d5])
    set_seat(st, 0, workers=0)
    assert A.build(m, "mine", d5) not in st.legal_actions(0)
    silver = st.ps[0].silver
    do(st, A.build(m, "mine", d4))
    assert st.ps[0].cols[1] == 1 and st.ps[0].silver == silver + 2


def test_knowledge_gives_two_workers_regardless():
    """§5.3, edge case 11: knowledge gives 2 workers even when you hold many."""
    st = _start()
    k = card("knowledge", die=2, st=st)
    give_projects(st, 0, [k])
    d2 = card("castle", die=2, st=st)
    set_hand(st, 0, [d2, card("castle", die=5, st=st)])
    set_seat(st, 0, workers=5)
    do(st, A.build(k, "knowledge", d2))
    assert st.ps[0].workers == 7


def test_sell_all_goods_of_the_kind_for_silver_and_the_start_card():
    """§5.4: d selects the goods kind (3-4 medium); sell all, 1 silver each, start card "?" up."""
    st = _start()
    p = st.ps[1]
    st.goods_piles[0].extend([k for k in range(3) for _ in range(p.goods[k])])
    p.goods = [0, 0, 0]
    # move two medium goods from the piles into seat 1's storage
    for _ in range(2):
        for pile in st.goods_piles:
            if 1 in pile:
                pile.remove(1)
                break
        p.goods[1] += 1
    do(st, A.take_silver(st.ps[0].hand[0]))  # seat 0 passes with silver
    d4 = card("castle", die=4, st=st)
    set_hand(st, 1, [d4, card("castle", die=4, avoid=(d4,), st=st)])
    silver = p.silver
    do(st, A.sell("medium", d4))
    assert p.goods == [0, 0, 0] and p.sold == [0, 2, 0] and p.silver == silver + 2
    assert st.start_holder == 1 and st.start_side == 1
    assert st.start == 0  # this round's order does not change


def test_hire_tops_up_to_two():
    """§5.5: take workers until you hold 2; with 2 or more nothing happens."""
    for before, after in ((0, 2), (1, 2), (3, 3)):
        st = _start()
        set_seat(st, 0, workers=before)
        do(st, A.hire(st.ps[0].hand[0]))
        assert st.ps[0].workers == after


def test_take_silver_with_any_die():
    """§5.6: action 5 takes 1 silver whatever the die."""
    st = _start()
    for c in st.ps[0].hand:
        assert A.take_silver(c) in st.legal_actions(0)
    do(st, A.take_silver(st.ps[0].hand[0]))
    assert st.ps[0].silver == 2


def test_trade_groups_of_three_for_vp():
    """§5.6: return workers and silver in groups of 3, 1 VP each, as many groups as wanted."""
    st = _start()
    p = st.ps[0]
    p.workers, p.silver = 2, 4
    st.invalidate()
    src = p.hand[0]
    do(st, A.trade(2, 1, src))
    assert (p.workers, p.silver, p.vp) == (0, 3, 1)
    assert st.stack[-1] == (rules.F_TRADE,)
    assert "trade 0 3 -" in legal(st) and "done" in legal(st)
    do(st, A.trade(0, 3, None))
    assert (p.workers, p.silver, p.vp) == (0, 0, 2)
    assert st.cur == 1  # nothing left to trade: the turn passed


def test_silver_draw_keep_as_project_once_per_turn():
    """§5.9 (a): pay 3 silver, draw 3, keep one as a project, discard two; once per turn."""
    st = _start()
    p = st.ps[0]
    p.silver = 6
    st.invalidate()
    assert "draw3" in legal(st)
    disc = len(st.discard)
    do(st, A.DRAW3)
    top = st.stack[-1]
    assert top[0] == rules.F_DRAW and len(top) == 4 and p.silver == 3
    kept = top[1]
    do(st, A.keep(kept))
    assert kept in p.projects and len(st.discard) == disc + 2
    assert "draw3" not in legal(st)  # back at the card play, draw used
    do(st, A.take_silver(p.hand[0]))
    assert st.cur == 1


def test_silver_draw_card_used_as_a_die_with_workers():
    """§5.9 (b): the kept card may instead be discarded and used as an extra die (workers allowed)."""
    st = _start()
    p = st.ps[0]
    p.silver = 3
    three = [card("mine", die=5, st=st), card("mine", die=6, st=st), card("castle", die=6, st=st)]
    for c in list(st.deck):
        put(st, c, st.discard)
    for c in three:
        put(st, c, st.deck)
    target = put(st, card("ship", st=st), st.display[3])  # row 4
    p.workers = 1
    st.invalidate()
    do(st, A.DRAW3)
    assert sorted(st.stack[-1][1:]) == sorted(three)
    do(st, A.take(target, three[0]))  # die 5 - 1 worker = 4
    assert target in p.projects and p.workers == 0
    assert all(c in st.discard for c in three)
    assert st.stack == [(rules.F_TURN,)] and st.cur == 0  # the normal card play is still due


def test_silver_draw_after_the_action_and_mid_chain():
    """§5.9: the draw is possible after the card play (end of turn) and inside a castle chain
    (the seed's example: place a castle, draw, keep a castle, build it with the free action)."""
    st = _start()
    p = st.ps[0]
    c1 = card("castle", die=3, st=st)
    give_projects(st, 0, [c1])
    d3 = card("mine", die=3, st=st)
    set_hand(st, 0, [d3, card("mine", die=1, st=st)])
    p.silver = 3
    c2 = card("castle", die=6, st=st)
    others = [card("mine", die=2, st=st), card("mine", die=4, st=st)]
    for c in list(st.deck):
        put(st, c, st.discard)
    for c in [c2, *others]:
        put(st, c, st.deck)
    bld = put(st, card("building", st=st), st.display[0])
    do(st, A.build(c1, "castle", d3))
    assert st.stack[-1] == (rules.F_CASTLE,) and "draw3" in legal(st)
    do(st, A.DRAW3)
    do(st, A.keep(c2))
    assert st.stack[-1] == (rules.F_CASTLE,)
    do(st, A.build(c2, "castle", None))  # free die value: any project
    assert p.cols[0] == 2
    do(st, A.take(bld, None))  # second castle's extra action: any display row
    assert bld in p.projects and st.cur == 1


def test_end_of_turn_draw_offer():
    """§5.9: with 3 silver and the draw unused, the turn ends with an explicit 'done' or a draw."""
    st = _start()
    p = st.ps[0]
    p.silver = 2
    st.invalidate()
    do(st, A.take_silver(p.hand[0]))
    assert st.stack == [(rules.F_END,)] and sorted(legal(st)) == ["done", "draw3"]
    do(st, A.DONE)
    assert st.cur == 1


def test_silver_draw_reshuffles_first_when_fewer_than_three():
    """§5.9 with §8.6: with fewer than 3 cards in the deck, the discard pile is reshuffled into a
    new deck; the cards left in the old deck are drawn (they are not shuffled back in)."""
    for seed in range(12):
        st = new(2, seed=seed)
        clear_display(st)
        left = list(st.deck)[:2]
        for c in list(st.deck)[2:]:
            put(st, c, st.discard)
        set_seat(st, 0, silver=3)
        total = len(st.deck) + len(st.discard)
        do(st, A.DRAW3)
        drawn = st.stack[-1][1:]
        assert len(drawn) == 3 and set(left) <= set(drawn)
        assert st.discard == [] and len(st.deck) == total - 3


def test_supply_unlimited_by_default_and_capped_with_the_option():
    """§1.4 / U5: silver and workers are unlimited by default; with enforce_physical_supply a gain
    beyond the 16 silver / 22 worker cards is lost."""
    st = _start()
    set_seat(st, 0, silver=0)  # first: the capped supply holds 16 silver cards in all
    set_seat(st, 1, silver=16)
    do(st, A.take_silver(st.ps[0].hand[0]))
    assert st.ps[0].silver == 1
    st = _start(enforce_physical_supply=True)
    set_seat(st, 0, silver=0)  # first: the capped supply holds 16 silver cards in all
    set_seat(st, 1, silver=16)
    do(st, A.take_silver(st.ps[0].hand[0]))
    assert st.ps[0].silver == 0


def test_illegal_actions_are_refused_with_a_reason():
    """§5.1, §5.8: a row out of reach names the workers needed; the state is unchanged."""
    import pytest

    from eurogames.core import IllegalAction
    st = _start()
    far = put(st, card("ship", st=st), st.display[3])
    d1 = card("castle", die=1, st=st)
    set_hand(st, 0, [d1, card("castle", die=1, avoid=(d1,), st=st)])
    set_seat(st, 0, workers=1)
    before = st.to_json()
    with pytest.raises(IllegalAction, match="needs 3 worker"):
        st.apply(0, A.take(far, d1))
    with pytest.raises(IllegalAction, match="not in your hand"):
        st.apply(0, A.take_silver(far))
    assert st.to_json() == before
