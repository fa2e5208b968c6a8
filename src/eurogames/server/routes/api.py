"""REST endpoints: accounts, lobby, tables, replays. Described by the OpenAPI schema."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, Field

from ..auth import SESSION_COOKIE, SESSION_MAX_AGE
from ..services.accounts import user_json
from ..services.lobby import games_json
from ..storage.db import UserRow
from .deps import call_thread, ctx_of, current_user, require_user

router = APIRouter(prefix="/api")


class Credentials(BaseModel):
    username: str = Field(max_length=100)
    password: str = Field(max_length=400)


class SeatSpec(BaseModel):
    kind: str = Field("open", description="me | open | bot | invite")
    bot: str | None = Field(None, description="bot level: easy | medium | hard | expert "
                                          "(or a baseline: random | greedy | mcts)")
    user: str | None = Field(None, description="the invited player's name")


class NewTable(BaseModel):
    game: str
    players: int
    options: dict[str, Any] = Field(default_factory=dict)
    mode: str = Field("live", description="live | turn")
    seats: list[SeatSpec] = Field(default_factory=list)


class JoinBody(BaseModel):
    seat: int | None = None


class BotBody(BaseModel):
    level: str = "medium"


class MoveBody(BaseModel):
    action: Any = Field(description="the action's JSON form or its notation")
    move_number: Any = Field(description="the move number this move answers")


def _login(request: Request, response: Response, user: UserRow) -> dict[str, Any]:
    ctx = ctx_of(request)
    response.set_cookie(SESSION_COOKIE, ctx.sessions.dump(user.id), max_age=SESSION_MAX_AGE,
                        httponly=True, samesite="lax", secure=ctx.config.secure_cookies)
    return {"user": user_json(user)}


@router.get("/me", summary="The signed-in user (or null)")
async def me(user: UserRow | None = Depends(current_user)) -> dict[str, Any]:
    return {"user": user_json(user) if user else None}


@router.post("/signup", summary="Create an account and sign in")
async def signup(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    user = await call_thread(ctx_of(request).accounts.sign_up, body.username, body.password)
    return _login(request, response, user)


@router.post("/login", summary="Sign in (rate-limited)")
async def login(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    address = request.client.host if request.client else "?"
    user = await call_thread(ctx_of(request).accounts.log_in, body.username, body.password, address)
    return _login(request, response, user)


@router.post("/guest", summary="Play as a guest with one click")
async def guest(request: Request, response: Response) -> dict[str, Any]:
    ctx = ctx_of(request)
    user = await ctx.call(ctx.accounts.guest)
    return _login(request, response, user)


@router.post("/logout", summary="Sign out")
async def logout(response: Response) -> dict[str, Any]:
    response.delete_cookie(SESSION_COOKIE)
    return {"user": None}


@router.get("/games", summary="The games, with player counts, time, age and options")
async def games() -> dict[str, Any]:
    return {"games": games_json()}


@router.get("/tables", summary="Open and running tables, and recently finished ones")
async def list_tables(request: Request) -> dict[str, Any]:
    ctx = ctx_of(request)
    return {"open": await ctx.call(ctx.lobby.open_tables),
            "finished": await ctx.call(ctx.lobby.finished_tables)}


@router.get("/tables/mine", summary="My tables: waiting, my turn, playing, finished")
async def my_tables(request: Request, user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    return await ctx.call(ctx.lobby.my_tables, user.id)


@router.post("/tables", status_code=201, summary="Create a table")
async def create_table(body: NewTable, request: Request,
                       user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    seats = [s.model_dump(exclude_none=True) for s in body.seats]
    table = await ctx.call(ctx.lobby.create, user.id, body.game, body.players, body.options,
                           body.mode, seats)
    return {"table": table}


@router.get("/tables/{table_id}", summary="One table, as the caller sees it (view, legal actions, log)")
async def get_table(table_id: int, request: Request,
                    user: UserRow | None = Depends(current_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    live = await ctx.call(ctx.tables.live, table_id)
    return ctx.tables.payload(live, user.id if user else None)


async def _changed(request: Request, table: dict[str, Any], kind: str = "seats") -> dict[str, Any]:
    await ctx_of(request).changed(table["id"], kind)
    return {"table": table}


@router.post("/tables/{table_id}/join", summary="Take a free seat (or the one I was invited to)")
async def join(table_id: int, request: Request, body: JoinBody | None = None,
               user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    t = await ctx.call(ctx.lobby.join, table_id, user.id, body.seat if body else None)
    return await _changed(request, t)


@router.post("/tables/{table_id}/leave",
             summary="Leave: before the start the seat opens, after it a bot takes over")
async def leave(table_id: int, request: Request,
                user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    t = await ctx.call(ctx.lobby.leave, table_id, user.id)
    return await _changed(request, t)


@router.post("/tables/{table_id}/start", summary="Start the game (host)")
async def start(table_id: int, request: Request,
                user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    t = await ctx.call(ctx.lobby.start, table_id, user.id)
    return await _changed(request, t, "status")


@router.post("/tables/{table_id}/seats/{seat}/bot", summary="Hand a seat to a bot")
async def seat_bot(table_id: int, seat: int, request: Request, body: BotBody | None = None,
                   user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    t = await ctx.call(ctx.lobby.set_bot, table_id, user.id, seat,
                       body.level if body else "medium")
    return await _changed(request, t)


@router.post("/tables/{table_id}/moves", summary="Make a move (turn-based play without a socket)")
async def move(table_id: int, body: MoveBody, request: Request,
               user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    res = await ctx.call(ctx.tables.submit, table_id, user.id, body.action, body.move_number)
    await ctx.moved(res)
    return {"ok": True, "move_number": res.number + 1}


@router.get("/tables/{table_id}/replay", summary="Every position of a finished game, as I saw it")
async def replay(table_id: int, request: Request,
                 user: UserRow | None = Depends(current_user)) -> dict[str, Any]:
    return await call_thread(ctx_of(request).tables.replay_frames, table_id, user.id if user else None)


@router.get("/tables/{table_id}/record", summary="The game record of a finished game")
async def record(table_id: int, request: Request) -> dict[str, Any]:
    rec = await call_thread(ctx_of(request).tables.record, table_id)
    return rec.to_json()
