"""Storage for the table features: take-backs (undo), chat and ratings.

Plain functions over a ``Storage`` (its engine and its write queue), each write one
transaction, like ``db.py``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, insert, select, update

from .db import Storage
from .schema import chat, moves, rating_changes, ratings, tables, undone_moves, users

Json = dict[str, Any]


def undo_moves(st: Storage, table_id: int, first: int, count_now: int, seat: int,
               active_after: list[int]) -> bool:
    """Take back moves ``first .. count_now-1`` of ``seat`` in one transaction: they move to
    the ``undone_moves`` archive and the table's move count goes back to ``first``. Done only
    if the table is being played, still has exactly ``count_now`` moves, and each of those
    moves is ``seat``'s and marked undoable; True if done."""
    now = time.time()
    with st._write() as c:
        if not st._table_is(c, table_id, ("playing",), None):
            return False
        rows = c.execute(select(moves).where(moves.c.table_id == table_id,
                                             moves.c.number >= first)
                         .order_by(moves.c.number)).all()
        if ([r.number for r in rows] != list(range(first, count_now))
                or not all(r.seat == seat and r.undoable for r in rows)):
            return False
        r = c.execute(update(tables).where(tables.c.id == table_id,
                                           tables.c.move_count == count_now)
                      .values(move_count=first, active=active_after, updated_at=now))
        if r.rowcount != 1:
            return False
        c.execute(insert(undone_moves), [
            {"table_id": table_id, "number": m.number, "seat": m.seat, "action": m.action,
             "created_at": m.created_at, "undone_at": now} for m in rows])
        c.execute(delete(moves).where(moves.c.table_id == table_id, moves.c.number >= first))
    return True


def undone_count(st: Storage, table_id: int) -> int:
    with st.engine.connect() as c:
        return len(c.execute(select(undone_moves.c.id)
                             .where(undone_moves.c.table_id == table_id)).all())


# ----- chat ---------------------------------------------------------------------------------

@dataclass
class ChatRow:
    id: int
    user_id: int | None
    username: str | None
    seat: int | None
    move_number: int
    text: str
    created_at: float

    def to_json(self) -> Json:
        return {"id": self.id, "user_id": self.user_id, "user": self.username, "seat": self.seat,
                "move": self.move_number, "text": self.text, "at": self.created_at}


def add_chat(st: Storage, table_id: int, user_id: int, seat: int | None, move_number: int,
             text: str) -> int:
    with st._write() as c:
        r = c.execute(insert(chat).values(table_id=table_id, user_id=user_id, seat=seat,
                                          move_number=move_number, text=text,
                                          created_at=time.time()))
        return int(r.inserted_primary_key[0])


def chat_of(st: Storage, table_id: int, after_id: int = 0, limit: int = 500) -> list[ChatRow]:
    """The table's chat, oldest first (the newest ``limit`` lines after ``after_id``)."""
    q = (select(chat, users.c.username).select_from(chat.outerjoin(users, chat.c.user_id == users.c.id))
         .where(chat.c.table_id == table_id, chat.c.id > after_id)
         .order_by(chat.c.id.desc()).limit(limit))
    with st.engine.connect() as c:
        rows = c.execute(q).all()
    return [ChatRow(r.id, r.user_id, r.username, r.seat, r.move_number, r.text, r.created_at)
            for r in reversed(rows)]


# ----- ratings ------------------------------------------------------------------------------

def get_ratings(st: Storage, game: str, players: list[str]) -> dict[str, tuple[float, int]]:
    with st.engine.connect() as c:
        rs = c.execute(select(ratings).where(ratings.c.game == game,
                                             ratings.c.player.in_(players))).all()
    return {r.player: (r.rating, r.games) for r in rs}


def store_ratings(st: Storage, table_id: int, game: str,
                  changes: dict[str, tuple[float, float]]) -> bool:
    """Record one rated game's changes (player -> (before, after)) once: a second call for the
    same table changes nothing and returns False."""
    now = time.time()
    with st._write() as c:
        done = c.execute(select(rating_changes.c.player)
                         .where(rating_changes.c.table_id == table_id)).first()
        if done is not None:
            return False
        for player, (before, after) in changes.items():
            c.execute(insert(rating_changes).values(table_id=table_id, player=player, game=game,
                                                    before=before, after=after, created_at=now))
            r = c.execute(update(ratings).where(ratings.c.game == game, ratings.c.player == player)
                          .values(rating=after, games=ratings.c.games + 1, updated_at=now))
            if r.rowcount == 0:
                c.execute(insert(ratings).values(game=game, player=player, rating=after, games=1,
                                                 updated_at=now))
    return True


def leaderboard(st: Storage, game: str, limit: int = 50) -> list[tuple[str, float, int]]:
    with st.engine.connect() as c:
        rs = c.execute(select(ratings).where(ratings.c.game == game)
                       .order_by(ratings.c.rating.desc()).limit(limit)).all()
    return [(r.player, r.rating, r.games) for r in rs]


def ratings_of_player(st: Storage, player: str) -> list[tuple[str, float, int]]:
    with st.engine.connect() as c:
        rs = c.execute(select(ratings).where(ratings.c.player == player)
                       .order_by(ratings.c.game)).all()
    return [(r.game, r.rating, r.games) for r in rs]


def rating_changes_of(st: Storage, table_id: int) -> dict[str, tuple[float, float]]:
    with st.engine.connect() as c:
        rs = c.execute(select(rating_changes).where(rating_changes.c.table_id == table_id)).all()
    return {r.player: (r.before, r.after) for r in rs}


def usernames(st: Storage, ids: list[int]) -> dict[int, str]:
    if not ids:
        return {}
    with st.engine.connect() as c:
        rs = c.execute(select(users.c.id, users.c.username).where(users.c.id.in_(ids))).all()
    return {r.id: r.username for r in rs}
