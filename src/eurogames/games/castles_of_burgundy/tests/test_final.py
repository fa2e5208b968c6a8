"""Final scoring and tie-breakers (rules/castles_of_burgundy.md §9)."""

from __future__ import annotations

from eurogames.games.castles_of_burgundy import data as D

from .builders import (
    building,
    finish_turn_with_workers,
    knowledge,
    last_turn_of_phase,
    new,
    put,
    set_goods,
    set_seat,
)


def _ended(seed=1, setup=None):
    st = new(2, seed)
    last_turn_of_phase(st, 4)
    if setup:
        setup(st)
    finish_turn_with_workers(st)
    assert st.is_over()
    return st


def _zero(st):
    """After the end: no goods, silverlings or workers, so only the estate differs."""
    for q in range(st.players):
        set_goods(st, q, {})
        set_seat(st, q, silver=0)
        set_seat(st, q, workers=0)


def test_final_scoring_breakdown():
    """§9: +1 per unsold goods, +1 per silverling, +1 per 2 workers, end-game knowledge."""
    def setup(st):
        p = st.order[0]
        set_goods(st, p, {1: 2, 3: 1})
        set_seat(st, p, silver=5)
        set_seat(st, p, workers=7)
        put(st, p, 26, "building", building("bank"))
        put(st, p, 24, "building", building("bank"))   # another city: one bank per city
        knowledge(st, p, 22)          # 4 VP per bank
        st.vp[p * 6 + 0] = 10
    st = _ended(setup=setup)
    p = st.order[0]
    sc = st.scores()[p]
    assert sc.categories["goods_left"] == 3
    assert sc.categories["silver"] == 5
    assert sc.categories["workers"] == 3
    assert sc.categories["knowledge"] == 8
    assert sc.categories["regions"] == 10
    assert sc.total == 10 + 3 + 5 + 3 + 8


def test_mid_game_scores_are_points_so_far():
    """§8: during play only the immediate points count."""
    st = new(2, 1)
    st.vp[0] = 7
    assert st.scores()[0].total == 7 and "silver" not in st.scores()[0].categories


def test_tiebreak_more_empty_spaces_wins():
    """§9: tied players: more empty spaces on the estate wins."""
    def setup(st):
        a, b = st.order
        put(st, a, 26, "building", building("bank"))
        st.vp[b * 6 + 5] = 0
    st = _ended(setup=setup)
    _zero(st)
    a, b = st.order[0], st.order[1]
    sc = st.scores()
    assert sc[a].total == sc[b].total
    assert sc[b].tiebreak[0] == sc[a].tiebreak[0] + 1
    assert st.ranking() == [[b], [a]]


def test_tiebreak_later_in_turn_order_wins():
    """§9: then the player further back in turn order (lower on the track) wins."""
    def setup(st):
        st.track_pos[:] = [0, 0]
        st.track_pos[1] = 2          # seat 1 ahead on the track
    st = _ended(setup=setup)
    _zero(st)
    sc = st.scores()
    assert sc[0].total == sc[1].total and sc[0].tiebreak[0] == sc[1].tiebreak[0]
    assert st.ranking() == [[0], [1]]


def test_tiebreak_stack_top_counts_as_ahead():
    """§4/§9: on one space the piece on top is ahead, so the one below wins a tie."""
    def setup(st):
        st.track_pos[:] = [3, 3]
        st.track_stamp[:] = [50, 40]   # seat 0 on top
    st = _ended(setup=setup)
    _zero(st)
    assert st.ranking() == [[1], [0]]


def test_storage_tiles_score_nothing():
    """§9: tiles left in storage score nothing."""
    from .builders import give
    st0 = _ended()
    st1 = _ended(setup=lambda st: give(st, st.order[0], "castle"))
    p = st0.order[0]
    assert st0.scores()[p].total == st1.scores()[p].total
    assert D.PHASES == 5
