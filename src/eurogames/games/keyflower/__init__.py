"""Keyflower (R&D Games / Huch!, 2012), BGA flavour: rules/keyflower.md."""

from __future__ import annotations

from typing import Any

from eurogames.core import Action, Chance, Game, Option, State
from eurogames.core.types import Seat

from .actions import CODEC
from .data import TILES
from .state import KeyflowerState


class KeyflowerGame(Game):
    name = "keyflower"
    titles = {"en": "Keyflower", "ja": "キーフラワー"}
    min_players = 2
    max_players = 6
    play_time = "90-120"
    min_age = 12
    option_list = (
        Option("craftsman", "bga", ("bga", "rulebook"),
               {"en": "Craftsman's guild: BGA (5 VP, green fills in) or rulebook copy (3 VP, no green) (§17)",
                "ja": "職人ギルド: BGA（5点・緑で代用可）またはルールブック（3点・代用不可）"}),
    )
    codec = CODEC
    state_class = KeyflowerState

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> KeyflowerState:
        return KeyflowerState.start(players, options, rng)

    def heuristic(self, state: State, seat: Seat) -> float:
        assert isinstance(state, KeyflowerState)
        if state.is_over():
            sc = state.scores()
            mine = sc[seat].total
            return float(mine - max(s.total for i, s in enumerate(sc) if i != seat))
        return _value(state, seat) - max(_value(state, s) for s in range(state.players) if s != seat)

    def render(self, state: State, seat: Seat | None) -> Any:
        from .render import render
        return render(state, seat)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        from .render import describe
        return describe(action, lang)


def _value(st: KeyflowerState, seat: int) -> float:
    """Points so far plus a value for tiles, resources, keeples and skills (greedy bot)."""
    v = 0.0
    for t in st.villages[seat].values():
        tile = TILES[t]
        side = tile.back if st.up[t] and tile.back is not None else tile.front
        v += side.vp + 2.0
        v += 0.6 * sum(st.res[t * 4:t * 4 + 4]) + 0.4 * st.res[t * 4]
    v += 3.0 * len(st.to_place[seat])
    v += 0.7 * sum(st.hands[seat]) + 1.2 * sum(st.skills[seat])
    n = st.players
    for t in st.offers + st.orders:
        if st.bidn[t * n + seat] and st._top(t) == seat:
            v += 3.0 - 0.3 * st.bidn[t * n + seat]
    if st.pend:
        v += 0.2 * sum(st.pend[4:8])
    v += 0.5 * (st.move_left + st.up_left)
    return v


KeyflowerState.game = GAME = KeyflowerGame()
