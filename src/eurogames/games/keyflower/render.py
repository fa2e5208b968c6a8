"""Terminal rendering (rich) and action descriptions in English and Japanese."""

from __future__ import annotations

from typing import Any

from eurogames.core import Action, seat_name

from . import actions as A
from .data import (
    COLOURS,
    COLOURS_JA,
    RES_LETTER,
    RESOURCES,
    RESOURCES_JA,
    SBOAT_TEXT,
    SEASONS,
    SEASONS_JA,
    SKILLS,
    SKILLS_JA,
    TILES,
    tile_name,
)

_STYLE = ("blue", "red", "yellow", "green")


def _abbr(t: int, lang: str = "en") -> str:
    tile = TILES[t]
    if tile.family == "home":
        return f"H{tile.number}"
    if tile.family == "sboat":
        return "b" + str(tile.extra["code"])
    if tile.family == "order":
        return f"#{tile.number}"
    if lang == "ja":
        return tile.ja[:2]
    return tile.en.replace("'", "")[:4]


def _width(text: str) -> int:
    """Terminal columns of ``text`` (East Asian wide characters take two)."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def village_map(view: dict[str, Any], seat: int, lang: str = "en") -> str:
    """A small text map of a village (axial hexes drawn on offset rows)."""
    cells = view["villages"][seat]
    if not cells:
        return "（空）" if lang == "ja" else "(empty)"
    qs = [(c["q"], c["r"]) for c in cells]
    rmin = min(r for _, r in qs)
    rmax = max(r for _, r in qs)
    cmin = min(2 * q + r for q, r in qs)
    cmax = max(2 * q + r for q, r in qs)
    grid = {(c["r"], 2 * c["q"] + c["r"]): c for c in cells}
    lines = []
    for r in range(rmin, rmax + 1):
        line = ""
        col = cmin
        while col <= cmax + 1:
            c = grid.get((r, col))
            if c is None:
                line += "    "
                col += 1
                continue
            name = _abbr(c["tile"], lang)[:5] + ("*" if c["upgraded"] else "")
            line += f"[{name}{' ' * max(0, 6 - _width(name))}]"
            col += 2
        lines.append(line.rstrip())
    return "\n".join(lines)


_LABELS = {
    "phase": ("phase", "段階"), "turn": ("turn", "手番"), "start": ("start", "スタート"),
    "purple": ("purple", "紫"), "passes": ("passes in a row", "連続パス"), "bag": ("bag", "袋"),
    "greens": ("greens", "緑の在庫"), "offer": ("On offer / bids", "競り中のタイル・入札"),
    "tile": ("tile", "タイル"), "fb": ("front → back", "表 → 裏"), "colour": ("colour", "色"),
    "used": ("used", "使用"), "village": ("village", "の村"), "you": ("(you)", "（あなた）"),
    "keeples": ("keeples", "キープル"), "skills": ("skills", "スキル"), "boats": ("Boats", "ボート"),
    "boat": ("boat", "ボート"), "your_keeples": ("Your keeples: ", "あなたのキープル: "),
    "winter": ("Winter tiles: ", "冬タイル: "), "placing": ("Placing on", "配置中"),
    "bid": ("bid", "入札"), "use": ("use", "使用"),
    "left": ("Transport points left {0}, upgrades left {1}", "残り輸送力{0}、残りアップグレード{1}"),
    "final": ("Final scores", "最終得点"), "total": ("total", "合計"), "categories": ("categories", "内訳"),
    "seat": ("seat", "席"), "up": (" (up)", "（裏）"), "empty": ("(empty)", "（空）"),
    "owner": ("owner", "持ち主"),
}
_PHASES_JA = {"offer": "冬タイル選択", "main": "手番", "place": "キープル配置", "move": "輸送", "upgrade": "アップグレード",
              "boat": "ボート選択", "village": "村の拡張", "flip": "フリッパー", "over": "終了"}
_CATEGORIES_JA = {"tiles": "タイル", "storage": "置き場", "turn_order": "手番順タイル", "boat": "ボート",
                  "mercers_guild": "織物商ギルド", "windmill": "風車小屋", "watermill": "水車", "jeweller": "宝石職人",
                  "craftsmans_guild": "職人ギルド", "key_market": "キーマーケット", "apothecary": "薬屋",
                  "village_hall": "会館", "scribes": "書生", "key_guild": "キーギルド", "scholar": "学者",
                  "white_wind": "ホワイトウィンド", "spare_gold": "余った金"}


def _l(key: str, lang: str) -> str:
    en, ja = _LABELS[key]
    return ja if lang == "ja" else en


def render(state: Any, seat: int | None, lang: str = "en") -> Any:
    """The table for ``seat`` (only what its view shows), labels in English or Japanese."""
    from rich.console import Group
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    ja = lang == "ja"
    cnames = COLOURS_JA if ja else COLOURS
    snames = SKILLS_JA if ja else SKILLS
    v = state.view(seat)
    n = state.players
    parts: list[Any] = []
    head = Text()
    if ja:
        head.append(SEASONS_JA[v["season"]], style="bold")
        head.append(f"  {_l('phase', lang)}: {_PHASES_JA.get(v['phase'], v['phase'])}  {_l('turn', lang)}: "
                    f"{seat_name(v['turn'], lang)}  {_l('start', lang)}: {seat_name(v['start'], lang)}  "
                    f"{_l('purple', lang)}: {seat_name(v['purple'], lang)}  {_l('passes', lang)}: {v['passes']}  "
                    f"{_l('bag', lang)}: {v['bag_size']}  {_l('greens', lang)}: {v['green_supply']}")
    else:
        head.append(f"{SEASONS[v['season']].capitalize()} ({SEASONS_JA[v['season']]})", style="bold")
        head.append(f"  phase {v['phase']}  turn: {seat_name(v['turn'])}  start: {seat_name(v['start'])}"
                    f"  purple: {seat_name(v['purple'])}  passes in a row: {v['passes']}  bag {v['bag_size']}"
                    f"  greens {v['green_supply']}")
    parts.append(head)
    t = Table(title=_l("offer", lang), expand=False)
    t.add_column(_l("tile", lang))
    t.add_column(_l("fb", lang))
    t.add_column(_l("colour", lang))
    for s in range(n):
        t.add_column(seat_name(s, lang))
    t.add_column(_l("used", lang))
    for tid in list(v["offers"]) + list(v["orders"]):
        m = v["marks"].get(str(tid), {})
        bids = m.get("bids", [[-1, 0]] * n)
        col = m.get("colour", -1)
        row: list[Any] = [f"{tid} {tile_name(tid, lang)}", _tile_text(tid, lang), cnames[col] if col >= 0 else "-"]
        for c, k in bids:
            row.append(Text(f"{k} {cnames[c]}", style=_STYLE[c]) if k else Text(""))
        used = m.get("used", [0, 0, 0, 0])
        row.append(_counts(used, cnames) if any(used) else "")
        t.add_row(*row)
    parts.append(t)
    for s in range(n):
        title = (f"{seat_name(s, lang)}{_l('village', lang)}" if ja else f"{seat_name(s)} village") + \
            ("  " + _l("you", lang) if s == seat else "") + \
            f"  {_l('keeples', lang)} {v['hand_sizes'][s]}  {_l('skills', lang)} {v['skill_counts'][s]}"
        lines = [village_map(v, s, lang)]
        for c in v["villages"][s]:
            extra = ""
            if any(c["resources"]):
                extra = " " + _counts(c["resources"], RESOURCES_JA if ja else RESOURCES)
            m = v["marks"].get(str(c["tile"]))
            if m and any(m["used"]):
                extra += f"  {_l('used', lang)}: " + _counts(m["used"], cnames)
            lines.append(f"{c['tile']:>2} {tile_name(c['tile'], lang)}{_l('up', lang) if c['upgraded'] else ''}{extra}")
        parts.append(Panel("\n".join(lines), title=title, expand=False))
    bt = Table(title=_l("boats", lang), expand=False)
    bt.add_column(_l("boat", lang))
    bt.add_column(_l("keeples", lang))
    bt.add_column(_l("skills", lang))
    for b, info in v["boats"].items():
        bt.add_row(tile_name(int(b), lang), _counts(info["keeples"], cnames), _counts(info["skills"], snames))
    parts.append(bt)
    if seat is not None:
        me = Text()
        me.append(_l("your_keeples", lang))
        for c, k in v["hand"].items():
            me.append(f"{k} {cnames[COLOURS.index(c)]}  ", style=_STYLE[COLOURS.index(c)])
        me.append((" スキル: " if ja else " skills: ") +
                  ", ".join(f"{k} {snames[SKILLS.index(x)]}" for x, k in v["skills"].items()))
        if v["winter_hand"]:
            me.append("\n" + _l("winter", lang) + ", ".join(tile_name(x, lang) for x in v["winter_hand"]))
        if v["pending"]:
            p = v["pending"]
            me.append(f"\n{_l('placing', lang)} {tile_name(p['tile'], lang)} ({_l(p['mode'], lang)}): "
                      f"{_counts(p['keeples'], cnames)}")
        if v["transport_left"] or v["upgrades_left"]:
            me.append("\n" + _l("left", lang).format(v["transport_left"], v["upgrades_left"]))
        parts.append(me)
    if "final" in v:
        ft = Table(title=_l("final", lang))
        ft.add_column(_l("seat", lang))
        ft.add_column(_l("total", lang))
        ft.add_column(_l("categories", lang))
        for s, sc in enumerate(v["final"]):
            cats = ", ".join(f"{_CATEGORIES_JA.get(k, k) if ja else k} {p}" for k, p in sc["categories"].items())
            lines = sc.get("details", {}).get("lines", {}).get(lang, [])
            ft.add_row(seat_name(s, lang), str(sc["total"]), "\n".join([cats, *lines]))
        parts.append(ft)
    return Group(*parts)


def _counts(c: list[int], names: tuple[str, ...]) -> str:
    return ", ".join(f"{k} {names[i]}" for i, k in enumerate(c) if k) or "-"


def _side_text(side: Any, lang: str = "en") -> str:
    ja = lang == "ja"
    if side is None:
        return "-"
    k = side.kind
    bits = []
    if k == "transport":
        bits.append(f"輸送{side.transport}・改良{side.upgrades}" if ja else f"move {side.transport} / up {side.upgrades}")
    if k == "pay_keeple":
        if ja:
            bits.append(f"{COLOURS_JA[side.pay_colour] if side.pay_colour >= 0 else '任意の'}キープルを払う")
        else:
            bits.append(f"pay {COLOURS[side.pay_colour] if side.pay_colour >= 0 else 'any'} keeple")
    if k == "pay_skill":
        if ja:
            bits.append(f"{SKILLS_JA[side.pay_skill] if side.pay_skill >= 0 else '任意のスキル'}を払う")
        else:
            bits.append(f"pay {SKILLS[side.pay_skill] if side.pay_skill >= 0 else 'any'} skill")
    if k == "choose1":
        bits.append("木/石/鉄を1" if ja else "+1 wood/stone/iron")
    if any(side.res):
        if ja:
            bits.append("+" + "".join(f"{RESOURCES_JA[i]}{v}" for i, v in enumerate(side.res) if v))
        else:
            bits.append("+" + "".join(f"{v}{RES_LETTER[i]}" for i, v in enumerate(side.res) if v))
    if side.keeples:
        bits.append(f"+キープル{side.keeples}" if ja else f"+{side.keeples} keeple")
    if side.skills:
        bits.append(f"+スキル{side.skills}" if ja else f"+{side.skills} skill")
    if side.greens:
        bits.append(f"+緑{side.greens}" if ja else f"+{side.greens} green")
    if side.vp:
        bits.append(f"{side.vp}点" if ja else f"{side.vp}VP")
    return " ".join(bits) or ("アクションなし" if ja else "no action")


def _tile_text(t: int, lang: str = "en") -> str:
    tile = TILES[t]
    ja = lang == "ja"
    if tile.family == "winter":
        return str(tile.extra["text_ja" if ja else "text"])
    if tile.family == "sboat":
        code = str(tile.extra["code"])
        en_txt, ja_txt = SBOAT_TEXT[code]
        return f"{code}: {ja_txt if ja else en_txt}"
    if tile.family == "order":
        return "ボートを選ぶ順番" if ja else "boat choice order"
    if tile.store is not None:
        acc, rf, rb = tile.store
        if ja:
            what = "資源" if acc < 0 else f"{RESOURCES_JA[acc]}か金"
            return f"{what}1個につき{rf}点 → {rb}点"
        what = "any resource" if acc < 0 else f"{RESOURCES[acc]} or gold"
        return f"{rf} per {what} on it → {rb}"
    return f"{_side_text(tile.front, lang)} → {_side_text(tile.back, lang)}"


def describe(action: Action, lang: str = "en") -> str:
    ja = lang == "ja"
    tn = (lambda t: tile_name(t, "ja")) if ja else tile_name
    tp = type(action)
    if tp is A.Pass:
        return "パスする" if ja else "Pass"
    if isinstance(action, A.Bid):
        return f"{tn(action.tile)}に入札する" if ja else f"Bid on {tn(action.tile)}"
    if isinstance(action, A.Use):
        side = TILES[action.tile]
        extra = ""
        if action.opt >= 100:
            g = action.opt - 100
            extra = (f"（{tn(g)}の競り負けたキープルで払う）" if ja else f" (pay with your outbid keeples from {tn(g)})")
        elif action.opt >= 0:
            kind = side.front.kind
            if kind == "choose1" or (side.back is not None and side.back.kind == "choose1"):
                extra = (f"（{RESOURCES_JA[action.opt]}を得る）" if ja else f" (take {RESOURCES[action.opt]})")
            elif kind == "pay_skill":
                extra = (f"（{SKILLS_JA[action.opt]}を払う）" if ja else f" (pay a {SKILLS[action.opt]})")
            else:
                extra = (f"（{COLOURS_JA[action.opt]}のキープルを払う）" if ja else f" (pay a {COLOURS[action.opt]} keeple)")
        return f"{tn(action.tile)}を使う{extra}" if ja else f"Use {tn(action.tile)}{extra}"
    if isinstance(action, A.Merge):
        return (f"{tn(action.tile)}の競り負けたキープルを移す" if ja
                else f"Move your outbid keeples from {tn(action.tile)}")
    if isinstance(action, A.Add):
        return (f"{COLOURS_JA[action.colour]}のキープルを{action.n}個置く" if ja
                else f"Place {action.n} {COLOURS[action.colour]} keeple(s)")
    if tp is A.Confirm:
        return "配置を確定する" if ja else "Confirm the placement"
    if isinstance(action, A.Move):
        return (f"{RESOURCES_JA[action.res]}を{tn(action.frm)}から{tn(action.to)}へ運ぶ" if ja
                else f"Move 1 {RESOURCES[action.res]} from {tn(action.frm)} to {tn(action.to)}")
    if tp is A.StopMove:
        return "輸送を終えてアップグレードへ" if ja else "Stop transporting"
    if isinstance(action, A.Upgrade):
        names = RESOURCES_JA + SKILLS_JA if ja else RESOURCES + SKILLS
        pay = "、".join(f"{names[i]}{v}" for i, v in enumerate(action.pay) if v) if ja else \
            ", ".join(f"{v} {names[i]}" for i, v in enumerate(action.pay) if v)
        return f"{tn(action.tile)}をアップグレード（{pay}）" if ja else f"Upgrade {tn(action.tile)} paying {pay}"
    if tp is A.Finish:
        return "アクションを終える" if ja else "End the action"
    if isinstance(action, A.ChooseBoat):
        return f"ボート{tn(action.boat)}を選ぶ" if ja else f"Take the boat {tn(action.boat)}"
    if isinstance(action, A.OfferWinter):
        return f"冬タイル{tn(action.tile)}を出す" if ja else f"Offer the winter tile {tn(action.tile)}"
    if tp is A.DoneOffering:
        return "冬タイルの選択を終える" if ja else "Done choosing winter tiles"
    if isinstance(action, A.Place):
        return (f"{tn(action.tile)}を({action.q},{action.r})に回転{action.rot}で置く" if ja
                else f"Place {tn(action.tile)} at ({action.q},{action.r}) rotated {action.rot}")
    if isinstance(action, A.Flip):
        return f"{tn(action.tile)}を無料で裏返す" if ja else f"Flip {tn(action.tile)} for free"
    return str(action.notation())
