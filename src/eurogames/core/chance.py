"""Chance by meaning: import a game played elsewhere from its outcomes as the rules name them.

A game recorded at a real table knows its dice faces, the tiles turned up and the cards
drawn, not the engine's internal draw indices. ``ChanceByMeaning`` takes those outcomes, in
the order the rules reveal them, and hands each one to the engine's draw that asks for it:

==========================  ========================================================
engine draw                 outcome to give
==========================  ========================================================
``randint(a, b)``           the face (a die: ``randint(1, 6)`` takes ``1`` .. ``6``)
``pop_random(pile)``        the drawn item itself (a tile or card id, as in the pile)
``pop_many(pile, k)``       ``k`` outcomes, one per item, in draw order
``sample(items, k)``        ``k`` outcomes, one per item, in draw order
``choice(items)``           the chosen item
``draw_from_counts(c)``     the kind drawn (an index of ``c``: a goods colour, a keeple colour)
``shuffle(items)``          one outcome: the whole new order, as a list
``below(n)``                a number ``0 .. n-1`` (the engine's own meaning, e.g. a seat)
==========================  ========================================================

An outcome that cannot happen there raises ``ImpossibleOutcome`` and running out raises
``ChanceExhausted``, both naming the draw; neither is ever replaced by a random number.
``MeaningRecorder`` wraps any source and writes down the outcomes by meaning, so a game
played here can be exported in the same form.

Example (Castles of Burgundy, 2 players): the set-up asks for the start seat (``below(2)``),
six goods colours for the players' starting goods, the tiles turned up in the depots and
the black depot (tile ids), the five goods colours of the phase, then every round the four
player dice and the white die::

    >>> import eurogames
    >>> from eurogames.core.chance import ChanceByMeaning, MeaningRecorder
    >>> from eurogames.core import Rng
    >>> game = eurogames.load("castles_of_burgundy")
    >>> rec = MeaningRecorder(Rng(5))
    >>> st = game.new(2, 5, chance=rec)
    >>> faces = rec.outcomes[-5:]          # this round's dice: four players' and the white
    >>> all(1 <= f <= 6 for f in faces)
    True
    >>> again = game.new(2, 0, chance=ChanceByMeaning(rec.outcomes))
    >>> again.view(0) == st.view(0)
    True
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

from .rng import Chance, ChanceExhausted, ImpossibleOutcome, Rng

T = TypeVar("T")

__all__ = ["ChanceByMeaning", "ChanceExhausted", "ImpossibleOutcome", "MeaningRecorder"]


def _norm(v: Any) -> Any:
    """Tuples and lists compare alike (outcomes come back from JSON as lists)."""
    if isinstance(v, (tuple, list)):
        return [_norm(x) for x in v]
    return v


def _same(a: Any, b: Any) -> bool:
    if type(a) is bool or type(b) is bool:
        return type(a) is type(b) and a == b
    return bool(_norm(a) == _norm(b))


class ChanceByMeaning(Chance):
    """Hands out outcomes named as the rules name them, in reveal order (see the module)."""

    def __init__(self, outcomes: Sequence[Any], pos: int = 0) -> None:
        self.outcomes = list(outcomes)
        self.pos = pos

    def _next(self, what: str) -> Any:
        if self.pos >= len(self.outcomes):
            raise ChanceExhausted(f"no outcome left for {what} (draw {self.pos + 1}; "
                                  f"{len(self.outcomes)} outcomes were given)")
        v = self.outcomes[self.pos]
        self.pos += 1
        return v

    def _bad(self, v: Any, what: str) -> ImpossibleOutcome:
        return ImpossibleOutcome(f"draw {self.pos}: {v!r} cannot be {what}")

    def below(self, n: int) -> int:
        v = self._next(f"a number 0..{n - 1}")
        if type(v) is not int or not 0 <= v < n:
            raise self._bad(v, f"a number 0..{n - 1}")
        return v

    def randint(self, a: int, b: int) -> int:
        v = self._next(f"a face {a}..{b}")
        if type(v) is not int or not a <= v <= b:
            raise self._bad(v, f"a face {a}..{b}")
        return v

    def draw_from_counts(self, counts: Sequence[int]) -> int:
        v = self._next("a kind drawn from a pool")
        if type(v) is not int or not 0 <= v < len(counts) or counts[v] <= 0:
            raise self._bad(v, f"drawn: kinds left are {[k for k, c in enumerate(counts) if c > 0]}")
        return v

    def _index_of(self, seq: Sequence[T], what: str) -> int:
        v = self._next(what)
        for i, x in enumerate(seq):
            if _same(x, v):
                return i
        raise self._bad(v, f"{what} (it is not among the {len(seq)} items that can be drawn)")

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self._index_of(seq, "the chosen item")]

    def pop_random(self, seq: list[T]) -> T:
        i = self._index_of(seq, "the drawn item")
        seq[i], seq[-1] = seq[-1], seq[i]
        return seq.pop()

    def pop_many(self, seq: list[T], k: int) -> list[T]:
        return [self.pop_random(seq) for _ in range(k)]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        return [self.pop_random(pool) for _ in range(k)]

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        v = self._next(f"the order of {len(seq)} shuffled items")
        if not isinstance(v, (list, tuple)) or len(v) != len(seq):
            raise self._bad(v, f"the order of {len(seq)} shuffled items")
        pool = list(seq)
        new = []
        for x in v:
            for i, y in enumerate(pool):
                if _same(x, y):
                    new.append(pool.pop(i))
                    break
            else:
                raise self._bad(v, "a new order of the same items")
        seq[:] = new

    def remaining(self) -> int:
        return len(self.outcomes) - self.pos

    def clone(self) -> ChanceByMeaning:
        c = ChanceByMeaning.__new__(ChanceByMeaning)
        c.outcomes = self.outcomes
        c.pos = self.pos
        return c

    def to_json(self) -> Any:
        return {"kind": "meaning", "outcomes": [_norm(x) for x in self.outcomes], "pos": self.pos}

    @classmethod
    def from_json(cls, data: Any) -> ChanceByMeaning:
        return cls(data["outcomes"], int(data["pos"]))


class MeaningRecorder(Chance):
    """Wraps a source (the same results) and records every outcome by meaning."""

    def __init__(self, inner: Chance) -> None:
        self.inner = inner
        self.outcomes: list[Any] = []

    def below(self, n: int) -> int:
        v = self.inner.below(n)
        self.outcomes.append(v)
        return v

    def randint(self, a: int, b: int) -> int:
        v = self.inner.randint(a, b)
        self.outcomes.append(v)
        return v

    def draw_from_counts(self, counts: Sequence[int]) -> int:
        v = self.inner.draw_from_counts(counts)
        self.outcomes.append(v)
        return v

    def choice(self, seq: Sequence[T]) -> T:
        v = self.inner.choice(seq)
        self.outcomes.append(v)
        return v

    def pop_random(self, seq: list[T]) -> T:
        v = self.inner.pop_random(seq)
        self.outcomes.append(v)
        return v

    def pop_many(self, seq: list[T], k: int) -> list[T]:
        out = self.inner.pop_many(seq, k)
        self.outcomes.extend(out)
        return out

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        out = self.inner.sample(seq, k)
        self.outcomes.extend(out)
        return out

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        self.inner.shuffle(seq)
        self.outcomes.append(list(seq))

    def spawn(self) -> Rng:
        return Rng(self.below(1 << 62))

    def clone(self) -> MeaningRecorder:
        c = MeaningRecorder(self.inner.clone())
        c.outcomes = list(self.outcomes)
        return c

    def to_json(self) -> Any:
        return self.inner.to_json()
