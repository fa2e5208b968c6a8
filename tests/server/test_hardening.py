"""Hardening (issue 14): one seat per account, request limits, sessions that end on
logout, shared throttles, security headers, the documented API and its offline page."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from eg_browser import BROWSER_MARKS
from eg_server_helpers import Client, ThreadServer, make_config, signup
from sqlalchemy import inspect

from eurogames.server.app import create_app
from eurogames.server.auth import SESSION_COOKIE, Sessions
from eurogames.server.errors import ServiceError
from eurogames.server.services.lobby import Lobby
from eurogames.server.services.tables import Tables
from eurogames.server.storage import Storage


def _client(app: Any) -> Client:
    c = Client(app)
    c.__enter__()
    return c.prime()


# ----- one account, one seat ---------------------------------------------------------------

def test_racing_joins_of_one_account_take_one_seat(database_url: str) -> None:
    """Two simultaneous joins of one account for two seats (as two processes would send):
    exactly one lands, every time. Before the unique index both landed on PostgreSQL."""
    stores = [Storage(database_url), Storage(database_url)]
    host = stores[0].create_user("host", None, False)
    bob = stores[0].create_user("bob", None, False)
    lobbies = [Lobby(st, Tables(st), 60, 60) for st in stores]
    for _ in range(10):
        t = lobbies[0].create(host.id, "toy", 3, {}, "live", [{"kind": "me"}])
        barrier = threading.Barrier(2)
        outcome: list[Any] = [None, None]

        def join(i: int, table_id: int = t["id"], barrier: threading.Barrier = barrier,
                 outcome: list[Any] = outcome) -> None:
            barrier.wait()
            try:
                outcome[i] = lobbies[i].join(table_id, bob.id, i + 1)
            except ServiceError as e:
                outcome[i] = e
        threads = [threading.Thread(target=join, args=(i,)) for i in range(2)]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        refused = [o for o in outcome if isinstance(o, ServiceError)]
        assert len(refused) == 1 and refused[0].code == "conflict", outcome
        seated = [s for s in stores[0].get_table(t["id"]).seats if s.user_id == bob.id]
        assert len(seated) == 1
    for st in stores:
        st.close()


def test_storage_refuses_a_second_seat_for_one_account(database_url: str) -> None:
    st = Storage(database_url)
    host = st.create_user("host", None, False)
    bob = st.create_user("bob", None, False)
    lobby = Lobby(st, Tables(st), 60, 60)
    t = lobby.create(host.id, "toy", 3, {}, "live", [{"kind": "me"}])
    assert st.set_seat(t["id"], 1, "human", bob.id, None, expect_kind=("open",))
    from eurogames.server.storage import Conflict
    with pytest.raises(Conflict):  # even a write that skips the lobby's check
        st.set_seat(t["id"], 2, "human", bob.id, None, expect_kind=("open",))
    assert [s.kind for s in st.get_table(t["id"]).seats] == ["human", "human", "open"]
    names = {ix["name"] for ix in inspect(st.engine).get_indexes("seats")}
    assert "uq_seats_table_user" in names
    st.close()


# ----- request limits ------------------------------------------------------------------------

def test_a_huge_body_is_refused_before_it_is_parsed(client_factory: Any) -> None:
    c = client_factory()
    big = b'{"game": "toy", "players": 2, "pad": "' + b"x" * (2 << 20) + b'"}'
    r = c.post("/api/tables", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413 and r.json()["error"] == "too_large"

    def chunks() -> Any:  # no Content-Length: counted as it arrives
        for _ in range(64):
            yield b"x" * 65536
    r = c.post("/api/signup", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413
    signup(c, "alice")  # a normal body still works
    assert c.get("/api/me").json()["user"]["username"] == "alice"


def test_deeply_nested_json_is_a_bad_request(client_factory: Any) -> None:
    c = client_factory()
    signup(c, "alice")
    deep = "[" * 50_000 + "]" * 50_000
    r = c.post("/api/tables", content=deep, headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["error"] == "bad_request"


def test_socket_binary_and_nested_frames_get_answers_not_drops(client_factory: Any) -> None:
    from eg_server_helpers import recv_until, two_player_table
    alice, bob = client_factory(), client_factory()
    signup(alice, "alice")
    signup(bob, "bob")
    tid = two_player_table(alice, bob)
    with alice.websocket_connect(f"/ws/tables/{tid}") as ws:
        recv_until(ws, "state")
        ws.send_text("[" * 50_000 + "]" * 50_000)
        err = recv_until(ws, "error")
        assert err["code"] == "bad_request"
        ws.send_text(json.dumps({"type": "sync"}))  # still connected
        assert recv_until(ws, "state")["table"]["id"] == tid
        ws.send_bytes(b"\x00\x01binary")
        msg = ws.receive()
        assert msg["type"] == "websocket.close" and msg["code"] == 1003


def test_socket_to_an_unknown_table_gets_its_close_code(tmp_path: Path) -> None:
    from websockets.exceptions import ConnectionClosed, InvalidStatus
    from websockets.sync.client import connect

    from eurogames.server.storage import run_migrations
    url = f"sqlite:///{tmp_path / 'ws.sqlite3'}"
    run_migrations(url)
    with ThreadServer(create_app(make_config(url))) as s:
        ws_url = f"ws://127.0.0.1:{s.port}/ws/tables/424242"
        try:
            with connect(ws_url, open_timeout=10) as ws:
                with pytest.raises(ConnectionClosed) as closed:
                    ws.recv(timeout=10)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 4404
        except InvalidStatus as e:  # the old answer: an HTTP 403 with no reason
            pytest.fail(f"refused at the handshake: {e}")
        with connect(ws_url.replace("424242", "1"), open_timeout=10,
                     additional_headers={"Origin": "http://evil.example"}) as ws:
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=10)
            assert closed.value.rcvd.code == 4403


# ----- sessions ------------------------------------------------------------------------------

def test_logout_revokes_a_copied_session_cookie_in_every_process(database_url: str,
                                                                 monkeypatch: Any) -> None:
    monkeypatch.setattr(Sessions, "CHECK_TTL", 0.2, raising=False)
    app_a, app_b = create_app(make_config(database_url)), create_app(make_config(database_url))
    a, b, thief = _client(app_a), _client(app_b), _client(app_b)
    try:
        signup(a, "alice")
        stolen = a.cookies.get(SESSION_COOKIE)
        thief.cookies.set(SESSION_COOKIE, stolen)
        assert thief.get("/api/me").json()["user"]["username"] == "alice"  # works before
        a.ok("POST", "/api/logout")
        a.cookies.set(SESSION_COOKIE, stolen)  # the same process, the copied cookie
        assert a.get("/api/me").json()["user"] is None
        time.sleep(0.3)  # the other process checked it 0.3 s ago: it looks again
        assert thief.get("/api/me").json()["user"] is None
        assert thief.post("/api/tables", json={"game": "toy", "players": 2}).status_code == 401
        # signing in again makes a new session; the revoked one stays revoked
        b.ok("POST", "/api/login", json={"username": "alice", "password": "secret-pw"})
        assert b.get("/api/me").json()["user"]["username"] == "alice"
        assert thief.get("/api/me").json()["user"] is None
    finally:
        for c in (a, b, thief):
            c.__exit__(None, None, None)


def test_an_open_socket_stops_taking_moves_after_logout(client_factory: Any) -> None:
    from eg_server_helpers import recv_until, two_player_table
    alice, bob = client_factory(), client_factory()
    signup(alice, "alice")
    signup(bob, "bob")
    tid = two_player_table(alice, bob)
    with alice.websocket_connect(f"/ws/tables/{tid}") as ws:
        s = recv_until(ws, "state")
        alice.ok("POST", "/api/logout")
        ws.send_text(json.dumps({"type": "move", "action": s["legal"][0]["action"],
                                 "move_number": s["move_number"], "id": 1}))
        assert recv_until(ws, "error")["code"] == "unauthorized"
    assert bob.get(f"/api/tables/{tid}").json()["move_number"] == 0


def test_expired_sessions_are_pruned(database_url: str) -> None:
    st = Storage(database_url)
    u = st.create_user("alice", None, False)
    st.create_session("old", u.id, -10)
    st.create_session("new", u.id, 3600)
    assert st.session_user("old") is None and st.session_user("new") == u.id
    st.prune_sessions(time.time())
    from sqlalchemy import select

    from eurogames.server.storage.schema import sessions
    with st.engine.connect() as conn:
        assert [r.id for r in conn.execute(select(sessions.c.id))] == ["new"]
    st.close()


# ----- throttles -----------------------------------------------------------------------------

def _bad_login(c: Client, name: str = "alice", **headers: str) -> int:
    r = c.post("/api/login", json={"username": name, "password": "wrong-pw"}, headers=headers)
    return r.status_code


def test_login_throttle_is_shared_by_processes_and_ignores_untrusted_forwarding(
        database_url: str) -> None:
    a, b = (_client(create_app(make_config(database_url, login_attempts=4))) for _ in range(2))
    try:
        signup(a, "alice")
        codes = [_bad_login(a if i % 2 else b, **{"X-Forwarded-For": f"10.0.0.{i}"})
                 for i in range(6)]
        # four failures in all, over both processes and whatever the header claims
        assert codes == [401] * 4 + [429] * 2
    finally:
        a.__exit__(None, None, None)
        b.__exit__(None, None, None)


def test_forwarded_addresses_count_only_from_a_trusted_proxy(database_url: str) -> None:
    c = _client(create_app(make_config(database_url, login_attempts=2, login_attempts_per_name=100,
                                       trusted_proxies=("testclient",))))
    try:
        signup(c, "alice")
        first = [_bad_login(c, **{"X-Forwarded-For": "1.1.1.1"}) for _ in range(3)]
        other = [_bad_login(c, **{"X-Forwarded-For": "9.9.9.9, 2.2.2.2"}) for _ in range(3)]
        assert first == [401, 401, 429] and other == [401, 401, 429]
    finally:
        c.__exit__(None, None, None)


def test_login_throttle_per_name_holds_against_many_addresses(database_url: str) -> None:
    c = _client(create_app(make_config(database_url, login_attempts=100, login_attempts_per_name=3,
                                       trusted_proxies=("testclient",))))
    try:
        signup(c, "alice")
        codes = [_bad_login(c, **{"X-Forwarded-For": f"10.1.0.{i}"}) for i in range(5)]
        assert codes == [401] * 3 + [429] * 2
    finally:
        c.__exit__(None, None, None)


def test_sign_ups_and_guests_are_throttled(database_url: str) -> None:
    c = _client(create_app(make_config(database_url, signup_attempts=3, guest_attempts=2)))
    try:
        codes = [c.post("/api/signup", json={"username": f"user{i}", "password": "secret-pw"})
                 .status_code for i in range(4)]
        assert codes == [200, 200, 200, 429]
        codes = [c.post("/api/guest").status_code for _ in range(3)]
        assert codes == [200, 200, 429]
    finally:
        c.__exit__(None, None, None)


def test_throttle_memory_is_bounded(database_url: str) -> None:
    from eurogames.server.auth import Throttle
    st = Storage(database_url)
    th = Throttle(st, window=60)
    old = time.time() - 3600
    for i in range(50):
        st.throttle_hit(f"login:10.0.{i}.1", 60, now=old)
    th.hit("login:fresh")  # the first hit of a window prunes what has expired
    from sqlalchemy import func, select

    from eurogames.server.storage.schema import throttle
    with st.engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(throttle)).scalar_one() == 1
    assert th.blocked("login:fresh", 1) and not th.blocked("login:fresh", 2)
    st.close()


# ----- headers and the API description -------------------------------------------------------

def test_every_answer_has_the_security_headers(client_factory: Any) -> None:
    c = client_factory()
    answers = [c.get("/"), c.get("/api/me"), c.get("/static/app.js"), c.get("/docs"),
               c.get("/api/tables/999"), c.post("/api/tables", json={}),
               c.post("/api/signup", content=b"x" * (1 << 20))]
    for r in answers:
        csp = r.headers.get("content-security-policy", "")
        assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp, r.url
        assert r.headers.get("x-frame-options") == "DENY"
        assert r.headers.get("x-content-type-options") == "nosniff"


def test_openapi_names_the_csrf_header_and_the_error_answers(client_factory: Any) -> None:
    schema = client_factory().get("/openapi.json").json()
    for path, ops in schema["paths"].items():
        for method, op in ops.items():
            names = {p["name"].lower() for p in op.get("parameters", []) if p["in"] == "header"}
            assert (("x-csrf-token" in names) == (method == "post")), (method, path)
    join = schema["paths"]["/api/tables/{table_id}/join"]["post"]["responses"]
    assert {"400", "401", "403", "404", "409"} <= set(join)
    assert join["409"]["content"]["application/json"]["schema"]["$ref"].endswith("/Error")
    assert "429" in schema["paths"]["/api/login"]["post"]["responses"]
    assert "401" not in schema["paths"]["/api/games"]["get"]["responses"]


@BROWSER_MARKS[0]
@BROWSER_MARKS[1]
def test_docs_page_renders_with_no_network(browser: Any, server: ThreadServer) -> None:
    page = browser.new_page()
    outside: list[str] = []
    problems: list[str] = []

    def route(r: Any) -> None:
        host = r.request.url.split("/")[2] if "://" in r.request.url else ""
        if host.split(":")[0] == "127.0.0.1":
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()
    page.route("**/*", route)
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(server.url + "/docs")
    page.locator(".opblock-summary").first.wait_for(timeout=20_000)
    assert page.locator(".opblock").count() >= 10
    assert page.get_by_text("/api/tables/{table_id}/join", exact=True).count() >= 1
    page.close()
    assert outside == [] and problems == [], (outside, problems)


# ----- what a broken part does to the rest ------------------------------------------------

def test_a_game_that_fails_to_load_is_left_out_of_the_lobby_and_logged(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """One game's import error must not take the lobby's game list down, nor vanish unseen."""
    import eurogames
    from eurogames.server.services import lobby

    real = eurogames.load

    def load(name: str) -> Any:
        if name == "orleans":
            raise ImportError("a broken module")
        return real(name)

    monkeypatch.setattr(eurogames, "load", load)
    with caplog.at_level("ERROR", logger="eurogames.server"):
        names = [g["name"] for g in lobby.games_json()]
    assert "orleans" not in names and "castles_of_burgundy" in names
    assert len(names) == len(eurogames.games()) - 1
    assert any("orleans" in r.getMessage() and r.exc_info for r in caplog.records)


def test_a_malformed_cookie_header_gives_no_token_and_no_error() -> None:
    from eurogames.server.csrf import _cookie

    bad = [(b"cookie", b'x="\\'), (b"cookie", b"eg_csrf=abc")]
    assert _cookie(bad, "eg_csrf") == "abc"
    assert _cookie([(b"cookie", b'x="\\')], "eg_csrf") is None
