"""Components, board 1, set-up and depot filling (rules/castles_of_burgundy.md §1-§5)."""

from __future__ import annotations

from collections import Counter

import pytest

from eurogames.games.castles_of_burgundy import data as D

from .builders import new


def test_component_counts():
    """§1.1: 164 hex tiles, backs and kinds as in the inventory table."""
    kinds = Counter((D.TILE_KIND[t], D.TILE_BLACK[t]) for t in range(D.NUM_TILES))
    assert kinds[(D.BUILDING, 0)] == 40 and kinds[(D.BUILDING, 1)] == 16
    assert kinds[(D.ANIMAL, 0)] == 20 and kinds[(D.ANIMAL, 1)] == 8
    assert kinds[(D.KNOWLEDGE, 0)] == 20 and kinds[(D.KNOWLEDGE, 1)] == 6
    assert kinds[(D.SHIP, 0)] == 20 and kinds[(D.SHIP, 1)] == 6
    assert kinds[(D.CASTLE, 0)] == 14 and kinds[(D.CASTLE, 1)] == 2
    assert kinds[(D.MINE, 0)] == 10 and kinds[(D.MINE, 1)] == 2
    black_k = sorted(D.TILE_SUB[t] for t in range(D.NUM_TILES) if D.TILE_KIND[t] == D.KNOWLEDGE and D.TILE_BLACK[t])
    assert black_k == [7, 12, 14, 15, 24, 25]
    for kind in range(4):
        n = sorted(D.TILE_ANIMALS[t] for t in range(D.NUM_TILES) if D.TILE_KIND[t] == D.ANIMAL and D.TILE_SUB[t] == kind)
        assert n == [2, 2, 3, 3, 3, 4, 4]
    for kind in range(8):
        assert sum(1 for t in range(D.NUM_TILES) if D.TILE_KIND[t] == D.BUILDING and D.TILE_SUB[t] == kind) == 7


def test_board_one_matches_reference():
    """§2.2/§2.3: neighbours and regions of board 1."""
    b = D.BOARD_TABLES[1]
    assert [n + 1 for n in D.ADJ[0]] == [2, 5, 6]
    assert [n + 1 for n in D.ADJ[18]] == [12, 13, 18, 20, 25, 26]
    assert [n + 1 for n in D.ADJ[28]] == [23, 24, 30, 34]
    assert [n + 1 for n in D.ADJ[36]] == [32, 33, 36]
    regions = sorted(tuple(s + 1 for s in r) for r in b.region_spaces)
    assert regions == sorted([(1, 5, 6, 10, 11), (28,), (2, 3, 7), (19,), (4, 8, 13), (31, 35, 36),
                              (9, 14, 15), (12,), (23, 24, 29), (26, 27, 32, 33, 37), (16, 17, 18),
                              (20, 21, 22), (25, 30, 34)])
    assert b.colour_total == (4, 6, 3, 6, 12, 6)
    assert D.SPACE_DIE.count(1) == 7
    assert b.colour[18] == D.CASTLE and D.SPACE_DIE[18] == 6


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_resources(players):
    """§3: 1 silverling, workers 1..4 clockwise from the start player, 3 goods, castle in the centre."""
    st = new(players, seed=11)
    sp = st.start_player
    for i in range(players):
        s = (sp + i) % players
        assert st.workers[s] == i + 1
        assert st.silver[s] == 1
        assert sum(st.goods[s * 7 + 1:s * 7 + 7]) == 3
        assert D.TILE_KIND[st.estate[s * 37 + 18]] == D.CASTLE
    # round 1 of phase A: clockwise from the start player (§4)
    assert st.order == [(sp + i) % players for i in range(players)]
    assert st.track_pos == [0] * players


