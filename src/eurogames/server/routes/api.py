"""REST endpoints: accounts, lobby, tables, replays. Described by the OpenAPI schema."""

from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, Field

import eurogames

from ..auth import SESSION_COOKIE, SESSION_MAX_AGE
from ..errors import TableNotFound
from ..services import ratings
from ..services.accounts import user_json
from ..services.chat import chat_lines
from ..services.extra import table_extra
from ..services.gamedata import game_data as printed_facts
from ..services.lobby import games_json
from ..services.stats import table_stats
from ..services.undo import take_back, undone
from ..storage.db import UserRow
from .deps import call_thread, client_address, ctx_of, current_user, require_user

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
    settings: dict[str, Any] = Field(default_factory=dict,
                                     description="undo, spectator_chat, rated, clock (services/settings.py)")


class JoinBody(BaseModel):
    seat: int | None = None


class BotBody(BaseModel):
    level: str = "medium"


class MoveBody(BaseModel):
    action: Any = Field(description="the action's JSON form or its notation")
    move_number: Any = Field(description="the move number this move answers")


async def _login(request: Request, response: Response, user: UserRow) -> dict[str, Any]:
    ctx = ctx_of(request)
    cookie = await ctx.call(ctx.sessions.create, user.id)
    response.set_cookie(SESSION_COOKIE, cookie, max_age=SESSION_MAX_AGE,
                        httponly=True, samesite="lax", secure=ctx.config.secure_cookies)
    return {"user": user_json(user)}


@router.get("/me", summary="The signed-in user (or null)")
async def me(user: UserRow | None = Depends(current_user)) -> dict[str, Any]:
    return {"user": user_json(user) if user else None}


@router.post("/signup", summary="Create an account and sign in")
async def signup(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    user = await call_thread(ctx_of(request).accounts.sign_up, body.username, body.password,
                             client_address(request))
    return await _login(request, response, user)


@router.post("/login", summary="Sign in (rate-limited)")
async def login(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    user = await call_thread(ctx_of(request).accounts.log_in, body.username, body.password,
                             client_address(request))
    return await _login(request, response, user)


@router.post("/guest", summary="Play as a guest with one click")
async def guest(request: Request, response: Response) -> dict[str, Any]:
    ctx = ctx_of(request)
    user = await ctx.call(ctx.accounts.guest, client_address(request))
    return await _login(request, response, user)


@router.post("/logout", summary="Sign out (the session ends on the server too)")
async def logout(request: Request, response: Response) -> dict[str, Any]:
    ctx = ctx_of(request)
    await ctx.logout(request.cookies.get(SESSION_COOKIE))
    response.delete_cookie(SESSION_COOKIE)
    return {"user": None}


@router.get("/games", summary="The games, with player counts, time, age and options")
async def games() -> dict[str, Any]:
    return {"games": games_json()}


@router.get("/games/{name}/data", summary="The printed facts a game's board draws (from its data.py)")
async def game_data(name: str, response: Response) -> dict[str, Any]:
    if name not in eurogames.games():
        raise TableNotFound(f"There is no game {name!r}.")
    response.headers["Cache-Control"] = "public, max-age=600"
    return await call_thread(printed_facts, name)


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
                           body.mode, seats, body.settings)
    await ctx.pubsub.publish({"table": table["id"], "kind": "created"})  # lobbies show it
    return {"table": table}


@router.get("/tables/{table_id}", summary="One table, as the caller sees it (view, legal actions, log)")
async def get_table(table_id: int, request: Request,
                    user: UserRow | None = Depends(current_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    live = await ctx.call(ctx.tables.live, table_id)
    out = ctx.tables.payload(live, user.id if user else None)
    out.update(handover_at=ctx.lobby.handover_at(live.table), server_time=time.time())
    return out


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


class UndoBody(BaseModel):
    move_number: Any = Field(description="the table's move count as the caller saw it")


@router.post("/tables/{table_id}/undo", summary="Take back my last move (where the game allows)")
async def undo(table_id: int, body: UndoBody, request: Request,
               user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    res = await ctx.call(take_back, ctx.tables, table_id, user.id, body.move_number)
    await undone(ctx, table_id)
    return {"ok": True, "move_number": res.number + 1}


class ChatBody(BaseModel):
    text: Any = Field(description="the line (1..300 characters)")


@router.get("/tables/{table_id}/chat", summary="The table's chat, oldest first")
async def get_chat(table_id: int, request: Request) -> dict[str, Any]:
    ctx = ctx_of(request)
    return {"chat": await ctx.call(chat_lines, ctx, table_id)}


@router.post("/tables/{table_id}/chat", summary="Write in the table's chat (rate-limited)")
async def post_chat_line(table_id: int, body: ChatBody, request: Request,
                         user: UserRow = Depends(require_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    return await table_extra(ctx, "chat", table_id, user.id, {"text": body.text})


@router.get("/tables/{table_id}/stats", summary="End-of-game statistics: categories, score over time")
async def stats(table_id: int, request: Request) -> dict[str, Any]:
    ctx = ctx_of(request)
    return await call_thread(table_stats, ctx.tables, table_id)


@router.get("/tables/{table_id}/ratings", summary="The seats' ratings in this game (and this table's changes)")
async def table_ratings_route(table_id: int, request: Request) -> dict[str, Any]:
    ctx = ctx_of(request)
    return await call_thread(ratings.table_ratings, ctx, table_id)


@router.get("/leaderboard/{game}", summary="The best rated players and bots of one game")
async def leaderboard(game: str, request: Request) -> dict[str, Any]:
    ctx = ctx_of(request)
    return await call_thread(ratings.leaderboard_json, ctx, game)


@router.get("/players/{username}", summary="A player's ratings and finished games")
async def player(username: str, request: Request) -> dict[str, Any]:
    ctx = ctx_of(request)
    return await call_thread(ratings.player_json, ctx, username)


@router.get("/tables/{table_id}/replay", summary="Every position of a finished game, as I saw it")
async def replay(table_id: int, request: Request,
                 user: UserRow | None = Depends(current_user)) -> dict[str, Any]:
    ctx = ctx_of(request)
    data = await call_thread(ctx.tables.replay_frames, table_id, user.id if user else None)
    data["chat"] = await call_thread(chat_lines, ctx, table_id)  # shown up to each frame's move
    return data


@router.get("/tables/{table_id}/record", summary="The game record of a finished game")
async def record(table_id: int, request: Request) -> dict[str, Any]:
    rec = await call_thread(ctx_of(request).tables.record, table_id)
    return rec.to_json()
