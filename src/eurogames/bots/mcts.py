"""A search bot for every game: information-set Monte Carlo tree search.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, 2012): each iteration
re-determinizes the hidden information from the bot's point of view, walks a
tree of actions with UCB1 using availability counts (an action is only scored
against the iterations in which it was legal), plays a short random rollout and
evaluates the end with the game's heuristic. It sees only ``determinize``d
states, like every bot.
"""

from __future__ import annotations

import math
import time

from ..core import Action, State
from ..core.types import Seat
from .base import Bot


class _Node:
    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


class MctsBot(Bot):
    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int = 400, seconds: float = 1.0,
                 rollout_depth: int = 40, exploration: float = 0.7, scale: float = 10.0) -> None:
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.scale = scale

    def choose(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        root = _Node()
        deadline = time.perf_counter() + self.seconds
        rng = self.rng
        for it in range(self.iterations):
            if it and time.perf_counter() > deadline:
                break
            det = state.determinize(seat, rng.spawn())
            node = root
            path: list[tuple[_Node, Seat]] = []
            while not det.is_over():
                active = det.active_players()
                s = seat if seat in active else active[0]
                acts = det.legal_actions(s)
                untried = []
                for a in acts:
                    child = node.children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.avail += 1
                if untried:
                    a = untried[rng.below(len(untried))]
                    child = _Node()
                    node.children[a] = child
                    det.apply(s, a)
                    path.append((child, s))
                    break
                log_n = math.log(max(1, node.visits))
                best_a = acts[0]
                best_u = -1.0
                for a in acts:
                    c = node.children[a]
                    u = c.total / c.visits + self.exploration * math.sqrt(math.log(max(1, c.avail)) / c.visits) \
                        if c.visits else float("inf")
                    if u > best_u:
                        best_u, best_a = u, a
                del log_n
                det.apply(s, best_a)
                node = node.children[best_a]
                path.append((node, s))
            for _ in range(self.rollout_depth):
                if det.is_over():
                    break
                active = det.active_players()
                s = active[rng.below(len(active))]
                acts = det.legal_actions(s)
                det.apply(s, acts[rng.below(len(acts))])
            rewards = self._evaluate(det)
            root.visits += 1
            for n, s in path:
                n.visits += 1
                n.total += rewards[s]
        options = [(root.children[a].visits, root.children[a].total, a) for a in legal if a in root.children]
        if not options:
            return legal[rng.below(len(legal))]
        options.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return options[0][2]

    def _evaluate(self, state: State) -> list[float]:
        """A reward in [0, 1] per seat: the final ranking, or the heuristic mid-game."""
        if state.is_over():
            places = state.ranking()
            n = state.players
            out = [0.0] * n
            for i, place in enumerate(places):
                for s in place:
                    out[s] = 1.0 - i / max(1, n - 1) if n > 1 else 1.0
            return out
        h = state.game.heuristic
        return [0.5 + 0.5 * math.tanh(h(state, s) / self.scale) for s in range(state.players)]
