"""Keyflower scoring: pure functions (rules/keyflower.md §13).

- ``sea_bastion``: the most distinct tiles on a closed road trail (§13.3), exact: every
  closed trail's edge set is a connected even subgraph, and the even subgraphs are the
  cycle space of the road graph, which is enumerated (bridges removed first).
- ``sea_breeze``: the straight water chain from the home tile's water edge (§13.3).
- ``allocate``: the "each item scores once" allocation (§13.2, §13.4), exact, as one
  integer program solved by ``scipy.optimize.milp`` (HiGHS). Several players are
  solved in one block-diagonal model (independent blocks, so the joint optimum is
  each player's optimum).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass, field
from typing import Any, Final

import numpy as np

from eurogames.core.hexgrid import DIRECTIONS
from eurogames.core.types import Json

from .data import (
    APOTHECARY_VP,
    COLOURS,
    COLOURS_JA,
    FLIPPER_VP,
    IANVINCIBLE_VP,
    JEWELLER_VP,
    KEY_GUILD_VP,
    KEY_MARKET_VP,
    MERCER_VP,
    RESOURCES,
    RESOURCES_JA,
    SCHOLAR_VP,
    SCRIBES_VP,
    SEA_BREEZE_VP,
    SKILLS,
    SKILLS_JA,
    WINDMILL_VP,
)

Hex = tuple[int, int]


# ----- geometry ------------------------------------------------------------------------

def road_links(cells: dict[Hex, str]) -> list[tuple[Hex, Hex]]:
    """Pairs of neighbouring tiles whose shared edges are both roads (§3.0 road model)."""
    out = []
    for h, e in cells.items():
        for d in range(3):  # each pair once: directions 0,1,2 from h
            dq, dr = DIRECTIONS[d]
            n = (h[0] + dq, h[1] + dr)
            e2 = cells.get(n)
            if e2 is not None and e[d] == "R" and e2[d + 3] == "R":
                out.append((h, n))
    return out


def sea_bastion(cells: dict[Hex, str]) -> int:
    """Number of distinct tiles on the best closed road trail (0 without a cycle)."""
    return loop_tiles(road_links(cells))


def loop_tiles(links: list[tuple[Hex, Hex]]) -> int:
    """``sea_bastion`` of a village given by its road links (``road_links``)."""
    if len(links) < 3:
        return 0
    # Keep only edges on cycles: drop bridges repeatedly (leaves of the bridge tree).
    links = _without_bridges(links)
    if not links:
        return 0
    verts = sorted({v for e in links for v in e})
    vi = {v: i for i, v in enumerate(verts)}
    edges = [(vi[a], vi[b]) for a, b in links]
    best = 0
    # Components of the remaining graph: solve each separately.
    for comp_edges in _components(edges):
        nv = len({v for e in comp_edges for v in e})
        if nv <= best:
            continue
        best = max(best, _best_even_subgraph(comp_edges, nv))
    return best


def _without_bridges(links: list[tuple[Hex, Hex]]) -> list[tuple[Hex, Hex]]:
    adj: dict[Hex, list[tuple[Hex, int]]] = {}
    for i, (a, b) in enumerate(links):
        adj.setdefault(a, []).append((b, i))
        adj.setdefault(b, []).append((a, i))
    disc: dict[Hex, int] = {}
    low: dict[Hex, int] = {}
    bridges: set[int] = set()
    t = 0
    for root in adj:
        if root in disc:
            continue
        stack: list[tuple[Hex, int, int]] = [(root, -1, 0)]
        disc[root] = low[root] = t
        t += 1
        while stack:
            v, pe, k = stack[-1]
            if k < len(adj[v]):
                stack[-1] = (v, pe, k + 1)
                w, ei = adj[v][k]
                if ei == pe:
                    continue
                if w in disc:
                    low[v] = min(low[v], disc[w])
                else:
                    disc[w] = low[w] = t
                    t += 1
                    stack.append((w, ei, 0))
            else:
                stack.pop()
                if stack:
                    u = stack[-1][0]
                    low[u] = min(low[u], low[v])
                    if low[v] > disc[u]:
                        bridges.add(pe)
    return [e for i, e in enumerate(links) if i not in bridges]


def _components(edges: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in edges:
        parent[find(a)] = find(b)
    groups: dict[int, list[tuple[int, int]]] = {}
    for e in edges:
        groups.setdefault(find(e[0]), []).append(e)
    return list(groups.values())


def _best_even_subgraph(edges: list[tuple[int, int]], nv: int) -> int:
    """Max distinct vertices of a connected non-empty even subgraph (= closed trail)."""
    # Spanning tree and fundamental cycles as edge bitmasks.
    verts = sorted({v for e in edges for v in e})
    adj: dict[int, list[tuple[int, int]]] = {v: [] for v in verts}
    for i, (a, b) in enumerate(edges):
        adj[a].append((b, i))
        adj[b].append((a, i))
    parent: dict[int, tuple[int, int]] = {verts[0]: (-1, -1)}
    depth = {verts[0]: 0}
    order = [verts[0]]
    tree: set[int] = set()
    for v in order:
        for w, i in adj[v]:
            if w not in parent:
                parent[w] = (v, i)
                depth[w] = depth[v] + 1
                tree.add(i)
                order.append(w)

    def path_mask(a: int, b: int) -> int:
        m = 0
        while a != b:
            if depth[a] >= depth[b]:
                p, i = parent[a]
                m ^= 1 << i
                a = p
            else:
                p, i = parent[b]
                m ^= 1 << i
                b = p
        return m

    basis = [path_mask(a, b) ^ (1 << i) for i, (a, b) in enumerate(edges) if i not in tree]
    emask_verts = [(1 << a) | (1 << b) for a, b in edges]
    best = 0
    k = len(basis)
    cur = 0
    for g in range(1, 1 << k):
        # Gray code: flip the basis vector of the lowest set bit of g.
        cur ^= basis[(g & -g).bit_length() - 1]
        vm = 0
        m = cur
        while m:
            low = m & -m
            vm |= emask_verts[low.bit_length() - 1]
            m ^= low
        cnt = vm.bit_count()
        if cnt > best and _connected(cur, edges):
            best = cnt
            if best == nv:
                break
    return best


def _connected(mask: int, edges: list[tuple[int, int]]) -> bool:
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    m = mask
    while m:
        low = m & -m
        a, b = edges[low.bit_length() - 1]
        parent[find(a)] = find(b)
        m ^= low
    roots = {find(x) for x in list(parent)}
    return len(roots) == 1


def sea_breeze_length(cells: dict[Hex, str], boats: set[Hex], home: Hex) -> int:
    """Boat tiles in the straight water chain leaving the home tile's water edge (0-5)."""
    e = cells[home]
    if "W" not in e:
        return 0
    d = e.index("W")
    dq, dr = DIRECTIONS[d]
    h = (home[0] + dq, home[1] + dr)
    n = 0
    while n < 5 and h in boats and cells[h][(d + 3) % 6] == "W":
        n += 1
        h = (h[0] + dq, h[1] + dr)
    return n


