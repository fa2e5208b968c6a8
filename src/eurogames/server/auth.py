"""Passwords (argon2), signed session cookies, CSRF tokens and the login rate limit."""

from __future__ import annotations

import secrets
import threading
import time
from collections import deque

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from itsdangerous import BadSignature, URLSafeTimedSerializer

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
    """Signs and reads the session cookie (the user id, nothing else)."""

    def __init__(self, secret: str) -> None:
        self._s = URLSafeTimedSerializer(secret, salt="eurogames-session")

    def dump(self, user_id: int) -> str:
        return self._s.dumps({"uid": user_id})

    def load(self, cookie: str | None) -> int | None:
        if not cookie:
            return None
        try:
            data = self._s.loads(cookie, max_age=SESSION_MAX_AGE)
        except BadSignature:
            return None
        uid = data.get("uid") if isinstance(data, dict) else None
        return uid if isinstance(uid, int) else None


def new_csrf_token() -> str:
    return secrets.token_urlsafe(24)


class RateLimiter:
    """At most ``limit`` failures per ``window`` seconds per key (an address)."""

    def __init__(self, limit: int, window: float = 60.0) -> None:
        self.limit = limit
        self.window = window
        self._hits: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def blocked(self, key: str) -> bool:
        now = time.monotonic()
        with self._lock:
            q = self._hits.get(key)
            if not q:
                return False
            while q and q[0] < now - self.window:
                q.popleft()
            return len(q) >= self.limit

    def hit(self, key: str) -> None:
        with self._lock:
            self._hits.setdefault(key, deque()).append(time.monotonic())
