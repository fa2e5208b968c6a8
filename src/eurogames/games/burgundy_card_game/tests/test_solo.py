"""The solitaire game against the virtual rival Aaron (§10)."""

from __future__ import annotations

from eurogames.games.burgundy_card_game import rules
from eurogames.games.burgundy_card_game.data import (
    CARD_TYPE,
    CASTLE,
    CLOISTER,
    SHIP,
    SOLO_RIVAL_PILES,
)
from eurogames.games.burgundy_card_game.tests.builders import (
    A,
    card,
    do,
    finish_round,
    new,
    place,
    put,
    ready,
)


def test_solo_setup():
    """§10: 7 display cards, All-7 cards 3 and 1, storage 1 silver 1 worker 1 good 1 animal,
    Aaron's 25 cards set aside and his first pile of 3 revealed."""
    st = new(1)
    p = st.ps[0]
    assert (p.silver, p.workers, sum(p.goods), sum(p.animals)) == (1, 1, 1, 1)
    assert sum(len(r) for r in st.display) == 7
    assert list(reversed(st.all7_stack)) == [3, 1] or st.rival_all7
    assert len(st.rival_cards) == 3 and len(st.rival_pool) == 22
    assert st.active_players() == [0] and st.start_holder == 0


def test_rival_piles_grow_3_to_7():
    """§10: Aaron's piles of 3, 4, 5, 6, 7 cards are revealed one per round."""
    for seed in range(40):
        st = new(1, seed=seed)
        st.ps[0].vp = 100  # never behind
        sizes = [len(st.rival_cards)]
        while not st.over:
            finish_round(st)
            if not st.over:
                sizes.append(len(st.rival_cards))
        assert sizes == [3, 7, 12, 18, 25]
        return


def _reveal_with(st, cards: list[int]) -> None:
    """Reveal exactly ``cards`` (3..7 of them, taken from the deck) as Aaron's next pile."""
    keep = list(st.rival_pool)
    st.rival_pool.clear()
    for c in cards:
        if c in st.deck:
            st.deck.remove(c)
        else:
            keep.remove(c)
            st.deck.append(keep.pop())  # keep the set-aside count: swap a card back
    st.rival_pool.extend(cards)
    r = st.round
    st.round = len(cards) - 3
    rules.reveal_rival(st, [])
    st.round = r
    st.rival_pool.extend(keep)


def _of(st, typ: int, n: int) -> list[int]:
    out = [c for c in st.deck if CARD_TYPE[c] == typ][:n]
    assert len(out) == n
    return out


def _reset_rival(st) -> None:
    """Empty Aaron's estate (his pile sizes no longer match the round: skip that invariant)."""
    st.check_invariants = lambda: None
    st.rival_pool.extend(st.rival_cards)
    st.rival_cards.clear()
    st.rival_cols = [0] * 7
    st.ps[0].vp -= st.ps[0].rival_cloister_vp
    st.ps[0].rival_cloister_vp = 0


def test_rival_cloisters_own_column_and_pay_a_vp_card():
    """§10: Aaron's cloisters always go to their own column; each gives the player 1 VP card."""
    st = new(1)
    _reset_rival(st)
    _reveal_with(st, _of(st, CLOISTER, 2) + _of(st, SHIP, 1))
    assert st.rival_cols[CLOISTER] == 2 and st.rival_cols[SHIP] == 1
    assert st.ps[0].vp == 2 and st.ps[0].rival_cloister_vp == 2


def test_rival_takes_first_trio_card_and_gets_no_effects():
    """§10: Aaron completing a triple first takes the "1." card; he gets no placement effects and
    no round bonus (no decision is pushed, his castle gives nothing)."""
    st = new(1)
    _reset_rival(st)
    stack = list(st.stack)
    silver = st.ps[0].silver
    _reveal_with(st, _of(st, CASTLE, 3))
    assert st.rival_first == 1 << CASTLE and not st.first_avail & 1
    assert st.stack == stack and st.ps[0].silver == silver
    assert st.rival_total() == 2 + 1
    # the player's later castle triple gets no "1." card
    for _ in range(2):
        place(st, 0, card("castle", st=st))
    c = card("castle", st=st)
    d = ready(st, 0, c)
    do(st, A.build(c, "castle", d))
    assert st.ps[0].first == 0


def test_rival_takes_all_seven_card():
    """§10: Aaron with all 7 types takes the top All-7 card (3) if he is first."""
    st = new(1)
    _reset_rival(st)
    _reveal_with(st, [_of(st, t, 1)[0] for t in range(7)])
    assert st.rival_all7 == 3 and st.all7_stack == [1]
    assert st.rival_total() == 3


