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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eurogames.core import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass (§5)."""
    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Start a bid beside tile ``tile`` (§6.2)."""
    type: ClassVar[str] = "bid"
    tile: int


@dataclass(frozen=True, slots=True)
class Use(Action):
    """Start a use of tile ``tile`` (§6.3); ``opt`` is the paid colour/skill or the Workshop resource, -1 none."""
    type: ClassVar[str] = "use"
    tile: int
    opt: int = -1

    def notation(self) -> str:
        """``use 9`` or ``use 13 2`` (with an option).

        >>> Use(9).notation(), Use.parse(["13", "2"])
        ('use 9', Use(tile=13, opt=2))
        """
        return f"use {self.tile}" if self.opt == -1 else f"use {self.tile} {self.opt}"

    @classmethod
    def parse(cls, words: list[str]) -> Use:
        if not 1 <= len(words) <= 2:
            raise ValueError("use takes a tile and an optional option")
        return cls(int(words[0]), int(words[1]) if len(words) == 2 else -1)


@dataclass(frozen=True, slots=True)
class Merge(Action):
    """Move your outbid group from tile ``tile`` into this placement (§6.4)."""
    type: ClassVar[str] = "merge"
    tile: int


@dataclass(frozen=True, slots=True)
class Add(Action):
    """Place ``n`` keeples of colour ``colour`` from behind your screen."""
    type: ClassVar[str] = "add"
    colour: int
    n: int


@dataclass(frozen=True, slots=True)
class Confirm(Action):
    """Finish the placement (and resolve the tile's action for a use)."""
    type: ClassVar[str] = "confirm"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move one resource ``res`` one step from tile ``frm`` to tile ``to`` in your village (§8.1)."""
    type: ClassVar[str] = "move"
    res: int
    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class StopMove(Action):
    """Stop transporting and go to the upgrades (§8.3)."""
    type: ClassVar[str] = "stopmove"


@dataclass(frozen=True, slots=True)
class Upgrade(Action):
    """Flip tile ``tile``, paying ``pay`` = (gold, iron, stone, wood, anvil, pick, saw) (§8.2)."""
    type: ClassVar[str] = "upgrade"
    tile: int
    pay: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Finish(Action):
    """End the transport action (no more upgrades)."""
    type: ClassVar[str] = "finish"


@dataclass(frozen=True, slots=True)
class ChooseBoat(Action):
    """Take boat ``boat`` (contents, or in winter the tile itself) (§10)."""
    type: ClassVar[str] = "boat"
    boat: int


@dataclass(frozen=True, slots=True)
class OfferWinter(Action):
    """Secretly offer one of your winter tiles (§4.1)."""
    type: ClassVar[str] = "offer"
    tile: int


@dataclass(frozen=True, slots=True)
class DoneOffering(Action):
    """Finish choosing winter tiles (at least one)."""
    type: ClassVar[str] = "offered"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place tile ``tile`` at hex (q, r) rotated ``rot`` steps clockwise (§11)."""
    type: ClassVar[str] = "place"
    tile: int
    q: int
    r: int
    rot: int


@dataclass(frozen=True, slots=True)
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
