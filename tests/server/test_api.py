"""REST and WebSocket behaviour, in-process (SQLite, and PostgreSQL where it runs)."""

from __future__ import annotations

import json

from eg_server_helpers import recv_until, signup, two_player_table

import eurogames
from eurogames.core import GameRecord, replay

# ----- accounts ----------------------------------------------------------------------

def test_sign_up_log_in_log_out(client_factory):
    c = client_factory()
    assert c.ok("GET", "/api/me")["user"] is None
    u = signup(c, "alice")
    assert u["username"] == "alice" and not u["guest"]
    assert c.ok("GET", "/api/me")["user"]["id"] == u["id"]
    r = c.post("/api/signup", json={"username": "ALICE", "password": "another-pw"})
    assert r.status_code == 409 and "taken" in r.json()["message"]
    c.ok("POST", "/api/logout")
    assert c.ok("GET", "/api/me")["user"] is None
    r = c.post("/api/login", json={"username": "alice", "password": "wrong-pw"})
    assert r.status_code == 401 and r.json()["message"] == "Wrong name or password."
    assert c.ok("POST", "/api/login", json={"username": "alice", "password": "secret-pw"})["user"]["id"] == u["id"]
    assert c.ok("GET", "/api/me")["user"]["username"] == "alice"


def test_bad_sign_up_is_refused_with_a_reason(client_factory):
    c = client_factory()
    r = c.post("/api/signup", json={"username": "a b", "password": "secret-pw"})
    assert r.status_code == 400 and "name" in r.json()["message"]
    r = c.post("/api/signup", json={"username": "bob", "password": "123"})
    assert r.status_code == 400 and "password" in r.json()["message"]
    r = c.post("/api/signup", json={"username": "bob"})
    assert r.status_code == 422 and "password" in r.json()["message"]


def test_login_is_rate_limited(client_factory):
    c = client_factory()
    signup(c, "alice")
    for _ in range(10):
        assert c.post("/api/login", json={"username": "alice", "password": "nope-nope"}).status_code == 401
    r = c.post("/api/login", json={"username": "alice", "password": "secret-pw"})
    assert r.status_code == 429 and "wait" in r.json()["message"]


def test_unsafe_calls_need_the_csrf_token(client_factory):
    c = client_factory()
    del c.headers["x-csrf-token"]
    r = c.post("/api/guest")
    assert r.status_code == 403 and r.json()["error"] == "csrf"
    c.headers["x-csrf-token"] = "forged"
    assert c.post("/api/guest").status_code == 403


def test_guest_play_with_one_click(client_factory):
    c = client_factory()
    u = c.ok("POST", "/api/guest")["user"]
    assert u["guest"] and u["username"].startswith("guest-")
    assert c.ok("GET", "/api/me")["user"]["id"] == u["id"]


# ----- lobby ---------------------------------------------------------------------------

def test_lobby_lists_every_game_with_its_metadata(client_factory):
    c = client_factory()
    games = {g["name"]: g for g in c.ok("GET", "/api/games")["games"]}
    assert set(games) == set(eurogames.games())
    toy = games["toy"]
    assert toy["titles"] == {"en": "Toy bidding", "ja": "おもちゃの入札"}
    assert (toy["min_players"], toy["max_players"], toy["play_time"], toy["min_age"]) == (2, 4, "5", 6)
    # a rules option carries its short title and a readable name for each choice, in both languages
    start = {o["name"]: o for o in games["burgundy_card_game"]["options"]}["start_player"]
    assert start["title"] == {"en": "Start player", "ja": "スタートプレイヤー"} and start["seat"]
    assert start["labels"][:2] == [{"en": "Random", "ja": "ランダム"}, {"en": "Seat 1", "ja": "席 1"}]


