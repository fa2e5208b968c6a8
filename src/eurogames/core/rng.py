"""The one chance source of a state.

Every draw, shuffle and die roll of an engine goes through a ``Chance`` object
held by the state (``state.rng``). All methods are built on one primitive,
``below(n)`` (a uniform integer in ``0 .. n-1``), so a game played elsewhere can be
replayed by a ``ScriptedChance`` that hands out its recorded outcomes in order.

``Rng`` is a small pure-Python generator (SplitMix64). Its whole state is one
integer (``Rng.state``), so cloning is cheap, JSON is trivial and results never
depend on the Python version. It is not for cryptography.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, MutableSequence, Sequence
from typing import Any, Final, TypeVar

from mypy_extensions import i64, mypyc_attr

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_LIMITS: Final = tuple(_MASK - (_MASK + 1) % n if n else 0 for n in range(256))
"""Rejection bound of ``Rng.below(n)`` for small ``n``."""


def _limit(n: int) -> int:
    """Rejection bound of a draw below ``n`` (uniform over 64-bit outputs: ``n`` ≤ 2**64).

    Raises:
        ValueError: ``n`` above 2**64 (no output could pass: the draw would never end).
    """
    if n > _MASK + 1:
        raise ValueError(f"Rng.below(n) draws from 64 bits: n must be at most 2**64, not {n}")
    return _MASK - (_MASK + 1) % n


_AHEAD_FIRST: Final = 8
_AHEAD_MAX: Final = 64
"""How many outputs ``Rng`` computes at once in the pure build: 8 at first, doubling up to 64."""


def _lanes(k: int) -> tuple[int, int, int, struct.Struct]:
    """``_outputs_after``'s constants for ``k`` outputs: 1 in every 128-bit lane, ``i`` steps
    (``i * golden``) in lane ``i - 1``, 64 one bits in every lane, and the unpacking of the
    lanes' low 64 bits."""
    spread = sum(1 << (128 * i) for i in range(k))
    steps = sum(((i + 1) * _GOLDEN & _MASK) << (128 * i) for i in range(k))
    return spread, steps, spread * _MASK, struct.Struct("<" + "Q8x" * k)


_LANES: Final = {k: _lanes(k) for k in (8, 16, 32, 64)}


def _outputs_after(state: int, k: int) -> tuple[int, ...]:
    """SplitMix64's next ``k`` outputs after ``state`` (``k`` in ``_LANES``), computed at once.

    The ``k`` states ``state + golden``, ``state + 2 golden``, ... lie side by side in one
    Python integer, one per 128-bit lane, and each operation of SplitMix64 runs on every lane
    at once: after a mask a lane holds 64 bits, and its product with a 64-bit constant fits its
    128 (a right shift brings the next lane's low bits into the top of a lane: masked away).
    The interpreter's cost of an operation is paid once for all lanes: 64 outputs take about
    5 µs, where one step on a 64-bit Python integer takes about 0.4 µs.
    """
    spread, steps, masks, unpack = _LANES[k]
    s = (state * spread + steps) & masks
    z = ((s ^ (s >> 30)) & masks) * 0xBF58476D1CE4E5B9 & masks
    z = ((z ^ (z >> 27)) & masks) * 0x94D049BB133111EB & masks
    x = (z ^ (z >> 31)) & masks
    return unpack.unpack(x.to_bytes(16 * k, "little"))


_DRAWN: Final[Iterator[int]] = iter(())
"""The ``Rng._left`` of a generator with nothing computed ahead (shared: it yields nothing)."""


def _compiled_probe() -> None:
    """Tells whether this module runs compiled: mypyc makes its functions built-in ones."""


_NATIVE: Final = type(_compiled_probe).__name__ == "builtin_function_or_method"
"""True in the compiled build: ``Rng`` then draws through ``_native_draw`` (below)."""
_NATIVE_MAX: Final = 1 << 62
"""The largest ``n`` ``_native_draw`` takes (``2 * (x % n)`` must fit 63 bits)."""
_TWO64: Final = 1 << 64
_TOP: Final = 1 << 63


def _signed(u: int) -> i64:
    """The signed 64-bit integer with the bits of ``0 <= u < 2**64``.

    The constants below are set through this call, not as literal expressions: mypyc folds a
    literal ``Final`` into each use, and one beyond 62 bits becomes a boxed Python int converted
    to ``i64`` at every use (5-8 conversions a draw, 3 % of the compiled Orléans playouts), while
    a computed ``Final[i64]`` is a native C static."""
    return u - _TWO64 if u >= _TOP else u


# SplitMix64's constants as signed 64-bit integers (the same bits), and the bounds of i64.
_I_GOLDEN: Final[i64] = _signed(_GOLDEN)
_I_MUL1: Final[i64] = _signed(0xBF58476D1CE4E5B9)
_I_MUL2: Final[i64] = _signed(0x94D049BB133111EB)
_I_MAX: Final[i64] = _signed((1 << 63) - 1)
_I_MIN: Final[i64] = _signed(1 << 63)


