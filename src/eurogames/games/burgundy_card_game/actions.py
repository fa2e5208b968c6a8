"""The decisions of The Castles of Burgundy: The Card Game (rules reference §4-§6).

A turn is broken into small decisions. A *die action* names the die it uses in
``src``: the id of the hand card (or 3-silver-draw card) played as a die, or ``None``
for a die whose value is free (a castle's extra action, §5.3) or no die at all (City
Hall, Warehouse, the Carpenter/Church/Market pick, further trade groups).

Notation is the default ``tag v1 v2 ...`` with ``-`` for ``None``:

>>> Take(12, 40).notation()
'take 12 40'
>>> Build(33, "ship", None).notation()
'build 33 ship -'

Actions are *interned*: building one with the same values always returns the same
object, so equality is identity and the core's check of an applied action against the
legal-action tuple runs at C speed. The constructors ``take()``, ``build()`` ... look the
shared instances up without building a key tuple of types:

>>> Take(12, 40) is take(12, 40) is Take(card=12, src=40)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eurogames.core import Action, interned

from .data import NUM_ACTION_CARDS


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Take(Action):
    """Take display card ``card`` into your projects (action 1, §5.1; castle, Carpenter/Church/Market)."""
    type: ClassVar[str] = "take"
    card: int
    src: int | None


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Build(Action):
    """Place project ``card`` into estate column ``col`` (action 2, §5.2; castle, City Hall)."""
    type: ClassVar[str] = "build"
    card: int
    col: str
    src: int | None


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Sell(Action):
    """Sell all goods of ``kind`` (action 3, §5.4; Warehouse)."""
    type: ClassVar[str] = "sell"
    kind: str
    src: int | None


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Hire(Action):
    """Take workers until you hold 2 (action 4, §5.5)."""
    type: ClassVar[str] = "hire"
    src: int | None


@interned
@dataclass(frozen=True, slots=True, eq=False)
class TakeSilver(Action):
    """Take 1 silver (action 5, §5.6)."""
    type: ClassVar[str] = "silver"
    src: int | None


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Trade(Action):
    """Return one group of 3 (``workers`` + ``silver`` = 3) for 1 VP (action 6, §5.6)."""
    type: ClassVar[str] = "trade"
    workers: int
    silver: int
    src: int | None


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Draw3(Action):
    """Pay 3 silver, draw 3 action cards (once per turn, §5.9)."""
    type: ClassVar[str] = "draw3"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Keep(Action):
    """Keep a card of the 3-silver draw as a project (§5.9 a)."""
    type: ClassVar[str] = "keep"
    card: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Discard(Action):
    """Discard a project to make room for a new one (§5.1, U6)."""
    type: ClassVar[str] = "discard"
    card: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class TakeGood(Action):
    """Take the top good of goods pile ``pile`` (0 or 1)."""
    type: ClassVar[str] = "good"
    pile: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class TakeAnimal(Action):
    """Take the top animal of animal pile ``pile`` (0 or 1)."""
    type: ClassVar[str] = "animal"
    pile: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Bonus(Action):
    """Choose one item of the round card's menu for a completed triple (§6.1)."""
    type: ClassVar[str] = "bonus"
    kind: str


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Done(Action):
    """Stop: end the turn, stop trading, or decline a Carpenter/Church/Market pick."""
    type: ClassVar[str] = "done"


ACTION_CLASSES: tuple[type[Action], ...] = (Take, Build, Sell, Hire, TakeSilver, Trade, Draw3, Keep,
                                            Discard, TakeGood, TakeAnimal, Bonus, Done)

# ----- cached instances -----------------------------------------------------------------

_TAKE: dict[tuple[int, int | None], Take] = {}
_BUILD: dict[tuple[int, str, int | None], Build] = {}
_SELL: dict[tuple[str, int | None], Sell] = {}
_HIRE: dict[int | None, Hire] = {}
_SILVER: dict[int | None, TakeSilver] = {}
_TRADE: dict[tuple[int, int, int | None], Trade] = {}
_KEEP: dict[int, Keep] = {}
_DISCARD: dict[int, Discard] = {}
_BONUS: dict[str, Bonus] = {}
DRAW3 = Draw3()
DONE = Done()
GOOD = (TakeGood(0), TakeGood(1))
ANIMAL = (TakeAnimal(0), TakeAnimal(1))
KEEP: tuple[Keep, ...] = tuple(Keep(c) for c in range(NUM_ACTION_CARDS))
"""``KEEP[card]`` is ``keep(card)``: the listings index these tables instead of calling."""
DISCARD: tuple[Discard, ...] = tuple(Discard(c) for c in range(NUM_ACTION_CARDS))


