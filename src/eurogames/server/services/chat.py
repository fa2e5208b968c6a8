"""Table chat: stored with the table, for live and turn-based tables, shown in replays.

Players write; spectators read, and write only where the table's ``spectator_chat`` setting
allows. A line is 1..``MAX_LEN`` characters after trimming (control characters removed);
each user may send ``RATE_LINES`` lines per ``RATE_WINDOW`` seconds per table. Text is stored
and sent as it was typed: the client shows it as text, never as markup.
"""

from __future__ import annotations

import threading
import time
import unicodedata
from collections import defaultdict, deque
from typing import Any

from ..errors import BadRequest, Forbidden, RateLimited
from ..storage import features
from .settings import settings_of

MAX_LEN = 300
RATE_LINES = 5
RATE_WINDOW = 10.0


class ChatLimiter:
    """Lines per (table, user) in the last ``RATE_WINDOW`` seconds, per server process."""

    def __init__(self) -> None:
        self.recent: dict[tuple[int, int], deque[float]] = defaultdict(deque)
        self.lock = threading.Lock()

    def check(self, table_id: int, user_id: int, now: float) -> None:
        with self.lock:
            q = self.recent[(table_id, user_id)]
            while q and q[0] <= now - RATE_WINDOW:
                q.popleft()
            if len(q) >= RATE_LINES:
                wait = max(1, int(q[0] + RATE_WINDOW - now + 0.999))
                raise RateLimited(f"Slow down: at most {RATE_LINES} lines in {RATE_WINDOW:g} "
                                  f"seconds (try again in {wait} s).")
            q.append(now)
            if len(self.recent) > 50_000:
                self.recent.clear()


def limiter_of(ctx: Any) -> ChatLimiter:
    lim = getattr(ctx, "chat_limiter", None)
    if lim is None:
        lim = ctx.chat_limiter = ChatLimiter()
    return lim


def clean_text(text: Any) -> str:
    if not isinstance(text, str):
        raise BadRequest("A chat line is text: {\"type\": \"chat\", \"text\": \"...\"}.")
    text = "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch)[0] != "C")
    text = text.strip()
    if not text:
        raise BadRequest("Write something before sending.")
    if len(text) > MAX_LEN:
        raise BadRequest(f"A chat line is at most {MAX_LEN} characters (this one has {len(text)}).")
    return text


def post_chat(ctx: Any, table_id: int, user_id: int, text: Any) -> dict[str, Any]:
    """Store one line from ``user_id`` at the table; returns it as the clients get it.

    Raises:
        TableNotFound, Forbidden (a spectator where spectators only read), BadRequest,
        RateLimited.
    """
    text = clean_text(text)
    live = ctx.tables.live(table_id)
    seat = ctx.tables.seat_of(live, user_id)
    t = live.table
    if seat is None and not settings_of(t.settings)["spectator_chat"] and t.host_id != user_id:
        raise Forbidden("Spectators read the chat at this table but do not write in it.")
    limiter_of(ctx).check(table_id, user_id, time.time())
    move = live.state.move_number if live.state is not None else 0
    line_id = features.add_chat(ctx.storage, table_id, user_id, seat, move, text)
    user = ctx.storage.get_user(user_id)
    return {"id": line_id, "user_id": user_id, "user": user.username if user else None,
            "seat": seat, "move": move, "text": text, "at": time.time()}


def chat_lines(ctx: Any, table_id: int) -> list[dict[str, Any]]:
    ctx.tables.live(table_id)  # raises TableNotFound
    return [r.to_json() for r in features.chat_of(ctx.storage, table_id)]
