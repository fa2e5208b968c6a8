#!/usr/bin/env python3
"""Play seeded Orléans games (eager and random policy, varied options/players) and hash every
legal listing, every view (each seat + spectator), events (kind, seat, data, text), to_json and
scores. Prints one digest line per game; diff the output of two trees."""
import hashlib
import json
import sys

from eurogames import load
from eurogames.bots.playout import EAGER, RANDOM
from eurogames.core import Rng

game = load("orleans")
OPTS = [
    {}, {"edition": "original"}, {"hourglass": "banded"}, {"exclusion": True},
    {"farmhouse": "boatman_farmer", "farmhouse_soldout": "forbid"}, {"tile_categories": "rulebook_order"},
    {"dev_citizens": "beyond", "recalls": "unused"}, {"tech_after_pass": False},
    {"edition": "original", "recalls": "unused", "tech_after_pass": False, "exclusion": True},
]
def d(x):
    return json.dumps(x, sort_keys=True, default=str, ensure_ascii=False)
n_games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
every = int(sys.argv[2]) if len(sys.argv) > 2 else 1
for g in range(n_games):
    players = 2 + g % 3
    opts = OPTS[g % len(OPTS)]
    policy = RANDOM if g % 5 == 4 else EAGER
    st = game.new(players, 1000 + g, opts)
    rng = Rng(77 + g)
    h = hashlib.sha256()
    step = 0
    while not st.is_over():
        act = st.active_players()
        h.update(d(act).encode())
        for s in range(players):
            la = st.legal_actions(s)
            h.update(("|".join(a.notation() for a in la)).encode())
        if step % every == 0:
            for s in list(range(players)) + [None]:
                h.update(d(st.view(s)).encode())
            h.update(d(st.to_json()).encode())
            c = st.clone()
            h.update(d(c.view(None)).encode())
        seat = act[rng.below(len(act))] if len(act) > 1 else act[0]
        legal = st.legal_actions(seat)
        a = policy.choose(st, seat, legal, rng)
        evs = st.apply(seat, a)
        for e in evs:
            h.update(d([e.kind, e.seat, e.data, sorted(e.visible_to) if e.visible_to is not None else None, e.text]).encode())
        step += 1
    h.update(d([s.total for s in st.scores()]).encode())
    h.update(d(st.view(None)).encode())
    print(g, players, step, h.hexdigest()[:16], flush=True)
