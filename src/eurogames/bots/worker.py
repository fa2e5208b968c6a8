"""One bot decision in another process: the state arrives as JSON, the action leaves as JSON.

A light module (the engine and the bots, no server): the server's spawned bot processes
import only this to think.
"""

from __future__ import annotations

import os
import threading
import time

import eurogames
from eurogames.core import State
from eurogames.core.types import Json

from . import decide
from .levels import make_level

NICENESS = 5
"""How much lower a bot process's CPU priority is than its server's: on a busy machine
people's moves come first and bots take the CPU time left over."""


PARENT_CHECK_SECONDS = 1.0
"""How often a worker looks whether its server still runs."""


def start() -> None:
    """A worker process's initializer: lower its priority, and end with the server.

    A worker waits for work on a pipe it holds both ends of, so a server killed outright
    (``kill -9``, the out-of-memory killer, a supervisor's last resort) never wakes it: each
    such death used to leave the pool's processes behind for good. A daemon thread checks
    once a second whether the worker's parent is still the server and ends the process if not.
    """
    try:
        os.nice(NICENESS)
    except OSError:  # not allowed here: run at the server's priority
        pass
    threading.Thread(target=_end_with_parent, args=(os.getppid(),), daemon=True,
                     name="eurogames-parent-watch").start()


def _end_with_parent(parent: int) -> None:
    while True:
        time.sleep(PARENT_CHECK_SECONDS)
        if os.getppid() != parent:  # re-parented: the server is gone
            os._exit(0)


def think(level: str, seed: int, data: Json, seat: int, seconds: float) -> Json:
    """``seat``'s action (JSON) in the state ``data`` (``State.to_json``), by a bot of ``level``
    thinking at most ``seconds`` on the wall clock."""
    state = eurogames.load(data["game"]).from_json(data)
    return think_on(level, seed, state, seat, seconds)


def think_on(level: str, seed: int, state: State, seat: int, seconds: float) -> Json:
    bot = make_level(level, seed, seconds=seconds, clock=time.perf_counter)
    return decide(bot, state, seat).to_json()
