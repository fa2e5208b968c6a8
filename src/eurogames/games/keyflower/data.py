"""Keyflower components: keeples, resources, skills, every tile (rules/keyflower.md §1-§3).

No logic here. Uncertain values are marked ``# [U]`` with the reference section.
Tiles are numbered 0..67 (one id per physical tile face that can appear); the id is
used everywhere (offers, villages, actions).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

SEASONS: Final = ("spring", "summer", "autumn", "winter")
SEASONS_JA: Final = ("春", "夏", "秋", "冬")
SPRING, SUMMER, AUTUMN, WINTER = 0, 1, 2, 3

# ----- keeples, resources, skills (§1) ------------------------------------------------
BLUE, RED, YELLOW, GREEN = 0, 1, 2, 3
COLOURS: Final = ("blue", "red", "yellow", "green")
COLOURS_JA: Final = ("青", "赤", "黄", "緑")
COLOUR_LETTER: Final = "bryg"
BAG_START: Final = (40, 40, 40, 0)
GREEN_SUPPLY: Final = 20
KEEPLES_PER_PLAYER: Final = 8

GOLD, IRON, STONE, WOOD = 0, 1, 2, 3
RESOURCES: Final = ("gold", "iron", "stone", "wood")
RESOURCES_JA: Final = ("金", "鉄", "石", "木")
RES_LETTER: Final = "gisw"
RESOURCE_SUPPLY: Final = (48, 24, 24, 24)

ANVIL, PICK, SAW = 0, 1, 2
SKILLS: Final = ("anvil", "pick", "saw")
SKILLS_JA: Final = ("金床", "つるはし", "のこぎり")
SKILL_LETTER: Final = "aps"
SKILL_PILE: Final = (16, 16, 16)

# ----- edges (§3.0) --------------------------------------------------------------------
ROAD, GRASS, WATER = "R", "G", "W"


@dataclass(frozen=True, slots=True)
class Side:
    """One face of a village tile: its action and printed VP."""

    kind: str = "none"
    """none | gain | choose1 | transport | pay_keeple | pay_skill | colour_green"""
    res: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Resources produced (gold, iron, stone, wood)."""
    keeples: int = 0
    """Random keeples drawn from the bag."""
    skills: int = 0
    """Random skills drawn from the pile."""
    greens: int = 0
    """Greens from the supply."""
    pay_colour: int = -1
    """pay_keeple: the colour paid (-1 any)."""
    pay_skill: int = -1
    """pay_skill: the skill type paid (-1 any)."""
    transport: int = 0
    upgrades: int = 0
    vp: int = 0


@dataclass(frozen=True, slots=True)
class Cost:
    """An upgrade cost (§8.2): specific resources, any resources, skills."""

    res: tuple[int, int, int, int] = (0, 0, 0, 0)
    any_res: int = 0
    skills: tuple[int, int, int] = (0, 0, 0)
    any_skill: int = 0


@dataclass(frozen=True, slots=True)
class Tile:
    tid: int
    key: str
    en: str
    ja: str
    family: str
    """home | spring | summer | sboat | autumn | winter | boat | order"""
    edges: str
    """Six edges clockwise (R/G/W), unrotated. [U] provisional patterns, §3.0.1 / §18 U13."""
    front: Side = Side()
    back: Side | None = None
    """None: cannot be upgraded."""
    cost: Cost | None = None
    store: tuple[int, int, int] | None = None
    """Storage tile (§3.5): (accepted resource or -1 for any, rate front, rate back)."""
    number: int = 0
    """Home number, turn-order number, or summer-boat number."""
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False)


def _r(g: int = 0, i: int = 0, s: int = 0, w: int = 0) -> tuple[int, int, int, int]:
    return (g, i, s, w)


def _sk(a: int = 0, p: int = 0, s: int = 0) -> tuple[int, int, int]:
    return (a, p, s)


