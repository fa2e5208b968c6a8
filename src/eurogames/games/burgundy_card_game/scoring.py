"""Pure scoring functions (rules reference §6.1, §9, §10).

They take plain values (column counts, animal counts ...) so every scoring rule can be
tested without playing a game.
"""

from __future__ import annotations

from eurogames.core import ScoreBreakdown

from .data import ANIMAL_SET_VP, FIRST_BONUS_VP, GOODS_VP, TRIPLE_VP


def triple_points(cols: list[int] | tuple[int, ...]) -> int:
    """VP of the completed triples of an estate: ``(n // 3) * TRIPLE_VP[type]`` per column (§9.1).

    >>> triple_points([3, 0, 3, 0, 4, 0, 6])   # castle 2 + cloister 6 + ship 4 + 2 x building 3
    18
    """
    return sum((n // 3) * v for n, v in zip(cols, TRIPLE_VP))


def animal_sets(animals: list[int] | tuple[int, ...]) -> tuple[int, int]:
    """Best animal-set score and the number of animals outside every scoring set (§9.5).

    Layer i holds every kind of which at least i cards are held; with the convex table
    0, 0, 1, 2, 4 this grouping is optimal.

    >>> animal_sets([1, 1, 3, 2])   # chicken, cow, 3 sheep, 2 pigs: the seed's example
    (5, 1)
    """
    points = 0
    unused = 0
    top = max(animals) if animals else 0
    for i in range(1, top + 1):
        n = 0
        for a in animals:
            if a >= i:
                n += 1
        points += ANIMAL_SET_VP[n]
        if n == 1:
            unused += 1
    return points, unused


def goods_points(sold: list[int] | tuple[int, ...]) -> int:
    """VP of sold goods (§9.4)."""
    return sum(n * v for n, v in zip(sold, GOODS_VP))


def player_score(cols: list[int], first_mask: int, all7: int, vp: int, sold: list[int],
                 animals: list[int], goods: list[int], silver: int, workers: int,
                 start_card: bool, tiebreak_all_animals: bool = False) -> ScoreBreakdown:
    """A player's breakdown (§9). ``start_card``: add the start player card's point."""
    a_pts, unused = animal_sets(animals)
    cats = {
        "triples": triple_points(cols),
        "first_bonus": first_mask.bit_count() * FIRST_BONUS_VP,
        "all_seven": all7,
        "vp_cards": vp,
        "goods": goods_points(sold),
        "animals": a_pts,
        "start_player": 1 if start_card else 0,
    }
    storage = workers + silver + sum(goods) + (sum(animals) if tiebreak_all_animals else unused)
    return ScoreBreakdown(cats, (storage,))


def rival_score(cols: list[int], first_mask: int, all7: int) -> ScoreBreakdown:
    """Aaron's score in the solitaire game: triples + bonus cards (§10)."""
    return ScoreBreakdown({"triples": triple_points(cols),
                           "first_bonus": first_mask.bit_count() * FIRST_BONUS_VP,
                           "all_seven": all7})
