"""The Castles of Burgundy (Stefan Feld, alea 2011 / 2019): rules/castles_of_burgundy.md."""

from __future__ import annotations

from typing import Any

from eurogames.core import Action, ActionCodec, Chance, Game, Option, State
from eurogames.core.types import Seat

from . import actions as A
from . import data as D
from .state import CobState


class CastlesOfBurgundyGame(Game):
    name = "castles_of_burgundy"
    titles = {"en": "The Castles of Burgundy", "ja": "ブルゴーニュの城"}  # noqa: RUF012 (as in Game)
    min_players = 2
    max_players = 4
    play_time = "30-90"
    min_age = 12
    option_list = (
        Option("rules", "2019", ("2019", "2011"),
               {"en": "Edition: 2019 (knowledge #6/#15/#26 values, buying during an action) or 2011.",
                "ja": "版: 2019年版(修道院#6/#15/#26、アクション中の購入)または2011年版。"},
               title={"en": "Edition", "ja": "ルールの版"},
               labels=({"en": "2019 edition", "ja": "2019年版"}, {"en": "2011 edition", "ja": "2011年版"})),
        Option("board", 1, tuple(sorted(D.BOARDS)),
               {"en": "Estate board (2019 numbering; 2011 board 2 is board 10) used by every player.",
                "ja": "全員が使う領地ボード(2019年版の番号。2011年版の2番は10番)。"},
               title={"en": "Estate board", "ja": "領地ボード"},
               labels=tuple({"en": f"Board {n}" + (" (2011 board 2)" if n == 10 else ""),
                             "ja": f"ボード{n}" + ("（2011年版2番）" if n == 10 else "")}
                            for n in sorted(D.BOARDS))),
        Option("start_castle", "centre", ("centre", "choose"),
               {"en": "Starting castle on the centre space, or each player chooses a castle space "
                      "(always chosen on boards without a central castle).",
                "ja": "初期の城を中央に置くか、各自が城のマスを選ぶか(中央に城がないボードでは常に選ぶ)。"},
               title={"en": "Starting castle", "ja": "初期の城"},
               labels=({"en": "On the centre space", "ja": "中央のマス"},
                       {"en": "Each player chooses", "ja": "各自が選ぶ"})),
    )
    codec = ActionCodec(A.ACTION_CLASSES)
    state_class = CobState

    def resolve_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """As in ``Game``, but ``rules=2011`` (a number, as the CLI parses it) and
        ``board="3"`` (text) are accepted too."""
        opts = dict(options or {})
        if isinstance(opts.get("rules"), int) and not isinstance(opts.get("rules"), bool):
            opts["rules"] = str(opts["rules"])
        if isinstance(opts.get("board"), str) and opts["board"].isdigit():
            opts["board"] = int(opts["board"])
        return super().resolve_options(players, opts)

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> CobState:
        return CobState.start(players, options, rng)

    def heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import evaluate
        return evaluate(state, seat)  # type: ignore[arg-type]

    def baseline_heuristic(self, state: State, seat: Seat) -> float:
        from .heuristic import baseline
        return baseline(state, seat)  # type: ignore[arg-type]

    @property
    def bot_params(self) -> dict[str, float]:  # type: ignore[override]
        """Search parameters measured with this game's tuned evaluation (``heuristic_weights.json``)."""
        from .heuristic import BOT_PARAMS
        return BOT_PARAMS

    def render(self, state: State, seat: Seat | None, lang: str = "en") -> Any:
        from .render import render
        return render(state, seat, lang)  # type: ignore[arg-type]

    def describe_action(self, action: Action, lang: str = "en") -> str:
        from .render import describe_action
        return describe_action(action, lang)


GAME = CastlesOfBurgundyGame()
CobState.game = GAME
