"""The White Castle positions: a readable description of a turn-start position, both ways.

``describe(state)`` writes the position at the start of a turn (the actor about to take a
die) as a JSON-ready dict; ``from_position(desc)`` sets up a state from such a dict, computing
the derived fields (workers at home, turns taken, the next Passage of Time stamp, the decks,
the task stack) and rejecting contradictions with a ``PositionError`` that names the problem.

Fields (cards, gardens, yard tiles and Daimyo cards by their ids, as in the view; colours
``red`` (coral), ``black``, ``white``; rooms and spaces by the view's names)::

    {"players": 2, "options": {},
     "round": 1, "turn": 3,                 # turns started this round, the actor's included
     "order": [1, 0],                       # heron track: turn order of this round
     "rooms": {"s1": {"card": "s03", "tiles": ["red", "black", "white"]}, ...},  # s1..s3, d1, d2
     "well": [["red", ["res", "food", 1]], ...],   # the two Well die tiles (colour, reward)
     "daimyo": "daimyo_1", "daimyo_spaces": [-1, 0, -1],
     "gardens": [{"card": "g1", "gardeners": [0]}, ...],   # plots 1..6
     "yards": [[["y01", "Y"]], [["y02", "B"]], [["y03", "B"], ["y04", "Y"]]],
     "bridges": {"red": [2, 5], "black": [], "white": [1]}, # dice left to right
     "lone_die_right": {"red": false, ...},
     "spaces": {"s1": [["red", 3, 0]], ...},             # dice (colour, value, seat), bottom first
     "pairs": [null, ["r2", "a3"], null],                # starting pairs left from the draft
     "box": ["decree_coin", ...],                        # cards out of play (optional)
     "seats": [{"food": 1, "iron": 0, "pearl": 2, "coins": 5, "seals": 1, "cp": 3,
                "passage": 4, "passage_stack": 2,        # Passage of Time space, stack height
                "courtiers": [1, 0, 0, 0],               # gate, floors 1-3
                "warriors": [0, 1, 0],                   # yards 1, 3, 5
                "action_cards": ["a1", "a1", "a1"],      # the card beside each domain row
                "lantern": ["s07"], "domain_dice": [0, 4, 0]}, ...]}

The actor is ``order[(turn - 1) % players]``. Castle cards named nowhere lie in their face-down
decks (their order is drawn when a card is turned up, so any order is the same position);
without ``box`` every other card not named is out of play.
"""

from __future__ import annotations

from typing import Any

from eurogames.core.position import (
    PositionError,
    checked,
    fields,
    need,
    new_state,
    one_of,
    seat_list,
    whole,
)
from eurogames.core.types import Json

from . import GAME
from .data import (
    CARDS,
    COLOURS,
    DAIMYO,
    GARDENS,
    RES_NAMES,
    SPACE_NAMES,
    WORKERS_PER_TYPE,
    YARD_TILES,
)
from .state import WhiteCastleState, _tup

__all__ = ["PositionError", "describe", "from_position", "is_turn_start"]

_TOP = ("game", "players", "options", "round", "turn", "order", "rooms", "well", "daimyo",
        "daimyo_spaces", "gardens", "yards", "bridges", "lone_die_right", "spaces", "pairs", "box",
        "seats")
_RES_KEYS = ("food", "iron", "pearl", "coins", "seals", "cp")
_SEAT = (*_RES_KEYS, "passage", "passage_stack", "courtiers", "warriors", "action_cards", "lantern",
         "domain_dice")
_ROOMS = SPACE_NAMES[:5]
assert len(RES_NAMES) == len(_RES_KEYS)


def is_turn_start(st: WhiteCastleState) -> bool:
    """Whether ``st`` is at the start of a turn (the actor about to take a die)."""
    return (st.phase == "play" and st.held is None and st.rows_used == 0
            and bool(st.stack) and st.stack[-1] == ("take",)
            and all(fr == ("end",) for fr in st.stack[:-1]))


