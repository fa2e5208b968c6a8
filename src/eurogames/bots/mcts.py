"""A search bot for every game: information-set Monte Carlo tree search.

This is the named baseline ``mcts``: kept as it was measured (its ``DEFAULTS``, the game's
baseline heuristic) so stronger levels can be measured against it; the levels' search is
``search.SearchBot``.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, 2012): each iteration
re-determinizes the hidden information from the bot's point of view and walks a
tree of actions with UCB1 using availability counts (an action is only scored
against the iterations in which it was legal). It sees only ``determinize``d
states, like every bot.

The game's heuristic guides the search (progressive bias): when the walk first
meets an action, the state after it is valued with the heuristic, and that value
enters the action's statistics as ``prior_visits`` virtual visits. The walk stops
at the first new action and backs up that value (optionally after a short random
rollout), so the search starts from the greedy bot's choice and moves away from it
only where looking further ahead says so. Random rollouts to the end are no help in
these games: random play says little about what a sensible player would score.

Values are per seat in [0, 1]: the logistic of the heuristic (own progress minus
the best rival's) over ``scale`` points mid-game, the ranking at the end.
"""

from __future__ import annotations

import math
import time

from ..core import Action, State
from ..core.types import Seat
from .base import Bot, Heuristic, heuristic_of


class _Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self, visits: float = 0.0, total: float = 0.0) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = visits
        self.avail = 1
        self.total = total


DEFAULTS: dict[str, float] = {"iterations": 200, "seconds": 1.0, "rollout_depth": 0, "exploration": 0.7,
                              "scale": 5.0, "prior_visits": 10.0}
"""The search parameters; ``iterations`` is the budget, ``seconds`` only a cap (a search cut
by the clock is not reproducible)."""

GAME_PARAMS: dict[str, dict[str, float]] = {}
"""Per-game departures from ``DEFAULTS``, by game name, each measured with
``benchmarks/bot_match.py``."""


def _unset(state: State, seat: Seat) -> float:
    raise RuntimeError("MctsBot values states only during choose")


class MctsBot(Bot):
    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 rollout_depth: int | None = None, exploration: float | None = None,
                 scale: float | None = None, prior_visits: float | None = None) -> None:
        """Parameters left at None take the game's value (``GAME_PARAMS``, then ``DEFAULTS``)."""
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.scale = scale
        self.prior_visits = prior_visits
        self._base: list[float] = []
        """Each seat's heuristic at the root: values are gains from there, so a big lead or a
        game whose heuristic grows with the score does not saturate the logistic."""
        self._scale = 1.0
        self._h: Heuristic = _unset
        """The game's baseline heuristic, set per search."""
        self.last_capped = False
        """Whether the last ``choose`` stopped at the time cap before its iterations."""

    def params(self, game_name: str) -> dict[str, float]:
        """The parameters a search in ``game_name`` uses."""
        out = {**DEFAULTS, **GAME_PARAMS.get(game_name, {})}
        for k in DEFAULTS:
            if getattr(self, k) is not None:
                out[k] = getattr(self, k)
        return out

    def choose(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        self.last_capped = False
        if len(legal) == 1:
            return legal[0]
        p = self.params(state.game.name)
        iterations, rollout_depth = int(p["iterations"]), int(p["rollout_depth"])
        exploration, prior_visits = p["exploration"], p["prior_visits"]
        self._scale = p["scale"]
        root = _Node()
        h = self._h = heuristic_of(state.game, baseline=True)
        self._base = [h(state, s) for s in range(state.players)]
        deadline = time.perf_counter() + p["seconds"]
        rng = self.rng
        first_bonus = exploration * math.sqrt(math.log(2) / prior_visits)
        for it in range(iterations):
            if it and time.perf_counter() > deadline:
                self.last_capped = True
                break
            det = state.determinize(seat, rng.spawn())
            node = root
            path: list[tuple[_Node, Seat]] = []
            rewards: list[float] | None = None
            while not det.is_over():
                active = det.active_players()
                s = seat if seat in active else active[0]
                acts = det.legal_actions(s)
                fresh: tuple[State, Seat, float] | None = None
                best_a = acts[0]
                best_u = -math.inf
                for a in acts:
                    child = node.children.get(a)
                    if child is None:
                        if it and time.perf_counter() > deadline:  # a wide node: stop mid-expansion
                            self.last_capped = True
                            break
                        after = det.clone()
                        after.apply(s, a)
                        v = self._value(after, s)
                        child = _Node(prior_visits, v * prior_visits)
                        node.children[a] = child
                        u = v + first_bonus
                        if u > best_u:
                            best_u, best_a, fresh = u, a, (after, s, v)
                        continue
                    child.avail += 1
                    n = child.visits
                    u = child.total / n + exploration * math.sqrt(math.log(child.avail + 1) / n)
                    if u > best_u:
                        best_u, best_a = u, a
                        fresh = None
                if self.last_capped:
                    break
                det.apply(s, best_a)
                node = node.children[best_a]
                path.append((node, s))
                if node.visits <= prior_visits:  # first real visit: stop and evaluate
                    if fresh is not None:
                        rewards = self._evaluate(fresh[0], fresh[1], fresh[2])
                    break
            if self.last_capped:
                break
            if rollout_depth and not det.is_over():
                for _ in range(rollout_depth):
                    if det.is_over():
                        break
                    active = det.active_players()
                    s = active[rng.below(len(active))]
                    acts = det.legal_actions(s)
                    det.apply(s, acts[rng.below(len(acts))])
                rewards = None
            if rewards is None:
                rewards = self._evaluate(det)
            root.visits += 1
            for visited, s in path:
                visited.visits += 1
                visited.total += rewards[s]
        options = [(root.children[a].visits, root.children[a].total, a) for a in legal if a in root.children]
        if not options:
            return legal[rng.below(len(legal))]
        options.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return options[0][2]

    def _value(self, state: State, seat: Seat) -> float:
        """``seat``'s reward in [0, 1] for a state: its place at the end, the heuristic before."""
        if state.is_over():
            return self._evaluate(state)[seat]
        return 0.5 + 0.5 * math.tanh((self._h(state, seat) - self._base[seat]) / self._scale)

    def _evaluate(self, state: State, known: Seat = -1, value: float = 0.0) -> list[float]:
        """A reward in [0, 1] per seat (``known``'s is ``value`` when given)."""
        if state.is_over():
            places = state.ranking()
            n = state.players
            out = [0.0] * n
            for i, place in enumerate(places):
                for s in place:
                    out[s] = 1.0 - i / max(1, n - 1) if n > 1 else 1.0
            return out
        return [value if s == known else self._value(state, s) for s in range(state.players)]
