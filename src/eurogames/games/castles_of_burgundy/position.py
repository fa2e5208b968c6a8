"""Castles of Burgundy positions: a readable description of a turn-start position, both ways.

``describe(state)`` writes the position at the start of a turn as a JSON-ready dict;
``from_position(desc)`` sets up a state from such a dict, computing every derived field
(open spaces, region and colour counters, knowledge mask, face-down piles, the goods pool,
track stamps) and rejecting contradictions with a ``PositionError`` that names the problem.
It is the python-chess ``Board(fen)`` idea; tests build their scenarios with it.

Fields (every tile is a tile id, as in the view; spaces are 1..37, goods colours 1..6)::

    {"players": 2, "options": {"board": 1, "rules": "2019"},   # options may be partial
     "phase": "B", "round": 2,              # round 1..5 of the phase
     "order": [1, 0],                       # turn order of this round
     "to_move": 1,                          # whose turn starts now (a seat in "order")
     "start_player": 0, "white_die": 4,
     "depots": {"0": [12, null, 150], "3": [null, 77, null, 40]},  # slots in order, null = empty
     "depot_goods": {"4": [2, 2]},          # goods colours lying on depots 1..6
     "round_goods": [5, 1, 6],              # face-up goods of the later rounds of this phase
     "removed": [3, 99],                    # tiles out of the game
     "bonus": {"ship": [0, -1]},            # owners of the large and small bonus tile
     "seats": [{"estate": {"19": 140, "13": 41}, "storage": [88], "goods": {"1": 2},
                "sold": {"3": 1}, "silver": 3, "workers": 2, "dice": [5, 3],
                "vp": {"regions": 4, "sales": 3}, "track": 1, "height": 3}, ...]}

``order`` is the turn order of the current round (read from the track when the round began;
moves during the round do not change it). ``track`` is the seat's space on the turn-order
track and ``height`` its place in a stack there (higher is on top, as the view shows it).

Absent optional fields default to empty (no tiles, no goods, no points). Tiles not named
anywhere lie face down in their piles; goods not named lie face down in the pool.
"""

from __future__ import annotations

from typing import Any

from eurogames.core.position import PositionError, need, new_state
from eurogames.core.types import Json

from . import GAME, rules
from . import data as D
from .scoring import CATEGORIES
from .state import CobState

PHASE_LETTERS = D.PHASE_LETTERS
KIND_KEYS = ("castle", "ship", "mine", "animal", "building", "knowledge")

_TOP = {"game", "players", "options", "phase", "round", "order", "to_move", "start_player",
        "white_die", "depots", "depot_goods", "round_goods", "removed", "bonus", "seats"}
_SEAT = {"estate", "storage", "goods", "sold", "silver", "workers", "dice", "vp", "track", "height"}


__all__ = ["PositionError", "describe", "from_position", "is_turn_start"]


def is_turn_start(st: CobState) -> bool:
    """Whether ``st`` is at the start of a turn (what ``describe`` writes)."""
    return not st.over and not st.setup_left and not st.modes and st.used == [0, 0] and not st.bought


def _int(v: Any, what: str, lo: int, hi: int) -> int:
    need(type(v) is int and lo <= v <= hi, f"{what} must be a whole number {lo}..{hi}, not {v!r}")
    return int(v)


def _colour_counts(d: Any, what: str) -> list[int]:
    need(isinstance(d, dict), f"{what} must map goods colours 1..6 to counts")
    out = [0] * 7
    for k, n in d.items():
        c = _int(int(k) if str(k).isdigit() else k, f"a goods colour in {what}", 1, 6)
        out[c] = _int(n, f"{what}[{k}]", 0, D.GOODS_PER_COLOUR)
    return out


