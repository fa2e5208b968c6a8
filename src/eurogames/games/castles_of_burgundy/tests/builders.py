"""Small builders for scenario states (tests only).

They move tiles between piles, depots and estates without breaking conservation, so
``check_invariants`` still holds after a builder has set a scene. At the start of a turn of
a consistent state the scene is set through the position description
(``castles_of_burgundy.position``: every derived field computed, contradictions rejected);
elsewhere (set-up, the middle of a turn, scenes made impossible on purpose) by fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eurogames.games.castles_of_burgundy import GAME, rules
from eurogames.games.castles_of_burgundy import data as D
from eurogames.games.castles_of_burgundy.position import (
    PositionError,
    describe,
    from_position,
    is_turn_start,
)
from eurogames.games.castles_of_burgundy.state import CobState
from eurogames.testing import instance_fields


def _positional(st: CobState) -> bool:
    if not is_turn_start(st):
        return False
    try:
        rules.check(st)
    except AssertionError:
        return False
    return True


def edit(st: CobState, change: Callable[[dict[str, Any]], None]) -> bool:
    """Change ``st`` (a turn start) through its position description; it keeps its chance
    source. False (nothing changed) for a scene the description rejects: one a test built by
    fields on purpose, which the rules cannot reach (an estate not grown from its castle)."""
    desc = describe(st)
    change(desc)
    try:
        new = from_position(desc)
    except PositionError:
        return False
    new.rng = st.rng
    new.move_number = st.move_number
    for k, v in instance_fields(new).items():
        if k not in ("rng", "move_number"):
            setattr(st, k, v)
    return True

K = {"castle": D.CASTLE, "ship": D.SHIP, "mine": D.MINE, "animal": D.ANIMAL, "building": D.BUILDING,
     "knowledge": D.KNOWLEDGE}


def new(players: int = 2, seed: int = 1, **options: Any) -> CobState:
    st = GAME.new(players, seed, options)
    assert isinstance(st, CobState)
    return st


def me(st: CobState) -> int:
    return st.active_players()[0]


def act(st: CobState, *notations: str) -> None:
    for n in notations:
        st.apply(me(st), n)


def legal(st: CobState) -> list[str]:
    return [a.notation() for a in st.legal_actions(me(st))]


def find(st: CobState, kind: str, sub: int | None = None, animals: int | None = None) -> int:
    """A tile id of this kind still in a face-down pile (else anywhere but an estate/storage)."""
    k = K[kind]
    for t in [t for pile in st.piles for t in pile] + [t for t in st.dep if t >= 0] + st.removed:
        if D.TILE_KIND[t] == k and (sub is None or D.TILE_SUB[t] == sub) \
                and (animals is None or D.TILE_ANIMALS[t] == animals):
            return t
    raise LookupError(kind)


def pull(st: CobState, t: int) -> int:
    """Remove tile t from wherever it lies outside estates and storages."""
    for pile in st.piles:
        if t in pile:
            pile.remove(t)
            return t
    if t in st.dep:
        st.dep[st.dep.index(t)] = -1
        return t
    st.removed.remove(t)
    return t


def building(name: str) -> int:
    return ("warehouse", "watchtower", "carpenter", "church", "market", "boarding", "bank",
            "city_hall").index(name)


def give(st: CobState, p: int, kind: str, sub: int | None = None, animals: int | None = None) -> int:
    """Put a tile into seat p's storage."""
    t = find(st, kind, sub, animals)
    if _positional(st):
        def change(d: dict[str, Any]) -> None:
            _unname(d, t)
            d["seats"][p]["storage"] = [*d["seats"][p].get("storage", []), t]
        if edit(st, change):
            return t
    pull(st, t)
    st.storage[p].append(t)
    st.invalidate()
    return t


def _unname(d: dict[str, Any], t: int) -> None:
    """Take tile ``t`` out of a description (from a depot or the removed tiles; a tile named
    nowhere lies in its face-down pile)."""
    for slots in d.get("depots", {}).values():
        for i, x in enumerate(slots):
            if x == t:
                slots[i] = None
    if t in d.get("removed", []):
        d["removed"].remove(t)


