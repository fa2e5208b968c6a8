"""Shared helpers of the routes: the context, the current user, threads."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from starlette.concurrency import run_in_threadpool
from starlette.requests import HTTPConnection

from ..auth import SESSION_COOKIE
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


async def current_user(conn: HTTPConnection) -> UserRow | None:
    ctx = ctx_of(conn)
    uid = ctx.sessions.load(conn.cookies.get(SESSION_COOKIE))
    if uid is None:
        return None
    return ctx.storage.cached_user(uid) or await ctx.call(ctx.storage.get_user, uid)


async def require_user(conn: HTTPConnection) -> UserRow:
    user = await current_user(conn)
    if user is None:
        raise Unauthorized("Sign in first (or play as a guest).")
    return user