# The compiled build compiles this module (setup.py): the other chance sources
# (``core.chance``, tests) subclass ``Chance`` in Python, which a compiled class allows only
# when it says so (it then also pickles and copies).
@mypyc_attr(allow_interpreted_subclasses=True)
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

    def pop_many(self, seq: list[T], k: int) -> list[T]:
        """Remove and return ``k`` random elements, in draw order (as ``k`` calls of ``pop_random``)."""
        return [self.pop_random(seq) for _ in range(k)]

    def draw_from_counts(self, counts: Sequence[int]) -> int:
        """Draw one item from a pool holding ``counts[i]`` items of kind ``i``; return the kind
        (the pool itself is not changed). The same draws as ``below(sum(counts))``."""
        i = self.below(sum(counts))
        for k, c in enumerate(counts):
            if i < c:
                return k
            i -= c
        raise AssertionError("unreachable")

    def clone(self) -> Chance:
        raise NotImplementedError

    def to_json(self) -> Any:
        raise NotImplementedError

    def spawn(self) -> Rng:
        """A new independent ``Rng`` seeded from this source."""
        return Rng(self.below(1 << 62))

    def __reduce__(self) -> tuple[Any, ...]:
        # copy and pickle: a source written in Python (``core.chance``, tests) keeps its fields
        # in its __dict__, which the compiled build's pickling of a compiled base leaves out;
        # the sources of this module rebuild themselves from their JSON form or constructor
        return (_restore, (type(self), dict(vars(self))))


class Rng(Chance):
    """Seeded SplitMix64 generator.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.randint(1, 6) for _ in range(5)] == [b.randint(1, 6) for _ in range(5)]
    True

    ``state`` is SplitMix64's state (the next output is made from ``state + golden``). The pure
    build computes the outputs several at a time (``_outputs_after``): ``_ahead`` holds the
    outputs that follow ``_base`` and ``_left`` iterates over those not drawn yet, so ``state``
    is ``_base`` advanced by one step per output drawn. A draw is then one step of an iterator,
    where one SplitMix64 step on Python integers cost twice the rest of the draw. Clones share
    ``_ahead`` (never changed); setting ``state`` drops it.

    ``_base`` holds its 64 bits as a signed integer (``_signed``), in both builds: the compiled
    build keeps it in a native ``i64`` field, so that a draw (``_native_draw``) neither converts
    a Python integer to 64 bits nor makes a new one (2-5 % of the compiled playouts' instructions:
    benchmarks/results/speed-2026-12-06d.md).
    """

    __slots__ = ("_ahead", "_base", "_left")
    _ahead: tuple[int, ...]
    _base: i64
    _left: Iterator[int]

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    @property
    def state(self) -> int:
        base = int(self._base) & _MASK   # the unsigned value of its bits
        xs = self._ahead
        if not xs:
            return base
        left: Any = self._left  # a tuple iterator: it tells how many are left
        drawn: int = len(xs) - left.__length_hint__()
        return (base + drawn * _GOLDEN) & _MASK

    @state.setter
    def state(self, value: int) -> None:
        self._base = _signed(value)
        self._ahead = ()
        self._left = _DRAWN

    def _compute_ahead(self) -> None:
        """Move ``_base`` past the outputs drawn and compute the next ones (twice as many as
        last time, from ``_AHEAD_FIRST`` up to ``_AHEAD_MAX``: a generator that draws little,
        such as a search's spawned ones, computes little)."""
        done = len(self._ahead)
        base = (int(self._base) + done * _GOLDEN) & _MASK
        self._base = _signed(base)
        self._ahead = xs = _outputs_after(base, min(max(2 * done, _AHEAD_FIRST), _AHEAD_MAX))
        self._left = iter(xs)

    def next64(self) -> int:
        """SplitMix64's next output."""
        while True:
            for x in self._left:
                return x
            self._compute_ahead()

    def below(self, n: int) -> int:
        if n < 2:
            if n == 1:
                return 0
            raise ValueError("below(n) needs n >= 1")
        if _NATIVE and n <= _NATIVE_MAX:
            return self._native_draw(n)
        # Rejection sampling on the top bits: exact uniformity (rejected outputs are drawn too).
        limit = _LIMITS[n] if n < 256 else _limit(n)
        while True:
            for x in self._left:
                if x <= limit:
                    return x % n
            self._compute_ahead()

    def _native_draw(self, n: int) -> int:
        """``below(n)`` for ``2 <= n <= 2**62`` on native 64-bit integers, in the compiled build
        only: the same SplitMix64 steps, rejection bound and result as the Python code.

        Two spellings of one generator, on purpose: mypyc's ``i64`` wraps around like the
        Python code's ``& _MASK``, which costs nothing in C but is needed on Python's growing
        integers, and Python integers of 64 bits are a third of the compiled engines' time.
        The state is ``_base``, its bit pattern as a native signed integer (nothing is computed
        ahead: ``_ahead`` is empty); the unsigned comparison is made by flipping the sign bit,
        and the unsigned remainder is taken of the value halved.
        ``tests/test_compiled.py`` draws with both and compares.
        """
        if self._ahead:  # outputs computed ahead (by a draw of n > 2**62): drop them, keep the state
            self.state = self.state
        s: i64 = self._base
        m: i64 = n
        bound: i64 = _I_MAX - (((_I_MAX % m) + 1) % m * 2) % m  # 2**64 - 1 - 2**64 % n, sign bit flipped
        while True:
            s += _I_GOLDEN
            z: i64 = (s ^ ((s >> 30) & 0x3FFFFFFFF)) * _I_MUL1
            z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _I_MUL2
            x: i64 = z ^ ((z >> 31) & 0x1FFFFFFFF)
            if x ^ _I_MIN <= bound:
                break
        self._base = s
        return int((((x >> 1) & _I_MAX) % m * 2 + (x & 1)) % m)

    def random(self) -> float:
        """A float in [0, 1): for bots and tie-breaking noise, never for game chance."""
        return (self.next64() >> 11) / (1 << 53)

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r._base = self._base
        r._ahead = xs = self._ahead
        if xs:
            # the same position in the shared outputs (a tuple iterator tells how many are left)
            mine: Any = self._left
            left: Any = iter(xs)
            left.__setstate__(len(xs) - mine.__length_hint__())
            r._left = left
        else:
            r._left = _DRAWN
        return r

    def __reduce__(self) -> tuple[Any, ...]:
        return (chance_from_json, (self.to_json(),))

    def to_json(self) -> Any:
        return {"kind": "rng", "state": self.state}

    def __repr__(self) -> str:
        # Never print the internal state: a repr may reach a log.
        return "Rng(<hidden>)"


