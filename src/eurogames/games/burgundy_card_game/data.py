"""Components of The Castles of Burgundy: The Card Game, and every uncertain value.

Rules reference: ``shared/rules/burgundy_card_game.md`` (cited below as §n).
Everything here is plain data built once at import time; no logic lives here.
Values the reference marks as estimates carry ``# [U] best estimate`` and are listed
in ``UNVERIFIED_DATA`` so a UI or log can say so.
"""

from __future__ import annotations

from typing import Final

# ----- action-card types (§1.1) ---------------------------------------------------------

CASTLE, MINE, CLOISTER, KNOWLEDGE, SHIP, PASTURE, BUILDING = range(7)
NUM_TYPES: Final = 7
TYPE_NAMES: Final[tuple[str, ...]] = ("castle", "mine", "cloister", "knowledge", "ship", "pasture", "building")
TYPE_INDEX: Final[dict[str, int]] = {n: i for i, n in enumerate(TYPE_NAMES)}
TYPE_NAMES_JA: Final[tuple[str, ...]] = ("城", "鉱山", "修道院", "知識", "船", "牧草地", "建物")
TYPE_COLOURS: Final[tuple[str, ...]] = ("dark green", "grey", "violet", "yellow", "blue", "light green", "beige")
TYPE_STYLE: Final[tuple[str, ...]] = ("green4", "grey62", "magenta", "yellow", "blue", "green1", "wheat1")
"""rich colour for each type (render only)."""

TYPE_COUNTS: Final[tuple[int, ...]] = (12, 12, 12, 18, 18, 18, 24)
"""Cards per type, 114 in all [C] (§1.1)."""

TRIPLE_VP: Final[tuple[int, ...]] = (
    2,   # castle [S]
    5,   # mine       # [U] best estimate (alt. 4), rules/burgundy_card_game.md §1.1, U1
    6,   # cloister [C]
    3,   # knowledge  # [U] best estimate (alt. 4), rules/burgundy_card_game.md §1.1, U1
    4,   # ship [S]
    4,   # pasture    # [U] best estimate (alt. 3), rules/burgundy_card_game.md §1.1, U1
    3,   # building [S]
)
"""VP of each completed triple, per column type (§1.1, §6.1, edge case 15)."""

# ----- building kinds (§5.7) --------------------------------------------------------------

(CARPENTER, CHURCH, MARKET, WATCHTOWER, BANK, BOARDING_HOUSE, WAREHOUSE, CITY_HALL) = range(8)
BUILDING_NAMES: Final[tuple[str, ...]] = ("carpenter's workshop", "church", "market", "watchtower", "bank",
                                   "boarding house", "warehouse", "city hall")
BUILDING_NAMES_JA: Final[tuple[str, ...]] = ("大工の工房", "教会", "市場", "見張り台", "銀行", "下宿", "貯蔵所",
                                      "市役所")
BUILDING_COPIES: Final = 3
"""8 kinds x 3 copies = 24 building cards [C]."""

PICK_MASK: Final[dict[int, int]] = {
    CARPENTER: (1 << BUILDING) | (1 << KNOWLEDGE),
    CHURCH: (1 << CASTLE) | (1 << MINE) | (1 << CLOISTER),
    MARKET: (1 << SHIP) | (1 << PASTURE),
}
"""Which display card types Carpenter's Workshop / Church / Market may take (§5.7)."""

# ----- die faces (§1.1, U4) ---------------------------------------------------------------
# [U] best estimate, rules/burgundy_card_game.md §1.1 and U4: a uniform split of faces per
# type (castle/mine/cloister 2 per face, knowledge/ship/pasture 3, buildings 4), and for the
# building kinds the placeholder face = ((3k + c) mod 6) + 1 for kind k, copy c.


def _build_cards() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    die: list[int] = []
    typ: list[int] = []
    kind: list[int] = []
    for t, n in enumerate(TYPE_COUNTS):
        if t == BUILDING:
            for k in range(8):
                for c in range(BUILDING_COPIES):
                    die.append((3 * k + c) % 6 + 1)  # [U] best estimate, §1.1 placeholder
                    typ.append(t)
                    kind.append(k)
        else:
            for i in range(n):
                die.append(i % 6 + 1)  # [U] best estimate, §1.1 uniform split
                typ.append(t)
                kind.append(-1)
    return tuple(die), tuple(typ), tuple(kind)


CARD_DIE, CARD_TYPE, CARD_KIND = _build_cards()
"""Per action-card id 0..113: its die face, its type, its building kind (-1 if none)."""
NUM_ACTION_CARDS: Final = len(CARD_DIE)
ALL_ACTION_CARDS: Final[tuple[int, ...]] = tuple(range(NUM_ACTION_CARDS))

# ----- goods and animals (§1.2, §1.3) -----------------------------------------------------

LIGHT, MEDIUM, DARK = range(3)
GOODS_NAMES: Final[tuple[str, ...]] = ("light", "medium", "dark")
GOODS_INDEX: Final[dict[str, int]] = {n: i for i, n in enumerate(GOODS_NAMES)}
GOODS_NAMES_JA: Final[tuple[str, ...]] = ("淡色", "中間色", "濃色")
GOODS_COPIES: Final = 6
GOODS_DICE: Final[tuple[tuple[int, int], ...]] = ((1, 2), (3, 4), (5, 6))
"""The two die values that sell each goods kind [C]."""
GOODS_OF_DIE: Final[tuple[int, ...]] = (-1, 0, 0, 1, 1, 2, 2)
GOODS_VP: Final[tuple[int, ...]] = (1, 1, 1)  # [U] best estimate (alt. 2), rules/burgundy_card_game.md §1.2, U3

