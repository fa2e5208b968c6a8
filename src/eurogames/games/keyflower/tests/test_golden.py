"""Golden legal-action counts along seeded games (perft-style regression data)."""

from __future__ import annotations

import json
from pathlib import Path

from eurogames.core import Rng

from .builders import GAME

DATA = Path(__file__).with_name("golden_counts.json")


def counts(players: int, seed: int) -> list[int]:
    st = GAME.new(players, seed)
    rng = Rng(seed)
    out = []
    while not st.is_over():
        act = st.active_players()
        s = act[rng.below(len(act))]
        legal = st.legal_actions(s)
        out.append(len(legal))
        st.apply(s, legal[rng.below(len(legal))])
    return out


def test_golden_legal_action_counts():
    """Legal-action counts of whole seeded games match the recorded data (regenerate on purpose only)."""
    data = json.loads(DATA.read_text())
    for key, expected in data.items():
        p, seed = (int(x) for x in key.split(":"))
        assert counts(p, seed) == expected, key


if __name__ == "__main__":  # regenerate: python -m eurogames.games.keyflower.tests.test_golden
    DATA.write_text(json.dumps({f"{p}:{s}": counts(p, s) for p in range(2, 7) for s in (1, 2)}))
