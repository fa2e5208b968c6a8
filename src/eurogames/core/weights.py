"""Weights of the bots' evaluation functions, shipped as small JSON files in each game package.

A game's ``heuristic.py`` keeps its default weights in code and reads the tuned ones from
``heuristic_weights.json`` beside it (written by ``scripts/tune_heuristic.py``): a weight missing
from the file keeps its default, an unknown one is an error. The file may also hold
``bot_params``, the search parameters the evaluation was measured with.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

FILE = "heuristic_weights.json"


def read(package: str) -> dict[str, Any]:
    """The whole weights file of ``package`` (empty if it has none)."""
    try:
        text = resources.files(package).joinpath(FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    data: dict[str, Any] = json.loads(text)
    return data


def load(package: str, defaults: dict[str, float]) -> dict[str, float]:
    """``defaults`` updated with the tuned weights of ``package``."""
    tuned = read(package).get("weights", {})
    unknown = set(tuned) - set(defaults)
    if unknown:
        raise ValueError(f"{package}/{FILE}: unknown weights {sorted(unknown)}")
    return {**defaults, **{k: float(v) for k, v in tuned.items()}}


def bot_params(package: str) -> dict[str, float]:
    """The search parameters stored with the weights of ``package``."""
    return {k: float(v) for k, v in read(package).get("bot_params", {}).items()}


def plus(weights: dict[str, float], scale: float, terms: dict[str, float]) -> dict[str, float]:
    """``weights`` with ``scale`` times ``terms`` added: the search's own evaluation (a game's
    ``LEAF`` terms at the ``SearchBot`` parameter ``leaf``) on the weights as they stand.

    Raises:
        ValueError: a term that is not one of the weights.
    """
    unknown = set(terms) - set(weights)
    if unknown:
        raise ValueError(f"unknown weights {sorted(unknown)}")
    return {**weights, **{k: weights[k] + scale * d for k, d in terms.items()}}
