"""Round structure: end-of-round turn order and garden re-activation, reset, game end (§3, §12)."""

from __future__ import annotations

from .builders import legal, new_game, play, res, set_res


def _end_of_round(players: int = 2, rnd: int = 1, **opts):
    st = new_game(players, seed=31, **opts)
    st.round = rnd
    st.turn = 3 * players
    st.stack = []
    for pb in st.p:
        pb.turns = 3 * rnd
    return st


def test_turn_order_by_passage_then_stack_top() -> None:
    """white_castle §12.1, §16 #2: highest Passage first; ties: the marker on top (latest arrival)."""
    st = _end_of_round(3)
    st.order = [0, 1, 2]
    st.p[0].pot, st.p[0].stamp = 4, 10
    st.p[1].pot, st.p[1].stamp = 7, 5
    st.p[2].pot, st.p[2].stamp = 4, 12
    st.gardeners = [0] * 6
    st.invalidate()
    st.legal_actions()
    assert st.order == [1, 2, 0]


def test_turn_order_ties_previous_option() -> None:
    """white_castle §16 #2 (seed): ties keep the previous order."""
    st = _end_of_round(3, turn_order_ties="previous")
    st.order = [0, 1, 2]
    st.p[0].pot, st.p[0].stamp = 4, 10
    st.p[1].pot, st.p[1].stamp = 7, 5
    st.p[2].pot, st.p[2].stamp = 4, 12
    st.gardeners = [0] * 6
    st.invalidate()
    st.legal_actions()
    assert st.order == [1, 0, 2]


def test_moving_marker_lands_on_top() -> None:
    """white_castle §10: a marker that moves lands on top of the markers already there."""
    st = new_game(2, seed=3)
    a, b = st.order
    st.p[a].pot = st.p[b].pot = 0
    st.stack = [("take",), ("pot", 2)]
    st.actor = b
    st.invalidate()
    st.legal_actions()
    st.actor = a
    st.stack = [("take",), ("pot", 2)]
    st.invalidate()
    st.legal_actions()
    assert st.p[a].pot == st.p[b].pot == 2 and st.p[a].stamp > st.p[b].stamp


def test_gardens_reactivate_under_bridges_with_a_die() -> None:
    """white_castle §12.2: in rounds 1-2 every gardener under a bridge that still holds a die
    activates that card again, player by player in the new turn order, in the player's order."""
    st = _end_of_round(2)
    st.order = [0, 1]
    st.p[0].pot, st.p[1].pot = 3, 5          # seat 1 will go first
    st.gardens = ("P1", "R8", "P2", "R6", "P5", "R9")
    st.bridges = [[3], [], [5]]
    st.gardeners = [0, 0b11, 0, 0b01, 0, 0b01]
    set_res(st, 0)
    set_res(st, 1)
    st.invalidate()
    st.legal_actions()
    assert st.order == [1, 0]
    assert res(st, 1)["seals"] == 2       # seat 1 first; a single activation is automatic
    # seat 0: plots 2 (red stone) and 6 (white stone); plot 4 is under the empty black bridge
    assert st.actor == 0 and legal(st) == ["activate 2", "activate 6"]
    play(st, "activate 6")
    assert st.stack[-1] == ("lightbg",)
    play(st, "skip")
    assert res(st, 0)["seals"] == 2
    assert st.round == 2 and st.turn == 1 and all(len(b) == 3 for b in st.bridges[:1])


def test_no_garden_reactivation_after_round_3() -> None:
    """white_castle §12: after round 3 only the turn order is updated, then the game ends."""
    st = _end_of_round(2, rnd=3)
    st.gardens = ("P1", "R8", "P2", "R6", "P5", "R9")
    st.bridges = [[3], [4], [5]]
    st.gardeners = [0, 0b11, 0, 0b01, 0, 0b01]
    set_res(st, 0)
    set_res(st, 1)
    st.legal_actions()
    assert st.is_over() and res(st, 0)["seals"] == 0 and res(st, 1)["seals"] == 0


def test_reset_rerolls_and_clears_dice() -> None:
    """white_castle §12.3: all dice are collected and rerolled; workers and cards stay."""
    st = _end_of_round(3)
    st.gardeners = [0] * 6
    st.spaces[0] = [(0, 3, 1)]
    st.spaces[7] = [(1, 2, 0), (2, 6, 1)]
    st.p[0].domain = [4, 0, 0]
    st.bridges = [[1], [2], [3]]
    st.invalidate()
    st.legal_actions()
    assert st.round == 2
    assert all(len(b) == 4 and b == sorted(b) for b in st.bridges)
    assert all(not sp for sp in st.spaces) and st.p[0].domain == [0, 0, 0]


def test_three_rounds_of_three_turns() -> None:
    """white_castle §3: each player takes exactly 3 turns in each of 3 rounds, in turn order."""
    from eurogames.core import Rng
    for players in (2, 3, 4):
        st = new_game(players, seed=players)
        rng = Rng(players)
        seen: list[tuple[int, int]] = []
        while not st.is_over():
            legal_now = st.legal_actions()
            a = legal_now[rng.below(len(legal_now))]
            if a.type == "take":
                seen.append((st.round, st.actor))
            st.apply(st.actor, a)
        assert len(seen) == 9 * players
        for rnd in (1, 2, 3):
            actors = [s for r, s in seen if r == rnd]
            assert actors == actors[:players] * 3
            assert sorted(actors[:players]) == list(range(players))
        assert all(pb.turns == 9 for pb in st.p)


def test_draft_in_reverse_turn_order() -> None:
    """white_castle §2.8: players+1 pairs; the last player in turn order picks first."""
    from .builders import GAME
    st = GAME.new(3, 4)
    assert len(st.pairs) == 4
    pickers = []
    while st.phase == "draft":
        if st.stack[-1] == ("pick",):
            pickers.append(st.actor)
        st.apply(st.actor, st.legal_actions()[0])
    assert pickers == st.order[::-1] or pickers == list(reversed(st.order))
    assert sum(1 for p in st.pairs if p is not None) == 0