def sea_breeze(cells: dict[Hex, str], boats: set[Hex], home: Hex) -> int:
    return SEA_BREEZE_VP[sea_breeze_length(cells, boats, home)]


def adjacency(cells: dict[Hex, Any], h: Hex) -> int:
    """Occupied neighbours of hex h (turn-order tile scoring, §13.3)."""
    return sum(1 for dq, dr in DIRECTIONS if (h[0] + dq, h[1] + dr) in cells)


def storage_points(res: list[int] | tuple[int, ...], accepts: int, rate: int, wild: bool) -> int:
    """Points of the resources on a storage tile (§3.5, §13.1.4): accepted type or gold (3b: any)."""
    if accepts < 0 or wild:
        return rate * sum(res)
    return rate * (res[accepts] + res[0])


# ----- allocation (§13.2) ----------------------------------------------------------------

@dataclass(frozen=True)
class AllocInput:
    """One player's items and allocation scorers."""

    res: tuple[int, int, int, int]
    """Free resources (gold, iron, stone, wood) not on storage tiles."""
    keeples: tuple[int, int, int, int]
    """Keeples (blue, red, yellow, green)."""
    skills: tuple[int, int, int]
    winter: frozenset[str] = frozenset()
    """Keys of the winter tiles owned (data.TILES[...].key)."""
    white_wind: bool = False
    wild3b: bool = False
    purple: bool = False
    storage_rates: tuple[int, ...] = ()
    """Per owned storage tile, what one purple resource placed there would score."""
    craftsman_vp: int = 5
    green_in_craftsman: bool = True


@dataclass
class AllocResult:
    categories: dict[str, int] = field(default_factory=dict)
    assignment: list[dict[str, Any]] = field(default_factory=list)
    purple: str | None = None
    sets: dict[str, int] = field(default_factory=dict)
    """Complete sets per set-based scorer (mercer, windmill, craftsman, apothecary, scribes, keyguild)."""

    @property
    def total(self) -> int:
        return sum(self.categories.values())

    def copy(self) -> AllocResult:
        return AllocResult(dict(self.categories), [dict(a) for a in self.assignment], self.purple, dict(self.sets))