def put(st: CobState, p: int, space: int, kind: str, sub: int | None = None,
        animals: int | None = None) -> int:
    """Put a tile directly on estate space ``space`` (1..37), counters updated, no effect."""
    t = find(st, kind, sub, animals)
    if _positional(st):
        def change(d: dict[str, Any]) -> None:
            _unname(d, t)
            assert str(space) not in d["seats"][p]["estate"]
            d["seats"][p]["estate"][str(space)] = t
        if edit(st, change):
            return t
    pull(st, t)
    sp = space - 1
    b = st.board
    assert b.colour[sp] == D.TILE_KIND[t], "wrong colour for the space"
    assert st.estate[p * 37 + sp] < 0
    st.estate[p * 37 + sp] = t
    rules._mark_filled(st, p * 37, sp)
    st.rfill[p * b.num_regions + b.region[sp]] += 1
    st.cfill[p * 6 + D.TILE_KIND[t]] += 1
    if D.TILE_KIND[t] == D.KNOWLEDGE:
        st.know[p] |= 1 << D.TILE_SUB[t]
    st.invalidate()
    return t


def knowledge(st: CobState, p: int, number: int) -> None:
    """Give seat p knowledge tile #number on a free knowledge space adjacent to nothing needed."""
    b = st.board
    for sp in b.by_colour[D.KNOWLEDGE]:
        if st.estate[p * 37 + sp] < 0:
            put(st, p, sp + 1, "knowledge", number)
            return
    raise AssertionError("no free knowledge space")


def depot_tile(st: CobState, depot: int, slot: int, kind: str, sub: int | None = None,
               animals: int | None = None) -> int:
    """Put a tile into depot ``depot`` slot ``slot`` (1-based), returning the old one to its pile."""
    i = depot * 8 + slot - 1
    old = st.dep[i]
    if old >= 0:
        st.dep[i] = -1
        st.piles[6 if D.TILE_BLACK[old] else D.TILE_KIND[old]].append(old)
    t = pull(st, find(st, kind, sub, animals))
    st.dep[i] = t
    st.invalidate()
    return t


def set_dice(st: CobState, p: int, a: int, b: int) -> None:
    if _positional(st) and edit(st, lambda d: d["seats"][p].update(dice=[a, b])):
        return
    st.dice[2 * p] = a
    st.dice[2 * p + 1] = b
    st.invalidate()


def set_seat(st: CobState, p: int, **values: int) -> None:
    """Set seat p's ``silver`` / ``workers`` (through the position at a turn start)."""
    assert set(values) <= {"silver", "workers"}, values
    if _positional(st) and edit(st, lambda d: d["seats"][p].update(values)):
        return
    for k, v in values.items():
        getattr(st, k)[p] = v
    st.invalidate()


def set_goods(st: CobState, p: int, counts: dict[int, int]) -> None:
    """Seat p holds exactly these goods (the pool absorbs the difference)."""
    if _positional(st) and edit(st, lambda d: d["seats"][p].update(
            goods={str(c): n for c, n in counts.items() if n})):
        return
    for c in range(1, 7):
        st.goods_pool[c] += st.goods[p * 7 + c]
        st.goods[p * 7 + c] = 0
    for c, n in counts.items():
        st.goods_pool[c] -= n
        st.goods[p * 7 + c] = n
    assert min(st.goods_pool) >= 0
    st.invalidate()


def set_depot_goods(st: CobState, d: int, counts: dict[int, int]) -> None:
    for c in range(1, 7):
        st.goods_pool[c] += st.dgoods[d * 7 + c]
        st.dgoods[d * 7 + c] = 0
    for c, n in counts.items():
        st.goods_pool[c] -= n
        st.dgoods[d * 7 + c] = n
    assert min(st.goods_pool) >= 0
    st.invalidate()


def clear_storage(st: CobState, p: int) -> None:
    for t in st.storage[p]:
        st.piles[6 if D.TILE_BLACK[t] else D.TILE_KIND[t]].append(t)
    st.storage[p].clear()
    st.invalidate()


def last_turn_of_phase(st: CobState, phase: int) -> None:
    """Jump to the last player's turn in round 5 of ``phase`` (0..4)."""
    st.phase = phase
    st.round = D.ROUNDS - 1
    for g in st.round_goods:
        st.goods_pool[g] += 1
    st.round_goods = []
    st.turn_idx = st.players - 1
    st.modes.clear()
    st.used[:] = [0, 0]
    st.invalidate()


def finish_turn_with_workers(st: CobState) -> None:
    """Use both dice to take workers and end the turn (ends it even if a purchase is possible)."""
    p = me(st)
    while not st.over and me(st) == p:
        moves = legal(st)
        if "die 1" in moves:
            act(st, "die 1", "workers")
        elif "die 2" in moves:
            act(st, "die 2", "workers")
        else:
            act(st, "end")
