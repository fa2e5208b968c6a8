"""Bots play the toy game legally, see only determinized states, and are seeded."""

from __future__ import annotations

import pytest
from toygame import GAME

import eurogames
from eurogames.bots import decide, make_bot

eurogames.register(GAME)


@pytest.mark.parametrize("kind", ["random", "greedy", "mcts", "easy", "medium", "hard", "expert"])
def test_bot_plays_full_games_legally(kind):
    for seed in range(3):
        st = GAME.new(3, seed)
        bots = [make_bot(kind, seed + s) for s in range(3)]
        if kind in ("mcts", "hard", "expert"):
            for b in bots:
                b.iterations, b.seconds = 30, 5.0
        while not st.is_over():
            seat = st.active_players()[0]
            st.apply(seat, decide(bots[seat], st, seat))
        assert st.is_over()


def test_bots_are_deterministic_for_a_seed():
    def run():
        st = GAME.new(2, 4)
        bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
        out = []
        while not st.is_over():
            seat = st.active_players()[0]
            a = decide(bots[seat], st, seat)
            out.append(a.notation())
            st.apply(seat, a)
        return out
    assert run() == run()


def test_bot_never_receives_the_true_state():
    seen = []

    class Spy(eurogames.bots.Bot):
        def choose(self, state, seat):
            seen.append(state)
            return state.legal_actions(seat)[0]

    st = GAME.new(2, 0)
    decide(Spy(0), st, 0)
    assert seen and seen[0] is not st


def test_unknown_bot_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("genius")


@pytest.mark.parametrize("name", ["castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle",
                                  "keyflower"])
def test_search_bot_is_legal_and_reproducible_in_every_game(name):
    """A short mcts game opening twice with one seed: the same legal actions both times."""
    def run():
        st = eurogames.load(name).new(2, 7)
        bots = [make_bot("mcts", 3), make_bot("greedy", 4)]
        bots[0].iterations, bots[0].seconds = 12, 60.0
        out = []
        for _ in range(12):
            seat = st.active_players()[0]
            a = decide(bots[seat], st, seat)   # raises if not legal in the true state
            assert a in st.legal_actions(seat)
            assert not bots[0].last_capped
            out.append(a.notation())
            st.apply(seat, a)
        return out
    assert run() == run()
