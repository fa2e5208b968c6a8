"""The server's bot runner: real games think in a worker process (the state goes as JSON),
games known only to this process think in a thread, and a worker that overruns its level's
cap is given up so the seat can still move."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ProcessPoolExecutor

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
