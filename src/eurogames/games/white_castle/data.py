"""The White Castle: every component as immutable data (rules/white_castle.md §1, App. A).

Effects are small tuples (the reference's effect vocabulary, §18):

- ``("food", n)``, ``("iron", n)``, ``("pearl", n)``, ``("coin", n)``, ``("seal", n)``,
  ``("cp", n)``: plain gains (resources capped at 7, seals at 5);
- ``("choice", n)``: n resources of choice (food/iron/pearl);
- ``("pot", n)``: n steps on the Passage of Time track (season gates cost seals);
- ``("lantern",)``, ``("well",)``, ``("lightbg",)``: Lantern action, Well action,
  any light-background action on the main board;
- ``("worker", kind, seal_cost)``: a Courtier (``C``), Gardener (``G``) or Warrior (``W``)
  action, paying ``seal_cost`` seals first (steward dark rows: "Seal→X");
- ``("pay", coins, effect)``: optional, pay coins then the effect (plant gardens);
- ``("dtile", colour)``: any die-tile action of that colour (-1: any colour);
- ``("domain",)``: a Personal Domain action;
- ``("decree", kind)``: take a Decree card into the Lantern area.

Colours are indices: 0 coral ("red"), 1 black, 2 white. Card rows: 0 top, 1 middle,
2 bottom; domain row r belongs to colour r (coral/courtiers top, black/gardeners
middle, white/warriors bottom, §1.12).
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

Effect = tuple[Any, ...]  # one effect tuple, see the module docstring

RED, BLACK, WHITE = 0, 1, 2
COLOURS: Final = ("red", "black", "white")
COLOUR_EN: Final = ("coral", "black", "white")
COLOUR_JA: Final = ("赤", "黒", "白")

# resource indices of PlayerBoard.res
FOOD, IRON, PEARL, COIN, SEAL, CP = 0, 1, 2, 3, 4, 5
RES_NAMES: Final = ("food", "iron", "pearl", "coin", "seal", "cp")
RES_INDEX: Final = {n: i for i, n in enumerate(RES_NAMES)}
RES_JA: Final = ("食料", "鉄", "真珠", "コイン", "大名紋章", "CP")
RESOURCE_CAP: Final = 7          # food/iron/pearl, §1.12
SEAL_CAP: Final = 5              # §1.12

WORKERS: Final = ("C", "G", "W")
WORKER_EN: Final = {"C": "courtier", "G": "gardener", "W": "warrior"}
WORKER_JA: Final = {"C": "藩士", "G": "庭師", "W": "侍"}
WORKER_ROW: Final = {"C": 0, "G": 1, "W": 2}   # domain row (and die colour) of each worker type

ROUNDS: Final = 3
TURNS_PER_ROUND: Final = 3


class Block(NamedTuple):
    """One block of a castle or action card (§1.6, §1.7)."""

    light: bool
    rows: tuple[int, ...]
    effects: tuple[Effect, ...]


class Card(NamedTuple):
    """A card: castle (steward/diplomat), starting (resource/action) or decree (§1.6-§1.11)."""

    id: str
    kind: str           # steward | diplomat | resource | action | decree
    diamond: bool       # removed in 2-player games
    lantern: Effect     # reward on its back (Lantern area)
    blocks: tuple[Block, ...] = ()
    setup: tuple[Effect, ...] = ()   # starting resource cards only


def _w(kind: str, seal: int = 0) -> Effect:
    return ("worker", kind, seal)


L, D = True, False


def _steward(cid: str, dia: bool, t: tuple[Any, ...], m: tuple[Any, ...], b: tuple[Any, ...]) -> Card:
    blocks = tuple(Block(x[0], (r,), tuple(x[1:])) for r, x in enumerate((t, m, b)))
    return Card(cid, "steward", dia, ("coin", 1), blocks)


# §1.6 / Appendix A. ♦ = dia True.
STEWARDS: Final[tuple[Card, ...]] = (
    _steward("S1", True, (D, _w("C", 1)), (L, ("seal", 1), ("cp", 1)), (L, ("food", 1), ("lantern",))),
    _steward("S2", False, (D, _w("C", 1)), (L, ("pot", 1)), (L, ("iron", 2))),
    _steward("S3", True, (D, _w("C", 1)), (L, ("lantern",)), (L, ("cp", 2))),
    _steward("S4", False, (D, _w("W", 1)), (L, ("coin", 1), ("well",)), (L, ("lantern",))),
    _steward("S5", False, (D, _w("W", 1)), (L, ("food", 1), ("pearl", 1)), (L, ("iron", 1), ("lantern",))),
    _steward("S6", True, (L, ("iron", 1), ("lantern",)), (D, _w("G", 1)), (L, ("choice", 2))),
    _steward("S7", False, (L, ("pot", 1)), (D, _w("G", 1)), (L, ("food", 2))),
    _steward("S8", True, (L, ("coin", 1), ("well",)), (D, _w("G", 1)), (L, ("pot", 1))),
    _steward("S9", False, (L, ("coin", 1), ("well",)), (D, _w("C", 1)), (L, ("food", 2))),
    _steward("S10", False, (L, ("seal", 1), ("choice", 1)), (D, _w("C", 1)), (L, ("iron", 1), ("food", 1))),
    _steward("S11", True, (L, ("choice", 2)), (L, ("pearl", 1), ("lantern",)), (D, _w("W", 1))),
    _steward("S12", False, (L, ("pearl", 2)), (L, ("seal", 1), ("cp", 1)), (D, _w("G", 1))),
    _steward("S13", False, (L, ("iron", 2)), (L, ("lantern",)), (D, _w("G", 1))),
    _steward("S14", True, (L, ("cp", 2)), (L, ("seal", 1), ("choice", 1)), (D, _w("W", 1))),
    _steward("S15", False, (L, ("pot", 1)), (L, ("pearl", 2)), (D, _w("W", 1))),
)

_T, _TM, _MB, _B = (0,), (0, 1), (1, 2), (2,)


def _diplomat(cid: str, dia: bool, b1: Block, b2: Block) -> Card:
    return Card(cid, "diplomat", dia, ("cp", 1), (b1, b2))


# §1.7 / Appendix A: dark diplomat blocks are free worker actions.
DIPLOMATS: Final[tuple[Card, ...]] = (
    _diplomat("D1", True, Block(D, _T, (_w("C"),)), Block(L, _MB, (("choice", 3),))),
    _diplomat("D2", False, Block(D, _T, (_w("C"),)), Block(L, _MB, (("pot", 2),))),
    _diplomat("D3", False, Block(D, _T, (_w("C"),)), Block(L, _MB, (("cp", 2), ("well",)))),
    _diplomat("D4", False, Block(D, _T, (_w("C"),)), Block(L, _MB, (("seal", 1), ("lantern",)))),
    _diplomat("D5", False, Block(D, _T, (_w("W"),)), Block(L, _MB, (("choice", 3),))),
    _diplomat("D6", False, Block(D, _T, (_w("W"),)), Block(L, _MB, (("pot", 2),))),
    _diplomat("D7", False, Block(L, _T, (("pot", 2),)), Block(D, _MB, (_w("G"),))),
    _diplomat("D8", False, Block(L, _T, (("cp", 2), ("well",))), Block(D, _MB, (_w("G"),))),
    _diplomat("D9", True, Block(L, _TM, (("cp", 2), ("well",))), Block(D, _B, (_w("W"),))),
    _diplomat("D10", False, Block(L, _TM, (("coin", 2), ("lantern",))), Block(D, _B, (_w("W"),))),
    _diplomat("D11", False, Block(L, _TM, (("pot", 1), ("lantern",))), Block(D, _B, (_w("G"),))),
    _diplomat("D12", True, Block(L, _TM, (("choice", 3),)), Block(D, _B, (_w("G"),))),
)

_ALL3: Final = (0, 1, 2)

# §1.11 starting resource cards: lantern back, setup gains.
RESOURCES: Final[tuple[Card, ...]] = (
    Card("R1", "resource", False, ("pearl", 1), (),
         (("food", 2), ("iron", 1), ("coin", 2), ("seal", 1), ("decree", "coin"))),
    Card("R2", "resource", False, ("pearl", 1), (), (("choice", 2), ("coin", 4), ("seal", 2))),
    Card("R3", "resource", False, ("pearl", 1), (), (("iron", 2), ("pearl", 1), ("coin", 5), ("seal", 1))),
    Card("R4", "resource", False, ("iron", 1), (),
         (("pearl", 2), ("iron", 1), ("coin", 4), ("decree", "seal"))),
    Card("R5", "resource", False, ("iron", 1), (), (("choice", 3), ("coin", 4), ("seal", 1))),
    Card("R6", "resource", False, ("iron", 1), (),
         (("food", 1), ("iron", 2), ("pearl", 1), ("coin", 3), ("seal", 1))),
    Card("R7", "resource", False, ("food", 1), (),
         (("choice", 1), ("coin", 2), ("seal", 2), ("decree", "cp"))),
    Card("R8", "resource", False, ("food", 1), (),
         (("food", 2), ("iron", 2), ("pearl", 1), ("coin", 4), ("seal", 1))),
    Card("R9", "resource", False, ("food", 1), (), (("food", 4), ("iron", 2), ("coin", 3), ("seal", 2))),
)

# §1.11 starting action cards (2 copies each): one light block on all rows; back +1 Passage.
ACTIONS: Final[tuple[Card, ...]] = tuple(
    Card(f"A{k}{i}", "action", False, ("pot", 1), (Block(L, _ALL3, (_w(k),)),))
    for k in WORKERS for i in (1, 2))

# §1.11 decree cards: Lantern area only.
DECREES: Final[tuple[Card, ...]] = (
    Card("decree_coin", "decree", False, ("coin", 1)),
    Card("decree_seal", "decree", False, ("seal", 1)),
    Card("decree_cp", "decree", False, ("cp", 1)),
)
DECREE_ID: Final = {"coin": "decree_coin", "seal": "decree_seal", "cp": "decree_cp"}

CARDS: Final[dict[str, Card]] = {c.id: c for c in STEWARDS + DIPLOMATS + RESOURCES + ACTIONS + DECREES}

# §1.8 Daimyo's Favor cards: three bonus spaces each.
DAIMYO: Final[dict[str, tuple[Effect, Effect, Effect]]] = {
    "F1": (("well",), ("food", 2), ("pot", 2)),
    "F2": (("lightbg",), ("pearl", 2), ("cp", 2)),
    "F3": (("well",), ("cp", 2), ("seal", 2)),
    "F4": (("well",), ("pearl", 2), ("coin", 3)),
    "F5": (("lantern",), ("iron", 2), ("seal", 2)),
    "F6": (("lightbg",), ("iron", 2), ("coin", 3)),
    "F7": (("lightbg",), ("pot", 2), ("seal", 2)),
    "F8": (("lantern",), ("food", 2), ("cp", 2)),
    "F9": (("lantern",), ("pot", 2), ("coin", 3)),
}


class Garden(NamedTuple):
    """A garden card (§1.9): food cost, end CP, effect when activated."""

    id: str
    plant: bool
    food: int
    cp: int
    effect: Effect


GARDENS: Final[dict[str, Garden]] = {g.id: g for g in (
    Garden("P1", True, 5, 9, ("pay", 4, ("dtile", -1))),
    Garden("P2", True, 4, 7, ("pay", 3, _w("G"))),
    Garden("P3", True, 4, 7, ("pay", 3, _w("C"))),
    Garden("P4", True, 4, 7, ("pay", 3, _w("W"))),
    Garden("P5", True, 3, 5, ("pay", 4, ("domain",))),
    Garden("R6", False, 1, 1, ("choice", 2)),
    Garden("R7", False, 1, 1, ("coin", 3)),
    Garden("R8", False, 2, 3, ("seal", 2)),
    Garden("R9", False, 2, 3, ("lightbg",)),
    Garden("R10", False, 3, 5, ("well",)),
)}
PLANTS: Final = tuple(g for g in GARDENS if GARDENS[g].plant)
STONES: Final = tuple(g for g in GARDENS if not GARDENS[g].plant)

# §1.10 training grounds: (iron cost, end value per warrior, faces of the tiles on it)
YARDS: Final[tuple[tuple[int, int, tuple[str, ...]], ...]] = (
    (1, 1, ("Y",)),
    (3, 1, ("B",)),
    (5, 2, ("B", "Y")),
)
YARD_NAMES: Final = (1, 3, 5)   # yards are named by their iron cost

# §1.10 yard tiles: (blue face, yellow face)
YARD_TILES: Final[dict[str, tuple[Effect, Effect]]] = {
    "T1": (_w("C"), ("pearl", 3)),
    "T2": (_w("W"), ("pot", 2)),
    "T3": (_w("G"), ("food", 3)),
    "T4": (("dtile", RED), ("well",)),
    "T5": (("dtile", WHITE), ("seal", 2)),
    "T6": (("dtile", BLACK), ("coin", 5)),
    "T7": (("dtile", -1), ("lightbg",)),
    "T8": (("domain",), ("cp", 2)),
}

# §1.4 die tiles: 15 (colour, reward). [U] best estimate, rules/white_castle.md §1.4 (fan set,
# 35%): the reward faces are uncertain; only the two Well tiles' rewards are ever used.
DIE_TILES: Final[tuple[tuple[int, Effect], ...]] = tuple(
    (c, r) for c in (RED, BLACK, WHITE)
    for r in (("coin", 1), ("choice", 1), ("food", 1), ("pearl", 1), ("iron", 1)))

# Main-board die spaces (§1.3): 0-2 steward rooms, 3-4 diplomat rooms, 5-6 Outside, 7 Well;
# 8 = the player's own Personal Domain row of the die's colour.
STEWARD_ROOMS: Final = (0, 1, 2)
DIPLOMAT_ROOMS: Final = (3, 4)
ROOMS: Final = (0, 1, 2, 3, 4)
OUTSIDE: Final = (5, 6)
WELL: Final = 7
DOMAIN: Final = 8
SPACE_VALUE: Final = (3, 3, 3, 4, 4, 5, 5, 1, 6)
SPACE_NAMES: Final = ("s1", "s2", "s3", "d1", "d2", "o1", "o2", "well", "row")
SPACE_INDEX: Final = {n: i for i, n in enumerate(SPACE_NAMES)}
SPACE_EN: Final = ("steward room 1", "steward room 2", "steward room 3", "diplomat room 1",
            "diplomat room 2", "Outside the Walls 1", "Outside the Walls 2", "the Well",
            "own domain row")
SPACE_JA: Final = ("給仕の間1", "給仕の間2", "給仕の間3", "交流の間1", "交流の間2", "城外1", "城外2",
            "井戸", "自分の個人ボードの列")
ROOM_FLOOR: Final = (1, 1, 1, 2, 2)
OUTSIDE_OFFERS: Final = (("G", "C"), ("C", "W"))   # §6.2

# §1.12 Personal Domain rows: base reward, then rewards uncovered by the 1st..5th worker.
DOMAIN_BASE: Final[tuple[Effect, Effect, Effect]] = (("food", 1), ("iron", 1), ("pearl", 1))
DOMAIN_UNCOVER: Final[tuple[tuple[Effect, ...], ...]] = (
    (("food", 1), ("food", 1), ("coin", 2), ("food", 1), ("seal", 1)),   # [U] 5th: seal or pot, §1.12
    (("iron", 1), ("iron", 1), ("lantern",), ("iron", 1), ("coin", 2)),
    (("pearl", 1), ("pearl", 1), ("seal", 1), ("pearl", 1), ("lantern",)),  # [U] 3rd: seal or pot, §1.12
)
# The ‡ variant (one source): coral 5th and white 3rd are +1 Passage of Time.
DOMAIN_UNCOVER_POT: Final[tuple[tuple[Effect, ...], ...]] = (
    DOMAIN_UNCOVER[0][:4] + (("pot", 1),),
    DOMAIN_UNCOVER[1],
    DOMAIN_UNCOVER[2][:2] + (("pot", 1),) + DOMAIN_UNCOVER[2][3:],
)

# §1.14 Passage of Time: gates (space -> seals to step onto it) and end CP by position.
POT_MAX: Final = 20
POT_GATES: Final = {6: 1, 11: 2, 15: 3}
POT_CP: Final = (0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 6, 6, 6, 6, 10, 11, 12, 13, 14, 15)

# §13 courtier CP by floor (0 gate .. 3 Daimyo floor)
COURTIER_CP: Final = (1, 3, 6, 10)
GATE_COST: Final = 2                       # coins, §8.1
CLIMB_COST: Final = {1: 2, 2: 5}           # pearls by floors climbed (verified), §8.1
SEED_CLIMB_COST: Final = {1: 2, 2: 2, 3: 5}  # pearls by destination floor, one floor at a time (seed, §16 #3)

# §16 #1 seed starting resources (added to the card's): food, iron, pearl, coins, seals
SEED_START: Final = (("food", 3), ("iron", 2), ("pearl", 1), ("coin", 5), ("seal", 2))

WORKERS_PER_TYPE: Final = 5

# Action-card slots (§1.12, §16 #4). The verified game has ONE slot whose card serves all
# three rows (default, option action_slots=one). Option action_slots=per_row is a
# [U] best-effort reading of the seed's sentence "swap it with the card in the same-colour
# worker action space" — the reference gives no rule for it: the player chooses the row
# whose action space takes the card; a replaced card goes to the Lantern area once it covers
# no row. Not a documented rule; do not rely on it to reproduce BGA.
ACTION_SLOTS: Final = ("one", "per_row")
