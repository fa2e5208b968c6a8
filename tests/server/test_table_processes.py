"""Undo and chat across two server processes (Redis between them), on SQLite and, where it
is running, PostgreSQL: a process that has not heard of an undo yet still cannot land a move
after the taken-back one, and chat reaches a socket on the other process."""

from __future__ import annotations

import pytest
from eg_server_helpers import REDIS_HOST, REDIS_PORT, Remote, ServerProcess, port_open, ws_recv

pytestmark = pytest.mark.redis


def test_undo_on_one_process_and_a_stale_move_on_the_other(raw_database, tmp_path):
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
        tid = alice.ok("POST", "/api/tables", json={"game": "toy", "players": 2})["table"]["id"]
        bob.ok("POST", f"/api/tables/{tid}/join", json={})
        alice.ok("POST", f"/api/tables/{tid}/start")
        sa = alice.ok("GET", f"/api/tables/{tid}")
        alice.ok("POST", f"/api/tables/{tid}/moves", json={"action": sa["legal"][0]["action"], "move_number": 0})
        sb = bob.ok("GET", f"/api/tables/{tid}")  # process two now caches move 0
        assert sb["move_number"] == 1
        alice.ok("POST", f"/api/tables/{tid}/undo", json={"move_number": 1})
        # bob answers the position he saw (move 1): it must not land after a taken-back move
        r = bob.http.post(f"/api/tables/{tid}/moves", json={"action": sb["legal"][0]["action"], "move_number": 1})
        assert r.status_code in (409, 422), r.text
        sb = bob.ok("GET", f"/api/tables/{tid}")
        assert sb["move_number"] == 0 and sb["log"] == []
        bob.ok("POST", f"/api/tables/{tid}/moves", json={"action": sb["legal"][0]["action"], "move_number": 0})
        for who in (alice, bob):
            s = who.ok("GET", f"/api/tables/{tid}")
            assert s["move_number"] == 1 and [e["seat"] for e in s["log"] if e["kind"] == "bid"] == [1]
        with bob.ws(tid) as wb:
            ws_recv(wb, "state")
            alice.ok("POST", f"/api/tables/{tid}/chat", json={"text": "from process one"})
            assert ws_recv(wb, "chat")["line"]["text"] == "from process one"
    finally:
        one.stop()
        two.stop()
