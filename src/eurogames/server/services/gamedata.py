"""The printed facts a game's board draws (cards, deeds, tracks, tile texts), as JSON.

The browser used to carry its own copies of these; now ``GET /api/games/{name}/data``
serves them straight from the engine's ``data.py`` (and its texts), so a corrected value
is corrected once. The client loads a game's data before its board module
(web/common/gamedata.js). Game state never appears here: only what is printed on the
components, the same in every game.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from eurogames.core.types import Json


def _plain(x: Any) -> Any:
    """Tuples as lists, all the way down (the JSON form the boards read)."""
    if isinstance(x, (tuple, list)):
        return [_plain(v) for v in x]
    if isinstance(x, dict):
        return {str(k): _plain(v) for k, v in x.items()}
    return x


def _white_castle() -> Json:
    from eurogames.games.white_castle import data as D
    cards: Json = {}
    for cid, c in D.CARDS.items():
        cards[cid] = {"lantern": _plain(c.lantern),
                      "blocks": [[b.light, list(b.rows), _plain(b.effects)] for b in c.blocks]}
        if c.setup:
            cards[cid]["setup"] = _plain(c.setup)
    return {
        "cards": cards,
        "daimyo": _plain(D.DAIMYO),
        "gardens": {k: [g.plant, g.food, g.cp, _plain(g.effect)] for k, g in D.GARDENS.items()},
        "yard_tiles": _plain(D.YARD_TILES),
        "yard_value": {str(cost): cp for cost, cp, _ in D.YARDS},
        "domain_base": _plain(D.DOMAIN_BASE),
        "domain_uncover": _plain(D.DOMAIN_UNCOVER),
        "domain_uncover_pot": _plain(D.DOMAIN_UNCOVER_POT),
        "pot_gates": _plain(D.POT_GATES),
    }


def _orleans() -> Json:
    from eurogames.games.orleans import data as D
    goods = D.GOOD_NAMES
    tracks = [
        {"type": "farmer", "place": "farmhouse", "steps": [{"good": goods[g]} for g in D.FARMER_TRACK_GOODS]},
        {"type": "boatman", "place": "village",
         "steps": [{"coins": c, "citizen": i + 1 == D.BOATMAN_CITIZEN_STEP} for i, c in enumerate(D.BOATMAN_TRACK_COINS)]},
        {"type": "craftsman", "place": "village", "steps": [{"tech": True}] * D.TRACK_LEN[2]},
        # the first trader takes a category I tile, later ones I or II (rules §2.2)
        {"type": "trader", "place": "village", "steps": [{"tile": "I" if i == 0 else "I/II"} for i in range(D.TRACK_LEN[3])]},
        {"type": "knight", "place": "castle", "start": D.KNIGHT_DRAW[0],
         "steps": [{"draw": n, "citizen": i + 1 == D.KNIGHT_CITIZEN_STEP} for i, n in enumerate(D.KNIGHT_DRAW[1:])]},
        {"type": "scholar", "place": "university", "steps": [{"dev": n} for n in D.SCHOLAR_TRACK_DEV]},
    ]
    return {
        "followers": list(D.FOLLOWER_NAMES),
        "goods": list(goods),
        "good_value": dict(zip(goods, D.GOOD_VALUE, strict=True)),
        "events": list(D.EVENT_NAMES),
        "tracks": tracks,
        "dev_max": D.DEV_MAX,
        "dev_level_starts": list(D.DEV_LEVEL_STARTS),
        "dev_coins": _plain(D.DEV_COINS),
        "dev_citizens": list(D.DEV_CITIZENS),
        "deeds": [[d, list(D.DEED_SPACES[i]), D.DEED_REWARD[i]] for i, d in enumerate(D.DEEDS)],
        "tiles": [[t, list(D.PLACE_REQ[D.NBASE + i])] for i, t in enumerate(D.TILES)],
    }


# The winter side of each boat (rules/keyflower.md §3.7), in player-facing words.
KEYFLOWER_BOAT_SCORING = {
    "keyflower": ("VP = sum of your transport numbers (x2 with 2b)", "輸送タイルの輸送力の合計が得点（2bで2倍）"),
    "seabastion": ("VP = tiles on your best closed road loop", "最良の閉じた道の輪にあるタイル数が得点"),
    "seabreeze": ("boats in a water chain from home: 2/4/8/16/32", "家から続く水路の船: 2/4/8/16/32点"),
    "flipper": ("+2 VP and flip one tile for free", "2点、タイル1枚を無料で裏返す"),
    "ianvincible": ("+5 VP", "5点"),
    "whitewind": ("1 VP per keeple you keep", "残ったキープル1個につき1点"),
}


def _keyflower() -> Json:
    from eurogames.games.keyflower.data import TILES
    from eurogames.games.keyflower.render import _tile_text
    out = []
    for t in TILES:
        back = t.back
        row: Json = {
            "key": t.key, "family": t.family, "number": t.number, "edges": t.edges,
            "en": t.en, "ja": t.ja,
            "text": {"en": _tile_text(t.tid, "en"), "ja": _tile_text(t.tid, "ja")},
            "vp": [t.front.vp, back.vp if back is not None else t.front.vp],
            "code": t.extra.get("code", ""),
        }
        if t.family == "boat":
            en, ja = KEYFLOWER_BOAT_SCORING[t.key]
            row["text"] = {"en": en, "ja": ja}
            row["load"] = _plain(t.extra["load"])
            row["sides"] = list(t.extra["sides"])  # type: ignore[call-overload]
        out.append(row)
    return {"tiles": out}


def _burgundy_card_game() -> Json:
    from eurogames.games.burgundy_card_game import data as D
    # the two die values that sell each goods kind (drawn on the goods piles)
    return {"goods_dice": {n: list(D.GOODS_DICE[i]) for i, n in enumerate(D.GOODS_NAMES)}}


def _castles_of_burgundy() -> Json:
    from eurogames.games.castles_of_burgundy import data as D
    # the bonus tiles' VP (first, second finisher of a colour) by player count
    return {"bonus_tile_vp": _plain(D.BONUS_TILE_VP)}


BUILDERS: dict[str, Callable[[], Json]] = {
    "burgundy_card_game": _burgundy_card_game,
    "castles_of_burgundy": _castles_of_burgundy,
    "white_castle": _white_castle,
    "orleans": _orleans,
    "keyflower": _keyflower,
}


@functools.cache
def game_data(name: str) -> Json:
    """The printed facts ``name``'s board draws ({} for a game that needs none)."""
    build = BUILDERS.get(name)
    return build() if build else {}
