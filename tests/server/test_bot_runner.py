"""The server's bot runner: real games think in a worker process (the state goes as JSON),
games known only to this process think in a thread, and a worker that overruns its level's
cap is given up so the seat can still move."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import Future, ProcessPoolExecutor

import pytest
from toygame import GAME

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.server.config import Config
from eurogames.server.services.bots import BotRunner, default_workers

eurogames.register(GAME)


def _position(name: str):
    st = eurogames.load(name).new(2, 5)
    bots = [make_bot("medium", 1), make_bot("medium", 2)]
    for _ in range(6):
        seat = st.active_players()[0]
        st.apply(seat, decide(bots[seat], st, seat))
    return st


def test_a_real_game_thinks_in_a_worker_process():
    st = _position("white_castle")
    seat = st.active_players()[0]

    async def go():
        runner = BotRunner(None, None, budget=30.0, workers=1, max_seconds=1.0)  # type: ignore[arg-type]
        try:
            fut = runner._submit("hard", 3, st, seat)
            assert isinstance(runner._procs, ProcessPoolExecutor)
            return await runner._decision(fut, 1.0)
        finally:
            await runner.stop()
    action = st.game.parse_action(asyncio.run(go()))
    assert action in st.legal_actions(seat)


def _in_a_thread(st, level: str):
    """A decision through the runner; asserts no process pool was started for it."""
    seat = st.active_players()[0]

    async def go():
        runner = BotRunner(None, None, budget=5.0, workers=1)  # type: ignore[arg-type]
        try:
            out = await runner._decision(runner._submit(level, 3, st, seat), 1.0)
            assert runner._procs is None
            return out
        finally:
            await runner.stop()
    return st.game.parse_action(asyncio.run(go())), seat


def test_quick_levels_think_in_a_thread():
    st = _position("white_castle")
    action, seat = _in_a_thread(st, "easy")
    assert action in st.legal_actions(seat)


def test_a_game_registered_here_thinks_in_a_thread():
    st = GAME.new(2, 1)
    action, seat = _in_a_thread(st, "hard")
    assert action in st.legal_actions(seat)


def test_an_overrunning_decision_is_given_up():
    async def go():
        runner = BotRunner(None, None, budget=0.1, workers=1)  # type: ignore[arg-type]
        try:
            fut = runner._threads.submit(time.sleep, 3)
            t = time.perf_counter()
            with pytest.raises(TimeoutError):
                await runner._decision(fut, 0.2)
            return time.perf_counter() - t
        finally:
            await runner.stop()
    assert asyncio.run(go()) < 2.5


def test_the_pool_is_sized_for_the_machine_and_expert_is_capped_by_config():
    assert default_workers() >= 1
    assert Config(secret="x").bot_max_seconds == 5.0
    runner = BotRunner(None, None, budget=1.0, workers=0, max_seconds=2.5)  # type: ignore[arg-type]
    assert runner.workers == default_workers() and runner.max_seconds == 2.5
    from eurogames.bots import make_level
    assert make_level("expert", 1, seconds=2.5).seconds == 2.5
    assert make_level("hard", 1, seconds=2.5).seconds == 1.0   # a level's own cap stays lower
    runner._threads.shutdown()


def test_a_busy_pool_shortens_the_cap_of_new_decisions():
    """Config.bot_queue_seconds: with decisions waiting for the pool, a new one gets the pool's
    share of the queue time (never below min_seconds, never above the level's own cap); quick
    levels and games thinking in a thread keep their level's cap."""
    st = _position("white_castle")
    toy = GAME.new(2, 1)
    runner = BotRunner(None, None, budget=1.0, workers=2, max_seconds=5.0,  # type: ignore[arg-type]
                       queue_seconds=20.0, min_seconds=0.5)
    try:
        assert runner.cap("expert", st) == 5.0                       # an idle pool: the level's own cap
        assert runner.cap("hard", st) == 1.0 and runner.cap("medium", st) == 0.5
        runner._queued.update(Future() for _ in range(9))            # stand-ins for queued work
        assert runner.cap("expert", st) == pytest.approx(20.0 * 2 / 10)
        assert runner.cap("hard", st) == 1.0                          # a 4 s share is above hard's own
        assert runner.cap("medium", st) == 0.5 and runner.cap("hard", toy) == 1.0
        runner._queued.update(Future() for _ in range(200))
        assert runner.cap("expert", st) == 0.5 and runner.cap("hard", st) == 0.5
        for f in runner._queued:
            f.cancel()                                                # finished: no longer counted
        assert runner.cap("expert", st) == 5.0 and not runner._queued
        off = BotRunner(None, None, budget=1.0, workers=1, max_seconds=5.0)  # type: ignore[arg-type]
        off._queued.update(Future() for _ in range(50))
        assert off.cap("expert", st) == 5.0                           # queue_seconds 0: never shortened
        off._threads.shutdown()
        assert Config(secret="x").bot_queue_seconds > 0
    finally:
        runner._threads.shutdown()


def test_a_table_hears_its_bot_think_and_whether_a_busy_pool_shortened_it():
    """The notice a table gets (services/bots.py ``thinking``): seat, level, the move it
    answers, its cap within the level's own, and ``busy`` only when the pool shortened it."""
    st = _position("white_castle")
    runner = BotRunner(None, None, budget=1.0, workers=1, max_seconds=5.0)  # type: ignore[arg-type]
    try:
        idle = runner.thinking(7, st, 1, "expert", runner.cap("expert", st))
        assert idle == {"table": 7, "kind": "bot", "bot": {
            "seat": 1, "level": "expert", "move_number": st.move_number,
            "seconds": 5.0, "full": 5.0, "busy": False}}
        assert runner.thinking(7, st, 1, "expert", 0.46)["bot"]["seconds"] == 0.5
        assert runner.thinking(7, st, 1, "expert", 0.46)["bot"]["busy"] is True
        busy = BotRunner(None, None, budget=1.0, workers=1, max_seconds=5.0,  # type: ignore[arg-type]
                         queue_seconds=6.0)
        busy._queued.add(Future())                       # a 3 s share: above hard's own 1 s
        hard = busy.thinking(7, st, 0, "hard", busy.cap("hard", st))
        assert {k: hard["bot"][k] for k in ("seconds", "full", "busy")} == {"seconds": 1.0, "full": 1.0, "busy": False}
        expert = busy.thinking(7, st, 0, "expert", busy.cap("expert", st))
        assert {k: expert["bot"][k] for k in ("seconds", "full", "busy")} == {"seconds": 3.0, "full": 5.0, "busy": True}
        busy._threads.shutdown()
        assert runner.thinking(7, st, 0, "hard", 0.5)["bot"]["busy"] is True
        low = BotRunner(None, None, budget=1.0, workers=1, max_seconds=2.0)  # type: ignore[arg-type]
        assert low.thinking(7, st, 0, "expert", low.cap("expert", st))["bot"]["busy"] is False  # the server's own cap
        low._threads.shutdown()
    finally:
        runner._threads.shutdown()


def test_a_shortened_cap_reaches_the_worker():
    """The cap chosen for a decision is the one its bot thinks under (seen in the worker)."""
    st = _position("white_castle")
    seat = st.active_players()[0]

    async def go():
        runner = BotRunner(None, None, budget=30.0, workers=1, max_seconds=5.0,  # type: ignore[arg-type]
                           queue_seconds=20.0)
        try:
            fut = runner._submit("expert", 3, st, seat, 0.2)
            assert fut in runner._queued
            t = time.perf_counter()
            out = await runner._decision(fut, 5.0)
            return out, time.perf_counter() - t
        finally:
            await runner.stop()
    out, took = asyncio.run(go())
    assert st.game.parse_action(out) in st.legal_actions(seat)
    assert took < 4.0   # an uncapped White Castle expert search takes seconds more


_SERVER = """
import sys, time, multiprocessing
from concurrent.futures import ProcessPoolExecutor
from eurogames.bots.worker import start
if __name__ == "__main__":
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=start)
    print(pool.submit(__import__("os").getpid).result(), flush=True)
    time.sleep(60)
"""


def test_bot_processes_end_when_their_server_is_killed(tmp_path):
    """A server killed outright (SIGKILL) must not leave its bot processes behind."""
    import os
    import signal
    import subprocess
    import sys
    script = tmp_path / "server.py"
    script.write_text(_SERVER)
    server = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        worker = int(server.stdout.readline())  # type: ignore[union-attr]
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(worker, 0)
            except ProcessLookupError:
                return  # gone
            if _zombie(worker):
                return  # exited; waiting for its new parent to reap it
            time.sleep(0.1)
        os.kill(worker, signal.SIGKILL)
        raise AssertionError("the bot process outlived its server")
    finally:
        server.kill()


def _zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return False
