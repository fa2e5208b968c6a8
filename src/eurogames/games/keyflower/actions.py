"""Keyflower actions: one small frozen class per atomic decision (rules/keyflower.md §5-§11, §14).

A turn is split into short decisions:

- ``bid T`` / ``use T opt`` / ``pass`` choose what to do (§5);
- ``merge T`` moves your outbid group from tile T into the placement (§6.4),
  ``add c n`` places n keeples of colour c from behind your screen, ``confirm``
  ends the placement (and resolves a use's action);
- a transport use continues with ``move r a b`` (one resource one step), ``stopmove``,
  ``upgrade T pay`` and ``finish`` (§8);
- end of season: ``boat B`` (§10), ``place T q r rot`` (§11), ``flip T`` (Flipper);
- winter start: ``offer T`` and ``offered`` (§4.1).

>>> Upgrade(12, (0, 1, 0, 1, 0, 0, 0)).notation()
'upgrade 12 0,1,0,1,0,0,0'

Actions are *interned* (``core.actions.interned``): building one with the same values returns
the same object, so equality is identity and the core's check of an applied action against
the listing runs at C speed (the dataclass ``__eq__`` cost 5 % of a playout's time).

>>> Use(13, 2) is CODEC.parse("use 13 2") is CODEC.from_json({"type": "use", "tile": 13, "opt": 2})
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eurogames.core import Action, ActionCodec, interned


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Pass(Action):
    """Pass (§5)."""
    type: ClassVar[str] = "pass"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Bid(Action):
    """Start a bid beside tile ``tile`` (§6.2)."""
    type: ClassVar[str] = "bid"
    tile: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Use(Action):
    """Start a use of tile ``tile`` (§6.3); ``opt`` is the paid colour/skill or the Workshop resource, -1 none
    (no default: an interned action is keyed by the values given)."""
    type: ClassVar[str] = "use"
    tile: int
    opt: int

    def notation(self) -> str:
        """``use 9`` or ``use 13 2`` (with an option).

        >>> Use(9, -1).notation(), Use.parse(["13", "2"])
        ('use 9', Use(tile=13, opt=2))
        """
        return f"use {self.tile}" if self.opt == -1 else f"use {self.tile} {self.opt}"

    @classmethod
    def parse(cls, words: list[str]) -> Use:
        if not 1 <= len(words) <= 2:
            raise ValueError("use takes a tile and an optional option")
        return cls(int(words[0]), int(words[1]) if len(words) == 2 else -1)


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Merge(Action):
    """Move your outbid group from tile ``tile`` into this placement (§6.4)."""
    type: ClassVar[str] = "merge"
    tile: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Add(Action):
    """Place ``n`` keeples of colour ``colour`` from behind your screen."""
    type: ClassVar[str] = "add"
    colour: int
    n: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Confirm(Action):
    """Finish the placement (and resolve the tile's action for a use)."""
    type: ClassVar[str] = "confirm"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Move(Action):
    """Move one resource ``res`` one step from tile ``frm`` to tile ``to`` in your village (§8.1)."""
    type: ClassVar[str] = "move"
    res: int
    frm: int
    to: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class StopMove(Action):
    """Stop transporting and go to the upgrades (§8.3)."""
    type: ClassVar[str] = "stopmove"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Upgrade(Action):
    """Flip tile ``tile``, paying ``pay`` = (gold, iron, stone, wood, anvil, pick, saw) (§8.2)."""
    type: ClassVar[str] = "upgrade"
    tile: int
    pay: tuple[int, ...]


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Finish(Action):
    """End the transport action (no more upgrades)."""
    type: ClassVar[str] = "finish"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class ChooseBoat(Action):
    """Take boat ``boat`` (contents, or in winter the tile itself) (§10)."""
    type: ClassVar[str] = "boat"
    boat: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class OfferWinter(Action):
    """Secretly offer one of your winter tiles (§4.1)."""
    type: ClassVar[str] = "offer"
    tile: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class DoneOffering(Action):
    """Finish choosing winter tiles (at least one)."""
    type: ClassVar[str] = "offered"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Place(Action):
    """Place tile ``tile`` at hex (q, r) rotated ``rot`` steps clockwise (§11)."""
    type: ClassVar[str] = "place"
    tile: int
    q: int
    r: int
    rot: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Flip(Action):
    """Flipper: upgrade tile ``tile`` for free (§3.7)."""
    type: ClassVar[str] = "flip"
    tile: int


CODEC = ActionCodec([Pass, Bid, Use, Merge, Add, Confirm, Move, StopMove, Upgrade, Finish, ChooseBoat,
                     OfferWinter, DoneOffering, Place, Flip])

PASS = Pass()
CONFIRM = Confirm()
STOPMOVE = StopMove()
FINISH = Finish()
DONE_OFFERING = DoneOffering()
