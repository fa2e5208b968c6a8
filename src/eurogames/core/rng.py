"""The one chance source of a state.

Every draw, shuffle and die roll of an engine goes through a ``Chance`` object
held by the state (``state.rng``). All methods are built on one primitive,
``below(n)`` (a uniform integer in ``0 .. n-1``), so a game played elsewhere can be
replayed by a ``ScriptedChance`` that hands out its recorded outcomes in order.

``Rng`` is a small pure-Python generator (SplitMix64). Its whole state is one
integer, so cloning is free, JSON is trivial and results never depend on the
Python version. It is not for cryptography.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Chance:
    """Interface of a chance source; subclasses implement ``below``."""

    def below(self, n: int) -> int:
        """Return a uniform integer in ``0 .. n-1`` (``n >= 1``)."""
        raise NotImplementedError

    def randint(self, a: int, b: int) -> int:
        """Return a uniform integer in ``a .. b`` inclusive (a die: ``randint(1, 6)``)."""
        return a + self.below(b - a + 1)

    def choice(self, seq: Sequence[T]) -> T:
        """Return one element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """Return ``k`` distinct elements in draw order."""
        pool = list(seq)
        out: list[T] = []
        for _ in range(k):
            out.append(pool.pop(self.below(len(pool))))
        return out

    def pop_random(self, seq: list[T]) -> T:
        """Remove and return a random element (drawing from a face-down pile)."""
        i = self.below(len(seq))
        seq[i], seq[-1] = seq[-1], seq[i]
        return seq.pop()

    def clone(self) -> Chance:
        raise NotImplementedError

    def to_json(self) -> Any:
        raise NotImplementedError

    def spawn(self) -> Rng:
        """A new independent ``Rng`` seeded from this source."""
        return Rng(self.below(1 << 62))


class Rng(Chance):
    """Seeded SplitMix64 generator.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.randint(1, 6) for _ in range(5)] == [b.randint(1, 6) for _ in range(5)]
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below(n) needs n >= 1")
        if n == 1:
            return 0
        # Rejection sampling on the top bits: exact uniformity.
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1): for bots and tie-breaking noise, never for game chance."""
        return (self.next64() >> 11) / (1 << 53)

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def to_json(self) -> Any:
        return {"kind": "rng", "state": self.state}

    def __repr__(self) -> str:
        # Never print the internal state: a repr may reach a log.
        return "Rng(<hidden>)"


class ScriptedChance(Chance):
    """Hands out recorded ``below`` outcomes in order (games recorded elsewhere).

    When the script runs out, it falls back to a seeded ``Rng`` so that a bot
    may still search past the end of a recorded game.
    """

    def __init__(self, outcomes: Sequence[int], fallback_seed: int = 0, pos: int = 0) -> None:
        self.outcomes = list(outcomes)
        self.pos = pos
        self.fallback = Rng(fallback_seed)

    def below(self, n: int) -> int:
        if self.pos < len(self.outcomes):
            v = self.outcomes[self.pos]
            self.pos += 1
            if not 0 <= v < n:
                raise ValueError(f"recorded chance outcome {v} is out of range 0..{n - 1}")
            return v
        return self.fallback.below(n)

    def clone(self) -> ScriptedChance:
        c = ScriptedChance.__new__(ScriptedChance)
        c.outcomes = self.outcomes
        c.pos = self.pos
        c.fallback = self.fallback.clone()
        return c

    def to_json(self) -> Any:
        return {"kind": "scripted", "outcomes": self.outcomes, "pos": self.pos,
                "fallback": self.fallback.state}


class RecordingChance(Chance):
    """Wraps a source and records every outcome, to export a game with its chance."""

    def __init__(self, inner: Chance) -> None:
        self.inner = inner
        self.outcomes: list[int] = []

    def below(self, n: int) -> int:
        v = self.inner.below(n)
        self.outcomes.append(v)
        return v

    def clone(self) -> RecordingChance:
        c = RecordingChance(self.inner.clone())
        c.outcomes = list(self.outcomes)
        return c

    def to_json(self) -> Any:
        return self.inner.to_json()


def chance_from_json(data: Any) -> Chance:
    """Rebuild a chance source written by ``to_json``."""
    if data["kind"] == "rng":
        r = Rng.__new__(Rng)
        r.state = int(data["state"])
        return r
    if data["kind"] == "scripted":
        c = ScriptedChance(data["outcomes"], pos=int(data["pos"]))
        c.fallback.state = int(data["fallback"])
        return c
    raise ValueError(f"unknown chance source kind {data.get('kind')!r}")