_RES_SCORERS: Final = ("mercer", "windmill", "watermill", "jeweller")
_KEEPLE_SCORERS: Final = ("craftsman", "keymarket", "apothecary", "villagehall")
_SKILL_SCORERS: Final = ("scribes", "keyguild", "scholar")
_EPS: Final = 1e-4
ALLOCATION_KEYS: Final = frozenset(_RES_SCORERS + _KEEPLE_SCORERS + _SKILL_SCORERS)


def _trivial(inp: AllocInput) -> AllocResult | None:
    """Closed form when nothing competes for items (no allocation scorers, no purple)."""
    if inp.purple or (inp.winter & ALLOCATION_KEYS):
        return None
    out = AllocResult()
    spare = sum(inp.res) if inp.wild3b else inp.res[0]
    if spare:
        out.categories["spare_gold"] = spare
        out.assignment.append({"item": "gold", "count": spare, "to": "spare_gold"})
    if inp.white_wind:
        n = sum(inp.keeples)
        if n:
            out.categories["white_wind"] = n
            for c in range(4):
                if inp.keeples[c]:
                    out.assignment.append({"item": COLOURS[c], "count": inp.keeples[c], "to": "white_wind"})
    for a in out.assignment:
        a["scorer"], a["as"] = _slot(a["to"])
    return out


@contextlib.contextmanager
def _quiet_stdout() -> Iterator[None]:
    """Silence C-level stdout while HiGHS runs (it sometimes prints a debug line itself)."""
    try:
        sys.stdout.flush()
        saved = os.dup(1)
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        os.dup2(null, 1)
        yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(null)


class _Model:
    """A small MILP builder: maximise c.x subject to rows lo <= a.x <= hi, integer x."""

    def __init__(self) -> None:
        self.obj: list[float] = []
        self.ub: list[float] = []
        self.names: list[tuple[int, str, str, str]] = []
        self.rows: list[tuple[dict[int, float], float, float]] = []

    def var(self, owner: int, kind: str, item: str, to: str, obj: float, ub: float) -> int:
        self.obj.append(obj)
        self.ub.append(ub)
        self.names.append((owner, kind, item, to))
        return len(self.obj) - 1

    def row(self, coef: dict[int, float], lo: float, hi: float) -> None:
        self.rows.append((coef, lo, hi))

    def gap(self) -> float:
        """A relative MIP gap whose absolute value is at most 0.4 (objective bounded by ub . |c|)."""
        bound = sum(abs(c) * u for c, u in zip(self.obj, self.ub)) + 1.0
        return min(1e-4, 0.4 / bound)

    def solve(self) -> np.ndarray:
        from scipy.optimize import Bounds, LinearConstraint, milp  # type: ignore[import-untyped]
        n = len(self.obj)
        c = -np.asarray(self.obj, dtype=float)
        if not self.rows:
            return np.zeros(n)
        a = np.zeros((len(self.rows), n))
        lo = np.empty(len(self.rows))
        hi = np.empty(len(self.rows))
        for k, (coef, l, h) in enumerate(self.rows):
            for j, v in coef.items():
                a[k, j] = v
            lo[k], hi[k] = l, h
        with _quiet_stdout():
            res = milp(c, integrality=np.ones(n), bounds=Bounds(np.zeros(n), np.asarray(self.ub, dtype=float)),
                       constraints=LinearConstraint(a, lo, hi),
                       options={"mip_rel_gap": self.gap(), "presolve": False})
        # Exactness: HiGHS stops once the gap is at most ``gap() * |objective| <= 0.4`` (below).
        # Points are integers and the tie-break costs total at most _EPS per unit (< 0.15 for
        # all players together), so any allocation with one more point would lie at least
        # 0.85 above the incumbent: the returned points are optimal.
        if res.x is None:  # pragma: no cover - the model is always feasible (all zero)
            raise RuntimeError("allocation model failed: " + str(res.message))
        out: np.ndarray = np.rint(res.x)
        return out


