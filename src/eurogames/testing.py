"""The generic conformance check every game passes (OpenSpiel's random_sim_test idea).

``check_playout(game, players, seed)`` plays one seeded random game and checks the
core contract along the way:

- every active seat has a legal action; the game ends;
- the game's own ``check_invariants`` after every action;
- every legal action's notation and JSON round-trip through the codec;
- a wrong seat and an illegal action raise ``IllegalAction`` and change nothing;
- at sampled points: ``to_json``/``from_json`` reproduces the state, every view is
  JSON-ready, ``view(seat)`` is identical after ``determinize(seat, rng)``, and the
  determinized state offers ``seat`` the same legal actions;
- at the end: the record replays to the identical state, scores are consistent.

Game test folders call it over many seeds; ``tests/test_conformance.py`` runs it
for every registered game.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from .core import Game, GameRecord, IllegalAction, Rng, State, replay
from .core.types import Seat


def _canon(x: Any) -> str:
    return json.dumps(x, sort_keys=True, ensure_ascii=False)


def random_positions(state: State, rng: Rng, every: int = 1) -> Iterator[tuple[int, State]]:
    """Play ``state`` to its end by uniformly random legal moves of the first active seat
    (``rng`` chooses), yielding ``(step, state)`` at every ``every``-th step and at the end.

    The state yielded is the one being played on: read it (views, tensors, renders) before
    asking for the next position; ``state.clone()`` keeps one.
    """
    step = 0
    while True:
        if step % every == 0 or state.is_over():
            yield step, state
        if state.is_over():
            return
        seat = state.active_players()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        step += 1


def check_roundtrip(state: State) -> None:
    data = state.to_json()
    text = _canon(data)
    back = state.game.from_json(json.loads(text))
    assert _canon(back.to_json()) == text, "to_json/from_json does not reproduce the state"
    assert _canon(back.clone().to_json()) == text, "clone() does not reproduce the state"
    for seat in [None, *range(state.players)]:
        assert _canon(back.view(seat)) == _canon(state.view(seat)), f"view({seat}) differs after from_json"


def check_views(state: State, rng: Rng) -> None:
    for seat in [None, *range(state.players)]:
        v = state.view(seat)
        json.dumps(v)
        det = state.determinize(seat, Rng(rng.below(1 << 30)))
        assert _canon(det.view(seat)) == _canon(v), f"view({seat}) changed by determinize({seat})"
        if seat is not None and not state.is_over():
            assert det.active_players() == state.active_players(), "determinize changed who is active"
            if seat in state.active_players():
                a = [x.notation() for x in state.legal_actions(seat)]
                b = [x.notation() for x in det.legal_actions(seat)]
                assert sorted(a) == sorted(b), f"determinize changed seat {seat}'s legal actions"


def check_actions(state: State, seat: Seat) -> None:
    game = state.game
    legal = state.legal_actions(seat)
    assert legal, f"seat {seat} is active with no legal action at move {state.move_number}"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    for a in legal:
        assert game.parse_action(a.notation()) == a, f"notation does not round-trip: {a.notation()}"
        assert game.parse_action(json.loads(json.dumps(a.to_json()))) == a, \
            f"JSON does not round-trip: {a.to_json()}"


def check_rejects(state: State, seat: Seat, rng: Rng) -> None:
    """A wrong seat and a non-legal action are refused and change nothing."""
    before = _canon(state.to_json())
    legal = state.legal_actions(seat)
    inactive = [s for s in range(state.players) if s not in state.active_players()]
    if inactive:
        try:
            state.apply(inactive[0], legal[0])
        except IllegalAction:
            pass
        else:
            raise AssertionError("an inactive seat was allowed to act")
    for bad in ("", "nosuchaction 1 2", {"type": "nosuchaction"}, {"no": "type"}, 17):
        try:
            state.apply(seat, bad)  # type: ignore[arg-type]
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"malformed action {bad!r} was accepted")
    assert _canon(state.to_json()) == before, "a refused action changed the state"


def check_playout(game: Game, players: int, seed: int, options: dict[str, Any] | None = None,
                  *, sample_every: int = 0, max_decisions: int = 100_000) -> State:
    """Play one random game with all checks; returns the final state."""
    state = game.new(players, seed, options or {})
    record = GameRecord(game.name, players, seed, dict(state.options))
    rng = Rng(seed * 7919 + players)
    n = 0
    state.check_invariants()
    sample_every = sample_every or max(1, 37 + seed % 11)
    while not state.is_over():
        active = state.active_players()
        assert active, f"no active seat at move {state.move_number}"
        seat = active[rng.below(len(active))]
        if n % sample_every == 0:
            check_actions(state, seat)
            check_rejects(state, seat, rng)
            check_roundtrip(state)
            check_views(state, rng)
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} is active with no legal action at move {state.move_number}"
        action = legal[rng.below(len(legal))]
        state.apply(seat, action)
        record.actions.append((seat, action.to_json()))
        state.check_invariants()
        n += 1
        assert n <= max_decisions, "game did not end"
    assert state.active_players() == [] or state.is_over()
    check_roundtrip(state)
    check_views(state, rng)
    scores = state.scores()
    assert len(scores) == players
    for s in scores:
        assert s.total == sum(s.categories.values())
    ranking = state.ranking()
    assert sorted(x for place in ranking for x in place) == list(range(players))
    again = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert _canon(again.to_json()) == _canon(state.to_json()), "replay does not reproduce the game"
    return state


def instance_fields(obj: object) -> dict[str, Any]:
    """Every attribute set on ``obj``, by name: its ``__dict__`` and, for a class compiled with
    mypyc (the opt-in build), its native attributes, which live outside ``__dict__``. Test
    builders that copy one state's fields into another use this instead of ``vars()``."""
    names = [n for n in getattr(type(obj), "__mypyc_attrs__", ()) if n != "__dict__"]
    out = {n: getattr(obj, n) for n in names if hasattr(obj, n)}
    out.update(vars(obj))
    return out
