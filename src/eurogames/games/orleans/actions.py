"""Orléans actions: one small frozen value per kind of decision.

Turns are broken into atomic decisions (rules/orleans.md §6): draw a number of
followers, recall one placed follower, place one follower on one space, use one
activated place, pass, place one technology tile, send one follower to a deed,
give one food, pay one penalty item.

Actions are *interned*: constructing the same values twice returns the same object,
so equality is identity (fast membership tests in long legal lists) while notation
and JSON still round-trip through the codec.

>>> Place("monk", "village", 2).notation()
'place monk village 2'
>>> Place("monk", "village", 2) is Place("monk", "village", 2)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeVar

from eurogames.core import Action, ActionCodec, interned

T = TypeVar("T")


def _intern(cls: type[T]) -> type[T]:
    """``core.actions.interned``, with a repr that shows the notation."""
    cls = interned(cls)
    cls.__repr__ = lambda self: f"<{self.notation()}>"  # type: ignore[method-assign,attr-defined]
    return cls


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Exclude(Action):
    """Exclusion variant: remove one place tile to the box before round 1 (§4)."""
    type: ClassVar[str] = "exclude"
    tile: str


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Draw(Action):
    """Phase 3: draw this many followers from the bag (up to the knight value, §6)."""
    type: ClassVar[str] = "draw"
    n: int


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Recall(Action):
    """Phase 3: for a declined draw, move a placed follower back to the market (§6)."""
    type: ClassVar[str] = "recall"
    place: str
    space: int


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Place(Action):
    """Phase 4: put one follower from the market on one space (1-based) of a place (§6)."""
    type: ClassVar[str] = "place"
    follower: str
    place: str
    space: int


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Done(Action):
    """Finish planning / recalling."""
    type: ClassVar[str] = "done"


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Use(Action):
    """Phase 5: carry out an activated place; ``arg`` is the choice it needs or ``-`` (§3.2, §4)."""
    type: ClassVar[str] = "use"
    place: str
    arg: str


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Move(Action):
    """Ship / Wagon / Horse Wagon: move the merchant to ``city``, taking ``good`` (or ``-``) (§7.4)."""
    type: ClassVar[str] = "move"
    place: str
    city: str
    good: str


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Pass(Action):
    """Phase 5: pass for the rest of the round."""
    type: ClassVar[str] = "pass"


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Tech(Action):
    """Put a gained technology tile on a space (1-based) of a place (§7.3)."""
    type: ClassVar[str] = "tech"
    place: str
    space: int


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Deed(Action):
    """Town Hall / Gunpowder Tower: send the next follower to a deed; reward ``coin`` or ``dev`` (§7.5)."""
    type: ClassVar[str] = "deed"
    deed: str
    reward: str


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Bath(Action):
    """Bathhouse: put a drawn follower on a space of a place (§4 #20)."""
    type: ClassVar[str] = "bath"
    follower: str
    place: str
    space: int


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Food(Action):
    """Harvest: give this food (§9.2)."""
    type: ClassVar[str] = "food"
    good: str


@_intern
@dataclass(frozen=True, slots=True, eq=False)
class Penalty(Action):
    """Pay one missing coin with an item (§11): station/follower/dev/good/place/tech + which."""
    type: ClassVar[str] = "penalty"
    item: str
    which: str


ACTION_CLASSES = (Exclude, Draw, Recall, Place, Done, Use, Move, Pass, Tech, Deed, Bath, Food, Penalty)
CODEC = ActionCodec(ACTION_CLASSES)
DONE = Done()
PASS = Pass()
