"""The atomic decisions of The Castles of Burgundy (rules/castles_of_burgundy.md §6, §7).

A turn is a chain of small choices: ``die 1`` picks a die, then one die action
(``take``/``place``/``sell``/``workers``) names its target together with the workers
paid to adjust the die (§6.1): ``take 4 1 w2`` turns the die into a 4 with two workers.
Only the fewest workers that reach the target are offered (paying more never helps).
Effects ask their own follow-up questions (``ship``, ``goods``, ``discard``, ``skip``).

Actions are *interned*: building one with the same values always returns the same
object, so equality is identity and membership tests in the legal-action tuple run
at C speed (the core checks every applied action against that tuple).

>>> Take(3, 2, 0) is Take(depot=3, slot=2, workers=0)
True
>>> Place(1, 19, 0).notation(), Take(4, 1, 2).notation()
('place 1 19', 'take 4 1 w2')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from eurogames.core import Action, interned


def _with_workers(words: list[str], cls: Any, n: int) -> Any:
    """Parse ``a b`` or ``a b wN`` (N workers paid to adjust the die)."""
    if len(words) not in (n, n + 1):
        raise ValueError(f"{cls.type} takes {n} numbers and optionally wN")
    w = 0
    if len(words) == n + 1:
        if not words[-1].startswith("w") or not words[-1][1:].isdigit():
            raise ValueError("the workers paid are written wN")
        w = int(words[-1][1:])
    return cls(*(int(x) for x in words[:n]), w)


def _note(tag: str, *values: int, workers: int) -> str:
    text = " ".join([tag, *(str(v) for v in values)])
    return f"{text} w{workers}" if workers else text


_interned = interned  # one shared instance per field-value tuple (core.actions.interned)


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class ChooseDie(Action):
    """Use die 1 or 2 for the next die action (§6)."""
    type: ClassVar[str] = "die"
    die: int


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class Take(Action):
    """Take the tile of a numbered depot's slot into storage (§6.3; also workshop/church/market §7.4)."""
    type: ClassVar[str] = "take"
    depot: int
    slot: int
    workers: int
    """Workers paid to adjust the die (0 outside a die action)."""

    def notation(self) -> str:
        return _note("take", self.depot, self.slot, workers=self.workers)

    @classmethod
    def parse(cls, words: list[str]) -> Take:
        return _with_workers(words, cls, 2)  # type: ignore[no-any-return]


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class Place(Action):
    """Place storage tile ``store`` (1..3) on estate space ``space`` (1..37) (§6.4)."""
    type: ClassVar[str] = "place"
    store: int
    space: int
    workers: int
    """Workers paid to adjust the die."""

    def notation(self) -> str:
        return _note("place", self.store, self.space, workers=self.workers)

    @classmethod
    def parse(cls, words: list[str]) -> Place:
        return _with_workers(words, cls, 2)  # type: ignore[no-any-return]


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class Sell(Action):
    """Sell all goods of one colour (§6.5; also the warehouse §7.4)."""
    type: ClassVar[str] = "sell"
    colour: int
    workers: int
    """Workers paid to adjust the die."""

    def notation(self) -> str:
        return _note("sell", self.colour, workers=self.workers)

    @classmethod
    def parse(cls, words: list[str]) -> Sell:
        return _with_workers(words, cls, 1)  # type: ignore[no-any-return]


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class TakeWorkers(Action):
    """Take workers with the die (§6.6)."""
    type: ClassVar[str] = "workers"


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class Buy(Action):
    """Buy a tile for 2 (§6.2): depot 0 is the black depot; ``workers`` of the 2 paid
    with workers (knowledge #6, 2019)."""
    type: ClassVar[str] = "buy"
    depot: int
    slot: int
    workers: int


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class ShipGoods(Action):
    """Take all goods of a depot after placing a ship (§7.2, knowledge #5)."""
    type: ClassVar[str] = "ship"
    depot: int


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class TakeGoods(Action):
    """Choose a new goods colour that still fits into goods storage (§7.2, §10.2)."""
    type: ClassVar[str] = "goods"
    colour: int


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class Discard(Action):
    """Discard stored tile ``store`` (1..3) to make room (§6.3, §10.1)."""
    type: ClassVar[str] = "discard"
    store: int


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class Skip(Action):
    """Decline an optional effect (city hall, workshop, church, market, knowledge #5)."""
    type: ClassVar[str] = "skip"


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class EndTurn(Action):
    """End the turn after both dice (only offered while a purchase is still possible)."""
    type: ClassVar[str] = "end"


@_interned
@dataclass(frozen=True, slots=True, eq=False)
class StartCastle(Action):
    """Put the starting castle on a castle space (advanced set-up, §2.4)."""
    type: ClassVar[str] = "start"
    space: int


ACTION_CLASSES = (ChooseDie, Take, Place, Sell, TakeWorkers, Buy, ShipGoods, TakeGoods, Discard,
                  Skip, EndTurn, StartCastle)

# Pre-built instances used by the rules (index with 0-based values).
DIE = (ChooseDie(1), ChooseDie(2))
TAKE = tuple(tuple(tuple(Take(d, s + 1, w) for w in range(4)) for s in range(4)) for d in range(7))
PLACE = tuple(tuple(tuple(Place(i + 1, s + 1, w) for w in range(4)) for s in range(37)) for i in range(4))
SELL = tuple(tuple(Sell(c, w) for w in range(4)) for c in range(7))  # [colour][workers] (colour 0 unused)
WORKERS = TakeWorkers()
BUY = tuple(tuple(tuple(Buy(d, s + 1, w) for w in range(3)) for s in range(8)) for d in range(7))
SHIP = tuple(ShipGoods(d) for d in range(7))  # index = depot (0 unused)
GOODS = tuple(TakeGoods(c) for c in range(7))  # index = colour (0 unused)
DISCARD = tuple(Discard(i + 1) for i in range(4))
SKIP = Skip()
END = EndTurn()
START = tuple(StartCastle(s + 1) for s in range(37))
