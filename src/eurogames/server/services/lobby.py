"""The lobby: games, creating, joining, leaving and starting tables, seat hand-over."""

from __future__ import annotations

import logging
import secrets
import time
from typing import Any

import eurogames
from eurogames.bots import BOT_KINDS
from eurogames.core import seat_name
from eurogames.core.types import Json

from ..errors import BadRequest, Conflict, Forbidden, TableNotFound
from ..storage import Conflict as StorageConflict
from ..storage import Storage
from ..storage.db import SeatRow, TableRow
from .settings import resolve_settings
from .tables import Tables, table_json

log = logging.getLogger("eurogames.server")

BOT_LEVELS = BOT_KINDS
"""The levels (easy .. expert) and the named baselines (random, greedy, mcts)."""
MODES = ("live", "turn")


def _duration(seconds: float) -> str:
    """A wait as people say it: "40 seconds", "3 minutes", "2 hours"."""
    s = max(1, round(seconds))
    if s < 90:
        return f"{s} second{'s' if s != 1 else ''}"
    if s < 90 * 60:
        return f"{round(s / 60)} minutes"
    return f"{round(s / 3600)} hours"


def games_json() -> list[Json]:
    out = []
    for name in eurogames.games():
        try:
            out.append(eurogames.load(name).info())
        except Exception:
            log.exception("game %s failed to load; left out of the lobby", name)
    return out


