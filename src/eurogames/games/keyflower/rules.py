"""Keyflower rule helpers: upgrade payments, tile placement, road links (rules/keyflower.md §8, §11).

Pure functions on plain values; the state calls them.
"""

from __future__ import annotations

from itertools import product
from typing import Final

from eurogames.core.hexgrid import DIRECTIONS

from .data import DISTINCT_ROTS, ROTATED_EDGES, TILES, Cost

Hex = tuple[int, int]

_PAY_CACHE: Final[dict[tuple[object, ...], tuple[tuple[int, ...], ...]]] = {}
"""``upgrade_payments`` remembered."""


def payments(cost: Cost, res: tuple[int, ...], skills: tuple[int, ...], wild: bool) -> tuple[tuple[int, ...], ...]:
    """Every distinct payment (gold, iron, stone, wood, anvil, pick, saw) of ``cost`` (§8.2).

    Resources come from the tile (``res``), skills from behind the screen. Gold may pay any
    specific resource; "any" may be paid with anything; with 3a (``wild``) any resource pays
    any resource cost.

    >>> from .data import Cost
    >>> payments(Cost(res=(0, 1, 1, 0)), (1, 1, 0, 0), (0, 0, 0), False)
    ((1, 1, 0, 0, 0, 0, 0),)
    """
    need = resources_needed(cost)
    out: list[tuple[int, ...]] = []
    # Skills first.
    skill_opts: list[tuple[int, ...]]
    if any(skills[k] < cost.skills[k] for k in range(3)):
        skill_opts = []
    elif cost.any_skill:
        skill_opts = []
        for k in range(3):
            if skills[k] - cost.skills[k] >= cost.any_skill:
                sk = list(cost.skills)
                sk[k] += cost.any_skill
                skill_opts.append(tuple(sk))
    else:
        skill_opts = [cost.skills]
    if skill_opts:
        res_opts: list[tuple[int, ...]] = []
        if need == 0:
            res_opts = [(0, 0, 0, 0)]
        elif sum(res) >= need:
            for p in product(*(range(min(res[t], need) + 1) for t in range(4))):
                if sum(p) != need:
                    continue
                if not wild:
                    if p[0] < cost.res[0]:
                        continue
                    deficit = sum(max(0, cost.res[t] - p[t]) for t in (1, 2, 3))
                    if p[0] - cost.res[0] < deficit:
                        continue
                res_opts.append((p[0], p[1], p[2], p[3]))
        for r in res_opts:
            for s in skill_opts:
                out.append(r + s)
    return tuple(out)


def resources_needed(cost: Cost) -> int:
    """How many resources every payment of ``cost`` takes."""
    return sum(cost.res) + cost.any_res


_RES_NEEDED: Final = [0 if t.cost is None else resources_needed(t.cost) for t in TILES]
"""_RES_NEEDED[tid]: ``resources_needed`` of the tile's upgrade cost (0 without one)."""


def upgrade_payments(tid: int, res: tuple[int, ...], skills: tuple[int, ...], wild: bool) -> tuple[tuple[int, ...], ...]:
    """``payments`` of tile ``tid``'s upgrade cost, remembered (keyed by the tile id: its ``Cost``
    hashes through a Python-level dataclass ``__hash__``)."""
    if res[0] + res[1] + res[2] + res[3] < _RES_NEEDED[tid]:
        return ()   # too few resources on the tile for any payment: no key to build and look up
    key = (tid, res, skills, wild)
    hit = _PAY_CACHE.get(key)
    if hit is None:
        cost = TILES[tid].cost
        assert cost is not None
        if len(_PAY_CACHE) > 50000:
            _PAY_CACHE.clear()
        hit = _PAY_CACHE[key] = payments(cost, res, skills, wild)
    return hit


def neighbours(h: Hex) -> list[tuple[int, Hex]]:
    q, r = h
    return [(d, (q + dq, r + dr)) for d, (dq, dr) in enumerate(DIRECTIONS)]


def fits(village: dict[Hex, int], rots: list[int], tid: int, h: Hex, rot: int, free: bool) -> bool:
    """May tile ``tid`` go at ``h`` with ``rot``: empty, touching the village, edges matching (§11)."""
    if h in village:
        return False
    edges = ROTATED_EDGES[tid][rot]
    touch = False
    for d, n in neighbours(h):
        other = village.get(n)
        if other is None:
            continue
        touch = True
        if not free and ROTATED_EDGES[other][rots[other]][(d + 3) % 6] != edges[d]:
            return False
    return touch


def frontier(village: dict[Hex, int]) -> list[Hex]:
    out: set[Hex] = set()
    for q, r in village:
        for dq, dr in DIRECTIONS:
            n = (q + dq, r + dr)
            if n not in village:
                out.add(n)
    return sorted(out)


_EDGE_CODE: Final = {"G": 1, "R": 2, "W": 3}
_STEPS: Final = [(d, dq, dr) for d, (dq, dr) in enumerate(DIRECTIONS)]
_SHOW_CODE: Final = [[[_EDGE_CODE[e[d]] << 2 * ((d + 3) % 6) for d in range(6)] for e in rots]
                     for rots in ROTATED_EDGES]
"""_SHOW_CODE[tid][rot][d]: the edge the tile shows to its neighbour in direction d, as that
hex's requirement code (the edge's code shifted to the direction the tile lies from there)."""


