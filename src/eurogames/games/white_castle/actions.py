"""The White Castle actions: one small frozen class per kind of decision.

A turn is split into atomic decisions (rules/white_castle.md §4): take a die
(``take red L``), place it (``place s2``), then the choices its effects raise
(resources of choice, season gates, worker actions, blocks, rows...). Seal
conversions (``convert coin``) may be made at any decision of one's own.

>>> Take("red", "L").notation()
'take coral L'
>>> CODEC.parse("take coral L") == CODEC.parse("take red L") == Take("red", "L")
True
>>> PickPair(0).notation()
'pick 1'
>>> Promote(0, 1, "s2").notation()
'promote 0 1 s2'

Actions are *interned* (``core.actions.interned``): building one with the same values returns
the same object, so equality is identity and the check of an applied action against the
legal listing runs at C speed.

>>> Take("red", "L") is CODEC.parse("take coral L") is TAKE[(0, "L")]
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eurogames.core import Action, ActionCodec, interned
from eurogames.core.errors import InvalidNotation

from .data import COLOUR_EN, COLOURS, SPACE_NAMES, WORKERS

# The notation names colours as the screen does (the coral dice are "coral"); the JSON
# form, which records store, keeps the colour keys ("red"). Typing "red" still works.
_WORD = dict(zip(COLOURS, COLOUR_EN, strict=True))
_KEY = {**{w: k for k, w in _WORD.items()}, **{k: k for k in COLOURS}}


def _colour(word: str) -> str:
    try:
        return _KEY[word.lower()]
    except KeyError:
        raise InvalidNotation(f"{word!r} is not a colour: {', '.join(COLOUR_EN)}.") from None


class _ColourRow(Action):
    """An action naming one domain row by its colour: ``<tag> coral|black|white``."""

    __slots__ = ()
    row: str

    def notation(self) -> str:
        return f"{self.type} {_WORD[self.row]}"

    @classmethod
    def parse(cls, args: list[str]) -> Action:
        if len(args) != 1:
            raise InvalidNotation(f"{cls.type} takes a colour: {cls.type} coral.")
        return cls(_colour(args[0]))  # type: ignore[call-arg]


@interned
@dataclass(frozen=True, slots=True, eq=False)
class PickPair(Action):
    """Take one starting pair (resource + action card) in the draft (§2.8). ``pair`` counts
    from 0; the notation counts from 1, as the screen does (``pick 1`` is the first pair)."""
    type: ClassVar[str] = "pick"
    pair: int

    def notation(self) -> str:
        return f"pick {self.pair + 1}"

    @classmethod
    def parse(cls, args: list[str]) -> PickPair:
        if len(args) != 1 or not args[0].isdigit() or int(args[0]) < 1:
            raise InvalidNotation("pick takes the number of a starting pair, from 1.")
        return cls(int(args[0]) - 1)


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Take(Action):
    """Take the die at one end of a bridge (§4.1); ``end`` is ``L`` or ``R``."""
    type: ClassVar[str] = "take"
    bridge: str
    end: str

    def notation(self) -> str:
        return f"take {_WORD[self.bridge]} {self.end}"

    @classmethod
    def parse(cls, args: list[str]) -> Take:
        if len(args) != 2:
            raise InvalidNotation("take takes a bridge colour and an end: take coral L.")
        return cls(_colour(args[0]), args[1].upper())


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Place(Action):
    """Place the taken die on a space (§5): s1-s3, d1-d2, o1-o2, well, row."""
    type: ClassVar[str] = "place"
    space: str


@interned
@dataclass(frozen=True, slots=True, eq=False)
class ChooseResource(Action):
    """Pick one resource of choice: food, iron or pearl (§6.6)."""
    type: ClassVar[str] = "res"
    kind: str


@interned
@dataclass(frozen=True, slots=True, eq=False)
class PayGate(Action):
    """Pay the seals to enter the next season, or stop before the gate (§10)."""
    type: ClassVar[str] = "gate"
    pay: bool


@interned
@dataclass(frozen=True, slots=True, eq=False)
class PlaceGardener(Action):
    """Gardener action: the garden plot 1-6 (bridge red/black/white × plant/stone) (§8.2)."""
    type: ClassVar[str] = "garden"
    plot: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class PlaceWarrior(Action):
    """Warrior action: the training yard, named by its iron cost 1/3/5 (§8.3)."""
    type: ClassVar[str] = "yard"
    yard: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Audience(Action):
    """Courtier action, audience: pay 2 coins, a courtier goes to the Gate (§8.1)."""
    type: ClassVar[str] = "audience"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Promote(Action):
    """Courtier action, promotion from floor ``frm`` (0 = Gate) to ``to``; ``room`` on floors 1-2."""
    type: ClassVar[str] = "promote"
    frm: int
    to: int
    room: str | None


@interned
@dataclass(frozen=True, slots=True, eq=False)
class ChooseDaimyoSpace(Action):
    """Put the arriving courtier on a free bonus space 1-3 of the Daimyo's Favor card (§8.1)."""
    type: ClassVar[str] = "daimyo"
    space: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class ChooseBlock(Action):
    """Resolve a block: of a castle room's card (``s1``..``d2``) or of one's action card (``card``)."""
    type: ClassVar[str] = "block"
    room: str
    block: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class ChooseRow(_ColourRow):
    """Personal Domain action: the row red/black/white (§6.5; ``row coral`` in notation)."""
    type: ClassVar[str] = "row"
    row: str


