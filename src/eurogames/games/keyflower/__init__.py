"""Keyflower (R&D Games / Huch!, 2012), BGA flavour: rules/keyflower.md."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eurogames.core import Action, Chance, Game, Option, State
from eurogames.core.types import Seat

from .actions import CODEC
from .state import KeyflowerState


class KeyflowerGame(Game):
    name = "keyflower"
    titles = {"en": "Keyflower", "ja": "キーフラワー"}  # noqa: RUF012 (as in the core example)
    min_players = 2
    max_players = 6
    play_time = "90-120"
    min_age = 12
    option_list = (
        Option("craftsman", "bga", ("bga", "rulebook"),
               {"en": "Craftsman's guild: BGA (5 VP, green fills in) or rulebook copy (3 VP, no green) (§17)",
                "ja": "職人ギルド: BGA（5点・緑で代用可）またはルールブック（3点・代用不可）"},
               title={"en": "Craftsman's guild", "ja": "職人ギルド"},
               labels=({"en": "BGA: 5 VP, green fills in", "ja": "BGA：5点・緑で代用可"},
                       {"en": "Rulebook: 3 VP, no green", "ja": "ルールブック：3点・緑なし"})),
        Option("supply_limits", True, (False, True),
               {"en": "Resources and green keeples are limited to the supply (physical game, §15.19); "
                      "off: unlimited",
                "ja": "資源と緑キープルの数を供給量に制限する（実物のゲーム）。オフ: 無制限"},
               title={"en": "Supply limits", "ja": "資源・緑キープルの上限"},
               labels=({"en": "Unlimited", "ja": "無制限"}, {"en": "As in the box", "ja": "箱の数まで"})),
    )
    codec = CODEC
    state_class = KeyflowerState

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> KeyflowerState:
        return KeyflowerState.new_game(players, options, rng)

    def heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import evaluate
        assert isinstance(state, KeyflowerState)
        return evaluate(state, seat)

    def leaf_heuristic(self, leaf: float) -> Callable[[State, Seat], float]:
        """The search's evaluation with its ``leaf`` terms (``heuristic.leaf_evaluation``): the
        boat tile taken in winter counts its end score."""
        from .heuristic import leaf_evaluation
        return leaf_evaluation(leaf)  # type: ignore[return-value]

    def baseline_heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import baseline
        assert isinstance(state, KeyflowerState)
        return baseline(state, seat)

    @property
    def bot_params(self) -> dict[str, float]:  # type: ignore[override]
        """Search parameters measured with this game's tuned evaluation (``heuristic_weights.json``)."""
        from .heuristic import BOT_PARAMS
        return BOT_PARAMS

    def render(self, state: State, seat: Seat | None, lang: str = "en") -> Any:
        from .render import render
        return render(state, seat, lang)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        from .render import describe
        return describe(action, lang)


KeyflowerState.game = GAME = KeyflowerGame()
