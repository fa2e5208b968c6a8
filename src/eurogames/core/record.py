"""Game records: name, players, options, seed and the action list.

The same record always replays to the same state. A record may instead carry
its chance outcomes (``chance``), so that a game played elsewhere, with its own
dice and draws, can be imported and checked move by move.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import EurogamesError, IllegalAction
from .events import seat_name
from .rng import ScriptedChance
from .state import State
from .types import Json, Seat


class ReplayError(EurogamesError):
    """A record that does not replay: names the move and the reason."""


@dataclass
class GameRecord:
    game: str
    players: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[tuple[Seat, Json]] = field(default_factory=list)
    """``(seat, action JSON)`` in the order applied."""
    chance: list[int] | None = None
    """Recorded chance outcomes (``Chance.below`` results) instead of the seed."""
    final: Json | None = None
    """Optionally the expected final scores, checked by ``verify``."""

    def to_json(self) -> Json:
        out: Json = {"game": self.game, "players": self.players, "seed": self.seed,
                     "options": self.options,
                     "actions": [{"seat": s, "action": a} for s, a in self.actions]}
        if self.chance is not None:
            out["chance"] = self.chance
        if self.final is not None:
            out["final"] = self.final
        return out

    @classmethod
    def from_json(cls, data: Json) -> GameRecord:
        try:
            return cls(game=str(data["game"]), players=int(data["players"]),
                       seed=int(data.get("seed", 0)), options=dict(data.get("options") or {}),
                       actions=[(int(a["seat"]), dict(a["action"])) for a in data.get("actions", [])],
                       chance=list(data["chance"]) if data.get("chance") is not None else None,
                       final=data.get("final"))
        except (KeyError, TypeError, ValueError) as e:
            raise ReplayError(f"not a game record: {e}") from None

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), ensure_ascii=False))

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        return cls.from_json(json.loads(Path(path).read_text()))

    def new_state(self) -> State:
        from .. import load
        game = load(self.game)
        chance = ScriptedChance(self.chance, fallback_seed=self.seed) if self.chance is not None else None
        return game.new(self.players, self.seed, self.options, chance=chance)


def replay(record: GameRecord, upto: int | None = None) -> State:
    """Replay a record (the first ``upto`` actions) and return the state.

    Raises:
        ReplayError: an action is illegal where the record applies it.
    """
    state = record.new_state()
    for i, (seat, action) in enumerate(record.actions[:upto]):
        try:
            state.apply(seat, action)
        except IllegalAction as e:
            who = seat_name(seat) if isinstance(seat, int) and 0 <= seat < state.players else f"seat {seat!r}"
            raise ReplayError(f"move {i + 1} ({who}): {e}") from None
    return state


def verify(record: GameRecord) -> State:
    """Replay and check the expected final scores, if the record has them."""
    state = replay(record)
    if record.final is not None:
        totals = [s.total for s in state.scores()]
        want = record.final.get("totals")
        if want is not None and list(want) != totals:
            raise ReplayError(f"final scores {totals} differ from the record's {want}")
    return state


class Recorder:
    """Keeps a record alongside a live state (CLI, server, simulations)."""

    def __init__(self, game: str, players: int, seed: int, options: dict[str, Any]) -> None:
        self.record = GameRecord(game, players, seed, dict(options))

    def add(self, seat: Seat, action_json: Json) -> None:
        self.record.actions.append((seat, action_json))
