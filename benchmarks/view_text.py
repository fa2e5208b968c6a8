"""Fingerprint of the exact wire text of every view: byte-identical views before and after a change.

``benchmarks/traces.py`` hashes views with sorted keys; this hashes what the server sends
(``core.jsontext.dumps``, key order kept) for every seat's and the spectator's view, and the
stored ``to_json``, after every decision of seeded eager and random playouts.

    PYTHONPATH=/tmp/old/src python benchmarks/view_text.py > /tmp/before.txt
    python benchmarks/view_text.py | diff - /tmp/before.txt && echo identical
"""

from __future__ import annotations

import argparse
import hashlib

from eurogames import load
from eurogames.bots.playout import POLICIES, playout
from eurogames.core import Rng, State
from eurogames.core.jsontext import dumps
from eurogames.core.types import Seat

COUNTS = {"castles_of_burgundy": (2, 4), "burgundy_card_game": (1, 3), "orleans": (2, 4),
          "white_castle": (2, 3), "keyflower": (2, 3, 5)}


def fingerprint(name: str, counts: tuple[int, ...], seeds: int) -> tuple[int, str]:
    """(views hashed, hash) of one game's playouts."""
    game = load(name)
    h = hashlib.sha256()
    views = 0

    def step(st: State, _seat: Seat, _action: object) -> None:
        nonlocal views
        for v in [None, *range(st.players)]:
            h.update(dumps(st.view(v)).encode())
            views += 1
        h.update(dumps(st.to_json()).encode())

    for players in counts:
        for policy in POLICIES.values():
            for seed in range(seeds):
                playout(game.new(players, seed, None), Rng(seed), policy, on_step=step)
    return views, h.hexdigest()[:16]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seeds", type=int, default=3)
    args = p.parse_args()
    for name, counts in COUNTS.items():
        views, digest = fingerprint(name, counts, args.seeds)
        print(name, views, digest)


if __name__ == "__main__":
    main()
