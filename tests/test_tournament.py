"""``eurogames tournament``: the duplicate schedule, the statistics, and the command."""

from __future__ import annotations

import itertools
import json
import math

import pytest
from toygame import GAME

import eurogames
from eurogames.bots import tournament as T
from eurogames.cli import main

eurogames.register(GAME)


def test_wilson_interval_matches_the_formula_and_stays_inside_0_1():
    lo, hi = T.wilson(8, 10)
    assert (round(lo, 3), round(hi, 3)) == (0.49, 0.943)   # the textbook 8/10 example
    assert T.wilson(0, 20)[0] == 0.0 and 0.15 < T.wilson(0, 20)[1] < 0.17
    assert T.wilson(20, 20)[1] == 1.0 and 0.83 < T.wilson(20, 20)[0] < 0.85
    lo, hi = T.wilson(50, 100)
    assert math.isclose(lo + hi, 1.0) and 0.40 < lo < 0.41


def test_every_seating_of_the_bots():
    assert T.seatings(["a", "b"], 2) == [("a", "b"), ("b", "a")]
    assert sorted(T.seatings(["a", "b", "c"], 3)) == sorted(itertools.permutations("abc"))
    assert len(T.seatings(["a", "b", "c"], 2)) == 6             # a round robin, both orders
    four = T.seatings(["a", "b"], 4)                             # a b a b and its rearrangements
    assert len(four) == 6 and all(sorted(s) == ["a", "a", "b", "b"] for s in four)
    one_v_three = T.seatings(["a", "b", "b", "b"], 4)            # a bot named twice: each seating once
    assert sorted(one_v_three) == [("a", "b", "b", "b"), ("b", "a", "b", "b"), ("b", "b", "a", "b"),
                                   ("b", "b", "b", "a")]
    with pytest.raises(ValueError):
        T.seatings([], 2)


def test_duplicate_format_same_deals_in_every_seating():
    results = T.run(T.schedule("toy", 2, 4, ["random", "medium"], seed=10))
    by_seed: dict[int, list[tuple[str, ...]]] = {}
    for r in results:
        by_seed.setdefault(r["seed"], []).append(tuple(r["seating"]))
    assert sorted(by_seed) == [10, 11, 12, 13]
    for got in by_seed.values():
        assert sorted(got) == [("medium", "random"), ("random", "medium")]


def test_the_summary_counts_what_the_games_say():
    results = T.run(T.schedule("toy", 2, 3, ["random", "medium"], seed=0))
    s = T.summarize(results, ["random", "medium"])
    for kind in ("random", "medium"):
        mine = [(r["scores"][i], r["wins"][i], r["scores"][1 - i]) for r in results
                for i, k in enumerate(r["seating"]) if k == kind]
        row = s[kind]
        assert row["games"] == len(mine) == 6
        wins = sum(w for _, w, _ in mine)
        assert row["wins"] == round(wins, 2)
        assert row["win_rate_95"] == [round(x, 4) for x in T.wilson(wins, 6)]
        assert row["mean_score"] == round(sum(x for x, _, _ in mine) / 6, 2)
        assert row["mean_margin"] == round(sum(x - y for x, _, y in mine) / 6, 2)
        firsts = [x for x, w, _ in mine if w > 0]
        assert row["won"] == len(firsts)
        assert row["winning_score"] == (round(sum(firsts) / len(firsts), 2) if firsts else None)
        assert row["decisions"] == sum(len(r["cpu"][i]) for r in results
                                       for i, k in enumerate(r["seating"]) if k == kind)
        assert row["cpu_s"]["median"] <= row["cpu_s"]["p95"] <= row["cpu_s"]["max"]
    total = s["random"]["wins"] + s["medium"]["wins"]
    assert math.isclose(total, len(results), abs_tol=0.02)       # one first place per game


def test_several_seats_each_count_the_games_one_of_them_won():
    results = T.run(T.schedule("toy", 4, 2, ["random", "medium"], seed=0))
    s = T.summarize(results, ["random", "medium"])
    assert len(results) == 12                                    # 2 deals x 6 seatings, 2 seats each
    for kind in ("random", "medium"):
        won = sum(sum(w for w, k in zip(r["wins"], r["seating"]) if k == kind) for r in results)
        assert s[kind]["games"] == 24
        assert s[kind]["tables"] == {"games": 12, "won": round(won, 2), "rate": round(won / 12, 4),
                                     "rate_95": [round(x, 4) for x in T.wilson(won, 12)]}
    assert math.isclose(s["random"]["tables"]["won"] + s["medium"]["tables"]["won"], 12, abs_tol=0.02)
    two = T.summarize(T.run(T.schedule("toy", 2, 1, ["random", "medium"], seed=0)), ["random", "medium"])
    assert "tables" not in two["random"]                        # one seat each: the seat figures say it


def test_saved_results_summarize_as_the_run_did():
    """``--json`` keeps no wall times or caps; ``summarize`` (and ``pool_tournaments.py``, which
    pools saved chunks with it) reads such results and gives every other figure unchanged."""
    bots = ["random", "medium"]
    results = T.run(T.schedule("toy", 4, 2, bots, seed=1))
    saved = json.loads(json.dumps(T.report("toy", 4, bots, 2, results, 1.0)))["results"]
    assert all("wall" not in r and "capped" not in r for r in saved)
    live, again = T.summarize(results, bots), T.summarize(saved, bots)
    for kind in bots:
        for key in ("wall_s", "capped", "cpu_s"):   # cpu_s: the saved times are rounded
            live[kind].pop(key), again[kind].pop(key)
        assert again[kind] == live[kind]


def test_processes_play_the_same_games_as_one_process():
    games = T.schedule("white_castle", 2, 1, ["random", "easy"], seed=5)
    one = T.run(games, procs=1)
    two = T.run(games, procs=2)
    assert [(r["seed"], r["seating"], r["scores"]) for r in one] == \
        [(r["seed"], r["seating"], r["scores"]) for r in two]


def test_the_command_prints_json(capsys):
    assert main(["tournament", "white_castle", "--games", "2", "--bots", "random,easy", "--seed", "3",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 4 and out["deals"] == 2 and out["players"] == 2
    assert {r["seed"] for r in out["results"]} == {3, 4}
    assert set(out["summary"]) == {"random", "easy"}
    assert out["summary"]["random"]["games"] == out["summary"]["easy"]["games"] == 4


def test_the_command_refuses_unknown_bots_and_games():
    with pytest.raises(SystemExit, match="--bots"):
        main(["tournament", "white_castle", "--bots", "random,genius"])
    with pytest.raises(SystemExit, match="nosuchgame"):
        main(["tournament", "nosuchgame", "--bots", "random"])
