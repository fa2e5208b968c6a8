"""Tables from hard_vs_medium_diag.py's JSON lines: final categories (hard - medium, by result),
per stage / per kind of hard's choice how often it differs from medium's and the one-step gap.

    python summarize_diag.py diag-hard.jsonl
"""
from __future__ import annotations

import json
import sys
from collections import defaultdict

STAGES = {4: "draw", 6: "plan", 8: "act", 9: "event", 10: "round_end", 2: "census"}


def main() -> None:
    games = [json.loads(x) for f in sys.argv[1:] for x in open(f)]
    n = len(games)
    wins = 0
    cat = defaultdict(float)
    for g in games:
        h, m = g["seats"][g["hard_seat"]], g["seats"][1 - g["hard_seat"]]
        wins += h["score"] > m["score"]
        for k in h:
            if k != "bot":
                cat[k] += (h[k] - m[k]) / n
    print(f"{n} games, hard wins {wins} (ties count as losses here)")
    print("mean hard - medium at the end:", ", ".join(f"{k} {v:+.2f}" for k, v in cat.items()))
    hm = defaultdict(lambda: [0.0, 0.0])
    for g in games:
        h, m = g["seats"][g["hard_seat"]], g["seats"][1 - g["hard_seat"]]
        for k in h:
            if k != "bot":
                hm[k][0] += h[k] / n
                hm[k][1] += m[k] / n
    print("means hard / medium:", ", ".join(f"{k} {a:.1f}/{b:.1f}" for k, (a, b) in hm.items()))
    for label, keep in (("hard lost", lambda h, m: h["score"] <= m["score"]), ("hard won", lambda h, m: h["score"] > m["score"])):
        sel = [(g["seats"][g["hard_seat"]], g["seats"][1 - g["hard_seat"]]) for g in games]
        sel = [(h, m) for h, m in sel if keep(h, m)]
        if sel:
            print(f"{label} ({len(sel)}): hard - medium", ", ".join(
                f"{k} {sum(h[k] - m[k] for h, m in sel) / len(sel):+.1f}" for k in sel[0][0] if k != "bot"))
    # planning, a round at a time: hard's staffed places against what medium would have staffed
    rounds = differ = 0
    strand = [0, 0]
    nplaces = [0, 0]
    only = [defaultdict(int), defaultdict(int)]
    for g in games:
        for r, hfull, hstr, mfull, mstr in g.get("plans", []):
            rounds += 1
            differ += hfull != mfull
            strand[0] += hstr
            strand[1] += mstr
            nplaces[0] += len(hfull)
            nplaces[1] += len(mfull)
            for x in set(hfull) - set(mfull):
                only[0][x] += 1
            for x in set(mfull) - set(hfull):
                only[1][x] += 1
    if rounds:
        print(f"\nplanning rounds compared: {rounds}; staffed set differs in {differ} ({100 * differ / rounds:.0f}%);"
              f" places staffed / round hard {nplaces[0] / rounds:.2f} medium {nplaces[1] / rounds:.2f};"
              f" followers on unfinished places after planning hard {strand[0] / rounds:.2f} medium {strand[1] / rounds:.2f}")
        print("  staffed by hard only:", dict(sorted(only[0].items(), key=lambda x: -x[1])))
        print("  staffed by medium only:", dict(sorted(only[1].items(), key=lambda x: -x[1])))
    # by round: score gap
    gap = defaultdict(list)
    for g in games:
        hs = g["hard_seat"]
        for r, s0, s1 in g["by_round"]:
            gap[r].append((s0 - s1) * (1 if hs == 0 else -1))
    print("score gap hard - medium at start of round:", " ".join(f"r{r}:{sum(v)/len(v):+.1f}" for r, v in sorted(gap.items())))
    # per stage
    st = defaultdict(lambda: [0, 0, 0.0])
    kinds = defaultdict(lambda: [0, 0, 0.0])
    pairs = defaultdict(lambda: [0, 0.0])
    for g in games:
        for r, stage, kh, km, same, gp in g["decisions"]:
            phase = "early" if r <= 6 else "mid" if r <= 12 else "late"
            key = (STAGES.get(stage, str(stage)), phase)
            s = st[key]
            s[0] += 1
            s[1] += not same
            s[2] += gp
            base = kh.split(":")[0]
            k = kinds[(STAGES.get(stage, str(stage)), kh)]
            k[0] += 1
            if not same:
                k[1] += 1
                k[2] += gp
                p = pairs[(STAGES.get(stage, str(stage)), kh, km)]
                p[0] += 1
                p[1] += gp
    print("\n| stage | rounds | decisions / game | differ from medium | one-step gap / game (medium's eval) |")
    print("|---|---|---|---|---|")
    for (s, ph), (a, b, c) in sorted(st.items()):
        print(f"| {s} | {ph} | {a / n:.1f} | {b / n:.1f} ({100 * b / max(1, a):.0f}%) | {c / n:.2f} |")
    print("\nHard's choices by kind, where they differ from medium (per game):")
    print("| stage | hard's choice | times / game | differ / game | gap / game |")
    print("|---|---|---|---|---|")
    for (s, k), (a, b, c) in sorted(kinds.items(), key=lambda x: -x[1][1]):
        if b / n >= 0.25:
            print(f"| {s} | {k} | {a / n:.2f} | {b / n:.2f} | {c / n:.2f} |")
    print("\nTop (hard, medium) pairs where they differ:")
    for (s, kh, km), (a, c) in sorted(pairs.items(), key=lambda x: -x[1][0])[:25]:
        print(f"  {s:6s} hard {kh:28s} medium {km:28s} {a / n:.2f}/game gap {c / max(1, a):.2f}")


if __name__ == "__main__":
    main()
