"""The online table: an ASGI app (FastAPI on uvicorn) around the engines.

Run it::

    eurogames serve                                   # SQLite file ./eurogames.sqlite3
    eurogames serve --database postgresql://user@host/db --redis redis://host:6379/0 --port 8001

Start-up runs the Alembic migrations shipped in ``storage/migrations`` and prints
the address to open. Several processes may serve one deployment: give them the
same PostgreSQL database, the same ``--redis`` and the same ``EUROGAMES_SECRET``
(session cookies are signed with it; by default it is kept in ``./.eurogames-secret``).

Layers, as in style.md ("a thin server"):

- ``routes/`` parse, authenticate, call one service and serialize (``api.py``: REST,
  described by ``/openapi.json``; ``ws.py``: the table socket);
- ``services/`` hold the use cases: ``accounts`` (argon2, guests), ``lobby`` (create,
  join, leave, start, hand a seat to a bot), ``tables`` (the cached state per table,
  ``submit``, per-seat payloads, replays), ``bots`` (bot seats, off the event loop);
- ``storage/`` is the only package that imports SQLAlchemy. A table *is* its game
  record: the table row (game, players, options, seed), its seats and the
  append-only ``moves`` list keyed by (table, move number), so two racing moves
  cannot both land, also across processes;
- ``pubsub.py`` carries "table N changed" between connections (in-process, or Redis);
  receivers reload from storage, so nothing secret crosses the broker;
- ``context.py`` wires them together and runs the sweep (``Config.sweep_interval``): seats
  of turn-based tables silent past their deadline go to bots, and waiting bot seats are
  started again, so a table goes on with nobody looking at it;
- ``errors.py`` holds the domain errors; ``app.py`` turns them into JSON
  ``{"error": code, "message": sentence}`` with a status, and the socket sends them
  as ``{"type": "error", ...}``.

The table socket (``/ws/tables/{id}``): the client sends ``{"type": "move", "action":
<JSON or notation>, "move_number": n, "id": any}``; the server answers ``ack`` (after
the commit) or ``error`` and pushes every connection its own ``state``: the table,
the seat, ``tv`` (``State.table_view(seat)``), the legal actions with their
notation and a sentence in English and Japanese, and the log lines that seat may
see. A move whose number is behind the table is refused as stale, except when only
other seats moved meanwhile in a simultaneous phase in which this seat stayed active.
"""
