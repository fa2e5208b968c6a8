"""Small builders for Keyflower scenario tests."""

from __future__ import annotations

import eurogames
from eurogames.games.keyflower.data import KEY, TILES
from eurogames.games.keyflower.state import GONE, OFFERED, KeyflowerState

GAME = eurogames.load("keyflower")


def fresh(players: int = 3, seed: int = 0, offers: list[str] | None = None,
          hands: list[list[int]] | None = None) -> KeyflowerState:
    """A spring state at the start of the action phase, seat 0 to move, with chosen offers/hands."""
    st = GAME.new(players, seed)
    assert isinstance(st, KeyflowerState)
    if offers is not None:
        for t in st.offers:
            st.loc[t] = GONE
        st.offers = sorted(KEY[k] for k in offers)
        for t in st.offers:
            st.loc[t] = OFFERED
    if hands is not None:
        # keep keeples conserved: take from / return to the bag
        for s, h in enumerate(hands):
            for c in range(4):
                diff = h[c] - st.hands[s][c]
                if c == 3:
                    st.greens -= diff
                else:
                    st.bag[c] -= diff
                st.hands[s][c] = h[c]
    st.turn = 0
    st.start = 0
    st.purple = 0
    st.invalidate()
    return st


def put(st: KeyflowerState, seat: int, key: str, q: int, r: int, rot: int = 0, up: bool = False) -> int:
    """Put a tile into ``seat``'s village (tests only)."""
    t = KEY[key]
    if t in st.offers:
        st.offers.remove(t)
    st.loc[t] = seat
    st.pos[t] = (q, r)
    st.rot[t] = rot
    st.up[t] = up
    st.villages[seat][(q, r)] = t
    st.invalidate()
    return t


def home(st: KeyflowerState, seat: int) -> int:
    return st.home[seat]


def add_res(st: KeyflowerState, tid: int, g: int = 0, i: int = 0, s: int = 0, w: int = 0) -> None:
    for r, k in enumerate((g, i, s, w)):
        st.supply[r] -= k
        st.res[tid * 4 + r] += k
    st.invalidate()


def give_skills(st: KeyflowerState, seat: int, a: int = 0, p: int = 0, s: int = 0) -> None:
    for k, v in enumerate((a, p, s)):
        st.pile[k] -= v
        st.skills[seat][k] += v
    st.invalidate()


def play(st: KeyflowerState, seat: int, *moves: str) -> list:  # type: ignore[type-arg]
    events = []
    for m in moves:
        events += st.apply(seat, m)
    return events


def legal(st: KeyflowerState, seat: int) -> set[str]:
    return {a.notation() for a in st.legal_actions(seat)}


def tid(key: str) -> int:
    return KEY[key]


def name(t: int) -> str:
    return TILES[t].key
