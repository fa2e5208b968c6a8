"""What the server's table cache holds for the cyclic garbage collector.

Sets up ``--tables`` Castles of Burgundy tables in a fresh SQLite file (through the lobby,
as the server does), plays ``--moves`` random legal moves at each through
``Tables.submit`` and reports the objects the collector tracks per cached table (its
state, move list and row; sockets not included) and the time of a full collection then.
A full collection walks every tracked object, so with thousands of live tables the
cache's share of it is what the server's long pause (``server/collector.py``) is made of.
A game of The Castles of Burgundy has about 250 moves, so a table is at 125 on average.

    python benchmarks/table_heap.py --tables 500 --moves 125
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import tempfile
import time
from pathlib import Path

from eurogames.server.services.lobby import Lobby
from eurogames.server.services.tables import Tables
from eurogames.server.storage import Storage, run_migrations


def tracked() -> int:
    """Objects the collector tracks once cyclic garbage is gone (twice: a tuple is
    untracked only once what it holds is)."""
    gc.collect()
    gc.collect()
    return len(gc.get_objects())


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tables", type=int, default=500)
    p.add_argument("--moves", type=int, default=125, help="random moves played at each table")
    p.add_argument("--game", default="castles_of_burgundy")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    url = f"sqlite:///{tempfile.mkdtemp(prefix='eg-heap-')}/heap.sqlite3"
    run_migrations(url)
    storage = Storage(url)
    tables = Tables(storage)
    lobby = Lobby(storage, tables, 60, 60)
    rng = random.Random(args.seed)
    gc.collect()
    base = len(gc.get_objects())
    ids = []
    for i in range(args.tables):
        a = storage.create_user(f"a{i}", None, False)
        b = storage.create_user(f"b{i}", None, False)
        tid = lobby.create(a.id, args.game, 2, {}, "live", [{"kind": "me"}])["id"]
        lobby.join(tid, b.id)
        lobby.start(tid, a.id)
        tables.live(tid)
        ids.append(tid)
    at_start = tracked() - base
    played = 0
    for tid in ids:
        live = tables.live(tid)
        for _ in range(args.moves):
            state = live.state
            if state.is_over():
                break
            seat = state.active_players()[0]
            user = next(s.user_id for s in live.table.seats if s.seat == seat)
            action = rng.choice(state.legal_actions(seat)).to_json()
            tables.submit(tid, user, action, state.move_number)
            played += 1
    held = tracked() - base
    t0 = time.perf_counter()
    gc.collect()
    full_ms = (time.perf_counter() - t0) * 1000
    out = {"game": args.game, "tables": args.tables, "moves_per_table": played / args.tables,
           "tracked_objects_per_table_at_start": round(at_start / args.tables),
           "tracked_objects_per_table": round(held / args.tables),
           "tracked_objects_per_move": round((held - at_start) / max(played, 1), 2),
           "tracked_objects_in_all": len(gc.get_objects()),
           "full_collection_ms": round(full_ms, 1),
           "python": sys.version.split()[0]}
    print(json.dumps(out))
    storage.close()
    Path(url.removeprefix("sqlite:///")).unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
