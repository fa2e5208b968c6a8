"""Terminal rendering (rich) and action descriptions in English and Japanese."""

from __future__ import annotations

from typing import Any

from eurogames.core import seat_name

from . import actions as A
from .data import (
    CARDS,
    COIN,
    COLOUR_EN,
    COLOUR_JA,
    COLOURS,
    CP,
    DAIMYO,
    FOOD,
    GARDENS,
    IRON,
    PEARL,
    RES_JA,
    SEAL,
    SPACE_EN,
    SPACE_INDEX,
    SPACE_JA,
    SPACE_NAMES,
    WORKER_EN,
    WORKER_JA,
    YARD_TILES,
    YARDS,
)

_STYLE = ("red", "bright_black", "white")
_RES_EN = {"food": "food", "iron": "iron", "pearl": "pearl", "coin": "coin", "seal": "seal", "cp": "CP"}
_RES_JA = {"food": "食料", "iron": "鉄", "pearl": "真珠", "coin": "コイン", "seal": "紋章", "cp": "CP"}


# ----- effect text -------------------------------------------------------------------------

def effect_text(e: tuple[Any, ...], lang: str = "en") -> str:
    """A short text for one effect tuple.

    >>> effect_text(("pay", 3, ("worker", "G", 0)))
    'pay 3 coins: gardener'
    """
    k = e[0]
    ja = lang == "ja"
    if k in _RES_EN:
        return f"+{e[1]} {_RES_JA[k] if ja else _RES_EN[k]}"
    if k == "choice":
        return f"+{e[1]} 好きな資源" if ja else f"+{e[1]} any resource"
    if k == "pot":
        return f"季節+{e[1]}" if ja else f"+{e[1]} Passage"
    if k == "lantern":
        return "灯籠" if ja else "Lantern"
    if k == "well":
        return "井戸" if ja else "Well"
    if k == "lightbg":
        return "明るいアクション" if ja else "any light action"
    if k == "domain":
        return "個人ボード" if ja else "domain row"
    if k == "worker":
        name = WORKER_JA[e[1]] if ja else WORKER_EN[e[1]]
        if e[2]:
            return f"紋章{e[2]}→{name}" if ja else f"seal→{name}"
        return name
    if k == "pay":
        inner = effect_text(e[2], lang)
        return f"コイン{e[1]}払い:{inner}" if ja else f"pay {e[1]} coins: {inner}"
    if k == "dtile":
        if e[1] < 0:
            return "任意のダイスタイル" if ja else "any die-tile action"
        return (f"{COLOUR_JA[e[1]]}のダイスタイル" if ja else f"{COLOUR_EN[e[1]]} die-tile action")
    if k == "decree":
        return f"布告({_RES_JA[e[1]]})" if ja else f"decree ({e[1]})"
    return str(e)


def effects_text(effects: tuple[Any, ...], lang: str = "en") -> str:
    return ", ".join(effect_text(e, lang) for e in effects)


def card_text(cid: str | None, lang: str = "en") -> str:
    if not cid:
        return "-"
    card = CARDS[cid]
    parts = []
    for b in card.blocks:
        rows = "".join("tmb"[r] for r in b.rows)
        parts.append(f"{rows}{'' if b.light else '*'}: {effects_text(b.effects, lang)}")
    return f"{cid} " + " | ".join(parts)


# ----- descriptions ------------------------------------------------------------------------