class Lobby:
    def __init__(self, storage: Storage, tables: Tables, live_timeout: float,
                 turn_timeout: float) -> None:
        self.storage = storage
        self.tables = tables
        self.live_timeout = live_timeout
        self.turn_timeout = turn_timeout

    def _table(self, table_id: int) -> TableRow:
        t = self.storage.get_table(table_id)
        if t is None:
            raise TableNotFound(f"There is no table {table_id}.")
        return t

    def _changed(self, table_id: int) -> Json:
        """After a committed change to the row or seats: announce it to the cache, then
        answer with the table as stored."""
        self.tables.forget_meta(table_id)
        return table_json(self._table(table_id))

    def create(self, host_id: int, game_name: Any, players: Any, options: Any, mode: Any,
               seats: Any, settings: Any = None) -> Json:
        """Create a table. ``seats`` lists per seat ``{"kind": "me" | "open" | "bot" |
        "invite", "bot": level, "user": name}``; missing seats are open, and the host
        takes seat 0 unless the list places them elsewhere."""
        if not isinstance(game_name, str) or game_name not in eurogames.games():
            raise BadRequest(f"Unknown game {game_name!r}.")
        game = eurogames.load(game_name)
        if isinstance(players, bool) or not isinstance(players, int):
            raise BadRequest("\"players\" is a whole number.")
        if not isinstance(options, dict):
            raise BadRequest("\"options\" is an object of rules options.")
        try:
            opts = game.resolve_options(players, options)
        except ValueError as e:
            raise BadRequest(str(e)) from None
        if mode not in MODES:
            raise BadRequest("\"mode\" is \"live\" or \"turn\".")
        table_settings = resolve_settings(settings, mode)
        spec = list(seats or [])
        if not isinstance(seats, (list, type(None))) or len(spec) > players:
            raise BadRequest("\"seats\" lists at most one entry per seat.")
        spec += [{"kind": "open"}] * (players - len(spec))
        if not any(isinstance(s, dict) and s.get("kind") == "me" for s in spec):
            if not (isinstance(spec[0], dict) and spec[0].get("kind", "open") == "open"):
                raise BadRequest("Leave a seat for yourself (\"kind\": \"me\").")
            spec[0] = {"kind": "me"}
        rows: list[SeatRow] = []
        me = 0
        for i, s in enumerate(spec):
            if not isinstance(s, dict):
                raise BadRequest("Each seat is an object with a \"kind\".")
            kind = s.get("kind", "open")
            if kind == "me":
                me += 1
                rows.append(SeatRow(i, "human", host_id))
            elif kind == "open":
                rows.append(SeatRow(i, "open"))
            elif kind == "bot":
                level = s.get("bot", "medium")
                if level not in BOT_LEVELS:
                    raise BadRequest(f"A bot's level is one of {', '.join(BOT_LEVELS)}.")
                rows.append(SeatRow(i, "bot", None, level))
            elif kind == "invite":
                u = self.storage.get_user_by_name(str(s.get("user", "")))
                if u is None:
                    raise BadRequest(f"There is no player called {s.get('user')!r}.")
                if u.id == host_id:
                    raise BadRequest("You cannot invite yourself; take a seat instead.")
                rows.append(SeatRow(i, "invited", u.id))
            else:
                raise BadRequest(f"Unknown seat kind {kind!r}.")
        if me != 1:
            raise BadRequest("The host takes exactly one seat.")
        if len({r.user_id for r in rows if r.user_id is not None}) != sum(r.user_id is not None for r in rows):
            raise BadRequest("A player takes one seat only.")
        tid = self.storage.create_table(game_name, players, opts, secrets.randbits(62), mode,
                                        host_id, rows, table_settings)
        return table_json(self._table(tid))

    def join(self, table_id: int, user_id: int, seat: int | None = None) -> Json:
        t = self._table(table_id)
        if t.status != "waiting":
            raise Conflict("The game has already started.")
        if any(s.user_id == user_id and s.kind == "human" for s in t.seats):
            raise Conflict("You already hold a seat at this table.")
        candidates = [s for s in t.seats if (s.kind == "invited" and s.user_id == user_id)]
        candidates += [s for s in t.seats if s.kind == "open"]
        if seat is not None:
            candidates = [s for s in candidates if s.seat == seat]
        for s in candidates:
            try:
                ok = self.storage.set_seat(table_id, s.seat, "human", user_id, None,
                                           expect_kind=(s.kind,),
                                           expect_user=s.user_id if s.kind == "invited" else None)
            except StorageConflict:  # a racing join of the same account won
                raise Conflict("You already hold a seat at this table.") from None
            if ok:
                return self._changed(table_id)
        raise Conflict("There is no free seat for you at this table.")

    def leave(self, table_id: int, user_id: int) -> Json:
        """Before the start: free the seat. After it: a bot takes the seat over."""
        t = self._table(table_id)
        mine = [s for s in t.seats if s.user_id == user_id and s.kind == "human"]
        if not mine:
            raise Conflict("You hold no seat at this table.")
        s = mine[0]
        if t.status == "waiting":
            if t.host_id == user_id:
                raise Conflict("The host cannot leave a table before it starts.")
            self.storage.set_seat(table_id, s.seat, "open", None, None, expect_user=user_id)
        elif t.status == "playing":
            self.storage.set_seat(table_id, s.seat, "bot", None, "medium", expect_user=user_id,
                                  expect_status=("playing",))
        else:
            raise Conflict("The game is over.")
        return self._changed(table_id)

    def start(self, table_id: int, user_id: int) -> Json:
        t = self._table(table_id)
        if t.host_id != user_id:
            raise Forbidden("Only the host starts the table.")
        if t.status != "waiting":
            raise Conflict("The table has already started.")
        missing = [s.seat for s in t.seats if s.kind in ("open", "invited")]
        if missing:
            raise Conflict(f"Seats {missing} are still empty: wait for players or give them to bots.")
        state = eurogames.load(t.game).new(t.players, t.seed, t.options)
        if not self.storage.set_status(table_id, "playing", "waiting", active=state.active_players()):
            raise Conflict("The table has already started.")
        return self._changed(table_id)

    def set_bot(self, table_id: int, user_id: int, seat: int, level: str = "medium") -> Json:
        """Give a seat to a bot: an empty seat before the start (host), one's own seat,
        or, after the start, a silent seat past its deadline (host)."""
        if level not in BOT_LEVELS:
            raise BadRequest(f"A bot's level is one of {', '.join(BOT_LEVELS)}.")
        t = self._table(table_id)
        target = next((s for s in t.seats if s.seat == seat), None)
        if target is None:
            raise BadRequest(f"There is no seat index {seat}.")
        own = target.user_id == user_id and target.kind == "human"
        if t.status == "waiting":
            if not (t.host_id == user_id and target.kind in ("open", "invited", "bot")):
                raise Forbidden("Before the start, the host fills empty seats with bots.")
            ok = self.storage.set_seat(table_id, seat, "bot", None, level, expect_kind=(target.kind,))
        elif t.status != "playing":
            raise Conflict("The game is over.")
        elif own:
            ok = self.storage.set_seat(table_id, seat, "bot", None, level, expect_kind=("human",),
                                       expect_user=user_id, expect_status=("playing",))
        else:
            if t.host_id != user_id:
                raise Forbidden("Only the host or the seat's player hands a seat to a bot.")
            if target.kind != "human" or target.user_id is None:
                raise Conflict("That seat is not played by a person.")
            limit = self.deadline(t.mode)
            quiet_since = time.time() - limit
            if seat not in t.active:
                raise Conflict(f"It is not {seat_name(seat)}'s turn: only a seat to move may be "
                               "handed to a bot.")
            if t.updated_at >= quiet_since:
                wait = _duration(t.updated_at + limit - time.time())
                raise Conflict(f"{seat_name(seat)} still has {wait} to move; after that you may "
                               "hand the seat to a bot.")
            ok = bool(self.storage.seats_to_bots(table_id, {seat: target.user_id}, level,
                                                 quiet_since))
        if not ok:
            raise Conflict("The seat changed meanwhile; look again.")
        return self._changed(table_id)

    def handover_at(self, t: TableRow) -> float | None:
        """When the host may hand the seats to move to a bot (epoch seconds), if playing."""
        return t.updated_at + self.deadline(t.mode) if t.status == "playing" else None

    def deadline(self, mode: str) -> float:
        """Seconds a seat to move may stay silent, counted from the table's last change
        (a move, a seat or status change), before it may be handed to a bot."""
        return self.live_timeout if mode == "live" else self.turn_timeout

    def expire_seats(self, now: float) -> list[int]:
        """Turn-based tables: hand every seat to move that stayed silent past the deadline to
        a bot, as the host may do by hand; the server's sweep calls this, so such a table
        goes on without a visitor. Returns the tables changed (announce them)."""
        quiet_since = now - self.turn_timeout
        changed = []
        for t in self.storage.tables_in_play(quiet_since=quiet_since, mode="turn"):
            silent = {s.seat: s.user_id for s in t.seats
                      if s.kind == "human" and s.seat in t.active and s.user_id is not None}
            if silent and self.storage.seats_to_bots(t.id, silent, "medium", quiet_since):
                self.tables.forget_meta(t.id)
                changed.append(t.id)
        return changed

    def open_tables(self) -> list[Json]:
        return [table_json(t) for t in self.storage.list_tables(["waiting", "playing"])]

    def finished_tables(self) -> list[Json]:
        return [table_json(t) for t in self.storage.list_tables(["finished"], limit=30)]

    def my_tables(self, user_id: int) -> Json:
        out: Json = {"waiting": [], "my_turn": [], "playing": [], "finished": []}
        for t in self.storage.list_user_tables(user_id):
            j = table_json(t)
            if t.status == "waiting":
                out["waiting"].append(j)
            elif t.status == "finished":
                out["finished"].append(j)
            else:
                seat = next((s.seat for s in t.seats if s.user_id == user_id and s.kind == "human"), None)
                out["my_turn" if seat is not None and seat in t.active else "playing"].append(j)
        return out
