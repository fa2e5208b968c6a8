"""Terminal rendering (rich) and action descriptions for The Castles of Burgundy.

The estate is drawn as its hex rows: an empty space shows its colour letter in lower
case and its die number (``b3``), a filled space the tile in upper case (``B:W`` a
warehouse, ``A:3c`` three cows, ``K#12``, ``S``, ``C``, ``M``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from eurogames.core import Action, seat_name

from . import actions as A
from . import data as D
from .rules import M_DIE, MODE_NAMES
from .scoring import CATEGORIES

if TYPE_CHECKING:
    from .state import CobState

STYLE = ("bold green4", "bold blue", "grey62", "bright_green", "dark_orange3", "yellow")
GOODS_STYLE = ("", "red", "magenta", "cyan", "bright_yellow", "bright_blue", "white")


def tile_short(t: int) -> str:
    """Short text of a tile: ``B:W``, ``A:3c``, ``K#12``, ``S``."""
    kind = D.TILE_KIND[t]
    if kind == D.BUILDING:
        return "B:" + D.BUILDING_LETTER[D.TILE_SUB[t]]
    if kind == D.ANIMAL:
        return f"A:{D.TILE_ANIMALS[t]}{'cpsh'[D.TILE_SUB[t]]}"
    if kind == D.KNOWLEDGE:
        return f"K#{D.TILE_SUB[t]}"
    return D.KIND_LETTER[kind]


def tile_long(t: int, lang: str = "en") -> str:
    kind = D.TILE_KIND[t]
    if kind == D.BUILDING:
        return D.BUILDING_NAMES[lang][D.TILE_SUB[t]]
    if kind == D.ANIMAL:
        n, a = D.TILE_ANIMALS[t], D.ANIMAL_NAMES[lang][D.TILE_SUB[t]]
        return f"{n} {a}" if lang == "en" else f"{a}{n}"
    if kind == D.KNOWLEDGE:
        return ("knowledge #" if lang == "en" else "修道院#") + str(D.TILE_SUB[t])
    return D.KIND_NAMES[lang][kind]


def _tile_text(t: int) -> Text:
    return Text(tile_short(t), style=STYLE[D.TILE_KIND[t]])


def estate_text(st: CobState, p: int) -> Text:
    b = st.board
    out = Text()
    i = 0
    for r, n in enumerate(D.ROW_LENGTHS):
        out.append(" " * (3 * (7 - n)))
        for _ in range(n):
            t = st.estate[p * D.SPACES + i]
            if t >= 0:
                out.append(f"{tile_short(t):^5}", style="reverse " + STYLE[D.TILE_KIND[t]])
                out.append(" ")
            else:
                c = b.colour[i]
                out.append(f"{D.KIND_LETTER[c].lower()}{D.SPACE_DIE[i]}", style=STYLE[c])
                out.append(f"/{i + 1:<2} ", style="dim")
            i += 1
        out.append("\n")
    return out


def _goods_text(counts: dict[int, int]) -> Text:
    out = Text()
    for c, n in counts.items():
        out.append(f"{n}×g{c} ", style=GOODS_STYLE[c])
    return out if counts else Text("-", style="dim")


_MODE_JA = {"turn": "手番", "die_action": "ダイスのアクション", "castle_action": "城のアクション",
            "city_hall": "市庁舎", "workshop_take": "作業場で取る", "church_take": "教会で取る",
            "market_take": "市場で取る", "warehouse_sell": "倉庫で売る", "ship_depot": "船:デポ",
            "ship_adjacent_depot": "船:隣のデポ", "choose_goods": "商品を選ぶ", "discard": "捨てる",
            "start castle": "開始時の城"}
_CATEGORY_JA = {"regions": "完成した地域", "phase_bonus": "フェイズボーナス", "colour_bonus": "色ボーナス",
                "animals": "家畜", "sales": "売却", "watchtowers": "見張り塔",
                "goods_left": "残った商品", "silver": "銀貨", "workers": "労働者",
                "knowledge": "知識タイル"}