def describe(st: WhiteCastleState) -> Json:
    """The position of ``st`` (at the start of a turn) as a readable dict."""
    need(is_turn_start(st), "a position is described at the start of a turn")
    n = st.players
    return {
        "players": n, "options": dict(st.options),
        "round": st.round, "turn": st.turn, "order": list(st.order),
        "rooms": {_ROOMS[r]: {"card": st.room_cards[r], "tiles": [COLOURS[c] for c in st.room_tiles[r]]}
                  for r in range(5)},
        "well": [[COLOURS[c], _json(e)] for c, e in st.well],
        "daimyo": st.daimyo, "daimyo_spaces": list(st.daimyo_spaces),
        "gardens": [{"card": g, "gardeners": [s for s in range(n) if st.gardeners[i] >> s & 1]}
                    for i, g in enumerate(st.gardens)],
        "yards": [[[t, f] for t, f in tiles] for tiles in st.yard_tiles],
        "bridges": {COLOURS[c]: list(st.bridges[c]) for c in range(3)},
        "lone_die_right": {COLOURS[c]: st.lone_right[c] for c in range(3)},
        "spaces": {SPACE_NAMES[i]: [[COLOURS[c], v, s] for c, v, s in st.spaces[i]] for i in range(8)
                   if st.spaces[i]},
        "pairs": [list(p) if p is not None else None for p in st.pairs],
        "box": sorted(st.box),
        "seats": [{**dict(zip(_RES_KEYS, pb.res)), "passage": pb.pot, "passage_stack": pb.stamp,
                   "courtiers": list(pb.courtiers), "warriors": list(pb.warriors),
                   "action_cards": list(pb.slots), "lantern": list(pb.lantern),
                   "domain_dice": list(pb.domain)} for pb in st.p],
    }


def _json(x: Any) -> Any:
    if isinstance(x, (tuple, list)):
        return [_json(y) for y in x]
    return x


def _colour(v: Any, what: str) -> int:
    return COLOURS.index(one_of(v, what, COLOURS))