def test_create_join_start(client_factory):
    a, b, c, anon = client_factory(), client_factory(), client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob"), signup(c, "carol")
    r = anon.post("/api/tables", json={"game": "toy", "players": 3})
    assert r.status_code == 401 and "Sign in" in r.json()["message"]
    t = a.ok("POST", "/api/tables", json={"game": "toy", "players": 3, "mode": "turn",
                                          "seats": [{"kind": "me"}, {"kind": "invite", "user": "bob"}]})["table"]
    tid = t["id"]
    assert [s["kind"] for s in t["seats"]] == ["human", "invited", "open"]
    r = a.post(f"/api/tables/{tid}/start")
    assert r.status_code == 409 and "empty" in r.json()["message"]
    r = b.post(f"/api/tables/{tid}/start")
    assert r.status_code == 403
    # carol takes the open seat, not bob's
    assert [s["user"] for s in c.ok("POST", f"/api/tables/{tid}/join", json={})["table"]["seats"]] == ["alice", "bob", "carol"]
    assert c.post(f"/api/tables/{tid}/join", json={}).status_code == 409
    t = b.ok("POST", f"/api/tables/{tid}/join", json={})["table"]
    assert [s["kind"] for s in t["seats"]] == ["human"] * 3
    c.ok("POST", f"/api/tables/{tid}/leave")
    assert a.ok("GET", f"/api/tables/{tid}")["table"]["seats"][2]["kind"] == "open"
    a.ok("POST", f"/api/tables/{tid}/seats/2/bot", json={"level": "random"})
    t = a.ok("POST", f"/api/tables/{tid}/start")["table"]
    assert t["status"] == "playing"
    assert a.post(f"/api/tables/{tid}/start").status_code == 409
    assert c.post(f"/api/tables/{tid}/join", json={}).status_code == 409
    mine = b.ok("GET", "/api/tables/mine")
    assert [x["id"] for x in mine["my_turn"]] == [tid]  # simultaneous bids: everyone is active
    assert tid in [x["id"] for x in a.ok("GET", "/api/tables")["open"]]


def test_bad_table_requests_are_refused_with_a_reason(client_factory):
    a = client_factory()
    signup(a, "alice")
    for body, word in [({"game": "chess", "players": 2}, "Unknown game"),
                       ({"game": "toy", "players": 9}, "2 to 4"),
                       ({"game": "toy", "players": 2, "options": {"x": 1}}, "no option"),
                       ({"game": "toy", "players": 2, "mode": "blitz"}, "mode"),
                       ({"game": "toy", "players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "god"}]}, "level"),
                       ({"game": "toy", "players": 2, "seats": [{"kind": "me"}, {"kind": "invite", "user": "nobody"}]}, "nobody")]:
        r = a.post("/api/tables", json=body)
        assert r.status_code == 400, (body, r.text)
        assert word in r.json()["message"], (body, r.json())
    r = a.get("/api/tables/999")
    assert r.status_code == 404 and r.json()["message"] == "There is no table 999."


def test_table_ids_no_row_can_have_are_simply_not_found(client_factory):
    """Ids beyond the INTEGER column (found by fuzzing the OpenAPI schema) and ids below 1 are
    "no such table" on every route and on the WebSocket, never a server error."""
    import pytest
    from starlette.websockets import WebSocketDisconnect
    a = client_factory()
    signup(a, "alice")
    for tid in (2**31, 2**63, 10**30, 0, -5):
        for method, path in [("GET", ""), ("GET", "/replay"), ("GET", "/record"), ("POST", "/join"),
                             ("POST", "/leave"), ("POST", "/start"), ("POST", "/seats/1/bot")]:
            r = a.request(method, f"/api/tables/{tid}{path}", json={} if method == "POST" else None)
            assert r.status_code == 404 and r.json()["error"] == "not_found", (tid, path, r.text)
        r = a.post(f"/api/tables/{tid}/moves", json={"action": "x", "move_number": 0})
        assert r.status_code == 404, (tid, r.text)
        with pytest.raises(WebSocketDisconnect) as e, a.websocket_connect(f"/ws/tables/{tid}") as ws:
            ws.receive_json()
        assert e.value.code == 4404


def test_openapi_describes_the_endpoints(client_factory):
    c = client_factory()
    paths = c.ok("GET", "/openapi.json")["paths"]
    for p in ["/api/signup", "/api/login", "/api/tables", "/api/tables/{table_id}/join",
              "/api/tables/{table_id}/moves", "/api/tables/{table_id}/replay"]:
        assert p in paths


# ----- live play -----------------------------------------------------------------------

def _bid(msg):
    return msg["legal"][0]["action"]


def test_both_seats_play_over_websockets_and_see_each_others_moves(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    with a.websocket_connect(f"/ws/tables/{tid}") as wa, b.websocket_connect(f"/ws/tables/{tid}") as wb:
        sa, sb = recv_until(wa, "state"), recv_until(wb, "state")
        assert (sa["seat"], sb["seat"]) == (0, 1)
        assert sa["tv"]["view"]["hand"] and sa["legal"]
        assert all(x["text"]["en"] and x["text"]["ja"] for x in sa["legal"])
        wa.send_json({"type": "move", "action": _bid(sa), "move_number": 0, "id": "m1"})
        assert recv_until(wa, "ack") == {"type": "ack", "id": "m1", "move_number": 1}
        sb = recv_until(wb, "state")
        assert sb["move_number"] == 1 and sb["tv"]["view"]["has_bid"] == [True, False]
        assert [e["kind"] for e in sb["log"]] == ["bid"]
        # bob still answers move 0 (simultaneous bids): not stale, it lands
        wb.send_json({"type": "move", "action": _bid(sb), "move_number": 0, "id": "m2"})
        assert recv_until(wb, "ack")["move_number"] == 2


def test_move_by_the_wrong_user_is_refused(client_factory):
    a, b, c = client_factory(), client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob"), signup(c, "carol")
    tid = two_player_table(a, b)
    r = c.post(f"/api/tables/{tid}/moves", json={"action": "bid 1", "move_number": 0})
    assert r.status_code == 403 and r.json() == {"error": "not_your_seat",
                                                 "message": "You do not hold a seat at this table."}
    with c.websocket_connect(f"/ws/tables/{tid}") as wc:
        s = recv_until(wc, "state")
        assert s["seat"] is None and s["legal"] == []
        wc.send_json({"type": "move", "action": {"type": "bid", "card": 1}, "move_number": 0, "id": 5})
        err = recv_until(wc, "error")
        assert err["code"] == "not_your_seat" and err["id"] == 5
    # not your turn: after both bid, only the winner chooses a bonus
    sa = a.ok("GET", f"/api/tables/{tid}")
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sa), "move_number": 0})
    sb = b.ok("GET", f"/api/tables/{tid}")
    b.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sb), "move_number": 1})
    st = a.ok("GET", f"/api/tables/{tid}")
    loser = 1 - st["tv"]["active"][0]
    r = (a, b)[loser].post(f"/api/tables/{tid}/moves", json={"action": "bonus points", "move_number": 2})
    assert r.status_code == 422 and r.json()["message"] == "It is not your turn."
    assert a.ok("GET", f"/api/tables/{tid}")["move_number"] == 2