def render(st: CobState, seat: int | None, lang: str = "en") -> Any:
    ja = lang == "ja"

    def t(en: str, jp: str) -> str:
        return jp if ja else en

    def who(s: int) -> str:
        return seat_name(s, lang)

    P = st.players
    head = Text()
    if st.over:
        head.append(t("Game over. ", "ゲーム終了。"), style="bold")
    else:
        head.append(t(f"Phase {D.PHASE_LETTERS[st.phase]}, round {st.round + 1}/5   ",
                      f"フェイズ{D.PHASE_LETTERS[st.phase]}、ラウンド{st.round + 1}/5   "), style="bold")
        order = " > ".join(who(s) for s in st.order)
        head.append(t(f"white die {st.white}   order {order}   ",
                      f"白ダイス{st.white}   手番順 {order}   "))
        act = st.active_players()
        pending = "start castle" if st.setup_left else MODE_NAMES[st.modes[-1] if st.modes else 0]
        pending_text = _MODE_JA.get(pending, pending) if ja else pending.replace("_", " ")
        head.append(t(f"{who(act[0]) if act else '-'} to act: {pending_text}",
                      f"{who(act[0]) if act else '-'}の番:{pending_text}"), style="cyan")
        if st.modes and st.modes[-1] == M_DIE and act:
            shown = st.dice[2 * act[0] + st.cur_die]
            head.append(t(f" with die {st.cur_die + 1} showing {shown} (wN = workers paid to adjust it)",
                          f"(ダイス{st.cur_die + 1}の目は{shown}、wN = 目の調整に払う労働者)"),
                        style="cyan")
        goods = " ".join("g" + str(g) for g in st.round_goods) or "-"
        head.append(t(f"\nupcoming goods this phase: {goods}   face-down goods stacks left: "
                      f"{D.PHASES - 1 - st.phase}",
                      f"\nこのフェイズに出る商品:{goods}   残りの裏向きの商品の山:{D.PHASES - 1 - st.phase}"))
    depots = Table(title=t("Depots", "デポ"), show_header=True, header_style="bold", padding=(0, 1))
    depots.add_column("#")
    depots.add_column(t("tiles", "タイル"))
    depots.add_column(t("goods", "商品"))
    for d in list(range(1, 7)) + [0]:
        n = 8 if d == 0 else 4
        tiles = Text()
        for s in range(n):
            tile = st.dep[d * 8 + s]
            if tile >= 0:
                tiles.append(f"{s + 1}:")
                tiles.append_text(_tile_text(tile))
                tiles.append(" ")
        goods_here = {c: st.dgoods[d * 7 + c] for c in range(1, 7) if st.dgoods[d * 7 + c]}
        depots.add_row(t("black", "黒") if d == 0 else str(d), tiles,
                       _goods_text(goods_here) if d else Text(""))
    panels = []
    sc = st.scores()
    for p in range(P):
        info = Text()
        info.append(t("storage: ", "保管庫:"))
        for i, tile in enumerate(st.storage[p]):
            info.append(f"{i + 1}:")
            info.append_text(_tile_text(tile))
            info.append(" ")
        info.append(t("\ngoods: ", "\n商品:"))
        info.append_text(_goods_text({c: st.goods[p * 7 + c] for c in range(1, 7) if st.goods[p * 7 + c]}))
        sold = sum(st.sold[p * 7 + 1:p * 7 + 7])
        info.append(t(f"  sold: {sold}", f"  売却済み:{sold}"))
        dice = f"{st.dice[2 * p]} {st.dice[2 * p + 1]}"
        info.append(t(f"\nsilver {st.silver[p]}  workers {st.workers[p]}  dice {dice}",
                      f"\n銀貨{st.silver[p]}  労働者{st.workers[p]}  ダイス {dice}"))
        if st.active_players() == [p] and not st.setup_left:
            used = [i + 1 for i in range(2) if st.used[i]]
            if used:
                nums = ", ".join(map(str, used))
                info.append(t(f" (used die {nums})", f"(使用済みのダイス{nums})"), style="dim")
        info.append(t(f"  track {st.track_pos[p]}", f"  トラック{st.track_pos[p]}"))
        kn = ", ".join("#" + str(k) for k in range(1, 27) if st.know[p] >> k & 1) or "-"
        info.append(t(f"\nknowledge: {kn}", f"\n知識タイル:{kn}"))
        cats = ", ".join(f"{_CATEGORY_JA.get(k, k) if ja else k} {v}"
                         for k, v in sc[p].categories.items() if v)
        info.append(t(f"\nVP {sc[p].total}: ", f"\n勝利点{sc[p].total}:") + cats)
        title = who(p) + (t(" (you)", "(あなた)") if p == seat else "")
        panels.append(Panel(Group(estate_text(st, p), info), title=title, expand=False))
    legend = Text(t("Estate: colour letter + die / space number; filled: B:<building> "
                    "(W warehouse, T watchtower, C carpenter, H church, M market, O boarding house, "
                    "B bank, Y city hall), A:<n><c cows|p pigs|s sheep|h chickens>, K#<knowledge>, "
                    "S, C, M.",
                    "領地:色の文字+ダイスの目/マス番号。埋まったマス:B:<建物>(W 倉庫、T 見張り塔、"
                    "C 大工の作業場、H 教会、M 市場、O 宿屋、B 銀行、Y 市庁舎)、"
                    "A:<数><c 牛|p 豚|s 羊|h 鶏>、K#<知識タイル>、S 船、C 城、M 鉱山。"),
                  style="dim")
    return Group(head, depots, *panels, legend)


