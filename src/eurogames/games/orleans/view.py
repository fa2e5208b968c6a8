"""Visibility for Orléans: ``view`` and ``determinize`` (rules/orleans.md §6, §8).

Hidden information:
- planning is simultaneous: during phase 4 the followers another player placed this
  round are shown as still on their market (their "done" flag is public);
- the bag's draw order (the contents are public: "you may look into your bag", and
  everything that went in was seen) -- drawing happens through the state's RNG at
  the moment of drawing, so the hidden order is just the RNG state;
- the order of the remaining hourglass tiles (their composition is public).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from eurogames.core import Chance
from eurogames.core.types import Json, Seat

from .data import (
    CITIES,
    CODE_NAMES,
    DEEDS,
    EDGES,
    EMPTY,
    EVENT_NAMES,
    GOOD_NAMES,
    MARKET_SIZE,
    NBASE,
    P_TOWER,
    PLACES,
    SPACE_START,
    TECH,
    TILES,
    TOWER_EXTRA,
)
from .rules import PLAN_FROM_TOWER, S_PLAN, TOWER_SPACES, free_spaces
from .scoring import dev_level

if TYPE_CHECKING:
    from .state import OrleansState


def _hidden_slots(st: OrleansState, p: int, seat: Seat | None) -> tuple[list[int], list[int]]:
    """Slots and market of ``p`` as ``seat`` sees them."""
    slots, market = st.slots[p], st.market[p]
    if st.stage == S_PLAN and p != seat and st.planned[p]:
        slots = slots[:]
        market = market[:]
        _undo_plans(st.planned[p], slots, market)
    return slots, market


def _undo_plans(planned: list[int], slots: list[int], market: list[int]) -> None:
    """Put this round's planned followers back where they came from (market or Gunpowder Tower)."""
    for e in planned:
        s, k = e % PLAN_FROM_TOWER, e // PLAN_FROM_TOWER
        if k:
            slots[TOWER_SPACES[k - 1]] = slots[s]
        else:
            market.append(slots[s])
        slots[s] = EMPTY


def _market_cap(st: OrleansState, p: int, slots: list[int]) -> int:
    """Market size as seen (followers planned off the Gunpowder Tower this round stay hidden)."""
    if st.owned[p] >> P_TOWER & 1:
        s0 = SPACE_START[P_TOWER]
        return MARKET_SIZE + TOWER_EXTRA - sum(1 for x in slots[s0:s0 + 2] if x >= 0)
    return MARKET_SIZE


def _counts(codes: list[int]) -> dict[str, int]:
    """Follower name -> how many, in code order."""
    return {CODE_NAMES[c]: codes.count(c) for c in sorted(set(codes))}


_HOLDS: Final = (*CODE_NAMES, "tech", None)
"""What a space holds as a view names it, indexed by the slot value: a follower code, or from
the end ``TECH`` (-2) and ``EMPTY`` (-1)."""
assert _HOLDS[TECH] == "tech" and _HOLDS[EMPTY] is None


_OwnedPlaces = tuple[tuple[int, ...], tuple[tuple[str, int, int], ...]]
_OWNED_PLACES: Final[dict[int, _OwnedPlaces]] = {}
_TILE_NAMES: Final[dict[int, tuple[str, ...]]] = {}


def _owned_places(owned: int) -> _OwnedPlaces:
    """The places in an ownership bit mask, in place order (cached): every space of them, and
    each place's (name, start, end) as a slice of that list of spaces."""
    out = _OWNED_PLACES.get(owned)
    if out is None:
        if len(_OWNED_PLACES) > 20_000:
            _OWNED_PLACES.clear()
        spaces: list[int] = []
        layout = []
        for pl in range(len(PLACES)):
            if owned >> pl & 1:
                start = len(spaces)
                spaces += range(SPACE_START[pl], SPACE_START[pl + 1])
                layout.append((PLACES[pl], start, len(spaces)))
        out = _OWNED_PLACES[owned] = (tuple(spaces), tuple(layout))
    return out


def _tile_names(mask: int) -> tuple[str, ...]:
    """The place tiles in a bit mask over ``TILES`` (cached)."""
    out = _TILE_NAMES.get(mask)
    if out is None:
        out = _TILE_NAMES[mask] = tuple(TILES[t] for t in range(len(TILES)) if mask >> t & 1)
    return out


