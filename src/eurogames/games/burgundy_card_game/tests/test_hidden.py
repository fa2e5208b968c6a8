"""Hidden information: views and determinization (§2; design "Hidden information")."""

from __future__ import annotations

import json

from eurogames.core import Rng
from eurogames.games.burgundy_card_game import rules
from eurogames.games.burgundy_card_game.tests.builders import GAME, A, new, set_seat


def _mid_game(players: int, seed: int, moves: int = 40):
    st = GAME.new(players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if st.is_over():
            break
        s = st.active_players()[0]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))])
    return st


def test_view_hides_other_hands_and_all_piles():
    """§2: a hand is seen only by its owner; personal piles by nobody; the deck only by size."""
    st = _mid_game(3, 4)
    for seat in (None, 0, 1, 2):
        v = st.view(seat)
        for p in v["players"]:
            assert (p["hand"] is not None) == (p["seat"] == seat)
            assert "pile" not in p and isinstance(p["pile_size"], int)
        assert "deck" not in v and isinstance(v["deck_size"], int)
        text = json.dumps(v)
        assert "rng" not in text
    own = st.view(0)["players"][0]["hand"]
    assert sorted(c["id"] for c in own) == sorted(st.ps[0].hand)


def test_determinize_keeps_the_view_and_resamples_hidden_cards():
    """Determinize: the seat's view is unchanged; other hands, piles and the deck are re-sampled."""
    changed = 0
    for seed in range(20):
        st = _mid_game(2, seed, 30)
        if st.is_over():
            continue
        d = st.determinize(0, Rng(seed + 99))
        assert json.dumps(d.view(0), sort_keys=True) == json.dumps(st.view(0), sort_keys=True)
        assert d.ps[0].hand == st.ps[0].hand
        assert sorted(d.legal_actions(st.cur), key=str) == sorted(st.legal_actions(st.cur), key=str) \
            if st.cur == 0 else True
        if sorted(d.ps[1].hand) != sorted(st.ps[1].hand) or sorted(d.ps[0].pile) != sorted(st.ps[0].pile):
            changed += 1
        d.check_invariants()
    assert changed >= 10


def test_silver_draw_cards_hidden_from_others():
    """§5.9: while the drawer decides, the 3 drawn cards are the drawer's private information."""
    st = new(2)
    set_seat(st, 0, silver=3)
    ev = st.apply(0, A.DRAW3)
    assert st.stack[-1][0] == rules.F_DRAW
    mine = st.view(0)["pending"][-1]
    theirs = st.view(1)["pending"][-1]
    assert len(mine["cards"]) == 3 and "cards" not in theirs and theirs["count"] == 3
    private = [e for e in ev if e.visible_to is not None]
    assert private and all(e.visible_to == frozenset({0}) for e in private)
    d = st.determinize(1, Rng(5))
    assert json.dumps(d.view(1), sort_keys=True) == json.dumps(st.view(1), sort_keys=True)
    d.check_invariants()


def test_goods_piles_show_only_their_tops():
    """§2: face-up goods/animal piles show their top card; what lies below is hidden."""
    st = new(2)
    v = st.view(None)
    for pile, pv in zip(st.goods_piles, v["goods_piles"]):
        assert pv["size"] == len(pile)
        assert pv["top"] == ("light", "medium", "dark")[pile[-1]]
    d = st.determinize(None, Rng(3))
    assert [p[-1] for p in d.goods_piles] == [p[-1] for p in st.goods_piles]
    assert [p[-1] for p in d.animal_piles] == [p[-1] for p in st.animal_piles]


def test_solo_rival_future_piles_hidden():
    """§10: Aaron's unrevealed cards are hidden; only the pile sizes still to come are public."""
    st = new(1)
    v = st.view(0)
    assert v["rival"]["piles_left"] == [4, 5, 6, 7]
    assert len(v["rival"]["estate"]) == 3
    assert "pool" not in json.dumps(v["rival"])
    d = st.determinize(0, Rng(1))
    assert json.dumps(d.view(0), sort_keys=True) == json.dumps(v, sort_keys=True)


def _hidden_slots(st, seat):
    out = [st.deck, st.rival_pool]
    for s, p in enumerate(st.ps):
        out.append(p.pile)
        if s != seat:
            out.append(p.hand)
    return out


def test_determinize_after_a_reshuffle_keeps_the_new_deck_from_the_discards():
    """§8.6, §5.9: after a reshuffle everyone knows the new deck was the (face-up) discard pile, so
    a determinization draws the deck only from those cards, and the cards hidden before the
    reshuffle (hands, piles) only from the cards that were unseen then."""
    from eurogames.games.burgundy_card_game.tests.builders import clear_display, put
    st = new(2)
    clear_display(st)
    for c in list(st.deck)[2:]:
        put(st, c, st.discard)
    old_hidden = set(st.deck) | {c for p in st.ps for c in p.hand + p.pile}
    discards = set(st.discard)
    set_seat(st, 0, silver=3)
    st.apply(0, A.DRAW3)
    assert st.gen == 1 and set(st.deck) <= discards
    for k in range(30):
        d = st.determinize(1, Rng(k))
        assert set(d.deck) <= discards
        assert {c for c in d.ps[0].hand + d.ps[0].pile + d.ps[1].pile} <= old_hidden
        drawn = d.stack[-1][1:]
        assert len([c for c in drawn if c in discards]) == 1  # 2 old cards, then 1 from the new deck
        d.check_invariants()


def test_determinize_exchanges_cards_only_within_a_deck_generation():
    """§8.6: in 3-4 player games reshuffles happen every round; at every sampled point each hidden
    slot keeps the deck generation of each of its cards."""
    checked = 0
    for seed in range(6):
        st = GAME.new(4, seed)
        rng = Rng(seed)
        n = 0
        while not st.is_over():
            s = st.active_players()[0]
            legal = st.legal_actions(s)
            st.apply(s, legal[rng.below(len(legal))])
            n += 1
            if n % 25 or st.is_over() or st.gen == 0:
                continue
            for seat in (None, 0, 1, 2, 3):
                d = st.determinize(seat, Rng(n))
                for a, b in zip(_hidden_slots(st, seat), _hidden_slots(d, seat)):
                    assert [st.tag[c] for c in a] == [d.tag[c] for c in b]
                checked += 1
    assert checked > 50
