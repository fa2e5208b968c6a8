"""Undo at the table: the server offers exactly the take-backs the engine allows, the record
stays the truth, and a racing move lands exactly once (SQLite, and PostgreSQL where it runs)."""

from __future__ import annotations

from eg_server_helpers import recv_until, signup, two_player_table

import eurogames
from eurogames.core import Rng
from eurogames.server.storage import features


def _get(c, tid):
    return c.ok("GET", f"/api/tables/{tid}")


def _bid(payload, i=0):
    return payload["legal"][i]["action"]


def test_a_hidden_bid_is_taken_back_until_the_other_seat_decides(client_factory, app):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    sa = _get(a, tid)
    assert sa["undo"] == 0
    hand_before = sa["tv"]["view"]["hand"]
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sa, 1), "move_number": 0})
    sa = _get(a, tid)
    assert sa["undo"] == 1 and _get(b, tid)["undo"] == 0  # only the mover may take it back
    # bob cannot take back alice's move, and a stale count is refused
    r = b.post(f"/api/tables/{tid}/undo", json={"move_number": 1})
    assert r.status_code == 409 and "Nothing to take back" in r.json()["message"]
    r = a.post(f"/api/tables/{tid}/undo", json={"move_number": 0})
    assert r.status_code == 409 and r.json()["error"] == "stale_move"
    assert a.ok("POST", f"/api/tables/{tid}/undo", json={"move_number": 1})["move_number"] == 0
    sa = _get(a, tid)
    assert sa["move_number"] == 0 and sa["tv"]["view"]["hand"] == hand_before and sa["undo"] == 0
    assert sa["log"] == [] and sa["table"]["move_count"] == 0
    storage = app.state.ctx.storage
    assert storage.moves_from(tid, 0) == [] and features.undone_count(storage, tid) == 1
    # bid again; once bob has bid (the bids are revealed), neither may take anything back
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sa), "move_number": 0})
    b.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(_get(b, tid)), "move_number": 1})
    assert _get(a, tid)["undo"] == 0 and _get(b, tid)["undo"] == 0
    r = a.post(f"/api/tables/{tid}/undo", json={"move_number": 2})
    assert r.status_code == 409 and "another player" in r.json()["message"]
    r = b.post(f"/api/tables/{tid}/undo", json={"move_number": 2})
    assert r.status_code == 409
    assert len(storage.moves_from(tid, 0)) == 2


def test_a_table_may_turn_undo_off(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b, settings={"undo": False})
    sa = _get(a, tid)
    assert sa["table"]["settings"]["undo"] is False
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sa), "move_number": 0})
    assert _get(a, tid)["undo"] == 0
    r = a.post(f"/api/tables/{tid}/undo", json={"move_number": 1})
    assert r.status_code == 403 and "turned off" in r.json()["message"]
    r = a.post("/api/tables", json={"game": "toy", "players": 2, "settings": {"undo": "yes"}})
    assert r.status_code == 400 and "true or false" in r.json()["message"]
    r = a.post("/api/tables", json={"game": "toy", "players": 2, "settings": {"colour": 1}})
    assert r.status_code == 400 and "Unknown table setting" in r.json()["message"]


def test_a_move_racing_an_undo_lands_once_or_is_refused(client_factory, app):
    """Bob's simultaneous bid answering move 0 and alice's undo of move 0: whichever order,
    the record is consistent (numbers 0..n-1, one bid per seat at most)."""
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    sa = _get(a, tid)
    a.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sa), "move_number": 0})
    sb = _get(b, tid)
    storage = app.state.ctx.storage
    # another process's view: it still thinks the table has 1 move when the undo lands
    assert a.ok("POST", f"/api/tables/{tid}/undo", json={"move_number": 1})["move_number"] == 0
    from eurogames.server.storage import Conflict
    try:
        storage.append_move(tid, 1, 1, sb["legal"][0]["action"], [1], [], False, [0], None)
        landed = True
    except Conflict:
        landed = False
    assert not landed, "a move numbered after a taken-back move must not land"
    assert [m.number for m in storage.moves_from(tid, 0)] == []
    r = b.post(f"/api/tables/{tid}/moves", json={"action": _bid(sb), "move_number": 1})
    assert r.status_code == 409
    b.ok("POST", f"/api/tables/{tid}/moves", json={"action": _bid(sb), "move_number": 0})
    assert [m.seat for m in storage.moves_from(tid, 0)] == [1]


def test_undo_over_the_socket_refreshes_both_seats(client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    with a.websocket_connect(f"/ws/tables/{tid}") as wa, b.websocket_connect(f"/ws/tables/{tid}") as wb:
        sa, _ = recv_until(wa, "state"), recv_until(wb, "state")
        wa.send_json({"type": "move", "action": _bid(sa), "move_number": 0, "id": "m1"})
        recv_until(wa, "ack")
        assert recv_until(wa, "state")["undo"] == 1
        assert recv_until(wb, "state")["move_number"] == 1
        wa.send_json({"type": "undo", "move_number": 1, "id": "u1"})
        assert recv_until(wa, "ack") == {"type": "ack", "id": "u1", "move_number": 0}
        s = recv_until(wb, "state")
        assert s["move_number"] == 0 and s["log"] == [] and s["log_from"] == 0
        wb.send_json({"type": "undo", "move_number": 0, "id": "u2"})
        assert recv_until(wb, "error")["code"] == "conflict"


def _human_table(a, b, game, players=2):
    t = a.ok("POST", "/api/tables", json={"game": game, "players": players})["table"]
    b.ok("POST", f"/api/tables/{t['id']}/join", json={})
    a.ok("POST", f"/api/tables/{t['id']}/start")
    return int(t["id"])


def test_every_game_offers_undo_where_its_engine_allows_and_only_there(client_factory):
    """Real games through the API: random legal moves by two people; whenever the server offers
    an undo, taking it back restores exactly the earlier view, and the engine agrees."""
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    for name in [n for n in eurogames.GAME_NAMES if n in eurogames.games()]:
        tid = _human_table(a, b, name)
        pick = Rng(17)
        offered = refused = 0
        for _ in range(60):
            views = {}
            for c in (a, b):
                p = _get(c, tid)
                views[p["seat"]] = (c, p)
            n = views[0][1]["move_number"]
            seat = pick.choice(views[0][1]["tv"]["active"])
            c, p = views[seat]
            before = p["tv"]
            c.ok("POST", f"/api/tables/{tid}/moves",
                 json={"action": pick.choice(p["legal"])["action"], "move_number": n})
            after = _get(c, tid)
            if after["tv"]["over"]:
                break
            if after["undo"]:
                offered += 1
                if offered <= 3:
                    c.ok("POST", f"/api/tables/{tid}/undo", json={"move_number": n + 1})
                    back = _get(c, tid)
                    assert back["tv"] == before and back["move_number"] == n
                    c.ok("POST", f"/api/tables/{tid}/moves",  # and play on
                         json={"action": pick.choice(back["legal"])["action"], "move_number": n})
            else:
                refused += 1
                r = c.post(f"/api/tables/{tid}/undo", json={"move_number": n + 1})
                assert r.status_code == 409, (name, r.text)
        assert offered and refused, (name, offered, refused)
