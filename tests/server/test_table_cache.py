"""The cached table row: a seat change is never hidden by a load that raced with it.

A load of the table row that read storage before a seat change committed, and
published its result after the change was announced, used to leave the old seats
in the cache for good (the announcement found nothing to invalidate). These tests
interleave the two steps directly instead of hoping the race shows.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from eg_server_helpers import make_config

from eurogames.server.context import Context
from eurogames.server.services.lobby import Lobby
from eurogames.server.services.tables import Tables
from eurogames.server.storage import Storage


class Gate:
    """Hold the next ``get_table`` of one table after it read storage, until released."""

    def __init__(self, storage: Storage, table_id: int) -> None:
        self.read = threading.Event()
        self.go = threading.Event()
        self.armed = False
        real = storage.get_table

        def get_table(tid: int) -> Any:
            row = real(tid)
            if self.armed and tid == table_id:
                self.armed = False
                self.read.set()
                assert self.go.wait(10), "the test never released the held read"
            return row
        storage.get_table = get_table  # type: ignore[method-assign]


def _two_seat_table(storage: Storage) -> tuple[int, int, int]:
    """A started table for alice and bob, set up through a lobby of its own (as another
    process would), so nothing of it is in the cache under test yet."""
    lobby = Lobby(storage, Tables(storage), 60, 60)
    a = storage.create_user("alice", None, False)
    b = storage.create_user("bob", None, False)
    tid = lobby.create(a.id, "toy", 2, {}, "live", [{"kind": "me"}])["id"]
    lobby.join(tid, b.id)
    lobby.start(tid, a.id)
    return tid, a.id, b.id


def test_a_load_that_read_before_a_leave_does_not_hide_it(database_url):
    st = Storage(database_url)
    tables = Tables(st)
    lobby = Lobby(st, tables, 60, 60)
    tid, _alice, bob = _two_seat_table(st)
    gate = Gate(st, tid)
    gate.armed = True
    loader = threading.Thread(target=tables.live, args=(tid,))
    loader.start()
    assert gate.read.wait(10)  # the loader holds the row as it was before the leave
    left = lobby.leave(tid, bob)
    assert left["seats"][1]["kind"] == "bot"
    gate.go.set()  # ... and publishes it only after the leave has committed and announced it
    loader.join(10)
    assert [s.kind for s in tables.live(tid).table.seats] == ["human", "bot"]
    st.close()


def test_a_remote_seat_change_during_a_load_is_not_lost(database_url):
    """Another process changes a seat and announces it while this one is loading."""
    st, other = Storage(database_url), Storage(database_url)
    tables = Tables(st)
    tid, _alice, bob = _two_seat_table(st)
    tables.live(tid)  # cached, then marked stale by an earlier announcement
    tables.on_message({"table": tid, "kind": "seats"})
    gate = Gate(st, tid)
    gate.armed = True
    loader = threading.Thread(target=tables.live, args=(tid,))
    loader.start()
    assert gate.read.wait(10)
    Lobby(other, Tables(other), 60, 60).leave(tid, bob)
    tables.on_message({"table": tid, "kind": "seats"})  # as the pub/sub hook does
    gate.go.set()
    loader.join(10)
    assert [s.kind for s in tables.live(tid).table.seats] == ["human", "bot"]
    st.close(), other.close()


def test_a_reader_never_takes_the_old_row_for_current_while_it_reloads(database_url):
    """After a change is announced, the cache-only readers (``peek``, ``current``) must not
    hand out the old row while another thread is still reloading it."""
    st, other = Storage(database_url), Storage(database_url)
    tables = Tables(st)
    tid, _alice, bob = _two_seat_table(st)
    tables.live(tid)
    Lobby(other, Tables(other), 60, 60).leave(tid, bob)
    tables.on_message({"table": tid, "kind": "seats"})
    gate = Gate(st, tid)
    gate.armed = True
    loader = threading.Thread(target=tables.live, args=(tid,))
    loader.start()
    assert gate.read.wait(10)  # the reload has read the new row but not published it yet
    peeked = tables.peek(tid)
    assert peeked is None or [s.kind for s in peeked.table.seats] == ["human", "bot"]
    gate.go.set()
    loader.join(10)
    assert [s.kind for s in tables.current(tid).table.seats] == ["human", "bot"]
    st.close(), other.close()


def test_the_bot_takes_a_left_seat_at_once_even_if_its_runner_raced_the_leave(database_url):
    """The bot runner's load reads the seats before the leave commits; the bot must still
    move for the left seat without any later event."""

    async def scenario() -> None:
        ctx = Context(make_config(database_url))
        await ctx.start()
        try:
            tid, _alice, bob = _two_seat_table(ctx.storage)
            gate = Gate(ctx.storage, tid)
            gate.armed = True
            ctx.bots.kick(tid)  # as after the start: the runner loads the table
            loop = asyncio.get_running_loop()
            assert await loop.run_in_executor(None, gate.read.wait, 10)
            ctx.lobby.leave(tid, bob)
            await ctx.changed(tid)  # what the route does after a leave: announce, kick the bots
            gate.go.set()
            for _ in range(400):  # toy round 1: both seats bid, so the bot's seat is active
                if any(m.seat == 1 for m in ctx.storage.moves_from(tid, 0)):
                    break
                await asyncio.sleep(0.025)
            moves = ctx.storage.moves_from(tid, 0)
            assert [(m.seat, m.by_bot) for m in moves] == [(1, True)]
        finally:
            await ctx.stop()

    asyncio.run(scenario())


def test_a_seat_change_announced_by_another_process_starts_the_bot_here(database_url):
    """Bob leaves through another server process; this one hears of it over pub/sub, and
    its own bot runner moves for the new bot seat."""

    async def scenario() -> None:
        ctx = Context(make_config(database_url))
        await ctx.start()
        try:
            tid, _alice, bob = _two_seat_table(ctx.storage)
            ctx.tables.live(tid)  # this process has the table cached with bob in his seat
            Lobby(Storage(database_url), Tables(ctx.storage), 60, 60).leave(tid, bob)
            # a message this process published itself is skipped (it told its cache directly)
            await ctx.pubsub.publish({"table": tid, "kind": "seats"})
            assert ctx.tables.peek(tid).table.seats[1].kind == "human"
            ctx.pubsub._deliver({"table": tid, "kind": "seats", "from": "another-process"})
            for _ in range(400):
                if ctx.storage.moves_from(tid, 0):
                    break
                await asyncio.sleep(0.025)
            assert [(m.seat, m.by_bot) for m in ctx.storage.moves_from(tid, 0)] == [(1, True)]
        finally:
            await ctx.stop()

    asyncio.run(scenario())


def test_finished_tables_leave_the_cache_first_and_reload_whole(database_url, monkeypatch):
    from eurogames.server.services import tables as tables_module
    monkeypatch.setattr(tables_module, "FINISHED_KEPT", 2)
    st = Storage(database_url)
    tables = Tables(st)
    lobby = Lobby(st, tables, 60, 60)
    a = st.create_user("alice", None, False)
    b = st.create_user("bob", None, False)
    finished = []
    for _ in range(3):
        tid = lobby.create(a.id, "toy", 2, {}, "live", [{"kind": "me"}])["id"]
        lobby.join(tid, b.id)
        lobby.start(tid, a.id)
        live = tables.live(tid)
        while not live.state.is_over():
            seat = live.state.active_players()[0]
            action = live.state.legal_actions(seat)[0]
            tables.submit(tid, (a, b)[seat].id, action.to_json(), live.state.move_number)
        finished.append((tid, tables.payload(live, a.id)))
    playing = lobby.create(a.id, "toy", 2, {}, "live", [{"kind": "me"}])["id"]
    lobby.join(playing, b.id)
    lobby.start(playing, a.id)
    tables.live(playing)
    assert tables.peek(finished[0][0]) is None  # the oldest finished table left
    assert all(tables.peek(t) is not None for t, _ in finished[1:]) and tables.peek(playing)
    first, payload = finished[0]
    again = tables.payload(tables.live(first), a.id)
    assert again == payload  # reloaded from storage, whole
    st.close()


def test_a_new_socket_and_a_sync_show_what_is_stored_before_any_announcement(app, client_factory):
    """Another process starts the table; its announcement has not arrived here yet. A socket
    opened now, and a ``sync`` on one already open, still show the started table: what a
    player opens is what is stored (the cache is only trusted between announcements for
    the messages that follow)."""
    import json

    from eg_server_helpers import recv_until, signup

    a, b = client_factory(), client_factory()
    signup(a, "alice"), signup(b, "bob")
    tid = a.ok("POST", "/api/tables", json={"game": "toy", "players": 2})["table"]["id"]
    b.ok("POST", f"/api/tables/{tid}/join", json={})
    database_url = app.state.ctx.config.database_url
    with a.websocket_connect(f"/ws/tables/{tid}") as wa:
        assert recv_until(wa, "state")["table"]["status"] == "waiting"  # cached here, waiting
        other = Storage(database_url)  # another process, whose news never reaches this one
        Lobby(other, Tables(other), 60, 60).start(tid, other.get_table(tid).host_id)
        assert app.state.ctx.tables.live(tid).table.status == "waiting"  # the cache is behind
        with b.websocket_connect(f"/ws/tables/{tid}") as wb:
            first = recv_until(wb, "state")
            assert first["table"]["status"] == "playing" and first["seat"] == 1
            assert first["tv"]["view"]["hand"] == app.state.ctx.tables.peek(tid).state.hands[1]
        wa.send_text(json.dumps({"type": "sync"}))
        synced = recv_until(wa, "state")
        assert synced["table"]["status"] == "playing" and synced["legal"]
