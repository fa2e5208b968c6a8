"""Visibility: what each seat may see, and determinization (rules reference §2).

Public: the display, projects, estates, storage, sold goods, bonus cards, the top of each
goods/animal pile, the discard pile, the start player card, the rival's estate, the size
of every pile and hand, and which cards went into each new deck: ``reshuffles`` counts the
reshuffles so far and ``card_generations[c]`` is the number of the deck action card ``c``
was last shuffled into (0: the starting deck; the discard pile is face up, so everyone
sees which cards a reshuffle takes, §8.6). Hidden: each player's face-down personal pile (from everyone,
its owner included), each hand (from the others), the cards of a 3-silver draw while
the drawer decides (from the others), the order and content of the action deck, the
rival's unrevealed cards, and the goods/animal cards under each pile's top.

Determinization re-samples hidden action cards within a deck generation only: the
contents of a deck formed by reshuffling the (public) discard pile are known to all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eurogames.core import Chance
from eurogames.core.types import Json, Seat

from . import rules
from .data import (
    ANIMAL_NAMES,
    BUILDING_NAMES,
    CARD_DIE,
    CARD_KIND,
    CARD_TYPE,
    GOODS_NAMES,
    ROUND_BONUS,
    ROUND_LETTERS,
    SOLO_RIVAL_PILES,
    TYPE_NAMES,
    UNVERIFIED_DATA,
)

if TYPE_CHECKING:
    from .state import BurgundyCardState


def card_json(c: int) -> Json:
    t = CARD_TYPE[c]
    return {"id": c, "die": CARD_DIE[c], "type": TYPE_NAMES[t],
            "building": BUILDING_NAMES[CARD_KIND[c]] if CARD_KIND[c] >= 0 else None}


def _types(mask: int) -> list[str]:
    return [TYPE_NAMES[t] for t in range(7) if mask >> t & 1]


def _frame_json(st: BurgundyCardState, f: tuple[int, ...], seat: Seat | None) -> Json:
    k = f[0]
    out: Json = {"frame": rules.FRAME_NAMES[k]}
    if k == rules.F_DRAW:
        out["count"] = len(f) - 1
        if seat == st.cur:
            out["cards"] = [card_json(c) for c in f[1:]]
    elif k == rules.F_OVERFLOW:
        out["card"] = card_json(f[1])
    elif k == rules.F_PICK:
        out["types"] = _types(f[1])
    return out


def view(st: BurgundyCardState, seat: Seat | None) -> Json:
    players = []
    for s, p in enumerate(st.ps):
        sc = st.player_score(s)
        players.append({
            "seat": s,
            "hand_size": len(p.hand),
            "hand": [card_json(c) for c in sorted(p.hand)] if seat == s else None,
            "pile_size": len(p.pile),
            "projects": [card_json(c) for c in p.projects],
            "estate": [dict(card_json(e >> 3), column=TYPE_NAMES[e & 7]) for e in p.estate],
            "columns": dict(zip(TYPE_NAMES, p.cols)),
            "goods": dict(zip(GOODS_NAMES, p.goods)),
            "animals": dict(zip(ANIMAL_NAMES, p.animals)),
            "sold_goods": dict(zip(GOODS_NAMES, p.sold)),
            "silver": p.silver,
            "workers": p.workers,
            "vp_cards": p.vp,
            "first_bonus": _types(p.first),
            "all_seven": p.all7,
            "score": sc.total,
            "score_categories": dict(sc.categories),
        })
    out: Json = {
        "round": ROUND_LETTERS[st.round],
        "round_index": st.round,
        "turn": min(st.turn, 5) + 1,
        "start_player": st.start,
        "current": None if st.over else st.cur,
        "over": st.over,
        "start_card": {"holder": st.start_holder, "side": "question" if st.start_side else "front"},
        "round_bonus": [[k, n] for k, n in ROUND_BONUS[st.round]],
        "display": [[card_json(c) for c in row] for row in st.display],
        "deck_size": len(st.deck),
        "discard": sorted(st.discard),
        "reshuffles": st.gen,
        "card_generations": list(st.tag),
        "goods_piles": [{"top": GOODS_NAMES[g[-1]] if g else None, "size": len(g)} for g in st.goods_piles],
        "animal_piles": [{"top": ANIMAL_NAMES[a[-1]] if a else None, "size": len(a)}
                         for a in st.animal_piles],
        "first_bonus_available": _types(st.first_avail),
        "all_seven_stack": list(reversed(st.all7_stack)),
        "pending": [_frame_json(st, f, seat) for f in st.stack],
        "silver_draw_used": st.drew,
        "players": players,
        "unverified_data": list(UNVERIFIED_DATA),
    }
    if st.solo:
        r = st.rival_score()
        out["rival"] = {
            "estate": [card_json(c) for c in st.rival_cards],
            "columns": dict(zip(TYPE_NAMES, st.rival_cols)),
            "first_bonus": _types(st.rival_first),
            "all_seven": st.rival_all7,
            "piles_left": list(SOLO_RIVAL_PILES[st.round + 1:]),
            "score": r.total,
            "score_categories": dict(r.categories),
            "result": st.solo_result(),
        }
    return out


def determinize(st: BurgundyCardState, seat: Seat | None, rng: Chance) -> BurgundyCardState:
    """A copy with everything hidden from ``seat`` re-sampled; its chance source is ``rng.spawn()``.

    Hidden action cards (the deck, Aaron's unrevealed cards, every personal pile, the other
    seats' hands and 3-silver draws) are exchanged only among cards shuffled into the same
    deck generation (``st.tag``): after a reshuffle everyone knows the new deck was the
    discard pile, so a card drawn from it cannot be one that was hidden before (§8.6).
    """
    d = st.clone()
    slots: list[list[int]] = [d.deck, d.rival_pool]
    for s, p in enumerate(d.ps):
        slots.append(p.pile)
        if s != seat:
            slots.append(p.hand)
    foreign_draw = [i for i, f in enumerate(d.stack) if f[0] == rules.F_DRAW and d.cur != seat]
    for i in foreign_draw:
        slots.append(list(d.stack[i][1:]))
    cards = [c for sl in slots for c in sl]
    tag = d.tag
    # every pool is sorted before its shuffle: the sample must not depend on where the
    # hidden cards truly are
    if d.gen == 0:
        cards.sort()
        rng.shuffle(cards)
    else:
        by_gen: dict[int, list[int]] = {}
        for i, c in enumerate(cards):
            by_gen.setdefault(tag[c], []).append(i)
        for g in sorted(by_gen):
            idx = by_gen[g]
            vals = sorted(cards[i] for i in idx)
            rng.shuffle(vals)
            for i, v in zip(idx, vals):
                cards[i] = v
    out: list[list[int]] = []
    pos = 0
    for sl in slots:
        out.append(cards[pos:pos + len(sl)])
        pos += len(sl)
    it = iter(out)
    d.deck = next(it)
    d.rival_pool = next(it)
    for s, p in enumerate(d.ps):
        p.pile = next(it)
        if s != seat:
            p.hand = next(it)
    for i in foreign_draw:
        d.stack[i] = (d.stack[i][0], *next(it))
    for piles in (d.goods_piles, d.animal_piles):
        hidden = sorted(piles[0][:-1] + piles[1][:-1])
        rng.shuffle(hidden)
        for i in (0, 1):
            if piles[i]:
                n = len(piles[i]) - 1
                top = piles[i][-1]
                piles[i] = hidden[:n] + [top]
                hidden = hidden[n:]
    d.rng = rng.spawn()
    d._legal = {}
    return d
