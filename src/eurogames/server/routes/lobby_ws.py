"""The lobby socket: tells open lobbies that the table lists changed, so they update live.

Server to client only: ``{"type": "tables"}`` when a table was created, a seat taken or
left, a game started or finished, or (at most every few seconds) moves were made. The
client then fetches the lists it shows (``GET /api/tables``, ``/api/tables/mine``),
which apply its own permissions; the socket carries no table data.
"""

from __future__ import annotations

import asyncio
import contextlib
import time

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from ..pubsub import EVERY_TABLE, LOBBY_IGNORES
from .deps import ctx_of
from .ws import _same_origin

router = APIRouter()

MOVES_EVERY = 3.0
"""Seconds between two notices caused by moves alone (a running table moves often)."""
SETTLE = 0.3
"""A burst of messages becomes one notice after this quiet time."""


@router.websocket("/ws/lobby")
async def lobby_socket(ws: WebSocket) -> None:
    ctx = ctx_of(ws)
    if not _same_origin(ws):
        await ws.close(code=4403, reason="cross-site socket refused")
        return
    await ws.accept()
    queue = ctx.pubsub.subscribe(EVERY_TABLE)
    last_moves = 0.0

    async def notices() -> None:
        nonlocal last_moves
        while True:
            kinds = {(await queue.get()).get("kind")}
            if kinds <= LOBBY_IGNORES:
                continue
            await asyncio.sleep(SETTLE)
            while not queue.empty():
                kinds.add(queue.get_nowait().get("kind"))
            kinds -= LOBBY_IGNORES
            if kinds == {"move"}:  # moves alone: one notice every MOVES_EVERY at most
                wait = last_moves + MOVES_EVERY - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                    while not queue.empty():
                        queue.get_nowait()
                last_moves = time.monotonic()
            await ws.send_json({"type": "tables"})

    async def reader() -> None:
        while True:  # the client sends nothing; this notices that it went away
            await ws.receive_text()

    tasks = [asyncio.create_task(notices()), asyncio.create_task(reader())]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    except WebSocketDisconnect:
        pass
    finally:
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, WebSocketDisconnect, RuntimeError):
                await t
        ctx.pubsub.unsubscribe(EVERY_TABLE, queue)
