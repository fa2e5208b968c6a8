"""Keyflower positions: a readable description of an auction-turn position, both ways.

``describe(state)`` writes a position of the main phase of a season (a seat about to bid,
use a tile or pass) as a JSON-ready dict; ``from_position(desc)`` sets up a state from such a
dict, computing the derived fields (each tile's location, hex, rotation and side from the
villages -- ownership is named once; the resource supply; the home tiles; the boats in play;
the season decks; the per-tile bid and use tables) and rejecting contradictions with a
``PositionError`` that names the problem.

Fields (tiles by their key, as ``data.TILES[t].key``; keeple colours ``blue, red, yellow,
green``; resources ``gold, iron, stone, wood``; skills ``anvil, pick, saw``)::

    {"players": 3, "options": {}, "season": "summer",  # "over": true: the game has ended
     "start": 0, "turn": 1, "purple": 0, "passes": 0,
     "offers": ["su03", ...], "orders": ["o1", "o2"],      # tiles on auction, turn-order tiles
     "villages": [{"h1": {"q": 0, "r": 0, "rot": 0, "upgraded": false,
                          "resources": {"wood": 1}}, ...}, ...],
     "marks": {"su03": {"colour": "red", "bids": [null, ["red", 2], null]},  # bids per seat
               "h1": {"colour": "red", "keeples": {"red": 1}, "last": 1, "total": 1}},  # uses
     "boats": {"b1": {"keeples": {"red": 1}, "skills": {"saw": 1}}},
     "bag": {"blue": 20, ...}, "greens": 20, "skill_pile": {"anvil": 5, ...},
     "hands": [{"red": 3, ...}, ...], "skills": [{"saw": 1}, ...],
     "winter_hands": [["w01", "w04"], ...],                # winter tiles held, not yet offered
     "boats_taken": []}

The boats in play, the decks of later seasons and the home tiles (each village's tile at
0,0) follow from the players and the season; tiles named nowhere are out of the game.
"""

from __future__ import annotations

from typing import Any

from eurogames.core.position import (
    PositionError,
    checked,
    fields,
    need,
    new_state,
    one_of,
    seat_list,
    whole,
)
from eurogames.core.types import Json

from . import GAME
from .data import (
    AUTUMN_TILES,
    BOATS,
    COLOURS,
    HOMES,
    NUM_TILES,
    ORDER_TILES,
    ORDERS,
    RESOURCES,
    SEASONS,
    SKILLS,
    SPRING_TILES,
    SUMMER_VILLAGE,
    TILES,
    WINTER,
    WINTER_TILES,
)
from .state import GONE, OFFERED, P_MAIN, P_OVER, KeyflowerState

__all__ = ["PositionError", "describe", "from_position", "is_turn_start"]

_TOP = ("game", "players", "options", "over", "season", "start", "turn", "purple", "passes", "offers", "orders",
        "villages", "marks", "boats", "bag", "greens", "skill_pile", "hands", "skills",
        "winter_hands", "boats_taken")
_KEY = {t.key: t.tid for t in TILES}


def is_turn_start(st: KeyflowerState) -> bool:
    """Whether ``st`` is in the main phase of a season with a seat about to act."""
    return st.phase == P_MAIN and not st.pend and not any(st.staged) and not any(st.to_place) \
        and not any(st.wchosen) and st.flip_seat == -1 and not st.boat_order


def _named(xs: list[int], names: tuple[str, ...]) -> dict[str, int]:
    return {names[i]: v for i, v in enumerate(xs) if v}


def describe(st: KeyflowerState) -> Json:
    """The position of ``st`` (main phase, a seat about to act; or the game over) as a readable
    dict."""
    over = st.phase == P_OVER
    need(is_turn_start(st) or over, "a position is described in the main phase of a season or at the end")
    n = st.players
    key = [t.key for t in TILES]
    marks: dict[str, Any] = {}
    for t in range(NUM_TILES):
        seats = st.bidn[t * n:t * n + n]
        used = st.use_k[t * 4:t * 4 + 4]
        if any(seats) or any(used) or st.use_tot[t] or st.use_last[t] or st.tcol[t] >= 0:
            m: Json = {"colour": COLOURS[st.tcol[t]] if st.tcol[t] >= 0 else None}
            if any(seats):
                m["bids"] = [[COLOURS[st.bidc[t * n + s]], k] if k else None for s, k in enumerate(seats)]
            if any(used):
                m["keeples"] = _named(used, COLOURS)
            if st.use_last[t] or st.use_tot[t]:
                m["last"], m["total"] = st.use_last[t], st.use_tot[t]
            marks[key[t]] = m
    return {
        "players": n, "options": dict(st.options), **({"over": True} if over else {}),
        "season": SEASONS[st.season],
        "start": st.start, "turn": st.turn, "purple": st.purple, "passes": st.passes,
        "offers": [key[t] for t in st.offers], "orders": [key[t] for t in st.orders],
        "villages": [{key[t]: {"q": h[0], "r": h[1], "rot": st.rot[t], "upgraded": st.up[t],
                               "resources": _named(st.res[t * 4:t * 4 + 4], RESOURCES)}
                      for h, t in sorted(v.items())} for v in st.villages],
        "marks": marks,
        "boats": {key[b]: {"keeples": _named(st.boat_k[b * 4:b * 4 + 4], COLOURS),
                           "skills": _named(st.boat_s[b * 3:b * 3 + 3], SKILLS)} for b in st.boats},
        "bag": dict(zip(COLOURS, st.bag)), "greens": st.greens, "skill_pile": dict(zip(SKILLS, st.pile)),
        "hands": [dict(zip(COLOURS, h)) for h in st.hands], "skills": [dict(zip(SKILLS, k)) for k in st.skills],
        "winter_hands": [[key[t] for t in h] for h in st.whand],
        "boats_taken": [key[b] for b in st.boats_taken],
    }


