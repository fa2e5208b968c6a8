"""Ratings, player pages, leaderboards and end-of-game statistics (SQLite, and PostgreSQL
where it runs)."""

from __future__ import annotations

import pytest
from eg_server_helpers import signup, two_player_table

from eurogames.server.services.ratings import elo_changes


def _play_out(a, b, tid):
    """Both seats play their first legal action until the game ends."""
    for _ in range(100):
        pa = a.ok("GET", f"/api/tables/{tid}")
        if pa["tv"]["over"]:
            return pa
        for c in (a, b):
            p = c.ok("GET", f"/api/tables/{tid}")
            if p["legal"]:
                c.ok("POST", f"/api/tables/{tid}/moves",
                     json={"action": p["legal"][0]["action"], "move_number": p["move_number"]})
                break
    raise AssertionError("the game did not end")


def test_a_rated_game_changes_both_ratings_once_and_an_unrated_one_does_not(client_factory):
    a, b = client_factory(), client_factory()
    ua, ub = signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b, settings={"rated": True})
    r0 = a.ok("GET", f"/api/tables/{tid}/ratings")
    assert r0["rated"] and [x["rating"] for x in r0["ratings"]] == [1500.0, 1500.0]
    end = _play_out(a, b, tid)
    winner = end["tv"]["ranking"][0][0]
    r1 = a.ok("GET", f"/api/tables/{tid}/ratings")["ratings"]
    assert r1[winner]["rating"] == pytest.approx(1516.0) and r1[1 - winner]["rating"] == pytest.approx(1484.0)
    assert r1[winner]["change"] == pytest.approx(16.0) and r1[winner]["games"] == 1
    # asking again rates nothing twice
    assert a.ok("GET", f"/api/tables/{tid}/ratings")["ratings"] == r1
    board = a.ok("GET", "/api/leaderboard/toy")["rows"]
    names = [r["name"] for r in board]
    assert names[0] == ("alice", "bob")[winner] and len(board) == 2
    # an unrated table leaves them alone
    tid2 = two_player_table(a, b)
    _play_out(a, b, tid2)
    r2 = a.ok("GET", f"/api/tables/{tid2}/ratings")
    assert not r2["rated"] and r2["ratings"][0]["rating"] == r1[0]["rating"]
    page = b.ok("GET", "/api/players/alice")
    assert page["user"]["username"] == "alice" and page["ratings"][0]["games"] == 1
    assert {t["id"] for t in page["finished"]} == {tid, tid2}
    assert b.get("/api/players/nobody-here").status_code == 404
    assert ua["id"] != ub["id"]


def test_bots_are_rated_by_their_kind():
    keys = ["u:1", "bot:greedy", "bot:greedy"]
    ch = elo_changes(keys, [[0], [1, 2]], {"u:1": 1500.0, "bot:greedy": 1500.0})
    assert set(ch) == {"u:1", "bot:greedy"}
    # K/(3-1) = 16 per pair: the person beats two bot seats, each bot seat loses once
    assert ch["u:1"][1] == pytest.approx(1516.0) and ch["bot:greedy"][1] == pytest.approx(1484.0)
    # the favourite gains less for the same win
    ch = elo_changes(["u:1", "u:2"], [[0], [1]], {"u:1": 1700.0, "u:2": 1500.0})
    assert 0 < ch["u:1"][1] - 1700.0 < 16


def test_statistics_show_categories_and_only_public_scores_over_time(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    r = a.get(f"/api/tables/{tid}/stats")
    assert r.status_code == 409
    end = _play_out(a, b, tid)
    st = a.ok("GET", f"/api/tables/{tid}/stats")
    assert st["totals"] == [s["total"] for s in end["tv"]["scores"]]
    assert st["categories"] == [s["categories"] for s in end["tv"]["scores"]]
    n = end["move_number"]
    assert all(len(row) == n + 1 for row in st["series"])
    assert [row[-1] for row in st["series"]] == st["totals"] and [row[0] for row in st["series"]] == [0, 0]
    # the toy game's points come from revealed bids only, so every point is public
    assert all(v is not None for row in st["series"] for v in row)
