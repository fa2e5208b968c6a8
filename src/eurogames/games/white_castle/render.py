"""Terminal rendering, action descriptions (en/ja) and the greedy heuristic."""
from __future__ import annotations
from typing import Any


def heuristic(state: Any, seat: int) -> float:
    return float(state.scores()[seat].total)


def render(state: Any, seat: Any) -> Any:
    import json
    return json.dumps(state.view(seat))


def describe_action(action: Any, lang: str = "en") -> str:
    return action.notation()
