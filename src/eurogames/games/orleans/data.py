"""Orléans components, boards and numbers (rules/orleans.md §1-§5, §9, §10, §16a).

No logic here: plain tuples and ints, built once at import. Uncertain values are
marked ``# [U]`` with the reference section; the options that switch between
readings live in ``__init__.py`` (``option_list``).

Followers are small ints ("codes"): 0-6 are the neutral types, 7-10 the four
own-colour starting followers (farmer, boatman, craftsman, trader) of a player.
"""

from __future__ import annotations

from typing import Final

ROUNDS: Final = 18
START_COINS: Final = 5
STATIONS: Final = 10
MARKET_SIZE: Final = 8
TOWER_EXTRA: Final = 2                      # Gunpowder Tower: +2 market spaces (§4 #17)
TECH_TILES: Final = 16
DEV_MAX: Final = 30
PHARMACY_MAX: Final = 3
HARVEST_COINS: Final = 5
TAX_DIVISOR: Final = 3

# ----- followers -------------------------------------------------------------------
FARMER, BOATMAN, CRAFTSMAN, TRADER, KNIGHT, SCHOLAR, MONK = range(7)
OWN: Final = 7                               # codes 7..10: own farmer/boatman/craftsman/trader
NCODES: Final = 11
ANY: Final = 7                               # space requirement: any follower (Pharmacy, Bathhouse)
NEUTRAL: Final = 8                           # space requirement: any non-own follower (Town Hall, Tower)
FOLLOWER_NAMES: Final = ("farmer", "boatman", "craftsman", "trader", "knight", "scholar", "monk")
CODE_NAMES: Final = FOLLOWER_NAMES + ("own-farmer", "own-boatman", "own-craftsman", "own-trader")
CODE_INDEX: Final = {n: i for i, n in enumerate(CODE_NAMES)}
CODE_TYPE: Final = (0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3)
FOLLOWER_EN: Final = ("farmer", "boatman", "craftsman", "trader", "knight", "scholar", "monk")
FOLLOWER_JA: Final = ("農民", "船員", "職人", "商人", "騎士", "学者", "僧侶")
REQ_EN: Final = FOLLOWER_EN + ("any", "any neutral")
REQ_JA: Final = FOLLOWER_JA + ("任意", "自色以外")

# §1.2 neutral followers (4 players) and removals for 3 / 2 players
NEUTRAL_4P: Final = (16, 10, 10, 10, 14, 14, 14)
REMOVE: Final = {4: (0,) * 7, 3: (2, 2, 2, 2, 3, 3, 3), 2: (4, 4, 4, 4, 6, 6, 6)}

# ----- goods (§1.3) --------------------------------------------------------------
GRAIN, CHEESE, WINE, WOOL, BROCADE = range(5)
GOOD_NAMES: Final = ("grain", "cheese", "wine", "wool", "brocade")
GOOD_INDEX: Final = {n: i for i, n in enumerate(GOOD_NAMES)}
GOOD_EN: Final = GOOD_NAMES
GOOD_JA: Final = ("小麦", "チーズ", "ワイン", "羊毛", "織物")
GOOD_COUNT: Final = (24, 21, 18, 15, 12)
GOOD_VALUE: Final = (1, 2, 3, 4, 5)
FOOD: Final = (GRAIN, CHEESE, WINE)
GOODS_REMOVED: Final = {4: 0, 3: 6, 2: 12}

# ----- map (§2.1) [L] -------------------------------------------------------------
CITIES: Final = ("orleans", "chartres", "etampes", "le_mans", "chateaudun", "montargis", "vendome",
          "blois", "briare", "tours", "chinon", "montrichard", "vierzon", "loches", "bourges",
          "sancerre", "chatellerault", "le_blanc", "chateauroux", "nevers", "argenton",
          "la_chatre", "saint_amand")
CITY_EN: Final = ("Orléans", "Chartres", "Étampes", "Le Mans", "Châteaudun", "Montargis", "Vendôme",
           "Blois", "Briare", "Tours", "Chinon", "Montrichard", "Vierzon", "Loches", "Bourges",
           "Sancerre", "Châtellerault", "Le Blanc", "Châteauroux", "Nevers", "Argenton-sur-Creuse",
           "La Châtre", "Saint-Amand-Montrond")
