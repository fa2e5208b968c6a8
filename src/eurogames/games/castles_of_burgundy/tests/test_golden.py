"""Golden random playouts (like chess perft): legal-action counts and final scores along
seeded games are stored in ``golden.json``; any change of the rules' behaviour shows here.

Regenerate after an intended rules change with
``python -m eurogames.games.castles_of_burgundy.tests.test_golden``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eurogames.core import Rng
from eurogames.games.castles_of_burgundy import GAME

GOLDEN = Path(__file__).with_name("golden.json")
CASES = [(p, s) for p in (2, 3, 4) for s in (0, 1)]


def trace(players: int, seed: int) -> dict[str, object]:
    st = GAME.new(players, seed)
    rng = Rng(seed + 1000 * players)
    counts = []
    while not st.is_over():
        p = st.active_players()[0]
        legal = st.legal_actions(p)
        counts.append(len(legal))
        st.apply(p, legal[rng.below(len(legal))])
    return {"decisions": len(counts), "legal_sum": sum(counts), "first": counts[:40],
            "scores": [s.total for s in st.scores()]}


@pytest.mark.parametrize("players,seed", CASES)
def test_golden_playout(players, seed):
    golden = json.loads(GOLDEN.read_text())
    assert trace(players, seed) == golden[f"{players}/{seed}"]


if __name__ == "__main__":
    lines = [f" {json.dumps(f'{p}/{s}')}: {json.dumps(trace(p, s))}" for p, s in CASES]
    GOLDEN.write_text("{\n" + ",\n".join(lines) + "\n}\n")
