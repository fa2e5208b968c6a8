"""The bots' evaluation of a White Castle position (greedy bot, search prior and leaf value).

``baseline`` is the evaluation the bots used before the tuned one (kept unchanged as the
named baseline); ``evaluate`` is the current one; ``win_probability`` turns ``evaluate`` into a
chance of finishing first, with a slope by the game left fitted on self-play
(``win_probability.json``, ``scripts/train_win_probability.py``), for the search's
``winprob`` parameter.
"""

from __future__ import annotations

import math
from typing import Any

from eurogames.core import weights

from .data import COIN, FOOD, IRON, PEARL, SEAL, YARDS

# ----- baseline (the evaluation before tuning, unchanged) ------------------------------------

_PENDING_VALUE = {"C": 2.5, "G": 2.5, "W": 2.0, "dtile": 1.5, "lightbg": 1.5, "domain": 2.0,
                  "outside": 2.5, "light": 1.0, "daimyo": 2.0, "lantern": 1.0, "rgard": 1.5}


def _value(state: Any, seat: int, total: int) -> float:
    """Score so far plus a rough worth of resources, development and pending opportunities."""
    if state.phase == "over":
        return float(total)
    pb = state.p[seat]
    r = pb.res
    left = (3 - state.round) + (3 * state.players - state.turn) / (3 * state.players)
    v = float(total)
    v += 0.5 * (min(r[FOOD], 6) + min(r[IRON], 6) + min(r[PEARL], 6))
    v += 0.2 * r[COIN] + 0.5 * r[SEAL]
    v += 0.3 * pb.pot + 0.5 * len(pb.lantern) * left
    courtiers_up = pb.courtiers[1] + pb.courtiers[2] + pb.courtiers[3]
    warrior_value = sum(n * YARDS[y][1] for y, n in enumerate(pb.warriors))
    v += 0.8 * warrior_value * (1 if courtiers_up else 0.5)
    v += 1.5 * courtiers_up
    v += 0.8 * (15 - sum(pb.home)) * left
    if state.actor == seat:
        if state.held is not None:
            v += 0.15 * state.held[1] + (0.4 * len(pb.lantern) if state.held[2] else 0.0)
        for fr in state.stack:
            k = fr[0]
            if k == "choice":
                v += 0.5 * fr[1]
            elif k == "pot":
                v += 0.3 * fr[1]
            else:
                v += _PENDING_VALUE.get(k, 0.0)
    return float(v)


def baseline(state: Any, seat: int) -> float:
    """Own value minus the best rival's: score so far plus resources and progress."""
    scores = state.scores()
    mine = _value(state, seat, scores[seat].total)
    others = [_value(state, s, scores[s].total) for s in range(state.players) if s != seat]
    return float(mine - (max(others) if others else 0.0))



# ----- the tuned evaluation ------------------------------------------------------------------

DEFAULTS: dict[str, float] = {
    "res": 0.5,         # food, iron, pearl (up to 6 each)
    "coin": 0.2,        # a coin
    "seal": 0.5,        # a seal
    "pot": 0.3,         # the pot
    "lantern": 0.5,     # a lantern card, per round left
    "warrior": 0.8,     # warriors' yard worth (halved while no courtier is up)
    "courtier": 1.5,    # a courtier up in the castle
    "home": 0.8,        # a worker off the home board, per round left
    "held": 0.15,       # the held die's value
    "pending": 1.0,     # weight of a pending decision's worth
    "late": 0.0,        # share of resource worth lost per round gone (end-game conversion)
}
"""At these defaults the evaluation equals ``baseline``; ``heuristic_weights.json`` holds the
tuned values."""
W: dict[str, float] = weights.load(__package__, DEFAULTS)
BOT_PARAMS: dict[str, float] = weights.bot_params(__package__)


