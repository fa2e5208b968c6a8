"""The engine's shortcuts reach exactly what the general steps reach (rules/orleans.md §6, §11).

``rules.quiet_round`` runs phases 3-5 of a round in which no seat can draw, plan or act in one
step; ``rules._pay_with_stock`` pays a run of forced ``penalty station stock`` steps at once.
Each game here is played twice from the same seed, with the shortcuts and with the general
steps alone, and must produce the same events (content and text) and the same states.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import eurogames
from eurogames.core import Event, Rng
from eurogames.games.orleans import GAME, rules
from eurogames.games.orleans.rules import PEN_STOCK, quiet_round
from eurogames.games.orleans.state import OrleansState

from .builders import fresh, own_tile, put, sensible_action, to_bag, to_market

OPTION_SETS: list[dict[str, Any]] = [{}, {"recalls": "unused"}, {"tech_after_pass": False},
                                     {"edition": "original", "hourglass": "banded"}]


@contextmanager
def general_steps_only() -> Iterator[None]:
    """Switch the shortcuts off: every round goes through the stage machine, every penalty one by one."""
    def one_stock_penalty(st: OrleansState, p: int, ev: list[Event]) -> None:
        ev.append(rules._forced_event(p, PEN_STOCK))
        rules.apply(st, p, PEN_STOCK, ev)

    saved = rules.quiet_round, rules._pay_with_stock
    rules.quiet_round = lambda st, ev: False
    rules._pay_with_stock = one_stock_penalty
    try:
        yield
    finally:
        rules.quiet_round, rules._pay_with_stock = saved


def _event_json(e: Event) -> str:
    j = e.to_json()
    j["visible_to"] = sorted(e.visible_to) if e.visible_to is not None else None
    j["text"] = e.text
    return json.dumps(j, sort_keys=True, ensure_ascii=False)


def _play(players: int, seed: int, options: dict[str, Any], sensible: bool) -> list[Any]:
    """The events of each decision and the state after it (and after set-up)."""
    rng = Rng(seed * 31 + players)
    st = GAME.new(players, seed, options)
    trace: list[Any] = [json.dumps(st.to_json(), sort_keys=True)]
    while not st.is_over():
        act = st.active_players()
        seat = act[rng.below(len(act))] if len(act) > 1 else act[0]
        if sensible:
            assert isinstance(st, OrleansState)
            a = sensible_action(st, seat, rng)
        else:
            legal = st.legal_actions(seat)
            a = legal[rng.below(len(legal))]
        trace.append([_event_json(e) for e in st.apply(seat, a)])
        trace.append(json.dumps(st.to_json(), sort_keys=True))
    return trace


def _counting(fn: Callable[..., Any], counter: list[int]) -> Callable[..., Any]:
    def wrapped(*args: Any) -> Any:
        r = fn(*args)
        counter[0] += r is not False
        return r
    return wrapped


@pytest.mark.skipif(eurogames.compiled(), reason="counts calls through monkeypatched module functions, "
                    "which compiled modules call directly; the pure build runs it")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("sensible", [False, True])
def test_shortcuts_match_the_general_steps(players: int, sensible: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same events and states with and without the shortcuts, over random and sensible games."""
    quiet, stock = [0], [0]
    monkeypatch.setattr(rules, "quiet_round", _counting(rules.quiet_round, quiet))
    monkeypatch.setattr(rules, "_pay_with_stock", _counting(rules._pay_with_stock, stock))
    for i in range(8):
        seed = 7000 + i
        options = OPTION_SETS[(i + players) % len(OPTION_SETS)]
        fast = _play(players, seed, options, sensible)
        with general_steps_only():
            slow = _play(players, seed, options, sensible)
        assert fast == slow, f"{players}p seed {seed} {options}"
    if not sensible:                    # random play strands its followers: the shortcuts were taken
        assert quiet[0] > 0 and stock[0] > 0


def _stuck(players: int = 2, **options: Any) -> OrleansState:
    """Round 1 with every seat's own followers stranded on places they cannot complete (a quiet round)."""
    st = fresh(players, 5, **options)
    for p in range(players):
        put(st, p, "castle", "own-farmer", "own-boatman")          # the trader space stays empty
        put(st, p, "village", None, None, "own-craftsman")
        put(st, p, "university", None, None, "own-trader")
    return st


def _json(st: OrleansState) -> str:
    return json.dumps(st.to_json(), sort_keys=True)


def test_quiet_round_with_nothing_to_do() -> None:
    """§6.3-§6.5: empty bags and markets, no activated place: phases 3-5 run in one step."""
    st = _stuck()
    ev: list[Event] = []
    assert quiet_round(st, ev) is True
    assert [e.kind for e in ev] == ["auto"] * 4 + ["auto", "pass"] * 2
    assert st.plan_done == [True, True] and st.passed == [True, True] and st.draw_mode == [0, 0]
    st.check_invariants()


def test_quiet_round_declines_and_changes_nothing_when_a_seat_has_a_choice() -> None:
    """A follower to draw (§6.3), one that fits a space (§6.4), an activated place (§6.5), the
    Gunpowder Tower or a waiting technology tile: the general steps run, nothing has changed."""
    def tech_waiting(st: OrleansState) -> None:
        st.tech_stack -= 1
        st.tech_pending[0].append(False)

    cases: list[Callable[[OrleansState], None]] = [
        lambda st: to_bag(st, 1, "knight"),
        lambda st: to_market(st, 1, "monk"),
        lambda st: put(st, 0, "castle", None, None, "trader"),
        lambda st: own_tile(st, 1, "gunpowder_tower"),
        tech_waiting,
    ]
    for setup in cases:
        st = _stuck()
        setup(st)
        st.check_invariants()
        before = _json(st)
        ev: list[Event] = []
        assert quiet_round(st, ev) is False
        assert ev == [] and _json(st) == before


def test_quiet_round_recalls_unused_reading() -> None:
    """§6.3 with option recalls=unused: an empty bag counts as declined draws, so a placed follower
    can come back to the market; that is a choice, so the round is not quiet."""
    st = _stuck(recalls="unused")
    before = _json(st)
    assert quiet_round(st, []) is False and _json(st) == before