def _tile(k: Any, what: str) -> int:
    need(isinstance(k, str) and k in _KEY, f"{what}: {k!r} is not a tile key")
    return _KEY[k]


def _counts(d: Any, what: str, names: tuple[str, ...], default: int = 0) -> list[int]:
    fields(d, what, names)
    return [whole(d.get(x, default), f"{what}[{x}]", 0, 999) for x in names]


def from_position(desc: Json, seed: int = 0) -> KeyflowerState:
    """Set up the described position (later draws from ``seed``).

    Raises:
        PositionError: the description is malformed or contradicts the rules or itself.
    """
    st = new_state(desc, GAME, _TOP, ("players", "season", "villages", "hands"), seed)
    assert isinstance(st, KeyflowerState)
    n = st.players
    season = SEASONS.index(one_of(desc["season"], "season", SEASONS))
    st.season = season
    st.phase = P_OVER if desc.get("over") else P_MAIN
    st.start = whole(desc.get("start", 0), "start", 0, n - 1)
    st.turn = whole(desc.get("turn", st.start), "turn", 0, n - 1)
    st.purple = whole(desc.get("purple", st.start), "purple", 0, n - 1)
    st.passes = whole(desc.get("passes", 0), "passes", 0, n - 1)
    st.pend, st.move_left, st.up_left, st.boat_order, st.flip_seat, st.final = [], 0, 0, [], -1, None
    st.staged = [[] for _ in range(n)]
    st.to_place = [[] for _ in range(n)]
    st.wchosen = [[] for _ in range(n)]
    st.wdone = [season == WINTER] * n  # in winter every seat has offered its tiles by now

    where: dict[int, str] = {}

    def claim(t: int, place: str) -> int:
        need(t not in where, f"tile {TILES[t].key} is both in {where.get(t)} and in {place}")
        where[t] = place
        return t

    st.loc = [GONE] * NUM_TILES
    st.pos = [None] * NUM_TILES
    st.rot = [0] * NUM_TILES
    st.up = [False] * NUM_TILES
    st.res = [0] * (NUM_TILES * 4)
    fam = SEASONS[season]
    st.offers = sorted(claim(_tile(k, "offers"), "the offer") for k in desc.get("offers", []))
    for t in st.offers:
        need(TILES[t].family == fam or (fam == "summer" and TILES[t].family == "sboat"),
             f"tile {TILES[t].key} is not a {fam} tile")
        st.loc[t] = OFFERED
    orders = [claim(_tile(k, "orders"), "the turn-order tiles") for k in
              desc.get("orders", [TILES[t].key for t in ORDERS[:ORDER_TILES[n]]])]
    need(all(t in ORDERS[:ORDER_TILES[n]] for t in orders),
         f"orders names tiles that are not turn-order tiles of a {n}-player game")
    st.orders = orders
    for t in orders:
        st.loc[t] = OFFERED

    villages = seat_list(desc["villages"], "villages", n)
    st.villages = [{} for _ in range(n)]
    st.home = [-1] * n
    for s, v in enumerate(villages):
        need(isinstance(v, dict), f"village {s} must map tile keys to their hexes")
        for k, td in v.items():
            t = claim(_tile(k, f"village {s}"), f"village {s}")
            fields(td, f"village {s} tile {k}", ("q", "r", "rot", "upgraded", "resources"), ("q", "r"))
            h = (whole(td["q"], f"{k}.q", -99, 99), whole(td["r"], f"{k}.r", -99, 99))
            need(h not in st.villages[s], f"village {s}: two tiles on hex {h}")
            st.villages[s][h] = t
            st.loc[t], st.pos[t] = s, h
            st.rot[t] = whole(td.get("rot", 0), f"{k}.rot", 0, 5)
            st.up[t] = bool(td.get("upgraded", False))
            need(not st.up[t] or TILES[t].back is not None, f"{k} has no upgraded side")
            st.res[t * 4:t * 4 + 4] = _counts(td.get("resources", {}), f"{k}.resources", RESOURCES)
        home = st.villages[s].get((0, 0))
        need(home in HOMES, f"village {s} needs its home tile on hex 0,0")
        st.home[s] = home
    need(len(set(st.home)) == n, "two villages share a home tile")
    st.supply = [0] * 4
    from .data import RESOURCE_SUPPLY
    for r in range(4):
        st.supply[r] = RESOURCE_SUPPLY[r] - sum(st.res[r::4])

    st.boats = [b for b in BOATS if TILES[b].number <= n]
    st.boat_k = [0] * (NUM_TILES * 4)
    st.boat_s = [0] * (NUM_TILES * 3)
    boats = fields(desc.get("boats", {}), "boats", [TILES[b].key for b in st.boats])
    for k, bd in boats.items():
        b = _KEY[k]
        fields(bd, f"boat {k}", ("keeples", "skills"))
        st.boat_k[b * 4:b * 4 + 4] = _counts(bd.get("keeples", {}), f"boat {k} keeples", COLOURS)
        st.boat_s[b * 3:b * 3 + 3] = _counts(bd.get("skills", {}), f"boat {k} skills", SKILLS)
    st.boats_taken = [_tile(k, "boats_taken") for k in desc.get("boats_taken", [])]
    need(all(b in st.boats for b in st.boats_taken), "boats_taken names a boat not in play")

    st.bidn = [0] * (NUM_TILES * n)
    st.bidc = [-1] * (NUM_TILES * n)
    st.tcol = [-1] * NUM_TILES
    st.use_last = [0] * NUM_TILES
    st.use_tot = [0] * NUM_TILES
    st.use_k = [0] * (NUM_TILES * 4)
    for k, md in fields(desc.get("marks", {}), "marks", _KEY).items():
        t = _KEY[k]
        fields(md, f"marks[{k}]", ("colour", "bids", "keeples", "last", "total"))
        col = md.get("colour")
        st.tcol[t] = -1 if col is None else COLOURS.index(one_of(col, f"marks[{k}].colour", COLOURS))
        if "bids" in md:
            need(t in st.offers or t in st.orders, f"bids on {k}, which is not up for auction")
            for s, bid in enumerate(seat_list(md["bids"], f"marks[{k}].bids", n)):
                if bid is None:
                    continue
                need(isinstance(bid, list) and len(bid) == 2, f"marks[{k}].bids[{s}] is [colour, keeples]")
                st.bidc[t * n + s] = COLOURS.index(one_of(bid[0], f"marks[{k}].bids[{s}] colour", COLOURS))
                st.bidn[t * n + s] = whole(bid[1], f"marks[{k}].bids[{s}] keeples", 1, 99)
        st.use_k[t * 4:t * 4 + 4] = _counts(md.get("keeples", {}), f"marks[{k}].keeples", COLOURS)
        st.use_last[t] = whole(md.get("last", 0), f"marks[{k}].last", 0, 99)
        st.use_tot[t] = whole(md.get("total", sum(st.use_k[t * 4:t * 4 + 4])), f"marks[{k}].total", 0, 99)

    st.bag = _counts(desc.get("bag", {}), "bag", COLOURS)
    st.greens = whole(desc.get("greens", 0), "greens", 0, 999)
    st.pile = _counts(desc.get("skill_pile", {}), "skill_pile", SKILLS)
    st.hands = [_counts(h, f"hands[{s}]", COLOURS) for s, h in enumerate(seat_list(desc["hands"], "hands", n))]
    st.skills = [_counts(h, f"skills[{s}]", SKILLS)
                 for s, h in enumerate(seat_list(desc.get("skills", [{}] * n), "skills", n))]
    wh = seat_list(desc.get("winter_hands", [[]] * n), "winter_hands", n)
    st.whand = [sorted(claim(_tile(k, f"winter_hands[{s}]"), f"seat {s}'s winter hand") for k in h)
                for s, h in enumerate(wh)]
    need(all(t in WINTER_TILES for h in st.whand for t in h), "winter_hands names a tile that is not a winter tile")
    need(season < WINTER or not any(st.whand), "winter tiles are revealed before the winter auction")
    st.decks = [[] if k <= season else list(d) for k, d in
                enumerate((SPRING_TILES, list(SUMMER_VILLAGE) + [-1, -2, -3, -4], AUTUMN_TILES))]
    return checked(st)
