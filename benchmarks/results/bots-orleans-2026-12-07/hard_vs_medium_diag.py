"""Where does Orléans hard (SearchBot) choose differently from medium (GreedyBot)?

Replays tournament games (same deal seeds, bot seeds and turn order as ``eurogames tournament``;
hard's time cap lifted so the game is the uncapped one) and, at every decision of hard with a
choice, asks a shadow medium on the same state. Per decision: round, stage, kind of hard's and
medium's choice, and the one-step value gap (``evaluate`` after medium's choice minus after
hard's, from hard's seat, on the real state). Per game: score categories, development, citizens,
stations of each seat. Writes one JSON line per game.

    PYTHONPATH=src nice -n 10 python hard_vs_medium_diag.py --bots hard --deals 34000 34001 > out.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.orleans.data import EMPTY, PLACES
from eurogames.games.orleans.heuristic import evaluate
from eurogames.games.orleans.rules import PLACE_RANGE, S_PLAN, owned_places
from eurogames.games.orleans.scoring import dev_level


def kind(a) -> str:
    t = a.type
    if t in ("place", "use", "move", "bath"):
        return f"{t}:{a.place}"
    if t == "deed":
        return f"deed:{a.reward}"
    if t == "penalty":
        return f"penalty:{a.item}"
    return t


def staffed(st, p) -> tuple[list[str], int]:
    """Places fully staffed by ``p`` (names) and followers on places not fully staffed."""
    full, stranded = [], 0
    slots = st.slots[p]
    for pl in owned_places(st.owned[p]):
        r = PLACE_RANGE[pl]
        k = sum(1 for s in r if slots[s] != EMPTY)
        if k == len(r):
            full.append(PLACES[pl])
        else:
            stranded += sum(1 for s in r if slots[s] >= 0)
    return sorted(full), stranded


def shadow_plan(st, seat, shadow) -> tuple[list[str], int]:
    """What medium would have staffed this round in ``seat``'s place (the rival's planning is
    left as it is: planning is simultaneous and private)."""
    c = st.clone()
    while c.stage == S_PLAN and seat in c.active_players():
        c.apply(seat, decide(shadow, c, seat))
    return staffed(c, seat)


def one(spec: str, deal: int, hard_seat: int) -> dict:
    st = eurogames.load("orleans").new(2, deal)
    seating = [spec, "medium"] if hard_seat == 0 else ["medium", spec]
    bots = [make(k, bot_seed(deal, s)) for s, k in enumerate(seating)]
    bots[hard_seat].seconds = 1e9
    shadow = make("medium", 12345 + deal)
    rows = []
    by_round = []
    last_round = 0
    plans = []      # per round: [round, hard's staffed, stranded, medium's staffed, stranded]
    cur = None
    for seat in turns(st, deal):
        if st.round != last_round:
            sc = st.scores()
            by_round.append([st.round, sc[0].total, sc[1].total])
            last_round = st.round
        if cur is None and st.stage == S_PLAN and seat == hard_seat:
            cur = [st.round, *shadow_plan(st, seat, make("medium", 777 + deal))]
        if cur is not None and not (st.stage == S_PLAN and hard_seat in st.active_players()):
            plans.append([cur[0], *staffed(st, hard_seat), cur[1], cur[2]])
            cur = None
        legal = st.legal_actions(seat)
        a = decide(bots[seat], st, seat)
        if seat == hard_seat and len(legal) > 1:
            m = decide(shadow, st, seat)
            if m is not a:
                ah, am = st.clone(), st.clone()
                ah.apply(seat, a)
                am.apply(seat, m)
                gap = evaluate(am, seat) - evaluate(ah, seat)
            else:
                gap = 0.0
            rows.append([st.round, st.stage, kind(a), kind(m), a is m, round(gap, 2)])
        st.apply(seat, a)
    sc = st.scores()
    seats = []
    for p in range(2):
        seats.append({"bot": seating[p], "score": sc[p].total, **sc[p].categories, "dev": st.dev[p],
                      "level": dev_level(st.dev[p]), "citizens": st.citizens[p],
                      "stations": st.stations_on_map(p), "tiles": (st.owned[p] >> 10).bit_count()})
    return {"deal": deal, "hard_seat": hard_seat, "seats": seats, "decisions": rows, "by_round": by_round, "plans": plans}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bots", default="hard")
    ap.add_argument("--deals", type=int, nargs="+")
    args = ap.parse_args()
    for d in args.deals:
        for hs in (0, 1):
            print(json.dumps(one(args.bots, d, hs)), flush=True)
            print("done", d, hs, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
