"""Seeded playout traces: a fingerprint of everything a game does, to show that a speed change
changed no behaviour.

For every game, player count, policy (random and eager) and seed, one playout is hashed
step by step: the seat and notation of each decision, the legal actions offered, the
events (JSON, with their English and Japanese text), and at every 7th position every
seat's view, the spectator's view, ``to_json`` and ``scores``; plus the final state. A
clone and a ``from_json(to_json())`` copy are played along and must agree.

    python benchmarks/traces.py --out /tmp/before.json           # on the old code
    python benchmarks/traces.py --out /tmp/after.json --compare /tmp/before.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys

import eurogames
from eurogames.bots.playout import POLICIES
from eurogames.core import Rng

COUNTS = {"castles_of_burgundy": (2, 3, 4), "burgundy_card_game": (1, 2, 3, 4), "orleans": (2, 3, 4),
          "white_castle": (2, 3, 4), "keyflower": (2, 3, 4, 5, 6)}


def _dump(x: object) -> bytes:
    return json.dumps(x, sort_keys=True, ensure_ascii=False, default=repr).encode()


def trace(name: str, players: int, seed: int, policy_name: str) -> str:
    game = eurogames.load(name)
    policy = POLICIES[policy_name]
    st = game.new(players, seed)
    rng = Rng(seed * 7 + 1)
    h = hashlib.sha256()
    k = 0
    while not st.is_over():
        active = st.active_players()
        seat = active[rng.below(len(active))] if len(active) > 1 else active[0]
        legal = st.legal_actions(seat)
        h.update(_dump([seat, active, [a.notation() for a in legal]]))
        action = policy.choose(st, seat, legal, rng)
        if k % 7 == 3:
            copy = st.clone()
            restored = game.from_json(json.loads(json.dumps(st.to_json())))
            h.update(_dump([st.view(s) for s in [*range(players), None]]))
            h.update(_dump(st.to_json()))
            h.update(_dump([s.to_json() for s in st.scores()]))
            events = st.apply(seat, action)
            for other in (copy, restored):
                e2 = other.apply(seat, action)
                if _dump(other.to_json()) != _dump(st.to_json()) or \
                        _dump([e.to_json() for e in e2]) != _dump([e.to_json() for e in events]):
                    raise AssertionError(f"{name} {players}p seed {seed}: a copy diverged at move {k}")
        else:
            events = st.apply(seat, action)
        h.update(_dump([seat, action.notation(), [[e.to_json(), e.text] for e in events]]))
        k += 1
    h.update(_dump([st.to_json(), [s.to_json() for s in st.scores()], st.ranking(),
                    [st.view(s) for s in [*range(players), None]]]))
    return f"{k}:{h.hexdigest()[:16]}"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--seeds", type=int, default=6)
    p.add_argument("--out", required=True)
    p.add_argument("--compare")
    p.add_argument("--game")
    args = p.parse_args()
    out: dict[str, str] = {}
    for name, counts in COUNTS.items():
        if args.game and name != args.game:
            continue
        for players in counts:
            for pol in POLICIES:
                for seed in range(args.seeds):
                    out[f"{name}/{players}/{pol}/{seed}"] = trace(name, players, seed, pol)
        print(name, "done", file=sys.stderr, flush=True)
    with open(args.out, "w") as f:
        json.dump(out, f, indent=0, sort_keys=True)
    if args.compare:
        with open(args.compare) as f:
            before = json.load(f)
        diff = [k for k in out if before.get(k) != out[k]]
        print(f"{len(out)} traces, {len(diff)} differ" + (": " + ", ".join(diff[:10]) if diff else ""))
        return 1 if diff else 0
    print(f"{len(out)} traces written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
