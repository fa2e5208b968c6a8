"""Hidden information: views and determinization (§2; design "Hidden information")."""

from __future__ import annotations

import json

from eurogames.core import Rng
from eurogames.games.burgundy_card_game import rules
from eurogames.games.burgundy_card_game.tests.builders import GAME, A, new


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
    st.ps[0].silver = 3
    st.invalidate()
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
