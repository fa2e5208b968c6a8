"""Replay stored hard-vs-medium games (as ``eurogames tournament`` plays them: same bot seeds and
turn order) and record what each seat scored and held: final categories, winter tiles in the
village, tiles, season-start scores and evaluations, and every move (seat, notation).

    python diag2.py SPEC SEED:HARDSEAT [SEED:HARDSEAT ...] > out.jsonl
"""
import json
import sys
import time

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.keyflower.data import TILES
from eurogames.games.keyflower.heuristic import evaluate


def play(spec: str, seed: int, hard_seat: int) -> dict:
    game = eurogames.load("keyflower")
    state = game.new(2, seed, {})
    seating = [spec, "medium"] if hard_seat == 0 else ["medium", spec]
    bots = [make(k, bot_seed(seed, s)) for s, k in enumerate(seating)]
    seasons = []
    last = (-1, "")
    moves = []
    for seat in turns(state, seed):
        key = (state.season, state.phase if state.season == 3 else "")
        if key != last:
            last = key
            seasons.append({"season": state.season, "phase": state.phase, "move": len(moves),
                            "score": [s.total for s in state.scores()],
                            "eval": [round(evaluate(state, s), 2) for s in range(2)],
                            "hands": [list(h) for h in state.hands], "skills": [list(x) for x in state.skills],
                            "whand": [[TILES[t].key for t in h] for h in state.whand]})
        a = decide(bots[seat], state, seat)
        moves.append([seat, a.notation()])
        state.apply(seat, a)
    final = state.scores()
    rank = state.ranking()
    return {"seed": seed, "hard_seat": hard_seat, "seasons": seasons,
            "scores": [s.total for s in final], "cats": [s.categories for s in final],
            "lines": [s.details.get("lines", {}).get("en", []) for s in final],
            "village": [sorted(TILES[t].key + ("*" if state.up[t] else "") for t in v.values()) for v in state.villages],
            "wins": [1.0 / len(rank[0]) if s in rank[0] else 0.0 for s in range(2)], "moves": moves}


if __name__ == "__main__":
    spec = sys.argv[1]
    for arg in sys.argv[2:]:
        seed, hs = map(int, arg.split(":"))
        t = time.time()
        r = play(spec, seed, hs)
        r["wall"] = round(time.time() - t, 1)
        print(json.dumps(r), flush=True)
