"""Small state builders for the Orléans scenario tests.

Every builder keeps components conserved (followers come from the supply or the
player's own pool), so ``check_invariants`` still holds after building.
"""

from __future__ import annotations

from typing import Any

from eurogames.games.orleans import GAME
from eurogames.games.orleans.data import (
    CODE_INDEX,
    EMPTY,
    NBASE,
    OWN,
    PLACE_INDEX,
    SPACE_START,
    TILES,
)
from eurogames.games.orleans.rules import S_ACT, S_DRAW_SETUP, S_PLAN
from eurogames.games.orleans.state import OrleansState


def fresh(players: int = 2, seed: int = 1, **options: Any) -> OrleansState:
    st = GAME.new(players, seed, options)
    assert isinstance(st, OrleansState)
    return st


OWN_FOUR = ["own-farmer", "own-boatman", "own-craftsman", "own-trader"]


def position(players: int = 2, seed: int = 1, **fields: Any) -> OrleansState:
    """An action-phase position of round 1, seat 0 to move, set up through a description
    (``orleans.position``: every derived field computed, contradictions rejected). ``fields``
    are top-level fields of the description; ``seats`` (one dict per seat) may name only what
    matters: own-colour followers named nowhere stand in the bag here (so tests control
    placements), the rest is empty."""
    from eurogames.games.orleans.position import from_position
    seats = fields.pop("seats", None) or [{} for _ in range(players)]
    for sd in seats:
        named = [x for k in ("bag", "market") for x in sd.get(k, [])]
        named += [x for holds in sd.get("places", {}).values() for x in holds]
        sd["bag"] = sd.get("bag", []) + [c for c in OWN_FOUR if c not in named]
        for place, holds in sd.get("places", {}).items():  # pad a place's spaces with empties
            pl = PLACE_INDEX[place]
            holds += [None] * (SPACE_START[pl + 1] - SPACE_START[pl] - len(holds))
    desc = {"players": players, "round": 1, "seats": seats, **fields}
    st = from_position(desc, seed)
    return st


def take_follower(st: OrleansState, p: int, name: str) -> int:
    """A neutral follower from the supply, or the own-colour one from wherever it is; return its code."""
    c = CODE_INDEX[name]
    if c < OWN:
        assert st.supply_f[c] > 0
        st.supply_f[c] -= 1
    elif c in st.market[p]:
        st.market[p].remove(c)
    elif c in st.bag[p]:
        st.bag[p].remove(c)
    else:
        i = st.slots[p].index(c)
        st.slots[p][i] = EMPTY
    return c


def put(st: OrleansState, p: int, place: str, *followers: str | None) -> None:
    """Fill the spaces of ``place`` in order with these followers (None: leave empty; "tech": a tile)."""
    pl = PLACE_INDEX[place]
    s0 = SPACE_START[pl]
    for i, name in enumerate(followers):
        if name is None:
            continue
        if name == "tech":
            st.tech_stack -= 1
            st.slots[p][s0 + i] = -2
            st.tech_first[p] = 1
        else:
            st.slots[p][s0 + i] = take_follower(st, p, name)
    st.invalidate()


def to_bag(st: OrleansState, p: int, *followers: str) -> None:
    for name in followers:
        st.bag[p].append(take_follower(st, p, name))
    st.invalidate()


def to_market(st: OrleansState, p: int, *followers: str) -> None:
    for name in followers:
        st.market[p].append(take_follower(st, p, name))
    st.invalidate()


def own_tile(st: OrleansState, p: int, tile: str) -> None:
    t = TILES.index(tile)
    st.tiles_avail &= ~(1 << t)
    st.owned[p] |= 1 << (NBASE + t)
    st.invalidate()


def coins(st: OrleansState, p: int, k: int) -> None:
    """Set a player's coins, keeping the coin ledger consistent."""
    delta = k - st.coins[p]
    st.coins[p] = k
    if delta > 0:
        st.gained[p] += delta
    else:
        st.paid[p] -= delta


