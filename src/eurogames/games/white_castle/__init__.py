"""The White Castle (Devir 2023) for 2-4 players: registers ``GAME`` (rules/white_castle.md).

Solo mode is out of scope until its card faces are known (reference §14.1).
"""

from __future__ import annotations

from typing import Any

from eurogames.core import Action, Chance, Game, Option
from eurogames.core.types import Seat

from .actions import CODEC
from .data import ACTION_SLOTS
from .state import WhiteCastleState


class WhiteCastleGame(Game):
    name = "white_castle"
    titles = {"en": "The White Castle", "ja": "ホワイトキャッスル"}  # noqa: RUF012 (base class API)
    min_players = 2
    max_players = 4
    play_time = "60-80"
    min_age = 12
    option_list = (
        Option("starting_resources", "card", ("card", "seed"),
               {"en": "Starting resources: the starting Resource card only (verified), or the seed's "
                      "3 food, 2 iron, 1 pearl, 5 coins, 2 seals plus the card (§16 #1).",
                "ja": "初期資源:資源カードのみ(検証済み)、またはシード記載の食料3・鉄2・真珠1・"
                      "コイン5・紋章2+カード(§16 #1)。"},
               title={"en": "Starting resources", "ja": "初期資源"},
               labels=({"en": "Resource card only", "ja": "資源カードのみ"},
                       {"en": "Card + extra goods", "ja": "カード＋追加の資源"})),
        Option("turn_order_ties", "stack", ("stack", "previous"),
               {"en": "Turn-order ties: the marker on top of the stack first (verified) or keep the "
                      "previous order (seed, §16 #2).",
                "ja": "手番順の同点:上に積まれたコマが先(検証済み)、または前の順番を維持(シード、§16 #2)。"},
               title={"en": "Turn-order ties", "ja": "手番順の同点"},
               labels=({"en": "Top marker first", "ja": "上のマーカーが先"},
                       {"en": "Keep the previous order", "ja": "前の順番を維持"})),
        Option("climb_cost", "verified", ("verified", "seed"),
               {"en": "Promotion cost: 2 pearls per floor or 5 for two floors (verified), or the seed's "
                      "2 pearls to floors 1-2 and 5 pearls to floor 3, one floor at a time (§16 #3).",
                "ja": "昇進コスト:1階分真珠2・2階分真珠5(検証済み)、またはシード記載の1・2階へ真珠2、"
                      "3階へ真珠5で1階ずつ(§16 #3)。"},
               title={"en": "Promotion cost", "ja": "昇進コスト"},
               labels=({"en": "2 pearls a floor, 5 for two", "ja": "1階分真珠2・2階分真珠5"},
                       {"en": "Floors 1-2: 2, floor 3: 5", "ja": "1・2階は真珠2、3階は5"})),
        Option("conversions", "verified", ("verified", "seed"),
               {"en": "Seal conversions: 1 seal → 1 coin, 2 seals → 1 resource (verified), or the seed's "
                      "four trades incl. buying seals (§16 #6).",
                "ja": "紋章の交換:紋章1→コイン1、紋章2→資源1(検証済み)、またはシード記載の4種類"
                      "(紋章の購入を含む、§16 #6)。"},
               title={"en": "Seal conversions", "ja": "大名紋章の交換"},
               labels=({"en": "1 → coin, 2 → resource", "ja": "1→コイン、2→資源"},
                       {"en": "Four trades, buy seals", "ja": "紋章の購入を含む4種類"})),
        Option("taken_card_action", True, (False, True),
               {"en": "Perform one light block of a castle card taken by promotion (verified; "
                      "the seed does not mention it, §16 #5).",
                "ja": "昇進で得た城カードの明るい背景のアクションを1つ実行する(検証済み、シードは記載なし、§16 #5)。"},
               title={"en": "Card taken by promotion", "ja": "昇進で得たカード"},
               labels=({"en": "No action", "ja": "実行しない"},
                       {"en": "Perform one light block", "ja": "明るいブロックを1つ実行"})),
        Option("action_slots", "one", ACTION_SLOTS,
               {"en": "Action card: one slot for all rows (verified), or per_row — a BEST-EFFORT "
                      "READING, not a rule from the reference: the seed only says the taken card "
                      "'swaps with the card in the same-colour worker action space' (§16 #4); here "
                      "the player puts it on one chosen row's action space and the card it replaces "
                      "goes to the Lantern once it covers no row.",
                "ja": "アクションカード:全列共通の1枠(検証済み)、またはper_row — 参照資料に規則の"
                      "ない推測による読み:シードは「同じ色のワーカーアクションスペースのカードと入れ替え"
                      "る」としか書いていない(§16 #4)。ここでは取ったカードを選んだ列のアクション欄に置き、"
                      "どの列にも残らない元のカードは灯籠へ送る。"},
               title={"en": "Action card slots", "ja": "アクションカードの欄"},
               labels=({"en": "One for all rows", "ja": "全列で1枚"},
                       {"en": "One per row (best guess)", "ja": "列ごと（推定の解釈）"})),
        Option("domain_row_limit", True, (False, True),
               {"en": "Within one turn each domain row may be activated only once (§6.5, one source).",
                "ja": "1手番中、個人ボードの各列は1回のみ発動できる(§6.5)。"},
               title={"en": "Domain row activations", "ja": "個人ボードの列の発動"},
               labels=({"en": "No limit", "ja": "制限なし"}, {"en": "Once per turn each", "ja": "各列1手番に1回"})),
        Option("domain_cells", "seal", ("seal", "passage"),
               {"en": "Domain cells ‡ (coral 5th, white 3rd): +1 seal or +1 Passage of Time (§1.12).",
                "ja": "個人ボードの‡マス(赤5番目・白3番目):紋章+1または季節+1(§1.12)。"},
               title={"en": "Domain cells ‡", "ja": "個人ボードの‡マス"},
               labels=({"en": "+1 seal", "ja": "紋章+1"}, {"en": "+1 Passage of Time", "ja": "季節トラック+1"})),
    )
    codec = CODEC
    state_class = WhiteCastleState

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> WhiteCastleState:
        return WhiteCastleState.start(players, options, rng)

    def heuristic(self, state: Any, seat: Seat) -> float:
        from .heuristic import evaluate
        return evaluate(state, seat)

    def baseline_heuristic(self, state: Any, seat: Seat) -> float:
        from .heuristic import baseline
        return baseline(state, seat)

    def win_probability(self, state: Any, seat: Seat) -> float:
        """``seat``'s learned chance of finishing first (``heuristic.win_probability``)."""
        from .heuristic import win_probability
        return win_probability(state, seat)

    @property
    def bot_params(self) -> dict[str, float]:  # type: ignore[override]
        """Search parameters measured with this game's tuned evaluation (``heuristic_weights.json``)."""
        from .heuristic import BOT_PARAMS
        return BOT_PARAMS

    def render(self, state: Any, seat: Seat | None, lang: str = "en") -> Any:
        from .render import render
        return render(state, seat, lang)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        from .render import describe_action
        return describe_action(action, lang)


WhiteCastleState.game = GAME = WhiteCastleGame()
