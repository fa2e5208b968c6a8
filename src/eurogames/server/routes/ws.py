"""The table socket: live play and live updates.

Client to server: ``{"type": "move", "action": ..., "move_number": n, "id": ...}``
or ``{"type": "sync"}``. Server to client: ``{"type": "state", ...}`` (the seat's
view, legal actions and the new log lines), ``{"type": "ack", "id", "move_number"}``,
``{"type": "error", "id", "code", "message"}``, ``{"type": "chat", "line"}`` and
``{"type": "bot", "seat", "level", "move_number", "seconds", "full", "busy"}`` (a seat's bot
started thinking for at most ``seconds`` of its level's ``full``; ``busy``: shortened because
many tables' bots are thinking, ``services/bots.py``). A reconnecting client gets the full
state and log again, so it resumes exactly; if a bot is thinking, that bot's notice follows.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any
from urllib.parse import urlsplit

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from ...core.jsontext import dumps
from ..auth import SESSION_COOKIE
from ..errors import ServiceError
from ..services.extra import table_extra
from .deps import ctx_of, session_user

router = APIRouter()
log = logging.getLogger("eurogames.server")

MAX_MESSAGE = 64 * 1024


def _same_origin(ws: WebSocket) -> bool:
    origin = ws.headers.get("origin")
    if not origin:
        return True  # not a browser: cookies are not sent across sites without one
    return urlsplit(origin).netloc == ws.headers.get("host")


@router.websocket("/ws/tables/{table_id}")
async def table_socket(ws: WebSocket, table_id: int) -> None:
    ctx = ctx_of(ws)
    # Refusals accept first, then close with their code: closed before the handshake,
    # the client would only see an HTTP 403 and never the reason.
    if not _same_origin(ws):
        await ws.accept()
        await ws.close(code=4403, reason="cross-site socket refused")
        return
    session = ctx.sessions.parse(ws.cookies.get(SESSION_COOKIE))  # once: a socket keeps its cookie
    user = await session_user(ctx, session)
    uid = user.id if user else None
    try:  # does the table exist?
        ctx.tables.peek(table_id) or await ctx.call(ctx.tables.live, table_id)
    except ServiceError as e:
        await ws.accept()
        await ws.close(code=4404, reason=e.message[:120])
        return
    await ws.accept()
    queue = ctx.pubsub.subscribe(table_id)
    sent = 0
    send_lock = asyncio.Lock()

    async def push(full: bool = False, at_least: int | None = None) -> None:
        """Send this connection's state; ``at_least=None`` re-reads storage first (the row
        too: an announcement from another process may not have arrived yet)."""
        nonlocal sent
        if at_least is None:
            lv = await ctx.call(ctx.tables.live, table_id, True)
        else:
            lv = ctx.tables.peek(table_id, at_least) or await ctx.call(ctx.tables.current, table_id, at_least)
        text, sent = ctx.tables.payload_text(lv, uid, 0 if full else sent,
                                             handover_at=ctx.lobby.handover_at(lv.table),
                                             server_time=time.time())
        async with send_lock:
            await ws.send_text(text)

    async def reader() -> None:
        while True:
            frame = await ws.receive()
            if frame["type"] == "websocket.disconnect":
                raise WebSocketDisconnect(frame.get("code", 1000))
            text = frame.get("text")
            if text is None:  # a binary frame: this protocol is JSON text only
                await ws.close(code=1003, reason="send JSON text frames")
                return
            msg: Any
            try:
                msg = json.loads(text) if len(text) <= MAX_MESSAGE else None
            except (ValueError, RecursionError):  # not JSON, or nested too deeply
                msg = None
            if not isinstance(msg, dict):
                await reply({"type": "error", "id": None, "code": "bad_request",
                             "message": "Send a JSON object such as {\"type\": \"move\", ...}."})
                continue
            mid = msg.get("id")
            kind = msg.get("type", "move")
            if kind == "sync":
                await push(full=True, at_least=None)
                continue
            if kind not in ("move", "undo", "chat"):
                await reply({"type": "error", "id": mid, "code": "bad_request",
                             "message": f"Unknown message type {kind!r}."})
                continue
            if uid is None or await session_user(ctx, session, socket=True) is None:  # logged out since
                await reply({"type": "error", "id": mid, "code": "unauthorized",
                             "message": "Sign in to play."})
                continue
            try:
                if kind != "move":  # undo, chat: services/undo.py, services/chat.py
                    await reply({"type": "ack", "id": mid, **await table_extra(ctx, kind, table_id, uid, msg)})
                    continue
                res = await ctx.call(ctx.tables.submit, table_id, uid, msg.get("action"),
                                 msg.get("move_number"))
            except (WebSocketDisconnect, asyncio.CancelledError):
                raise
            except Exception as e:
                if not isinstance(e, ServiceError):
                    log.exception("table %s: move failed", table_id)
                    e = ServiceError("Something went wrong on the server; the table is unchanged.")
                    e.code = "internal"
                await reply({"type": "error", "id": mid, "code": e.code, "message": e.message})
                if e.code == "stale_move":
                    await push()
                continue
            await reply({"type": "ack", "id": mid, "move_number": res.number + 1})
            await ctx.moved(res)

    async def reply(msg: dict[str, Any]) -> None:
        async with send_lock:
            await ws.send_text(dumps(msg))

    async def passed_on(m: dict[str, Any]) -> bool:
        """Send a message that goes out as it is (a chat line, services/chat.py; a bot's
        thinking notice, services/bots.py); False for the others."""
        if m.get("kind") == "chat":
            await reply({"type": "chat", "line": m["chat"]})
        elif m.get("kind") == "bot":
            await reply({"type": "bot", **m["bot"]})
        else:
            return False
        return True

    async def writer() -> None:
        while True:
            msg = await queue.get()
            if await passed_on(msg):
                continue
            kinds = {msg.get("kind")}
            at_least = int(msg.get("move_number") or 0)
            while not queue.empty():  # coalesce a burst into one update
                m = queue.get_nowait()
                if await passed_on(m):
                    continue
                kinds.add(m.get("kind"))
                at_least = max(at_least, int(m.get("move_number") or 0))
            # after an outage of the cross-process messages: reload from storage
            await push(full=kinds != {"move"}, at_least=None if "resync" in kinds else at_least)

    try:
        await push(full=True, at_least=None)  # what is stored, wherever it was changed
        note = ctx.pubsub.thinking.get(table_id)
        if note is not None:  # a bot is thinking: say so now, not from its next decision
            await passed_on(note)
        tasks = [asyncio.create_task(reader()), asyncio.create_task(writer())]
        done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for t in pending:
            t.cancel()
        for t in done:
            exc = t.exception()
            if exc is not None and not isinstance(exc, (WebSocketDisconnect, RuntimeError)):
                log.warning("table socket %s: %r", table_id, exc)
    except WebSocketDisconnect:
        pass
    finally:
        ctx.pubsub.unsubscribe(table_id, queue)
