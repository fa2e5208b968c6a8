"""Table chat: stored with the table, pushed live, limited, kept in replays, spectators by
setting (SQLite, and PostgreSQL where it runs)."""

from __future__ import annotations

from eg_server_helpers import recv_until, signup, two_player_table

from eurogames.server.services import chat as chat_service

HOSTILE = '<script>alert("x")</script><b onmouseover="alert(1)">hi</b> & 日本語'


def test_chat_between_two_seats_is_live_and_stored_as_typed(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b, mode="turn")
    with a.websocket_connect(f"/ws/tables/{tid}") as wa, b.websocket_connect(f"/ws/tables/{tid}") as wb:
        recv_until(wa, "state"), recv_until(wb, "state")
        wa.send_json({"type": "chat", "text": "  " + HOSTILE + "  ", "id": 1})
        assert recv_until(wa, "ack")["id"] == 1
        line = recv_until(wb, "chat")["line"]
        assert line["text"] == HOSTILE and line["user"] == "alice" and line["seat"] == 0
    lines = b.ok("GET", f"/api/tables/{tid}/chat")["chat"]
    assert [(x["user"], x["text"], x["move"]) for x in lines] == [("alice", HOSTILE, 0)]


def test_chat_limits_length_emptiness_and_rate(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    r = a.post(f"/api/tables/{tid}/chat", json={"text": "x" * 301})
    assert r.status_code == 400 and "300" in r.json()["message"]
    r = a.post(f"/api/tables/{tid}/chat", json={"text": " \u0000 "})
    assert r.status_code == 400
    r = a.post(f"/api/tables/{tid}/chat", json={"text": 5})
    assert r.status_code == 400
    for i in range(chat_service.RATE_LINES):
        a.ok("POST", f"/api/tables/{tid}/chat", json={"text": f"line {i}"})
    r = a.post(f"/api/tables/{tid}/chat", json={"text": "one too many"})
    assert r.status_code == 429 and "Slow down" in r.json()["message"]
    b.ok("POST", f"/api/tables/{tid}/chat", json={"text": "bob may still talk"})
    assert len(a.ok("GET", f"/api/tables/{tid}/chat")["chat"]) == chat_service.RATE_LINES + 1


def test_spectators_read_and_write_only_by_setting(client_factory):
    a, b, c = client_factory(), client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob"), signup(c, "carol")
    tid = two_player_table(a, b)
    a.ok("POST", f"/api/tables/{tid}/chat", json={"text": "players only"})
    assert [x["text"] for x in c.ok("GET", f"/api/tables/{tid}/chat")["chat"]] == ["players only"]
    r = c.post(f"/api/tables/{tid}/chat", json={"text": "may I?"})
    assert r.status_code == 403 and "Spectators" in r.json()["message"]
    tid2 = two_player_table(a, b, settings={"spectator_chat": True})
    c.ok("POST", f"/api/tables/{tid2}/chat", json={"text": "hello from the rail"})
    line = c.ok("GET", f"/api/tables/{tid2}/chat")["chat"][0]
    assert line["seat"] is None and line["user"] == "carol"


def test_usernames_with_markup_are_refused(client_factory):
    a = client_factory()
    for name in ("<script>", "<b>bob</b>", "a&b", 'x"y'):
        r = a.post("/api/signup", json={"username": name, "password": "secret-pw"})
        assert r.status_code == 400, name


def test_the_chat_is_shown_in_the_replay(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    a.ok("POST", f"/api/tables/{tid}/chat", json={"text": "good luck"})
    for _ in range(100):
        p = a.ok("GET", f"/api/tables/{tid}")
        if p["tv"]["over"]:
            break
        for c in (a, b):
            q = c.ok("GET", f"/api/tables/{tid}")
            if q["legal"]:
                c.ok("POST", f"/api/tables/{tid}/moves",
                     json={"action": q["legal"][0]["action"], "move_number": q["move_number"]})
                if q["move_number"] == 2:
                    c.ok("POST", f"/api/tables/{tid}/chat", json={"text": "nice bid"})
                break
    rep = b.ok("GET", f"/api/tables/{tid}/replay")
    assert [(x["text"], x["move"]) for x in rep["chat"]] == [("good luck", 0), ("nice bid", 3)]
