"""Seeded random playouts for 2-6 players with the conformance checks and invariants (keyflower §1-§13).

check_invariants runs after every action: keeples (bag, screens, bids, uses, boats, green supply),
resources (supply + tiles) and skills (pile, screens, boats) conserved; no negative counts;
villages consistent; use counts within the 6-keeple cap; scores equal their breakdown.
"""

from __future__ import annotations

import pytest

from eurogames.testing import check_playout

from .builders import GAME

# 320 games in total: 64 per player count, split in chunks for pytest-xdist.
CHUNKS = [(p, c) for p in range(2, 7) for c in range(4)]


@pytest.mark.parametrize("players,chunk", CHUNKS)
def test_random_playouts(players, chunk):
    """keyflower: whole games end, stay consistent, round-trip and replay."""
    for seed in range(chunk * 16, chunk * 16 + 16):
        st = check_playout(GAME, players, seed, sample_every=200 + seed % 7)
        assert st.is_over()
        assert st.season == 3
        # every player ends with one boat tile (winter boat choice, §10.2)
        owners = sorted(st.loc[b] for b in st.boats)
        assert owners == list(range(players))


def test_playout_with_rulebook_craftsman_option():
    """keyflower §17: the rulebook Craftsman option plays through."""
    check_playout(GAME, 4, 3, {"craftsman": "rulebook"}, sample_every=60)
