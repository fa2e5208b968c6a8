"""How seat 0's own value (the search's leaf value with ``own`` 1) moves at each kind of step,
in medium self-play, split finer than -07d's jumps.py: the round's end (round changes) apart; "[own 2]":
the same step valued with the rounds left counted from the step's first round (``own`` 2).

    PYTHONPATH=src python drift.py 58000 58011
"""
from __future__ import annotations

import statistics
import sys
from collections import defaultdict

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.tournament import turns
from eurogames.games.orleans.heuristic import own_value
from eurogames.games.orleans.rules import S_ACT, S_PLAN


def main() -> None:
    lo, hi = int(sys.argv[1]), int(sys.argv[2])
    game = eurogames.load("orleans")
    jumps: dict[str, list[float]] = defaultdict(list)
    for seed in range(lo, hi + 1):
        st = game.new(2, seed, {})
        bots = [make_bot("medium", seed * 10 + s) for s in range(2)]
        for seat in turns(st, seed):
            a = decide(bots[seat], st, seat)
            before_v, before_r, before_stage = own_value(st, 0), st.round, st.stage
            before_state = st.clone()
            txt = a.notation()
            st.apply(seat, a)
            if st.is_over():
                break
            d = own_value(st, 0) - before_v
            d2 = own_value(st, 0, at=before_r) - own_value(before_state, 0, at=before_r)
            who = "my" if seat == 0 else "rival"
            if st.round != before_r:
                kind = f"round ends ({who} last step)"
            elif before_stage == S_PLAN:
                kind = f"{who} planning" + (" done" if "done" in txt else " place")
                if st.stage != S_PLAN:
                    kind = "planning ends"
            elif before_stage == S_ACT:
                kind = f"{who} act" + (" pass" if "pass" in txt else " use")
            else:
                kind = f"{who} other stage {before_stage}"
            jumps[kind].append(d)
            jumps[kind + " [own 2]"].append(d2)
    for k, v in sorted(jumps.items()):
        print(f"{k:32} n={len(v):5} mean {statistics.mean(v):+6.2f} median {statistics.median(v):+6.2f} "
              f"sd {statistics.pstdev(v):5.2f}")


if __name__ == "__main__":
    main()