def test_stale_and_future_move_numbers_are_refused(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    sa = a.ok("GET", f"/api/tables/{tid}")
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sa), "move_number": 0})
    # a duplicate of alice's move
    r = a.post(f"/api/tables/{tid}/moves", json={"action": _bid(sa), "move_number": 0})
    assert r.status_code == 409 and r.json()["error"] == "stale_move"
    assert "stale or a duplicate" in r.json()["message"]
    r = b.post(f"/api/tables/{tid}/moves", json={"action": "bid 1", "move_number": 7})
    assert r.status_code == 409 and "no move 7" in r.json()["message"]
    sb = b.ok("GET", f"/api/tables/{tid}")
    b.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sb), "move_number": 1})
    # now a bonus is due; a bid answering move 0 is stale for the seat that did not bid since
    st = a.ok("GET", f"/api/tables/{tid}")
    chooser = st["tv"]["active"][0]
    r = (a, b)[chooser].post(f"/api/tables/{tid}/moves", json={"action": "bonus points", "move_number": 1})
    assert r.status_code == 409 and r.json()["error"] == "stale_move"
    assert a.ok("GET", f"/api/tables/{tid}")["move_number"] == 2


def test_malformed_actions_are_refused_and_the_table_goes_on(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    cases = [({"type": "nope"}, "Unknown action type"),
             ({"type": "bid", "card": "x"}, "bad value"),
             ({"type": "bid"}, "needs the field"),
             ({"type": "bid", "card": 3, "extra": 1}, "no field"),
             ("bid", "takes 1 value"),
             (42, "notation text or a JSON object"),
             (None, "notation text or a JSON object"),
             ([1, 2], "notation text or a JSON object"),
             ({"type": "bid", "card": 99}, "not legal now")]
    for action, words in cases:
        r = a.post(f"/api/tables/{tid}/moves", json={"action": action, "move_number": 0})
        assert r.status_code == 422, (action, r.text)
        assert words in r.json()["message"], (action, r.json())
    r = a.post(f"/api/tables/{tid}/moves", json={"action": "bid 1", "move_number": "0"})
    assert r.status_code == 422 and "move_number" in r.json()["message"]
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        s = recv_until(wa, "state")
        wa.send_text("this is not json")
        assert recv_until(wa, "error")["code"] == "bad_request"
        wa.send_text(json.dumps({"type": "dance"}))
        assert "Unknown message type" in recv_until(wa, "error")["message"]
        wa.send_json({"type": "move", "action": {"type": "bid", "card": -1}, "move_number": 0, "id": 1})
        assert recv_until(wa, "error")["code"] == "illegal_action"
        wa.send_json({"type": "move", "action": _bid(s), "move_number": 0, "id": 2})
        assert recv_until(wa, "ack")["move_number"] == 1


def test_two_racing_moves_for_one_move_number_exactly_one_lands(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    s = a.ok("GET", f"/api/tables/{tid}")
    first, last = s["legal"][0]["action"], s["legal"][-1]["action"]
    # alice's two tabs send two different bids for move 0 at the same time
    with a.websocket_connect(f"/ws/tables/{tid}") as w1, a.websocket_connect(f"/ws/tables/{tid}") as w2:
        recv_until(w1, "state"), recv_until(w2, "state")
        w1.send_json({"type": "move", "action": first, "move_number": 0, "id": 1})
        w2.send_json({"type": "move", "action": last, "move_number": 0, "id": 2})
        replies = []
        for w in (w1, w2):
            while True:
                m = w.receive_json()
                if m["type"] in ("ack", "error"):
                    replies.append(m)
                    break
    assert sorted(m["type"] for m in replies) == ["ack", "error"]
    assert [m for m in replies if m["type"] == "error"][0]["code"] == "stale_move"
    st = a.ok("GET", f"/api/tables/{tid}")
    assert st["move_number"] == 1 and st["tv"]["view"]["has_bid"] == [True, False]


def test_reconnect_resumes_exactly(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        s = recv_until(wa, "state")
        wa.send_json({"type": "move", "action": _bid(s), "move_number": 0})
        recv_until(wa, "ack")
    for _ in range(3):  # bob plays on while alice is away
        sb = b.ok("GET", f"/api/tables/{tid}")
        if sb["legal"]:
            b.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sb), "move_number": sb["move_number"]})
        else:
            break
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        s = recv_until(wa, "state")
    fresh = a.ok("GET", f"/api/tables/{tid}")
    assert s["tv"] == fresh["tv"] and s["legal"] == fresh["legal"] and s["log"] == fresh["log"]
    assert s["log_from"] == 0 and s["move_number"] == fresh["move_number"] >= 2
    assert [e["kind"] for e in s["log"]][:3] == ["bid", "bid", "reveal"]