def describe(st: CobState) -> Json:
    """The position of ``st`` (at the start of a turn) as a readable dict."""
    need(is_turn_start(st), "a position is described at the start of a turn")
    P = st.players
    seats = []
    for p in range(P):
        base = p * D.SPACES
        seats.append({
            "estate": {str(sp + 1): st.estate[base + sp] for sp in range(D.SPACES)
                       if st.estate[base + sp] >= 0},
            "storage": list(st.storage[p]),
            "goods": {str(c): st.goods[p * 7 + c] for c in range(1, 7) if st.goods[p * 7 + c]},
            "sold": {str(c): st.sold[p * 7 + c] for c in range(1, 7) if st.sold[p * 7 + c]},
            "silver": st.silver[p], "workers": st.workers[p],
            "dice": st.dice[2 * p:2 * p + 2],
            "vp": {k: v for k, v in zip(CATEGORIES, st.vp[p * 6:p * 6 + 6]) if v},
            "track": st.track_pos[p], "height": st.track_stamp[p],
        })
    depots: dict[str, list[int | None]] = {}
    for d in range(7):
        n = D.BLACK_DEPOT_SIZE[P] if d == 0 else D.DEPOT_SLOT_COUNT
        slots = [st.dep[d * 8 + s] for s in range(n)]
        if any(t >= 0 for t in slots):
            depots[str(d)] = [t if t >= 0 else None for t in slots]
    bonus = {}
    for k in range(6):
        pair = st.bonus_owner[2 * k:2 * k + 2]
        if pair != [-1, -1]:
            bonus[KIND_KEYS[k]] = list(pair)
    return {
        "players": P,
        "options": {"board": st.board.number, "rules": "2011" if st.ed2011 else "2019"},
        "phase": PHASE_LETTERS[st.phase], "round": st.round + 1,
        "order": list(st.order), "to_move": st.order[st.turn_idx],
        "start_player": st.start_player, "white_die": st.white,
        "depots": depots,
        "depot_goods": {str(d): [c for c in range(1, 7) for _ in range(st.dgoods[d * 7 + c])]
                        for d in range(1, 7) if any(st.dgoods[d * 7 + 1:d * 7 + 7])},
        "round_goods": list(st.round_goods),
        "removed": list(st.removed),
        "bonus": bonus,
        "seats": seats,
    }


