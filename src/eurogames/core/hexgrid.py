"""Hex-grid helpers in axial coordinates ``(q, r)``.

Directions are numbered 0..5 clockwise starting east for pointy-top layouts
(E, SE, SW, W, NW, NE); edge ``d`` of a hex touches edge ``opposite(d)`` of its
neighbour in direction ``d``. Used by The Castles of Burgundy (estates) and
Keyflower (villages).

>>> neighbor((0, 0), 0)
(1, 0)
>>> distance((0, 0), (2, -1))
2
>>> rotate_edges((1, 0, 0, 0, 0, 0), 1)
(0, 1, 0, 0, 0, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

Hex = tuple[int, int]
T = TypeVar("T")

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
"""Axial offsets for directions 0..5 (E, SE, SW, W, NW, NE; pointy-top)."""


def neighbor(h: Hex, d: int) -> Hex:
    dq, dr = DIRECTIONS[d % 6]
    return (h[0] + dq, h[1] + dr)


def neighbors(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def opposite(d: int) -> int:
    return (d + 3) % 6


def direction_to(a: Hex, b: Hex) -> int | None:
    """The direction from ``a`` to an adjacent ``b`` (None if not adjacent)."""
    delta = (b[0] - a[0], b[1] - a[1])
    try:
        return DIRECTIONS.index(delta)
    except ValueError:
        return None


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly ``radius`` from ``center``."""
    if radius == 0:
        return [center]
    out = []
    q, r = center[0] + DIRECTIONS[4][0] * radius, center[1] + DIRECTIONS[4][1] * radius
    for d in range(6):
        for _ in range(radius):
            out.append((q, r))
            q, r = q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


def rotate_edges(edges: Sequence[T], steps: int) -> tuple[T, ...]:
    """Rotate a 6-tuple of edge values clockwise by ``steps`` (edge i moves to i+steps)."""
    s = steps % 6
    return tuple(edges[(i - s) % 6] for i in range(6))


def connected_components(cells: Iterable[Hex], linked: Callable[[Hex, Hex], bool] | None = None) -> list[set[Hex]]:
    """Groups of adjacent cells (optionally only where ``linked(a, b)``), in a stable order."""
    todo = sorted(set(cells))
    cellset = set(todo)
    seen: set[Hex] = set()
    groups: list[set[Hex]] = []
    for start in todo:
        if start in seen:
            continue
        group = {start}
        stack = [start]
        seen.add(start)
        while stack:
            h = stack.pop()
            for n in neighbors(h):
                if n in cellset and n not in seen and (linked is None or linked(h, n)):
                    seen.add(n)
                    group.add(n)
                    stack.append(n)
        groups.append(group)
    return groups


def to_pixel(h: Hex, size: float = 1.0, pointy: bool = True) -> tuple[float, float]:
    """Centre of a hex in pixel space (for renderers)."""
    q, r = h
    if pointy:
        return (size * 3 ** 0.5 * (q + r / 2), size * 1.5 * r)
    return (size * 1.5 * q, size * 3 ** 0.5 * (r + q / 2))


def iter_edges(h: Hex) -> Iterator[tuple[int, Hex]]:
    """``(direction, neighbour)`` pairs around ``h``."""
    for d in range(6):
        yield d, neighbor(h, d)
