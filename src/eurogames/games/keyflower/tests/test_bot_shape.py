"""Keyflower's search shape: ``expand`` bounds what a pass through a wide node costs.

At the end of a season a seat places every tile it won, one ``place T q r rot`` decision each
with dozens to hundreds of legal placements; without ``expand`` the search values every one
of them at each such node it meets, which made a few of hard's decisions cost several seconds
(benchmarks/results/bots-keyflower-2026-12-06d.md).
"""

from __future__ import annotations

import pytest

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.search import SearchBot
from eurogames.core import State

ITERATIONS = 100


def _placing_position() -> tuple[State, int]:
    """The first position of a seeded medium game where a seat places one of several won tiles."""
    st = eurogames.load("keyflower").new(2, 3)
    bots = [make_bot("medium", s) for s in range(2)]
    while True:
        seat = st.active_players()[0]
        if type(st.legal_actions(seat)[0]).__name__ == "Place" and len(st.to_place[seat]) >= 2:
            return st, seat
        st.apply(seat, decide(bots[seat], st, seat))


def _evaluations(monkeypatch: pytest.MonkeyPatch, st: State, seat: int, expand: int) -> tuple[int, object]:
    """How many times a search of ``st`` values a position, and its pick."""
    game = st.game
    calls = [0]
    real = type(game).heuristic

    def counted(self: object, state: State, s: int) -> float:
        calls[0] += 1
        return real(self, state, s)  # type: ignore[arg-type]

    monkeypatch.setattr(type(game), "heuristic", counted)
    bot = SearchBot(4, iterations=ITERATIONS, seconds=1e9)
    bot.expand = expand  # set on the bot: over the game's bot_params
    pick = decide(bot, st, seat)
    monkeypatch.setattr(type(game), "heuristic", real)
    return calls[0], pick


def test_expand_values_at_most_that_many_new_actions_per_pass_below_the_root(monkeypatch):
    st, seat = _placing_position()
    legal = st.legal_actions(seat)
    players = st.players
    # the root's actions once, the seats' values at the start, then per walk at most
    # ``expand`` priors and the leaf's values for every seat
    bound = len(legal) + players + ITERATIONS * (4 + players)
    full, _ = _evaluations(monkeypatch, st, seat, 0)
    assert full > bound  # the position's wide nodes below the root cost more without it
    capped, pick = _evaluations(monkeypatch, st, seat, 4)
    assert capped <= bound
    again, pick2 = _evaluations(monkeypatch, st, seat, 4)
    assert (again, pick2) == (capped, pick) and pick in legal  # seeded and legal


def test_hard_and_expert_search_keyflower_with_the_same_bounded_shape():
    game = eurogames.load("keyflower")
    hard = make_bot("hard", 1).params_for(game)
    expert = make_bot("expert", 1).params_for(game)
    assert (hard["iterations"], hard["expand"]) == (600, 8)
    assert expert["iterations"] > hard["iterations"]
    for key in ("scale", "exploration", "expand", "rollout", "settle", "widen"):
        assert expert[key] == hard[key]
