"""Small builders for scenario tests: a fresh game, then cards moved by hand.

``put(st, card, dest)`` takes an action card from wherever it is and puts it into
``dest`` (a list of the state), so the 114 cards stay conserved and
``check_invariants`` keeps working on built states. At the start of a turn the moves go
through the position description (``burgundy_card_game.position``): the state is set up
again from it, every derived field computed and contradictions rejected; elsewhere in a
turn, and in scenes made inconsistent on purpose, they move the cards in the fields.
"""

from __future__ import annotations

from typing import Any

import eurogames
from eurogames.games.burgundy_card_game import actions as A
from eurogames.games.burgundy_card_game.data import (
    BUILDING,
    CARD_DIE,
    CARD_KIND,
    CARD_TYPE,
    TYPE_INDEX,
    TYPE_NAMES,
)
from eurogames.games.burgundy_card_game.position import describe, from_position, is_turn_start
from eurogames.games.burgundy_card_game.state import BurgundyCardState, Player
from eurogames.testing import instance_fields

GAME = eurogames.load("burgundy_card_game")


def new(players: int = 2, seed: int = 0, **options: Any) -> BurgundyCardState:
    options.setdefault("start_player", 0)
    if players == 1:
        options.pop("start_player")
    st = GAME.new(players, seed, options)
    assert isinstance(st, BurgundyCardState)
    return st


def containers(st: BurgundyCardState) -> list[list[int]]:
    out = [st.deck, st.discard, st.rival_pool, *st.display]
    for p in st.ps:
        out += [p.hand, p.pile, p.projects]
    return out


def _path(st: BurgundyCardState, lst: list[int]) -> tuple[Any, ...]:
    """Where the container ``lst`` (a list of ``st``) sits in a position description."""
    if lst is st.deck:
        return ("deck",)
    if lst is st.discard:
        return ("discard",)
    if lst is st.rival_pool:
        return ("rival", "pool")
    for i, row in enumerate(st.display):
        if lst is row:
            return ("display", i)
    for s, p in enumerate(st.ps):
        for k in ("hand", "pile", "projects"):
            if lst is getattr(p, k):
                return ("seats", s, k)
    raise AssertionError("not a container of this state")


def _at(desc: dict[str, Any], path: tuple[Any, ...]) -> list[int]:
    x: Any = desc
    for k in path:
        x = x[k]
    return x  # type: ignore[no-any-return]


def _sync(st: BurgundyCardState, new: BurgundyCardState) -> None:
    """Copy ``new``'s fields into ``st`` in place (lists keep their identity, so a test's
    reference to ``st.ps[0].hand`` stays good); ``st`` keeps its chance source."""
    for k, v in instance_fields(new).items():
        if k in ("rng", "move_number", "ps"):
            continue
        old = getattr(st, k, None)
        if isinstance(v, list) and isinstance(old, list) and k != "tag":
            if k == "display":
                for row, nrow in zip(old, v):
                    row[:] = nrow
            else:
                old[:] = v
        else:
            setattr(st, k, v)
    for p, q in zip(st.ps, new.ps):
        for k in Player.__slots__:
            v = getattr(q, k)
            if isinstance(v, list):
                getattr(p, k)[:] = v
            else:
                setattr(p, k, v)
    st.invalidate()


def _move(st: BurgundyCardState, desc: dict[str, Any], card: int, to: tuple[Any, ...],
          keep_sizes: bool) -> None:
    """Move ``card`` in the description ``desc`` of ``st`` to the container at ``to``; a hand,
    pile or rival pool it leaves gets a deck card instead."""
    for c in containers(st):
        path = _path(st, c)
        if path[0] not in desc:  # no rival outside a solo game
            continue
        here = _at(desc, path)
        if card in here:
            here.remove(card)
            if keep_sizes and path[-1] in ("hand", "pile", "pool"):
                src = desc["deck"] if any(x != card for x in desc["deck"]) else desc["discard"]
                repl = next(x for x in src if x != card)
                src.remove(repl)
                here.append(repl)
            break
    else:
        raise AssertionError(f"card {card} is not movable (estate or rival estate)")
    _at(desc, to).append(card)


def _positional(st: BurgundyCardState) -> bool:
    """Whether a scene change goes through the position description: at the start of a turn,
    unless the test made the state inconsistent on purpose (its invariants switched off)."""
    return is_turn_start(st) and "check_invariants" not in instance_fields(st)


def _edit(st: BurgundyCardState, moves: list[tuple[int, tuple[Any, ...], bool]]) -> None:
    """Apply card moves to ``st`` through its position description, all at once."""
    desc = describe(st)
    desc["deck"] = list(st.deck)
    for card, to, keep in moves:
        _move(st, desc, card, to, keep)
    _sync(st, from_position(desc))


def put(st: BurgundyCardState, card: int, dest: list[int], keep_sizes: bool = True) -> int:
    """Move ``card`` into ``dest``; a hand, pile or rival pool it leaves gets a deck card instead.

    At the start of a turn the move goes through the position description
    (``burgundy_card_game.position``: derived fields computed, contradictions rejected)."""
    if not _positional(st):
        return _put_fields(st, card, dest, keep_sizes)
    _edit(st, [(card, _path(st, dest), keep_sizes)])
    return card