CITY_JA: Final = ("オルレアン", "シャルトル", "エタンプ", "ル・マン", "シャトーダン", "モンタルジ", "ヴァンドーム",
           "ブロワ", "ブリアール", "トゥール", "シノン", "モントリシャール", "ヴィエルゾン", "ロシュ", "ブールジュ",
           "サンセール", "シャテルロー", "ル・ブラン", "シャトールー", "ヌヴェール", "アルジャントン",
           "ラ・シャトル", "サン・タマン")
CITY_INDEX: Final = {n: i for i, n in enumerate(CITIES)}
ORLEANS: Final = 0
ROAD, WATER = 0, 1

_ROADS: Final = (("chartres", "etampes", 0), ("chartres", "orleans", 0), ("chartres", "chateaudun", 0),
          ("chartres", "le_mans", 4), ("etampes", "montargis", 4), ("le_mans", "chateaudun", 0),
          ("le_mans", "vendome", 0), ("le_mans", "tours", 3), ("chateaudun", "vendome", 0),
          ("chateaudun", "orleans", 0), ("orleans", "montargis", 0), ("orleans", "vierzon", 3),
          ("vendome", "blois", 0), ("montargis", "briare", 0), ("blois", "vierzon", 0),
          ("chinon", "chatellerault", 0), ("montrichard", "loches", 0), ("loches", "chateauroux", 0),
          ("vierzon", "chateauroux", 0), ("sancerre", "bourges", 0), ("bourges", "saint_amand", 0),
          ("bourges", "nevers", 0), ("saint_amand", "nevers", 4), ("saint_amand", "la_chatre", 0),
          ("la_chatre", "argenton", 0), ("la_chatre", "chateauroux", 0),
          ("chateauroux", "le_blanc", 0), ("chateauroux", "argenton", 0),
          ("chatellerault", "argenton", 4))
_WATERS: Final = (("orleans", "blois", 0), ("orleans", "briare", 3), ("briare", "sancerre", 3),
           ("sancerre", "nevers", 0), ("blois", "tours", 0), ("tours", "montrichard", 0),
           ("tours", "loches", 0), ("tours", "chinon", 0), ("chinon", "chatellerault", 0),
           ("chinon", "le_blanc", 3), ("le_blanc", "argenton", 0), ("montrichard", "vierzon", 0),
           ("vierzon", "bourges", 0), ("vierzon", "saint_amand", 0))
EDGES: Final = tuple((CITY_INDEX[a], CITY_INDEX[b], ROAD, x) for a, b, x in _ROADS) + \
    tuple((CITY_INDEX[a], CITY_INDEX[b], WATER, x) for a, b, x in _WATERS)
"""(city a, city b, kind, extra): extra 3 = second goods space with 3+ players, 4 = only with 4."""


def _adjacency() -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
    adj: list[list[list[tuple[int, int]]]] = [[[], []] for _ in CITIES]
    for e, (a, b, kind, _x) in enumerate(EDGES):
        adj[a][kind].append((b, e))
        adj[b][kind].append((a, e))
    return tuple(tuple(tuple(sorted(x)) for x in c) for c in adj)


ADJ: Final = _adjacency()
"""ADJ[city][kind] = ((neighbour, edge), ...)."""


def goods_spaces(players: int, extra: int) -> int:
    """Goods spaces on one connection for a player count (§2.1: 43/48/52 in total)."""
    return 2 if extra and players >= extra else 1


