"""How to play: the rules help of a game (``/api/help``) and the guided first game
(``/api/learn``): a fixed-seed table against an easy bot, started at once."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request

from eurogames.help import HelpError, load
from eurogames.help.guide import bot_kind, script

from ..errors import BadRequest
from ..storage.db import SeatRow, UserRow
from .deps import ctx_of, require_user

router = APIRouter(prefix="/api")


@router.get("/help/{game}", summary="A game's rules help, in English or Japanese")
async def help_text(game: str, lang: str = "en") -> dict[str, Any]:
    try:
        return load(game, lang).json()
    except HelpError as e:
        raise BadRequest(str(e)) from None


@router.get("/help/{game}/guide", summary="The scripted opening of a game's guided first game")
async def guide(game: str) -> dict[str, Any]:
    try:
        # the seed stays on the server: it would give away the table's hidden draws
        return {**{k: v for k, v in script(game).items() if k != "seed"}, "bot": bot_kind()}
    except HelpError as e:
        raise BadRequest(str(e)) from None


def _create(ctx: Any, user_id: int, game: str) -> dict[str, Any]:
    import eurogames
    try:
        g = script(game)
    except HelpError as e:
        raise BadRequest(str(e)) from None
    players = int(g.get("players", 2))
    opts = eurogames.load(game).resolve_options(players, dict(g.get("options", {})))
    seats = [SeatRow(0, "human", user_id)] + [SeatRow(i, "bot", None, bot_kind()) for i in range(1, players)]
    tid = ctx.storage.create_table(game, players, opts, int(g["seed"]), "live", user_id, seats)
    table: dict[str, Any] = ctx.lobby.start(tid, user_id)
    return table


@router.post("/learn/{game}", status_code=201, summary="Start a guided first game against an easy bot")
async def learn(game: str, request: Request, user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    table = await ctx.call(_create, ctx, user.id, game)
    await ctx.changed(table["id"], "status")
    return {"table": table}


@router.get("/learn/progress/{table_id}", summary="How many moves I have made at a table (the guide's step)")
async def progress(table_id: int, request: Request, user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    live = await ctx.call(ctx.tables.live, table_id)
    seat = ctx.tables.seat_of(live, user.id)
    n = live.state.move_number if live.state is not None else 0
    mine = 0 if seat is None else sum(1 for m in live.moves[:n] if m.seat == seat and not m.by_bot)
    return {"seat": seat, "my_moves": mine, "move_number": n}
