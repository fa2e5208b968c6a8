"""Shipped hard on the winter positions of greedy self-play (the search's leaves are finished
games): the move chosen and the CPU per decision, to compare two trees that must choose alike.

    PYTHONPATH=src python late_positions.py [count] [bot]     (prints one line a position, then a digest)
"""
import hashlib
import sys
import time

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.tournament import make


def positions(count: int) -> list:
    game = eurogames.load("keyflower")
    out = []
    seed = 0
    while len(out) < count:
        st = game.new(2, seed)
        bots = [make_bot("greedy", seed * 7 + s) for s in range(2)]
        k = 0
        while not st.is_over() and len(out) < count:
            seat = st.active_players()[0]
            if st.season == 3 and st.phase == "village" and len(st.legal_actions(seat)) > 1:
                out.append((st.clone(), seat))
            st.apply(seat, decide(bots[seat], st, seat))
            k += 1
        seed += 1
    return out


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    kind = sys.argv[2] if len(sys.argv) > 2 else "hard"
    states = positions(count)
    bot = make(kind, 1)
    bot.seconds = 1e9
    digest = hashlib.sha256()
    times = []
    for i, (st, seat) in enumerate(states):
        c = time.thread_time()
        a = decide(bot, st, seat)
        t = time.thread_time() - c
        times.append(t)
        digest.update(a.notation().encode() + b"\n")
        print(f"{i:3} phase={st.phase:8} legal={len(st.legal_actions(seat)):4} cpu={t:.3f} {a.notation()}", flush=True)
    print(f"total cpu {sum(times):.2f} s, choices {digest.hexdigest()[:12]}")


if __name__ == "__main__":
    main()