def take(card: int, src: int | None) -> Take:
    a = _TAKE.get((card, src))
    if a is None:
        a = _TAKE[(card, src)] = Take(card, src)
    return a


def build(card: int, col: str, src: int | None) -> Build:
    a = _BUILD.get((card, col, src))
    if a is None:
        a = _BUILD[(card, col, src)] = Build(card, col, src)
    return a


def sell(kind: str, src: int | None) -> Sell:
    a = _SELL.get((kind, src))
    if a is None:
        a = _SELL[(kind, src)] = Sell(kind, src)
    return a


def hire(src: int | None) -> Hire:
    a = _HIRE.get(src)
    if a is None:
        a = _HIRE[src] = Hire(src)
    return a


def take_silver(src: int | None) -> TakeSilver:
    a = _SILVER.get(src)
    if a is None:
        a = _SILVER[src] = TakeSilver(src)
    return a


def trade(workers: int, silver: int, src: int | None) -> Trade:
    a = _TRADE.get((workers, silver, src))
    if a is None:
        a = _TRADE[(workers, silver, src)] = Trade(workers, silver, src)
    return a


def keep(card: int) -> Keep:
    a = _KEEP.get(card)
    if a is None:
        a = _KEEP[card] = Keep(card)
    return a


def discard(card: int) -> Discard:
    a = _DISCARD.get(card)
    if a is None:
        a = _DISCARD[card] = Discard(card)
    return a


def bonus(kind: str) -> Bonus:
    a = _BONUS.get(kind)
    if a is None:
        a = _BONUS[kind] = Bonus(kind)
    return a


# ----- per-die tables (the hot path of legal-action generation) ---------------------------

DieTable = tuple[tuple[Take, ...], tuple[tuple[Build, ...], ...], tuple[tuple[Build, ...], ...],
                 tuple[Sell, ...], tuple[tuple[tuple[Action, ...], ...], ...]]
"""The die table's type, spelled out so that the compiled listing indexes its parts natively."""


def die_table(src: int | None) -> DieTable:
    """All die actions for one die source: ``(takes, builds_any, builds_building, sells,
    tails)``; ``takes[card]``, ``builds_*[card]`` (a tuple: one per column choice),
    ``sells[kind]``, and ``tails[w][s]``: hire, take silver and the trade groups that ``w``
    workers and ``s`` silver pay for (both capped at 3), in the listing's order (§5.5, §5.6).
    Built anew on each call: ``rules`` keeps the one copy per source."""
    from .data import CARD_TYPE, CLOISTER, GOODS_NAMES, TYPE_NAMES
    takes = tuple(take(c, src) for c in range(NUM_ACTION_CARDS))
    b_any: list[tuple[Build, ...]] = []
    b_bld: list[tuple[Build, ...]] = []
    for c in range(NUM_ACTION_CARDS):
        ty = CARD_TYPE[c]
        if ty == CLOISTER:
            b_any.append(tuple(build(c, n, src) for n in TYPE_NAMES))
            b_bld.append((build(c, "building", src), build(c, "cloister", src)))
        else:
            b_any.append((build(c, TYPE_NAMES[ty], src),))
            b_bld.append(b_any[-1])
    sells = tuple(sell(n, src) for n in GOODS_NAMES)

    def tail(w: int, sv: int) -> tuple[Action, ...]:
        trades = (trade(tw, 3 - tw, src) for tw in (3, 2, 1, 0) if tw <= w and 3 - tw <= sv)
        return (hire(src), take_silver(src), *trades)
    tails = tuple(tuple(tail(w, sv) for sv in range(4)) for w in range(4))
    return (takes, tuple(b_any), tuple(b_bld), sells, tails)
