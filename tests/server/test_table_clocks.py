"""Clocks: live time banks computed from the record, a seat out of time handed to a bot or
losing (by setting), turn-based deadlines shown (SQLite, and PostgreSQL where it runs)."""

from __future__ import annotations

import time

from eg_server_helpers import signup, two_player_table


def _get(c, tid):
    return c.ok("GET", f"/api/tables/{tid}")


def _tick(client, app, now):
    client.portal.call(app.state.ctx.clocks.tick, now)


def test_a_live_clock_runs_gains_its_increment_and_hands_a_late_seat_to_a_bot(client_factory, app):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b, settings={"clock": {"bank": 60, "increment": 7}})
    sa = _get(a, tid)
    clk = sa["clocks"]
    assert clk["kind"] == "bank" and clk["running"] == [0, 1]
    assert all(55 < x <= 60 for x in clk["left"])
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": sa["legal"][0]["action"], "move_number": 0})
    clk = _get(b, tid)["clocks"]
    assert clk["running"] == [1] and clk["left"][0] > 60 and clk["left"][1] < 60  # alice got +7
    # nothing happens before the bank is empty
    _tick(a, app, time.time() + 30)
    assert _get(a, tid)["table"]["seats"][1]["kind"] == "human"
    _tick(a, app, time.time() + 61)
    seats = _get(a, tid)["table"]["seats"]
    assert seats[1]["kind"] == "bot" and seats[0]["kind"] == "human"
    # the bot takes the seat's move
    for _ in range(100):
        if _get(a, tid)["move_number"] >= 2:
            break
        time.sleep(0.05)
    assert _get(a, tid)["move_number"] >= 2


def test_out_of_time_may_lose_instead(client_factory, app):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b, settings={"clock": {"bank": 30, "increment": 0, "on_timeout": "lose"}})
    sa = _get(a, tid)
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": sa["legal"][0]["action"], "move_number": 0})
    _tick(a, app, time.time() + 31)
    t = _get(a, tid)["table"]
    assert t["status"] == "finished" and t["result"]["timeout"] == [1]
    assert t["result"]["ranking"][-1] == [1]
    r = b.post(f"/api/tables/{tid}/moves", json={"action": "bid 1", "move_number": 1})
    assert r.status_code == 409 and "over" in r.json()["message"]


def test_clock_settings_are_checked_and_turn_tables_show_a_deadline(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    for bad in ({"bank": 1}, {"bank": "x"}, {"increment": -1}, {"on_timeout": "cry"}):
        r = a.post("/api/tables", json={"game": "toy", "players": 2, "settings": {"clock": bad}})
        assert r.status_code == 400, bad
    r = a.post("/api/tables", json={"game": "toy", "players": 2, "mode": "turn",
                                    "settings": {"clock": {"bank": 60}}})
    assert r.status_code == 400 and "live tables" in r.json()["message"]
    tid = two_player_table(a, b, mode="turn")
    s = _get(a, tid)
    assert s["clocks"]["kind"] == "deadline" and s["clocks"]["deadline"] > time.time() + 3600
    listed = next(t for t in a.ok("GET", "/api/tables")["open"] if t["id"] == tid)
    assert listed["deadline"] == s["clocks"]["deadline"]


def test_a_clocked_table_nobody_holds_still_runs_out(client_factory, app):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b, settings={"clock": {"bank": 20, "increment": 0}})
    tables = app.state.ctx.tables
    with tables._cache_lock:  # as if this process had never loaded it
        tables._cache.pop(tid, None)
    watcher = app.state.ctx.clocks
    watcher.ticks = 0
    _tick(a, app, time.time() + 21)
    seats = _get(a, tid)["table"]["seats"]
    assert [s["kind"] for s in seats] == ["bot", "bot"]