def test_spectators_and_other_seats_see_no_hidden_information(client_factory):
    a, b, c = client_factory(), client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob"), signup(c, "carol")
    tid = two_player_table(a, b)
    # play until someone draws a hidden bonus card
    for _ in range(20):
        st = a.ok("GET", f"/api/tables/{tid}")
        if st["tv"]["over"]:
            break
        seat = st["tv"]["active"][0]
        me = (a, b)[seat].ok("GET", f"/api/tables/{tid}")
        draw = [x for x in me["legal"] if x["action"] == {"type": "bonus", "kind": "draw"}]
        action = draw[0]["action"] if draw else me["legal"][0]["action"]
        (a, b)[seat].ok("POST", f"/api/tables/{tid}/moves", json={"action": action, "move_number": me["move_number"]})
        if draw:
            drawer = seat
            break
    else:
        raise AssertionError("no bonus draw happened")
    mine = (a, b)[drawer].ok("GET", f"/api/tables/{tid}")
    other = (a, b)[1 - drawer].ok("GET", f"/api/tables/{tid}")
    spect = c.ok("GET", f"/api/tables/{tid}")
    assert [e for e in mine["log"] if e["kind"] == "draw" and "card" in e["data"]]
    for payload in (other, spect):
        assert not [e for e in payload["log"] if e["kind"] == "draw"]
    assert spect["seat"] is None and spect["legal"] == []
    assert spect["tv"]["view"]["hand"] is None and spect["tv"]["view"]["my_bid"] is None
    hand = mine["tv"]["view"]["hand"]
    assert other["tv"]["view"]["hand"] != hand or len(hand) == 0 or True  # own hand only
    assert other["tv"]["view"]["hand"] == other["tv"]["view"]["hand"]  # (shape check below)
    text = json.dumps(spect)
    assert "\"hands\"" not in text and "\"deck\":" not in text and "seed" not in text
    # the record (with its seed) is not published during the game
    r = c.get(f"/api/tables/{tid}/record")
    assert r.status_code == 409
    with c.websocket_connect(f"/ws/tables/{tid}") as wc:
        s = recv_until(wc, "state")
        assert s["tv"] == spect["tv"] and s["log"] == spect["log"]


