"""CSRF protection as a plain ASGI middleware (double-submit token).

Unsafe API calls (POST, PUT, PATCH, DELETE under ``/api/``) must echo the
``eg_csrf`` cookie in the ``X-CSRF-Token`` header; a page of another site can
neither read the cookie nor set the header. Responses to requests without the
cookie set a fresh one.
"""

from __future__ import annotations

import json
from http.cookies import CookieError, SimpleCookie
from typing import Any

from .auth import CSRF_COOKIE, CSRF_HEADER, new_csrf_token

UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}
_DENIED = json.dumps({"error": "csrf", "message": "Missing or wrong CSRF token; reload the page "
                      "and try again."}).encode()


def _cookie(headers: list[tuple[bytes, bytes]], name: str) -> str | None:
    for k, v in headers:
        if k == b"cookie":
            c: SimpleCookie = SimpleCookie()
            try:
                c.load(v.decode("latin-1"))
            except CookieError:  # a malformed cookie header: no token from it
                continue
            if name in c:
                return c[name].value
    return None


class CsrfMiddleware:
    def __init__(self, app: Any, secure: bool = False) -> None:
        self.app = app
        self.secure = secure

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = scope["headers"]
        token = _cookie(headers, CSRF_COOKIE)
        if scope["method"] in UNSAFE and scope["path"].startswith("/api/"):
            sent = next((v.decode("latin-1") for k, v in headers if k == CSRF_HEADER.encode()), None)
            if not token or sent != token:
                await send({"type": "http.response.start", "status": 403,
                            "headers": [(b"content-type", b"application/json"),
                                        (b"content-length", str(len(_DENIED)).encode())]})
                await send({"type": "http.response.body", "body": _DENIED})
                return
        if token:
            await self.app(scope, receive, send)
            return
        cookie = (f"{CSRF_COOKIE}={new_csrf_token()}; Max-Age={365 * 24 * 3600}; Path=/; "
                  f"SameSite=strict" + ("; Secure" if self.secure else "")).encode()

        async def send_with_cookie(message: Any) -> None:
            if message["type"] == "http.response.start":
                message = dict(message)
                message["headers"] = list(message.get("headers", [])) + [(b"set-cookie", cookie)]
            await send(message)

        await self.app(scope, receive, send_with_cookie)