def describe_action(action: Any, lang: str = "en") -> str:
    """A short sentence for a button or log line, in English or Japanese."""
    ja = lang == "ja"
    a = action
    if isinstance(a, A.PickPair):
        return f"スタートカードの組{a.pair + 1}を取る" if ja else f"Take starting pair {a.pair + 1}"
    if isinstance(a, A.Take):
        c = A.COLOURS_INDEX[a.bridge]
        if ja:
            return f"{COLOUR_JA[c]}の橋の{'左' if a.end == 'L' else '右'}端のダイスを取る"
        return f"Take the die at the {'left' if a.end == 'L' else 'right'} end of the {COLOUR_EN[c]} bridge"
    if isinstance(a, A.Place):
        s = SPACE_INDEX[a.space]
        return f"ダイスを{SPACE_JA[s]}に置く" if ja else f"Place the die on {SPACE_EN[s]}"
    if isinstance(a, A.ChooseResource):
        return f"{_RES_JA[a.kind]}を1つ得る" if ja else f"Take 1 {a.kind}"
    if isinstance(a, A.PayGate):
        if a.pay:
            return "紋章を払って次の季節へ進む" if ja else "Pay seals to enter the next season"
        return "季節の門の手前で止まる" if ja else "Stop before the season gate"
    if isinstance(a, A.PlaceGardener):
        b = COLOURS[(a.plot - 1) // 2]
        kind = "植物" if (a.plot - 1) % 2 == 0 else "石"
        if ja:
            return f"庭師を{COLOUR_JA[A.COLOURS_INDEX[b]]}の橋の下の{kind}の庭園に置く"
        return f"Place a gardener on the {'plant' if kind == '植物' else 'stone'} garden under the " \
               f"{COLOUR_EN[A.COLOURS_INDEX[b]]} bridge"
    if isinstance(a, A.PlaceWarrior):
        return f"侍を鉄{a.yard}の訓練場に置く" if ja else f"Place a warrior in the {a.yard}-iron yard"
    if isinstance(a, A.Audience):
        return "コイン2で藩士を城門へ(謁見)" if ja else "Pay 2 coins: a courtier goes to the Gate"
    if isinstance(a, A.Promote):
        floor_ja = ("城門", "1階", "2階", "3階")
        floor_en = ("the Gate", "the 1st floor", "the 2nd floor", "the 3rd floor")
        room_ja = f"({SPACE_JA[SPACE_INDEX[a.room]]})" if a.room else ""
        room_en = f" ({SPACE_EN[SPACE_INDEX[a.room]]})" if a.room else ""
        if ja:
            return f"藩士を{floor_ja[a.frm]}から{floor_ja[a.to]}{room_ja}へ昇進させる"
        return f"Promote a courtier from {floor_en[a.frm]} to {floor_en[a.to]}{room_en}"
    if isinstance(a, A.ChooseDaimyoSpace):
        return f"大名カードのマス{a.space}を取る" if ja else f"Take bonus space {a.space} of the Daimyo's Favor"
    if isinstance(a, A.ChooseBlock):
        if a.room == "card":
            return f"取ったカードのブロック{a.block}を実行" if ja else f"Perform block {a.block} of the taken card"
        s = SPACE_INDEX[a.room]
        return f"{SPACE_JA[s]}のカードのブロック{a.block}を実行" if ja else \
            f"Perform block {a.block} of the card in {SPACE_EN[s]}"
    if isinstance(a, A.ChooseRow):
        c = A.COLOURS_INDEX[a.row]
        return f"個人ボードの{COLOUR_JA[c]}の列を発動" if ja else f"Activate your {COLOUR_EN[c]} domain row"
    if isinstance(a, A.ChooseWorker):
        return f"{WORKER_JA[a.kind]}アクションを行う" if ja else f"Perform the {WORKER_EN[a.kind]} action"
    if isinstance(a, A.First):
        return f"タイル{a.which}を先に解決" if ja else f"Resolve tile {a.which} first"
    if isinstance(a, A.Activate):
        return f"庭園{a.plot}を再発動" if ja else f"Activate garden {a.plot} again"
    if isinstance(a, A.PutCard):
        c = A.COLOURS_INDEX[a.row]
        return f"取ったカードを{COLOUR_JA[c]}の列のアクション欄に置く" if ja else \
            f"Put the taken card on your {COLOUR_EN[c]} row's action space"
    if isinstance(a, A.Skip):
        return "行わない/終了" if ja else "Skip / done"
    if isinstance(a, A.Convert):
        k = a.kind
        if k == "coin":
            return "紋章1をコイン1に交換" if ja else "Trade 1 seal for 1 coin"
        if k.startswith("seal_"):
            src = k[5:]
            if src == "coin":
                return "コイン1を紋章1に交換" if ja else "Trade 1 coin for 1 seal"
            if "_" in src:
                x, y = src.split("_")
                return f"{_RES_JA[x]}1と{_RES_JA[y]}1を紋章1に交換" if ja else \
                    f"Trade 1 {x} and 1 {y} for 1 seal"
            return f"{_RES_JA[src]}2を紋章1に交換" if ja else f"Trade 2 {src} for 1 seal"
        return f"紋章を{_RES_JA[k]}1に交換" if ja else f"Trade seals for 1 {k}"
    return str(a.notation())


# ----- rich rendering -------------------------------------------------------------------------

_FRAME_LABEL = {
    "pick": "choose a starting pair", "take": "take a die", "place": "place the die",
    "choice": "choose a resource", "gate": "pay the season gate?", "C": "courtier action",
    "G": "gardener action", "W": "warrior action", "dtile": "die-tile action",
    "lightbg": "light-background action", "domain": "domain row action",
    "outside": "choose an action", "order": "order of the yard tiles",
    "light": "light block of the taken card", "slot": "row for the taken card", "daimyo": "Daimyo's Favor space",
    "rgard": "garden re-activation", "end": "end of your last turn (conversions)",
}
_FRAME_LABEL_JA = {
    "pick": "スタートカードの組を選ぶ", "take": "ダイスを取る", "place": "ダイスを置く",
    "choice": "資源を選ぶ", "gate": "季節の門で紋章を払う?", "C": "藩士アクション",
    "G": "庭師アクション", "W": "侍アクション", "dtile": "ダイスタイルのアクション",
    "lightbg": "明るい背景のアクション", "domain": "個人ボードの列のアクション",
    "outside": "アクションを選ぶ", "order": "訓練場タイルの順番",
    "light": "取ったカードの明るいブロック", "slot": "取ったカードを置く列", "daimyo": "大名の恩恵のマス",
    "rgard": "庭園の再発動", "end": "最後の手番の終了(交換)",
}


def frame_label(kind: str, lang: str = "en") -> str:
    """The pending decision's name, in English or Japanese."""
    table = _FRAME_LABEL_JA if lang == "ja" else _FRAME_LABEL
    return table.get(kind, kind)


def _die(c: int, v: int) -> str:
    return f"[{_STYLE[c]} reverse] {v} [/]"


def render(state: Any, seat: Any, lang: str = "en") -> Any:
    """A rich renderable of the whole (open) table, in English or Japanese."""
    from rich.console import Group
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    ja = lang == "ja"

    def t(en: str, jp: str) -> str:
        return jp if ja else en

    colour = COLOUR_JA if ja else COLOUR_EN
    st = state
    n_turns = 3 * st.players
    if st.phase == "over":
        status = t("[bold green]game over[/]", "[bold green]ゲーム終了[/]")
    else:
        status = f"[bold]{seat_name(st.actor, lang)}[/]" + t(" to act", "の番")
        if st.stack:
            status += f" — {frame_label(st.stack[-1][0], lang)}"
    head = Text.from_markup(
        t(f"[bold]The White Castle[/]  round {st.round}/3  turn {min(st.turn, n_turns)}/{n_turns}  order ",
          f"[bold]ホワイトキャッスル[/]  ラウンド {st.round}/3  手番 {min(st.turn, n_turns)}/{n_turns}  手番順 ")
        + " > ".join(seat_name(s, lang) for s in st.order) + "  " + status)
    bridges = Table(title=t("Bridges (left → right)", "橋(左 → 右)"), show_header=False, box=None)
    for c in range(3):
        dice = " ".join(_die(c, v) for v in st.bridges[c]) or "-"
        gardens = "  ".join(
            f"{i + 1}:{g}({GARDENS[g].food}{t('f', '食')}/{GARDENS[g].cp}cp "
            f"{effect_text(GARDENS[g].effect, lang)}) "
            + ", ".join(seat_name(s, lang) for s in range(st.players) if st.gardeners[i] >> s & 1)
            for i, g in ((2 * c, st.gardens[2 * c]), (2 * c + 1, st.gardens[2 * c + 1])))
        bridges.add_row(f"[{_STYLE[c]}]{colour[c]}[/]", dice, gardens)
    if st.held:
        bridges.add_row(t("held", "手元"), _die(st.held[0], st.held[1]),
                        t("from the left: Lantern", "左端から:灯籠") if st.held[2] else "")
    castle = Table(title=t("Castle", "城"), show_lines=False)
    castle.add_column(t("space", "場所"))
    castle.add_column(t("tiles", "タイル"))
    castle.add_column(t("card", "カード"))
    castle.add_column(t("dice", "ダイス"))
    space_names = SPACE_JA if ja else SPACE_NAMES
    for r in range(5):
        tiles = " ".join(f"[{_STYLE[c]}]■[/]" for c in st.room_tiles[r])
        dice = " ".join(f"{_die(c, v)}{seat_name(s, lang)}" for c, v, s in st.spaces[r])
        castle.add_row(f"{space_names[r]} ({3 if r < 3 else 4})", tiles,
                       card_text(st.room_cards[r], lang), dice)
    for s in (5, 6):
        offer = (t("gardener/courtier", "庭師/藩士"), t("courtier/warrior", "藩士/侍"))[s - 5]
        castle.add_row(f"{space_names[s]} (5)", t("any", "任意"), offer,
                       " ".join(f"{_die(c, v)}{seat_name(p, lang)}" for c, v, p in st.spaces[s]))
    castle.add_row(f"{space_names[7]} (1)", t("any", "任意"),
                   t("+1 seal, ", "+1 紋章, ") + effects_text(tuple(e for _, e in st.well), lang),
                   " ".join(f"{_die(c, v)}{seat_name(p, lang)}" for c, v, p in st.spaces[7]))
    daimyo = " | ".join(f"{i + 1}: {effect_text(e, lang)}"
                        + (f" ({seat_name(st.daimyo_spaces[i], lang)})" if st.daimyo_spaces[i] >= 0 else "")
                        for i, e in enumerate(DAIMYO[st.daimyo]))
    castle.add_row(t("3rd floor", "3階"), "", f"{st.daimyo} {daimyo}", "")
    castle.caption = t(f"decks: stewards {len(st.deck_s)}, diplomats {len(st.deck_d)}",
                       f"山札:給仕 {len(st.deck_s)}、交流 {len(st.deck_d)}")
    yards = "  ".join(
        t(f"yard {YARDS[y][0]} iron ({YARDS[y][1]}/warrior): ",
          f"訓練場 鉄{YARDS[y][0]}(侍1人{YARDS[y][1]}):")
        + ", ".join(effect_text(YARD_TILES[tl][0 if f == 'B' else 1], lang) for tl, f in st.yard_tiles[y])
        for y in range(3))
    scores = st.scores()
    lines = []
    for s in range(st.players):
        pb = st.p[s]
        r = pb.res
        mark = "▶" if s == st.actor and st.phase != "over" else " "
        you = t(" (you)", "(あなた)") if s == seat else ""
        rows = " ".join(_die(c, pb.domain[c]) if pb.domain[c] else "·" for c in range(3))
        if len(set(pb.slots)) == 1:
            action = t("   action card ", "   アクションカード ") + card_text(pb.action, lang)
        else:
            action = t("   action cards ", "   アクションカード ") + " / ".join(
                f"{colour[c]}: {card_text(pb.slots[c], lang)}" for c in range(3))
        lines.append(Text.from_markup(
            t(f"{mark}[bold]{seat_name(s)}{you}[/] food {r[FOOD]} iron {r[IRON]} pearl {r[PEARL]} coins {r[COIN]} "
              f"seals {r[SEAL]} CP {r[CP]} | passage {pb.pot} | score [bold]{scores[s].total}[/]\n"
              f"   courtiers gate/1/2/3 {'/'.join(map(str, pb.courtiers))}  at home C{pb.home[0]} "
              f"G{pb.home[1]} W{pb.home[2]}  warriors y1/y3/y5 {'/'.join(map(str, pb.warriors))}  "
              f"rows {rows}\n",
              f"{mark}[bold]{seat_name(s, 'ja')}{you}[/] 食料 {r[FOOD]} 鉄 {r[IRON]} 真珠 {r[PEARL]} コイン {r[COIN]} "
              f"紋章 {r[SEAL]} CP {r[CP]} | 季節 {pb.pot} | 得点 [bold]{scores[s].total}[/]\n"
              f"   藩士 城門/1/2/3階 {'/'.join(map(str, pb.courtiers))}  手元 藩士{pb.home[0]} "
              f"庭師{pb.home[1]} 侍{pb.home[2]}  侍 訓練場1/3/5 {'/'.join(map(str, pb.warriors))}  "
              f"列 {rows}\n")
            + action
            + t("\n   lantern ", "\n   灯籠 ") + (", ".join(pb.lantern) or "-")))
    players = Panel(Group(*lines), title=t("Clans", "クラン"))
    parts: list[Any] = [head, bridges, castle, Text(yards), players]
    if st.phase == "draft":
        pairs = Table(title=t("Starting pairs", "スタートカードの組"))
        pairs.add_column("#")
        pairs.add_column(t("resource card", "資源カード"))
        pairs.add_column(t("action card", "アクションカード"))
        for i, pr in enumerate(st.pairs):
            if pr is not None:
                pairs.add_row(t(f"pick {i + 1}", f"組 {i + 1}"), f"{pr[0]}: {effects_text(CARDS[pr[0]].setup, lang)}",
                              card_text(pr[1], lang))
        parts.append(pairs)
    return Panel(Group(*parts), title="白鷺城 / The White Castle")


_ = (RES_JA, SEAL, SPACE_EN)
