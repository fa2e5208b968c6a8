"""Action descriptions in English and Japanese (buttons, logs)."""

from __future__ import annotations

from eurogames.core import Action

from .actions import (
    Bath,
    Deed,
    Done,
    Draw,
    Exclude,
    Food,
    Move,
    Pass,
    Penalty,
    Place,
    Recall,
    Tech,
    Use,
)
from .data import (
    CITY_EN,
    CITY_INDEX,
    CITY_JA,
    CODE_INDEX,
    CODE_TYPE,
    DEED_EN,
    DEED_INDEX,
    DEED_JA,
    FOLLOWER_EN,
    FOLLOWER_JA,
    GOOD_EN,
    GOOD_INDEX,
    GOOD_JA,
    OWN,
    PLACE_EN,
    PLACE_INDEX,
    PLACE_JA,
)


def follower_word(code: int, lang: str = "en") -> str:
    """A follower as a log line names it (no article): "knight", "own-colour farmer" / "騎士", "自色の農民".

    >>> follower_word(4), follower_word(7), follower_word(7, "ja")
    ('knight', 'own-colour farmer', '自色の農民')
    """
    t = CODE_TYPE[code]
    if lang == "ja":
        return ("自色の" if code >= OWN else "") + FOLLOWER_JA[t]
    return ("own-colour " if code >= OWN else "") + FOLLOWER_EN[t]


def followers_text(codes: list[int]) -> tuple[str, str]:
    """Several followers in a log line, English and Japanese ("nothing" / "なし" for none).

    >>> followers_text([0, 8])
    ('farmer, own-colour boatman', '農民、自色の船員')
    """
    if not codes:
        return "nothing", "なし"
    return ", ".join(follower_word(c) for c in codes), "、".join(follower_word(c, "ja") for c in codes)


def follower_phrase(name: str, lang: str = "en") -> str:
    """A follower (by code name) addressed to its owner: "a knight", "your own farmer" / "騎士", "自色の農民"."""
    c = CODE_INDEX[name]
    t = CODE_TYPE[c]
    if lang == "ja":
        return ("自色の" if c >= OWN else "") + FOLLOWER_JA[t]
    return ("your own " if c >= OWN else "a ") + FOLLOWER_EN[t]


def _p(name: str, lang: str) -> str:
    i = PLACE_INDEX[name]
    return PLACE_JA[i] if lang == "ja" else PLACE_EN[i]


def _g(name: str, lang: str) -> str:
    i = GOOD_INDEX[name]
    return GOOD_JA[i] if lang == "ja" else GOOD_EN[i]


def describe(a: Action, lang: str = "en") -> str:
    ja = lang == "ja"
    if isinstance(a, Draw):
        return f"バッグからワーカーを{a.n}個引く" if ja else f"Draw {a.n} follower(s) from your bag"
    if isinstance(a, Recall):
        return f"{_p(a.place, lang)}(枠{a.space})のワーカーを広場に戻す" if ja else \
            f"Take the follower on {_p(a.place, lang)} space {a.space} back to the market"
    if isinstance(a, Place):
        return f"{follower_phrase(a.follower, lang)}を{_p(a.place, lang)}の枠{a.space}に置く" if ja else \
            f"Put {follower_phrase(a.follower, lang)} on {_p(a.place, lang)} (space {a.space})"
    if isinstance(a, Bath):
        return f"引いた{follower_phrase(a.follower, lang)}を{_p(a.place, lang)}の枠{a.space}に置く" if ja else \
            f"Put the drawn follower ({follower_phrase(a.follower, lang)}) on {_p(a.place, lang)} (space {a.space})"
    if isinstance(a, Done):
        return "終了する" if ja else "Finish"
    if isinstance(a, Pass):
        return "パスする(このラウンドはもう行動しない)" if ja else "Pass (no more actions this round)"
    if isinstance(a, Use):
        pl = _p(a.place, lang)
        if a.place == "village":
            if a.arg == "boatman":
                return "村:船員を雇う(コイン)" if ja else "Village: recruit a boatman (coins)"
            if a.arg == "craftsman":
                return "村:職人を雇う(技術チップ)" if ja else "Village: recruit a craftsman (technology tile)"
            return f"村:商人を雇い、{_p(a.arg, lang)}を得る" if ja else \
                f"Village: recruit a trader and take the {_p(a.arg, lang)}"
        if a.place == "pharmacy":
            return f"薬局:コイン{a.arg}枚で発展{a.arg}歩" if ja else \
                f"Pharmacy: pay {a.arg} coin(s) for {a.arg} development step(s)"
        return f"{pl}を使う" if ja else f"Use the {pl}"
    if isinstance(a, Move):
        c = CITY_INDEX[a.city]
        if ja:
            return f"{_p(a.place, lang)}で{CITY_JA[c]}へ移動" + (f"し、{_g(a.good, lang)}を拾う" if a.good != "-" else "")
        return f"{_p(a.place, lang)}: travel to {CITY_EN[c]}" + (f", picking up {_g(a.good, lang)}"
                                                                if a.good != "-" else "")
    if isinstance(a, Tech):
        return f"技術チップを{_p(a.place, lang)}の枠{a.space}に置く" if ja else \
            f"Put the technology tile on {_p(a.place, lang)} (space {a.space})"
    if isinstance(a, Deed):
        d = DEED_INDEX[a.deed]
        if ja:
            return f"ワーカーを善行「{DEED_JA[d]}」に送る" + ("(発展1歩)" if a.reward == "dev" else "")
        return f"Send the follower to the deed {DEED_EN[d]}" + (" (1 development step)" if a.reward == "dev" else "")
    if isinstance(a, Food):
        return f"{_g(a.good, lang)}を1個払う" if ja else f"Give 1 {_g(a.good, lang)}"
    if isinstance(a, Exclude):
        return f"{_p(a.tile, lang)}を除外する" if ja else f"Remove the {_p(a.tile, lang)} from the game"
    if isinstance(a, Penalty):
        item, w = a.item, a.which
        if item == "station":
            if w == "stock":
                return "懲罰:手持ちの拠点1個を失う" if ja else "Penalty: lose a trading station from your stock"
            c = CITY_INDEX[w]
            return f"懲罰:{CITY_JA[c]}の拠点を失う" if ja else f"Penalty: lose your trading station in {CITY_EN[c]}"
        if item == "follower":
            return "懲罰:バッグからワーカー1個をランダムに失う" if ja else "Penalty: lose a random follower from your bag"
        if item == "dev":
            return "懲罰:発展トラックを1歩戻す" if ja else "Penalty: go back one development step"
        if item == "good":
            return f"懲罰:{_g(w, lang)}1個を失う" if ja else f"Penalty: lose 1 {_g(w, lang)}"
        if item == "place":
            return f"懲罰:{_p(w, lang)}を失う" if ja else f"Penalty: lose the {_p(w, lang)}"
        if w == "waiting":
            return "懲罰:配置待ちの技術チップを失う" if ja else "Penalty: lose a technology tile waiting to be placed"
        return f"懲罰:{_p(w, lang)}の技術チップを失う" if ja else f"Penalty: lose the technology tile on {_p(w, lang)}"
    return a.notation()
