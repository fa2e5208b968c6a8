"""Keyflower rule helpers: upgrade payments, tile placement, road links (rules/keyflower.md §8, §11).

Pure functions on plain values; the state calls them.
"""

from __future__ import annotations

from itertools import product
from typing import Final

from eurogames.core.hexgrid import DIRECTIONS

from .data import DISTINCT_ROTS, ROTATED_EDGES, Cost

Hex = tuple[int, int]

_PAY_CACHE: Final[dict[tuple[object, ...], tuple[tuple[int, ...], ...]]] = {}


def payments(cost: Cost, res: tuple[int, ...], skills: tuple[int, ...], wild: bool) -> tuple[tuple[int, ...], ...]:
    """Every distinct payment (gold, iron, stone, wood, anvil, pick, saw) of ``cost`` (§8.2).

    Resources come from the tile (``res``), skills from behind the screen. Gold may pay any
    specific resource; "any" may be paid with anything; with 3a (``wild``) any resource pays
    any resource cost.

    >>> from .data import Cost
    >>> payments(Cost(res=(0, 1, 1, 0)), (1, 1, 0, 0), (0, 0, 0), False)
    ((1, 1, 0, 0, 0, 0, 0),)
    """
    key = (cost, res, skills, wild)
    hit = _PAY_CACHE.get(key)
    if hit is not None:
        return hit
    need = sum(cost.res) + cost.any_res
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
    result = tuple(out)
    if len(_PAY_CACHE) > 50000:
        _PAY_CACHE.clear()
    _PAY_CACHE[key] = result
    return result


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


_OPP: Final = [[e[3:] + e[:3] for e in rots] for rots in ROTATED_EDGES]
"""_OPP[tid][rot][d]: the edge a tile shows to the hex lying in direction d from that hex."""


def spot_requirements(village: dict[Hex, int], rots: list[int]) -> list[tuple[Hex, tuple[tuple[int, str], ...]]]:
    """Each free hex touching the village with the edges its neighbours show it (direction, edge)."""
    need: dict[Hex, list[tuple[int, str]]] = {}
    for (q, r), t in village.items():
        opp = _OPP[t][rots[t]]
        for d in range(6):
            dq, dr = DIRECTIONS[d]
            h = (q + dq, r + dr)
            if h in village:
                continue
            # the tile lies in direction d+3 from h and shows it its edge d
            lst = need.get(h)
            if lst is None:
                lst = need[h] = []
            lst.append(((d + 3) % 6, opp[(d + 3) % 6]))
    return [(h, tuple(need[h])) for h in sorted(need)]


def placements(village: dict[Hex, int], rots: list[int], tid: int, free: bool,
               spots: list[tuple[Hex, tuple[tuple[int, str], ...]]] | None = None) -> list[tuple[Hex, int]]:
    """Legal (hex, rotation) spots for ``tid``; if none, any touching spot (§18 U9 fallback)."""
    if spots is None:
        spots = spot_requirements(village, rots)
    out: list[tuple[Hex, int]] = []
    if not free:
        shows = _SHOWS[tid]
        for h, req in spots:
            fit = _DISTINCT_MASK[tid]
            for need in req:
                fit &= shows[need]
            if fit:
                out += [(h, r) for r in _ROTS_IN[fit]]
    if not out:
        out = [(h, r) for h, _ in spots for r in DISTINCT_ROTS[tid]]
    return out


_SHOWS: Final = [{(d, x): sum(1 << r for r in DISTINCT_ROTS[tid] if ROTATED_EDGES[tid][r][d] == x)
           for d in range(6) for x in "GRW"} for tid in range(len(ROTATED_EDGES))]
"""_SHOWS[tid][(direction, edge)]: bit mask of the tile's distinct rotations showing that edge there."""
_DISTINCT_MASK: Final = [sum(1 << r for r in rots) for rots in DISTINCT_ROTS]
_ROTS_IN: Final = tuple(tuple(r for r in range(6) if m >> r & 1) for m in range(64))
"""_ROTS_IN[mask]: the rotations in a bit mask, ascending (the order of ``DISTINCT_ROTS``)."""


def linked(village: dict[Hex, int], rots: list[int], a: Hex, d: int, free: bool) -> bool:
    """Can a resource cross from hex ``a`` in direction ``d`` (road to road, or any edge with 2a)?"""
    dq, dr = DIRECTIONS[d]
    b = (a[0] + dq, a[1] + dr)
    tb = village.get(b)
    if tb is None:
        return False
    if free:
        return True
    ta = village[a]
    return ROTATED_EDGES[ta][rots[ta]][d] == "R" and ROTATED_EDGES[tb][rots[tb]][(d + 3) % 6] == "R"
