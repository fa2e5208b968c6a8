"""Server settings, gathered once at start-up."""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path


def default_database_url() -> str:
    """A SQLite file in the working folder: no set-up needed."""
    return f"sqlite:///{Path.cwd() / 'eurogames.sqlite3'}"


def _default_secret() -> str:
    env = os.environ.get("EUROGAMES_SECRET")
    if env:
        return env
    # A secret kept next to the default database keeps sessions valid over restarts.
    path = Path.cwd() / ".eurogames-secret"
    try:
        if path.exists():
            return path.read_text().strip()
        value = secrets.token_urlsafe(32)
        path.write_text(value)
        path.chmod(0o600)
        return value
    except OSError:
        return secrets.token_urlsafe(32)


def _env_int(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default


@dataclass
class Config:
    database_url: str = field(default_factory=default_database_url)
    redis_url: str | None = None
    secret: str = field(default_factory=_default_secret)
    bot_budget: float = 2.0
    """Grace seconds past its level's cap a bot may take before its seat plays a random legal
    action instead."""
    bot_max_seconds: float = 5.0
    """The most any bot level thinks per decision: the expert level's cap (hard stops at 1 s)."""
    bot_workers: int = 0
    """Bot worker processes (0: one per core, less one left to the server, at least one)."""
    bot_queue_seconds: float = 10.0
    """When more searching bots wait for the worker processes than they can serve, each new
    decision's cap is shortened so that it waits about this long at most behind the decisions
    queued before it (never below ``bot_min_seconds``; 0 keeps every level's cap)."""
    bot_min_seconds: float = 0.2
    """The shortest cap a busy bot pool gives a decision."""
    bot_delay: float = 0.0
    """Seconds a bot waits before moving (lets people follow a live game)."""
    live_seat_timeout: float = 180.0
    """Live tables: seconds a seat may stay silent before the host may hand it to a bot."""
    turn_seat_timeout: float = 3 * 24 * 3600.0
    """Turn-based tables: the deadline per turn; past it the sweep hands the seat to a bot."""
    sweep_interval: float = 60.0
    """Seconds between the server's own sweeps (0: none). A sweep hands turn-based seats past
    their deadline to bots and restarts bot seats that have waited a whole interval, so
    tables go on without a visitor."""
    login_attempts: int = field(default_factory=lambda: _env_int("EUROGAMES_LOGINS_PER_MINUTE", 10))
    """Failed logins allowed per minute and address before answering 429."""
    login_attempts_per_name: int = 20
    """Failed logins allowed per minute and account name (from any address)."""
    signup_attempts: int = field(default_factory=lambda: _env_int("EUROGAMES_SIGNUPS_PER_MINUTE", 20))
    """Sign-ups allowed per minute and address (each one hashes a password)."""
    guest_attempts: int = field(default_factory=lambda: _env_int("EUROGAMES_GUESTS_PER_MINUTE", 30))
    """Guest accounts allowed per minute and address."""
    trusted_proxies: tuple[str, ...] = field(default_factory=lambda: tuple(
        a.strip() for a in os.environ.get("EUROGAMES_TRUSTED_PROXIES", "").split(",") if a.strip()))
    """Addresses of reverse proxies whose ``X-Forwarded-For`` is believed (none by default:
    the header is then ignored)."""
    max_body: int = 256 * 1024
    """The largest request body accepted, in bytes (413 past it)."""
    secure_cookies: bool = False
    threads: int = 8
    """Worker threads for storage calls."""
    inline_storage: bool | None = None
    """Run the short storage calls (a move, a seat change) on the event loop rather than in
    worker threads. ``None``: on the loop with SQLite, whose calls are local and short (a
    commit writes the WAL without waiting for the disk), in threads with PostgreSQL, whose
    calls wait on the network. The thread hop and the contention of several threads for
    the interpreter cost more than a SQLite move itself."""
    run_bots: bool = True
    gc_on_loop: bool = False
    """Run the cyclic garbage collector from the event loop in short, regular steps instead
    of Python's allocation counts (``collector.py``). ``eurogames serve`` turns it on."""
