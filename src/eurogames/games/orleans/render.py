"""Terminal rendering for ``eurogames play orleans`` (rich)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eurogames.core import seat_name

from .data import (
    CITY_EN,
    CITY_JA,
    CODE_TYPE,
    DEED_EN,
    DEED_JA,
    DEED_SPACES,
    DEEDS,
    EDGES,
    EVENT_EN,
    EVENT_JA,
    FOLLOWER_EN,
    FOLLOWER_JA,
    GOOD_EN,
    GOOD_JA,
    NBASE,
    PLACE_EN,
    PLACE_JA,
    PLACES,
    SPACE_START,
    TECH,
    TILES,
    TRACK_LEN,
)
from .scoring import dev_level

if TYPE_CHECKING:
    from .state import OrleansState

TRACK_SHORT = {"en": ("Fa", "Bo", "Cr", "Tr", "Kn", "Sc"), "ja": ("農", "船", "職", "商", "騎", "学")}
SHORT = {"en": ("Fa", "Bo", "Cr", "Tr", "Kn", "Sc", "Mo", "any", "nt"),
         "ja": ("農", "船", "職", "商", "騎", "学", "僧", "任意", "他")}
STAGE_NAME = {
    "en": {0: "place-tile exclusion", 3: "phase 3: drawing followers", 4: "phase 3: drawing followers",
           5: "phase 4: planning", 6: "phase 4: planning", 7: "phase 5: actions", 8: "phase 5: actions",
           11: "game over"},
    "ja": {0: "場所タイルの除外", 3: "フェーズ3:ワーカー", 4: "フェーズ3:ワーカー", 5: "フェーズ4:計画",
           6: "フェーズ4:計画", 7: "フェーズ5:アクション", 8: "フェーズ5:アクション", 11: "ゲーム終了"},
}
TEXT = {
    "en": {
        "round": "Round", "event": "event", "start": "start player:", "turn": "turn:",
        "passed": "passed", "plan_done": "planning done", "planning": "planning…", "pts": "pts",
        "coins": "coins", "dev": "development", "level": "level", "citizens": "citizens",
        "stations": "stations", "on_map": "on map", "left": "left", "merchant": "merchant in",
        "goods": "goods", "tracks": "tracks", "bag": "bag", "market": "market", "ability": "ability",
        "places": "places", "tech_wait": "technology tiles waiting to be placed",
        "you": "(you)", "map": "Map (— road, ≈ waterway; ◀n = next to the merchant of seat n)",
        "trading": "Trading stations (by seat number)", "none": "none", "done": "done", "deeds": "Beneficial deeds (free/total)",
        "tiles": "Place tiles available", "tech_left": "technology tiles left", "supply": "Supply",
        "bath": "Bathhouse drew", "food": "give food", "penalty": "pay a penalty ({n} left)", "must": " must ",
        "codes": "Codes: Fa farmer, Bo boatman, Cr craftsman, Tr trader, Kn knight, Sc scholar, Mo monk; "
                 "CAPITALS = own-colour followers; nt = any non-own follower.",
    },
    "ja": {
        "round": "ラウンド", "event": "イベント", "start": "開始プレイヤー:", "turn": "手番:",
        "passed": "パス済み", "plan_done": "計画完了", "planning": "計画中…", "pts": "点",
        "coins": "コイン", "dev": "発展", "level": "レベル", "citizens": "市民",
        "stations": "拠点", "on_map": "地図上", "left": "残り", "merchant": "旅商人:",
        "goods": "商品", "tracks": "トラック", "bag": "バッグ", "market": "広場", "ability": "常時効果",
        "places": "場所", "tech_wait": "配置待ちの技術チップ",
        "you": "(あなた)", "map": "地図(— 道路、≈ 水路、◀n = 席nの旅商人がいる町に接続)",
        "trading": "拠点(席番号)", "none": "なし", "done": "完成", "deeds": "善行(空き/全体)",
        "tiles": "獲得できる場所タイル", "tech_left": "技術チップ残り", "supply": "ストック",
        "bath": "大浴場で引いたワーカー", "food": "食品を払う", "penalty": "懲罰を受ける(残り{n})", "must": "は",
        "codes": "略号:農 農民、船 船員、職 職人、商 商人、騎 騎士、学 学者、僧 僧侶;[自]=自色ワーカー;"
                 "他=自色以外の任意のワーカー。",
    },
}


def _short(city: int, lang: str = "en") -> str:
    if lang == "ja":
        return CITY_JA[city]
    return CITY_EN[city].replace("Saint-Amand-Montrond", "St-Amand").replace("-sur-Creuse", "")


def _code(c: int, lang: str = "en") -> str:
    s = SHORT[lang][CODE_TYPE[c]]
    if c >= 7:
        return f"[{s}]" if lang == "ja" else s.upper()
    return s


def render(st: OrleansState, seat: int | None, lang: str = "en") -> Any:
    """A rich renderable of the table as ``seat`` sees it, in English or Japanese (``lang``)."""
    from rich.columns import Columns
    from rich.console import Group
    from rich.panel import Panel

    from .view import _hidden_slots, _market_cap

    lang = "ja" if lang == "ja" else "en"
    t = TEXT[lang]
    ja = lang == "ja"
    event_names = EVENT_JA if ja else EVENT_EN
    place_names = PLACE_JA if ja else PLACE_EN
    good_names = GOOD_JA if ja else GOOD_EN
    city_names = CITY_JA if ja else CITY_EN
    sh = SHORT[lang]
    head = (f"[b]{t['round']} {st.round}/18[/b] — {t['event']}: "
            f"[magenta]{event_names[st.event] if st.event >= 0 else '-'}[/magenta]"
            f" — {t['start']} {seat_name(st.start_player, lang)} — {STAGE_NAME[lang].get(st.stage, '')}"
            + (f" — {t['turn']} {seat_name(st.turn, lang)}" if st.stage == 8 else ""))
    parts: list[Any] = [head]
    scores = st.scores()
    for p in range(st.players):
        slots, market = _hidden_slots(st, p, seat)
        goods = " ".join(f"{good_names[g]}×{n}" for g, n in enumerate(st.goods[p]) if n) or "-"
        bag = " ".join(_code(c, lang) for c in sorted(st.bag[p])) or "-"
        mk = " ".join(_code(c, lang) for c in sorted(market)) or "-"
        tracks = " ".join(f"{TRACK_SHORT[lang][i]} {st.tracks[p][i]}/{TRACK_LEN[i]}" for i in range(6))
        status = []
        if st.stage == 8 and st.passed[p]:
            status.append(t["passed"])
        if st.stage == 6:
            status.append(t["plan_done"] if st.plan_done[p] else t["planning"])
        lines = [
            (f"[b]{scores[p].total} {t['pts']}[/b] · {t['coins']} {st.coins[p]} · {t['dev']} {st.dev[p]} "
             f"({t['level']} {dev_level(st.dev[p])}) · {t['citizens']} {st.citizens[p]} · {t['stations']} "
             f"{t['on_map']} {st.stations_on_map(p)}, {t['left']} {st.stock[p]} · "
             f"{t['merchant']} {city_names[st.merchant[p]]}"),
            f"{t['goods']}: {goods}   {t['tracks']}: {tracks}",
            f"{t['bag']}: {bag}   {t['market']} ({len(market)}/{_market_cap(st, p, slots)}): [b]{mk}[/b]",
        ]
        cells = []
        for pl in range(len(PLACES)):
            if not st.owned[p] >> pl & 1:
                continue
            if SPACE_START[pl] == SPACE_START[pl + 1]:
                cells.append(f"[cyan]{place_names[pl]}[/cyan] ({t['ability']})")
                continue
            sp = []
            full = True
            anyf = False
            for s in range(SPACE_START[pl], SPACE_START[pl + 1]):
                c = slots[s]
                need = sh[st.space_req[s]]
                if c == TECH:
                    sp.append(f"[yellow]{need}=tech[/yellow]" if not ja else f"[yellow]{need}=技術[/yellow]")
                elif c >= 0:
                    sp.append(f"[green]{need}={_code(c, lang)}[/green]")
                    anyf = True
                else:
                    sp.append(f"[dim]{need}[/dim]")
                    full = False
            act = anyf if pl in (9, 26) else full
            mark = "[b green]✔[/b green]" if act else ""
            cells.append(f"{mark}{place_names[pl]}〔{' '.join(sp)}〕" if ja else
                         f"{mark}{place_names[pl]}\\[{' '.join(sp)}]")
        lines.append(f"{t['places']}: " + "  ".join(cells))
        if st.tech_pending[p]:
            lines.append(f"{t['tech_wait']}: {len(st.tech_pending[p])}")
        title = seat_name(p, lang) + (f" {t['you']}" if p == seat else "") + \
            (f" — {', '.join(status)}" if status else "")
        parts.append(Panel("\n".join(lines), title=title, title_align="left"))
    routes = []
    for e, (a, b, k, _x) in enumerate(EDGES):
        g = ",".join(good_names[x] for x in st.edge_goods[e]) or "·"
        here = [str(p + 1) for p in range(st.players) if st.merchant[p] in (a, b)]
        routes.append(f"{'≈' if k else '—'} {_short(a, lang)}–{_short(b, lang)} {g}"
                      + (f" [b]◀{''.join(here)}[/b]" if here else ""))
    parts.append(Panel(Columns(routes, column_first=True), title=t["map"], title_align="left"))
    stations = ", ".join(f"{city_names[c]}:{'/'.join(str(p + 1) for p in o)}" for c, o in enumerate(st.city_st) if o) \
        or t["none"]
    parts.append(f"{t['trading']}: {stations}")
    deed_names = DEED_JA if ja else DEED_EN
    deeds = "; ".join(
        f"{deed_names[d]} " + (f"[b]{t['done']} ({seat_name(st.deed_cit[d], lang)})[/b]" if st.deed_cit[d] >= 0 else
                               " ".join(f"{sh[x]}{st.deed_free[d][x]}/{DEED_SPACES[d][x]}"
                                        for x in range(7) if DEED_SPACES[d][x]))
        for d in range(len(DEEDS)))
    parts.append(f"{t['deeds']}: {deeds}")
    tiles = " ".join(f"{place_names[NBASE + x]}({'I' if st.tile_cat[x] == 1 else 'II'})"
                     for x in range(len(TILES)) if st.tiles_avail >> x & 1)
    parts.append(f"{t['tiles']}: {tiles or '-'}  |  {t['tech_left']}: {st.tech_stack}")
    fol_names = FOLLOWER_JA if ja else FOLLOWER_EN
    parts.append(f"{t['supply']}: " + " ".join(f"{fol_names[x]}×{st.supply_f[x]}" for x in range(7)) + "  |  " +
                 " ".join(f"{good_names[g]}×{st.supply_g[g]}" for g in range(5)))
    if st.sub_kind == 2:
        parts.append(f"{t['bath']}: " + " ".join(_code(c, lang) for c in st.sub_data[1:]))
    if st.queue:
        q = st.queue[0]
        what = t["food"] if q[1] == 0 else t["penalty"].format(n=q[2])
        parts.append(f"[red]{seat_name(q[0], lang)}{t['must']}{what}[/red]")
    parts.append(f"[dim]{t['codes']}[/dim]")
    return Group(*parts)
