"""``eurogames serve``: migrate the database, then run the app on uvicorn."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys

from .config import Config, default_database_url
from .storage import run_migrations
from .storage.claim import DatabaseInUse, claim


def normalize_url(url: str | None) -> str:
    """Default SQLite file; ``postgresql://`` means the psycopg 3 driver."""
    if not url:
        return default_database_url()
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def tune_gc() -> None:
    """Keep the cyclic garbage collector's pauses short in a long-running server.

    A server holds many long-lived objects: every open table socket keeps a few hundred
    (its coroutines through the middleware, buffers), and the cached tables theirs. With
    the default thresholds the collector walks all of them every few seconds, a pause of
    about half a second at a thousand tables (measured with ``benchmarks/load_table.py``)
    during which no move is answered. So: what exists once the app is built is frozen out
    of the walks, and once the server runs, its event loop collects in short steps on a
    clock (``collector.py``, ``Config.gc_on_loop``). The thresholds below apply until
    then (and wherever the loop's collector is off).
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(2_000, 100, 100)


def serve(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    url = normalize_url(getattr(args, "database", None))
    redis = getattr(args, "redis", None)
    try:  # before anything touches the database: one process alone, or all over Redis
        held = claim(url, shared=bool(redis))
    except DatabaseInUse as e:
        print(f"eurogames: {e}", file=sys.stderr, flush=True)
        return 2
    with held:
        return _serve(args, url, redis)


def _serve(args: argparse.Namespace, url: str, redis: str | None) -> int:
    import uvicorn

    from .app import create_app

    run_migrations(url)
    config = Config(database_url=url, redis_url=redis,
                    gc_on_loop=os.environ.get("EUROGAMES_GC_ON_LOOP", "1") != "0",
                    bot_workers=getattr(args, "bot_workers", 0) or 0)
    queue = getattr(args, "bot_queue_seconds", None)
    if queue is not None:
        config.bot_queue_seconds = max(0.0, queue)
    app = create_app(config)
    host, port = args.host, args.port
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    print(f"eurogames: database {url.split('@')[-1]}"
          + (f", redis {config.redis_url}" if config.redis_url else ""), flush=True)
    print(f"eurogames: open http://{shown}:{port}/ in your browser", flush=True)
    if getattr(args, "workers", 1) and args.workers > 1:
        print("eurogames: --workers is ignored; start several processes with --redis instead",
              flush=True)
    tune_gc()
    # proxy_headers=False: X-Forwarded-For is read by the app, and only from the proxies
    # named in EUROGAMES_TRUSTED_PROXIES (uvicorn would believe any local peer).
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=1 << 20,
                proxy_headers=False,
                timeout_keep_alive=30, backlog=4096, ws_per_message_deflate=False)
    return 0
