"""Orléans positions: a readable description of an action-phase position, both ways.

``describe(state)`` writes a position of the action phase (phase 5: a seat about to carry out
an action or pass) as a JSON-ready dict; ``from_position(desc)`` sets up a state from such a
dict, computing the derived fields (the follower and goods supplies, the technology stack,
the place tiles still available, citizens per seat, trading stations in stock, the coin
ledger, the round machine) and rejecting contradictions with a ``PositionError`` that names
the problem. No ``invalidate()`` and no field kept in step by hand.

Fields (followers, goods, places, tiles, cities, events and deeds by the names the view
uses; seats 0..n-1)::

    {"players": 2, "options": {}, "round": 3, "event": "harvest",
     "events_seen": ["pilgrimage", "income", "harvest"],
     "hourglass": [["plague", "taxes", ...]],          # tiles left, per band (order is chance)
     "start_player": 0, "turn": 1, "passed": [false, false],
     "seats": [{"coins": 7, "goods": {"grain": 1}, "tracks": [2, 1, 0, 0, 1, 0],
                "development": 4, "stations_removed": 0, "merchant": "orleans",
                "bag": ["farmer", "own-boatman"], "market": ["own-farmer"],
                "places": {"farmhouse": ["boatman", null], "castle": [null, null, null]},
                "tiles": ["winery"], "tech_first": 0}, ...],
     "routes": [["grain"], [], ...],                   # goods on each route, EDGES order
     "stations": {"chartres": [0]},
     "deeds": {"city_wall": [0, 0, 3, 0, 1, 0, 0], ...},   # free spaces per follower type
     "citizens": {"deeds": [-1, 0, ...], "development": [-1, -1, -1], "knight": -1,
                  "boatman": -1, "stations": -1},
     "tiles_removed": [], "tech_removed": 0,
     "removed_followers": [0, 0, 0, 0, 0, 0, 0], "removed_goods": {"grain": 2, ...}}

``places`` lists what each space of an owned place holds (a follower, ``"tech"`` or null),
for the places holding something; the base places are always owned. Left out: ``events_seen``
(round 1: the Pilgrimage), ``hourglass`` (the tiles not yet turned, one pile), ``routes`` and
``removed_goods`` (as the seed dealt them), a seat's own-colour followers named nowhere (on
its market), coins 5 and the rest empty, so a scenario names only what matters::

    from_position({"players": 2, "round": 1, "seats": [
        {"tiles": ["winery"], "places": {"winery": ["farmer", "trader"]}}, {}]})
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
    CITIES,
    CODE_NAMES,
    DEED_SPACES,
    DEEDS,
    EDGES,
    EMPTY,
    EVENT_NAMES,
    GOOD_COUNT,
    GOOD_NAMES,
    NBASE,
    NEUTRAL_4P,
    NSPACES,
    OWN,
    PILGRIMAGE,
    PLACES,
    REMOVE,
    SPACE_START,
    START_COINS,
    STATIONS,
    TECH,
    TECH_TILES,
    TILES,
)
from .rules import S_ACT, SUB_NONE
from .state import _HOURGLASS_OTHERS, DEED_TOTALS, OrleansState

__all__ = ["PositionError", "describe", "from_position", "is_turn_start"]

_TOP = ("game", "players", "options", "round", "event", "events_seen", "hourglass", "start_player", "turn",
        "passed", "seats", "routes", "stations", "deeds", "citizens", "tiles_removed", "tech_removed",
        "removed_followers", "removed_goods")
_SEAT = ("coins", "goods", "tracks", "development", "stations_removed", "merchant", "bag", "market",
         "places", "tiles", "tech_first")
_HOLDS = (*CODE_NAMES, "tech", None)  # by slot value: a follower code, TECH (-2), EMPTY (-1)


def is_turn_start(st: OrleansState) -> bool:
    """Whether ``st`` is in the action phase with a seat about to act (no step under way)."""
    return st.stage == S_ACT and st.sub_kind == SUB_NONE and not st.queue \
        and not any(st.tech_pending) and not any(st.planned)


def describe(st: OrleansState) -> Json:
    """The position of ``st`` (action phase, a seat about to act) as a readable dict."""
    need(is_turn_start(st), "a position is described in the action phase, between actions")
    n = st.players
    seats = []
    for p in range(n):
        places: dict[str, list[Any]] = {}
        for pl in range(len(PLACES)):
            a, b = SPACE_START[pl], SPACE_START[pl + 1]
            if any(x != EMPTY for x in st.slots[p][a:b]):
                places[PLACES[pl]] = [_HOLDS[x] for x in st.slots[p][a:b]]
        seats.append({
            "coins": st.coins[p], "goods": {g: k for g, k in zip(GOOD_NAMES, st.goods[p]) if k},
            "tracks": list(st.tracks[p]), "development": st.dev[p], "stations_removed": st.st_removed[p],
            "merchant": CITIES[st.merchant[p]],
            "bag": sorted(CODE_NAMES[c] for c in st.bag[p]), "market": [CODE_NAMES[c] for c in st.market[p]],
            "places": places,
            "tiles": [TILES[t] for t in range(len(TILES)) if st.owned[p] >> (NBASE + t) & 1],
            "tech_first": st.tech_first[p],
        })
    return {
        "players": n, "options": dict(st.options), "round": st.round,
        "event": EVENT_NAMES[st.event] if st.event >= 0 else None,
        "events_seen": [EVENT_NAMES[e] for e in st.events_seen],
        "hourglass": [sorted(EVENT_NAMES[e] for e in h) for h in st.hourglass],
        "start_player": st.start_player, "turn": st.turn, "passed": list(st.passed),
        "seats": seats,
        "routes": [[GOOD_NAMES[g] for g in e] for e in st.edge_goods],
        "stations": {CITIES[c]: list(o) for c, o in enumerate(st.city_st) if o},
        "deeds": {DEEDS[d]: list(st.deed_free[d]) for d in range(len(DEEDS))},
        "citizens": {"deeds": list(st.deed_cit), "development": list(st.dev_cit), "knight": st.knight_cit,
                     "boatman": st.boatman_cit, "stations": st.station_cit},
        "tiles_removed": [TILES[t] for t in range(len(TILES)) if st.tiles_removed >> t & 1],
        "tech_removed": st.tech_removed,
        "removed_followers": list(st.removed_f),
        "removed_goods": dict(zip(GOOD_NAMES, st.removed_g)),
    }


def _names(xs: Any, what: str, names: tuple[str, ...]) -> list[int]:
    need(isinstance(xs, list), f"{what} must be a list")
    return [names.index(one_of(x, what, names)) for x in xs]


def _goods(d: Any, what: str) -> list[int]:
    fields(d, what, GOOD_NAMES)
    return [whole(d.get(g, 0), f"{what}[{g}]", 0, 99) for g in GOOD_NAMES]


def from_position(desc: Json, seed: int = 0) -> OrleansState:
    """Set up the described position (later draws from ``seed``).

    Raises:
        PositionError: the description is malformed or contradicts the rules or itself.
    """
    st = new_state(desc, GAME, _TOP, ("players", "round", "seats"), seed)
    assert isinstance(st, OrleansState)
    n = st.players

    # ----- the round ---------------------------------------------------------------------
    st.round = whole(desc["round"], "round", 1, 18)
    st.events_seen = _names(desc.get("events_seen", ["pilgrimage"] if st.round == 1 else []),
                            "events_seen", EVENT_NAMES)
    ev = desc.get("event", EVENT_NAMES[st.events_seen[-1]] if st.events_seen else None)
    st.event = -1 if ev is None else EVENT_NAMES.index(one_of(ev, "event", EVENT_NAMES))
    if "hourglass" in desc:
        hg = desc["hourglass"]
        need(isinstance(hg, list), "hourglass lists the tiles left per band")
        st.hourglass = [_names(h, "an hourglass tile", EVENT_NAMES) for h in hg]
    else:  # one pile of the tiles not yet turned (the default hourglass)
        need(st.options.get("hourglass") != "banded", "a banded hourglass must be described")
        left = [PILGRIMAGE, *_HOURGLASS_OTHERS]  # every tile of the hourglass (§5.6)
        for e in st.events_seen:
            need(e in left, f"events_seen: more {EVENT_NAMES[e]} tiles than the hourglass has")
            left.remove(e)
        st.hourglass = [sorted(left)]
    st.start_player = whole(desc.get("start_player", 0), "start_player", 0, n - 1)
    st.turn = whole(desc.get("turn", st.start_player), "turn", 0, n - 1)
    passed = seat_list(desc.get("passed", [False] * n), "passed", n)
    st.passed = [bool(x) for x in passed]
    need(not st.passed[st.turn], f"seat {st.turn} is to move but has passed")
    st.stage, st.sub_kind, st.sub_seat, st.sub_data, st.queue, st.excl_order = S_ACT, SUB_NONE, -1, [], [], []
    st.plan_done = [True] * n
    st.draw_mode = [0] * n
    st.draw_left = [0] * n
    st.tech_pending = [[] for _ in range(n)]
    st.planned = [[] for _ in range(n)]

    # ----- seats ---------------------------------------------------------------------------
    seats = seat_list(desc["seats"], "seats", n)
    all_tiles = 0
    removed_tiles = sum(1 << TILES.index(one_of(t, "tiles_removed", TILES)) for t in set(desc.get("tiles_removed", [])))
    placed_tech = 0
    for p, sd in enumerate(seats):
        fields(sd, f"seat {p}", _SEAT)
        st.coins[p] = whole(sd.get("coins", START_COINS), f"seat {p}'s coins", 0, 999)
        st.gained[p], st.paid[p] = max(0, st.coins[p] - START_COINS), max(0, START_COINS - st.coins[p])
        st.goods[p] = _goods(sd.get("goods", {}), f"seat {p}'s goods")
        tracks = sd.get("tracks", [0] * 6)
        need(isinstance(tracks, list) and len(tracks) == 6, f"seat {p}: tracks lists the 6 tracks")
        st.tracks[p] = [whole(x, f"seat {p}'s track", 0, 99) for x in tracks]
        st.dev[p] = whole(sd.get("development", 0), f"seat {p}'s development", 0, 30)
        st.st_removed[p] = whole(sd.get("stations_removed", 0), f"seat {p}'s stations_removed", 0, STATIONS)
        st.merchant[p] = CITIES.index(one_of(sd.get("merchant", CITIES[0]), f"seat {p}'s merchant", CITIES))
        st.bag[p] = _names(sd.get("bag", []), f"seat {p}'s bag", CODE_NAMES)
        st.market[p] = _names(sd.get("market", []), f"seat {p}'s market", CODE_NAMES)
        tiles = _names(sd.get("tiles", []), f"seat {p}'s tiles", TILES)
        mine = sum(1 << t for t in set(tiles))
        clash = (all_tiles | removed_tiles) & mine
        need(not clash, f"seat {p} owns {[TILES[t] for t in range(len(TILES)) if clash >> t & 1]}, "
                        "which another seat owns or which is out of the game")
        all_tiles |= mine
        st.owned[p] = (1 << NBASE) - 1 | mine << NBASE
        slots = [EMPTY] * NSPACES
        places = fields(sd.get("places", {}), f"seat {p}'s places", PLACES)
        for name, holds in places.items():
            pl = PLACES.index(name)
            need(bool(st.owned[p] >> pl & 1), f"seat {p} does not own the {name}")
            a, b = SPACE_START[pl], SPACE_START[pl + 1]
            need(isinstance(holds, list) and len(holds) == b - a, f"seat {p}: the {name} has {b - a} spaces")
            for i, h in enumerate(holds):
                slots[a + i] = EMPTY if h is None else TECH if h == "tech" else \
                    CODE_NAMES.index(one_of(h, f"seat {p}'s {name} space {i + 1}", CODE_NAMES))
            need(holds.count("tech") <= 1, f"seat {p}: two technology tiles on the {name}")
        st.slots[p] = slots
        placed_tech += slots.count(TECH)
        st.tech_first[p] = whole(sd.get("tech_first", 1 if TECH in slots else 0), f"seat {p}'s tech_first", 0, 1)

    for p in range(n):  # own-colour followers named nowhere stand on the market (as at the start)
        named = st.bag[p] + st.market[p] + st.slots[p]
        st.market[p] += [c for c in range(OWN, OWN + 4) if c not in named]

    # ----- board ---------------------------------------------------------------------------
    st.tiles_removed = removed_tiles
    st.tiles_avail = ((1 << len(TILES)) - 1) & ~all_tiles & ~removed_tiles
    st.tech_removed = whole(desc.get("tech_removed", 0), "tech_removed", 0, TECH_TILES)
    st.tech_stack = TECH_TILES - placed_tech - st.tech_removed
    need(st.tech_stack >= 0, f"{placed_tech} technology tiles are placed: there are {TECH_TILES}")
    routes = desc.get("routes", [[GOOD_NAMES[g] for g in e] for e in st.edge_goods])  # default: as dealt
    need(isinstance(routes, list) and len(routes) == len(EDGES), f"routes lists the goods of the {len(EDGES)} routes")
    st.edge_goods = [_names(r, "a good on a route", GOOD_NAMES) for r in routes]
    stations = fields(desc.get("stations", {}), "stations", CITIES)
    st.city_st = [[whole(s, f"a station owner in {c}", 0, n - 1) for s in stations.get(c, [])] for c in CITIES]
    for p in range(n):
        st.stock[p] = STATIONS - st.st_removed[p] - sum(c.count(p) for c in st.city_st)
        need(st.stock[p] >= 0, f"seat {p} has more than {STATIONS} trading stations out")
    deeds = fields(desc.get("deeds", {}), "deeds", DEEDS)
    st.deed_free = [list(DEED_SPACES[d]) for d in range(len(DEEDS))]
    for name, free in deeds.items():
        d = DEEDS.index(name)
        need(isinstance(free, list) and len(free) == 7 and all(
            type(x) is int and 0 <= x <= DEED_SPACES[d][t] for t, x in enumerate(free)),
            f"deeds[{name}] lists the free spaces per follower type (at most {list(DEED_SPACES[d])})")
        st.deed_free[d] = list(free)
    cit = fields(desc.get("citizens", {}), "citizens", ("deeds", "development", "knight", "boatman", "stations"))
    st.deed_cit = [whole(x, "a deed citizen owner", -1, n - 1) for x in cit.get("deeds", [-1] * len(DEEDS))]
    need(len(st.deed_cit) == len(DEEDS), f"citizens.deeds lists the {len(DEEDS)} deeds")
    st.dev_cit = [whole(x, "a development citizen owner", -1, n - 1) for x in cit.get("development", [-1] * 3)]
    need(len(st.dev_cit) == 3, "citizens.development lists the 3 development citizens")
    st.knight_cit = whole(cit.get("knight", -1), "the knight citizen owner", -1, n - 1)
    st.boatman_cit = whole(cit.get("boatman", -1), "the boatman citizen owner", -1, n - 1)
    st.station_cit = whole(cit.get("stations", -1), "the station citizen owner", -1, n - 1)
    claimed = [x for x in [*st.deed_cit, *st.dev_cit, st.knight_cit, st.boatman_cit, st.station_cit] if x >= 0]
    st.citizens = [claimed.count(p) for p in range(n)]

    # ----- supplies by conservation -----------------------------------------------------------
    rf = desc.get("removed_followers", [0] * 7)
    need(isinstance(rf, list) and len(rf) == 7, "removed_followers lists the 7 follower types")
    st.removed_f = [whole(x, "removed followers", 0, 99) for x in rf]
    st.removed_g = _goods(desc.get("removed_goods", dict(zip(GOOD_NAMES, st.removed_g))), "removed_goods")
    free = [sum(col) for col in zip(*st.deed_free)]
    rem = REMOVE[n]
    for t in range(7):
        held = sum((st.bag[p] + st.market[p] + st.slots[p]).count(t) for p in range(n))
        st.supply_f[t] = NEUTRAL_4P[t] - rem[t] - held - (DEED_TOTALS[t] - free[t]) - st.removed_f[t]
        need(st.supply_f[t] >= 0, f"{CODE_NAMES[t]}: more followers are named than the game has")
    on_map = [g for e in st.edge_goods for g in e]
    for g in range(5):
        st.supply_g[g] = GOOD_COUNT[g] - st.removed_g[g] - sum(st.goods[p][g] for p in range(n)) - on_map.count(g)
        need(st.supply_g[g] >= 0, f"{GOOD_NAMES[g]}: more goods are named than the game has ({GOOD_COUNT[g]})")
    st._active = None
    return checked(st)
