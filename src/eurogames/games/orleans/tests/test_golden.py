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


def test_lazy_events_are_ordinary_events() -> None:
    """A lazily formatted event equals in content the ``core.log`` event it replaces, survives
    copy/pickle, and a shared (recurring) event is the same object each time."""
    import copy
    import pickle

    from eurogames.core import log
    from eurogames.games.orleans.events import lazy, shared

    e = lazy("taxes", "Taxes: seat {0} owes {1} coin(s).", "物品税:席{0}はコイン{1}枚を払う。", (1, 2), 1, amount=2)
    ref = log("taxes", "Taxes: seat 1 owes 2 coin(s).", "物品税:席1はコイン2枚を払う。", 1, amount=2)
    assert e.to_json() == ref.to_json() and e.text == ref.text
    for c in (copy.deepcopy(e), pickle.loads(pickle.dumps(e))):
        assert c.to_json() == ref.to_json()
    a = shared("planned", "Seat {0} has finished planning.", "席{0}が計画を終えた。", (0,), 0)
    assert a is shared("planned", "Seat {0} has finished planning.", "席{0}が計画を終えた。", (0,), 0)
    assert a is not shared("planned", "Seat {0} has finished planning.", "席{0}が計画を終えた。", (1,), 1)