@interned
@dataclass(frozen=True, slots=True, eq=False)
class ChooseWorker(Action):
    """Outside the Walls: which of the space's two main actions (C/G/W) (§6.2)."""
    type: ClassVar[str] = "worker"
    kind: str


@interned
@dataclass(frozen=True, slots=True, eq=False)
class First(Action):
    """Resolve the 1st or 2nd of two yard tiles first (yard 5, §1.10)."""
    type: ClassVar[str] = "first"
    which: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Activate(Action):
    """End of round: activate this garden plot next (§12.2)."""
    type: ClassVar[str] = "activate"
    plot: int


@interned
@dataclass(frozen=True, slots=True, eq=False)
class PutCard(_ColourRow):
    """Option action_slots=per_row (seed §16 #4): the domain row whose action space gets the card."""
    type: ClassVar[str] = "slot"
    row: str


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Skip(Action):
    """Decline an optional action, or end a Courtier action."""
    type: ClassVar[str] = "skip"


@interned
@dataclass(frozen=True, slots=True, eq=False)
class Convert(Action):
    """Daimyo Seal conversion (§11): ``coin`` (1 seal), ``food``/``iron``/``pearl`` (2 seals);
    seed option (§16 #6) also buys a seal: ``seal_coin`` (1 coin), ``seal_food`` (2 food), ...,
    ``seal_food_iron`` (1 food + 1 iron), ... — any 2 resources."""
    type: ClassVar[str] = "convert"
    kind: str


CODEC = ActionCodec([PickPair, Take, Place, ChooseResource, PayGate, PlaceGardener, PlaceWarrior,
                     Audience, Promote, ChooseDaimyoSpace, ChooseBlock, ChooseRow, ChooseWorker,
                     First, Activate, Skip, Convert, PutCard])

# The listings are built from these tables (the same interned instances, found by index).
PICK = tuple(PickPair(i) for i in range(6))
TAKE = {(c, e): Take(COLOURS[c], e) for c in range(3) for e in ("L", "R")}
TAKE_ENDS = tuple((TAKE[(c, "L")], TAKE[(c, "R")]) for c in range(3))
"""The same instances by bridge colour index and end (0 left, 1 right), for the listing."""
PLACE = tuple(Place(n) for n in SPACE_NAMES)
RES = tuple(ChooseResource(k) for k in ("food", "iron", "pearl"))
GATE_YES, GATE_NO = PayGate(True), PayGate(False)
GARDEN = tuple(PlaceGardener(i + 1) for i in range(6))
YARD = tuple(PlaceWarrior(y) for y in (1, 3, 5))
AUDIENCE = Audience()
PROMOTE: dict[tuple[int, int, int], Promote] = {}
for _f in range(3):
    for _t in range(_f + 1, 4):
        if _t == 3:
            PROMOTE[(_f, _t, -1)] = Promote(_f, _t, None)
        else:
            for _r in ((0, 1, 2) if _t == 1 else (3, 4)):
                PROMOTE[(_f, _t, _r)] = Promote(_f, _t, SPACE_NAMES[_r])
DAIMYO_SPACE = tuple(ChooseDaimyoSpace(i + 1) for i in range(3))
BLOCK = {(r, b): ChooseBlock(SPACE_NAMES[r], b + 1) for r in range(5) for b in range(3)}
CARD_BLOCK = tuple(ChooseBlock("card", b + 1) for b in range(3))
ROW = tuple(ChooseRow(c) for c in COLOURS)
PUT = tuple(PutCard(c) for c in COLOURS)
WORKER = {k: ChooseWorker(k) for k in WORKERS}
FIRST = (First(1), First(2))
ACTIVATE = tuple(Activate(i + 1) for i in range(6))
SKIP = Skip()
CONVERT = {k: Convert(k) for k in ("coin", "food", "iron", "pearl",
                                   "seal_coin", "seal_food", "seal_iron", "seal_pearl",
                                   "seal_food_iron", "seal_food_pearl", "seal_iron_pearl")}
COLOURS_INDEX = {c: i for i, c in enumerate(COLOURS)}
YARD_INDEX = {1: 0, 3: 1, 5: 2}
