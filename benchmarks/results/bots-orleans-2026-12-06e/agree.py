"""How often search variants choose what a long reference search chooses, on the positions of
benchmarks/search_speed.py (greedy self-play, every 15th decision with a choice), no time cap.

    python agree.py --states 40 --ref hard/iterations=4000/expand=8 medium hard hard/expand=8 ...
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from search_speed import positions

from eurogames.bots import decide
from eurogames.bots.tournament import make


def choices(spec: str, states: list, seed: int) -> tuple[list[str], list[float]]:
    bot = make(spec, seed)
    if hasattr(bot, "seconds"):
        bot.seconds = 1e9
    out, times = [], []
    for st, seat in states:
        c = time.thread_time()
        out.append(decide(bot, st, seat).notation())
        times.append(time.thread_time() - c)
    return out, times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("specs", nargs="+")
    ap.add_argument("--ref", required=True)
    ap.add_argument("--states", type=int, default=40)
    ap.add_argument("--game", default="orleans")
    args = ap.parse_args()
    states = positions(args.game, args.states)
    widths = [len(st.legal_actions(seat)) for st, seat in states]
    print(f"{len(states)} positions, legal actions median {statistics.median(widths)} max {max(widths)}", flush=True)
    ref, _ = choices(args.ref, states, 1)
    ref2, _ = choices(args.ref, states, 2)
    print(f"{args.ref + ' (seed 2)':40} agrees with ref {sum(a == b for a, b in zip(ref, ref2)):3}/{len(ref)}", flush=True)
    for spec in args.specs:
        got, times = choices(spec, states, 1)
        print(f"{spec:40} agrees with ref {sum(a == b for a, b in zip(ref, got)):3}/{len(ref)}"
              f"  CPU s median {statistics.median(times):.3f} max {max(times):.3f}", flush=True)


if __name__ == "__main__":
    main()