def _put_fields(st: BurgundyCardState, card: int, dest: list[int], keep_sizes: bool = True) -> int:
    hidden = [x for p in st.ps for x in (p.hand, p.pile)]
    for c in containers(st):
        if card in c:
            c.remove(card)
            if keep_sizes and any(c is h for h in hidden):
                src = st.deck if any(x != card for x in st.deck) else st.discard
                c.append(next(x for x in src if x != card))
                src.remove(c[-1])
            break
    else:
        raise AssertionError(f"card {card} is not movable (estate or rival estate)")
    dest.append(card)
    st.invalidate()
    return card


def card(typ: str, die: int | None = None, kind: int | None = None, avoid: tuple[int, ...] = (),
         st: BurgundyCardState | None = None) -> int:
    """An action card id of a type (and die / building kind), not in ``avoid``; with ``st``,
    one that is still movable (not in an estate)."""
    t = TYPE_INDEX[typ]
    placed: set[int] = set()
    if st is not None:
        placed = {e >> 3 for p in st.ps for e in p.estate} | set(st.rival_cards)
        for f in st.stack:
            placed |= set(f[1:]) if f[0] in (2, 3) else set()
    found = []
    for c in range(len(CARD_DIE)):
        if CARD_TYPE[c] != t or c in avoid or c in placed:
            continue
        if die is not None and CARD_DIE[c] != die:
            continue
        if kind is not None and (t != BUILDING or CARD_KIND[c] != kind):
            continue
        if st is None or c in st.deck or c in st.discard:
            return c
        found.append(c)
    if found:
        return found[0]
    raise AssertionError("no such card")


def set_hand(st: BurgundyCardState, seat: int, cards: list[int]) -> None:
    """Replace the seat's hand by ``cards`` (old hand cards go back to the deck)."""
    p = st.ps[seat]
    if _positional(st):
        _edit(st, [(c, ("deck",), False) for c in p.hand] + [(c, ("seats", seat, "hand"), True) for c in cards])
        return
    for c in list(p.hand):
        put(st, c, st.deck, keep_sizes=False)
    for c in cards:
        put(st, c, p.hand)


def set_seat(st: BurgundyCardState, seat: int, **values: Any) -> None:
    """Set numbers of a seat (``silver=3``, ``workers=0``, ``vp=2``): at the start of a turn
    through the position description (the state set up again from it, checked), elsewhere in
    the fields; the legal actions are listed afresh either way."""
    bad = [k for k, v in values.items() if k not in ("silver", "workers", "vp") or type(v) is not int]
    assert not bad, f"set_seat sets the numbers silver, workers and vp, not {bad}"
    if _positional(st):
        desc = describe(st)
        desc["deck"] = list(st.deck)
        desc["seats"][seat].update(values)
        _sync(st, from_position(desc))
        return
    for k, v in values.items():
        setattr(st.ps[seat], k, v)
    st.invalidate()


def give_projects(st: BurgundyCardState, seat: int, cards: list[int]) -> None:
    for c in cards:
        put(st, c, st.ps[seat].projects)


def place(st: BurgundyCardState, seat: int, c: int, col: str | None = None) -> None:
    """Put a card straight into an estate column, without effects (a builder, not a rule)."""
    column = col or TYPE_NAMES[CARD_TYPE[c]]
    if _positional(st):
        desc = describe(st)
        desc["deck"] = list(st.deck)
        _move(st, desc, c, ("seats", seat, "projects"), True)
        me = desc["seats"][seat]
        me["projects"].remove(c)
        me["estate"].append([c, column])
        _sync(st, from_position(desc))
        return
    put(st, c, st.ps[seat].projects)
    p = st.ps[seat]
    p.projects.remove(c)
    ci = TYPE_INDEX[column]
    p.estate.append(c * 8 + ci)
    p.cols[ci] += 1
    p.colors |= 1 << CARD_TYPE[c]
    st.invalidate()


def clear_display(st: BurgundyCardState) -> None:
    for row in st.display:
        for c in list(row):
            put(st, c, st.deck)


def do(st: BurgundyCardState, action: Any, seat: int | None = None) -> list[Any]:
    """Apply an action (object or notation) for the current player; checks invariants."""
    if seat is None:
        seat = st.cur
    ev = st.apply(seat, action)
    st.check_invariants()
    return ev


def legal(st: BurgundyCardState) -> list[str]:
    return [a.notation() for a in st.legal_actions(st.cur)]


__all__ = [
    "GAME",
    "A",
    "card",
    "clear_display",
    "do",
    "give_projects",
    "legal",
    "new",
    "place",
    "put",
    "set_hand",
    "set_seat",
]


def dice(st: BurgundyCardState, die: int, n: int = 2) -> list[int]:
    """``n`` cards of the deck showing ``die`` (for hands)."""
    out = [c for c in st.deck if CARD_DIE[c] == die][:n]
    assert len(out) == n
    return out


def ready(st: BurgundyCardState, seat: int, proj: int) -> int:
    """Give ``seat`` the project ``proj`` and a hand of two dice matching it; returns one die."""
    give_projects(st, seat, [proj])
    hand = dice(st, CARD_DIE[proj])
    set_hand(st, seat, hand)
    return hand[0]


def pass_turn(st: BurgundyCardState) -> None:
    """The current player takes 1 silver with a hand card and ends the turn."""
    seat = st.cur
    do(st, A.take_silver(st.ps[seat].hand[0]))
    if not st.over and st.cur == seat and st.stack == [(12,)]:
        do(st, A.DONE)


def finish_round(st: BurgundyCardState) -> None:
    """Everyone passes with silver until the round (or the game) ends."""
    r = st.round
    while not st.over and st.round == r:
        pass_turn(st)