# ----- character tracks (§2.2) --------------------------------------------------------
T_FARMER, T_BOATMAN, T_CRAFTSMAN, T_TRADER, T_KNIGHT, T_SCHOLAR = range(6)
TRACK_LEN: Final = (8, 5, 5, 5, 5, 5)
FARMER_TRACK_GOODS: Final = (GRAIN, GRAIN, CHEESE, CHEESE, WINE, WINE, WOOL, BROCADE)  # [L] two implementations
BOATMAN_TRACK_COINS: Final = (2, 3, 4, 5, 6)   # [L]; step 5: first player takes the citizen instead (§2.2)
KNIGHT_DRAW: Final = (4, 5, 6, 7, 7, 8)         # by track position; citizen on step 4
KNIGHT_CITIZEN_STEP: Final = 4
BOATMAN_CITIZEN_STEP: Final = 5
SCHOLAR_TRACK_DEV: Final = (2, 3, 4, 5, 6)      # [L] two implementations

# ----- development track (§2.3) -----------------------------------------------------
DEV_LEVEL_STARTS: Final = (0, 4, 9, 15, 22, 30)   # [U] level bands, rules/orleans.md §2.3/§16
DEV_LEVEL: Final = tuple(sum(1 for s in DEV_LEVEL_STARTS if s <= d) for d in range(DEV_MAX + 1))
DEV_COINS: Final = {7: 3, 12: 4, 25: 5}           # [U] coin spaces, rules/orleans.md §2.3/§16
DEV_CITIZENS: Final = (3, 18, 28)                 # [U] off-by-one (option dev_citizens), §2.3/§16

# ----- places (§3.2, §4) -------------------------------------------------------------
BASE_PLACES: Final = ("farmhouse", "village", "university", "castle", "monastery", "ship", "wagon",
               "guildhall", "scriptorium", "town_hall")
TILES: Final = ("hayrick", "cheese_factory", "winery", "wool_manufacturer", "tailor_shop",
         "shipping_line", "library", "windmill", "brewery", "cellar", "office", "hospital",
         "horse_wagon", "school", "herb_garden", "sacristy", "gunpowder_tower", "laboratory",
         "pharmacy", "bathhouse")
PLACES: Final = BASE_PLACES + TILES
PLACE_INDEX: Final = {n: i for i, n in enumerate(PLACES)}
NBASE: Final = len(BASE_PLACES)
(P_FARMHOUSE, P_VILLAGE, P_UNIVERSITY, P_CASTLE, P_MONASTERY, P_SHIP, P_WAGON, P_GUILDHALL,
 P_SCRIPTORIUM, P_TOWN_HALL, P_HAYRICK, P_CHEESE, P_WINERY, P_WOOL, P_TAILOR, P_SHIPPING,
 P_LIBRARY, P_WINDMILL, P_BREWERY, P_CELLAR, P_OFFICE, P_HOSPITAL, P_HORSE_WAGON, P_SCHOOL,
 P_HERB_GARDEN, P_SACRISTY, P_TOWER, P_LABORATORY, P_PHARMACY, P_BATHHOUSE) = range(30)
PLACE_EN: Final = ("Farmhouse", "Village", "University", "Castle", "Monastery", "Ship", "Wagon", "Guildhall",
            "Scriptorium", "Town Hall", "Hayrick", "Cheese Factory", "Winery", "Wool Manufacturer",
            "Tailor Shop", "Shipping Line", "Library", "Windmill", "Brewery", "Cellar", "Office",
            "Hospital", "Horse Wagon", "School", "Herb Garden", "Sacristy", "Gunpowder Tower",
            "Laboratory", "Pharmacy", "Bathhouse")
PLACE_JA: Final = ("農場", "村", "大学", "城", "寺院", "船", "車", "組合", "写本室", "市役所", "干草倉庫",
            "チーズ屋", "ワイナリー", "紡績所", "仕立屋", "港", "図書館", "風車小屋", "ビール屋", "食堂",
            "会議室", "病院", "駅馬車", "学校", "ハーブ園", "教会倉庫", "火薬貯蔵塔", "実験室", "薬局", "大浴場")

F, B, C, T, K, S, M = range(7)
FARMHOUSE_REQ: Final = {"boatman_craftsman": (B, C),   # [U] rules/orleans.md §3.2/§16 (neodem)
                 "boatman_farmer": (B, F)}      # alternative (Python prototype)
