"""Where does Keyflower hard lose to medium? Plays hard (spec) vs medium exactly as
``eurogames tournament`` does (same bot seeds, same turn order) and records, per game: the
seats' current scores and evaluation margins at each season start, the final score
categories, and per hard decision the action kind and whether medium would have chosen the
same action in the same position.  Usage: python diag.py SPEC SEED [SEED...] > out.jsonl
"""
import json
import sys
import time

import eurogames
from eurogames.bots import decide
from eurogames.bots.tournament import bot_seed, make, turns
from eurogames.games.keyflower.heuristic import evaluate


def play(spec: str, seed: int, hard_seat: int) -> dict:
    game = eurogames.load("keyflower")
    state = game.new(2, seed, {})
    seating = [spec, "medium"] if hard_seat == 0 else ["medium", spec]
    bots = [make(k, bot_seed(seed, s)) for s, k in enumerate(seating)]
    shadow = make("medium", 12345 + seed)  # medium's pick in hard's positions (own rng)
    seasons = []
    last = -1
    kinds: dict[str, list[int]] = {}
    for seat in turns(state, seed):
        if state.season != last:
            last = state.season
            sc = [s.total for s in state.scores()]
            seasons.append({"season": state.season, "score": sc,
                            "eval_hard": evaluate(state, hard_seat)})
        legal = state.legal_actions(seat)
        if seat == hard_seat and len(legal) > 1:
            a = decide(bots[seat], state, seat)
            m = decide(shadow, state, seat)
            k = type(a).__name__
            rec = kinds.setdefault(k, [0, 0])
            rec[0] += 1
            rec[1] += a == m
        else:
            a = decide(bots[seat], state, seat)
        state.apply(seat, a)
    final = state.scores()
    return {"seed": seed, "hard_seat": hard_seat, "seasons": seasons,
            "scores": [s.total for s in final], "cats": [s.categories for s in final],
            "wins": [1.0 / len(state.ranking()[0]) if s in state.ranking()[0] else 0.0 for s in range(2)],
            "hard_kinds_agree": kinds}


if __name__ == "__main__":
    spec = sys.argv[1]
    for seed in map(int, sys.argv[2:]):
        for hs in (0, 1):
            t = time.time()
            r = play(spec, seed, hs)
            r["wall"] = round(time.time() - t, 1)
            print(json.dumps(r), flush=True)
