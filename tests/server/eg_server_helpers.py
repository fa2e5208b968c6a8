"""Fixtures for the server tests: the toy game, a fresh database per test, clients.

Every test gets its own SQLite file (or PostgreSQL database) so the suite is
xdist-safe. ``EG_TEST_DATABASE=postgres`` runs the API suite on PostgreSQL.
"""

from __future__ import annotations

import os
import socket
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import toygame

import eurogames

eurogames.register(toygame.GAME)

from fastapi.testclient import TestClient

from eurogames.server.app import create_app
from eurogames.server.auth import CSRF_COOKIE
from eurogames.server.config import Config
from eurogames.server.storage import run_migrations

PG_HOST, PG_PORT = "127.0.0.1", 5432
REDIS_HOST, REDIS_PORT = "127.0.0.1", 6379


def port_open(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pg_admin_url() -> str | None:
    """A working admin URL for the local PostgreSQL (trust auth), or None."""
    if not port_open(PG_HOST, PG_PORT):
        return None
    import psycopg
    for user in ("postgres", "root"):
        url = f"postgresql://{user}@{PG_HOST}:{PG_PORT}/test"
        try:
            with psycopg.connect(url, connect_timeout=2):
                return url
        except psycopg.Error:
            continue
    return None


_PG: list[str | None] = []


def pg_admin_url() -> str | None:
    if not _PG:
        _PG.append(_pg_admin_url())
    return _PG[0]


def new_pg_database() -> tuple[str, Any]:
    """Create a uniquely named database; returns its SQLAlchemy URL and a dropper."""
    import psycopg
    admin = pg_admin_url()
    assert admin is not None
    name = f"eg_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    base = admin.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://")

    def drop() -> None:
        with psycopg.connect(admin, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    return f"{base}/{name}", drop


def db_params() -> list[Any]:
    return ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture(params=db_params())
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A migrated, empty database: SQLite, and PostgreSQL where it runs."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'eg.sqlite3'}"
        run_migrations(url)
        yield url
        return
    if pg_admin_url() is None:
        pytest.skip("PostgreSQL is not running on 127.0.0.1:5432 (trust auth, database 'test')")
    url, drop = new_pg_database()
    run_migrations(url)
    yield url
    drop()


@pytest.fixture(params=db_params())
def raw_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database URL, not migrated (a server process migrates it at start-up):
    SQLite, and PostgreSQL where it runs."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'raw.sqlite3'}"
        return
    if pg_admin_url() is None:
        pytest.skip("PostgreSQL is not running on 127.0.0.1:5432 (trust auth, database 'test')")
    url, drop = new_pg_database()
    yield url
    drop()


def make_config(url: str, **kw: Any) -> Config:
    kw.setdefault("secret", "test-secret")
    kw.setdefault("bot_budget", 5.0)
    kw.setdefault("sweep_interval", 0.0)  # no sweeps unless a test asks for them
    return Config(database_url=url, **kw)


class Client(TestClient):
    """A TestClient that sends the CSRF token back as the browser client does."""

    def prime(self) -> Client:
        self.get("/api/me")
        self.headers["x-csrf-token"] = self.cookies.get(CSRF_COOKIE) or ""
        return self

    def ok(self, method: str, url: str, **kw: Any) -> Any:
        r = self.request(method, url, **kw)
        assert r.status_code < 300, (r.status_code, r.text)
        return r.json()


@pytest.fixture
def app(database_url: str) -> Any:
    return create_app(make_config(database_url))


@pytest.fixture
def client_factory(app: Any) -> Iterator[Any]:
    clients: list[Client] = []

    def make() -> Client:
        c = Client(app)
        c.__enter__()
        clients.append(c)
        return c.prime()
    yield make
    for c in reversed(clients):
        c.__exit__(None, None, None)


def signup(c: Client, name: str, password: str = "secret-pw") -> dict[str, Any]:
    return c.ok("POST", "/api/signup", json={"username": name, "password": password})["user"]


class ThreadServer:
    """The app on uvicorn in a background thread, on a free loopback port."""

    def __init__(self, app: Any) -> None:
        import threading

        import uvicorn
        self.port = free_port()
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port,
                                                    log_level="warning", lifespan="on"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> ThreadServer:
        import time
        self.thread.start()
        deadline = time.time() + 15
        while not self.server.started:
            if time.time() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(10)


def recv_until(ws: Any, kind: str, limit: int = 50) -> dict[str, Any]:
    """The next message of type ``kind`` from a test WebSocket (others are skipped)."""
    for _ in range(limit):
        msg = ws.receive_json()
        if msg.get("type") == kind:
            return msg
    raise AssertionError(f"no {kind!r} message in {limit} messages")


def two_player_table(c1: Client, c2: Client, game: str = "toy", **extra: Any) -> int:
    """Alice (c1) creates a 2-seat table, Bob (c2) joins, Alice starts it."""
    t = c1.ok("POST", "/api/tables", json={"game": game, "players": 2, **extra})["table"]
    c2.ok("POST", f"/api/tables/{t['id']}/join", json={})
    c1.ok("POST", f"/api/tables/{t['id']}/start")
    return int(t["id"])


class ServerProcess:
    """``eurogames serve`` in a child process (toy game registered)."""

    def __init__(self, database: str, cwd: Path, redis: str | None = None) -> None:
        self.port = free_port()
        self.database = database
        self.cwd = cwd
        self.redis = redis
        self.proc: Any = None
        self.output = cwd / f"server-{self.port}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        import subprocess
        import time
        args = [sys.executable, str(Path(__file__).with_name("run_server.py")), "--port",
                str(self.port), "--database", self.database]
        if self.redis:
            args += ["--redis", self.redis]
        env = dict(os.environ, EUROGAMES_SECRET="process-test-secret")
        self.proc = subprocess.Popen(args, cwd=self.cwd, env=env, stdout=self.output.open("w"),
                                     stderr=subprocess.STDOUT)
        deadline = time.time() + 30
        while not port_open("127.0.0.1", self.port):
            if self.proc.poll() is not None or time.time() > deadline:
                raise RuntimeError(f"server did not start: {self.output.read_text()}")
            time.sleep(0.05)
        return self

    def kill(self) -> None:
        """Stop it hard, as a crash or a power cut would."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except Exception:
                self.proc.kill()


class Remote:
    """A user talking to a server process: httpx for REST, websockets for the table."""

    def __init__(self, base: str) -> None:
        import httpx
        self.base = base
        self.http = httpx.Client(base_url=base, timeout=10)
        self.http.get("/api/me")
        self.http.headers["x-csrf-token"] = self.http.cookies.get(CSRF_COOKIE) or ""

    def use(self, base: str) -> Remote:
        """Talk to another process with the same cookies (same deployment)."""
        import httpx
        jar = self.http.cookies
        headers = dict(self.http.headers)
        self.http = httpx.Client(base_url=base, timeout=10, cookies=jar, headers=headers)
        self.base = base
        return self

    def ok(self, method: str, url: str, **kw: Any) -> Any:
        r = self.http.request(method, url, **kw)
        assert r.status_code < 300, (r.status_code, r.text)
        return r.json()

    def ws(self, table_id: int) -> Any:
        from websockets.sync.client import connect
        cookie = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        url = self.base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
        return connect(url, additional_headers={"Cookie": cookie}, open_timeout=10)


def ws_recv(ws: Any, kind: str, timeout: float = 15) -> dict[str, Any]:
    import json as _json
    import time
    deadline = time.time() + timeout
    while True:
        msg = _json.loads(ws.recv(timeout=max(0.01, deadline - time.time())))
        if msg.get("type") == kind:
            return msg