class ChanceExhausted(ValueError):
    """A scripted chance source was asked for an outcome after its last one."""


class ImpossibleOutcome(ValueError):
    """A scripted outcome that cannot happen where it is asked for."""


class ScriptedChance(Chance):
    """Hands out recorded ``below`` outcomes in order (the engine's raw draw indices).

    Running out is an error (``ChanceExhausted``): a recorded game has no outcomes past its
    end, and inventing some would silently change what is replayed. (``fallback_seed`` is
    accepted for old callers and ignored.) To import a game played elsewhere, prefer
    ``ChanceByMeaning``, which takes outcomes as the rules name them.
    """

    def __init__(self, outcomes: Sequence[int], fallback_seed: int = 0, pos: int = 0) -> None:
        self.outcomes = list(outcomes)
        self.pos = pos

    def below(self, n: int) -> int:
        if self.pos >= len(self.outcomes):
            raise ChanceExhausted(
                f"the recorded chance outcomes ran out after {len(self.outcomes)} draws")
        v = self.outcomes[self.pos]
        if not 0 <= v < n:
            raise ImpossibleOutcome(f"recorded chance outcome {v} (draw {self.pos + 1}) "
                                    f"is out of range 0..{n - 1}")
        self.pos += 1
        return v

    def clone(self) -> ScriptedChance:
        return ScriptedChance(self.outcomes, pos=self.pos)

    def __reduce__(self) -> tuple[Any, ...]:
        return (chance_from_json, (self.to_json(),))

    def to_json(self) -> Any:
        return {"kind": "scripted", "outcomes": self.outcomes, "pos": self.pos}


class RecordingChance(Chance):
    # pop_random / pop_many are inherited from Chance: they go through ``below``, so
    # every outcome is recorded.
    """Wraps a source and records every outcome, to export a game with its chance."""

    def __init__(self, inner: Chance, outcomes: Sequence[int] = ()) -> None:
        self.inner = inner
        self.outcomes: list[int] = list(outcomes)

    def below(self, n: int) -> int:
        v = self.inner.below(n)
        self.outcomes.append(v)
        return v

    def clone(self) -> RecordingChance:
        return RecordingChance(self.inner.clone(), self.outcomes)

    def __reduce__(self) -> tuple[Any, ...]:
        return (RecordingChance, (self.inner, self.outcomes))

    def to_json(self) -> Any:
        return self.inner.to_json()


def _restore(cls: type[Chance], fields: dict[str, Any]) -> Chance:
    """A chance source of class ``cls`` with these instance fields (``Chance.__reduce__``)."""
    obj = cls.__new__(cls)
    obj.__dict__.update(fields)
    return obj


def chance_from_json(data: Any) -> Chance:
    """Rebuild a chance source written by ``to_json``."""
    if data["kind"] == "rng":
        r = Rng.__new__(Rng)
        r.state = int(data["state"])
        return r
    if data["kind"] == "scripted":
        return ScriptedChance(data["outcomes"], pos=int(data["pos"]))
    if data["kind"] == "meaning":
        from .chance import ChanceByMeaning
        return ChanceByMeaning.from_json(data)
    raise ValueError(f"unknown chance source kind {data.get('kind')!r}")