def player_view(st: OrleansState, p: int, seat: Seat | None) -> Json:
    slots, market = _hidden_slots(st, p, seat)
    owned = st.owned[p]
    sreq = st.space_req
    # Every space in one comprehension, then sliced per place: a comprehension per place cost
    # a third of this function's time in pure Python.
    owned_spaces, layout = _owned_places(owned)
    spaces = [{"needs": sreq[s], "holds": _HOLDS[slots[s]]} for s in owned_spaces]
    places = [{"place": name, "spaces": spaces[a:b]} for name, a, b in layout]
    return {
        "seat": p,
        "coins": st.coins[p],
        "goods": dict(zip(GOOD_NAMES, st.goods[p])),
        "tracks": list(st.tracks[p]),
        "development": st.dev[p],
        "level": dev_level(st.dev[p]),
        "stations_stock": st.stock[p],
        "stations_on_map": st.stations_on_map(p),
        "citizens": st.citizens[p],
        "merchant": CITIES[st.merchant[p]],
        "bag": _counts(st.bag[p]),
        "market": sorted(CODE_NAMES[c] for c in market),
        "market_cap": _market_cap(st, p, slots),
        "places": places,
        "tiles": list(_tile_names(owned >> NBASE)),
        "tech_pending": len(st.tech_pending[p]),
        "passed": st.passed[p],
        "planning_done": st.plan_done[p],
        "drawing": st.draw_mode[p],
        "recalls_left": st.draw_left[p],
    }


_ROUTE_ENDS: Final = tuple((CITIES[a], CITIES[b], "road" if k == 0 else "water") for a, b, k, _x in EDGES)


def _routes(edge_goods: list[list[int]]) -> list[Json]:
    out = []
    for (a, b, k), goods in zip(_ROUTE_ENDS, edge_goods):
        # most routes hold one good: no comprehension (a function call each in Python 3.11) for those
        names = [GOOD_NAMES[goods[0]]] if len(goods) == 1 else [GOOD_NAMES[g] for g in goods]
        out.append({"from": a, "to": b, "kind": k, "goods": names})
    return out


def view(st: OrleansState, seat: Seat | None) -> Json:
    return {
        "round": st.round,
        "stage": st.stage,
        "event": EVENT_NAMES[st.event] if st.event >= 0 else None,
        "events_seen": [EVENT_NAMES[e] for e in st.events_seen],
        "hourglass_left": [{EVENT_NAMES[e]: h.count(e) for e in sorted(set(h))} for h in st.hourglass],
        "start_player": st.start_player,
        "turn": st.turn,
        "active": st.active_players() if not st.is_over() else [],
        "me": seat,
        "players": [player_view(st, p, seat) for p in range(st.players)],
        "supply_followers": list(st.supply_f),
        "supply_goods": dict(zip(GOOD_NAMES, st.supply_g)),
        "tech_stack": st.tech_stack,
        "tiles_available": list(_tile_names(st.tiles_avail)),
        "tiles_removed": list(_tile_names(st.tiles_removed)),
        "routes": _routes(st.edge_goods),
        "stations": {CITIES[c]: list(o) for c, o in enumerate(st.city_st) if o},
        "deeds": {DEEDS[d]: list(st.deed_free[d]) for d in range(len(DEEDS))},
        "deed_citizens": list(st.deed_cit),
        "dev_citizens": list(st.dev_cit),
        "knight_citizen": st.knight_cit,
        "boatman_citizen": st.boatman_cit,
        "station_citizen": st.station_cit,
        "queue": [list(q) for q in st.queue],
        "sub": {"kind": st.sub_kind, "seat": st.sub_seat,
                "drawn": [CODE_NAMES[c] for c in st.sub_data[1:]] if st.sub_kind == 2 else []},
        "planning": st.stage == S_PLAN,
        "removed_followers": list(st.removed_f),
        "removed_goods": dict(zip(GOOD_NAMES, st.removed_g)),
    }


def determinize(st: OrleansState, seat: Seat | None, rng: Chance) -> OrleansState:
    """A copy with other seats' unrevealed placements undone and a fresh chance source.

    During planning the followers others placed this round go back onto their market
    (a world consistent with everything ``seat`` saw); bag order and hourglass order
    are re-sampled implicitly by the new RNG.
    """
    det = st.clone()
    if det.stage == S_PLAN:
        for p in range(det.players):
            if p == seat:
                continue
            if det.planned[p]:
                _undo_plans(det.planned[p], det.slots[p], det.market[p])
                det.free[p] = free_spaces(det.slots[p])
                det.planned[p] = []
    det.rng = rng.spawn()
    det._legal = {}
    return det