def _tuned_value(state: Any, seat: int, total: int, w: dict[str, float]) -> float:
    """Score so far plus a worth of resources, development and pending opportunities."""
    pb = state.p[seat]
    r = pb.res
    left = (3 - state.round) + (3 * state.players - state.turn) / (3 * state.players)
    v = float(total)
    keep = 1.0 - w["late"] * (3 - left) / 3
    v += w["res"] * keep * (min(r[FOOD], 6) + min(r[IRON], 6) + min(r[PEARL], 6))
    v += w["coin"] * r[COIN] + w["seal"] * keep * r[SEAL]
    v += w["pot"] * pb.pot + w["lantern"] * len(pb.lantern) * left
    courtiers_up = pb.courtiers[1] + pb.courtiers[2] + pb.courtiers[3]
    warrior_value = sum(n * YARDS[y][1] for y, n in enumerate(pb.warriors))
    v += w["warrior"] * warrior_value * (1 if courtiers_up else 0.5)
    v += w["courtier"] * courtiers_up
    v += w["home"] * (15 - sum(pb.home)) * left
    if state.actor == seat:
        if state.held is not None:
            v += w["held"] * state.held[1] + (0.4 * len(pb.lantern) if state.held[2] else 0.0)
        pw = w["pending"]
        for fr in state.stack:
            k = fr[0]
            if k == "choice":
                v += pw * 0.5 * fr[1]
            elif k == "pot":
                v += pw * 0.3 * fr[1]
            else:
                v += pw * _PENDING_VALUE.get(k, 0.0)
    return v


def evaluate(state: Any, seat: int) -> float:
    """``seat``'s points so far plus the worth of its resources and progress, minus the best
    rival's; the exact final margin once the game is over (everything here is public)."""
    scores = state.scores()
    if state.phase == "over":
        return float(scores[seat].total - max(s.total for i, s in enumerate(scores) if i != seat))
    w = W
    mine = _tuned_value(state, seat, scores[seat].total, w)
    return mine - max(_tuned_value(state, s, scores[s].total, w) for s in range(state.players) if s != seat)


# ----- the learned win probability (expert's search) -----------------------------------------

_WIN_FILE = "win_probability.json"


def game_left(state: Any) -> float:
    """The share of the game still to play: 1 in the draft, falling by turns to 0 at the end."""
    if state.phase == "draft":
        return 1.0
    if state.phase == "over":
        return 0.0
    return ((3 - state.round) + (3 * state.players - state.turn) / (3 * state.players)) / 3


def _load_win_curve() -> tuple[list[float], list[float]]:
    """The fitted curve (``win_probability.json``, written by ``scripts/train_win_probability.py``):
    the game-left share at each bin's centre and the slope there; empty lists when the file is
    missing."""
    import json
    from importlib import resources
    try:
        text = resources.files(__package__).joinpath(_WIN_FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return [], []
    data = json.loads(text)
    return [float(x) for x in data["left"]], [float(x) for x in data["slope"]]


WIN_LEFT, WIN_SLOPE = _load_win_curve()


def win_slope(left: float) -> float:
    """How many standard deviations of the final margin one point of ``evaluate`` is worth with
    ``left`` of the game to play (linear between the fitted bins, flat beyond them)."""
    xs, ys = WIN_LEFT, WIN_SLOPE
    if left <= xs[0]:
        return ys[0]
    if left >= xs[-1]:
        return ys[-1]
    i = 1
    while xs[i] < left:
        i += 1
    t = (left - xs[i - 1]) / (xs[i] - xs[i - 1])
    return ys[i - 1] + t * (ys[i] - ys[i - 1])


def win_probability(state: Any, seat: int) -> float:
    """``seat``'s chance of finishing first, learned from self-play: ``evaluate`` (a margin
    over the best rival) times the fitted slope for the game left, through the normal
    distribution function; 1, 0 or 0.5 (shared first place) once the game is over."""
    if state.phase == "over":
        ranking = state.ranking()
        if seat not in ranking[0]:
            return 0.0
        return 1.0 / len(ranking[0])
    z = evaluate(state, seat) * win_slope(game_left(state))
    return 0.5 + 0.5 * math.erf(z / _SQRT2)


_SQRT2 = math.sqrt(2.0)