# [U] §3.0.1 / §18 U13: provisional contiguous patterns per family.
E_HOME: Final = "RRRRRW"
E_SPRING: Final = "RRRRGG"   # [U] best estimate, rules/keyflower.md §3.0.1
E_SUMMER: Final = "RRRGGG"   # [U] best estimate, rules/keyflower.md §3.0.1
E_AUTUMN: Final = "RRGGGG"   # [U] best estimate, rules/keyflower.md §3.0.1
E_WINTER: Final = "RGGGGG"
E_BOAT: Final = "WGGWGG"
E_ORDER: Final = {1: "RGGGGG", 2: "RRGGGG", 3: "RRRGGG", 4: "RRRRGG"}  # [U] 2-4 provisional, §3.9

TILES: Final[list[Tile]] = []


def _add(**kw: object) -> None:
    TILES.append(Tile(tid=len(TILES), **kw))  # type: ignore[arg-type]


# Home tiles 0..5 (§3.1). [U] cost, back side and VP are placeholders, §18 U1.
for n in range(1, 7):
    _add(key=f"home{n}", en=f"Home {n}", ja=f"ホーム{n}", family="home", edges=E_HOME, number=n,
         front=Side("transport", transport=1, upgrades=1),
         back=Side("transport", transport=2, upgrades=1, vp=3),   # [U] §18 U1
         cost=Cost(res=_r(i=1, s=1)))                               # [U] §18 U1

# Spring 6..17 (§3.2).
_SPRING: Final = [
    ("keywood", "Keywood", "キーの森", Side("gain", res=_r(w=1)), Side("gain", res=_r(w=3), vp=3), Cost(skills=_sk(s=1))),
    ("keystone", "Keystone quarry", "キーの石切り場", Side("gain", res=_r(s=1)), Side("gain", res=_r(s=3), vp=3), Cost(skills=_sk(p=1))),
    ("keymine", "Key mine", "キー鉱山", Side("gain", res=_r(i=1)), Side("gain", res=_r(i=3), vp=3), Cost(skills=_sk(a=1))),
    ("goldmine", "Gold mine", "金鉱山", Side("gain", res=_r(g=1)), Side("gain", res=_r(g=2), vp=3), Cost(res=_r(i=1, s=1))),
    ("woodcutter", "Woodcutter", "木こり", Side("gain", res=_r(w=2)), Side("gain", res=_r(g=1, w=1), vp=3), Cost(skills=_sk(s=1))),
    ("quarryman", "Quarryman", "石切工", Side("gain", res=_r(s=2)), Side("gain", res=_r(g=1, s=1), vp=3), Cost(skills=_sk(p=1))),
    ("miner", "Miner", "鉱夫", Side("gain", res=_r(i=2)), Side("gain", res=_r(g=1, i=1), vp=3), Cost(skills=_sk(a=1))),
    ("workshop", "Workshop", "作業場", Side("choose1"), Side("gain", res=_r(i=1, s=1, w=1), vp=3), Cost(any_res=2)),
    ("alehouse", "Alehouse", "パブ", Side("gain", keeples=1), Side("gain", keeples=2, vp=0), Cost(res=_r(i=1, s=1, w=1))),  # [U] back VP 0, §18 U5
    ("apprentice", "Apprentice hall", "徒弟集会所", Side("gain", skills=1), Side("gain", skills=2, vp=3), Cost(res=_r(s=1, w=1))),
    ("peddler", "Peddler", "行商", Side("pay_keeple", pay_colour=YELLOW, greens=1), Side("pay_keeple", pay_colour=YELLOW, greens=2, vp=0), Cost(res=_r(g=1))),  # [U] back VP 0, §18 U5
    ("stable", "Stable", "うまや", Side("transport", transport=2, upgrades=1), Side("transport", transport=4, upgrades=2, vp=5), Cost(res=_r(i=1, w=1))),
]
for key, en, ja, f, b, c in _SPRING:
    _add(key=key, en=en, ja=ja, family="spring", edges=E_SPRING, front=f, back=b, cost=c)