def from_position(desc: Json, seed: int = 0) -> CobState:
    """Set up the described position (face-down pile order and later draws from ``seed``).

    Raises:
        PositionError: the description is malformed or contradicts the rules or itself.
    """
    st = new_state(desc, GAME, _TOP, ("players",), seed)
    assert isinstance(st, CobState)
    P = st.players
    b = st.board

    letter = desc.get("phase")
    need(isinstance(letter, str) and letter in PHASE_LETTERS, f"phase must be one of {PHASE_LETTERS}")
    st.phase = PHASE_LETTERS.index(letter)
    st.round = _int(desc.get("round"), "round", 1, D.ROUNDS) - 1
    order = desc.get("order")
    need(isinstance(order, list) and sorted(order) == list(range(P)),
          f"order must list every seat 0..{P - 1} once")
    to_move = desc.get("to_move")
    need(to_move in order, "to_move must be a seat in the order")
    st.order = list(order)
    st.turn_idx = order.index(to_move)
    st.start_player = _int(desc.get("start_player", 0), "start_player", 0, P - 1)
    st.white = _int(desc.get("white_die"), "white_die", 1, 6)
    st.over = False
    st.setup_left = []
    st.modes = []
    st.used = [0, 0]
    st.bought = st.cur_die = st.ship_first = st.goods_depot = 0

    # ----- tiles: every id in exactly one place --------------------------------------------
    where: dict[int, str] = {}

    def claim(t: Any, place: str) -> int:
        need(type(t) is int and 0 <= t < D.NUM_TILES, f"{place}: {t!r} is not a tile id")
        need(t not in where, f"tile {t} is both in {where.get(t)} and in {place}")
        where[t] = place
        return t

    seats = desc.get("seats")
    need(isinstance(seats, list) and len(seats) == P, f"seats must list {P} seats")
    st.estate = [-1] * (D.SPACES * P)
    st.opn = [0] * (D.SPACES * P)
    st.rfill = [0] * (b.num_regions * P)
    st.cfill = [0] * (6 * P)
    st.know = [0] * P
    st.storage = [[] for _ in range(P)]
    st.goods = [0] * (7 * P)
    st.sold = [0] * (7 * P)
    st.vp = [0] * (6 * P)
    for p, sd in enumerate(seats):
        need(isinstance(sd, dict), f"seat {p} must be an object")
        extra = set(sd) - _SEAT
        need(not extra, f"seat {p}: unknown fields {sorted(extra)}")
        base = p * D.SPACES
        estate = sd.get("estate") or {}
        need(isinstance(estate, dict), f"seat {p}: estate must map spaces 1..37 to tile ids")
        for key, t in estate.items():
            sp = _int(int(key) if str(key).isdigit() else key, f"seat {p}: estate space", 1, D.SPACES) - 1
            claim(t, f"seat {p}'s estate space {sp + 1}")
            need(D.TILE_KIND[t] == b.colour[sp],
                  f"seat {p}: tile {t} ({KIND_KEYS[D.TILE_KIND[t]]}) cannot lie on space {sp + 1} "
                  f"({KIND_KEYS[b.colour[sp]]})")
            st.estate[base + sp] = t
        _connected(st, p)
        for sp in range(D.SPACES):
            t = st.estate[base + sp]
            if t >= 0:
                rules._mark_filled(st, base, sp)
                st.rfill[p * b.num_regions + b.region[sp]] += 1
                st.cfill[p * 6 + D.TILE_KIND[t]] += 1
                if D.TILE_KIND[t] == D.KNOWLEDGE:
                    st.know[p] |= 1 << D.TILE_SUB[t]
        storage = sd.get("storage") or []
        need(isinstance(storage, list) and len(storage) <= 3, f"seat {p}: storage holds at most 3 tiles")
        st.storage[p] = [claim(t, f"seat {p}'s storage") for t in storage]
        goods = _colour_counts(sd.get("goods") or {}, f"seat {p}'s goods")
        need(sum(1 for c in goods if c) <= 3, f"seat {p} holds more than 3 goods colours")
        st.goods[p * 7:p * 7 + 7] = goods
        st.sold[p * 7:p * 7 + 7] = _colour_counts(sd.get("sold") or {}, f"seat {p}'s sold goods")
        st.silver[p] = _int(sd.get("silver", D.START_SILVER), f"seat {p}'s silver", 0, 999)
        st.workers[p] = _int(sd.get("workers", 0), f"seat {p}'s workers", 0, 999)
        dice = sd.get("dice")
        need(isinstance(dice, list) and len(dice) == 2, f"seat {p}: dice must be two faces")
        st.dice[2 * p:2 * p + 2] = [_int(x, f"seat {p}'s die", 1, 6) for x in dice]
        vp = sd.get("vp") or {}
        need(isinstance(vp, dict) and set(vp) <= set(CATEGORIES),
              f"seat {p}: vp categories are {list(CATEGORIES)}")
        for i, cat in enumerate(CATEGORIES):
            st.vp[p * 6 + i] = _int(vp.get(cat, 0), f"seat {p}'s {cat} points", 0, 9999)
        st.track_pos[p] = _int(sd.get("track", 0), f"seat {p}'s track space", 0, D.TRACK_SPACES - 1)

    for p, sd in enumerate(seats):
        st.track_stamp[p] = _int(sd.get("height", P - order.index(p)), f"seat {p}'s height", 1, 10**6)
    for a in range(P):
        for c in range(a + 1, P):
            need((st.track_pos[a], st.track_stamp[a]) != (st.track_pos[c], st.track_stamp[c]),
                  f"seats {a} and {c} are at the same height on track space {st.track_pos[a]}")
    st.stamp = max(st.track_stamp)

    depots = desc.get("depots") or {}
    need(isinstance(depots, dict), "depots must map depot numbers 0..6 to slot lists")
    st.dep = [-1] * 56
    for key, slots in depots.items():
        d = _int(int(key) if str(key).isdigit() else key, "a depot number", 0, 6)
        n = D.BLACK_DEPOT_SIZE[P] if d == 0 else D.DEPOT_SLOT_COUNT
        need(isinstance(slots, list) and len(slots) <= n, f"depot {d} has {n} slots")
        for s, t in enumerate(slots):
            if t is None:
                continue
            claim(t, f"depot {d} slot {s + 1}")
            if d == 0:
                need(bool(D.TILE_BLACK[t]), f"tile {t} in the black depot has no black back")
            else:
                kind, minp = D.DEPOT_SLOTS[d][s]
                need(P >= minp, f"depot {d} slot {s + 1} is not used with {P} players")
                if kind == D.SPECIAL:
                    kind = D.special_kind(P, st.phase)
                need(not D.TILE_BLACK[t] and D.TILE_KIND[t] == kind,
                      f"depot {d} slot {s + 1} takes a {KIND_KEYS[kind]} tile, not tile {t}")
            st.dep[d * 8 + s] = t
    st.removed = [claim(t, "the removed tiles") for t in desc.get("removed") or []]
    st.piles = [[] for _ in range(7)]
    for t in range(D.NUM_TILES):
        if t not in where:
            st.piles[6 if D.TILE_BLACK[t] else D.TILE_KIND[t]].append(t)
    for pile in st.piles:
        st.rng.shuffle(pile)  # the face-down order is hidden: any order is the same position

    # ----- goods ------------------------------------------------------------------------------
    st.dgoods = [0] * 49
    dg = desc.get("depot_goods") or {}
    need(isinstance(dg, dict), "depot_goods must map depots 1..6 to lists of colours")
    for key, cs in dg.items():
        d = _int(int(key) if str(key).isdigit() else key, "a goods depot", 1, 6)
        need(isinstance(cs, list), f"depot_goods[{key}] must be a list of colours")
        for c in cs:
            st.dgoods[d * 7 + _int(c, f"a goods colour on depot {d}", 1, 6)] += 1
    rg = desc.get("round_goods") or []
    need(isinstance(rg, list) and len(rg) == D.ROUNDS - 1 - st.round,
          f"round_goods must list the {D.ROUNDS - 1 - st.round} goods of the later rounds")
    st.round_goods = [_int(c, "a round goods colour", 1, 6) for c in rg]
    for c in range(1, 7):
        used = st.round_goods.count(c) + sum(st.dgoods[d * 7 + c] for d in range(7))
        used += sum(st.goods[p * 7 + c] + st.sold[p * 7 + c] for p in range(P))
        need(used <= D.GOODS_PER_COLOUR,
              f"{used} goods of colour {c} are named: there are only {D.GOODS_PER_COLOUR}")
        st.goods_pool[c] = D.GOODS_PER_COLOUR - used

    st.bonus_owner = [-1] * 12
    bonus = desc.get("bonus") or {}
    need(isinstance(bonus, dict) and set(bonus) <= set(KIND_KEYS), f"bonus kinds are {list(KIND_KEYS)}")
    for key, pair in bonus.items():
        k = KIND_KEYS.index(key)
        need(isinstance(pair, list) and len(pair) == 2, f"bonus[{key}] must be [large owner, small owner]")
        for i, owner in enumerate(pair):
            owner = _int(owner, f"bonus[{key}] owner", -1, P - 1)
            if owner >= 0:
                need(st.cfill[owner * 6 + k] == b.colour_total[k],
                      f"seat {owner} holds the {key} bonus without filling every {key} space")
            st.bonus_owner[2 * k + i] = owner
        need(pair[0] >= 0 or pair[1] < 0, f"bonus[{key}]: the small tile goes after the large one")

    st.invalidate()
    try:
        rules.check(st)
    except AssertionError as e:
        raise PositionError(f"inconsistent position: {e}") from None
    return st


def _connected(st: CobState, p: int) -> None:
    """An estate grows from its castle, each tile next to one already there (§6.4)."""
    base = p * D.SPACES
    filled = [sp for sp in range(D.SPACES) if st.estate[base + sp] >= 0]
    if not filled:
        return
    seen = {filled[0]}
    stack = [filled[0]]
    while stack:
        x = stack.pop()
        for n in D.ADJ[x]:
            if st.estate[base + n] >= 0 and n not in seen:
                seen.add(n)
                stack.append(n)
    loose = sorted(sp + 1 for sp in filled if sp not in seen)
    need(not loose, f"seat {p}: estate spaces {loose} are not connected to the rest of the estate")
