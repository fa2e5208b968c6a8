"""Small builders for Keyflower scenario tests: scenes are set through position descriptions
(``keyflower.position``), so no builder writes an internal field or keeps two in step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import eurogames
from eurogames.games.keyflower.data import COLOURS, KEY, RESOURCES, SKILLS, TILES
from eurogames.games.keyflower.position import describe, from_position
from eurogames.games.keyflower.state import KeyflowerState
from eurogames.testing import instance_fields

GAME = eurogames.load("keyflower")


def edit(st: KeyflowerState, change: Callable[[dict[str, Any]], None]) -> KeyflowerState:
    """Change ``st`` through its position description (``keyflower.position``): ``change``
    edits the described dict; the state is set up again from it, every derived field
    computed and checked, and keeps its own chance source (the same future draws)."""
    desc = describe(st)
    change(desc)
    new = from_position(desc)
    new.rng = st.rng
    new.move_number = st.move_number
    st.__dict__.clear()
    for k, v in instance_fields(new).items():  # a compiled state keeps its fields outside __dict__
        setattr(st, k, v)
    return st


def fresh(players: int = 3, seed: int = 0, offers: list[str] | None = None,
          hands: list[list[int]] | None = None) -> KeyflowerState:
    """A spring state at the start of the action phase, seat 0 to move, with chosen offers/hands."""
    st = GAME.new(players, seed)
    assert isinstance(st, KeyflowerState)

    def change(d: dict[str, Any]) -> None:
        if offers is not None:
            d["offers"] = list(offers)
        if hands is not None:  # keeples conserved: taken from / returned to the bag
            for s, h in enumerate(hands):
                for c, col in enumerate(COLOURS):
                    diff = h[c] - d["hands"][s][col]
                    if c == 3:
                        d["greens"] -= diff
                    else:
                        d["bag"][col] -= diff
                    d["hands"][s][col] = h[c]
        d["turn"] = d["start"] = d["purple"] = 0

    return edit(st, change)


def put(st: KeyflowerState, seat: int, key: str, q: int, r: int, rot: int = 0, up: bool = False) -> int:
    """Put a tile into ``seat``'s village (off the offer or a winter hand if it is there)."""
    def change(d: dict[str, Any]) -> None:
        for lst in (d["offers"], d["orders"]):
            if key in lst:
                lst.remove(key)
        for h in d["winter_hands"]:
            if key in h:
                h.remove(key)
        d["villages"][seat][key] = {"q": q, "r": r, "rot": rot, "upgraded": up}

    edit(st, change)
    return KEY[key]


def setting(st: KeyflowerState, **fields: Any) -> KeyflowerState:
    """Set top-level fields of the description (``purple=2``, ``over=True``, ...)."""
    return edit(st, lambda d: d.update(fields))


def over(st: KeyflowerState) -> KeyflowerState:
    """The game ended in this position (final scoring applies)."""
    return setting(st, over=True)


def empty_hands(st: KeyflowerState, skills: list[int] | None = None) -> KeyflowerState:
    """Every screen emptied into the bag (green keeples to the green supply); seat 0 may keep
    ``skills`` (anvil, pick, saw) from the pile."""
    def change(d: dict[str, Any]) -> None:
        for h in d["hands"]:
            for col in COLOURS:
                if col == "green":
                    d["greens"] += h[col]
                else:
                    d["bag"][col] += h[col]
                h[col] = 0
        for name, k in zip(SKILLS, skills or [0, 0, 0]):
            d["skill_pile"][name] += d["skills"][0][name] - k
            d["skills"][0][name] = k

    return edit(st, change)


def home(st: KeyflowerState, seat: int) -> int:
    return st.home[seat]


def add_res(st: KeyflowerState, tid: int, g: int = 0, i: int = 0, s: int = 0, w: int = 0) -> None:
    """Add resources from the supply to village tile ``tid``."""
    def change(d: dict[str, Any]) -> None:
        key = TILES[tid].key
        tile = next(v[key] for v in d["villages"] if key in v)
        res = tile.setdefault("resources", {})
        for name, k in zip(RESOURCES, (g, i, s, w)):
            if k:
                res[name] = res.get(name, 0) + k

    edit(st, change)


def give_skills(st: KeyflowerState, seat: int, a: int = 0, p: int = 0, s: int = 0) -> None:
    """Move skill tiles from the pile behind ``seat``'s screen."""
    def change(d: dict[str, Any]) -> None:
        for name, v in zip(SKILLS, (a, p, s)):
            d["skill_pile"][name] -= v
            d["skills"][seat][name] += v

    edit(st, change)


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