def _build(m: _Model, owner: int, inp: AllocInput) -> None:
    extra = 1 if inp.purple else 0
    nres, nkee, nski = sum(inp.res) + extra, sum(inp.keeples) + extra, sum(inp.skills) + extra
    w = inp.winter
    inf = float("inf")
    purple_vars: list[int] = []

    def family(names: tuple[str, ...], counts: tuple[int, ...], scorers: list[tuple[str, list[int], float]],
               ) -> tuple[list[list[int]], list[int]]:
        """Per item type t: its assignment vars; returns (vars per type, purple vars)."""
        per_type: list[list[int]] = [[] for _ in names]
        pvars = []
        for t, nm in enumerate(names):
            for sc, allowed, val in scorers:
                if t in allowed:
                    # a tiny cost per assigned unit keeps useless assignments out of the breakdown;
                    # at most ~200 units, so it never outweighs one point (exactness kept)
                    per_type[t].append(m.var(owner, "x", nm, sc, val - _EPS, counts[t] + extra))
            if inp.purple:
                p = m.var(owner, "p", nm, "purple", -_EPS, 1)
                pvars.append(p)
                purple_vars.append(p)
            else:
                pvars.append(-1)
        for t in range(len(names)):
            coef = {v: 1.0 for v in per_type[t]}
            if pvars[t] >= 0:
                coef[pvars[t]] = -1.0
            if coef:
                m.row(coef, -inf, counts[t])
        return per_type, pvars

    def xvar(per_type: list[list[int]], t: int, scorer: str) -> int | None:
        for v in per_type[t]:
            if m.names[v][3] == scorer:
                return v
        return None

    # The three shapes of set scorers (each used by one resource, one keeple and one skill tile).
    def sets_of_three(per_type: list[list[int]], name: str, slots: tuple[str, ...], vp: float, n: int) -> None:
        """One item in each of ``slots`` per set (Mercer, Craftsman's guild, Scribes)."""
        sets = m.var(owner, "sets", "set", name, vp, n // 3)
        for slot in slots:
            coef = {v: 1.0 for t in range(len(per_type)) if (v := xvar(per_type, t, slot)) is not None}
            coef[sets] = -1.0
            m.row(coef, 0, 0)

    def sets_of_five(per_type: list[list[int]], name: str, vp: float, n: int) -> None:
        """Five items of any types per set (Windmill, Apothecary, Key guild)."""
        sets = m.var(owner, "sets", "set", name, vp, n // 5)
        coef = {v: 1.0 for t in range(len(per_type)) if (v := xvar(per_type, t, name)) is not None}
        coef[sets] = -5.0
        m.row(coef, 0, inf)

    def one_type(per_type: list[list[int]], names: tuple[str, ...], counts: tuple[int, ...], slot: str) -> None:
        """Items of one chosen type only (Watermill, Village hall, Scholar)."""
        zs = [m.var(owner, "z", names[t], slot, 0, 1) for t in range(len(names))]
        m.row({z: 1.0 for z in zs}, -inf, 1)
        for t in range(len(names)):
            v = xvar(per_type, t, slot)
            assert v is not None
            m.row({v: 1.0, zs[t]: -float(counts[t] + extra)}, -inf, 0)

    # --- resources: gold, iron, stone, wood
    R = range(4)
    wild = inp.wild3b
    gold_like = list(R) if wild else [0]
    sc: list[tuple[str, list[int], float]] = []
    if "mercer" in w:
        for c, cname in ((1, "mercer_iron"), (2, "mercer_stone"), (3, "mercer_wood")):
            sc.append((cname, list(R) if wild else [0, c], 0.0))
    if "windmill" in w:
        sc.append(("windmill", list(R), 0.0))
    if "watermill" in w:
        sc.append(("watermill", list(R), 1.0))
    if "jeweller" in w:
        sc.append(("jeweller", gold_like, float(JEWELLER_VP)))
    sc.append(("spare_gold", gold_like, 1.0))
    rvars, _ = family(RESOURCES, inp.res, sc)
    if "mercer" in w:
        sets_of_three(rvars, "mercer", ("mercer_iron", "mercer_stone", "mercer_wood"), float(MERCER_VP), nres)
    if "windmill" in w:
        sets_of_five(rvars, "windmill", float(WINDMILL_VP), nres)
    if "watermill" in w and not wild:
        one_type(rvars, RESOURCES, inp.res, "watermill")
    for i, rate in enumerate(inp.storage_rates):
        if inp.purple:
            purple_vars.append(m.var(owner, "p", "resource", f"storage{i}", float(rate) - _EPS, 1))

    # --- keeples: blue, red, yellow, green
    K = range(4)
    sc = []
    if "craftsman" in w:
        for c, cname in ((1, "craftsman_red"), (2, "craftsman_yellow"), (0, "craftsman_blue")):
            sc.append((cname, [c, 3] if inp.green_in_craftsman else [c], 0.0))
    if "keymarket" in w:
        sc.append(("keymarket", [3], float(KEY_MARKET_VP)))
    if "apothecary" in w:
        sc.append(("apothecary", list(K), 0.0))
    if "villagehall" in w:
        sc.append(("villagehall", list(K), 1.0))
    if inp.white_wind:
        sc.append(("white_wind", list(K), 1.0))
    kvars, _ = family(COLOURS, inp.keeples, sc)
    if "craftsman" in w:
        sets_of_three(kvars, "craftsman", ("craftsman_red", "craftsman_yellow", "craftsman_blue"),
                      float(inp.craftsman_vp), nkee)
    if "apothecary" in w:
        sets_of_five(kvars, "apothecary", float(APOTHECARY_VP), nkee)
    if "villagehall" in w:
        one_type(kvars, COLOURS, inp.keeples, "villagehall")

    # --- skills: anvil, pick, saw
    S = range(3)
    sc = []
    if "scribes" in w:
        for c in S:
            sc.append((f"scribes_{SKILLS[c]}", [c], 0.0))
    if "keyguild" in w:
        sc.append(("keyguild", list(S), 0.0))
    if "scholar" in w:
        sc.append(("scholar", list(S), float(SCHOLAR_VP)))
    svars, _ = family(SKILLS, inp.skills, sc)
    if "scribes" in w:
        sets_of_three(svars, "scribes", tuple(f"scribes_{k}" for k in SKILLS), float(SCRIBES_VP), nski)
    if "keyguild" in w:
        sets_of_five(svars, "keyguild", float(KEY_GUILD_VP), nski)
    if "scholar" in w:
        one_type(svars, SKILLS, inp.skills, "scholar")
    if purple_vars:
        m.row({p: 1.0 for p in purple_vars}, -inf, 1)


_CATEGORY: Final = {
    "mercer": "mercers_guild", "windmill": "windmill", "watermill": "watermill", "jeweller": "jeweller",
    "spare_gold": "spare_gold", "craftsman": "craftsmans_guild", "keymarket": "key_market",
    "apothecary": "apothecary", "villagehall": "village_hall", "white_wind": "white_wind",
    "scribes": "scribes", "keyguild": "key_guild", "scholar": "scholar",
}


def _slot(to: str) -> tuple[str, str | None]:
    """(score category, role) of an assignment slot: ``mercer_iron`` -> (mercers_guild, iron)."""
    if to in _CATEGORY:
        return _CATEGORY[to], None
    base, _, role = to.partition("_")
    return _CATEGORY.get(base, base), role or None


def _category(to: str) -> str:
    if to.startswith("storage"):
        return "storage"
    base = to.split("_")[0] if to not in _CATEGORY else to
    return _CATEGORY.get(base, base)


_CACHE: Final[dict[AllocInput, AllocResult]] = {}


def allocate_many(inputs: list[AllocInput]) -> list[AllocResult]:
    """The best allocation for each player (one MILP for all that need it; results cached)."""
    out: list[AllocResult | None] = [_trivial(i) for i in inputs]
    for k, i in enumerate(inputs):
        if out[k] is None and i in _CACHE:
            out[k] = _CACHE[i].copy()
    m = _Model()
    todo = [k for k, r in enumerate(out) if r is None]
    if todo:
        for k in todo:
            _build(m, k, inputs[k])
        x = m.solve()
        for k in todo:
            out[k] = AllocResult()
        for j, (owner, kind, item, to) in enumerate(m.names):
            v = int(x[j])
            if v <= 0:
                continue
            r = out[owner]
            assert r is not None
            pts = round(m.obj[j]) * v
            if kind == "x":
                scorer, role = _slot(to)
                r.assignment.append({"item": item, "count": v, "to": to, "scorer": scorer, "as": role})
            elif kind == "sets":
                r.sets[to] = v
            elif kind == "p":
                r.purple = item if to == "purple" else f"resource on {to}"
            if pts:
                cat = _category(to)
                r.categories[cat] = r.categories.get(cat, 0) + pts
    if len(_CACHE) > 4096:
        _CACHE.clear()
    for k in todo:
        r = out[k]
        assert r is not None
        _CACHE[inputs[k]] = r.copy()
    return [r for r in out if r is not None]


def allocate(inp: AllocInput) -> AllocResult:
    """The best allocation for one player (§13.2)."""
    return allocate_many([inp])[0]


# ----- gathering a state's scores (§13.1) ----------------------------------------------

def boat_points(state: Any, seat: int, b: int, hidden: Collection[int] = (),
                loop: Callable[[list[tuple[Hex, Hex]]], int] = loop_tiles) -> int:
    """What boat tile ``b`` scores at the end in ``seat``'s village as it stands (§3.7): the
    one place of that rule, for the final scores (``player_input``) and the bots' evaluation.
    The geometric boats leave out the tiles in ``hidden`` (the bots: a rival's staged tiles,
    whose places are secret); ``loop`` scores Sea Bastion from the village's road links (the bots
    pass a remembered one). White Wind scores in the allocation: 0 here."""
    from .data import ROTATED_EDGES, TILES
    key = TILES[b].key
    village: dict[Hex, int] = state.villages[seat]
    if key == "keyflower":
        up = state.up
        total = 0
        for t in village.values():
            tile = TILES[t]
            side = tile.back if up[t] and tile.back is not None else tile.front
            if side.kind == "transport":
                total += side.transport
        return total * (2 if state.owns(seat, "2b") else 1)
    if key == "flipper":
        return FLIPPER_VP
    if key == "ianvincible":
        return IANVINCIBLE_VP
    if key not in ("seabastion", "seabreeze"):  # White Wind
        return 0
    rot = state.rot
    cells = {h: ROTATED_EDGES[t][rot[t]] for h, t in village.items() if t not in hidden}
    if key == "seabastion":
        return loop(road_links(cells))
    boats = {h for h, t in village.items() if TILES[t].family in ("boat", "sboat") and t not in hidden}
    home = state.pos[state.home[seat]]
    assert home is not None
    return sea_breeze(cells, boats, home)


def player_input(state: Any, seat: int, final: bool) -> tuple[AllocInput, dict[str, int], Json]:
    """The fixed (non-allocation) points of ``seat`` and its allocation input."""
    from .data import BOATS, ROTATED_EDGES, TILES
    cats: dict[str, int] = {}
    det: Json = {}
    village: dict[Hex, int] = state.villages[seat]
    up = state.up
    wild3b = state.owns(seat, "3b")
    free = [0, 0, 0, 0]
    rates: list[int] = []
    winter: set[str] = set()
    transport_sum = 0
    storage_det = []
    tiles_det = []
    order_det = []
    for h, t in sorted(village.items()):
        tile = TILES[t]
        side = tile.back if up[t] and tile.back is not None else tile.front
        if side.vp:
            cats["tiles"] = cats.get("tiles", 0) + side.vp
            tiles_det.append({"tile": tile.key, "upgraded": bool(up[t]), "vp": side.vp})
        r = state.res[t * 4:t * 4 + 4]
        if tile.store is not None:
            acc, rf, rb = tile.store
            rate = rb if up[t] else rf
            pts = storage_points(r, acc, rate, wild3b)
            rates.append(rate)
            if pts:
                cats["storage"] = cats.get("storage", 0) + pts
            storage_det.append({"tile": tile.key, "resources": list(r), "rate": rate, "points": pts})
        else:
            for i in range(4):
                free[i] += r[i]
        if side.kind == "transport":
            transport_sum += side.transport
        if tile.family == "winter":
            winter.add(tile.key)
        if tile.family == "order":
            adj = adjacency(village, h)
            order_det.append({"tile": tile.key, "adjacent": adj})
            if adj:
                cats["turn_order"] = cats.get("turn_order", 0) + adj
    if tiles_det:
        det["tiles"] = tiles_det
    if storage_det:
        det["storage"] = storage_det
    if order_det:
        det["turn_order"] = order_det
    cells = {h: ROTATED_EDGES[t][state.rot[t]] for h, t in village.items()}
    home_hex = state.pos[state.home[seat]]
    boat_pts = 0
    owned_boats = [b for b in BOATS if state.loc[b] == seat]
    for b in owned_boats:
        key = TILES[b].key
        info: dict[str, Any] = {"boat": key}
        pts = boat_points(state, seat, b)
        if key == "keyflower":
            info["transport_total"] = transport_sum
            info["doubled"] = state.owns(seat, "2b")
        elif key == "seabastion":
            det["sea_bastion_loop_tiles"] = pts
            info["loop_tiles"] = pts
        elif key == "seabreeze":  # the chain's length, for the account (the points: ``boat_points``)
            boats = {h for h, t in village.items() if TILES[t].family in ("boat", "sboat")}
            ln = sea_breeze_length(cells, boats, home_hex)
            det["sea_breeze_chain"] = ln
            info["chain"] = ln
        info["points"] = pts
        det["boat"] = info
        boat_pts += pts
    if boat_pts:
        cats["boat"] = boat_pts
    inp = AllocInput(res=(free[0], free[1], free[2], free[3]), keeples=tuple(state.hands[seat]),
                     skills=tuple(state.skills[seat]), winter=frozenset(winter),
                     white_wind=any(TILES[b].key == "whitewind" for b in owned_boats), wild3b=wild3b,
                     purple=final and state.purple == seat, storage_rates=tuple(rates),
                     craftsman_vp=5 if state.options.get("craftsman", "bga") == "bga" else 3,
                     green_in_craftsman=state.options.get("craftsman", "bga") == "bga")
    return inp, cats, det


# ----- a readable breakdown ------------------------------------------------------------

_SCORER_TILE: Final = {
    "mercers_guild": "mercer", "windmill": "windmill", "watermill": "watermill", "jeweller": "jeweller",
    "craftsmans_guild": "craftsman", "key_market": "keymarket", "apothecary": "apothecary",
    "village_hall": "villagehall", "scribes": "scribes", "key_guild": "keyguild", "scholar": "scholar",
    "white_wind": "whitewind",
}
_SET_SLOT: Final = {"mercers_guild": "mercer", "windmill": "windmill", "craftsmans_guild": "craftsman",
             "apothecary": "apothecary", "scribes": "scribes", "key_guild": "keyguild"}
_ITEM_JA: Final = dict(zip(RESOURCES + COLOURS + SKILLS, RESOURCES_JA + tuple(c + "キープル" for c in COLOURS_JA) + SKILLS_JA))


def _item(name: str, lang: str) -> str:
    if lang == "ja":
        return _ITEM_JA.get(name, name)
    return name + " keeple" if name in COLOURS else name


def _scorer_name(cat: str, lang: str) -> str:
    from .data import KEY, TILES
    if cat == "spare_gold":
        return "余った金" if lang == "ja" else "Spare gold"
    key = _SCORER_TILE.get(cat)
    if key is None:
        return cat
    return TILES[KEY[key]].ja if lang == "ja" else TILES[KEY[key]].en


def _items_text(entries: list[dict[str, Any]], lang: str) -> str:
    parts = []
    for a in entries:
        role = a.get("as")
        if lang == "ja":
            txt = f"{_item(a['item'], 'ja')}{a['count']}"
            if role and role != a["item"]:
                txt += f"（{_item(role, 'ja')}として）"
        else:
            txt = f"{a['count']} {_item(a['item'], 'en')}"
            if role and role != a["item"]:
                txt += f" as {_item(role, 'en')}"
        parts.append(txt)
    return ("、" if lang == "ja" else ", ").join(parts)


def explain(inp: AllocInput, al: AllocResult, cats: dict[str, int], det: Json) -> None:
    """Add a player-readable account to ``det``: one entry per allocation scorer with the items
    it took (``scorers``), the items that score nothing (``unused``), and text lines in English
    and Japanese for every category (``lines``)."""
    from .data import KEY, TILES
    by: dict[str, list[dict[str, Any]]] = {}
    for a in al.assignment:
        by.setdefault(a["scorer"], []).append(a)
    scorers = []
    for cat, entries in by.items():
        e: dict[str, Any] = {"scorer": cat, "name": _scorer_name(cat, "en"), "name_ja": _scorer_name(cat, "ja"),
                             "points": al.categories.get(cat, 0),
                             "items": [{"item": a["item"], "count": a["count"], "as": a.get("as")} for a in entries]}
        if cat in _SET_SLOT:
            e["sets"] = al.sets.get(_SET_SLOT[cat], 0)
        scorers.append(e)
    # owned scorers that took nothing are listed too (0 points), so the account is complete
    owned_cats = [c for c, key in _SCORER_TILE.items() if key in inp.winter or (key == "whitewind" and inp.white_wind)]
    for cat in owned_cats:
        if cat not in by:
            e = {"scorer": cat, "name": _scorer_name(cat, "en"), "name_ja": _scorer_name(cat, "ja"),
                 "points": 0, "items": []}
            if cat in _SET_SLOT:
                e["sets"] = 0
            scorers.append(e)
    det["scorers"] = scorers
    owned = dict(zip(RESOURCES, inp.res))
    owned.update(zip(COLOURS, inp.keeples))
    owned.update(zip(SKILLS, inp.skills))
    if al.purple in owned:
        owned[al.purple] += 1
    for a in al.assignment:
        owned[a["item"]] -= a["count"]
    det["unused"] = {k: v for k, v in owned.items() if v > 0}

    def tname(key: str, lang: str) -> str:
        t = TILES[KEY[key]]
        return t.ja if lang == "ja" else t.en

    lines: dict[str, list[str]] = {"en": [], "ja": []}
    for lang in ("en", "ja"):
        ja = lang == "ja"
        out = lines[lang]
        if det.get("tiles"):
            parts = [f"{tname(x['tile'], lang)}{'（裏）' if ja and x['upgraded'] else ''}"
                     f"{' (upgraded)' if not ja and x['upgraded'] else ''} {x['vp']}" for x in det["tiles"]]
            out.append(("印刷された勝利点: " if ja else "Printed VP: ") + ", ".join(parts)
                       + (f" = {cats.get('tiles', 0)}点" if ja else f" = {cats.get('tiles', 0)}"))
        for x in det.get("storage", []):
            res = _items_text([{"item": RESOURCES[i], "count": c} for i, c in enumerate(x["resources"]) if c], lang)
            if ja:
                out.append(f"{tname(x['tile'], lang)}: {res or 'なし'}（1個{x['rate']}点）= {x['points']}点")
            else:
                out.append(f"{tname(x['tile'], lang)}: {res or 'nothing'} on it, {x['rate']} each = {x['points']}")
        for x in det.get("turn_order", []):
            out.append(f"{tname(x['tile'], lang)}: " + (f"隣接タイル{x['adjacent']}枚 = {x['adjacent']}点" if ja else
                                                      f"{x['adjacent']} neighbouring tiles = {x['adjacent']}"))
        b = det.get("boat")
        if b and b["boat"] != "whitewind":
            what = ""
            if "transport_total" in b:
                what = (f"輸送力の合計{b['transport_total']}" + ("×2（2b）" if b["doubled"] else "")) if ja else \
                    f"transport total {b['transport_total']}" + (" doubled (2b)" if b["doubled"] else "")
            elif "loop_tiles" in b:
                what = f"環状の道のタイル{b['loop_tiles']}枚" if ja else f"road loop through {b['loop_tiles']} tiles"
            elif "chain" in b:
                what = f"家から続く船{b['chain']}隻" if ja else f"{b['chain']} boat(s) in the water chain from home"
            out.append(f"{tname(b['boat'], lang)}: " + (f"{what} = " if what else "") +
                       (f"{b['points']}点" if ja else f"{b['points']}"))
        for e in scorers:
            name = e["name_ja"] if ja else e["name"]
            items = _items_text(e["items"], lang) or ("なし" if ja else "nothing")
            if "sets" in e:
                mid = f"{e['sets']}組" if ja else f"{e['sets']} set(s)"
                out.append(f"{name}: {mid}（{items}）= {e['points']}点" if ja else f"{name}: {mid} from {items} = {e['points']}")
            else:
                out.append(f"{name}: {items} = {e['points']}点" if ja else f"{name}: {items} = {e['points']}")
        if al.purple is not None:
            if al.purple.startswith("resource on storage"):
                i = int(al.purple.rsplit("storage", 1)[1])
                x = det["storage"][i]
                out.append(f"紫キープル: 資源として{tname(x['tile'], lang)}に置く = {x['rate']}点" if ja else
                           f"Purple keeple: a resource placed on the {tname(x['tile'], lang)} = {x['rate']}")
            else:
                out.append(f"紫キープル: {_item(al.purple, lang)}として数える" if ja else
                           f"Purple keeple: counted as {_item(al.purple, lang)}")
        if det["unused"]:
            items = _items_text([{"item": k, "count": v} for k, v in det["unused"].items()], lang)
            out.append(f"得点にならない: {items}" if ja else f"Scoring nothing: {items}")
    det["lines"] = lines


def compute_scores(state: Any, final: bool, account: bool = True) -> list[Any]:
    """Every seat's ScoreBreakdown: printed VP, storage, turn-order, boat, allocation (§13).

    ``account``: with ``final``, also write the players' readable account (``explain``); the
    search's finished games are scored without it (the points are the same)."""
    from eurogames.core import ScoreBreakdown
    n = state.players
    gathered = [player_input(state, s, final) for s in range(n)]
    allocs = allocate_many([g[0] for g in gathered])
    out = []
    for s in range(n):
        inp, cats, det = gathered[s]
        al = allocs[s]
        for k, v in al.categories.items():
            cats[k] = cats.get(k, 0) + v
        det["allocation"] = al.assignment
        if al.purple is not None:
            det["purple_as"] = al.purple
        if final and account:
            explain(inp, al, cats, det)
        out.append(ScoreBreakdown(categories=cats, tiebreak=(), details=det))
    return out
