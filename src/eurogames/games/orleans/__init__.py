"""Orléans (dlp games, Reiner Stockhausen, 2019 printing): bag building on a map of the Loire.

Rules reference: shared/rules/orleans.md. Registers ``GAME``.

Decisions are atomic: ``draw n`` / ``recall`` (phase 3), ``place follower place space`` /
``done`` (phase 4, simultaneous and hidden), ``use place arg`` / ``move place city good`` /
``pass`` (phase 5), with follow-ups ``tech``, ``deed``, ``bath``; ``food`` and ``penalty``
when paying. Forced choices (a single option) are taken automatically and each is logged
(event kind ``auto``, with the forced action in ``data["forced"]``).

Readings chosen where the reference is uncertain (each marked in ``data.py`` or an option):
- Phase 3: a player draws up to the knight value, capped by free market spaces and the bag; each
  follower *declined* below that maximum lets one placed follower go back to the market (§6.3;
  option ``recalls=unused`` also counts draws the bag cannot supply). Uniform random play
  therefore strands followers on half-filled places early; that is the rule, not a bug.
- Gunpowder Tower (§4 #17, §16 best estimate): +2 market spaces for non-own-colour followers,
  filled in phase 3; in planning its followers may move on to action spaces like market
  followers; as one action they all go to the deeds (Town Hall rules).
- Technology tiles gained in the action phase wait until their owner passes (option) and only
  cover empty spaces; a tile without a legal space waits for a later pass (§7.3). A waiting
  craftsman tile and Laboratory tile may be placed in either order.
- 2019 Bathhouse: placing the drawn follower is optional (seed: 置ける); original: the two
  chosen followers are placed at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eurogames.core import Action, Chance, Game, Option, State
from eurogames.core.game import PlayoutNarrowing
from eurogames.core.types import Seat

from .actions import CODEC
from .describe import describe
from .state import OrleansState


class OrleansGame(Game):
    name = "orleans"
    titles = {"en": "Orléans", "ja": "オルレアン"}  # noqa: RUF012 (the base declares it)
    min_players = 2
    max_players = 4
    play_time = "90"
    min_age = 12
    option_list = (
        Option("edition", "2019", ("2019", "original"),
               {"en": "Rules edition: 2019 (Bathhouse draws 2 places 1; Laboratory ignores the farmer-first "
                      "limit) or original (draws 3 places 2; limit applies).",
                "ja": "版:2019年版(大浴場は2枚引き1枚配置、実験室は農民制限なし)/旧版(3枚引き2枚配置、制限あり)。"},
               title={"en": "Edition", "ja": "ルールの版"},
               labels=({"en": "2019 edition", "ja": "2019年版"}, {"en": "Original", "ja": "旧版"})),
        Option("hourglass", "classic", ("classic", "banded"),
               {"en": "Hourglass stack: classic (Pilgrimage + 17 shuffled) or banded A/B/C piles [uncertain].",
                "ja": "砂時計:通常(巡礼+17枚シャッフル)/A・B・C帯ごとに積む(不確定)。"},
               title={"en": "Hourglass stack", "ja": "砂時計タイルの山"},
               labels=({"en": "Pilgrimage + 17 shuffled", "ja": "巡礼＋17枚をシャッフル"},
                       {"en": "Bands A/B/C (uncertain)", "ja": "A・B・Cの束（不確定）"})),
        Option("exclusion", False, (False, True),
               {"en": "Variant: each player removes one place tile (two with 2 players) before round 1.",
                "ja": "バリアント:開始前に各自が建物タイルを1枚(2人戦は2枚)除外する。"},
               title={"en": "Exclusion variant", "ja": "除外ヴァリアント"},
               labels=({"en": "Off", "ja": "なし"}, {"en": "On", "ja": "あり"})),
        Option("farmhouse", "boatman_craftsman", ("boatman_craftsman", "boatman_farmer"),
               {"en": "Farmhouse requirement [uncertain].", "ja": "農場に必要な仲間(不確定)。"},
               title={"en": "Farmhouse needs", "ja": "農場に必要な仲間"},
               labels=({"en": "Boatman + craftsman", "ja": "船員＋職人"},
                       {"en": "Boatman + farmer", "ja": "船員＋農民"})),
        Option("tile_categories", "neodem", ("neodem", "rulebook_order"),
               {"en": "Place-tile categories I/II [uncertain]: neodem split, or the first 12 in rulebook order as I.",
                "ja": "建物タイルのI/II区分(不確定):neodem方式/ルール記載順の最初の12枚をI。"},
               title={"en": "Place tiles I/II", "ja": "建物タイルのI/II"},
               labels=({"en": "neodem split", "ja": "neodem方式"},
                       {"en": "First 12 in rulebook order", "ja": "ルール記載順の最初の12枚"})),
        Option("farmhouse_soldout", "allow", ("allow", "forbid"),
               {"en": "Farmhouse when its good is sold out [uncertain]: allowed without the good, or forbidden.",
                "ja": "農場の商品が売り切れの場合(不確定):商品なしで実行可/実行不可。"},
               title={"en": "Farmhouse, good sold out", "ja": "農場の商品が売り切れ"},
               labels=({"en": "Allowed, no good", "ja": "商品なしで使える"},
                       {"en": "Forbidden", "ja": "使えない"})),
        Option("dev_citizens", "reach", ("reach", "beyond"),
               {"en": "Development citizens: claimed on reaching spaces 3/18/28, or only beyond them.",
                "ja": "発展トラックの市民:3/18/28に到達で獲得/それを越えて獲得。"},
               title={"en": "Development citizens", "ja": "発展トラックの市民"},
               labels=({"en": "On reaching 3/18/28", "ja": "3/18/28に到達で"},
                       {"en": "Only beyond them", "ja": "越えたときのみ"})),
        Option("recalls", "declined", ("declined", "unused"),
               {"en": "Phase 3 recalls: one placed follower back per draw declined by choice (reference), or per "
                      "draw not made for any reason, an empty bag included (a looser reading).",
                "ja": "フェイズ3の戻し:自分で引かないことを選んだ1個につき1個(基準)/"
                      "理由を問わず引かなかった1個につき1個(バッグが空の場合も含む、緩い解釈)。"},
               title={"en": "Phase 3 recalls", "ja": "フェイズ3の戻し"},
               labels=({"en": "Per draw declined", "ja": "引かないと選んだ分"},
                       {"en": "Per draw not made", "ja": "引かなかった分すべて"})),
        Option("tech_after_pass", True, (False, True),
               {"en": "Technology tiles are placed only after their owner passes.",
                "ja": "技術タイルはパスした後に配置する。"},
               title={"en": "Technology tiles placed", "ja": "技術タイルを置く時"},
               labels=({"en": "When gained", "ja": "得たとき"}, {"en": "After passing", "ja": "パスした後"})),
    )
    codec = CODEC
    state_class = OrleansState

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> OrleansState:
        return OrleansState.start(players, options, rng)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        return describe(action, lang)

    def heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import evaluate
        return evaluate(state, seat)  # type: ignore[arg-type]

    def leaf_heuristic(self, leaf: float) -> Callable[[State, Seat], float]:
        """The search's evaluation with its ``leaf`` terms (``heuristic.leaf_evaluation``)."""
        from .heuristic import leaf_evaluation
        return leaf_evaluation(leaf)  # type: ignore[return-value]

    def own_heuristic(self, leaf: float, root: State | None = None) -> Callable[[State, Seat], float]:
        """The search's evaluation with ``own``: each seat by its own value (``heuristic.own_evaluation``);
        with ``root`` (``own`` 2) the rounds left are counted from the root's round."""
        from .heuristic import own_evaluation
        return own_evaluation(leaf, root.round if root is not None else 0)  # type: ignore[attr-defined,return-value]

    def baseline_heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import baseline
        return baseline(state, seat)  # type: ignore[arg-type]

    def playout_narrowing(self) -> PlayoutNarrowing:
        """Planning that completes places (``policy.py``, typed and compiled with the rules)."""
        from .policy import narrow
        return narrow

    @property
    def bot_params(self) -> dict[str, float]:  # type: ignore[override]
        """Search parameters measured with this game's tuned evaluation (``heuristic_weights.json``)."""
        from .heuristic import BOT_PARAMS
        return BOT_PARAMS

    def render(self, state: State, seat: Seat | None, lang: str = "en") -> Any:
        from .render import render
        return render(state, seat, lang)  # type: ignore[arg-type]


GAME = OrleansGame()
OrleansState.game = GAME
