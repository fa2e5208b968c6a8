"""Setup, display, turn order, end of round, start player card, game end (§3, §4, §7, §8)."""

from __future__ import annotations

import pytest

import eurogames
from eurogames.games.burgundy_card_game.data import CARD_DIE, DISPLAY_SIZE
from eurogames.games.burgundy_card_game.tests.builders import (
    GAME,
    A,
    card,
    do,
    finish_round,
    new,
    pass_turn,
    put,
)


def test_setup_storage_workers_and_piles():
    """§3.1: 1 good, 1 animal, 1 silver each; workers start 0, then 1s, last 2; two face-up piles
    each for the rest of the goods and animals; 6-card personal piles and 2-card hands."""
    expected = {2: [0, 2], 3: [0, 1, 2], 4: [0, 1, 1, 2]}
    for players, workers in expected.items():
        st = new(players, start_player=1 % players)
        order = [(st.start + i) % players for i in range(players)]
        assert [st.ps[s].workers for s in order] == workers
        for p in st.ps:
            assert sum(p.goods) == 1 and sum(p.animals) == 1 and p.silver == 1
            assert len(p.hand) == 2 and len(p.pile) == 4
        g = [len(x) for x in st.goods_piles]
        a = [len(x) for x in st.animal_piles]
        assert sum(g) == 18 - players and abs(g[0] - g[1]) <= 1
        assert sum(a) == 20 - players and abs(a[0] - a[1]) <= 1
        assert st.start_holder == st.start and st.start_side == 0


def test_display_rows_in_order_then_by_die():
    """§3.2: 7/10/13 cards; the first 6 (12 with 4 players) fill rows 1..6 in order ignoring the
    die, the rest go to the row of their own die."""
    for players in (1, 2, 3, 4):
        for seed in range(5):
            st = new(players, seed=seed)
            rows = st.display
            assert sum(len(r) for r in rows) == DISPLAY_SIZE[players]
            base = 2 if players == 4 else 1
            assert all(len(r) >= base for r in rows)
            extra = [c for r, row in enumerate(rows) for c in row[base:]]
            for r, row in enumerate(rows):
                for c in row[base:]:
                    assert CARD_DIE[c] == r + 1
            assert len(extra) == DISPLAY_SIZE[players] - 6 * base


def test_turn_order_and_draw_at_turn_start():
    """§4: clockwise from the start player, one card each; at the next turn everyone draws to 2;
    in the 6th turn each holds only the last card."""
    st = new(3, start_player=2)
    assert st.cur == 2
    pass_turn(st)
    assert st.cur == 0 and len(st.ps[2].hand) == 1
    pass_turn(st)
    pass_turn(st)
    assert st.turn == 1 and all(len(p.hand) == 2 for p in st.ps)
    for _ in range(3 * 4):
        pass_turn(st)
    assert st.turn == 5 and all(len(p.hand) == 1 and not p.pile for p in st.ps)


def test_end_of_round_cleanup():
    """§8: display discarded and refilled, next round card, new 6-card piles and 2-card hands."""
    st = new(2)
    old_display = [c for row in st.display for c in row]
    finish_round(st)
    assert st.round == 1 and st.turn == 0
    assert all(c in st.discard for c in old_display)
    assert sum(len(r) for r in st.display) == 7
    assert all(len(p.hand) == 2 and len(p.pile) == 4 for p in st.ps)


def test_deck_reshuffles_from_discard():
    """§8.6: when the action deck runs out, the discard pile becomes the new deck."""
    st = new(2)
    for c in list(st.deck)[5:]:
        put(st, c, st.discard)
    finish_round(st)
    st.check_invariants()
    assert st.round == 1 and sum(len(r) for r in st.display) == 7
    assert all(len(p.pile) == 4 for p in st.ps)


def test_start_card_goes_to_the_last_seller():
    """§7: selling takes the start card "?" up; at round end its holder flips it and starts."""
    st = new(2, start_player=0)
    pass_turn(st)  # seat 0
    p = st.ps[1]
    k = p.goods.index(1)
    d = [c for c in st.deck if CARD_DIE[c] in ((1, 2), (3, 4), (5, 6))[k]][:2]
    from eurogames.games.burgundy_card_game.tests.builders import set_hand
    set_hand(st, 1, d)
    do(st, A.sell(("light", "medium", "dark")[k], d[0]))
    assert st.start_holder == 1 and st.start_side == 1 and st.start == 0
    finish_round(st)
    assert st.start == 1 and st.cur == 1 and st.start_holder == 1 and st.start_side == 0


def test_start_card_passes_left_without_sales():
    """§7: if nobody sold, the card passes to the left neighbour, who starts."""
    st = new(3, start_player=2)
    finish_round(st)
    assert st.start == 0 and st.start_holder == 0 and st.start_side == 0
    finish_round(st)
    assert st.start == 1