def from_position(desc: Json, seed: int = 0) -> WhiteCastleState:
    """Set up the described position (deck order and later dice from ``seed``).

    Raises:
        PositionError: the description is malformed or contradicts the rules or itself.
    """
    st = new_state(desc, GAME, _TOP, ("players", "round", "turn", "order", "rooms", "well", "daimyo",
                                      "gardens", "yards", "bridges", "seats"), seed)
    assert isinstance(st, WhiteCastleState)
    n = st.players

    st.round = whole(desc["round"], "round", 1, 3)
    st.turn = whole(desc["turn"], "turn", 1, 3 * n)
    order = desc["order"]
    need(isinstance(order, list) and sorted(order) == list(range(n)), f"order must list every seat 0..{n - 1} once")
    st.order = list(order)
    st.actor = st.order[(st.turn - 1) % n]
    st.phase = "play"
    st.held = None
    st.rows_used = 0
    st.stack = [("end",), ("take",)] if st.round == 3 and st.turn > 2 * n else [("take",)]

    # ----- castle, gardens, yards -----------------------------------------------------------
    rooms = fields(desc["rooms"], "rooms", _ROOMS, _ROOMS)
    st.room_cards = []
    tiles = []
    for r, name in enumerate(_ROOMS):
        room = fields(rooms[name], f"room {name}", ("card", "tiles"), ("card", "tiles"))
        card = one_of(room["card"], f"the card of room {name}", CARDS)
        kind = "steward" if r < 3 else "diplomat"
        need(CARDS[card].kind == kind, f"room {name} holds a {kind} card, not {card}")
        st.room_cards.append(card)
        need(isinstance(room["tiles"], list) and len(room["tiles"]) == (3 if r < 3 else 2),
             f"room {name} has {3 if r < 3 else 2} die tiles")
        tiles.append(tuple(_colour(c, f"a die tile of room {name}") for c in room["tiles"]))
    st.room_tiles = tuple(tiles)
    well = desc["well"]
    need(isinstance(well, list) and len(well) == 2, "well must list the two Well die tiles")
    st.well = tuple((_colour(w[0], "a Well tile colour"), _tup(w[1])) for w in well)
    st.daimyo = one_of(desc["daimyo"], "daimyo", sorted(DAIMYO))
    ds = desc.get("daimyo_spaces", [-1, -1, -1])
    need(isinstance(ds, list) and len(ds) == 3, "daimyo_spaces must list the three bonus spaces")
    st.daimyo_spaces = [whole(x, "a Daimyo space owner", -1, n - 1) for x in ds]
    gardens = desc["gardens"]
    need(isinstance(gardens, list) and len(gardens) == 6, "gardens must list plots 1..6")
    st.gardens = tuple(one_of(fields(g, "a garden", ("card", "gardeners"), ("card",))["card"],
                              "a garden card", sorted(GARDENS)) for g in gardens)
    st.gardeners = [sum(1 << whole(s, "a gardener's seat", 0, n - 1) for s in set(g.get("gardeners", [])))
                    for g in gardens]
    yards = desc["yards"]
    need(isinstance(yards, list) and [len(y) for y in yards] == [1, 1, 2] if isinstance(yards, list) else False,
         "yards must list the tiles of yards 1, 3 and 5 (one, one and two)")
    st.yard_tiles = tuple(tuple((one_of(t, "a yard tile", sorted(YARD_TILES)), one_of(f, "a yard face", "BY"))
                                for t, f in y) for y in yards)

    # ----- dice -------------------------------------------------------------------------
    bridges = fields(desc["bridges"], "bridges", COLOURS, COLOURS)
    st.bridges = [[whole(v, f"a die on the {c} bridge", 1, 6) for v in bridges[c]] for c in COLOURS]
    lone = fields(desc.get("lone_die_right", {}), "lone_die_right", COLOURS)
    st.lone_right = [bool(lone.get(c, False)) for c in COLOURS]
    spaces = fields(desc.get("spaces", {}), "spaces", SPACE_NAMES[:8])
    st.spaces = [[(_colour(d[0], f"a die colour on {name}"), whole(d[1], f"a die on {name}", 1, 6),
                   whole(d[2], f"a die owner on {name}", 0, n - 1)) for d in spaces.get(name, [])]
                 for name in SPACE_NAMES[:8]]

    # ----- players ----------------------------------------------------------------------
    seats = seat_list(desc["seats"], "seats", n)
    named: list[str] = list(st.room_cards)
    for s, sd in enumerate(seats):
        fields(sd, f"seat {s}", _SEAT, ("action_cards",))
        pb = st.p[s]
        pb.res = [whole(sd.get(k, 0), f"seat {s}'s {k}", 0, 999) for k in _RES_KEYS]
        pb.pot = whole(sd.get("passage", 0), f"seat {s}'s Passage of Time space", 0, 20)
        pb.stamp = whole(sd.get("passage_stack", n - st.order.index(s)), f"seat {s}'s passage_stack", 0, 10**6)
        pb.courtiers = [whole(x, f"seat {s}'s courtiers", 0, WORKERS_PER_TYPE) for x in sd.get("courtiers", [0] * 4)]
        pb.warriors = [whole(x, f"seat {s}'s warriors", 0, WORKERS_PER_TYPE) for x in sd.get("warriors", [0] * 3)]
        need(len(pb.courtiers) == 4 and len(pb.warriors) == 3,
             f"seat {s}: courtiers are [gate, floor 1, 2, 3], warriors [yard 1, 3, 5]")
        gardeners = sum(1 for g in st.gardeners if g >> s & 1)
        pb.home = [WORKERS_PER_TYPE - sum(pb.courtiers), WORKERS_PER_TYPE - gardeners,
                   WORKERS_PER_TYPE - sum(pb.warriors)]
        need(min(pb.home) >= 0, f"seat {s} has more than {WORKERS_PER_TYPE} workers of a kind out")
        slots = sd["action_cards"]
        need(isinstance(slots, list) and len(slots) == 3 and all(c in CARDS for c in slots),
             f"seat {s}: action_cards names the card beside each of the 3 domain rows")
        pb.slots = list(slots)
        pb.lantern = [one_of(c, f"seat {s}'s lantern card", CARDS) for c in sd.get("lantern", [])]
        dd = sd.get("domain_dice", [0, 0, 0])
        need(isinstance(dd, list) and len(dd) == 3, f"seat {s}: domain_dice lists the 3 rows")
        pb.domain = [whole(v, f"seat {s}'s domain die", 0, 6) for v in dd]
        i = st.order.index(s)
        pb.turns = 3 * (st.round - 1) + sum(1 for t in range(st.turn) if t % n == i)
        named += [c for c in set(pb.slots)] + pb.lantern
    stamps = [pb.stamp for pb in st.p]
    for a in range(n):
        for b in range(a + 1, n):
            need((st.p[a].pot, stamps[a]) != (st.p[b].pot, stamps[b]),
                 f"seats {a} and {b} have the same passage_stack on Passage space {st.p[a].pot}")
    st.next_stamp = max(stamps) + 1

    # ----- cards: every card in one place ------------------------------------------------
    pairs = desc.get("pairs") or []
    need(isinstance(pairs, list), "pairs must list the starting pairs left from the draft")
    st.pairs = [tuple(p) if p is not None else None for p in pairs]
    for p in st.pairs:
        if p is not None:
            named += list(p)
    dup = sorted({c for c in named if named.count(c) > 1})
    need(not dup, f"cards named twice: {dup}")
    if "box" in desc:
        box = list(desc["box"])
        need(not set(box) & set(named), f"cards both out of play and in play: {sorted(set(box) & set(named))}")
    else:
        box = [c for c, card in CARDS.items() if c not in named
               and (card.kind not in ("steward", "diplomat") or (card.diamond and n <= 2))]
    st.box = box
    rest = [c for c in sorted(CARDS) if c not in named and c not in box]
    bad = [c for c in rest if CARDS[c].kind not in ("steward", "diplomat")]
    need(not bad, f"cards named nowhere that cannot lie in a castle deck: {bad}")
    st.deck_s = [c for c in rest if CARDS[c].kind == "steward"]
    st.deck_d = [c for c in rest if CARDS[c].kind == "diplomat"]
    st.opts = None
    return checked(st)
