"""Storage: migrations, the unique move number across processes, no lost moves."""

from __future__ import annotations

import json
import threading
import time

import pytest
from eg_server_helpers import pg_admin_url
from sqlalchemy import inspect

from eurogames.core import Rng
from eurogames.server.errors import ServiceError
from eurogames.server.services.lobby import Lobby
from eurogames.server.services.tables import Tables
from eurogames.server.storage import Conflict, Storage, run_migrations


def test_migrations_create_the_schema_and_rerun_cleanly(database_url):
    run_migrations(database_url)  # already at head: nothing to do, no error
    st = Storage(database_url)
    names = set(inspect(st.engine).get_table_names())
    st.close()
    assert {"users", "tables", "seats", "moves", "alembic_version"} <= names


def _started_table(st: Storage) -> tuple[int, int, int]:
    a = st.create_user("alice", None, False)
    b = st.create_user("bob", None, False)
    lobby = Lobby(st, Tables(st), 60, 60)
    t = lobby.create(a.id, "toy", 2, {}, "live", [{"kind": "me"}])
    lobby.join(t["id"], b.id)
    lobby.start(t["id"], a.id)
    return t["id"], a.id, b.id


def test_racing_submissions_from_two_processes_land_once(database_url):
    """Two Tables services (as in two server processes) race for one move number."""
    st1, st2 = Storage(database_url), Storage(database_url)
    tid, alice, _ = _started_table(st1)
    procs = [Tables(st1), Tables(st2)]
    legal = procs[0].live(tid).state.legal_actions(0)
    procs[1].live(tid)
    barrier = threading.Barrier(2)
    results: list[object] = [None, None]

    def go(i: int) -> None:
        barrier.wait()
        try:
            results[i] = procs[i].submit(tid, alice, legal[i].to_json(), 0)
        except ServiceError as e:
            results[i] = e

    threads = [threading.Thread(target=go, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    landed = [r for r in results if not isinstance(r, ServiceError)]
    refused = [r for r in results if isinstance(r, ServiceError)]
    assert len(landed) == 1 and len(refused) == 1
    assert refused[0].code == "stale_move"
    assert len(st1.moves_from(tid, 0)) == 1
    # both processes agree on the position afterwards
    for p in procs:
        assert p.live(tid).state.move_number == 1
        assert p.live(tid).state.to_json() == procs[0].live(tid).state.to_json()
    st1.close(), st2.close()


def test_a_cold_process_rebuilds_every_table_from_its_moves(database_url):
    st = Storage(database_url)
    tid, alice, bob = _started_table(st)
    tables = Tables(st)
    users = {0: alice, 1: bob}
    for _ in range(6):
        state = tables.live(tid).state
        if state.is_over():
            break
        seat = state.active_players()[0]
        tables.submit(tid, users[seat], state.legal_actions(seat)[0].to_json(), state.move_number)
    cold = Tables(Storage(database_url))
    assert cold.live(tid).state.to_json() == tables.live(tid).state.to_json()
    assert len(cold.live(tid).moves) == tables.live(tid).state.move_number
    st.close()


def test_a_move_that_no_longer_follows_the_table_stores_nothing(database_url):
    """``append_move`` writes the move and the table row together or not at all: a move
    whose number is not the table's count (an undo shortened it meanwhile) is refused and
    leaves both as they were."""
    st = Storage(database_url)
    tid, _, _ = _started_table(st)
    st.append_move(tid, 0, 0, {"x": 1}, [0], [], False, [1], None)
    try:
        st.append_move(tid, 2, 1, {"x": 2}, [1], [], False, [0], None)  # the table is at move 1
    except Conflict:
        pass
    else:
        raise AssertionError("a move past the table's count was stored")
    with pytest.raises(Conflict):  # a taken number: the row's update must not land either
        st.append_move(tid, 0, 0, {"x": 3}, [0], [], False, [1], {"scores": []})
    assert [m.number for m in st.moves_from(tid, 0)] == [0]
    t = st.get_table(tid)
    assert (t.move_count, t.active, t.status, t.result) == (1, [1], "playing", None)
    st.close()


def test_pooled_connections_the_server_ended_are_replaced(database_url):
    """PostgreSQL: connections in the pool that the server ended (a restart, an
    administrator) are noticed at check-out and replaced, without a ping per check-out:
    the next move and read work."""
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    import psycopg
    st = Storage(database_url)
    tid, _, _ = _started_table(st)
    held = [st.engine.connect() for _ in range(3)]  # fill the pool with idle connections
    for c in held:
        c.close()
    name = database_url.rsplit("/", 1)[1]
    with psycopg.connect(pg_admin_url(), autocommit=True) as admin:
        ended = admin.execute("SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity "
                              "WHERE datname = %s AND pid <> pg_backend_pid()", (name,)).fetchall()
        assert ended and all(ok for (_, ok) in ended)
        # pg_terminate_backend only signals the backends: wait until they have exited (and so
        # closed their sockets), else the check-out check may run before the end reaches us
        # (a window of milliseconds, seen once in the compiled pass).
        pids = [pid for (pid, _) in ended]
        deadline = time.monotonic() + 10
        while admin.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = ANY(%s)",
                            (pids,)).fetchone()[0]:
            assert time.monotonic() < deadline, "the ended backends did not exit"
            time.sleep(0.01)
    st.append_move(tid, 0, 0, {"x": 1}, [0], [], False, [1], None)
    assert [m.number for m in st.moves_from(tid, 0)] == [0]
    assert st.get_table(tid).move_count == 1
    st.close()


def test_the_check_out_check_reads_descriptors_past_1024() -> None:
    """A server with thousands of sockets gives its database connections descriptors past
    ``select``'s limit: the check-out check must still see a closed peer."""
    import os
    import resource
    import socket

    from eurogames.server.storage.db import _readable
    if resource.getrlimit(resource.RLIMIT_NOFILE)[0] < 1200:
        pytest.skip("the open-file limit is below 1200")
    a, b = socket.socketpair()
    fds = [os.dup(a.fileno()) for _ in range(1100)]
    try:
        assert fds[-1] >= 1024 and not _readable(fds[-1])
        b.close()  # the peer ends the connection: end of file to read
        assert _readable(fds[-1])
    finally:
        for fd in fds:
            os.close(fd)
        a.close()


def test_stored_options_the_old_checks_accepted_are_restated_and_the_tables_load(raw_database):
    """Tables stored before the stricter option checks (2026-11-28) still load after the
    ``options02`` migration, with the meaning they were played with: a card-game start seat
    beyond the table is taken modulo the players (as the engine always did), ``True`` for a
    seat is seat 1, ``1`` for a flag is ``True``; a value that matches no choice is left alone."""
    from alembic import command
    from sqlalchemy import create_engine, text

    import eurogames
    from eurogames.server.storage.migrate import alembic_config

    engine = create_engine(raw_database)
    with engine.begin() as conn:
        cfg = alembic_config(raw_database)
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "harden01")
        conn.execute(text("INSERT INTO users (id, username, is_guest, created_at) VALUES (1, 'alice', false, 0)"))
        rows = [
            ("burgundy_card_game", 2, {"start_player": 3}),
            ("burgundy_card_game", 3, {"start_player": True, "solo_start_card_vp": 0}),
            ("burgundy_card_game", 1, {"start_player": 2}),
            ("castles_of_burgundy", 2, {"board": True}),
            ("orleans", 2, {"exclusion": 1, "edition": "2019"}),
            ("white_castle", 2, {"taken_card_action": "maybe"}),
        ]
        for i, (game, players, options) in enumerate(rows, start=1):
            conn.execute(text(
                "INSERT INTO tables (id, game, players, options, seed, mode, status, host_id, created_at, "
                "updated_at, move_count, active) VALUES (:id, :g, :p, :o, 7, 'live', 'playing', 1, 0, 0, 0, '[]')"),
                {"id": i, "g": game, "p": players, "o": json.dumps(options)})
    engine.dispose()
    card = eurogames.load("burgundy_card_game")
    with pytest.raises(ValueError, match="start_player"):
        card.new(2, 7, rows[0][2])                           # what loading did before

    run_migrations(raw_database)

    st = Storage(raw_database)
    got = {i: st.get_table(i).options for i in range(1, len(rows) + 1)}
    st.close()
    assert got[1] == {"start_player": 1}
    assert got[2] == {"start_player": 1, "solo_start_card_vp": False}
    assert type(got[2]["start_player"]) is int and got[2]["solo_start_card_vp"] is False
    assert got[3] == {"start_player": 0}
    assert got[4] == {"board": 1} and type(got[4]["board"]) is int
    assert got[5] == {"exclusion": True, "edition": "2019"} and got[5]["exclusion"] is True
    assert got[6] == {"taken_card_action": "maybe"}          # matched no choice: not ours to guess
    for i, (game, players, _) in enumerate(rows[:5], start=1):
        eurogames.load(game).new(players, 7, got[i])         # loads now
    # the card game plays as its engine played the old value (seat 3 at two players: seat 1)
    old = card._new(2, {**card.resolve_options(2, {}), "start_player": 3}, Rng(7))
    new = card.new(2, 7, got[1])
    assert old.options["start_player"] == 3 and new.options["start_player"] == 1
    assert {**old.to_json(), "options": None} == {**new.to_json(), "options": None}
