"""The Castles of Burgundy: The Card Game (alea/Ravensburger 2016), 1-4 players.

Rules reference: ``shared/rules/burgundy_card_game.md``. One player is the solitaire
game against the virtual rival Aaron (§10), who is part of the state, not a seat.
"""

from __future__ import annotations

from typing import Any

from eurogames.core import Action, ActionCodec, Chance, Game, Option, State
from eurogames.core.types import Seat

from . import actions as A
from .data import (
    BONUS_NAMES,
    BONUS_NAMES_JA,
    BUILDING_NAMES,
    BUILDING_NAMES_JA,
    CARD_DIE,
    CARD_KIND,
    CARD_TYPE,
    GOODS_INDEX,
    GOODS_NAMES_JA,
    ROUND_BONUS,
    TYPE_INDEX,
    TYPE_NAMES,
    TYPE_NAMES_JA,
)
from .state import BurgundyCardState

OPTIONS: tuple[Option, ...] = (
    Option("overflow_discard", "old_only", ("old_only", "any_of_four"),
           {"en": "A 4th project: discard one of the three old ones (default) or any of the four (U6).",
            "ja": "4枚目の計画:古い3枚から1枚を捨てる(標準)/4枚のどれでも(U6)。"},
           title={"en": "Fourth project discards", "ja": "4枚目の計画で捨てる札"},
           labels=({"en": "One of the three old", "ja": "古い3枚から1枚"},
                   {"en": "Any of the four", "ja": "4枚のどれでも"})),
    Option("all7_cloister", "printed_colour", ("printed_colour", "column_type"),
           {"en": "All 7 types counts printed colours (a wild cloister is violet) or columns (U8).",
            "ja": "全7種の判定:印刷された色(標準)/列の種類(U8)。"},
           title={"en": "“All 7 types” counts", "ja": "「全7種」の数え方"},
           labels=({"en": "Printed colours", "ja": "印刷された色"},
                   {"en": "Columns", "ja": "置いた列"})),
    Option("cloister_wild_scope", "any", ("any", "building"),
           {"en": "A cloister may join any column (default) or only the building column (§12 #2).",
            "ja": "修道院のワイルド:全種類(標準)/建物のみ。"},
           title={"en": "Cloister joins", "ja": "修道院を置ける列"},
           labels=({"en": "Any column", "ja": "どの列でも"},
                   {"en": "Building column only", "ja": "建物の列のみ"})),
    Option("tiebreak_animals", "unused", ("unused", "all"),
           {"en": "Tie-break counts only animals outside sets (seed) or all animals (U9).",
            "ja": "同点判定の動物:セット外のみ(標準)/全部(U9)。"},
           title={"en": "Tie-break animals", "ja": "同点判定の動物"},
           labels=({"en": "Outside sets only", "ja": "組に入らない動物のみ"},
                   {"en": "All animals", "ja": "すべての動物"})),
    Option("solo_start_card_vp", True, (True, False),
           {"en": "Solo: the start player card's 1 VP counts at the end (U10).",
            "ja": "ソロ:スタートプレイヤーカードの1点を最後に数える(U10)。"},
           title={"en": "Solo: start player card VP", "ja": "ソロ：スタートプレイヤーカードの1点"},
           labels=({"en": "Counts", "ja": "数える"}, {"en": "Does not count", "ja": "数えない"})),
    Option("enforce_physical_supply", False, (False, True),
           {"en": "Limit silver to 16 and workers to 22 cards (U5).",
            "ja": "銀16枚・ワーカー22枚の上限を適用(U5)。"},
           title={"en": "Silver and worker limit", "ja": "銀とワーカーの上限"},
           labels=({"en": "Unlimited", "ja": "無制限"},
                   {"en": "16 silver, 22 workers", "ja": "銀16枚・ワーカー22枚"})),
    Option("start_player", "random", ("random", 0, 1, 2, 3),
           {"en": "Start player of round A (the youngest player).", "ja": "最初のスタートプレイヤー。"},
           seat=True, title={"en": "Start player", "ja": "スタートプレイヤー"},
           labels=({"en": "Random", "ja": "ランダム"},
                   *({"en": f"Seat {n + 1}", "ja": f"席 {n + 1}"} for n in range(4)))),
)

class BurgundyCardGame(Game):
    name = "burgundy_card_game"
    titles = {"en": "The Castles of Burgundy: The Card Game", "ja": "ブルゴーニュ:カードゲーム"}  # noqa: RUF012
    min_players = 1
    max_players = 4
    play_time = "30-60"

    def resolve_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """The common checks, and a start player who sits at the table (seats from 0;
        solo: only seat 0)."""
        opts = super().resolve_options(players, options)
        start = opts["start_player"]
        if start != "random" and start >= players:
            raise ValueError(f"Option 'start_player' names seat {start}, but seats are 0 to "
                             f"{players - 1} at {players} player{'s' if players > 1 else ''}.")
        return opts
    min_age = 12
    option_list = OPTIONS
    codec = ActionCodec(A.ACTION_CLASSES)
    state_class = BurgundyCardState

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> BurgundyCardState:
        return BurgundyCardState.start_game(players, options, rng)

    def heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import evaluate
        assert isinstance(state, BurgundyCardState)
        return evaluate(state, seat)

    def baseline_heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import baseline
        assert isinstance(state, BurgundyCardState)
        return baseline(state, seat)

    @property
    def bot_params(self) -> dict[str, float]:  # type: ignore[override]
        """Search parameters measured with this game's tuned evaluation (``heuristic_weights.json``)."""
        from .heuristic import BOT_PARAMS
        return BOT_PARAMS

    def render(self, state: State, seat: Seat | None, lang: str = "en") -> Any:
        """A rich renderable of ``seat``'s view, in English (``"en"``) or Japanese (``"ja"``)."""
        from .render import render
        assert isinstance(state, BurgundyCardState)
        return render(state, seat, lang)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        return describe(action, lang)


