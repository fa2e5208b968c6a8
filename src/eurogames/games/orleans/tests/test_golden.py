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


def test_shared_events_are_built_once() -> None:
    """A shared (recurring) event has the content of the ``core.log`` event it replaces and is the
    same object each time its content recurs (the lazy event itself is tested in tests/test_core.py)."""
    from eurogames.core import log
    from eurogames.games.orleans.events import shared

    e = shared("taxes", "Taxes: {seat} owes {0} coin(s).", "物品税:{seat}はコイン{0}枚を払う。", (2,), 1, amount=2)
    ref = log("taxes", "Taxes: Seat 2 owes 2 coin(s).", "物品税:席2はコイン2枚を払う。", 1, amount=2)
    assert e.to_json() == ref.to_json()
    a = shared("planned", "{seat} has finished planning.", "{seat}が計画を終えた。", (), 0)
    assert a is shared("planned", "{seat} has finished planning.", "{seat}が計画を終えた。", (), 0)
    assert a is not shared("planned", "{seat} has finished planning.", "{seat}が計画を終えた。", (), 1)