def test_solo_immediate_loss_when_behind_at_round_end():
    """§10: after a round, if Aaron is strictly ahead the player loses at once."""
    st = new(1)
    st.rival_cols[CASTLE] = 3 * ((st.rival_cols[CASTLE] + 2) // 3) + 30  # lots of castle triples
    st.rival_cards.extend([])  # (columns only matter for the score)
    st.check_invariants = lambda: None  # the rival columns were edited by hand
    finish_round(st)
    assert st.over and st.solo_lost and st.round == 0
    assert st.solo_result() == "loss"
    assert st.scores()[0].details["result"] == "loss"
    assert st.scores()[0].categories["start_player"] == 0  # the game never reached its end


def test_solo_tie_continues_and_equal_final_score_wins():
    """§10: a tie at round end continues; after round E the player wins with an equal score."""
    st = new(1)

    def equalise():
        diff = st.rival_total() - st.player_total(0, final=False)
        st.ps[0].vp += diff
        assert st.rival_total() == st.player_total(0, final=False)

    for r in range(5):
        assert not st.over
        # arrange a tie just before the round's last turn ends
        while st.turn < 5:
            finish_turn = st.turn
            while st.turn == finish_turn:
                from eurogames.games.burgundy_card_game.tests.builders import pass_turn
                pass_turn(st)
        equalise()
        if r == 4 and st.solo_start_vp:
            st.ps[0].vp -= 1  # the start card's point at the end makes it equal
        from eurogames.games.burgundy_card_game.tests.builders import pass_turn
        while not st.over and st.turn == 5:
            # taking silver does not change the score
            pass_turn(st)
        if r < 4:
            assert not st.over and st.round == r + 1
            # the new pile may move Aaron ahead: not a loss until the round ends
    assert st.over and not st.solo_lost
    assert st.player_total(0, final=True) == st.rival_total()
    assert st.solo_result() == "win"


def test_rival_score_is_triples_and_bonus_cards():
    """§10: Aaron's score = his triples (printed VP) + his bonus cards."""
    st = new(1)
    st.rival_cols = [3, 0, 3, 0, 0, 0, 0]
    st.rival_first = 1
    st.rival_all7 = 0
    assert st.rival_total() == 2 + 6 + 1
    assert SOLO_RIVAL_PILES == (3, 4, 5, 6, 7)


def test_solo_start_card_point_only_at_the_end():
    """§10 / U10: the start card point counts in the final comparison only (option to drop it)."""
    st = new(1)
    assert st.player_score(0, final=False).categories["start_player"] == 0
    assert st.player_score(0, final=True).categories["start_player"] == 1
    st2 = new(1, solo_start_card_vp=False)
    assert st2.player_score(0, final=True).categories["start_player"] == 0
    assert put  # builders import used


def test_player_first_to_a_trio_keeps_the_card_from_the_rival():
    """§10: the "1." card goes to whoever completes the triple first; if the player was first,
    Aaron's later castle triple scores only its printed VP."""
    st = new(1)
    _reset_rival(st)
    for _ in range(2):
        place(st, 0, card("castle", st=st))
    c = card("castle", st=st)
    d = ready(st, 0, c)
    do(st, A.build(c, "castle", d))
    assert st.ps[0].first == 1 << CASTLE
    _reveal_with(st, _of(st, CASTLE, 3))
    assert st.rival_first == 0 and st.rival_total() == 2


def test_rival_fourth_card_starts_a_new_triple():
    """§10: Aaron's 4th card of a type starts a new triple: 6 castles are 2 triples (+ the "1.")."""
    st = new(1)
    _reset_rival(st)
    _reveal_with(st, _of(st, CASTLE, 4))
    assert st.rival_total() == 2 + 1
    _reveal_with(st, _of(st, CASTLE, 2) + _of(st, SHIP, 1))
    assert st.rival_cols[CASTLE] == 6 and st.rival_total() == 2 * 2 + 1


def test_rival_takes_the_next_all_seven_card_after_the_player():
    """§10 / §6.2: the player took the 3; Aaron reaching all 7 types takes the 1."""
    st = new(1)
    _reset_rival(st)
    st.ps[0].all7 = st.all7_stack.pop()
    assert st.ps[0].all7 == 3
    _reveal_with(st, [_of(st, t, 1)[0] for t in range(7)])
    assert st.rival_all7 == 1 and st.all7_stack == []


def test_solo_round_check_counts_animal_sets():
    """§10: the round-end comparison uses the full current score, animal sets included: a player
    whose only points are animal sets survives a rival with the same score."""
    st = new(1)
    st.check_invariants = lambda: None  # storage edited by hand
    st.rival_cols = [3, 0, 0, 0, 0, 0, 0]  # castle triple: 2 VP
    st.rival_first = 0
    p = st.ps[0]
    p.vp = p.rival_cloister_vp = 0
    p.animals = [1, 1, 1, 0]  # a set of 3 kinds: 2 VP
    finish_round(st)
    assert not st.solo_lost and st.round == 1
    st2 = new(1)
    st2.check_invariants = lambda: None
    st2.rival_cols = [3, 0, 0, 0, 0, 0, 0]
    st2.rival_first = 0
    st2.ps[0].vp = st2.ps[0].rival_cloister_vp = 0
    st2.ps[0].animals = [1, 1, 0, 0]  # 1 VP: behind
    finish_round(st2)
    assert st2.solo_lost and st2.round == 0
