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
    titles = {"en": "Keyflower", "ja": "キーフラワー"}  # noqa: RUF012 (as in the core example)
    min_players = 2
    max_players = 6
    play_time = "90-120"
    min_age = 12
    option_list = (
        Option("craftsman", "bga", ("bga", "rulebook"),
               {"en": "Craftsman's guild: BGA (5 VP, green fills in) or rulebook copy (3 VP, no green) (§17)",
                "ja": "職人ギルド: BGA（5点・緑で代用可）またはルールブック（3点・代用不可）"}),
        Option("supply_limits", True, (False, True),
               {"en": "Resources and green keeples are limited to the supply (physical game, §15.19); "
                      "off: unlimited",
                "ja": "資源と緑キープルの数を供給量に制限する（実物のゲーム）。オフ: 無制限"}),
    )
    codec = CODEC
    state_class = KeyflowerState

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> KeyflowerState:
        return KeyflowerState.new_game(players, options, rng)

    def heuristic(self, state: State, seat: Seat) -> float:
        assert isinstance(state, KeyflowerState)
        if state.is_over():
            sc = state.scores()
            mine = sc[seat].total
            return float(mine - max(s.total for i, s in enumerate(sc) if i != seat))
        return float(_value(state, seat) - max(_value(state, s) for s in range(state.players) if s != seat))

    def render(self, state: State, seat: Seat | None, lang: str = "en") -> Any:
        from .render import render
        return render(state, seat, lang)

    def describe_action(self, action: Action, lang: str = "en") -> str:
        from .render import describe
        return describe(action, lang)


def _value(st: KeyflowerState, seat: int) -> float:
    """Points so far plus a value for tiles, resources, keeples and skills (greedy bot).

    Keeples behind the screen, in losing bids (they come back) and in use on your own tiles
    (they come back at season end) keep most of their value; a winning bid is worth the tile.
    Village geometry: roads joined to roads help transport and Sea Bastion; a non-boat tile on
    the home's water edge blocks Sea Breeze (the seed's tip, §11).
    """
    from .data import ROTATED_EDGES
    v = 0.0
    village = st.villages[seat]
    for h, t in village.items():
        tile = TILES[t]
        side = tile.back if st.up[t] and tile.back is not None else tile.front
        v += side.vp + 2.0
        v += 0.6 * sum(st.res[t * 4:t * 4 + 4]) + 0.4 * st.res[t * 4]
        v += 0.6 * sum(st.use_k[t * 4:t * 4 + 4])
        e = ROTATED_EDGES[t][st.rot[t]]
        for d, (dq, dr) in enumerate(((1, 0), (0, 1), (-1, 1))):
            o = village.get((h[0] + dq, h[1] + dr))
            if o is not None and e[d] == "R" and ROTATED_EDGES[o][st.rot[o]][d + 3] == "R":
                v += 0.3
    hp = st.pos[st.home[seat]]
    if hp is not None:
        he = ROTATED_EDGES[st.home[seat]][st.rot[st.home[seat]]]
        if "W" in he:
            from eurogames.core.hexgrid import neighbor
            o = village.get(neighbor(hp, he.index("W")))
            if o is not None and TILES[o].family not in ("boat", "sboat"):
                v -= 2.0
    v += 3.0 * len(st.to_place[seat])
    # keeples and skills kept behind the screen score nothing at the end: worth less each season
    late = HAND_DECAY[st.season]
    v += late * (0.7 * sum(st.hands[seat]) + 1.2 * sum(st.skills[seat]))
    n = st.players
    for t in st.offers + st.orders:
        k = st.bidn[t * n + seat]
        if k:
            if st._top(t) == seat:
                v += 3.5 - 0.2 * k
            else:
                v += 0.6 * k
    if st.pend:
        v += 0.5 * sum(st.pend[4:8])
    v += 0.4 * (st.move_left + st.up_left)
    return v


HAND_DECAY = (1.0, 0.8, 0.55, 0.25)
"""Share of their spring value that keeples and skills behind the screen keep, by season."""

KeyflowerState.game = GAME = KeyflowerGame()