def _paid(workers: int, ja: bool) -> str:
    if not workers:
        return ""
    return f"(ワーカー{workers}個でダイス調整)" if ja else f", adjusting the die with {workers} worker" + \
        ("s" if workers > 1 else "")


def describe_action(a: Action, lang: str = "en") -> str:
    """A short sentence for an action (English or Japanese)."""
    ja = lang == "ja"
    if isinstance(a, A.ChooseDie):
        return f"ダイス{a.die}を使う" if ja else f"Use die {a.die}"
    if isinstance(a, A.Take):
        return (f"デポ{a.depot}の{a.slot}番のタイルを取る" if ja
                else f"Take the tile in slot {a.slot} of depot {a.depot}") + _paid(a.workers, ja)
    if isinstance(a, A.Place):
        return (f"保管庫{a.store}のタイルをマス{a.space}に置く" if ja
                else f"Place stored tile {a.store} on space {a.space}") + _paid(a.workers, ja)
    if isinstance(a, A.Sell):
        return (f"商品{a.colour}をすべて売る" if ja else f"Sell all goods {a.colour}") + _paid(a.workers, ja)
    if isinstance(a, A.TakeWorkers):
        return "ワーカーを取る" if ja else "Take workers"
    if isinstance(a, A.Buy):
        where = ("黒いデポ" if ja else "the black depot") if a.depot == 0 else \
            (f"デポ{a.depot}" if ja else f"depot {a.depot}")
        pay = ""
        if a.workers:
            pay = f"(ワーカー{a.workers}個で支払い)" if ja else f" (paying {a.workers} with workers)"
        return (f"{where}の{a.slot}番のタイルを買う{pay}" if ja
                else f"Buy the tile in slot {a.slot} of {where}{pay}")
    if isinstance(a, A.ShipGoods):
        return f"デポ{a.depot}の商品をすべて取る" if ja else f"Take the goods of depot {a.depot}"
    if isinstance(a, A.TakeGoods):
        return f"商品{a.colour}を取る" if ja else f"Keep goods {a.colour}"
    if isinstance(a, A.Discard):
        return f"保管庫{a.store}のタイルを捨てる" if ja else f"Discard stored tile {a.store}"
    if isinstance(a, A.Skip):
        return "効果を使わない" if ja else "Skip the effect"
    if isinstance(a, A.EndTurn):
        return "手番を終える" if ja else "End the turn"
    if isinstance(a, A.StartCastle):
        return f"初期の城をマス{a.space}に置く" if ja else f"Put the starting castle on space {a.space}"
    return a.notation()


__all__ = ["CATEGORIES", "describe_action", "estate_text", "render", "tile_long", "tile_short"]