# Summer village tiles 18..25 (§3.3).
_SUMMER: Final = [
    ("carpenter", "Carpenter", "大工", Side("pay_skill", pay_skill=SAW, res=_r(w=3)), Side("pay_skill", pay_skill=SAW, res=_r(g=3), vp=7), Cost(res=_r(w=3))),
    ("mason", "Mason", "石工", Side("pay_skill", pay_skill=PICK, res=_r(s=3)), Side("pay_skill", pay_skill=PICK, res=_r(g=3), vp=7), Cost(res=_r(s=3))),
    ("smelter", "Smelter", "精錬所", Side("pay_skill", pay_skill=ANVIL, res=_r(i=3)), Side("pay_skill", pay_skill=ANVIL, res=_r(g=3), vp=7), Cost(res=_r(i=3))),
    ("tavern", "Tavern", "酒場", Side("pay_keeple", keeples=2), Side("pay_keeple", keeples=3, vp=0), Cost(res=_r(i=1, s=1, w=1))),  # [U] back VP 0, §18 U5
    ("brewer", "Brewer", "醸造所", Side("pay_skill", keeples=2), Side("pay_skill", keeples=3, vp=3), Cost(res=_r(i=1, s=1))),
    ("hiring", "Hiring fair", "雇用市", Side("pay_skill", skills=2), Side("pay_skill", skills=3, vp=5), Cost(res=_r(i=1, w=1))),
    ("farrier", "Farrier", "装蹄師", Side("transport", transport=3, upgrades=1), Side("transport", transport=5, upgrades=2, vp=5), Cost(any_res=2)),
    ("store", "Store", "店", Side("pay_keeple", pay_colour=BLUE, greens=1), Side("pay_keeple", pay_colour=BLUE, greens=2, vp=3), Cost(res=_r(g=1))),
]
for key, en, ja, f, b, c in _SUMMER:
    _add(key=key, en=en, ja=ja, family="summer", edges=E_SUMMER, front=f, back=b, cost=c)

# Summer boats 26..33: 1a,1b,2a,2b,3a,3b,4a,4b (§3.4). No action, no upgrade.
SBOAT_TEXT: Final = {
    "1a": ("draw 2 random keeples whenever you take boat contents", "ボートの中身を取るたびにランダムなキープル2個"),
    "1b": ("take 1 green whenever you take boat contents", "ボートの中身を取るたびに緑1個"),
    "2a": ("transport across any edge; ignore edge matching", "どの辺でも輸送可・辺合わせ不要"),
    "2b": ("your transport and upgrades doubled", "自分の輸送・アップグレード2倍"),
    "3a": ("any resource pays any upgrade cost", "アップグレード費用はどの資源でも可"),
    "3b": ("at scoring any resource counts as any", "得点計算で資源は何にでもなる"),
    "4a": ("counter-bid in a different colour", "別の色で競り返せる"),
    "4b": ("use occupied tiles with any colours", "使用中のタイルに色を無視して置ける"),
}
for n in range(1, 5):
    for side in "ab":
        code = f"{n}{side}"
        _add(key=f"sboat{code}", en=f"Summer boat {code}", ja=f"夏のボート{code}", family="sboat",
             edges=E_BOAT, number=n, extra={"code": code})
SBOAT: Final = {TILES[t].extra["code"]: t for t in range(26, 34)}

