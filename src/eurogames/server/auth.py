"""Passwords (argon2), server-side sessions, CSRF tokens, client addresses and throttles."""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from itsdangerous import BadSignature, URLSafeTimedSerializer

if TYPE_CHECKING:
    from .storage import Storage

SESSION_COOKIE = "eg_session"
CSRF_COOKIE = "eg_csrf"
CSRF_HEADER = "x-csrf-token"
SESSION_MAX_AGE = 30 * 24 * 3600

_hasher = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    if not password_hash:
        return False
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


class Sessions:
    """Server-side sessions: each sign-in is a stored row, the signed cookie names it.

    Logging out revokes the row, so a copied cookie stops working too. A process keeps
    what it checked for ``CHECK_TTL`` seconds (a revocation made here applies at once,
    one made by another process within that time).
    """

    CHECK_TTL = 5.0
    _KEPT = 50_000

    def __init__(self, secret: str, storage: Storage) -> None:
        self._s = URLSafeTimedSerializer(secret, salt="eurogames-session")
        self.storage = storage
        self._checked: OrderedDict[str, tuple[int | None, float]] = OrderedDict()
        self._lock = threading.Lock()
        self._next_prune = 0.0

    def create(self, user_id: int) -> str:
        """Store a new session for the user; returns the cookie's value (blocking)."""
        sid = secrets.token_urlsafe(24)
        now = time.time()
        if now >= self._next_prune:  # expired sessions leave storage, about once an hour
            self._next_prune = now + 3600
            self.storage.prune_sessions(now)
        self.storage.create_session(sid, user_id, SESSION_MAX_AGE)
        return self._s.dumps({"uid": user_id, "sid": sid})

    def parse(self, cookie: str | None) -> tuple[int, str] | None:
        """The (user id, session id) a well-signed, unexpired cookie names (no storage)."""
        if not cookie:
            return None
        try:
            data = self._s.loads(cookie, max_age=SESSION_MAX_AGE)
        except BadSignature:
            return None
        if not isinstance(data, dict):
            return None
        uid, sid = data.get("uid"), data.get("sid")
        if not isinstance(uid, int) or not isinstance(sid, str):
            return None  # a cookie from before server-side sessions: sign in again
        return uid, sid

    def cached(self, sid: str) -> tuple[int | None] | None:
        """``(user id or None,)`` if this session was checked in the last ``CHECK_TTL`` s."""
        with self._lock:
            hit = self._checked.get(sid)
        if hit is None or hit[1] < time.monotonic() - self.CHECK_TTL:
            return None
        return (hit[0],)

    def check(self, sid: str) -> int | None:
        """The session's user if it is live (blocking: reads storage)."""
        uid = self.storage.session_user(sid)
        with self._lock:
            self._checked[sid] = (uid, time.monotonic())
            self._checked.move_to_end(sid)
            while len(self._checked) > self._KEPT:
                self._checked.popitem(last=False)
        return uid

    def revoke(self, cookie: str | None) -> None:
        """Log out: the session named by the cookie ends everywhere (blocking)."""
        parsed = self.parse(cookie)
        if parsed is None:
            return
        self.storage.revoke_session(parsed[1])
        with self._lock:
            self._checked[parsed[1]] = (None, time.monotonic())


def new_csrf_token() -> str:
    return secrets.token_urlsafe(24)


def client_address(peer: str | None, headers: Any, trusted_proxies: frozenset[str]) -> str:
    """The address a request came from. ``X-Forwarded-For`` counts only when the peer is
    a configured proxy: then the right-most address not itself a trusted proxy."""
    addr = peer or "?"
    if addr not in trusted_proxies:
        return addr
    forwarded = ",".join(headers.getlist("x-forwarded-for"))
    for hop in reversed([h.strip() for h in forwarded.split(",") if h.strip()]):
        if hop not in trusted_proxies:
            return hop[:64]
    return addr


class Throttle:
    """Counts attempts per key and time window in storage, so every server process shares
    the counts and memory stays bounded (old windows are pruned)."""

    def __init__(self, storage: Storage, window: float = 60.0) -> None:
        self.storage = storage
        self.window = window
        self._next_prune = 0.0

    def blocked(self, key: str, limit: int) -> bool:
        return self.storage.throttle_count(key, self.window) >= limit

    def hit(self, key: str) -> int:
        """Count one attempt; returns the attempts in the window, this one included."""
        now = time.time()
        if now >= self._next_prune:
            self._next_prune = now + self.window
            self.storage.prune_throttle(now - self.window)
        return self.storage.throttle_hit(key, self.window, now)
