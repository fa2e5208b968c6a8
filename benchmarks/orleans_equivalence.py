"""Orléans behaviour check for engine speed work: two source trees must print the same lines.

Plays seeded games (2-4 players, eager and random policy, nine option sets) and hashes, at every
decision, the active seats, every seat's legal actions (content and order), every seat's view
and the spectator's, the state's JSON, a clone's view, and every event (kind, seat, data,
visibility, English and Japanese text); then the final scores. One digest line per game.

    git archive OLD | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old/src nice python benchmarks/orleans_equivalence.py 300 > /tmp/old.txt
    PYTHONPATH=src nice python benchmarks/orleans_equivalence.py 300 > /tmp/new.txt
    diff /tmp/old.txt /tmp/new.txt && echo same
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from eurogames import load
from eurogames.bots.playout import EAGER, RANDOM
from eurogames.core import Rng

OPTIONS: list[dict[str, Any]] = [
    {}, {"edition": "original"}, {"hourglass": "banded"}, {"exclusion": True},
    {"farmhouse": "boatman_farmer", "farmhouse_soldout": "forbid"}, {"tile_categories": "rulebook_order"},
    {"dev_citizens": "beyond", "recalls": "unused"}, {"tech_after_pass": False},
    {"edition": "original", "recalls": "unused", "tech_after_pass": False, "exclusion": True},
]


def _dump(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, default=str, ensure_ascii=False).encode()


def main() -> None:
    game = load("orleans")
    n_games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for g in range(n_games):
        players = 2 + g % 3
        policy = RANDOM if g % 5 == 4 else EAGER
        st = game.new(players, 1000 + g, OPTIONS[g % len(OPTIONS)])
        rng = Rng(77 + g)
        h = hashlib.sha256()
        step = 0
        while not st.is_over():
            act = st.active_players()
            h.update(_dump(act))
            for s in range(players):
                h.update("|".join(a.notation() for a in st.legal_actions(s)).encode())
            for s in [*range(players), None]:
                h.update(_dump(st.view(s)))
            h.update(_dump(st.to_json()))
            h.update(_dump(st.clone().view(None)))
            seat = act[rng.below(len(act))] if len(act) > 1 else act[0]
            action = policy.choose(st, seat, st.legal_actions(seat), rng)
            for e in st.apply(seat, action):
                vis = sorted(e.visible_to) if e.visible_to is not None else None
                h.update(_dump([e.kind, e.seat, e.data, vis, e.text]))
            step += 1
        h.update(_dump([s.total for s in st.scores()]))
        h.update(_dump(st.view(None)))
        print(g, players, step, h.hexdigest()[:16], flush=True)


if __name__ == "__main__":
    main()
