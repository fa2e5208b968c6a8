"""The generic contract check over every registered game and player count.

Each game's own test folder runs the long seeded suites (hundreds of games); this
file makes sure no game is registered without passing the shared contract.
"""

from __future__ import annotations

import pytest

import eurogames
from eurogames.testing import check_playout

CASES = [(name, p) for name in eurogames.GAME_NAMES if name in eurogames.games()
         for p in range(eurogames.load(name).min_players, eurogames.load(name).max_players + 1)]


@pytest.mark.parametrize(("name", "players"), CASES)
@pytest.mark.parametrize("seed", [11, 12])
def test_game_passes_the_contract(name, players, seed):
    check_playout(eurogames.load(name), players, seed)
