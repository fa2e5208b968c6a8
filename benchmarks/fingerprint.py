"""Fingerprints of seeded games, to show that an engine change changes no behaviour.

For each game it plays (random and eager playouts, every player count, the rules options in
turn) it hashes every legal-action listing (content and order) of every active seat, the
events of every move (kind, data, seat, visibility, both log lines), and every third
position's views (each seat and a spectator), ``to_json`` and scores; every 17th position
also a clone, a ``from_json`` copy's listing and a determinization. One line per game.

    PYTHONPATH=/tmp/old/src python benchmarks/fingerprint.py keyflower --games 300 > old.txt
    PYTHONPATH=src python benchmarks/fingerprint.py keyflower --games 300 > new.txt
    diff old.txt new.txt && echo identical

Run it with the compiled build's interpreter (from outside the checkout) to compare a build.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

from eurogames import load
from eurogames.bots.playout import EAGER, RANDOM
from eurogames.core import Rng


def _scores(st: Any) -> str:
    return repr([(sc.total, sorted(sc.categories.items())) for sc in st.scores()])


def fingerprint(name: str, i: int) -> str:
    """Play game ``i`` of the series and return ``i players decisions sha256``."""
    game = load(name)
    counts = list(range(game.min_players, game.max_players + 1))
    players = counts[i % len(counts)]
    options = {o.name: o.choices[i % len(o.choices)] for o in game.option_list
               if not getattr(o, "seat", False)}
    policy = RANDOM if i % 3 == 0 else EAGER
    h = hashlib.sha256()
    st = game.new(players, 1000 + i, options)
    rng = Rng(i)
    step = 0
    while not st.is_over():
        act = st.active_players()
        h.update(repr(act).encode())
        for s in act:
            h.update(repr([a.notation() for a in st.legal_actions(s)]).encode())
        if step % 3 == 0:
            for s in [*range(players), None]:
                h.update(json.dumps(st.view(s), ensure_ascii=False).encode())
            h.update(json.dumps(st.to_json()).encode())
            h.update(_scores(st).encode())
        if step % 17 == 0:
            h.update(json.dumps(st.clone().to_json()).encode())
            h.update(json.dumps(st.determinize(act[0], Rng(step)).to_json()).encode())
            copy = type(st).from_json(json.loads(json.dumps(st.to_json())))
            h.update(repr([a.notation() for a in copy.legal_actions(act[0])]).encode())
        seat = act[rng.below(len(act))] if len(act) > 1 else act[0]
        action = policy.choose(st, seat, st.legal_actions(seat), rng)
        for e in st.apply(seat, action):
            seen = sorted(e.visible_to) if e.visible_to is not None else None
            h.update(repr((e.kind, e.data, e.seat, seen, e.text)).encode())
        step += 1
    h.update((_scores(st) + repr(st.ranking())).encode())
    return f"{i} {players} {step} {h.hexdigest()}"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--stride", type=int, default=1, help="play every n-th game of the series only")
    args = p.parse_args()
    for i in range(0, args.games, args.stride):
        print(fingerprint(args.game, i), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