PLACE_REQ: Final = (
    (B, C), (F, B, C), (F, C, T), (F, B, T), (S, T), (F, B, K), (F, T, K), (F, C, K), (K, S),
    (NEUTRAL, NEUTRAL),
    # place tiles (§4); requirements [U] 65% each (neodem) unless the reference says [C]
    (F,), (F, F), (F, T), (B, T), (T, S), (B,), (K, S), (C, C), (M,), (M, S), (S, S), (B, S),
    (K, T), (), (), (M,), (NEUTRAL, NEUTRAL), (C, S), (ANY,),
    (ANY,),   # [U] Bathhouse: 1 follower of any type, rules/orleans.md §16 (40%)
)
TILE_CATEGORY: Final = (1, 1, 1, 1, 1, 2, 1, 1, 1, 2, 2, 1, 2, 2, 1, 1, 2, 2, 2, 1)  # [U] §4 (neodem split)
_RULEBOOK_ORDER_I: Final = ("hayrick", "cheese_factory", "winery", "wool_manufacturer", "tailor_shop", "shipping_line",
                     "brewery", "library", "windmill", "cellar", "pharmacy", "office")
TILE_CATEGORY_RULEBOOK: Final = tuple(1 if t in _RULEBOOK_ORDER_I else 2 for t in TILES)
"""[U] §4 alternative: the first 12 tiles in rulebook order are category I (option tile_categories)."""
SPACE_START: Final[tuple[int, ...]] = tuple(sum(len(r) for r in PLACE_REQ[:i]) for i in range(len(PLACES) + 1))
NSPACES: Final = SPACE_START[-1]
SPACE_PLACE: Final = tuple(p for p in range(len(PLACES)) for _ in PLACE_REQ[p])
EMPTY: Final = -1
TECH: Final = -2

# ----- events (§9) -------------------------------------------------------------------
PILGRIMAGE, PLAGUE, HARVEST, TAXES, TRADING_DAY, INCOME = range(6)
EVENT_NAMES: Final = ("pilgrimage", "plague", "harvest", "taxes", "trading_day", "income")
EVENT_EN: Final = ("Pilgrimage", "Plague", "Harvest", "Taxes", "Trading Day", "Income")
EVENT_JA: Final = ("巡礼", "疫病", "収穫税", "物品税", "商売繁盛", "好景気")
HOURGLASS_EACH: Final = 3

# ----- beneficial deeds (§10) [L: two implementations] --------------------------------
DEEDS: Final = ("city_wall", "papal_conclave", "defeating_plague", "astronomy", "boatmen_guild",
         "cathedral", "peace_treaty", "canalisation")
DEED_EN: Final = ("City Wall", "Papal Conclave", "Defeating the Plague", "Astronomy", "Boatmen's Guild",
           "Cathedral", "Peace Treaty", "Canalisation")
DEED_JA: Final = ("城壁", "教皇選挙", "疫病の克服", "天文学", "船員組合", "大聖堂", "和平条約", "運河")
DEED_INDEX: Final = {n: i for i, n in enumerate(DEEDS)}


def _deed(**kw: int) -> tuple[int, ...]:
    out = [0] * 7
    for k, v in kw.items():
        out[FOLLOWER_NAMES.index(k)] = v
    return tuple(out)


DEED_SPACES: Final = (_deed(knight=3, trader=1, farmer=3, craftsman=3), _deed(knight=1, monk=2),
               _deed(scholar=2, boatman=1, farmer=1, trader=1), _deed(scholar=2, trader=1),
               _deed(boatman=3, scholar=1), _deed(craftsman=2, monk=2, trader=2),
               _deed(monk=1, scholar=1, knight=2), _deed(boatman=3, trader=2, farmer=3, craftsman=2))
"""DEED_SPACES[deed][type] = number of spaces of that type."""
DEED_REWARD: Final = (1, 3, 2, 1, 1, 2, 2, 1)
CANALISATION: Final = 7                       # reward: 1 coin or 1 development step

CITIZENS_TOTAL: Final = 14                    # 8 deeds + 3 development + knight + boatman + stations

BATHHOUSE_DRAW: Final = {"2019": (2, 1), "original": (3, 2)}
"""Bathhouse by edition: (followers drawn, followers placed) (§4 #20, §14)."""
