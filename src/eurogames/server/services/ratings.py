"""Elo-style ratings per game, for people and bots (a bot is rated by its kind, e.g.
``bot:greedy``, so each level earns its own rating).

A rated table, when finished, changes every seat's rating by pairwise Elo over the ranking:
each pair of seats is one game won, lost or drawn (shared place), expected by the usual
logistic curve; a seat's change is ``K / (players - 1)`` times the sum over its pairs, so a
table moves a rating about as much as one two-player game. Seats of the same player (two bots
of one kind) are not compared with each other; their changes add up. Each table is rated
once (``rating_changes`` has its rows), whichever process gets there first.
"""

from __future__ import annotations

from typing import Any

from eurogames.core.types import Json

from ..errors import TableNotFound
from ..storage import features
from .settings import settings_of

START = 1500.0
K = 32.0


def player_key(seat: Any) -> str | None:
    if seat.kind == "human" and seat.user_id is not None:
        return f"u:{seat.user_id}"
    if seat.kind == "bot" and seat.bot:
        return f"bot:{seat.bot}"
    return None


def expected(ra: float, rb: float) -> float:
    return 1.0 / (1.0 + 10 ** ((rb - ra) / 400.0))


def elo_changes(keys: list[str], ranking: list[list[int]], current: dict[str, float]) -> dict[str, tuple[float, float]]:
    """New ratings for one finished game: ``keys[seat]`` the player, ``ranking`` places (best
    first), ``current`` the ratings before. Returns player -> (before, after)."""
    place = {s: i for i, grp in enumerate(ranking) for s in grp}
    n = len(keys)
    delta: dict[str, float] = {k: 0.0 for k in keys}
    for i in range(n):
        for j in range(n):
            if i == j or keys[i] == keys[j]:
                continue
            score = 1.0 if place[i] < place[j] else 0.5 if place[i] == place[j] else 0.0
            delta[keys[i]] += K / (n - 1) * (score - expected(current[keys[i]], current[keys[j]]))
    return {k: (current[k], round(current[k] + delta[k], 2)) for k in delta}


def rate_table(ctx: Any, table_id: int) -> bool:
    """Rate a finished rated table (once). True if this call rated it."""
    t = ctx.storage.get_table(table_id)
    if t is None or t.status != "finished" or not settings_of(t.settings)["rated"] or not t.result:
        return False
    keys = [player_key(s) for s in sorted(t.seats, key=lambda s: s.seat)]
    if any(k is None for k in keys) or len(set(keys)) < 2:
        return False
    have = features.get_ratings(ctx.storage, t.game, list(set(keys)))
    current = {k: have.get(k, (START, 0))[0] for k in keys}
    return features.store_ratings(ctx.storage, table_id, t.game,
                                  elo_changes(keys, t.result["ranking"], current))


def _names(ctx: Any, keys: list[str]) -> dict[str, str]:
    ids = [int(k[2:]) for k in keys if k.startswith("u:")]
    names = features.usernames(ctx.storage, ids)
    return {k: (names.get(int(k[2:]), "?") if k.startswith("u:") else k) for k in keys}


def table_ratings(ctx: Any, table_id: int) -> Json:
    """Each seat's rating in this table's game (now), and this table's changes if rated."""
    t = ctx.storage.get_table(table_id)
    if t is None:
        raise TableNotFound(f"There is no table {table_id}.")
    if t.status == "finished":
        rate_table(ctx, table_id)
    keys = [player_key(s) for s in sorted(t.seats, key=lambda s: s.seat)]
    have = features.get_ratings(ctx.storage, t.game, [k for k in keys if k])
    changes = features.rating_changes_of(ctx.storage, table_id)
    out = []
    for seat, k in enumerate(keys):
        r, n = have.get(k, (START, 0)) if k else (START, 0)
        ch = changes.get(k) if k else None
        out.append({"seat": seat, "player": k, "rating": r, "games": n,
                    "change": round(ch[1] - ch[0], 2) if ch else None})
    return {"rated": settings_of(t.settings)["rated"], "ratings": out}


def leaderboard_json(ctx: Any, game: str) -> Json:
    rows = features.leaderboard(ctx.storage, game)
    names = _names(ctx, [r[0] for r in rows])
    return {"game": game, "rows": [{"player": p, "name": names[p], "bot": p.startswith("bot:"),
                                    "rating": round(r, 1), "games": n} for p, r, n in rows]}


def player_json(ctx: Any, username: str) -> Json:
    u = ctx.storage.get_user_by_name(username)
    if u is None:
        raise TableNotFound(f"There is no player called {username!r}.")
    from .tables import table_json
    games = [table_json(t) for t in ctx.storage.list_user_tables(u.id) if t.status == "finished"
             and any(s.user_id == u.id for s in t.seats)]
    return {"user": {"id": u.id, "username": u.username, "guest": u.is_guest},
            "ratings": [{"game": g, "rating": round(r, 1), "games": n}
                        for g, r, n in features.ratings_of_player(ctx.storage, f"u:{u.id}")],
            "finished": games}
