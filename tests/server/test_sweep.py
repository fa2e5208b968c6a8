"""The server's own sweep: a turn-based table whose player went quiet goes on without a
visitor, and a bot seat that was never told to move is started again."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

from eg_server_helpers import make_config

from eurogames.server.context import Context
from eurogames.server.services.lobby import Lobby
from eurogames.server.services.tables import Tables
from eurogames.server.storage import Storage

DAY = 24 * 3600.0


def _table(storage: Storage, mode: str, seats: list[dict[str, Any]], join: bool = True) -> tuple[int, int, int]:
    """A started 2-seat toy table, set up by a lobby of its own (no kicks, no cache here)."""
    lobby = Lobby(storage, Tables(storage), 60, 60)
    a = storage.get_user_by_name("alice") or storage.create_user("alice", None, False)
    b = storage.get_user_by_name("bob") or storage.create_user("bob", None, False)
    tid = lobby.create(a.id, "toy", 2, {}, mode, seats)["id"]
    if join:
        lobby.join(tid, b.id)
    lobby.start(tid, a.id)
    return tid, a.id, b.id


def _run(database_url: str, body: Callable[[Context], Awaitable[None]], **config: Any) -> None:
    async def scenario() -> None:
        ctx = Context(make_config(database_url, **config))
        await ctx.start()
        try:
            await body(ctx)
        finally:
            await ctx.stop()
    asyncio.run(scenario())


async def _until(check: Callable[[], bool], seconds: float = 15) -> bool:
    """Wait for something the server does on its own (a hang guard, not a speed check)."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


async def _alice_bids(ctx: Context, tid: int, alice: int) -> None:
    live = ctx.tables.live(tid)
    card = live.state.legal_actions(0)[0]
    await ctx.moved(ctx.tables.submit(tid, alice, card.to_json(), 0))


def _kinds(ctx: Context, tid: int) -> list[str]:
    return [s.kind for s in ctx.storage.get_table(tid).seats]


def _bot_moves(ctx: Context, tid: int) -> list[int]:
    return [m.seat for m in ctx.storage.moves_from(tid, 0) if m.by_bot]


def test_a_sweep_hands_a_silent_turn_based_seat_to_a_bot_only_past_its_deadline(database_url):
    async def body(ctx: Context) -> None:
        tid, alice, _bob = _table(ctx.storage, "turn", [{"kind": "me"}])
        live_tid, _, _ = _table(Storage(ctx.storage.url), "live", [{"kind": "me"}])
        await _alice_bids(ctx, tid, alice)  # bob (seat 1) is now the only seat to move
        await ctx.sweep(now=time.time() + 2 * DAY)  # within the 3-day deadline
        assert _kinds(ctx, tid) == ["human", "human"]
        await ctx.sweep(now=time.time() + 3 * DAY + 60)
        assert _kinds(ctx, tid) == ["human", "bot"]  # alice, who moved, keeps her seat
        assert _kinds(ctx, live_tid) == ["human", "human"]  # live tables: the host decides
        # the bot answers for bob with nothing else happening
        assert await _until(lambda: _bot_moves(ctx, tid)[:1] == [1])
        assert ctx.tables.live(tid).table.seats[1].kind == "bot"
    _run(database_url, body, turn_seat_timeout=3 * DAY)


def test_a_quiet_turn_based_table_goes_on_by_itself(database_url):
    """With the periodic sweep on (as in a real server) and nobody calling the server."""
    async def body(ctx: Context) -> None:
        tid, alice, _bob = _table(ctx.storage, "turn", [{"kind": "me"}])
        await _alice_bids(ctx, tid, alice)
        assert await _until(lambda: _bot_moves(ctx, tid)[:1] == [1])
        # alice stays quiet too: her seat follows, and the bots finish the game
        assert await _until(lambda: ctx.storage.get_table(tid).status == "finished")
        assert _kinds(ctx, tid) == ["bot", "bot"]
    _run(database_url, body, sweep_interval=0.05, turn_seat_timeout=0.2)


def test_every_silent_seat_of_a_simultaneous_turn_goes_at_once(database_url):
    """Toy round 1: both seats bid at the same time; neither did."""
    async def body(ctx: Context) -> None:
        tid, _alice, _bob = _table(ctx.storage, "turn", [{"kind": "me"}])
        assert ctx.lobby.expire_seats(time.time() + 10) == [tid]
        assert _kinds(ctx, tid) == ["bot", "bot"]
    _run(database_url, body, turn_seat_timeout=5, run_bots=False)


def test_a_move_that_lands_before_the_hand_over_keeps_the_seat(database_url):
    """The hand-over is a compare-and-set on the table being unchanged since the deadline."""
    async def body(ctx: Context) -> None:
        tid, alice, bob = _table(ctx.storage, "turn", [{"kind": "me"}])
        quiet_since = time.time()  # what a sweep computed just before ...
        await _alice_bids(ctx, tid, alice)  # ... a move landed
        assert ctx.storage.seats_to_bots(tid, {1: bob}, "greedy", quiet_since) == []
        assert _kinds(ctx, tid) == ["human", "human"]
        assert ctx.storage.seats_to_bots(tid, {1: alice}, "greedy", time.time() + 1) == []  # not hers
        assert ctx.storage.seats_to_bots(tid, {1: bob}, "greedy", time.time() + 1) == [1]
    _run(database_url, body, run_bots=False)


def test_a_sweep_starts_a_bot_seat_that_nobody_kicked(database_url):
    """A bot seat to move whose kick was lost (say its process died after the commit)."""
    async def body(ctx: Context) -> None:
        tid, _alice, _bob = _table(ctx.storage, "live", [{"kind": "me"}, {"kind": "bot", "bot": "random"}],
                                   join=False)
        await asyncio.sleep(0.1)
        assert _bot_moves(ctx, tid) == []  # the table was started elsewhere: nobody kicked
        await ctx.sweep(now=time.time() + 1)  # quiet for a whole interval
        assert await _until(lambda: _bot_moves(ctx, tid)[:1] == [1])
    _run(database_url, body, sweep_interval=0.5)
