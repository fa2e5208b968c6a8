"""Golden legal-action counts along seeded random games (perft-like regression data).

Regenerate deliberately after an intended rules change:
``python -m eurogames.games.burgundy_card_game.tests.test_golden``.
"""

from __future__ import annotations

import json
from pathlib import Path

from eurogames.core import Rng
from eurogames.games.burgundy_card_game.tests.builders import GAME

DATA = Path(__file__).with_name("golden_legal_counts.json")
CASES = [(p, s) for p in (1, 2, 3, 4) for s in (1, 2)]


def counts(players: int, seed: int) -> list[int]:
    st = GAME.new(players, seed)
    rng = Rng(seed * 31 + players)
    out = []
    while not st.is_over():
        s = st.active_players()[0]
        legal = st.legal_actions(s)
        out.append(len(legal))
        st.apply(s, legal[rng.below(len(legal))])
    out.append(sum(x.total for x in st.scores()))
    return out


def test_golden_legal_action_counts():
    """The number of legal actions at every step of 8 seeded games, and the final score sum."""
    want = json.loads(DATA.read_text())
    for players, seed in CASES:
        assert counts(players, seed) == want[f"{players}/{seed}"], (players, seed)


if __name__ == "__main__":
    DATA.write_text(json.dumps({f"{p}/{s}": counts(p, s) for p, s in CASES}))
