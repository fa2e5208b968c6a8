"""Keyflower visibility: view(seat) and determinize(seat, rng) (rules/keyflower.md §1.5).

Hidden: keeple colours behind each screen (totals are public), skills behind screens (totals
public), the bag's colours, the skill pile, winter tiles dealt and chosen before the reveal,
and tiles another player has placed in the current simultaneous placement.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING, Any

from eurogames.core import Chance
from eurogames.core.types import Json

from .data import COLOURS, RESOURCES, SKILLS, TILES, WINTER_TILES

if TYPE_CHECKING:
    from .state import KeyflowerState


def _tile_json(st: KeyflowerState, t: int) -> Json:
    return {"tile": t, "key": TILES[t].key, "q": st.pos[t][0] if st.pos[t] else None,  # type: ignore[index]
            "r": st.pos[t][1] if st.pos[t] else None, "rot": st.rot[t], "upgraded": st.up[t],  # type: ignore[index]
            "resources": st.res[t * 4:t * 4 + 4]}


def _boat_owner(st: KeyflowerState, b: int, seat: int | None) -> int | None:
    o = st.loc[b]
    if o < 0 or (b in st.staged[o] and o != seat):
        return None
    return o


def make_view(st: KeyflowerState, seat: int | None) -> Json:
    n = st.players
    marks: dict[str, Any] = {}
    bidc, bidn, use_k = st.bidc, st.bidn, st.use_k
    # the tiles with a bid or a use on them (few): the non-zero entries, found without a loop over every tile
    marked = {i // n for i in compress(range(len(bidn)), bidn)} | {i // 4 for i in compress(range(len(use_k)), use_k)}
    for t in sorted(marked):
        counts = bidn[t * n:t * n + n]
        marks[str(t)] = {"bids": [[c, k] for c, k in zip(bidc[t * n:t * n + n], counts)],
                         "colour": st.tcol[t], "used": use_k[t * 4:t * 4 + 4], "last_use": st.use_last[t]}
    villages = []
    for s in range(n):
        hidden = set(st.staged[s]) if s != seat else set()
        villages.append([_tile_json(st, t) for h, t in sorted(st.villages[s].items()) if t not in hidden])
    v: Json = {
        "season": st.season, "phase": st.phase, "turn": st.turn, "start": st.start, "purple": st.purple,
        "passes": st.passes, "offers": list(st.offers), "orders": list(st.orders),
        "marks": marks, "villages": villages, "homes": list(st.home),
        "hand_sizes": [sum(h) for h in st.hands], "skill_counts": [sum(k) for k in st.skills],
        "bag_size": sum(st.bag), "green_supply": st.greens, "skill_pile_size": sum(st.pile),
        "supply": dict(zip(RESOURCES, st.supply)),
        "boats": {str(b): {"keeples": st.boat_k[b * 4:b * 4 + 4], "skills": st.boat_s[b * 3:b * 3 + 3],
                           "owner": _boat_owner(st, b, seat)} for b in st.boats},
        "won_to_place": [sorted(set(st.to_place[s]) | set(st.staged[s])) for s in range(n)],
        "winter_counts": [len(h) for h in st.whand],
        "winter_done": list(st.wdone),
        "pending": ({"tile": st.pend[0], "mode": "bid" if st.pend[1] == 0 else "use",
                     "keeples": st.pend[4:8], "paid_colour": st.pend[2], "paid_skill": st.pend[3],
                     "opt": st.pend[8], "paid_count": st.pend[9]} if st.pend else None),
        "transport_left": st.move_left, "upgrades_left": st.up_left,
        "boat_order": list(st.boat_order), "boats_taken": list(st.boats_taken), "flip_seat": st.flip_seat,
    }
    if seat is not None:
        v["me"] = seat
        v["hand"] = dict(zip(COLOURS, st.hands[seat]))
        v["skills"] = dict(zip(SKILLS, st.skills[seat]))
        v["winter_hand"] = list(st.whand[seat])
        v["winter_chosen"] = list(st.wchosen[seat])
    if st.phase == "over":  # final scoring reveals every screen (§13)
        v["hands"] = [list(h) for h in st.hands]
        v["all_skills"] = [list(k) for k in st.skills]
        v["final"] = [sc.to_json() for sc in st.scores()]
    return v


def determinize(st: KeyflowerState, seat: int | None, rng: Chance) -> KeyflowerState:
    """A copy with other seats' hidden keeples, skills, winter tiles and staged placements re-sampled."""
    d = st.clone()
    n = st.players
    if st.phase == "over":  # final scoring reveals everything
        d.rng = rng.spawn()
        d._legal = {}
        return d
    others = [s for s in range(n) if s != seat]
    # keeples: the bag plus the other screens, re-dealt keeping each screen's size
    pool = list(d.bag)
    for s in others:
        for c in range(4):
            pool[c] += d.hands[s][c]
    for s in others:
        k = sum(d.hands[s])
        d.hands[s] = [0, 0, 0, 0]
        for _ in range(k):
            c = _pick(pool, rng)
            d.hands[s][c] += 1
    d.bag = pool
    # skills
    pile = list(d.pile)
    for s in others:
        for x in range(3):
            pile[x] += d.skills[s][x]
    for s in others:
        k = sum(d.skills[s])
        d.skills[s] = [0, 0, 0]
        for _ in range(k):
            d.skills[s][_pick(pile, rng)] += 1
    d.pile = pile
    # winter tiles not yet revealed
    if any(d.whand):
        known = set(d.whand[seat]) if seat is not None else set()
        unknown = [t for t in WINTER_TILES if t not in known and st.loc[t] != -2 and st.loc[t] < 0]
        rng.shuffle(unknown)
        for s in others:
            k = len(d.whand[s])
            kc = len(d.wchosen[s])
            hand = sorted(unknown[:k])
            del unknown[:k]
            d.whand[s] = hand
            d.wchosen[s] = sorted(rng.sample(hand, kc)) if kc else []
    # others' tiles staged in the simultaneous placement: re-placed at random legal spots
    from .rules import placements
    from .state import TILE_LISTS
    for s in others:
        if not d.staged[s]:
            continue
        d._own(TILE_LISTS)
        tiles = list(d.staged[s])
        v = d.villages[s] = dict(d.villages[s])   # the clone shares the dict with ``st``
        for t in tiles:
            del v[d.pos[t]]  # type: ignore[arg-type]
        rng.shuffle(tiles)
        free = d.owns(s, "2a")
        for t in tiles:
            h, r = rng.choice(placements(v, d.rot, t, free))
            v[h] = t
            d.pos[t] = h
            d.rot[t] = r
        d.staged[s] = tiles
    d.rng = rng.spawn()
    d.invalidate()
    d.final = None
    return d


def _pick(pool: list[int], rng: Chance) -> int:
    x = rng.below(sum(pool))
    for i, v in enumerate(pool):
        if x < v:
            pool[i] -= 1
            return i
        x -= v
    raise AssertionError("empty pool")  # pragma: no cover
