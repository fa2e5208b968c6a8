"""Game-log events with their English/Japanese text written only when read.

Building two log sentences for every decision cost a quarter of the engine's time in
random playouts, yet only a terminal or the server ever reads them. ``ev()`` (a core
``lazy_kinds`` constructor) builds an event whose ``data`` holds plain values; its ``text``
is formatted from its seat and data on first access (and kept). To everything else it is an
ordinary ``Event``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eurogames.core import lazy_kinds
from eurogames.core.types import Json

from .data import (
    ANIMAL_INDEX,
    ANIMAL_NAMES_JA,
    BONUS_NAMES,
    BONUS_NAMES_JA,
    BUILDING,
    BUILDING_NAMES,
    BUILDING_NAMES_JA,
    CARD_DIE,
    CARD_KIND,
    CARD_TYPE,
    GOODS_INDEX,
    GOODS_NAMES_JA,
    TYPE_INDEX,
    TYPE_NAMES,
    TYPE_NAMES_JA,
)


def card_en(c: int) -> str:
    t = CARD_TYPE[c]
    name = BUILDING_NAMES[CARD_KIND[c]] if t == BUILDING else TYPE_NAMES[t]
    return f"{name} [{CARD_DIE[c]}]"


def card_ja(c: int) -> str:
    t = CARD_TYPE[c]
    name = BUILDING_NAMES_JA[CARD_KIND[c]] if t == BUILDING else TYPE_NAMES_JA[t]
    return f"{name}[{CARD_DIE[c]}]"


def _build(p: int, d: Json) -> tuple[str, str]:
    c = d["card"]
    col = TYPE_INDEX[d["col"]]
    wild = CARD_TYPE[c] != col
    return (f"Player {p + 1} builds a {card_en(c)}" + (f" as a {TYPE_NAMES[col]}" if wild else "") + ".",
            f"プレイヤー{p + 1}が{card_ja(c)}" + (f"({TYPE_NAMES_JA[col]}として)" if wild else "") + "を建設。")


def _first(p: int, d: Json) -> tuple[str, str]:
    col = TYPE_INDEX[d["col"]]
    return (f"Player {p + 1} takes the first-trio card for {TYPE_NAMES[col]}.",
            f"プレイヤー{p + 1}が{TYPE_NAMES_JA[col]}の「1.」ボーナスを獲得。")


def _all7(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} has all 7 types: {d['vp']} VP card.", f"プレイヤー{p + 1}が全7種を達成:{d['vp']}点カード。")


def _sell(p: int, d: Json) -> tuple[str, str]:
    ja = GOODS_NAMES_JA[GOODS_INDEX[d["goods"]]]
    return (f"Player {p + 1} sells {d['n']} {d['goods']} goods and takes the start player card.",
            f"プレイヤー{p + 1}が{ja}の商品{d['n']}枚を売却し、スタートプレイヤーカードを取る。")


def _good(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} takes a {d['goods']} good.",
            f"プレイヤー{p + 1}が{GOODS_NAMES_JA[GOODS_INDEX[d['goods']]]}の商品を獲得。")


def _animal(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} takes a {d['animal']}.",
            f"プレイヤー{p + 1}が{ANIMAL_NAMES_JA[ANIMAL_INDEX[d['animal']]]}を獲得。")


def _take(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} takes a {card_en(d['card'])} from display row {d['row']}.",
            f"プレイヤー{p + 1}がディスプレイ{d['row']}列から{card_ja(d['card'])}を取る。")


def _hire(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} takes workers (now {d['workers']}).", f"プレイヤー{p + 1}が労働者を雇う(計{d['workers']})。")


def _silver(p: int, d: Json) -> tuple[str, str]:
    return f"Player {p + 1} takes 1 silver.", f"プレイヤー{p + 1}が銀1枚を取る。"


def _trade(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} trades {d['workers']} worker(s) and {d['silver']} silver for 1 VP.",
            f"プレイヤー{p + 1}が労働者{d['workers']}・銀{d['silver']}を1勝利点に交換。")


def _draw3(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} pays 3 silver and draws {d['n']} cards.", f"プレイヤー{p + 1}が銀3枚を払い{d['n']}枚引く。")


def _draw3_cards(p: int, d: Json) -> tuple[str, str]:
    return ("You drew: " + ", ".join(card_en(c) for c in d["cards"]) + ".",
            "引いたカード:" + "、".join(card_ja(c) for c in d["cards"]))


def _keep(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} keeps a {card_en(d['card'])} as a project.",
            f"プレイヤー{p + 1}が{card_ja(d['card'])}を計画に置く。")


def _discard(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} discards the project {card_en(d['card'])}.",
            f"プレイヤー{p + 1}が計画の{card_ja(d['card'])}を捨てる。")


def _bonus(p: int, d: Json) -> tuple[str, str]:
    return (f"Player {p + 1} chooses the round bonus: {d['n']} {BONUS_NAMES[d['bonus']]}.",
            f"プレイヤー{p + 1}がラウンドボーナスを選択:{BONUS_NAMES_JA[d['bonus']]}{d['n']}。")


def _round(p: int, d: Json) -> tuple[str, str]:
    return (f"Round {d['round']} begins; player {d['start'] + 1} starts.",
            f"ラウンド{d['round']}開始。スタートプレイヤーはプレイヤー{d['start'] + 1}。")


def _rival(p: int, d: Json) -> tuple[str, str]:
    return ("The rival builds: " + ", ".join(TYPE_NAMES[CARD_TYPE[c]] for c in d["cards"]) + ".",
            "ライバルが建設:" + "、".join(TYPE_NAMES_JA[CARD_TYPE[c]] for c in d["cards"]) + "。")


def _solo_loss(p: int, d: Json) -> tuple[str, str]:
    return (f"The rival leads {d['rival']} to {d['mine']}: you lose.",
            f"ライバルが{d['rival']}対{d['mine']}でリード:あなたの負けです。")


def _game_end(p: int, d: Json) -> tuple[str, str]:
    return "Round E is over: the game ends.", "ラウンドE終了:ゲーム終了。"


TEXT: dict[str, Callable[[Any, Json], tuple[str, str]]] = {
    # (seat, data) -> (en, ja); the seat is None for events about no player
    "build": _build, "first_bonus": _first, "all_seven": _all7, "sell": _sell, "good": _good,
    "animal": _animal, "take": _take, "hire": _hire, "silver": _silver, "trade": _trade,
    "draw3": _draw3, "draw3_cards": _draw3_cards, "keep": _keep, "discard": _discard,
    "round_bonus": _bonus, "round": _round, "rival": _rival, "solo_loss": _solo_loss,
    "game_end": _game_end,
}


ev = lazy_kinds(TEXT)
"""``ev(kind, seat=None, data=None, visible_to=None)``: a log event whose text is ``TEXT[kind](seat, data)``,
written when first read."""