def test_game_ends_after_round_e_with_start_card_point():
    """§8, §7, §9.6: after round E the game ends; the holder of the start card scores 1."""
    st = new(2, start_player=0)
    for _ in range(5):
        finish_round(st)
    assert st.over and st.round == 4
    holder = st.start_holder
    sc = st.scores()
    assert sc[holder].categories["start_player"] == 1
    assert sc[1 - holder].categories["start_player"] == 0
    assert st.legal_actions(0) == ()


def test_new_rejects_bad_player_counts_and_options():
    """Bad set-up raises ValueError at new()."""
    import pytest
    with pytest.raises(ValueError):
        GAME.new(5, 0)
    with pytest.raises(ValueError):
        GAME.new(2, 0, {"overflow_discard": "nope"})


def test_card_ids_cover_the_114_action_cards():
    """§1.1 / U4: 12/12/12/18/18/18/24 cards by type; under the default every face 19 times."""
    from collections import Counter

    from eurogames.games.burgundy_card_game.data import CARD_KIND, CARD_TYPE
    assert Counter(CARD_TYPE) == {0: 12, 1: 12, 2: 12, 3: 18, 4: 18, 5: 18, 6: 24}
    assert Counter(CARD_DIE) == {d: 19 for d in range(1, 7)}
    assert Counter(k for k in CARD_KIND if k >= 0) == {k: 3 for k in range(8)}
    assert card("castle") == 0


def test_play_goes_on_when_deck_and_discard_run_dry():
    """§8.6 / U14: if almost every action card is in the estates, piles are dealt short; a seat
    without a hand card is skipped and the game still reaches its end (never stuck)."""
    from eurogames.core import Rng
    from eurogames.games.burgundy_card_game.tests.builders import place
    for seed in range(3):
        st = new(4, seed=seed)
        for i, c in enumerate(list(st.deck)[:-10]):
            place(st, i % 4, c)
        st.check_invariants()
        rng = Rng(seed)
        short = False
        while not st.is_over():
            s = st.active_players()[0]
            legal = st.legal_actions(s)
            assert legal and st.ps[s].hand or st.stack[-1][0] != 0
            st.apply(s, legal[rng.below(len(legal))])
            st.check_invariants()
            short |= any(len(p.hand) + len(p.pile) < 6 - st.turn - 1 for p in st.ps)
        assert st.round == 4 and short


def test_cards_revealed_together_are_a_uniform_ordered_draw():
    """§3.2, §5.9, §8: drawing k cards with one chance outcome is exactly k single draws: every
    outcome 0 .. n(n-1)..(n-k+1)-1 gives a different ordered k-draw, so each is equally likely;
    past the deck's end the discard pile is reshuffled and the draw goes on."""
    from eurogames.core.rng import ScriptedChance
    from eurogames.games.burgundy_card_game import rules
    st = new(2)
    seen = set()
    for x in range(7 * 6 * 5):
        st.deck, st.discard, st.rng = list(range(7)), [], ScriptedChance([x])
        drawn = tuple(rules.draw_cards(st, 3))
        assert len(set(drawn)) == 3 and sorted(drawn + tuple(st.deck)) == list(range(7))
        seen.add(drawn)
    assert len(seen) == 7 * 6 * 5
    st.deck, st.discard, st.rng = [1, 2], [3, 4, 5, 6], ScriptedChance([0, 0, 0])
    gen = st.gen
    drawn = rules.draw_cards(st, 4)
    assert set(drawn[:2]) == {1, 2} and set(drawn) <= {1, 2, 3, 4, 5, 6} and st.gen == gen + 1
    assert all(st.tag[c] == st.gen for c in st.deck) and st.discard == []


def test_a_start_player_must_sit_at_the_table() -> None:
    """The start-player option names a seat (from 0); one beyond the table is refused with a
    clear error (it was taken modulo the player count: 3 at two players silently meant seat 1)."""
    game = eurogames.load("burgundy_card_game")
    with pytest.raises(ValueError, match="seats are 0 to 1 at 2 players"):
        game.new(2, 1, {"start_player": 3})
    with pytest.raises(ValueError, match="seats are 0 to 0 at 1 player"):
        game.new(1, 1, {"start_player": 1})
    assert game.new(2, 1, {"start_player": 1}).view(0)["start_player"] == 1
    assert game.new(4, 1, {"start_player": 3}).view(0)["start_player"] == 3


def test_an_option_value_must_be_one_of_its_choices_by_type_too() -> None:
    """True == 1 in Python; a flag is not a seat number and a seat number is not a flag."""
    game = eurogames.load("burgundy_card_game")
    with pytest.raises(ValueError, match="takes one of"):
        game.new(2, 1, {"start_player": True})
    with pytest.raises(ValueError, match="takes one of"):
        game.new(2, 1, {"solo_start_card_vp": 1})
    assert game.new(2, 1, {"solo_start_card_vp": False}).options["solo_start_card_vp"] is False
