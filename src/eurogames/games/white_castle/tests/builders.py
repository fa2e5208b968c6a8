"""Small builders for scenario tests: a game past the draft, hand-set boards, notation play.

At the start of a turn of a consistent state the builders set their scenes through position
descriptions (``white_castle.position``: every derived field computed, contradictions
rejected). Scenes in the middle of a turn (``decide``: frames on the task stack) and scenes a
test has already made impossible on purpose (dice placed without turns taken, dice not
conserved) go on writing fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import eurogames
from eurogames.core import InvariantError
from eurogames.games.white_castle.data import COIN, CP, FOOD, IRON, PEARL, SEAL
from eurogames.games.white_castle.position import describe, from_position, is_turn_start
from eurogames.games.white_castle.state import WhiteCastleState

GAME = eurogames.load("white_castle")


def new_game(players: int = 2, seed: int = 0, **options: Any) -> WhiteCastleState:
    """A game right after the starting-pair draft (first pairs, first resource choices)."""
    st = GAME.new(players, seed, options)
    while st.phase == "draft":
        st.apply(st.actor, st.legal_actions()[0])
    return st  # type: ignore[return-value]


def _positional(st: WhiteCastleState) -> bool:
    if not is_turn_start(st):
        return False
    try:
        st.check_invariants()
    except InvariantError:
        return False
    return True


def edit(st: WhiteCastleState, change: Callable[[dict[str, Any]], None]) -> WhiteCastleState:
    """Change ``st`` (a turn start) through its position description: ``change`` edits the
    dict; the state is set up from it again and keeps its chance source."""
    desc = describe(st)
    change(desc)
    new = from_position(desc)
    new.rng = st.rng
    new.move_number = st.move_number
    for k in (*WhiteCastleState._JSON_FIELDS, "p", "opts", "events", "_legal"):
        setattr(st, k, getattr(new, k))
    return st


def set_res(st: WhiteCastleState, seat: int, food: int = 0, iron: int = 0, pearl: int = 0,
            coins: int = 0, seals: int = 0, cp: int = 0) -> None:
    if _positional(st):
        values = {"food": food, "iron": iron, "pearl": pearl, "coins": coins, "seals": seals, "cp": cp}
        edit(st, lambda d: d["seats"][seat].update(values))
        return
    r = st.p[seat].res
    r[FOOD], r[IRON], r[PEARL], r[COIN], r[SEAL], r[CP] = food, iron, pearl, coins, seals, cp
    st.invalidate()


def set_passage(st: WhiteCastleState, seat: int, space: int) -> None:
    """Put ``seat``'s marker on Passage of Time space ``space`` (its stack height kept, or on
    top of the markers there if another one has the same height); at a turn start through
    the position description."""
    if _positional(st):
        def change(d: dict[str, Any]) -> None:
            me = d["seats"][seat]
            me["passage"] = space
            if any(o["passage"] == space and o["passage_stack"] == me["passage_stack"]
                   for i, o in enumerate(d["seats"]) if i != seat):
                me["passage_stack"] = max(o["passage_stack"] for o in d["seats"]) + 1
        edit(st, change)
        return
    st.p[seat].pot = space
    st.invalidate()


def res(st: WhiteCastleState, seat: int) -> dict[str, int]:
    r = st.p[seat].res
    return {"food": r[FOOD], "iron": r[IRON], "pearl": r[PEARL], "coins": r[COIN],
            "seals": r[SEAL], "cp": r[CP]}


def turn_of(st: WhiteCastleState, seat: int) -> WhiteCastleState:
    """Make it ``seat``'s turn at the take-a-die decision (at a turn start: ``seat`` swaps
    places in the turn order with the seat whose turn it is)."""
    if _positional(st):
        def change(d: dict[str, Any]) -> None:
            order = d["order"]
            i, j = (d["turn"] - 1) % d["players"], order.index(seat)
            order[i], order[j] = order[j], order[i]
        return edit(st, change)
    st.actor = seat
    st.rows_used = 0
    st.stack = [("take",)]
    st.held = None
    st.invalidate()
    return st


def decide(st: WhiteCastleState, seat: int, frames: list[tuple]) -> WhiteCastleState:
    """Put decision/automatic frames on the stack (last = first to run) and run to a decision."""
    st.actor = seat
    st.stack = list(frames)
    st.invalidate()
    st.legal_actions()
    return st


def blank_lantern(st: WhiteCastleState, seat: int, cards: list[str] | None = None) -> None:
    """Replace the Lantern area (moving cards between it and the box to keep conservation)."""
    if _positional(st):
        def change(d: dict[str, Any]) -> None:
            me = d["seats"][seat]
            d["box"] += me["lantern"]
            me["lantern"] = []
            for c in cards or []:
                if c in d["box"]:
                    d["box"].remove(c)
                else:
                    owner = next((o for o in d["seats"] if c in o["lantern"]), None)
                    if owner is not None:
                        owner["lantern"].remove(c)
                me["lantern"].append(c)   # from a deck if named nowhere else
        edit(st, change)
        return
    pb = st.p[seat]
    st.box.extend(pb.lantern)
    pb.lantern = []
    for c in cards or []:
        for src in [st.box, st.deck_s, st.deck_d] + [q.lantern for q in st.p]:
            if c in src:
                src.remove(c)
                break
        else:
            raise ValueError(f"{c} is not free")
        pb.lantern.append(c)
    st.invalidate()


def put_card(st: WhiteCastleState, room: int, card: str) -> None:
    """Put ``card`` into castle room ``room`` (swapping it with wherever it was)."""
    old = st.room_cards[room]
    for pile in (st.deck_s, st.deck_d, st.box):
        if card in pile:
            pile.remove(card)
            pile.append(old)
            break
    else:
        other = st.room_cards.index(card)
        st.room_cards[other] = old
    st.room_cards[room] = card
    st.invalidate()


def set_action_card(st: WhiteCastleState, seat: int, card: str) -> None:
    pb = st.p[seat]
    for pile in (st.deck_s, st.deck_d, st.box):
        if card in pile:
            pile.remove(card)
            pile.append(pb.action)
            break
    pb.action = card
    st.invalidate()


def play(st: WhiteCastleState, *notations: str) -> WhiteCastleState:
    """Apply actions of the actor by notation (each must be legal)."""
    for n in notations:
        st.apply(st.actor, n)
    return st


def legal(st: WhiteCastleState) -> list[str]:
    return [a.notation() for a in st.legal_actions()]


def top(st: WhiteCastleState) -> str:
    return st.stack[-1][0] if st.stack else ""
