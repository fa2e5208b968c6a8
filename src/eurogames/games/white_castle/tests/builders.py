"""Small builders for scenario tests: a game past the draft, hand-set boards, notation play."""

from __future__ import annotations

from typing import Any

import eurogames
from eurogames.games.white_castle.data import COIN, CP, FOOD, IRON, PEARL, SEAL
from eurogames.games.white_castle.state import WhiteCastleState

GAME = eurogames.load("white_castle")


def new_game(players: int = 2, seed: int = 0, **options: Any) -> WhiteCastleState:
    """A game right after the starting-pair draft (first pairs, first resource choices)."""
    st = GAME.new(players, seed, options)
    while st.phase == "draft":
        st.apply(st.actor, st.legal_actions()[0])
    return st  # type: ignore[return-value]


def set_res(st: WhiteCastleState, seat: int, food: int = 0, iron: int = 0, pearl: int = 0,
            coins: int = 0, seals: int = 0, cp: int = 0) -> None:
    r = st.p[seat].res
    r[FOOD], r[IRON], r[PEARL], r[COIN], r[SEAL], r[CP] = food, iron, pearl, coins, seals, cp
    st.invalidate()


def res(st: WhiteCastleState, seat: int) -> dict[str, int]:
    r = st.p[seat].res
    return {"food": r[FOOD], "iron": r[IRON], "pearl": r[PEARL], "coins": r[COIN],
            "seals": r[SEAL], "cp": r[CP]}


def turn_of(st: WhiteCastleState, seat: int) -> WhiteCastleState:
    """Make it ``seat``'s turn at the take-a-die decision."""
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
