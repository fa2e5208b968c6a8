"""Shared helpers of the routes: the context, the current user, threads."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from starlette.concurrency import run_in_threadpool
from starlette.requests import HTTPConnection

from ..auth import SESSION_COOKIE
from ..auth import client_address as client_address_of
from ..context import Context
from ..errors import Unauthorized
from ..storage.db import UserRow

T = TypeVar("T")


def ctx_of(conn: HTTPConnection) -> Context:
    ctx: Context = conn.app.state.ctx
    return ctx


async def call_thread(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run a long or CPU-heavy call (password hashing, replays) in a worker thread."""
    return await run_in_threadpool(fn, *args, **kwargs)


def client_address(conn: HTTPConnection) -> str:
    """Where the request came from (``X-Forwarded-For`` only from a configured proxy)."""
    ctx = ctx_of(conn)
    return client_address_of(conn.client.host if conn.client else None, conn.headers,
                             frozenset(ctx.config.trusted_proxies))


async def current_user(conn: HTTPConnection) -> UserRow | None:
    ctx = ctx_of(conn)
    return await session_user(ctx, ctx.sessions.parse(conn.cookies.get(SESSION_COOKIE)))


async def session_user(ctx: Context, session: tuple[int, str] | None,
                       socket: bool = False) -> UserRow | None:
    """The user of a parsed session cookie ``(user id, session id)`` while that session is
    live (not logged out, not expired); a table ``socket`` parses its cookie once and asks
    this before each move (``Sessions.cached`` says how recent a check it trusts)."""
    if session is None:
        return None
    uid, sid = session
    hit = ctx.sessions.cached(sid, socket)
    live = hit[0] if hit is not None else await ctx.call(ctx.sessions.check, sid)
    if live != uid:  # revoked (logged out) or expired
        return None
    return ctx.storage.cached_user(uid) or await ctx.call(ctx.storage.get_user, uid)


async def require_user(conn: HTTPConnection) -> UserRow:
    user = await current_user(conn)
    if user is None:
        raise Unauthorized("Sign in first (or play as a guest).")
    return user
