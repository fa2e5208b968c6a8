"""Where hard's search values its leaves in Orléans: stage of each valued state, by root stage.

    PYTHONPATH=src python benchmarks/results/bots-orleans-2026-12-07d/leafprobe.py --seed 58000 --every 7
"""
from __future__ import annotations

import argparse
import collections

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots import tree as T
from eurogames.bots.tournament import make
from eurogames.games.orleans.rules import S_ACT, S_PLAN

STAGES = {S_PLAN: "plan", S_ACT: "act"}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=58000)
    ap.add_argument("--every", type=int, default=7)
    ap.add_argument("--iters", default="100,400,1600")
    args = ap.parse_args()
    game = eurogames.load("orleans")
    st = game.new(2, args.seed)
    bots = [make_bot("medium", 10 + s) for s in range(2)]
    orig = T.heuristic_of
    log: collections.Counter[str] = collections.Counter()
    root_round = [0]

    def wrapped(g, baseline=False, leaf=0.0):
        h = orig(g, baseline=baseline, leaf=leaf)

        def hh(s, seat):
            if seat == 0:
                key = ("next" if s.round > root_round[0] else STAGES.get(s.stage, "other"))
                if s.stage == S_PLAN and s.round == root_round[0]:
                    key += "-me-done" if s.plan_done[0] else "-me-planning"
                log[key] += 1
            return h(s, seat)
        return hh
    T.heuristic_of = wrapped
    n = 0
    by_root: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    while not st.is_over():
        seat = st.active_players()[0]
        if 0 in st.active_players():
            seat = 0
        if seat == 0 and len(st.legal_actions(0)) > 1:
            n += 1
            if n % args.every == 0:
                root_round[0] = st.round
                rs = STAGES.get(st.stage, "other")
                choices = []
                for it in [int(x) for x in args.iters.split(",")]:
                    for bs in (1, 2):
                        log.clear()
                        bot = make(f"hard/iterations={it}", bs)
                        bot.seconds = 100
                        a = bot.choose(st, 0)
                        choices.append(f"{it}:{a.notation()}")
                        if bs == 1:
                            by_root[f"{rs}-{it}"].update(log)
                m = decide(bots[0], st, 0).notation()
                print(f"r{st.round:2} {rs:5} legal {len(st.legal_actions(0)):3} medium {m:28} | " + "  ".join(choices), flush=True)
        st.apply(seat, decide(bots[seat], st, seat))
    for k, c in sorted(by_root.items()):
        tot = sum(c.values())
        print(k, {x: round(v / tot, 3) for x, v in sorted(c.items())})


if __name__ == "__main__":
    main()
