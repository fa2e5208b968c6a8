"""Logouts announced between processes: a table socket on another process refuses the next
move at once, not a check interval later; a logout heard while a check read storage is not
undone by that check; HTTP requests keep the short check interval."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from eg_server_helpers import (
    REDIS_HOST,
    REDIS_PORT,
    Client,
    make_config,
    port_open,
    recv_until,
    signup,
)

from eurogames.server.app import create_app
from eurogames.server.auth import SESSION_COOKIE, Sessions, session_key


class _Storage:
    """Stands in for storage: ``session_user`` runs ``during`` as if a logout landed
    while it read, and answers from before that logout."""

    def __init__(self) -> None:
        self.during: Any = None

    def session_user(self, sid: str) -> int | None:
        if self.during is not None:
            self.during()
        return 7


def test_a_logout_heard_while_storage_was_read_stands() -> None:
    st = _Storage()
    sessions = Sessions("secret", st)  # type: ignore[arg-type]
    assert sessions.check("sid-1") == 7 and sessions.cached("sid-1") == (7,)
    st.during = lambda: sessions.revoked(session_key("sid-1"))
    assert sessions.check("sid-1") is None
    assert sessions.cached("sid-1") == (None,) and sessions.cached("sid-1", socket=True) == (None,)


def test_a_socket_trusts_a_check_longer_only_while_logouts_are_heard(monkeypatch: Any) -> None:
    sessions = Sessions("secret", _Storage())  # type: ignore[arg-type]
    sessions.check("sid-1")
    later = time.monotonic() + Sessions.CHECK_TTL + 1
    monkeypatch.setattr(time, "monotonic", lambda: later)
    assert sessions.cached("sid-1") is None  # a request checks again
    assert sessions.cached("sid-1", socket=True) == (7,)
    sessions.heard = lambda: False  # the pub/sub is down: no longer than any request
    assert sessions.cached("sid-1", socket=True) is None


@pytest.mark.redis
def test_a_logout_on_one_process_stops_a_socket_on_another_at_once(database_url: str,
                                                                   monkeypatch: Any) -> None:
    if not port_open(REDIS_HOST, REDIS_PORT):
        pytest.skip("Redis is not running on 127.0.0.1:6379")
    # checks never expire here: only the announcement can stop the socket
    monkeypatch.setattr(Sessions, "CHECK_TTL", 3600.0)
    monkeypatch.setattr(Sessions, "HEARD_TTL", 3600.0)
    redis = f"redis://{REDIS_HOST}:{REDIS_PORT}/0"
    apps = [create_app(make_config(database_url, redis_url=redis)) for _ in range(2)]
    clients = []
    for app in apps:
        c = Client(app)
        c.__enter__()
        clients.append(c.prime())
    a, b = clients
    try:
        signup(a, "alice")
        b.cookies.set(SESSION_COOKIE, a.cookies.get(SESSION_COOKIE))  # alice's second tab, on process two
        one = apps[0].state.ctx
        tid = a.ok("POST", "/api/tables", json={"game": "toy", "players": 2})["table"]["id"]
        one.lobby.join(tid, one.storage.create_user("bob", None, False).id)
        a.ok("POST", f"/api/tables/{tid}/start")
        with b.websocket_connect(f"/ws/tables/{tid}") as ws:
            s = recv_until(ws, "state")
            two = apps[1].state.ctx.sessions
            session = two.parse(a.cookies.get(SESSION_COOKIE))
            assert session is not None and two.cached(session[1], socket=True) == (session[0],)
            a.ok("POST", "/api/logout")
            for _ in range(200):  # Redis delivers asynchronously: wait until process two heard it
                if two.cached(session[1], socket=True) == (None,):
                    break
                time.sleep(0.05)
            assert two.cached(session[1], socket=True) == (None,), "process two never heard the logout"
            ws.send_text(json.dumps({"type": "move", "action": s["legal"][0]["action"],
                                     "move_number": s["move_number"], "id": 1}))
            assert recv_until(ws, "error")["code"] == "unauthorized"
        assert one.storage.moves_from(tid, 0) == []
    finally:
        for c in reversed(clients):
            c.__exit__(None, None, None)

