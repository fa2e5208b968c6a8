"""Golden playouts: seed -> final scores, decisions, event-kind sequence and event content.

``python -m eurogames.games.orleans.tests.golden_gen`` rewrites ``golden.json`` (only when the
engine's behaviour is meant to change); ``test_golden.py`` asserts the engine reproduces it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from eurogames.core import Rng
from eurogames.games.orleans import GAME

PATH = Path(__file__).with_name("golden.json")
CASES: list[tuple[int, dict[str, Any], range]] = [
    (p, {}, range(50)) for p in (2, 3, 4)] + [(p, {"recalls": "unused"}, range(100, 110)) for p in (2, 3, 4)]


def play(players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """One bench-style random game (as cli.cmd_bench picks seats and actions)."""
    rng = Rng(seed * 7919 + players)
    state = GAME.new(players, seed, options)
    kinds: list[str] = []
    content = hashlib.sha256()
    k = 0
    while not state.is_over():
        act = state.active_players()
        seat = act[rng.below(len(act))] if len(act) > 1 else act[0]
        legal = state.legal_actions(seat)
        for e in state.apply(seat, legal[rng.below(len(legal))]):
            kinds.append(e.kind)
            j = e.to_json()
            j["visible_to"] = sorted(e.visible_to) if e.visible_to is not None else None
            content.update(json.dumps(j, sort_keys=True, ensure_ascii=False).encode())
        k += 1
    return {"players": players, "options": options, "seed": seed,
            "scores": [[s.total, dict(s.categories), list(s.tiebreak)] for s in state.scores()],
            "decisions": k, "events": len(kinds),
            "kinds": hashlib.sha256(" ".join(kinds).encode()).hexdigest()[:20],
            "content": content.hexdigest()[:20],
            "final": hashlib.sha256(json.dumps(state.to_json(), sort_keys=True).encode()).hexdigest()[:20]}


def generate() -> list[dict[str, Any]]:
    return [play(p, opts, s) for p, opts, seeds in CASES for s in seeds]


if __name__ == "__main__":
    PATH.write_text("[\n" + ",\n".join(json.dumps(g, separators=(",", ":")) for g in generate()) + "\n]\n")
