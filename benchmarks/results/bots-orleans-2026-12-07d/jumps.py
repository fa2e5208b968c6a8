"""How much seat 0's evaluation jumps at moves that change nothing it can gain from: its own
``done`` in planning, the rival's planning moves and ``done`` (hidden, undone in the value), and the
move that ends planning (the rival's plan revealed). Medium self-play.

    PYTHONPATH=src python benchmarks/results/bots-orleans-2026-12-07d/jumps.py --seeds 58000-58003
"""
from __future__ import annotations

import argparse
import collections
import statistics

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.games.orleans.heuristic import W, _tuned_value, evaluate
from eurogames.games.orleans.rules import S_ACT, S_PLAN


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="58000-58003")
    a, b = (int(x) for x in ap.parse_args().seeds.split("-"))
    jumps: dict[str, list[float]] = collections.defaultdict(list)
    for seed in range(a, b + 1):
        st = eurogames.load("orleans").new(2, seed)
        bots = [make_bot("medium", 10 + s) for s in range(2)]
        while not st.is_over():
            act = st.active_players()
            seat = act[0]
            action = decide(bots[seat], st, seat)
            before = evaluate(st, 0)
            own0 = _tuned_value(st, 0, W)
            stage = st.stage
            st.apply(seat, action)
            if st.is_over():
                break
            d = evaluate(st, 0) - before
            do = _tuned_value(st, 0, W) - own0
            if stage == S_PLAN and st.stage != S_PLAN:
                kind = f"planning ends ({'me' if seat == 0 else 'rival'} last)"
            elif stage == S_PLAN and seat == 1:
                kind = "rival plans" if action.notation() != "done" else "rival done"
            elif stage == S_PLAN and action.notation() == "done":
                kind = "my done"
            elif stage == S_ACT and seat == 1:
                kind = "rival acts" + (" (pass)" if "pass" in action.notation() else "")
            elif stage == S_ACT and "pass" in action.notation():
                kind = "my pass"
            elif stage == S_ACT:
                kind = "my acts"
            else:
                continue
            jumps[kind].append(d)
            jumps[kind + " [own]"].append(do)
    for k, v in sorted(jumps.items()):
        print(f"{k:28} n={len(v):4} mean {statistics.mean(v):+6.2f} median {statistics.median(v):+6.2f} "
              f"sd {statistics.pstdev(v):5.2f}")


if __name__ == "__main__":
    main()
