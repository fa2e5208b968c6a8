"""Components, boards and tables of The Castles of Burgundy (no logic).

Everything is a flat tuple of ints built once at import time, so the state can be
lists of ints and the rules can index tables (rules/castles_of_burgundy.md §1, §2,
§7, §8). Uncertain values are marked ``[U]`` with the reference section.

Numbering used throughout:

- colours / tile kinds: ``CASTLE 0, SHIP 1, MINE 2, ANIMAL 3, BUILDING 4, KNOWLEDGE 5``;
- estate spaces 0..36 (the reference numbers them 1..37, row by row, §2.2);
- depots 1..6 are the numbered depots, depot 0 is the central black depot;
- goods colours 1..6 are the die faces printed on the goods tiles (§1.2);
- hex tiles have ids 0..163 (§1.1).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Final

# ----- colours / tile kinds (§1.1, §2.1) ---------------------------------------

CASTLE, SHIP, MINE, ANIMAL, BUILDING, KNOWLEDGE = range(6)
KINDS: Final = 6
KIND_LETTER: Final = "CSMABK"
KIND_NAMES: Final = {
    "en": ("castle", "ship", "mine", "animal", "building", "knowledge"),
    "ja": ("城", "船", "鉱山", "牧場", "建物", "修道院"),
}

# Building kinds (§7.4); knowledge #16..#23 score them in this order (§7.6). [U] §13.14
WAREHOUSE, WATCHTOWER, CARPENTER, CHURCH, MARKET, BOARDING_HOUSE, BANK, CITY_HALL = range(8)
BUILDING_NAMES: Final = {
    "en": ("warehouse", "watchtower", "carpenter's workshop", "church", "market",
           "boarding house", "bank", "city hall"),
    "ja": ("倉庫", "見張り塔", "大工の作業場", "教会", "市場", "宿屋", "銀行", "市庁舎"),
}
BUILDING_LETTER: Final = "WTCHMOBY"  # short letters for the estate picture
ANIMAL_NAMES: Final = {
    "en": ("cows", "pigs", "sheep", "chickens"),
    "ja": ("牛", "豚", "羊", "鶏"),
}

# ----- hex tiles (§1.1) -------------------------------------------------------


def _build_tiles() -> tuple[list[int], list[int], list[int], list[int]]:
    kind: list[int] = []
    sub: list[int] = []
    animals: list[int] = []
    black: list[int] = []

    def add(k: int, s: int, n: int, b: int) -> None:
        kind.append(k)
        sub.append(s)
        animals.append(n)
        black.append(b)

    for b_kind in range(8):  # 5 coloured + 2 black of each building kind
        for i in range(7):
            add(BUILDING, b_kind, 0, 1 if i >= 5 else 0)
    for a_kind in range(4):  # [U] §13.8: coloured 2,2,3,3,4; black 3,4
        for n, b in ((2, 0), (2, 0), (3, 0), (3, 0), (4, 0), (3, 1), (4, 1)):
            add(ANIMAL, a_kind, n, b)
    for number in range(1, 27):  # [U] §13.7: black backs 7, 12, 14, 15, 24, 25
        add(KNOWLEDGE, number, 0, 1 if number in (7, 12, 14, 15, 24, 25) else 0)
    for i in range(26):  # 20 coloured + 6 black ships
        add(SHIP, 0, 0, 1 if i >= 20 else 0)
    for i in range(16):  # 14 coloured (4 are starting castles) + 2 black
        add(CASTLE, 0, 0, 1 if i >= 14 else 0)
    for i in range(12):  # 10 coloured + 2 black mines
        add(MINE, 0, 0, 1 if i >= 10 else 0)
    return kind, sub, animals, black


_k, _s, _a, _b = _build_tiles()
TILE_KIND: Final[tuple[int, ...]] = tuple(_k)
"""Kind (= colour) of each tile id."""
TILE_SUB: Final[tuple[int, ...]] = tuple(_s)
"""Building kind, animal kind or knowledge number (0 for ships, castles, mines)."""
TILE_ANIMALS: Final[tuple[int, ...]] = tuple(_a)
"""Number of animals on an animal tile (0 otherwise)."""
TILE_BLACK: Final[tuple[int, ...]] = tuple(_b)
"""1 if the tile has a black back (black depot pile)."""
NUM_TILES: Final = len(TILE_KIND)
assert NUM_TILES == 164 and sum(TILE_BLACK) == 40
TILE_SIG: Final[tuple[int, ...]] = tuple(k * 1000 + s * 10 + n for k, s, n in zip(_k, _s, _a))
"""Tiles with equal signatures are interchangeable (offered once in legal actions)."""
KNOWLEDGE_TILE: Final[dict[int, int]] = {s: i for i, (k, s) in enumerate(zip(_k, _s)) if k == KNOWLEDGE}
"""Knowledge number -> tile id."""
del _k, _s, _a, _b

# ----- goods (§1.2) -----------------------------------------------------------

GOODS_COLOURS: Final = 6
GOODS_PER_COLOUR: Final = 7
GOODS_NAMES: Final = {"en": ("goods 1", "goods 2", "goods 3", "goods 4", "goods 5", "goods 6"),
               "ja": ("商品1", "商品2", "商品3", "商品4", "商品5", "商品6")}
START_GOODS: Final = 3
"""Goods each player draws at set-up (§3.5)."""

# ----- main board (§1.4, §1.5) --------------------------------------------------

SPECIAL: Final = 9
"""Depot 6 slot c: castle or (3 players, phases B and D) mine (§1.5)."""
DEPOT_SLOTS: Final[tuple[tuple[tuple[int, int], ...], ...]] = (
    (),  # depot 0 = black depot, see BLACK_DEPOT_SIZE
    ((BUILDING, 2), (SHIP, 2), (KNOWLEDGE, 3), (ANIMAL, 4)),
    ((KNOWLEDGE, 2), (CASTLE, 2), (BUILDING, 3), (BUILDING, 4)),
    ((ANIMAL, 2), (BUILDING, 2), (SHIP, 3), (KNOWLEDGE, 4)),
    ((SHIP, 2), (BUILDING, 2), (ANIMAL, 3), (MINE, 4)),
    ((MINE, 2), (KNOWLEDGE, 2), (BUILDING, 3), (BUILDING, 4)),
    ((BUILDING, 2), (ANIMAL, 2), (SPECIAL, 3), (SHIP, 4)),
)
"""(kind, minimum player count) of the 4 slots of depots 1..6. [U] §13.5"""
DEPOT_SLOT_COUNT: Final = 4
DEPOT_SLOTS_USED: Final[tuple[int, ...]] = tuple(
    sum(1 for _kind, minp in DEPOT_SLOTS[1] if minp <= players) for players in range(5))
"""Slots of a numbered depot that ``players`` players use: the first 2, 3 or 4 (index = players)."""
assert all([minp <= players for _kind, minp in slots] == [s < DEPOT_SLOTS_USED[players] for s in range(4)]
           for players in (2, 3, 4) for slots in DEPOT_SLOTS[1:])
BLACK_DEPOT_SIZE: Final = {2: 4, 3: 6, 4: 8}  # [U] §13.6
MAX_BLACK_SLOTS: Final = 8


def special_kind(players: int, phase: int) -> int:
    """The tile kind of the special slot: castle, or a mine for 3 players in B/D (§1.5)."""
    if players == 3 and phase in (1, 3):
        return MINE
    return CASTLE


TRACK_SPACES: Final = 7  # [U] §13.9
PHASES: Final = 5
ROUNDS: Final = 5
PHASE_LETTERS: Final = "ABCDE"

# ----- scoring tables (§8) ------------------------------------------------------

REGION_VP: Final = (0, 1, 3, 6, 10, 15, 21, 28, 36)
PHASE_BONUS: Final = (10, 8, 6, 4, 2)
BONUS_TILE_VP: Final = {2: (5, 2), 3: (6, 3), 4: (7, 4)}
"""(large, small) colour bonus tile values by player count (§8.2)."""
WATCHTOWER_VP: Final = 4
BOARDING_HOUSE_WORKERS: Final = 4
BANK_SILVER: Final = 2
START_SILVER: Final = 1
BUY_COST: Final = 2
WORKERS_ACTION: Final = 2
WORKERS_ACTION_14: Final = 4

# Knowledge end-game values per edition (§7.6, §12)
K15_VP: Final = {"2019": 2, "2011": 3}
K26_VP: Final = {"2019": 3, "2011": 2}

# ----- estates (§2) -------------------------------------------------------------

ROW_LENGTHS: Final = (4, 5, 6, 7, 6, 5, 4)
DIE_ROWS: Final = ("6543", "21654", "543123", "6126541", "254312", "61256", "3413")
"""The die grid shared by every board (§2.5). [U] §13.17"""

BOARDS: Final[dict[int, str]] = {
    1: "ACCK/AACKB/AABKBB/SSSCSSS/BBMBBA/BMKBB/MKKB",
    2: "KKKC/BBSAM/MBBSAS/CBSCKBS/KSBAKB/BBABM/AABC",
    3: "AAAA/SSCSS/BMKKSB/BBKCKBB/BBKKBB/CAMMC/BASB",
    4: "CBSB/AABSS/BABSCM/AAAKKMS/BCKBBK/BMBKB/SBKC",
    5: "ABBS/AABMM/BCKSSS/BBAKCBB/KCAKSB/BABCS/KKBM",
    6: "KKCS/KBBSB/AAMSBB/KBBCSBB/KBBMSB/KMAAS/CAAC",
    7: "KCCS/KAAAS/SMBBMA/SKBBBAB/BKBBAB/BSMKB/SCCK",
    8: "BBSB/BCKCB/BKMKKS/SAKMAKS/SAAMAB/BCACB/BSBB",
    9: "BBCK/BBAAS/BBAASS/CKKMSCK/SSKMBA/KBBBA/MCBB",
    10: "SBAC/ASBAB/AAABKB/BBBBBKC/KKMKMS/BBMKS/CSSC",
}
"""Colour rows of the 2019 duchies 1..10, top to bottom (§2.5)."""

SPACES: Final = 37
CENTRE: Final = 18  # space 19 of the reference


def _coords() -> list[tuple[int, int]]:
    out = []
    for r in range(-3, 4):
        for q in range(max(-3, -3 - r), min(3, 3 - r) + 1):
            out.append((q, r))
    return out


COORDS: Final[tuple[tuple[int, int], ...]] = tuple(_coords())
"""Axial (q, r) of spaces 0..36."""
_INDEX: Final = {c: i for i, c in enumerate(COORDS)}
ADJ: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(sorted(_INDEX[(q + dq, r + dr)] for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
                 if (q + dq, r + dr) in _INDEX))
    for q, r in COORDS)
"""Neighbours of each space."""
SPACE_DIE: Final[tuple[int, ...]] = tuple(int(ch) for row in DIE_ROWS for ch in row)
assert len(SPACE_DIE) == SPACES


class Board:
    """Precomputed tables of one estate board (immutable, shared by every state)."""

    def __init__(self, number: int) -> None:
        rows = BOARDS[number].split("/")
        assert tuple(len(r) for r in rows) == ROW_LENGTHS
        self.number = number
        self.colour: tuple[int, ...] = tuple(KIND_LETTER.index(ch) for row in rows for ch in row)
        region = [-1] * SPACES
        sizes: list[int] = []
        spaces: list[tuple[int, ...]] = []
        colours: list[int] = []
        for s in range(SPACES):
            if region[s] >= 0:
                continue
            rid = len(sizes)
            stack, members = [s], []
            region[s] = rid
            while stack:
                x = stack.pop()
                members.append(x)
                for n in ADJ[x]:
                    if region[n] < 0 and self.colour[n] == self.colour[s]:
                        region[n] = rid
                        stack.append(n)
            sizes.append(len(members))
            spaces.append(tuple(sorted(members)))
            colours.append(self.colour[s])
        self.region: tuple[int, ...] = tuple(region)
        """Region id of each space."""
        self.region_size: tuple[int, ...] = tuple(sizes)
        self.region_spaces: tuple[tuple[int, ...], ...] = tuple(spaces)
        self.region_colour: tuple[int, ...] = tuple(colours)
        self.num_regions = len(sizes)
        self.colour_total: tuple[int, ...] = tuple(self.colour.count(c) for c in range(KINDS))
        """Spaces of each colour (castle 4, ship 6, mine 3, animal 6, building 12, knowledge 6)."""
        # spaces of a colour showing a die value: by_cd[colour * 7 + die]
        self.by_cd: tuple[tuple[int, ...], ...] = tuple(
            tuple(s for s in range(SPACES) if self.colour[s] == c and SPACE_DIE[s] == d)
            for c in range(KINDS) for d in range(7))
        self.by_colour: tuple[tuple[int, ...], ...] = tuple(
            tuple(s for s in range(SPACES) if self.colour[s] == c) for c in range(KINDS))
        self.castle_spaces = self.by_colour[CASTLE]

    def __reduce__(self) -> tuple[Callable[[int], Board], tuple[int]]:
        # Pickled and copied as a reference to the shared board of its number (it never
        # changes): a copied state neither duplicates the tables nor carries ``reach``.
        return board, (self.number,)

    @functools.cached_property
    def reach(self) -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
        """``reach[colour][r]``: the (space, workers) pairs of a colour that a die reaches, ``r``
        indexing ``REACH``; in order of the spaces' die values, then of the spaces.
        (Built on first use: most boards are never played in a process.)"""
        return tuple(tuple(tuple((sp, cost) for b, cost in row for sp in self.by_cd[c * 7 + b]) for row in REACH)
                     for c in range(KINDS))


BOARD_TABLES: Final[dict[int, Board]] = {n: Board(n) for n in BOARDS}


def board(number: int) -> Board:
    """The shared tables of estate board ``number``."""
    return BOARD_TABLES[number]

# ----- worker costs (§6.1) --------------------------------------------------------


def _ring_dist(a: int, b: int) -> int:
    d = abs(a - b) % 6
    return min(d, 6 - d)


def _cost(a: int, b: int, free: int, double: int) -> int:
    d = max(0, _ring_dist(a, b) - free)
    return (d + 1) // 2 if double else d


COST: Final[tuple[int, ...]] = tuple(
    _cost(a, b, free, double) for double in (0, 1) for free in (0, 1) for a in range(7) for b in range(7))
"""Workers needed to turn die ``a`` into ``b``: COST[double*98 + free*49 + a*7 + b]
(``double``: knowledge #8; ``free``: one free step from knowledge #9..#12)."""

REACH: Final[tuple[tuple[tuple[int, int], ...], ...]] = tuple(
    tuple((b, COST[row + b]) for b in range(1, 7) if COST[row + b] <= w)
    for row in range(0, len(COST), 7) for w in range(7))
"""The values ``b`` (1..6) a die turns into with at most ``w`` workers, each with the workers it
costs, in order of ``b``: ``REACH[row + min(w, 3)]``, ``row`` being the die's row offset in
``COST`` (double*98 + free*49 + a*7). No change costs more than 3 workers, and rows are 7 apart."""
assert max(COST) == 3

FREE_STEP_KNOWLEDGE: Final = {BUILDING: 9, SHIP: 10, ANIMAL: 10, CASTLE: 11, MINE: 11, KNOWLEDGE: 11}
"""Knowledge tile giving a free +-1 when placing a tile of this kind (§7.6)."""

NEXT_DEPOT: Final = (0, 2, 3, 4, 5, 6, 1)
PREV_DEPOT: Final = (0, 6, 1, 2, 3, 4, 5)
"""Ring neighbours of depots 1..6 for knowledge #5. [U] §13.2 (wraps 6<->1)"""

# ----- readings of uncertain rules (rules/castles_of_burgundy.md §13) ----------------
# The logic follows these best estimates; each is implemented in one place in rules.py.
# [U] §13.1  city hall ignores the die number (colour, adjacency, city rule apply)
# [U] §13.2  knowledge #5 depots form a ring (NEXT_DEPOT / PREV_DEPOT above)
#            and the neighbour's goods are optional (seed 獲得できる, 2019 text "may")
# [U] §13.3  mines also pay after phase E, before final scoring
# [U] §13.10 silverlings and workers are unlimited
# [U] §13.11 workshop/church/market with full storage: discard a stored tile first
# [U] §13.12 knowledge #6 (2019): price stays 2 in any silver/worker mix, once per turn
# [U] §13.15 both dice must be used (taking workers is always possible); no pass
# [U] §13.16 knowledge #8: each worker turns the die by 1 or 2 (the fewest are paid)
# Readings where the reference is silent (rules.py):
# - §7.2 a ship may choose a depot without goods ("any one depot of your choice"), which
#   takes nothing; the track move happens anyway.
# - §7.4 the warehouse sale is not declinable (the seed: 選んですべて売却する; declining a sale is
#   never better), the castle's extra action neither (taking workers is always possible);
#   city hall, workshop, church, market and #5's neighbour may be declined ("may").
# - §6.2 2019 mid-action purchase: offered right after a castle, city hall, workshop, church
#   or market is placed; at every other mid-action moment it equals buying just after.
