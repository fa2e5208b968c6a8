"""Score breakdowns: category -> points, with the total derived (never stored)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .types import Json


@dataclass(slots=True)
class ScoreBreakdown:
    """One seat's score.

    ``categories`` maps a category key (stable, snake_case, e.g. ``"animals"``)
    to points; ``total`` is always their sum. ``tiebreak`` holds the values that
    order tied totals, most important first (larger is better). ``details`` may
    carry structured explanations (Keyflower's allocation: which item went where).
    """

    categories: dict[str, int] = field(default_factory=dict)
    tiebreak: tuple[Any, ...] = ()
    details: Json = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.categories.values())

    def add(self, category: str, points: int) -> None:
        self.categories[category] = self.categories.get(category, 0) + points

    def to_json(self) -> Json:
        return {"total": self.total, "categories": dict(self.categories),
                "tiebreak": list(self.tiebreak), "details": self.details}


def rank_by(scores: list[ScoreBreakdown]) -> list[list[int]]:
    """Seats grouped into places, best first: by total, then by tie-breakers.

    >>> a = ScoreBreakdown({"x": 5}, (1,)); b = ScoreBreakdown({"x": 5}, (2,))
    >>> rank_by([a, b, ScoreBreakdown({"x": 9})])
    [[2], [1], [0]]
    """
    keyed = sorted(range(len(scores)), key=lambda s: (-scores[s].total, _neg(scores[s].tiebreak)))
    places: list[list[int]] = []
    last: Any = object()
    for s in keyed:
        k = (scores[s].total, tuple(scores[s].tiebreak))
        if places and k == last:
            places[-1].append(s)
        else:
            places.append([s])
            last = k
    return places


def _neg(t: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(-x for x in t)
