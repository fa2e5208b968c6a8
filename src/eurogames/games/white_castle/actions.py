"""The White Castle actions: one small frozen class per kind of decision.

A turn is split into atomic decisions (rules/white_castle.md §4): take a die
(``take red L``), place it (``place s2``), then the choices its effects raise
(resources of choice, season gates, worker actions, blocks, rows...). Seal
conversions (``convert coin``) may be made at any decision of one's own.

>>> Take("red", "L").notation()
'take red L'
>>> Promote(0, 1, "s2").notation()
'promote 0 1 s2'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eurogames.core import Action, ActionCodec

from .data import COLOURS, SPACE_NAMES, WORKERS


@dataclass(frozen=True, slots=True)
class PickPair(Action):
    """Take one starting pair (resource + action card) in the draft (§2.8)."""
    type: ClassVar[str] = "pick"
    pair: int


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take the die at one end of a bridge (§4.1); ``end`` is ``L`` or ``R``."""
    type: ClassVar[str] = "take"
    bridge: str
    end: str


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place the taken die on a space (§5): s1-s3, d1-d2, o1-o2, well, row."""
    type: ClassVar[str] = "place"
    space: str


@dataclass(frozen=True, slots=True)
class ChooseResource(Action):
    """Pick one resource of choice: food, iron or pearl (§6.6)."""
    type: ClassVar[str] = "res"
    kind: str


@dataclass(frozen=True, slots=True)
class PayGate(Action):
    """Pay the seals to enter the next season, or stop before the gate (§10)."""
    type: ClassVar[str] = "gate"
    pay: bool


@dataclass(frozen=True, slots=True)
class PlaceGardener(Action):
    """Gardener action: the garden plot 1-6 (bridge red/black/white × plant/stone) (§8.2)."""
    type: ClassVar[str] = "garden"
    plot: int


@dataclass(frozen=True, slots=True)
class PlaceWarrior(Action):
    """Warrior action: the training yard, named by its iron cost 1/3/5 (§8.3)."""
    type: ClassVar[str] = "yard"
    yard: int


@dataclass(frozen=True, slots=True)
class Audience(Action):
    """Courtier action, audience: pay 2 coins, a courtier goes to the Gate (§8.1)."""
    type: ClassVar[str] = "audience"


@dataclass(frozen=True, slots=True)
class Promote(Action):
    """Courtier action, promotion from floor ``frm`` (0 = Gate) to ``to``; ``room`` on floors 1-2."""
    type: ClassVar[str] = "promote"
    frm: int
    to: int
    room: str | None


@dataclass(frozen=True, slots=True)
class ChooseDaimyoSpace(Action):
    """Put the arriving courtier on a free bonus space 1-3 of the Daimyo's Favor card (§8.1)."""
    type: ClassVar[str] = "daimyo"
    space: int


@dataclass(frozen=True, slots=True)
class ChooseBlock(Action):
    """Resolve a block: of a castle room's card (``s1``..``d2``) or of one's action card (``card``)."""
    type: ClassVar[str] = "block"
    room: str
    block: int


@dataclass(frozen=True, slots=True)
class ChooseRow(Action):
    """Personal Domain action: the row red/black/white (§6.5)."""
    type: ClassVar[str] = "row"
    row: str


@dataclass(frozen=True, slots=True)
class ChooseWorker(Action):
    """Outside the Walls: which of the space's two main actions (C/G/W) (§6.2)."""
    type: ClassVar[str] = "worker"
    kind: str


@dataclass(frozen=True, slots=True)
class First(Action):
    """Resolve the 1st or 2nd of two yard tiles first (yard 5, §1.10)."""
    type: ClassVar[str] = "first"
    which: int


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """End of round: activate this garden plot next (§12.2)."""
    type: ClassVar[str] = "activate"
    plot: int


@dataclass(frozen=True, slots=True)
class PutCard(Action):
    """Option action_slots=per_row (seed §16 #4): the domain row whose action space gets the card."""
    type: ClassVar[str] = "slot"
    row: str


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Decline an optional action, or end a Courtier action."""
    type: ClassVar[str] = "skip"


@dataclass(frozen=True, slots=True)
class Convert(Action):
    """Daimyo Seal conversion (§11): ``coin`` (1 seal), ``food``/``iron``/``pearl`` (2 seals);
    seed option (§16 #6) also buys a seal: ``seal_coin`` (1 coin), ``seal_food`` (2 food), ...,
    ``seal_food_iron`` (1 food + 1 iron), ... — any 2 resources."""
    type: ClassVar[str] = "convert"
    kind: str


CODEC = ActionCodec([PickPair, Take, Place, ChooseResource, PayGate, PlaceGardener, PlaceWarrior,
                     Audience, Promote, ChooseDaimyoSpace, ChooseBlock, ChooseRow, ChooseWorker,
                     First, Activate, Skip, Convert, PutCard])

# Interned instances: legal-action lists are built from these (fast, identical objects).
PICK = tuple(PickPair(i) for i in range(6))
TAKE = {(c, e): Take(COLOURS[c], e) for c in range(3) for e in ("L", "R")}
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