def spot_requirements(village: dict[Hex, int], rots: list[int]) -> list[tuple[Hex, int]]:
    """Each free hex touching the village with the edges its neighbours show it, ascending.

    The edges are one number: the code of the edge seen in direction d (grass 1, road 2,
    water 3; 0 no tile) at bits 2d and 2d + 1.
    """
    return sorted_spots(spot_needs(village, rots))


def spot_needs(village: dict[Hex, int], rots: list[int]) -> dict[Hex, int]:
    """``spot_requirements`` as a dict (hex: requirement), in no particular order."""
    need: dict[Hex, int] = {}
    for a in village:
        _shown_around(need, village, rots, a)
    return need


def needs_after(need: dict[Hex, int], village: dict[Hex, int], rots: list[int], a: Hex) -> dict[Hex, int]:
    """``spot_needs`` of ``village`` from ``need``, the requirements before its tile on hex ``a``
    was placed (a new dict: ``need`` is left as it was)."""
    out = dict(need)
    out.pop(a, None)
    _shown_around(out, village, rots, a)
    return out


def _shown_around(need: dict[Hex, int], village: dict[Hex, int], rots: list[int], a: Hex) -> None:
    """Add the edges the tile on hex ``a`` shows its free neighbours to their requirements."""
    t = village[a]
    shows = _SHOW_CODE[t][rots[t]]
    for d, h in around(a):
        if h not in village:
            need[h] = need.get(h, 0) | shows[d]


def sorted_spots(need: dict[Hex, int]) -> list[tuple[Hex, int]]:
    """(hex, requirement) of ``need`` by hex."""
    return [(h, need[h]) for h in sorted(need)]


def around(h: Hex) -> tuple[tuple[int, Hex], ...]:
    """The six (direction, neighbour) of hex ``h``, by direction (remembered)."""
    out = _AROUND.get(h)
    if out is None:
        q, r = h
        out = _AROUND[h] = tuple((d, (q + dq, r + dr)) for d, dq, dr in _STEPS)
    return out


_AROUND: Final[dict[Hex, tuple[tuple[int, Hex], ...]]] = {}


def _fitting(tid: int, req: int) -> tuple[int, ...]:
    """The distinct rotations of ``tid`` whose edges match the requirement ``req`` (§11)."""
    fit = _FITS[tid].get(req)
    if fit is None:
        mask = _DISTINCT_MASK[tid]
        shows = _SHOWS[tid]
        d = 0
        while req >> 2 * d:
            code = req >> 2 * d & 3
            if code:
                mask &= shows[d][code]
            d += 1
        fit = _FITS[tid][req] = _ROTS_IN[mask]
    return fit


_SHOWS: Final = [[[sum(1 << r for r in DISTINCT_ROTS[tid] if code and _EDGE_CODE[ROTATED_EDGES[tid][r][d]] == code)
                   for code in range(4)] for d in range(6)] for tid in range(len(ROTATED_EDGES))]
"""_SHOWS[tid][d][code]: bit mask of the tile's distinct rotations showing that edge in direction d."""
_DISTINCT_MASK: Final = [sum(1 << r for r in rots) for rots in DISTINCT_ROTS]
_ROTS_IN: Final = tuple(tuple(r for r in range(6) if m >> r & 1) for m in range(64))
"""_ROTS_IN[mask]: the rotations in a bit mask, ascending (the order of ``DISTINCT_ROTS``)."""
_FITS: Final[list[dict[int, tuple[int, ...]]]] = [{} for _ in ROTATED_EDGES]
"""_FITS[tid][requirement]: ``_fitting`` remembered (at most 4**6 requirements per tile)."""


def placement_spots(village: dict[Hex, int], rots: list[int], tid: int, free: bool,
                    spots: list[tuple[Hex, int]] | None = None) -> list[tuple[Hex, tuple[int, ...]]]:
    """Each hex where ``tid`` may go with its legal rotations (at least one), ascending;
    if it fits nowhere, every touching hex with every rotation (§18 U9 fallback)."""
    if spots is None:
        spots = spot_requirements(village, rots)
    out: list[tuple[Hex, tuple[int, ...]]] = []
    if not free:
        fits = _FITS[tid]
        for h, req in spots:
            fit = fits.get(req)
            if fit is None:
                fit = _fitting(tid, req)
            if fit:
                out.append((h, fit))
    if not out:
        every = DISTINCT_ROTS[tid]
        out = [(h, every) for h, _ in spots]
    return out


def placements(village: dict[Hex, int], rots: list[int], tid: int, free: bool,
               spots: list[tuple[Hex, int]] | None = None) -> list[tuple[Hex, int]]:
    """Legal (hex, rotation) spots for ``tid``; if none, any touching spot (§18 U9 fallback)."""
    return [(h, r) for h, fit in placement_spots(village, rots, tid, free, spots) for r in fit]


_ROAD: Final = [[tuple(e[d] == "R" for d in range(6)) for e in rots] for rots in ROTATED_EDGES]
"""_ROAD[tid][rot][d]: does the tile show a road in direction d?"""


def links(village: dict[Hex, int], rots: list[int], a: Hex, free: bool) -> list[tuple[int, int]]:
    """The tiles a resource on hex ``a`` can cross to, as (direction, tile) by direction: road to
    road, or any neighbour with 2a (``free``)."""
    road = _ROAD[village[a]][rots[village[a]]]
    out: list[tuple[int, int]] = []
    for d, b in around(a):
        tb = village.get(b)
        if tb is not None and (free or road[d] and _ROAD[tb][rots[tb]][(d + 3) % 6]):
            out.append((d, tb))
    return out