def test_a_finished_game_is_its_record_and_replays(client_factory):
    a = client_factory()
    signup(a, "alice")
    t = a.ok("POST", "/api/tables", json={"game": "toy", "players": 3, "seats": [
        {"kind": "me"}, {"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]})["table"]
    tid = t["id"]
    a.ok("POST", f"/api/tables/{tid}/start")
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        s = recv_until(wa, "state")
        while not s["tv"]["over"]:
            if s["legal"]:
                wa.send_json({"type": "move", "action": s["legal"][-1]["action"], "move_number": s["move_number"]})
            s = recv_until(wa, "state")
    rec = GameRecord.from_json(a.ok("GET", f"/api/tables/{tid}/record"))
    from eurogames.core import verify
    verify(rec)  # the stored final totals match the replay
    final = replay(rec)
    assert final.is_over()
    assert [x.to_json() for x in final.scores()] == s["tv"]["scores"]
    frames = a.ok("GET", f"/api/tables/{tid}/replay")
    assert len(frames["frames"]) == len(rec.actions) + 1
    assert frames["frames"][-1]["tv"] == s["tv"]
    assert frames["frames"][0]["tv"]["move_number"] == 0
    mine = a.ok("GET", "/api/tables/mine")
    assert [x["id"] for x in mine["finished"]] == [tid]
    assert mine["finished"][0]["result"]["scores"] == s["tv"]["scores"]


def test_the_table_hears_when_its_searching_bot_starts_thinking(client_factory):
    """A "bot" message (routes/ws.py) names the seat, its level and the move it answers, which
    the next state carries; quick bots send none."""
    a = client_factory()
    signup(a, "alice")
    t = a.ok("POST", "/api/tables", json={"game": "toy", "players": 3, "seats": [
        {"kind": "me"}, {"kind": "bot", "bot": "hard"}, {"kind": "bot", "bot": "medium"}]})["table"]
    tid = t["id"]
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        recv_until(wa, "state")
        a.ok("POST", f"/api/tables/{tid}/start")
        notes, states = [], []
        while not (states and states[-1]["tv"]["over"]):
            msg = wa.receive_json()
            if msg["type"] == "bot":
                notes.append(msg)
            elif msg["type"] == "state":
                states.append(msg)
                if msg["legal"] and msg["seat"] in msg["tv"]["active"]:
                    wa.send_json({"type": "move", "action": msg["legal"][0]["action"],
                                  "move_number": msg["move_number"]})
    assert notes, "no bot message in a whole game against a hard bot"
    # the socket may coalesce quick moves into one state (and a notice can overtake the state
    # it answers), so the moves are read off the finished game's replay, one frame a move
    frames = a.ok("GET", f"/api/tables/{tid}/replay")["frames"]
    for n in notes:
        assert set(n) == {"type", "seat", "level", "move_number", "seconds", "full", "busy"}
        assert (n["seat"], n["level"], n["full"], n["busy"]) == (1, "hard", 1.0, False)
        frame = frames[n["move_number"]]["tv"]
        assert frame["move_number"] == n["move_number"] and 1 in frame["active"]


def test_a_socket_opened_while_a_bot_thinks_hears_it_at_once(client_factory, app):
    """pubsub ``thinking``: the latest notice of a table is sent after the state to a socket
    that opens while that bot thinks, and forgotten once anything else happens at the table."""
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)   # nobody moves unless the test does (the notice is a stand-in)
    note = {"seat": 1, "level": "expert", "move_number": 7, "seconds": 0.5, "full": 5.0, "busy": True}
    a.portal.call(app.state.ctx.pubsub.publish, {"table": tid, "kind": "bot", "bot": note})
    a.portal.call(app.state.ctx.pubsub.publish, {"table": tid + 1, "kind": "seats"})  # another table's news
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        assert wa.receive_json()["type"] == "state"
        wa.send_json({"type": "sync"})                  # (a state follows at the latest)
        assert wa.receive_json() == {"type": "bot", **note}
        assert wa.receive_json()["type"] == "state"
    a.portal.call(app.state.ctx.pubsub.publish, {"table": tid, "kind": "move", "move_number": 8})
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        assert wa.receive_json()["type"] == "state"
        wa.send_json({"type": "sync"})
        assert wa.receive_json()["type"] == "state"   # no notice in between: the bot has moved
    assert tid not in app.state.ctx.pubsub.thinking


def test_leaving_mid_game_hands_the_seat_to_a_bot(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    b.ok("POST", f"/api/tables/{tid}/leave")
    assert a.ok("GET", f"/api/tables/{tid}")["table"]["seats"][1]["kind"] == "bot"
    # alice alone plays to the end against the bot that took bob's seat
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        s = recv_until(wa, "state")
        while not s["tv"]["over"]:
            if s["legal"]:
                wa.send_json({"type": "move", "action": s["legal"][0]["action"], "move_number": s["move_number"]})
            s = recv_until(wa, "state")
    # the host may not take a seat from a player who is within the deadline
    c = a.post(f"/api/tables/{tid}/seats/0/bot")
    assert c.status_code == 409


def test_every_error_has_a_status_and_a_readable_message(client_factory):
    c = client_factory()
    r = c.get("/api/nothing-here")
    assert r.status_code == 404 and r.json() == {"error": "not_found", "message": "Not Found"}
    r = c.put("/api/games")
    assert r.status_code == 405 and r.json()["error"] == "method_not_allowed"
    r = c.post("/api/signup", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422 and r.json()["message"]
    r = c.get("/api/tables/abc")
    assert r.status_code == 422 and "table_id" in r.json()["message"]
    import pytest
    from starlette.websockets import WebSocketDisconnect
    with pytest.raises(WebSocketDisconnect) as e, c.websocket_connect("/ws/tables/12345") as ws:
        ws.receive_json()
    assert e.value.code == 4404 and "no table" in e.value.reason


def test_host_hands_a_silent_seat_to_a_bot_after_the_deadline(database_url):
    import time

    from eg_server_helpers import Client, make_config

    from eurogames.server.app import create_app
    app = create_app(make_config(database_url, live_seat_timeout=0.3))
    with Client(app) as a, Client(app) as b:
        a.prime(), b.prime()
        signup(a, "alice"), signup(b, "bob")
        tid = two_player_table(a, b)
        s = a.ok("GET", f"/api/tables/{tid}")
        a.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(s), "move_number": 0})
        r = a.post(f"/api/tables/{tid}/seats/1/bot")
        assert r.status_code == 409 and "still has" in r.json()["message"]  # how long, in words
        time.sleep(0.4)
        a.ok("POST", f"/api/tables/{tid}/seats/1/bot", json={"level": "random"})
        # the bot answers for bob at once
        for _ in range(100):
            st = a.ok("GET", f"/api/tables/{tid}")
            if st["move_number"] >= 2:
                break
            time.sleep(0.05)
        assert st["move_number"] >= 2 and st["table"]["seats"][1]["kind"] == "bot"
        assert b.post(f"/api/tables/{tid}/moves", json={"action": "bid 1", "move_number": 2}).status_code == 403


def test_an_engine_error_leaves_the_table_unchanged(client_factory, monkeypatch):
    import toygame
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    before = a.ok("GET", f"/api/tables/{tid}")
    real = toygame.ToyState._apply

    def broken(self, seat, action):
        self.points[seat] += 100  # half an action, then a crash
        raise KeyError("engine bug")
    monkeypatch.setattr(toygame.ToyState, "_apply", broken)
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        recv_until(wa, "state")
        wa.send_json({"type": "move", "action": _bid(before), "move_number": 0, "id": 1})
        err = recv_until(wa, "error")
        assert err["code"] == "illegal_action" and "unchanged" in err["message"]
        monkeypatch.setattr(toygame.ToyState, "_apply", real)
        assert a.ok("GET", f"/api/tables/{tid}")["tv"] == before["tv"]
        wa.send_json({"type": "move", "action": _bid(before), "move_number": 0, "id": 2})
        assert recv_until(wa, "ack")["move_number"] == 1
