"""Terminal rendering with rich: what one seat sees (built from ``view``, never the full state).

English (``lang="en"``) and Japanese (``lang="ja"``); every label comes from ``_T``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.columns import Columns
from rich.console import Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .data import (
    ANIMAL_INDEX,
    ANIMAL_NAMES_JA,
    BONUS_NAMES,
    BONUS_NAMES_JA,
    BUILDING_NAMES,
    BUILDING_NAMES_JA,
    GOODS_NAMES,
    GOODS_NAMES_JA,
    TYPE_INDEX,
    TYPE_NAMES,
    TYPE_NAMES_JA,
    TYPE_STYLE,
)

if TYPE_CHECKING:
    from .state import BurgundyCardState

_SHORT = {"en": {"castle": "Cas", "mine": "Min", "cloister": "Clo", "knowledge": "Kno", "ship": "Shp",
                 "pasture": "Pas", "building": "Bld"},
          "ja": dict(zip(TYPE_NAMES, TYPE_NAMES_JA))}
_DIE = "⚀⚁⚂⚃⚄⚅"

_T: dict[str, dict[str, str]] = {
    "en": {
        "head": "Round {round} · turn {turn}/6", "start": " · start player {n}", "bonus": "  round bonus: ",
        "display": "Display", "supply": "Supply", "goods_piles": "goods piles", "animal_piles": "animal piles",
        "on_top": "{top} on top ({n})", "deck": "deck / discard", "drew": "3-silver draw used this turn",
        "first_cards": "1st-trio cards", "all7_cards": "all-7 cards", "rival": "Rival (Aaron)",
        "score": "score", "first": "1st-trio", "all7": "all-7", "piles_left": "piles still to come",
        "result": "result", "win": "WIN", "loss": "LOSS", "hand": "hand", "cards": "{n} card(s)",
        "pile": "pile", "face_down": "{n} face down", "projects": "projects", "estate": "estate",
        "trios": "({n} trio{s}) ", "wild": "wild cloisters in: ", "storage": "storage",
        "stock": "silver {silver}  workers {workers}  goods {goods}  animals {animals}",
        "scored": "scored", "scored_line": "sold {sold}  VP cards {vp}  1st-trio: {first}  all-7: {all7}",
        "player": "Player {n}", "you": " (you)", "start_card": "  ◆ start card", "question": " (?)",
        "decide": "to decide: ", "then": " › then ", "drawn": "\ndrawn: ", "waiting": "\nnew project waiting: ",
        "sep": ", ",
    },
    "ja": {
        "head": "ラウンド{round}・ターン{turn}/6", "start": "・スタートプレイヤー{n}", "bonus": "  ラウンドボーナス:",
        "display": "ディスプレイ", "supply": "サプライ", "goods_piles": "商品の山", "animal_piles": "動物の山",
        "on_top": "一番上:{top}({n}枚)", "deck": "山札/捨て札", "drew": "このターンは銀3枚ドロー済み",
        "first_cards": "「1.」ボーナス", "all7_cards": "全7種ボーナス", "rival": "ライバル(アーロン)",
        "score": "得点", "first": "「1.」", "all7": "全7種", "piles_left": "残りの山",
        "result": "結果", "win": "勝利", "loss": "敗北", "hand": "手札", "cards": "{n}枚",
        "pile": "山札", "face_down": "裏向き{n}枚", "projects": "計画", "estate": "土地",
        "trios": "(3枚組{n}) ", "wild": "ワイルドの修道院:", "storage": "倉庫",
        "stock": "銀{silver}  労働者{workers}  商品 {goods}  動物 {animals}",
        "scored": "得点札", "scored_line": "売却済み {sold}  勝利点カード{vp}  「1.」:{first}  全7種:{all7}",
        "player": "プレイヤー{n}", "you": "(あなた)", "start_card": "  ◆ スタートプレイヤーカード",
        "question": "(?面)", "decide": "選択:", "then": " › 次に ", "drawn": "\n引いたカード:",
        "waiting": "\n待機中の新しい計画:", "sep": "、",
    },
}

_FRAME_TEXT: dict[str, dict[str, str]] = {
    "en": {"turn": "play a hand card as a die", "castle": "castle: extra action, any die value",
           "draw": "3-silver draw: keep a card or use it as a die", "overflow": "discard a project",
           "city_hall": "City Hall: place a project", "pick": "take a display card (or done)",
           "good": "take a good", "animal": "take an animal", "supply": "take a good or an animal",
           "warehouse": "Warehouse: sell one kind", "bonus": "choose the round bonus",
           "trade": "trade more (or done)", "end": "end the turn (or 3-silver draw)"},
    "ja": {"turn": "手札を1枚ダイスとして使う", "castle": "城:任意のダイス目で追加アクション",
           "draw": "銀3枚ドロー:1枚を計画にするかダイスとして使う", "overflow": "計画を1枚捨てる",
           "city_hall": "市役所:計画を1枚配置", "pick": "ディスプレイからカードを取る(または終了)",
           "good": "商品を取る", "animal": "動物を取る", "supply": "商品か動物を取る",
           "warehouse": "貯蔵所:1種類の商品を売る", "bonus": "ラウンドボーナスを選ぶ",
           "trade": "さらに交換する(または終了)", "end": "ターン終了(または銀3枚ドロー)"},
}

_CATEGORY_JA = {"triples": "3枚組", "first_bonus": "「1.」", "all_seven": "全7種", "vp_cards": "勝利点カード",
                "goods": "売却商品", "animals": "動物セット", "start_player": "スタートプレイヤー"}
_TYPE_JA = dict(zip(TYPE_NAMES, TYPE_NAMES_JA))
_BUILDING_JA = dict(zip(BUILDING_NAMES, BUILDING_NAMES_JA))
_GOODS_JA = dict(zip(GOODS_NAMES, GOODS_NAMES_JA))


def _type(t: str, lang: str) -> str:
    return _TYPE_JA[t] if lang == "ja" else t


def _animal(a: str, lang: str) -> str:
    return ANIMAL_NAMES_JA[ANIMAL_INDEX[a]] if lang == "ja" else a


def _goods(g: str, lang: str) -> str:
    return _GOODS_JA[g] if lang == "ja" else g


def _card(c: dict[str, Any], lang: str = "en", show_id: bool = True) -> Text:
    t = c["type"]
    style = TYPE_STYLE[TYPE_INDEX[t]]
    b = c["building"]
    name = (_BUILDING_JA[b] if lang == "ja" else b) if b else _type(t, lang)
    txt = Text()
    txt.append(f"{c['die']}", style="bold")
    txt.append(f" {name}", style=style)
    if show_id:
        txt.append(f" #{c['id']}", style="dim")
    return txt


def _cards(cards: list[dict[str, Any]], lang: str = "en") -> Text:
    out = Text()
    for i, c in enumerate(cards):
        if i:
            out.append(" | ", style="dim")
        out.append_text(_card(c, lang))
    if not cards:
        out.append("—", style="dim")
    return out


def _goods_counts(g: dict[str, int], lang: str) -> str:
    if lang == "ja":
        return "/".join(f"{_GOODS_JA[k]}{g[k]}" for k in GOODS_NAMES)
    return f"L{g['light']}/M{g['medium']}/D{g['dark']}"


def _player_panel(v: dict[str, Any], p: dict[str, Any], seat: int | None, lang: str) -> Panel:
    T = _T[lang]
    t = Table.grid(padding=(0, 1))
    t.add_column(style="bold")
    t.add_column()
    if p["hand"] is not None:
        t.add_row(T["hand"], _cards(p["hand"], lang))
    else:
        t.add_row(T["hand"], Text(T["cards"].format(n=p["hand_size"]), style="dim"))
    t.add_row(T["pile"], Text(T["face_down"].format(n=p["pile_size"]), style="dim"))
    t.add_row(T["projects"], _cards(p["projects"], lang))
    est = Text()
    for name in TYPE_NAMES:
        n = p["columns"][name]
        if n:
            est.append(f"{_SHORT[lang][name]}×{n} ", style=TYPE_STYLE[TYPE_INDEX[name]])
            if n >= 3:
                est.append(T["trios"].format(n=n // 3, s="s" if n // 3 != 1 else ""), style="dim")
    t.add_row(T["estate"], est if est.plain else Text("—", style="dim"))
    wild = [c for c in p["estate"] if c["type"] == "cloister" and c["column"] != "cloister"]
    if wild:
        t.add_row("", Text(T["wild"] + T["sep"].join(_type(c["column"], lang) for c in wild), style="dim"))
    animals = " ".join(f"{_animal(k, lang)}:{n}" for k, n in p["animals"].items() if n)
    t.add_row(T["storage"], Text(T["stock"].format(silver=p["silver"], workers=p["workers"],
                                                   goods=_goods_counts(p["goods"], lang), animals=animals)))
    first = T["sep"].join(_type(x, lang) for x in p["first_bonus"]) or "—"
    t.add_row(T["scored"], Text(T["scored_line"].format(sold=_goods_counts(p["sold_goods"], lang),
                                                        vp=p["vp_cards"], first=first,
                                                        all7=p["all_seven"] or "—")))
    cats = p["score_categories"]
    t.add_row(T["score"], Text(f"{p['score']}  ", style="bold") +
              Text(" ".join(f"{_CATEGORY_JA.get(k, k) if lang == 'ja' else k}={n}"
                            for k, n in cats.items() if n), style="dim"))
    title = T["player"].format(n=p["seat"] + 1)
    if p["seat"] == seat:
        title += T["you"]
    if v["current"] == p["seat"]:
        title = "▶ " + title
    if v["start_card"]["holder"] == p["seat"]:
        title += T["start_card"] + (T["question"] if v["start_card"]["side"] == "question" else "")
    return Panel(t, title=escape(title), border_style="cyan" if p["seat"] == seat else "white")


def _bonus_item(kind: str, n: int, lang: str) -> str:
    return f"{BONUS_NAMES_JA[kind]}{n}" if lang == "ja" else f"{n} {BONUS_NAMES[kind]}"


def render(st: BurgundyCardState, seat: int | None, lang: str = "en") -> Any:
    """A rich renderable of ``seat``'s view (None: a spectator), in English or Japanese."""
    lang = "ja" if lang == "ja" else "en"
    T = _T[lang]
    v = st.view(seat)
    head = Text()
    head.append(T["head"].format(round=v["round"], turn=v["turn"]), style="bold")
    head.append(T["start"].format(n=v["start_player"] + 1))
    head.append(T["bonus"] + T["sep"].join(_bonus_item(k, n, lang) for k, n in v["round_bonus"]), style="dim")

    disp = Table(title=T["display"], show_header=False, box=None, padding=(0, 1))
    disp.add_column(justify="right")
    disp.add_column()
    for i, row in enumerate(v["display"]):
        disp.add_row(Text(f"{_DIE[i]} {i + 1}", style="bold"), _cards(row, lang))

    sup = Table.grid(padding=(0, 1))
    sup.add_column(style="bold")
    sup.add_column()
    sup.add_row(T["goods_piles"], Text("  ".join(
        T["on_top"].format(top=_goods(x["top"], lang) if x["top"] else "—", n=x["size"])
        for x in v["goods_piles"])))
    sup.add_row(T["animal_piles"], Text("  ".join(
        T["on_top"].format(top=_animal(x["top"], lang) if x["top"] else "—", n=x["size"])
        for x in v["animal_piles"])))
    sup.add_row(T["deck"], f"{v['deck_size']} / {len(v['discard'])}")
    if v["silver_draw_used"]:
        sup.add_row("", Text(T["drew"], style="dim"))
    sup.add_row(T["first_cards"], T["sep"].join(_type(x, lang) for x in v["first_bonus_available"]) or "—")
    sup.add_row(T["all7_cards"], ", ".join(str(x) for x in v["all_seven_stack"]) or "—")

    parts: list[Any] = [head, Columns([Panel(disp), Panel(sup, title=T["supply"])])]
    if "rival" in v:
        r = v["rival"]
        rt = Text()
        for name in TYPE_NAMES:
            n = r["columns"][name]
            if n:
                rt.append(f"{_SHORT[lang][name]}×{n} ", style=TYPE_STYLE[TYPE_INDEX[name]])
        rt.append(f"\n{T['score']} {r['score']}", style="bold")
        rt.append(f"  {T['first']}: " + (T["sep"].join(_type(x, lang) for x in r["first_bonus"]) or "—")
                  + f"  {T['all7']}: {r['all_seven'] or '—'}")
        rt.append(f"  {T['piles_left']}: {r['piles_left']}", style="dim")
        if r["result"]:
            rt.append(f"\n{T['result']}: {T[r['result']]}",
                      style="bold red" if r["result"] == "loss" else "bold green")
        parts.append(Panel(rt, title=T["rival"], border_style="red"))
    for p in v["players"]:
        parts.append(_player_panel(v, p, seat, lang))
    if v["pending"] and not v["over"]:
        frames = _FRAME_TEXT[lang]
        pend = Text(T["decide"] + T["then"].join(frames.get(f["frame"], f["frame"])
                                                 for f in reversed(v["pending"])), style="yellow")
        for f in v["pending"]:
            if f.get("cards"):
                pend.append(T["drawn"])
                pend.append_text(_cards(f["cards"], lang))
            if f["frame"] == "overflow":
                pend.append(T["waiting"])
                pend.append_text(_card(f["card"], lang))
        parts.append(pend)
    return Group(*parts)
