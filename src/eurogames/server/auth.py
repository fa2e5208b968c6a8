"""Passwords (argon2), server-side sessions, CSRF tokens, client addresses and throttles."""

from __future__ import annotations

import hashlib
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
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


def session_key(sid: str) -> str:
    """The name a session goes by in memory and in announcements (a digest: the id itself
    never travels between processes)."""
    return hashlib.sha256(sid.encode()).hexdigest()[:32]


class Sessions:
    """Server-side sessions: each sign-in is a stored row, the signed cookie names it.

    Logging out revokes the row, so a copied cookie stops working too. A process keeps
    what it checked for ``CHECK_TTL`` seconds (a revocation made here applies at once,
    one made by another process within that time). A logout is also announced to the
    other processes (``Context.logout``), which apply it at once: while they hear the
    announcements (``heard``), a table socket, which asks before every move, trusts a
    check for ``HEARD_TTL`` seconds instead.
    """

    CHECK_TTL = 5.0
    HEARD_TTL = 300.0
    _KEPT = 50_000

    def __init__(self, secret: str, storage: Storage) -> None:
        self._s = URLSafeTimedSerializer(secret, salt="eurogames-session")
        self.storage = storage
        self._checked: OrderedDict[str, tuple[int | None, float]] = OrderedDict()
        """By ``session_key``: the user (None: not live) and when that was learnt."""
        self._lock = threading.Lock()
        self._next_prune = 0.0
        self.heard: Callable[[], bool] = lambda: True
        """Whether every logout in another process is announced here (the pub/sub is up)."""

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

    def cached(self, sid: str, socket: bool = False) -> tuple[int | None] | None:
        """``(user id or None,)`` if this session was checked recently enough: in the last
        ``CHECK_TTL`` s, or for a ``socket`` while logouts are heard, ``HEARD_TTL`` s."""
        ttl = self.HEARD_TTL if socket and self.heard() else self.CHECK_TTL
        with self._lock:
            hit = self._checked.get(session_key(sid))
        if hit is None or hit[1] < time.monotonic() - ttl:
            return None
        return (hit[0],)

    def check(self, sid: str) -> int | None:
        """The session's user if it is live (blocking: reads storage)."""
        key = session_key(sid)
        asked = time.monotonic()
        uid = self.storage.session_user(sid)
        with self._lock:
            old = self._checked.get(key)
            if old is not None and old[0] is None and old[1] >= asked:
                return None  # a logout was heard while storage was read: it stands
            self._remember(key, uid)
        return uid

    def revoke(self, cookie: str | None) -> str | None:
        """Log out: the session named by the cookie ends everywhere (blocking). Returns its
        ``session_key`` for the announcement, or None for no valid cookie."""
        parsed = self.parse(cookie)
        if parsed is None:
            return None
        self.storage.revoke_session(parsed[1])
        key = session_key(parsed[1])
        self.revoked(key)
        return key

    def revoked(self, key: str) -> None:
        """A logout (here, or announced by another process, after it was stored)."""
        with self._lock:
            self._remember(key, None)

    def forget_all(self) -> None:
        """Announcements may have been missed: every session is checked again on next use."""
        with self._lock:
            self._checked.clear()

    def _remember(self, key: str, uid: int | None) -> None:
        self._checked[key] = (uid, time.monotonic())
        self._checked.move_to_end(key)
        while len(self._checked) > self._KEPT:
            self._checked.popitem(last=False)


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
