"""Plain ASGI middleware that guards every response: a request body limit and the
security headers (Content-Security-Policy, X-Frame-Options, X-Content-Type-Options).

The body limit runs before anything reads the body, so an oversized upload is refused
(413) before it is parsed, whether or not the caller is signed in.
"""

from __future__ import annotations

import json
from typing import Any

CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; "
       "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")
"""Only this site's own files: no inline or foreign scripts, no framing."""

SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
]


def _json_response(status: int, code: str, message: str) -> tuple[dict[str, Any], dict[str, Any]]:
    body = json.dumps({"error": code, "message": message}).encode()
    start = {"type": "http.response.start", "status": status,
             "headers": [(b"content-type", b"application/json"),
                         (b"content-length", str(len(body)).encode()), (b"connection", b"close"),
                         *SECURITY_HEADERS]}
    return start, {"type": "http.response.body", "body": body}


class GuardMiddleware:
    """Refuses request bodies over ``max_body`` bytes (413) and adds security headers."""

    def __init__(self, app: Any, max_body: int) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_guarded(message: Any) -> None:
            if message["type"] == "http.response.start":
                message = dict(message)
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        declared = next((v for k, v in scope["headers"] if k == b"content-length"), None)
        try:
            too_big = declared is not None and int(declared) > self.max_body
        except ValueError:
            too_big = True
        if too_big or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            if too_big:
                await self._refuse(send)
                return
            await self.app(scope, receive, send_guarded)
            return
        # Read the body up to the limit before anyone parses it, then hand it on.
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                await self._refuse(send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        replayed = False

        async def replay() -> Any:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send_guarded)

    async def _refuse(self, send: Any) -> None:
        start, body = _json_response(413, "too_large", f"A request body may have at most "
                                     f"{self.max_body // 1024} KiB.")
        await send(start)
        await send(body)
