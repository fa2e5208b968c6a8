"""Keyflower hard's search cost in CPU instructions (callgrind) and iterations per CPU second,
with a digest of the moves chosen, for source trees A and B (behaviour check + cost).

    nice -n 10 python search_instr.py /tmp/kfspeed-old/src src [--states 4] [--spec hard/iterations=300]
    nice -n 10 python search_instr.py --time /tmp/kfspeed-old/src src --rounds 3   (CPU s, alternating A/B)

Positions: benchmarks/search_speed.py's (greedy self-play, 2 players), computed in the child
before measuring; only the searches run inside ``functools.reduce`` (what callgrind collects).
"""
import argparse
import functools
import hashlib
import os
import re
import subprocess
import sys
import time

BENCH = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def child(states: int, spec: str) -> None:
    sys.path.insert(0, BENCH)
    from search_speed import positions

    from eurogames.bots import decide
    from eurogames.bots.tournament import make
    pos = positions("keyflower", states)
    bot = make(spec, 1)
    bot.seconds = 1e9
    decide(bot, *pos[0])  # warm-up (lazy imports, tables)
    digest = hashlib.sha256()

    def step(acc: int, i: int) -> int:
        st, seat = pos[i]
        digest.update(decide(bot, st, seat).notation().encode() + b"\n")
        return acc + bot.last_iterations
    t = time.thread_time()
    its = functools.reduce(step, range(len(pos)), 0)
    cpu = time.thread_time() - t
    print("count", its, "cpu", round(cpu, 3), "it/s", round(its / cpu), "digest", digest.hexdigest()[:12])


def run(src: str, args: argparse.Namespace, grind: bool) -> str:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(src))
    cmd = [sys.executable, os.path.abspath(__file__), "--child", str(args.states), args.spec]
    if grind:
        cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=functools_reduce",
               "--callgrind-out-file=/dev/null", *cmd]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True, cwd="/")
    line = re.search(r"^count .*$", out.stdout, re.MULTILINE).group(0)  # type: ignore[union-attr]
    if grind:
        instr = int(re.search(r"Collected : (\d+)", out.stderr).group(1))  # type: ignore[union-attr]
        its = int(line.split()[1])
        line += f" instr/iteration {instr / its:,.0f}"
    return line


def main() -> None:
    if sys.argv[1] == "--child":
        child(int(sys.argv[2]), sys.argv[3])
        return
    p = argparse.ArgumentParser()
    p.add_argument("trees", nargs="+")
    p.add_argument("--states", type=int, default=4)
    p.add_argument("--spec", default="hard/iterations=300")
    p.add_argument("--time", action="store_true", help="CPU seconds (alternating), not callgrind")
    p.add_argument("--rounds", type=int, default=1)
    args = p.parse_args()
    for r in range(args.rounds):
        for t in args.trees:
            print(f"round {r} {t}: {run(t, args, not args.time)}  load {os.getloadavg()[0]:.2f}", flush=True)


if __name__ == "__main__":
    main()
