"""What each seat sees, and determinization (rules/castles_of_burgundy.md §1.4, §3).

Hidden from every seat: the face-down goods of later phases (and the set-aside
leftovers) and the order of the face-down hex-tile piles. The state never fixes them
in advance: goods and tiles are drawn with ``state.rng`` when they are turned up, so a
view shows only how many face-down goods remain per later phase and how many tiles
each pile holds, and ``determinize`` shuffles the piles and gives the copy a fresh
chance source. Everything else (estates, storage, goods, dice, sold piles, which are
public by perfect recall) is open information.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from eurogames.core import Chance
from eurogames.core.types import Json, Seat

from . import data as D
from .rules import M_DIE, M_GOODS, M_SHIP_ADJ, MODE_NAMES

if TYPE_CHECKING:
    from .state import CobState


def tiles_json(tiles: Iterable[int]) -> list[Json | None]:
    """Each tile as a view shows it (None: no tile), fresh dicts.

    Whole lists at once: a view shows about 110 tiles, and one function call per tile was a
    sixth of the pure view's time.
    """
    return [_TILE_JSON[t].copy() if t >= 0 else None for t in tiles]


def _tile_entry(t: int) -> Json:
    kind = D.TILE_KIND[t]
    out: Json = {"id": t, "kind": D.KIND_NAMES["en"][kind]}
    if kind == D.BUILDING:
        out["building"] = D.BUILDING_NAMES["en"][D.TILE_SUB[t]]
    elif kind == D.ANIMAL:
        out["animal"] = D.ANIMAL_NAMES["en"][D.TILE_SUB[t]]
        out["count"] = D.TILE_ANIMALS[t]
    elif kind == D.KNOWLEDGE:
        out["number"] = D.TILE_SUB[t]
    return out


_TILE_JSON: Final = tuple(_tile_entry(t) for t in range(D.NUM_TILES))
_BOARD_DICE: Final = "".join(str(d) for d in D.SPACE_DIE)
_GOODS_KEYS: Final = tuple(str(c) for c in range(1, 7))
"""The goods colours 1-6 as a view's keys."""


def _goods_json(counts: list[int], at: int) -> dict[str, int]:
    """The non-zero goods counts of colours 1-6 stored from ``counts[at + 1]`` on."""
    return {k: n for k, n in zip(_GOODS_KEYS, counts[at + 1:at + 7]) if n}


def view(st: CobState, seat: Seat | None) -> Json:
    P = st.players
    b = st.board
    depots = []
    for d in range(7):
        n = 8 if d == 0 else 4
        depots.append({"tiles": tiles_json(st.dep[d * 8:d * 8 + n]), "goods": _goods_json(st.dgoods, d * 7)})
    players = []
    for p in range(P):
        est = st.estate[p * D.SPACES:(p + 1) * D.SPACES]
        players.append({
            "estate": tiles_json(est),
            "storage": tiles_json(st.storage[p]),
            "goods": _goods_json(st.goods, p * 7),
            "sold": _goods_json(st.sold, p * 7),
            "silver": st.silver[p],
            "workers": st.workers[p],
            "knowledge": [k for k in range(1, 27) if st.know[p] >> k & 1],
            "dice": st.dice[2 * p:2 * p + 2],
            "track": {"space": st.track_pos[p], "height": st.track_stamp[p]},
            "vp": dict(zip(("regions", "phase_bonus", "colour_bonus", "animals", "sales", "watchtowers"),
                           st.vp[p * 6:p * 6 + 6])),
        })
    active = st.active_players()
    return {
        "you": seat,
        "board": b.number,
        "rules": "2011" if st.ed2011 else "2019",
        "board_colours": "".join(map(D.KIND_LETTER.__getitem__, b.colour)),
        "board_dice": _BOARD_DICE,
        "board_regions": list(b.region),
        "phase": D.PHASE_LETTERS[min(st.phase, 4)] if not st.over else "end",
        "round": st.round + 1,
        "white_die": st.white,
        "order": list(st.order),
        "turn": st.turn_idx,
        "start_player": st.start_player,
        "active": active,
        "pending": MODE_NAMES[st.modes[-1] if st.modes else 0] if not st.setup_left else "start_castle",
        "dice_used": list(st.used),
        "chosen_die": st.cur_die + 1 if st.modes and st.modes[-1] == M_DIE else None,
        "ship_first_depot": st.ship_first if st.modes and st.modes[-1] == M_SHIP_ADJ else None,
        "goods_depot": st.goods_depot if st.modes and st.modes[-1] == M_GOODS else None,
        "bought": bool(st.bought),
        "depots": depots,
        "round_goods": list(st.round_goods),
        "face_down_goods": [0 if ph <= st.phase else D.ROUNDS for ph in range(D.PHASES)],
        "piles": [len(p) for p in st.piles],
        "removed": len(st.removed),
        "bonus_tiles": [st.bonus_owner[i] for i in range(12)],
        "players": players,
    }


def determinize(st: CobState, seat: Seat | None, rng: Chance) -> CobState:
    """A copy with the hidden order of the tile piles and the future draws re-sampled."""
    out = st.clone()
    for pile in out.piles:
        pile.sort()  # the sample must not depend on the true (hidden) order
        rng.shuffle(pile)
    out.rng = rng.spawn()
    out._legal = {}
    return out
