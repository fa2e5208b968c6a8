"""The per-seat view cache of a table (``seat_view_text``): each connection gets its own
seat's view, exactly as built fresh, and every new position (a move, an undo, a reload)
starts the cache anew. The toy game deals each seat a hidden hand, so a view served to
the wrong seat would show."""

from __future__ import annotations

import json

from eg_server_helpers import recv_until, signup, two_player_table

from eurogames.server.services.lobby import Lobby
from eurogames.server.services.tables import Tables
from eurogames.server.services.undo import take_back
from eurogames.server.storage import Storage


def _table(storage: Storage) -> tuple[Tables, int, int, int]:
    tables = Tables(storage)
    lobby = Lobby(storage, tables, 60, 60)
    a = storage.create_user("alice", None, False)
    b = storage.create_user("bob", None, False)
    tid = lobby.create(a.id, "toy", 2, {}, "live", [{"kind": "me"}])["id"]
    lobby.join(tid, b.id)
    lobby.start(tid, a.id)
    return tables, tid, a.id, b.id


def _sent(tables: Tables, tid: int, uid: int | None) -> dict:
    live = tables.live(tid)
    text, number = tables.payload_text(live, uid, 0, server_time=1.5)
    out = json.loads(text)
    assert out.pop("server_time") == 1.5 and out["move_number"] == number
    return out


def test_each_seat_and_a_spectator_get_their_own_view_however_often_asked(database_url):
    tables, tid, alice, bob = _table(Storage(database_url))
    live = tables.live(tid)
    fresh = {uid: tables.payload(live, uid) for uid in (alice, bob, None)}
    # Each sees its own hand only (two hands may be equal: the toy deck holds each card twice).
    hands = [fresh[uid]["tv"]["view"]["hand"] for uid in (alice, bob, None)]
    assert hands == [live.state.hands[0], live.state.hands[1], None]
    for order in ((bob, alice, None), (None, alice, bob), (alice, alice, bob, bob, None)):
        for uid in order:
            assert _sent(tables, tid, uid) == fresh[uid]
    assert set(live.views[1]) == {0, 1, None} and live.views[0] is live.state


def test_a_move_an_undo_and_a_reload_each_start_a_new_cache(database_url):
    tables, tid, alice, bob = _table(Storage(database_url))
    before = {uid: _sent(tables, tid, uid) for uid in (alice, bob)}
    live = tables.live(tid)
    bid = before[alice]["legal"][1]["action"]
    tables.submit(tid, alice, bid, 0)
    after = {uid: _sent(tables, tid, uid) for uid in (alice, bob, None)}
    assert after[alice]["move_number"] == 1 and after[alice]["undo"] == 1
    for uid in (alice, bob, None):
        assert after[uid] == tables.payload(live, uid)
    assert after[alice]["tv"] != before[alice]["tv"]
    take_back(tables, tid, alice, 1)
    undone = _sent(tables, tid, alice)
    assert undone["move_number"] == 0 and undone["tv"] == before[alice]["tv"]
    assert undone["legal"] == before[alice]["legal"] and undone == tables.payload(live, alice)
    assert _sent(tables, tid, bob)["tv"] == before[bob]["tv"]
    held = live.state
    tables.forget_moves(tid)  # another process took moves back: rebuilt from the record
    assert tables.live(tid).state is not held
    assert _sent(tables, tid, alice) == tables.payload(tables.live(tid), alice)
    assert live.views[0] is live.state


def test_two_sockets_of_one_seat_and_the_other_seat_each_see_their_own_hand(app, client_factory):
    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = two_player_table(a, b)
    with a.websocket_connect(f"/ws/tables/{tid}") as wa1, \
            a.websocket_connect(f"/ws/tables/{tid}") as wa2, \
            b.websocket_connect(f"/ws/tables/{tid}") as wb:
        first = [recv_until(ws, "state") for ws in (wa1, wa2, wb)]
        # Each socket shows its own seat's view, as built fresh from the table's state. (Two
        # hands of the toy deck, which holds each card twice, are equal about once in 450
        # deals, so the views themselves may coincide: compare each with its own seat's.)
        state = app.state.ctx.tables.live(tid).state
        assert [f["seat"] for f in first] == [0, 0, 1]
        for f in first:
            assert f["tv"] == json.loads(json.dumps(state.table_view(f["seat"])))
        assert first[0]["tv"]["view"]["hand"] == state.hands[0] and len(state.hands[0]) == 3
        assert first[2]["tv"]["view"]["hand"] == state.hands[1]
        wa1.send_text(json.dumps({"type": "move", "action": first[0]["legal"][0]["action"],
                                  "move_number": 0, "id": 1}))
        assert recv_until(wa1, "ack")["move_number"] == 1
        seen = [recv_until(ws, "state") for ws in (wa1, wa2, wb)]
        rest_a = a.ok("GET", f"/api/tables/{tid}")
        rest_b = b.ok("GET", f"/api/tables/{tid}")
        for s, rest in zip(seen, (rest_a, rest_a, rest_b)):
            assert s["move_number"] == 1
            assert s["tv"] == rest["tv"] and s["legal"] == rest["legal"] and s["seat"] == rest["seat"]
        assert seen[0]["tv"] != seen[2]["tv"]
