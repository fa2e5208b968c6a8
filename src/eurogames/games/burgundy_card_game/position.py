"""Card game positions: a readable description of a turn-start position, both ways.

``describe(state)`` writes the position at the start of a turn (the player to move about to
play a hand card) as a JSON-ready dict; ``from_position(desc)`` sets up a state from such a
dict, computing the derived fields (estate columns and printed types, the rival's columns,
the player to move, the task stack, the action deck: every action card named nowhere) and
rejecting contradictions with a ``PositionError`` that names the problem.

Fields (action cards by id 0..113; goods ``light/medium/dark``, animals
``chicken/cow/sheep/pig``, estate columns and "1." bonus cards by type name)::

    {"players": 2, "options": {}, "round": "B", "turn": 1,   # turn 0..TURNS-1 of the round
     "start": 0, "to_move": 1,              # this round's start player, the seat to move
     "display": [[12, 40], [], ...],        # the six display spaces (die 1..6)
     "discard": [3, 77],                    # face-up discard pile, oldest first
     "goods_piles": [["dark", "light"], []],   # each pile bottom to top (the top is face up)
     "animal_piles": [["cow"], ["pig", "sheep"]],
     "first_bonus": ["castle", "mine"],     # "1." bonus cards still on the table
     "all7_stack": [2, 3],                  # "All 7 types" cards left, top last
     "start_card": {"holder": 0, "side": 0},   # side 1: the "?" side (goods were sold)
     "reshuffles": 0, "shuffled_in": {},    # deck generations: {"1": [cards shuffled in then]}
     "rival": {"pool": [...], "cards": [...], "first": [], "all7": 0},   # solo only
     "seats": [{"hand": [5, 60], "pile": [8, 9, 10], "projects": [44],
                "estate": [[17, "castle"], [90, "mine"]],   # placement order, card and column
                "goods": {"light": 1}, "animals": {"cow": 2}, "sold": {"dark": 1},
                "silver": 3, "workers": 2, "vp": 1, "first": ["castle"], "all7": 0,
                "rival_cloister_vp": 0}, ...]}

A personal pile is listed in draw order (the last card is drawn first); the deck is
unordered (a draw takes a random card), so any order is the same position. Without
``goods_piles`` / ``animal_piles`` the cards named nowhere make up the first pile of each.
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

from . import GAME, rules
from .data import (
    ANIMAL_COPIES,
    ANIMAL_NAMES,
    CARD_TYPE,
    CLOISTER,
    GOODS_COPIES,
    GOODS_NAMES,
    MAX_PROJECTS,
    NUM_ACTION_CARDS,
    ROUND_LETTERS,
    TURNS,
    TYPE_NAMES,
)
from .state import BurgundyCardState

__all__ = ["PositionError", "describe", "from_position", "is_turn_start"]

_TOP = ("game", "players", "options", "round", "turn", "start", "to_move", "display", "discard",
        "deck", "goods_piles", "animal_piles", "first_bonus", "all7_stack", "start_card", "reshuffles",
        "shuffled_in", "rival", "seats")
_SEAT = ("hand", "pile", "projects", "estate", "goods", "animals", "sold", "silver", "workers", "vp",
         "first", "all7", "rival_cloister_vp")


def is_turn_start(st: BurgundyCardState) -> bool:
    """Whether ``st`` is at the start of a turn (the player to move about to play a hand card)."""
    return not st.over and st.stack == [(rules.F_TURN,)] and not st.drew and not st.turn_done


def _mask_names(mask: int) -> list[str]:
    return [TYPE_NAMES[t] for t in range(7) if mask >> t & 1]


def _counts(xs: list[int], names: tuple[str, ...]) -> dict[str, int]:
    return {names[k]: n for k, n in enumerate(xs) if n}


def describe(st: BurgundyCardState) -> Json:
    """The position of ``st`` (at the start of a turn) as a readable dict."""
    need(is_turn_start(st), "a position is described at the start of a turn")
    shuffled: dict[str, list[int]] = {}
    for c, g in enumerate(st.tag):
        if g:
            shuffled.setdefault(str(g), []).append(c)
    out: Json = {
        "players": st.players, "options": dict(st.options),
        "round": ROUND_LETTERS[st.round], "turn": st.turn, "start": st.start, "to_move": st.cur,
        "display": [list(r) for r in st.display], "discard": list(st.discard),
        "goods_piles": [[GOODS_NAMES[k] for k in p] for p in st.goods_piles],
        "animal_piles": [[ANIMAL_NAMES[k] for k in p] for p in st.animal_piles],
        "first_bonus": _mask_names(st.first_avail), "all7_stack": list(st.all7_stack),
        "start_card": {"holder": st.start_holder, "side": st.start_side},
        "reshuffles": st.gen, "shuffled_in": shuffled,
        "seats": [{"hand": list(p.hand), "pile": list(p.pile), "projects": list(p.projects),
                   "estate": [[e >> 3, TYPE_NAMES[e & 7]] for e in p.estate],
                   "goods": _counts(p.goods, GOODS_NAMES), "animals": _counts(p.animals, ANIMAL_NAMES),
                   "sold": _counts(p.sold, GOODS_NAMES), "silver": p.silver, "workers": p.workers,
                   "vp": p.vp, "first": _mask_names(p.first), "all7": p.all7,
                   "rival_cloister_vp": p.rival_cloister_vp} for p in st.ps],
    }
    if st.solo:
        out["rival"] = {"pool": sorted(st.rival_pool), "cards": list(st.rival_cards),
                        "first": _mask_names(st.rival_first), "all7": st.rival_all7}
    return out


def _mask(names: Any, what: str) -> int:
    need(isinstance(names, list), f"{what} must list column types")
    m = 0
    for x in names:
        m |= 1 << TYPE_NAMES.index(one_of(x, what, TYPE_NAMES))
    return m


def _count_list(d: Any, what: str, names: tuple[str, ...]) -> list[int]:
    fields(d, what, names)
    return [whole(d.get(k, 0), f"{what}[{k}]", 0, 99) for k in names]


def from_position(desc: Json, seed: int = 0) -> BurgundyCardState:
    """Set up the described position (later draws from ``seed``).

    Raises:
        PositionError: the description is malformed or contradicts the rules or itself.
    """
    st = new_state(desc, GAME, _TOP, ("players", "round", "seats"), seed)
    assert isinstance(st, BurgundyCardState)
    n = st.players

    st.round = ROUND_LETTERS.index(one_of(desc["round"], "round", ROUND_LETTERS))
    st.turn = whole(desc.get("turn", 0), "turn", 0, TURNS - 1)
    st.start = whole(desc.get("start", 0), "start", 0, n - 1)
    st.cur = whole(desc.get("to_move", st.start), "to_move", 0, n - 1)
    st.order = (st.cur - st.start) % n
    st.stack = [(rules.F_TURN,)]
    st.drew = st.turn_done = st.over = st.solo_lost = False

    where: dict[int, str] = {}

    def cards(xs: Any, place: str) -> list[int]:
        need(isinstance(xs, list), f"{place} must list action card ids")
        for c in xs:
            need(type(c) is int and 0 <= c < NUM_ACTION_CARDS, f"{place}: {c!r} is not an action card id")
            need(c not in where, f"card {c} is both in {where.get(c)} and in {place}")
            where[c] = place
        return list(xs)

    display = desc.get("display", [[]] * 6)
    need(isinstance(display, list) and len(display) == 6, "display lists the six display spaces")
    st.display = [cards(row, f"display space {i + 1}") for i, row in enumerate(display)]
    st.discard = cards(desc.get("discard", []), "the discard pile")
    st.goods_piles = _piles(desc.get("goods_piles", [[], []]), "goods_piles", GOODS_NAMES)
    st.animal_piles = _piles(desc.get("animal_piles", [[], []]), "animal_piles", ANIMAL_NAMES)
    st.first_avail = _mask(desc.get("first_bonus", list(TYPE_NAMES)), "first_bonus")
    a7 = desc.get("all7_stack", [])
    need(isinstance(a7, list), "all7_stack lists the All 7 types cards left")
    st.all7_stack = [whole(v, "an All 7 types card", 1, 99) for v in a7]
    sc = fields(desc.get("start_card", {}), "start_card", ("holder", "side"))
    st.start_holder = whole(sc.get("holder", st.start), "the start card holder", 0, n - 1)
    st.start_side = whole(sc.get("side", 0), "the start card side", 0, 1)

    seats = seat_list(desc["seats"], "seats", n)
    for s, sd in enumerate(seats):
        fields(sd, f"seat {s}", _SEAT)
        p = st.ps[s]
        p.hand = cards(sd.get("hand", []), f"seat {s}'s hand")
        p.pile = cards(sd.get("pile", []), f"seat {s}'s pile")
        p.projects = cards(sd.get("projects", []), f"seat {s}'s projects")
        need(len(p.projects) <= MAX_PROJECTS, f"seat {s} has more than {MAX_PROJECTS} projects")
        est = sd.get("estate", [])
        need(isinstance(est, list) and all(isinstance(e, list) and len(e) == 2 for e in est),
             f"seat {s}: estate lists [card, column] pairs")
        p.estate, p.cols, p.colors = [], [0] * 7, 0
        for c, col in est:
            cards([c], f"seat {s}'s estate")
            ci = TYPE_NAMES.index(one_of(col, f"seat {s}'s estate column", TYPE_NAMES))
            need(ci == CARD_TYPE[c] or CARD_TYPE[c] == CLOISTER,
                 f"seat {s}: card {c} ({TYPE_NAMES[CARD_TYPE[c]]}) cannot lie in the {col} column")
            p.estate.append(c * 8 + ci)
            p.cols[ci] += 1
            p.colors |= 1 << CARD_TYPE[c]
        p.goods = _count_list(sd.get("goods", {}), f"seat {s}'s goods", GOODS_NAMES)
        p.animals = _count_list(sd.get("animals", {}), f"seat {s}'s animals", ANIMAL_NAMES)
        p.sold = _count_list(sd.get("sold", {}), f"seat {s}'s sold goods", GOODS_NAMES)
        p.silver = whole(sd.get("silver", 0), f"seat {s}'s silver", 0, 999)
        p.workers = whole(sd.get("workers", 0), f"seat {s}'s workers", 0, 999)
        p.vp = whole(sd.get("vp", 0), f"seat {s}'s vp", 0, 9999)
        p.first = _mask(sd.get("first", []), f"seat {s}'s first bonus cards")
        p.all7 = whole(sd.get("all7", 0), f"seat {s}'s All 7 types card", 0, 99)
        p.rival_cloister_vp = whole(sd.get("rival_cloister_vp", 0), f"seat {s}'s rival_cloister_vp", 0, 9999)
    need(bool(st.ps[st.cur].hand), f"seat {st.cur} is to move with an empty hand")
    for k, name in enumerate(GOODS_NAMES):
        named = sum(pile.count(k) for pile in st.goods_piles) + sum(p.goods[k] + p.sold[k] for p in st.ps)
        need(named <= GOODS_COPIES, f"{named} {name} goods cards are named: there are {GOODS_COPIES}")
        if "goods_piles" not in desc:  # the cards named nowhere make up the first pile
            st.goods_piles[0][:0] = [k] * (GOODS_COPIES - named)
    for k, name in enumerate(ANIMAL_NAMES):
        named = sum(pile.count(k) for pile in st.animal_piles) + sum(p.animals[k] for p in st.ps)
        need(named <= ANIMAL_COPIES, f"{named} {name} cards are named: there are {ANIMAL_COPIES}")
        if "animal_piles" not in desc:
            st.animal_piles[0][:0] = [k] * (ANIMAL_COPIES - named)

    if st.solo:
        rv = fields(desc.get("rival", {}), "rival", ("pool", "cards", "first", "all7"))
        st.rival_pool = cards(rv.get("pool", []), "the rival's pool")
        st.rival_cards = cards(rv.get("cards", []), "the rival's cards")
        st.rival_cols = [0] * 7
        for c in st.rival_cards:
            st.rival_cols[CARD_TYPE[c]] += 1
        st.rival_first = _mask(rv.get("first", []), "the rival's first bonus cards")
        st.rival_all7 = whole(rv.get("all7", 0), "the rival's All 7 types card", 0, 99)
    else:
        need("rival" not in desc, "only a solo game has a rival")
        st.rival_pool, st.rival_cards, st.rival_cols, st.rival_first, st.rival_all7 = [], [], [0] * 7, 0, 0

    st.gen = whole(desc.get("reshuffles", 0), "reshuffles", 0, 999)
    tag = [0] * NUM_ACTION_CARDS
    shuffled = fields(desc.get("shuffled_in", {}), "shuffled_in", [str(g) for g in range(1, st.gen + 1)])
    for g, cs in shuffled.items():
        need(isinstance(cs, list), f"shuffled_in[{g}] lists card ids")
        for c in cs:
            need(type(c) is int and 0 <= c < NUM_ACTION_CARDS, f"shuffled_in[{g}]: {c!r} is not a card id")
            tag[c] = int(g)
    st.tag = tag
    if "deck" in desc:
        st.deck = cards(desc["deck"], "the deck")
    else:
        st.deck = [c for c in range(NUM_ACTION_CARDS) if c not in where]
    missing = [c for c in range(NUM_ACTION_CARDS) if c not in where and c not in st.deck]
    need(not missing, f"action cards named nowhere: {missing}")
    stale = [c for c in st.deck if tag[c] != st.gen]
    need(not stale, f"deck cards {stale[:8]} were not shuffled into deck generation {st.gen}")
    return checked(st)


def _piles(v: Any, what: str, names: tuple[str, ...]) -> list[list[int]]:
    need(isinstance(v, list) and len(v) == 2, f"{what} lists the two piles")
    return [[names.index(one_of(x, f"a card of {what}", names)) for x in pile] for pile in v]
