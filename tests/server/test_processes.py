"""Real server processes: a restart mid-game loses nothing; two processes share tables
over Redis. Each runs on SQLite and, where it is running, PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from eg_server_helpers import (
    REDIS_HOST,
    REDIS_PORT,
    Remote,
    ServerProcess,
    port_open,
    ws_recv,
)

from eurogames.core import GameRecord, replay


def _play(ws, moves: int | None = None) -> dict:
    """Play the first legal action whenever it is our turn; stop after ``moves`` acks or at the end."""
    s = ws_recv(ws, "state")
    done = 0
    while not s["tv"]["over"] and (moves is None or done < moves):
        if s["legal"]:
            ws.send(json.dumps({"type": "move", "action": s["legal"][0]["action"],
                                "move_number": s["move_number"]}))
            while True:
                m = json.loads(ws.recv(timeout=15))
                if m["type"] == "ack":
                    done += 1
                    break
                if m["type"] == "error":
                    break
                if m["type"] == "state":
                    s = m
        s = ws_recv(ws, "state")
    return s


def test_restart_mid_game_loses_no_move(raw_database: str, tmp_path: Path) -> None:
    server = ServerProcess(raw_database, tmp_path).start()
    try:
        alice = Remote(server.url)
        alice.ok("POST", "/api/signup", json={"username": "alice", "password": "secret-pw"})
        t = alice.ok("POST", "/api/tables", json={"game": "toy", "players": 3, "seats": [
            {"kind": "me"}, {"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]})["table"]
        tid = t["id"]
        alice.ok("POST", f"/api/tables/{tid}/start")
        with alice.ws(tid) as ws:
            _play(ws, moves=3)
        before = alice.ok("GET", f"/api/tables/{tid}")
        assert not before["tv"]["over"] and before["move_number"] >= 3
    finally:
        server.kill()  # no clean shutdown

    server = ServerProcess(raw_database, tmp_path).start()
    try:
        alice.use(server.url)
        after = alice.ok("GET", f"/api/tables/{tid}")
        assert after["move_number"] >= before["move_number"]
        assert after["log"][:len(before["log"])] == before["log"]
        if after["move_number"] == before["move_number"]:
            assert after["tv"] == before["tv"] and after["legal"] == before["legal"]
        with alice.ws(tid) as ws:
            final = _play(ws)
        assert final["tv"]["over"]
        rec = GameRecord.from_json(alice.ok("GET", f"/api/tables/{tid}/record"))
        assert [s.to_json() for s in replay(rec).scores()] == final["tv"]["scores"]
    finally:
        server.stop()


@pytest.mark.redis
def test_two_processes_joined_by_redis(raw_database: str, tmp_path: Path) -> None:
    if not port_open(REDIS_HOST, REDIS_PORT):
        pytest.skip("Redis is not running on 127.0.0.1:6379")
    redis = f"redis://{REDIS_HOST}:{REDIS_PORT}/0"
    one = ServerProcess(raw_database, tmp_path, redis).start()
    two = ServerProcess(raw_database, tmp_path, redis)
    try:
        two.start()
        alice, bob = Remote(one.url), Remote(two.url)
        alice.ok("POST", "/api/signup", json={"username": "alice", "password": "secret-pw"})
        bob.ok("POST", "/api/signup", json={"username": "bob", "password": "secret-pw"})
        t = alice.ok("POST", "/api/tables", json={"game": "toy", "players": 3, "seats": [
            {"kind": "me"}, {"kind": "open"}, {"kind": "bot", "bot": "greedy"}]})["table"]
        tid = t["id"]
        with alice.ws(tid) as wa:
            ws_recv(wa, "state")
            bob.ok("POST", f"/api/tables/{tid}/join", json={})  # on process two
            seen = ws_recv(wa, "state")  # process one hears of it through Redis
            assert [s["user"] for s in seen["table"]["seats"]][:2] == ["alice", "bob"]
            alice.ok("POST", f"/api/tables/{tid}/start")
            with bob.ws(tid) as wb:
                sa, sb = ws_recv(wa, "state"), ws_recv(wb, "state")
                # Process two greets bob with the table as stored, started on process one,
                # even before Redis brings it the news.
                assert sb["tv"] is not None and sb["table"]["status"] == "playing"
                while sa["tv"] is None:
                    sa = ws_recv(wa, "state")
                while not sb["tv"]["over"]:
                    sa = ws_recv(wa, "state") if sa["move_number"] < sb["move_number"] else sa
                    for s, w, who in ((sa, wa, "a"), (sb, wb, "b")):
                        if s["legal"] and s["move_number"] == max(sa["move_number"], sb["move_number"]):
                            w.send(json.dumps({"type": "move", "action": s["legal"][0]["action"],
                                               "move_number": s["move_number"]}))
                            break
                    # every move, by anyone on either process, reaches both sockets
                    sb = ws_recv(wb, "state")
                    sa = ws_recv(wa, "state")
                    while sa["move_number"] < sb["move_number"]:
                        sa = ws_recv(wa, "state")
                    while sb["move_number"] < sa["move_number"]:
                        sb = ws_recv(wb, "state")
                # the last catch-up above may bring b a later move (a bot's, made at once)
                # than a holds: a sees the end too
                while sa["move_number"] < sb["move_number"]:
                    sa = ws_recv(wa, "state")
                assert sa["tv"]["scores"] == sb["tv"]["scores"]
    finally:
        one.stop()
        two.stop()