# Autumn 34..45 (§3.5).
_AUTUMN: Final = [
    # Inn, Fair, Wainwright: the seed's panels give actions and costs only (as for every spring/summer
    # tile), no VP; still unknown.
    ("inn", "Inn", "宿屋", Side("gain", keeples=1), Side("gain", keeples=3, vp=0), Cost(any_res=1, any_skill=1), None),  # [U] back VP 0, §18 U5
    ("fair", "Fair", "露天市", Side("pay_keeple", pay_colour=RED, greens=1), Side("pay_keeple", pay_colour=RED, greens=2, vp=0), Cost(res=_r(g=1)), None),  # [U] back VP 0, §18 U5
    ("wainwright", "Wainwright", "車大工", Side("transport", transport=4, upgrades=2), Side("transport", transport=6, upgrades=2, vp=5), Cost(any_res=2), None),  # [U] back VP 5, §18 U5
    ("sawmill", "Sawmill", "製材所", Side(vp=3), Side(vp=10), Cost(res=_r(w=3)), None),
    ("sculptor", "Sculptor", "彫刻家", Side(vp=3), Side(vp=10), Cost(res=_r(s=3)), None),
    ("forge", "Forge", "鍛造所", Side(vp=3), Side(vp=10), Cost(res=_r(i=3)), None),
    ("well", "Well", "井戸", Side(vp=3), Side(vp=7), Cost(any_res=3), None),
    ("goldsmith", "Goldsmith", "金細工師", Side(vp=0), Side(vp=7), Cost(res=_r(g=2)), None),
    # Storage tiles: no flat VP. The seed's VP lines for these four ([改良前の勝利点] / [改良後の勝利点])
    # give only the per-resource rate, where it prints the flat VP of tiles 4-8 (§3.5, seed 秋タイル).
    ("timberyard", "Timber yard", "材木置き場", Side(), Side(), Cost(skills=_sk(s=1)), (WOOD, 2, 3)),
    ("stoneyard", "Stone yard", "石材置き場", Side(), Side(), Cost(skills=_sk(p=1)), (STONE, 2, 3)),
    ("blacksmith", "Blacksmith", "鍛冶屋", Side(), Side(), Cost(skills=_sk(a=1)), (IRON, 2, 3)),
    ("barn", "Barn", "納屋", Side(), Side(), Cost(any_skill=1), (-1, 1, 2)),
]
for key, en, ja, f, b, c, st in _AUTUMN:
    _add(key=key, en=en, ja=ja, family="autumn", edges=E_AUTUMN, front=f, back=b, cost=c, store=st)

# Winter 46..57 (§3.6): scoring only.
_WINTER: Final = [
    ("mercer", "Mercer's guild", "織物商ギルド", "5 per wood+stone+iron (gold wild)", "木+石+鉄1組ごとに5点（金は代用可）"),
    ("windmill", "Windmill", "風車小屋", "5 per 5 resources", "資源5個ごとに5点"),
    ("watermill", "Watermill", "水車", "1 per resource of one type", "1種類の資源1個につき1点"),
    ("jeweller", "Jeweller", "宝石職人", "2 per gold", "金1個につき2点"),
    ("craftsman", "Craftsman's guild", "職人ギルド", "5 per red+yellow+blue keeple", "赤+黄+青キープル1組ごとに5点"),
    ("keymarket", "Key market", "キーマーケット", "2 per green keeple", "緑キープル1個につき2点"),
    ("apothecary", "Apothecary", "薬屋", "3 per 5 keeples", "キープル5個ごとに3点"),
    ("villagehall", "Village hall", "会館", "1 per keeple of one colour", "1色のキープル1個につき1点"),
    ("scribes", "Scribes", "書生", "10 per saw+pick+anvil", "のこぎり+つるはし+金床1組ごとに10点"),
    ("keyguild", "Key guild", "キーギルド", "10 per 5 skills", "スキル5枚ごとに10点"),
    ("scholar", "Scholar", "学者", "3 per skill of one type", "1種類のスキル1枚につき3点"),
    ("keythedral", "Keythedral", "キーセドラル", "12 points", "12点"),
]
for key, en, ja, ten, tja in _WINTER:
    _add(key=key, en=en, ja=ja, family="winter", edges=E_WINTER, front=Side(vp=12 if key == "keythedral" else 0),
         extra={"text": ten, "text_ja": tja})

