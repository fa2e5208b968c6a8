"""Seeded random playouts with the conformance checks and the game's invariants (issue 5)."""

from __future__ import annotations

import pytest

from eurogames.core import Rng
from eurogames.testing import check_playout

from .builders import GAME

SEEDS = range(110)   # × 3 player counts = 330 games


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("chunk", range(5))
def test_random_playouts(players: int, chunk: int) -> None:
    """white_castle §3, §13: random games end after 3 rounds × 3 turns each, with cards, workers
    and dice conserved, no negative or over-cap resources, scores equal to their breakdown,
    JSON/replay round trips and view/determinize checks at sampled points."""
    for seed in SEEDS[chunk::5]:
        st = check_playout(GAME, players, seed, sample_every=97 + seed % 13)
        assert st.is_over()
        assert all(pb.turns == 9 for pb in st.p)


OPTION_SETS = [
    {"starting_resources": "seed", "turn_order_ties": "previous", "climb_cost": "seed",
     "conversions": "seed", "taken_card_action": False},
    {"domain_row_limit": False, "domain_cells": "passage", "action_slots": "per_row"},
]


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_with_options(players: int, options: dict) -> None:
    """white_castle §16: the seed's readings and the uncertain-rule flags play to the end."""
    for seed in range(8):
        check_playout(GAME, players, 1000 + seed, options, sample_every=61)


def test_greedy_bot_finishes_and_beats_random() -> None:
    """The greedy heuristic plays whole games and mostly beats a random player."""
    from eurogames.bots import make_bot
    wins = 0
    for seed in range(12):
        st = GAME.new(2, seed)
        bots = [make_bot("greedy", seed), make_bot("random", seed)]
        while not st.is_over():
            s = st.active_players()[0]
            st.apply(s, bots[s].choose(st, s))
        st.check_invariants()
        wins += st.ranking()[0] == [0]
    assert wins >= 8


def test_game_is_deterministic_for_a_seed() -> None:
    """Same seed and same choices: the same game."""
    def run(seed: int) -> list:
        st = GAME.new(3, seed)
        rng = Rng(seed)
        while not st.is_over():
            legal = st.legal_actions()
            st.apply(st.actor, legal[rng.below(len(legal))])
        return [s.total for s in st.scores()]
    assert run(5) == run(5)
