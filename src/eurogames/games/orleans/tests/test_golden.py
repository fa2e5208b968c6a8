"""Speed work must not change behaviour: 180 seeded bench-style random games (2-4 players,
default rules and ``recalls=unused``) reproduce the recorded final scores, decision counts,
event-kind sequences, full event content (text included) and final state exactly.
"""

from __future__ import annotations

import json

import pytest

from .golden_gen import PATH, play

GOLDEN = json.loads(PATH.read_text())


@pytest.mark.parametrize("block", range(6))
def test_golden_playouts(block: int) -> None:
    for g in GOLDEN[block::6]:
        assert play(g["players"], g["options"], g["seed"]) == g