@pytest.mark.parametrize("players,numbered,black", [(2, 12, 4), (3, 18, 6), (4, 24, 8)])
def test_depot_filling_per_player_count(players, numbered, black):
    """§1.5: tiles laid out per phase: 12/18/24 in numbered depots, 4/6/8 black."""
    st = new(players, seed=5)
    assert sum(1 for d in range(1, 7) for s in range(4) if st.dep[d * 8 + s] >= 0) == numbered
    assert sum(1 for s in range(8) if st.dep[s] >= 0) == black
    assert all(D.TILE_BLACK[st.dep[s]] for s in range(8) if st.dep[s] >= 0)
    # each slot holds its kind
    for d in range(1, 7):
        for s, (kind, minp) in enumerate(D.DEPOT_SLOTS[d]):
            t = st.dep[d * 8 + s]
            assert (t >= 0) == (players >= minp)
            if t >= 0 and kind != D.SPECIAL:
                assert D.TILE_KIND[t] == kind and not D.TILE_BLACK[t]


def _special(st):
    t = st.dep[6 * 8 + 2]
    return None if t < 0 else D.TILE_KIND[t]


@pytest.mark.parametrize("players,expected", [
    (2, [None] * 5),
    (3, [D.CASTLE, D.MINE, D.CASTLE, D.MINE, D.CASTLE]),
    (4, [D.CASTLE] * 5),
])
def test_three_player_special_slot(players, expected):
    """§1.5: depot 6 special slot: castle (4p), castle A/C/E and mine B/D (3p), unused (2p)."""
    from eurogames.games.castles_of_burgundy import rules
    st = new(players, seed=2)
    seen = [_special(st)]
    for phase in range(1, 5):
        st.phase = phase
        rules._start_phase(st)
        seen.append(_special(st))
    assert seen == expected


def test_four_players_use_every_coloured_tile():
    """§1.1: with 4 players all 120 coloured-back depot tiles and 40 black tiles are laid out."""
    from eurogames.games.castles_of_burgundy import rules
    st = new(4, seed=3)
    for phase in range(1, 5):
        st.phase = phase
        rules._start_phase(st)
    assert all(not pile for pile in st.piles)


def test_phase_start_removes_tiles_but_keeps_goods():
    """§5.1: left-over tiles leave the game; goods on depots stay."""
    from eurogames.games.castles_of_burgundy import rules
    st = new(2, seed=4)
    goods_before = list(st.dgoods)
    tiles_before = [t for t in st.dep if t >= 0]
    st.phase = 1
    rules._start_phase(st)
    assert st.dgoods == goods_before
    assert set(tiles_before) <= set(st.removed)
    assert len(st.round_goods) == 5


def test_white_die_places_round_goods():
    """§5.2: each round the goods tile goes to the depot of the white die."""
    st = new(2, seed=9)
    assert sum(st.dgoods) == 1
    assert st.dgoods[st.white * 7 + 1:st.white * 7 + 7].count(1) == 1
    assert len(st.round_goods) == 4


def test_choose_starting_castle_option():
    """§2.4: advanced set-up: each player chooses a castle space; boards without a central castle."""
    st = new(2, seed=1, start_castle="choose")
    assert st.setup_left
    p = st.active_players()[0]
    acts = [a.notation() for a in st.legal_actions(p)]
    assert sorted(acts) == sorted(f"start {s + 1}" for s in st.board.castle_spaces)
    st.apply(p, "start 2")
    q = st.active_players()[0]
    st.apply(q, "start 19")
    assert not st.setup_left and D.TILE_KIND[st.estate[p * 37 + 1]] == D.CASTLE
    st4 = new(3, seed=1, board=4)  # board 4 has knowledge in the centre
    assert st4.setup_left
    st4.check_invariants()


def test_options_accept_cli_forms():
    """Options: rules=2011 as a number and board="3" as text are accepted (CLI parsing)."""
    from eurogames.games.castles_of_burgundy import GAME
    st = GAME.new(2, 1, {"rules": 2011, "board": "3"})
    assert st.options["rules"] == "2011" and st.options["board"] == 3 and st.ed2011
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"board": 11})
    with pytest.raises(ValueError):
        GAME.new(5, 1)