def _card(c: int, lang: str) -> str:
    t = CARD_TYPE[c]
    if lang == "ja":
        name = BUILDING_NAMES_JA[CARD_KIND[c]] if t == 6 else TYPE_NAMES_JA[t]
        return f"{name}[{CARD_DIE[c]}]"
    name = BUILDING_NAMES[CARD_KIND[c]] if t == 6 else TYPE_NAMES[t]
    return f"{name} [{CARD_DIE[c]}]"


def _die(src: int | None, lang: str) -> str:
    if src is None:
        return ""
    # the hand card played as the die, in words (its name and die face, never its id)
    if lang == "ja":
        return f"(手札の{_card(src, lang)}を使う)"
    return f" (with your {_card(src, lang)})"


def _bonus_texts() -> tuple[dict[str, str], dict[str, str]]:
    """Button texts for the round bonus; the amount only where every round card agrees on it
    (``describe_action`` does not see the state, hence not the round)."""
    en: dict[str, str] = {}
    ja: dict[str, str] = {}
    for kind in {k for menu in ROUND_BONUS for k, _ in menu}:
        amounts = {n for menu in ROUND_BONUS for k, n in menu if k == kind}
        n = f"{amounts.pop()}" if len(amounts) == 1 else ""
        en[kind] = f"{n} {BONUS_NAMES[kind]}".strip()
        ja[kind] = f"{BONUS_NAMES_JA[kind]}{n}"
    return en, ja


_BONUS_EN, _BONUS_JA = _bonus_texts()


def describe(a: Action, lang: str = "en") -> str:
    """A short sentence for a button (English or Japanese)."""
    ja = lang == "ja"
    if isinstance(a, A.Take):
        return (f"ディスプレイから{_card(a.card, lang)}を計画に取る{_die(a.src, lang)}" if ja else
                f"Take {_card(a.card, lang)} from the display{_die(a.src, lang)}")
    if isinstance(a, A.Build):
        t = TYPE_INDEX.get(a.col, 0)
        wild = CARD_TYPE[a.card] == 2 and a.col != "cloister"
        if ja:
            return f"{_card(a.card, lang)}を土地に配置" + (f"({TYPE_NAMES_JA[t]}の列)" if wild else "") \
                + _die(a.src, lang)
        return f"Build {_card(a.card, lang)}" + (f" in the {TYPE_NAMES[t]} column" if wild else "") \
            + _die(a.src, lang)
    if isinstance(a, A.Sell):
        k = GOODS_INDEX.get(a.kind, 0)
        return (f"{GOODS_NAMES_JA[k]}の商品をすべて売る{_die(a.src, lang)}" if ja else
                f"Sell all {a.kind} goods{_die(a.src, lang)}")
    if isinstance(a, A.Hire):
        return f"労働者を2枚になるまで取る{_die(a.src, lang)}" if ja else f"Take workers up to 2{_die(a.src, lang)}"
    if isinstance(a, A.TakeSilver):
        return f"銀を1枚取る{_die(a.src, lang)}" if ja else f"Take 1 silver{_die(a.src, lang)}"
    if isinstance(a, A.Trade):
        return (f"労働者{a.workers}枚と銀{a.silver}枚を1勝利点に交換{_die(a.src, lang)}" if ja else
                f"Trade {a.workers} worker(s) + {a.silver} silver for 1 VP{_die(a.src, lang)}")
    if isinstance(a, A.Draw3):
        return "銀3枚を払って3枚引く" if ja else "Pay 3 silver to draw 3 cards"
    if isinstance(a, A.Keep):
        return f"{_card(a.card, lang)}を計画として残す" if ja else f"Keep {_card(a.card, lang)} as a project"
    if isinstance(a, A.Discard):
        return f"計画の{_card(a.card, lang)}を捨てる" if ja else f"Discard the project {_card(a.card, lang)}"
    if isinstance(a, A.TakeGood):
        return f"商品の山{a.pile + 1}の一番上を取る" if ja else f"Take the top good of goods pile {a.pile + 1}"
    if isinstance(a, A.TakeAnimal):
        return f"動物の山{a.pile + 1}の一番上を取る" if ja else f"Take the top animal of animal pile {a.pile + 1}"
    if isinstance(a, A.Bonus):
        return (f"ラウンドボーナス:{_BONUS_JA.get(a.kind, a.kind)}" if ja else
                f"Round bonus: {_BONUS_EN.get(a.kind, a.kind)}")
    if isinstance(a, A.Done):
        return "終了(パス)" if ja else "Done"
    return a.notation()


BurgundyCardState.game = GAME = BurgundyCardGame()