# Boats 58..63 (§3.7, §3.8): (min players, load A, load B, seasons on side B).
_BOATS: Final = [
    ("keyflower", "Keyflower", "キーフラワー", 2, (7, 1), (3, 2)),
    ("seabastion", "Sea Bastion", "シーバスチョン", 2, (6, 2), (0, 0)),   # [U] B load none, §18 U8
    ("seabreeze", "Sea Breeze", "シーブリーズ", 3, (6, 1), (4, 1)),
    ("flipper", "Flipper", "フリッパー", 4, (5, 2), (2, 2)),
    ("ianvincible", "Ianvincible", "イアンヴィンシブル", 5, (5, 1), (3, 1)),
    ("whitewind", "White Wind", "ホワイトウィンド", 6, (4, 2), (4, 1)),
]
for key, en, ja, mn, la, lb in _BOATS:
    # [U] side per season, §18 U3: A spring+summer, B autumn+winter; Sea Bastion A until winter.
    sides = ("A", "A", "A", "B") if key == "seabastion" else ("A", "A", "B", "B")
    _add(key=key, en=en, ja=ja, family="boat", edges=E_BOAT, number=mn,
         extra={"load": {"A": la, "B": lb}, "sides": sides})

# Turn-order tiles 64..67, numbers 1..4 (§3.9). Purple: highest number in play (§18 U4).
for n in range(1, 5):
    _add(key=f"order{n}", en=f"Turn-order {n}", ja=f"手番順{n}", family="order", edges=E_ORDER[n], number=n)

NUM_TILES: Final = len(TILES)
HOMES: Final = tuple(range(6))
SPRING_TILES: Final = tuple(range(6, 18))
SUMMER_VILLAGE: Final = tuple(range(18, 26))
SBOATS: Final = tuple(range(26, 34))
AUTUMN_TILES: Final = tuple(range(34, 46))
WINTER_TILES: Final = tuple(range(46, 58))
BOATS: Final = tuple(range(58, 64))
ORDERS: Final = tuple(range(64, 68))
KEY: Final = {t.key: t.tid for t in TILES}

BOAT_KEYFLOWER, BOAT_BASTION, BOAT_BREEZE, BOAT_FLIPPER, BOAT_IAN, BOAT_WHITE = BOATS
SEA_BREEZE_VP: Final = (0, 2, 4, 8, 16, 32)
FLIPPER_VP: Final = 2
IANVINCIBLE_VP: Final = 5

# Setup per player count (§2).
WINTER_DEALT: Final = {2: 3, 3: 3, 4: 3, 5: 2, 6: 2}
ORDER_TILES: Final = {2: 1, 3: 2, 4: 3, 5: 4, 6: 4}
OFFER_SIZE: Final = {n: n + 4 for n in range(2, 7)}
MAX_USE_KEEPLES: Final = 6

# Final scoring rates (§3.6, §13.2).
MERCER_VP: Final = 5
WINDMILL_VP: Final = 5
JEWELLER_VP: Final = 2
KEY_MARKET_VP: Final = 2
APOTHECARY_VP: Final = 3
SCRIBES_VP: Final = 10
KEY_GUILD_VP: Final = 10
SCHOLAR_VP: Final = 3
CRAFTSMAN_VP: Final = {"bga": 5, "rulebook": 3}   # §17 #1, §18 U12

ROTATED_EDGES: Final[list[list[str]]] = []
"""ROTATED_EDGES[tid][rot]: the six edges after rotating clockwise by rot steps."""
for _t in TILES:
    ROTATED_EDGES.append(["".join(_t.edges[(i - r) % 6] for i in range(6)) for r in range(6)])

DISTINCT_ROTS: Final[list[tuple[int, ...]]] = []
"""Rotations of a tile that give distinct edge layouts."""
for _t in TILES:
    seen: dict[str, int] = {}
    for r in range(6):
        seen.setdefault(ROTATED_EDGES[_t.tid][r], r)
    DISTINCT_ROTS.append(tuple(sorted(seen.values())))


def tile_name(tid: int, lang: str = "en") -> str:
    t = TILES[tid]
    return t.ja if lang == "ja" else t.en
