"""The card game's search shape (``bot_params`` in ``heuristic_weights.json``).

Hard and expert value a leaf reached on a rival's turn only after the rivals' one-step-best
replies (``settle``), on a flatter value curve (``scale`` 2 points): with ``scale`` 0.5 and no
settling, the leaves after a rival's reply sat 0.5-1 point below the root in the positions inspected, on the flat tail
of the tanh, and hard won 41/80 duplicate games against medium (51%); settled, 38.5/60 (64%, 52-75%)
(benchmarks/results/bots-card-2026-11-26.md).

Hard also plays each new leaf on for four greedy plies (both seats one-step best) before
settling and valuing it (``rollout`` 4, levels.py), at 300 iterations instead of 800 so it
costs no more than before: a move is judged after the replies it invites
(benchmarks/results/bots-card-2026-12-05.md). Expert searches the same shape with five times
hard's iterations (1500 with ``rollout`` 4; until 2026-12-06 it searched 4000 without playouts
and won only 5.5 of 14 games against this hard): benchmarks/results/bots-card-2026-12-06.md.
"""

from __future__ import annotations

import pytest

import eurogames
from eurogames.bots import decide, make_bot


def _state(players: int, moves: int, seed: int = 5):
    st = eurogames.load("burgundy_card_game").new(players, seed)
    bots = [make_bot("medium", 20 + s) for s in range(players)]
    for _ in range(moves):
        seat = st.active_players()[0]
        st.apply(seat, decide(bots[seat], st, seat))
    return st


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_levels_search_the_card_game_with_settled_leaves(level):
    game = eurogames.load("burgundy_card_game")
    p = make_bot(level, 1).params_for(game)
    assert (p["settle"], p["scale"], p["exploration"]) == (8, 2.0, 0.3)


def test_hard_and_expert_play_leaves_on_four_greedy_plies_expert_with_five_times_the_iterations():
    game = eurogames.load("burgundy_card_game")
    hard = make_bot("hard", 1).params_for(game)
    expert = make_bot("expert", 1).params_for(game)
    assert (hard["rollout"], hard["iterations"]) == (4, 300)
    assert (expert["rollout"], expert["iterations"]) == (4, 1500)
    same = set(hard) - {"iterations", "seconds"}  # the budget and its cap differ, nothing else
    assert {k: expert[k] for k in same} == {k: hard[k] for k in same}


@pytest.mark.parametrize("players", [1, 2])
def test_a_settled_search_chooses_a_legal_seeded_move_solo_and_against_a_rival(players):
    """Solo (Aaron is no seat, so nothing is settled) and with a rival, the hard bot's shape
    gives a legal move, the same one from the same seed."""
    st = _state(players, 7)
    seat = st.active_players()[0]
    picks = []
    for _ in range(2):
        bot = make_bot("hard", 3)
        bot.iterations = 60
        bot.seconds = 1e9
        picks.append(decide(bot, st, seat))
    assert picks[0] == picks[1] and picks[0] in st.legal_actions(seat)
