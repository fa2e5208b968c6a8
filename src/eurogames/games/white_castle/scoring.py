"""Final scoring as pure functions (rules/white_castle.md §13, §1.14)."""

from __future__ import annotations

from eurogames.core import ScoreBreakdown

from .data import COURTIER_CP, GARDENS, POT_CP, YARDS


def resource_points(n: int) -> int:
    """0-2 → 0, 3-6 → 1, 7 → 2 (§13).

    >>> [resource_points(n) for n in (0, 2, 3, 6, 7)]
    [0, 0, 1, 1, 2]
    """
    return 2 if n >= 7 else 1 if n >= 3 else 0


def passage_points(pos: int) -> int:
    """End CP of a Passage of Time position (§1.14).

    >>> [passage_points(p) for p in (5, 6, 10, 11, 14, 15, 20)]
    [0, 3, 3, 6, 6, 10, 15]
    """
    return POT_CP[pos]


def courtier_points(courtiers: list[int]) -> int:
    """Gate 1, 1st floor 3, 2nd floor 6, 3rd floor 10 each (§13)."""
    return sum(n * v for n, v in zip(courtiers, COURTIER_CP))


def warrior_points(warriors: list[int], courtiers: list[int]) -> int:
    """(sum of yard values of the warriors) × (courtiers on floors 1-3) (§13)."""
    value = sum(n * YARDS[y][1] for y, n in enumerate(warriors))
    return value * (courtiers[1] + courtiers[2] + courtiers[3])


def garden_points(garden_ids: list[str]) -> int:
    """Sum of the end CP of the garden cards holding the player's gardeners (§13)."""
    return sum(GARDENS[g].cp for g in garden_ids)


def breakdown(*, cp: int, coins: int, seals: int, food: int, iron: int, pearl: int, pot: int,
              courtiers: list[int], warriors: list[int], gardens: list[str],
              order_position: int) -> ScoreBreakdown:
    """One player's score breakdown; tie-break: earlier in the (final) turn order (§13)."""
    return ScoreBreakdown({
        "cp_during_game": cp,
        "coins_and_seals": (coins + seals) // 5,
        "food": resource_points(food),
        "iron": resource_points(iron),
        "pearl": resource_points(pearl),
        "passage_of_time": passage_points(pot),
        "courtiers": courtier_points(courtiers),
        "warriors": warrior_points(warriors, courtiers),
        "gardeners": garden_points(gardens),
    }, (-order_position,))