def give_goods(st: OrleansState, p: int, **goods: int) -> None:
    from eurogames.games.orleans.data import GOOD_INDEX
    for name, n in goods.items():
        g = GOOD_INDEX[name]
        st.supply_g[g] -= n
        st.goods[p][g] += n


def action_phase(st: OrleansState, seat: int = 0, clear_market: bool = True) -> OrleansState:
    """Jump to the action phase of the current round with ``seat`` to move.

    Own-colour followers still on the market go to the bag (so tests control placements).
    """
    n = st.players
    for p in range(n):
        if clear_market:
            st.bag[p].extend(st.market[p])
            st.market[p] = []
        st.planned[p] = []
        st.plan_done[p] = True
        st.draw_mode[p] = 0
    st.passed = [False] * n
    st.turn = seat
    st.start_player = seat
    st.stage = S_ACT
    st.invalidate()
    return st


def planning(st: OrleansState) -> OrleansState:
    n = st.players
    for p in range(n):
        st.planned[p] = []
        st.plan_done[p] = False
        st.draw_mode[p] = 0
    st.stage = S_PLAN
    st.invalidate()
    return st


def drawing(st: OrleansState) -> OrleansState:
    """Re-run phase 3 set-up for the current state."""
    st.stage = S_DRAW_SETUP
    st._advance([])
    st.invalidate()
    return st


def notations(st: OrleansState, seat: int) -> list[str]:
    return [a.notation() for a in st.legal_actions(seat)]


def only_pass_left(st: OrleansState, others: bool = True) -> None:
    """Mark every other seat as passed so the current seat acts alone."""
    for p in range(st.players):
        if p != st.turn:
            st.passed[p] = True
    st.invalidate()


def busy(st: OrleansState, *seats: int) -> None:
    """Give seats an activated Scriptorium so that they are not passed automatically."""
    for p in seats:
        put(st, p, "scriptorium", "knight", "scholar")


def _completable(st: OrleansState, p: int, place: str, space: int, follower: str) -> bool:
    """Could ``place`` be fully covered from the market after this placement?"""
    from eurogames.games.orleans.rules import CAN, PLACE_RANGE, _mask, plan_codes
    pl = PLACE_INDEX[place]
    s_new = SPACE_START[pl] + space - 1
    pool = list(plan_codes(st, p))
    pool.remove(CODE_INDEX[follower])
    can = CAN[_mask(st, p)]
    if pl in (PLACE_INDEX["town_hall"], PLACE_INDEX["gunpowder_tower"]):
        return True
    for s in PLACE_RANGE[pl]:
        if s == s_new or st.slots[p][s] != EMPTY:
            continue
        r = st.space_req[s]
        for i, c in enumerate(pool):
            if can[c][r]:
                del pool[i]
                break
        else:
            return False
    return True


def sensible_action(st: OrleansState, p: int, rng: Any) -> Any:
    """A cheap random policy that plays like a beginner rather than a monkey (for playout tests).

    It draws the most followers most of the time, places followers only where the place can
    still be completed from the market, and prefers carrying out an action to passing.
    Every choice is still a legal action; it only changes which legal action is picked.
    """
    legal = st.legal_actions(p)
    kinds = {a.type for a in legal}
    if "draw" in kinds and rng.below(4):
        return legal[0]
    if "place" in kinds:
        from eurogames.games.orleans.actions import Place
        good = [a for a in legal if isinstance(a, Place) and _completable(st, p, a.place, a.space, a.follower)]
        if good and rng.below(10):
            return good[rng.below(len(good))]
        return next(a for a in legal if a.type == "done")
    acts = [a for a in legal if a.type in ("use", "move")]
    if acts and rng.below(10):
        return acts[rng.below(len(acts))]
    return legal[rng.below(len(legal))]


def sensible_playout(st: OrleansState, rng: Any, on_step: Any = None) -> int:
    """Play ``sensible_action`` to the end; returns the number of decisions."""
    n = 0
    while not st.is_over():
        act = st.active_players()
        p = act[rng.below(len(act))] if len(act) > 1 else act[0]
        a = sensible_action(st, p, rng)
        st.apply(p, a)
        n += 1
        if on_step is not None:
            on_step(st, p, a)
    return n
