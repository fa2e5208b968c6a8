"""Seats are indices 0..players-1 in data, but everything a person reads numbers them from 1.

Log lines (English and Japanese) and terminal renders say "Seat 1" / "席1" for seat index 0
(the card game says "Player 1" / "プレイヤー1").
"""

from __future__ import annotations

import re

import pytest
from rich.console import Console

import eurogames
from eurogames.cli import _render
from eurogames.core import Rng, seat_name

GAMES = ["castles_of_burgundy", "white_castle", "keyflower", "burgundy_card_game", "orleans"]
NAMED = {"en": re.compile(r"\b(?:seat|player) (\d+)", re.IGNORECASE),
         "ja": re.compile(r"(?:席|プレイヤー)(\d+)")}


def _seats_named(text: str, lang: str) -> list[int]:
    return [int(n) for n in NAMED[lang].findall(text)]


def test_seat_name_numbers_from_one():
    assert [seat_name(s) for s in range(3)] == ["Seat 1", "Seat 2", "Seat 3"]
    assert seat_name(0, "ja") == "席1" and seat_name(5, "ja") == "席6"


def _random_move(state, rng: Rng) -> list:
    """One uniformly random legal move of a random active seat; returns its events."""
    active = state.active_players()
    seat = active[rng.below(len(active))]
    legal = state.legal_actions(seat)
    return state.apply(seat, legal[rng.below(len(legal))])


def _cases() -> list[tuple[str, int]]:
    out = []
    for name in GAMES:
        g = eurogames.load(name)
        out += [(name, g.min_players), (name, g.max_players)]
    return out


@pytest.mark.parametrize(("name", "players"), _cases())
def test_log_lines_name_seats_from_one(name, players):
    """Over a seeded random game, every seat a log line names is 1..players in both
    languages, both languages name the same seats, and a line about a seat names it first."""
    game = eurogames.load(name)
    state = game.new(players, 5)
    rng = Rng(99)
    named = about_own_seat = 0
    while not state.is_over():
        for e in _random_move(state, rng):
            if not e.text:
                continue
            en, ja = _seats_named(e.text["en"], "en"), _seats_named(e.text["ja"], "ja")
            assert en == ja, (e.kind, e.text)
            assert all(1 <= n <= players for n in en), (e.kind, e.text)
            if en:
                named += 1
            if e.seat is not None and en:
                assert en[0] == e.seat + 1, (e.kind, e.seat, e.text)
                about_own_seat += 1
    assert named > 10 and about_own_seat > 10   # the check above really ran


def _rendered(name: str, state, seat: int, lang: str) -> str:
    con = Console(record=True, width=200)
    con.print(_render(eurogames.load(name), state, seat, lang))
    return con.export_text()


@pytest.mark.parametrize(("name", "players"), _cases())
def test_terminal_render_names_seats_from_one(name, players):
    """The terminal render (as ``eurogames play`` draws it) numbers every seat from 1,
    mid-game and at the end, in English and Japanese where the game renders Japanese."""
    game = eurogames.load(name)
    state = game.new(players, 8)
    rng = Rng(8)
    for moment in ("mid-game", "end"):
        limit = 60 if moment == "mid-game" else 10**6
        n = 0
        while not state.is_over() and n < limit:
            _random_move(state, rng)
            n += 1
        for lang in ("en", "ja"):
            text = _rendered(name, state, 0, lang)
            seats = _seats_named(text, lang)  # every game's render follows the language
            assert set(seats) == set(range(1, players + 1)), (moment, lang, sorted(set(seats)))