CHICKEN, COW, SHEEP, PIG = range(4)
ANIMAL_NAMES: Final[tuple[str, ...]] = ("chicken", "cow", "sheep", "pig")
ANIMAL_NAMES_JA: Final[tuple[str, ...]] = ("鶏", "牛", "羊", "豚")
ANIMAL_INDEX: Final[dict[str, int]] = {n: i for i, n in enumerate(ANIMAL_NAMES)}
ANIMAL_COPIES: Final = 5
ANIMAL_SET_VP: Final[tuple[int, ...]] = (0, 0, 1, 2, 4)
"""VP of a set of n different animal kinds, n = 0..4 [S] (§9)."""

# ----- other cards (§1.4) -----------------------------------------------------------------

SILVER_CARDS: Final = 16
WORKER_CARDS: Final = 22
VP_CARDS: Final = 15
"""8 x 1 VP + 7 x 2 VP: only change; VP are tracked as an unlimited integer (§1.4, U5)."""
FIRST_BONUS_VP: Final = 1
ALL7_BY_PLAYERS: Final[dict[int, tuple[int, ...]]] = {1: (3, 1), 2: (3, 1), 3: (4, 2, 1), 4: (4, 3, 2, 1)}
ALL7_CARDS: Final = 4
DISPLAY_CARDS: Final = 6
ROUND_CARDS: Final = 5
START_CARDS: Final = 1
PLAYER_CARDS_PER_SEAT: Final = 3
MAX_SEATS: Final = 4
TOTAL_CARDS: Final = 240

DISPLAY_SIZE: Final[dict[int, int]] = {1: 7, 2: 7, 3: 10, 4: 13}
"""Cards revealed into the display per round (§3.2)."""
DISPLAY_IN_ORDER: Final[dict[int, int]] = {1: 6, 2: 6, 3: 6, 4: 12}
"""How many of them go to rows 1..6 in order, ignoring their die (§3.2)."""

ROUNDS: Final = 5
TURNS: Final = 6
PILE_SIZE: Final = 6
HAND_SIZE: Final = 2
MAX_PROJECTS: Final = 3
ROUND_LETTERS: Final = "ABCDE"

SOLO_RIVAL_PILES: Final[tuple[int, ...]] = (3, 4, 5, 6, 7)
"""Aaron's pile per round in the solitaire game (§10)."""

# ----- round-card bonus menus (§1.5) ------------------------------------------------------

BONUS_KINDS: Final[tuple[str, ...]] = ("vp", "animals", "goods", "workers", "silver")
BONUS_NAMES: Final[dict[str, str]] = {"vp": "VP", "animals": "animals", "goods": "goods", "workers": "workers",
                               "silver": "silver"}
BONUS_NAMES_JA: Final[dict[str, str]] = {"vp": "勝利点", "animals": "動物", "goods": "商品", "workers": "労働者",
                                  "silver": "銀"}
_ROUND_A: Final[tuple[tuple[str, int], ...]] = (("vp", 3), ("animals", 2), ("goods", 2), ("workers", 3),
                                         ("silver", 3))
ROUND_BONUS: Final[tuple[tuple[tuple[str, int], ...], ...]] = (
    _ROUND_A,  # A [S] seed's example
    _ROUND_A,  # B  # [U] best estimate: A's menu, rules/burgundy_card_game.md §1.5, U2
    _ROUND_A,  # C  # [U] best estimate: A's menu, rules/burgundy_card_game.md §1.5, U2
    _ROUND_A,  # D  # [U] best estimate: A's menu, rules/burgundy_card_game.md §1.5, U2
    _ROUND_A,  # E  # [U] best estimate: A's menu, rules/burgundy_card_game.md §1.5, U2
)

UNVERIFIED_DATA: Final[tuple[str, ...]] = (
    "TRIPLE_VP[mine]", "TRIPLE_VP[knowledge]", "TRIPLE_VP[pasture]",
    "ROUND_BONUS[B..E]", "GOODS_VP", "CARD_DIE (die faces per card)",
)
"""The constants that are best estimates (rules reference §13, U1-U4)."""

RULE_READINGS: Final[tuple[str, ...]] = (
    "Carpenter's Workshop / Church / Market: the pick may be declined ('done'); §5.7 is silent.",
    "City Hall and Warehouse are compulsory when possible (§5.7 'immediately place' / 'sell').",
    "Take workers (action 4) is legal with 2 or more workers and does nothing (§5.5).",
    ("3-silver draw: offered at every decision of the owner's turn except during the draw itself, a "
    "project-overflow discard and a running trade (§5.9; each could have been taken one decision "
    "earlier), and once more when the turn's action is done."),
    ("3-silver draw with fewer than 3 cards in the deck: those cards are drawn, then the reshuffled "
    "discard pile (§5.9 'reshuffle the discard pile', §8.6); the old cards are not shuffled back in."),
    "The discard pile is face up: its contents are public, so a reshuffled deck's contents are known.",
    "Solo: a loss before round E ends the game without the start player card's point (§10, U10).",
    "Only the fewest workers needed are spent on a die (§5.8: extra workers never help).",
)
"""Rule readings where the reference is silent (reported, not estimates of printed values)."""
