"""The search of the hard and expert levels: information-set MCTS with a heuristic prior.

It grows out of the baseline ``mcts`` (single-observer ISMCTS, Cowling, Powley & Whitehouse
2012: every iteration walks one fresh determinization of the bot's information set, UCB1 with
availability counts), and adds:

- **Progressive widening ordered by the prior** (``widen > 0``; off by default). When the
  walk first meets an action its state is valued with the game's heuristic; each node keeps
  its actions ranked by that value and, away from the root, selection only looks at the best
  ``widen_base + widen * visits ** 0.5`` of those legal in this determinization; the root
  always weighs every action. Measured with ``widen=2``: no gain in White Castle (10-10 in 20
  duplicate games at 300 iterations), and one solo Card Game deal scored 20 against 47
  without it, so it stays off until a larger sample says otherwise.
- **Several determinization ensembles.** ``trees`` independent trees (each with its own
  seeded stream of determinizations and ``iterations / trees`` walks) vote with their root
  visits; with ``procs > 1`` they run in worker processes, the state sent as JSON. No gain
  measured: expert's budget as five voting trees of 1000 against hard (one of 1000), White
  Castle: 4/12 (33%, 14-61%; 6 deals, 2026-11-26), no better than one tree of 5000 (7/16).
  Hard's choices barely change with more iterations (8 seeds agreed 8/8 on three positions;
  expert agreed with them 8/8, 6/8, 8/8): the evaluation, not search noise, limits it.
- **A budget in iterations** (reproducible) with the time only as a cap, measured by default
  in this thread's CPU time so a loaded machine cuts no search; the server passes a wall
  clock instead.

- **Per-game shape.** ``scale`` and ``exploration`` come from the game's ``bot_params`` (its
  ``heuristic_weights.json``). In the card game, whose one-step values differ by about 0.2
  points, ``scale`` 0.5 / ``exploration`` 0.3 (hard at 300 iterations against medium, 20
  duplicate games each: 5 / 0.7 won 42%, 0.5 / 0.7 45%, 0.5 / 0.3 60%, 0.5 / 0.12 57%); there,
  hard at 200 iterations beat ``mcts`` 14 of 20 duplicate games (48-85%). The other games
  had been given ``scale`` about twice their best-to-median gap with ``exploration`` 0.3,
  derived, not swept; that search does not grow stronger with iterations: in White Castle
  (24 duplicate games each, seeds 1000-1011, 2026-11-26) hard at 200 iterations beat the
  200-iteration ``mcts`` 11/24 and at 2000 iterations it was only even with it at the last
  stop, while ``mcts`` itself at 1000 iterations beat ``mcts`` at 200 19/24 (79%, 60-91%).
  So CoB, Orléans, White Castle and Keyflower now search with ``mcts``' shape (scale 5,
  exploration 0.7): a flatter, more exploring search, which more iterations improve.
  Keyflower's new evaluation (2026-11-28) made the one-step bot much stronger, and at 0.7
  (about 7 points of exploration at scale 5, most move gaps are 1-4) hard lost to it, 20/48;
  it now explores with 0.15 at 300 iterations: 35/63 (56%, 43-67%) against medium, short of
  the issue's 65% (``benchmarks/results/bots-keyflower-2026-11-29.md``).
- **Relative values** (``relative``; off): value a leaf by the seat's gain over the best
  rival's (1) or the rivals' mean (2), so denial counts. White Castle, 200 iterations against
  ``mcts``, 24 duplicate games: 8/24 (33%, 18-53%) against 11/24 for own gain; kept off.
- **The baseline evaluation** (``baseline``; off) in the search: White Castle, 200
  iterations against ``mcts``: 10/24 with the tuned shape, 10/24 with scale 5 / exploration
  0.7 (12/24 with the tuned evaluation): no measurable difference, kept off.
- **Prior weight**: ``prior_visits`` 3 instead of 10 lost to ``mcts`` 7/24 (29%, 15-49%).
- **Settled leaves** (``settle > 0``; off): a leaf reached on a rival's turn is played on
  with the rivals' one-step-best moves until the searcher decides again, so actions are
  compared at the same point of the turn cycle. White Castle, hard with ``settle=6`` against
  hard, 10 duplicate deals (seeds 2000-2009, 2026-11-26): 11/20 (55%, 34-74%) at about 2x
  hard's CPU: not enough to conclude.
- **Greedy playouts from the leaves** (``rollout`` plies, or ``horizon``: up to that many
  decisions from the root; off). The leaf is played on with every seat's one-step-best move
  (the medium bot's policy) before it is valued, so a move is judged after the replies it
  invites. Cost in White Castle about 4.5x an iteration without (compiled build). Measured
  2026-11-26 (``benchmarks/results/bots-search-2026-11-26.md``): hard with ``rollout=4`` at
  hard's 1000 iterations against hard, 10 duplicate deals (seeds 2000-2009): 12/20 (60%,
  39-78%), 0.64 s CPU median per decision at load 8-9: too small a sample to change a level.
- **A depth cap** (``depth``; off): walks stop ``depth`` decisions below the root and value
  the determinization there, so extra iterations average more determinizations of the same
  shallow tree instead of deepening it (hard's trees reach 4-7 decisions in White Castle at
  1000 iterations; most decisions have 2-10 legal moves). Not measured in games.
- **Playouts and settling together** (``rollout``/``horizon`` and ``settle``): the leaf is
  first played on greedily, then, if a rival is to act there, settled until the searcher
  decides again, so the replies a move invites are seen and every leaf is still valued where
  the searcher decides. (Until 2026-11-28 a playout silently replaced settling: the card game,
  whose ``bot_params`` settle, lost its settling under any ``rollout``.)

Values are per seat in [0, 1]: the tanh of the heuristic gain since the root over ``scale``
points mid-game, the ranking at the end. Bots plan only on ``determinize``d states.
"""

from __future__ import annotations

import bisect
import math
import time
from collections.abc import Callable
from typing import Any

from ..core import Action, Rng, State
from ..core.types import Seat
from .base import Bot, heuristic_of

Clock = Callable[[], float]


class _Node:
    __slots__ = ("avail", "children", "keys", "ranked", "total", "visits")

    def __init__(self, visits: float = 0.0, total: float = 0.0) -> None:
        self.children: dict[Action, _Node] = {}
        self.ranked: list[Action] = []
        """The children's actions, best prior first."""
        self.keys: list[float] = []
        """Minus each ranked action's prior (ascending, for ``bisect``)."""
        self.visits = visits
        self.avail = 1
        self.total = total


DEFAULTS: dict[str, float] = {"iterations": 1000, "seconds": 1.0, "exploration": 0.7, "scale": 5.0,
                              "prior_visits": 10.0, "widen": 0.0, "widen_base": 3.0, "trees": 1,
                              "settle": 0, "relative": 0, "baseline": 0, "rollout": 0, "horizon": 0, "depth": 0}
"""Search parameters; ``iterations`` is the budget (summed over the trees), ``seconds`` a cap."""


class SearchBot(Bot):
    name = "search"

    def __init__(self, seed: int = 0, clock: Clock | None = None, procs: int = 1,
                 game_params: dict[str, dict[str, float]] | None = None, **params: float) -> None:
        """``params`` override ``DEFAULTS``, and ``game_params[game name]`` overrides those in that
        game, except for parameters set later on the bot (``bot.iterations = 50``).

        Raises:
            ValueError: an unknown parameter name.
        """
        super().__init__(seed)
        game_params = game_params or {}
        bad = sorted(set(params).union(*game_params.values()) - set(DEFAULTS))
        if bad:
            raise ValueError(f"unknown search parameter(s) {', '.join(bad)}; known: {', '.join(DEFAULTS)}")
        self.game_params = game_params
        self._fixed: set[str] = set()
        self.params: dict[str, float] = {**DEFAULTS, **params}
        self.clock: Clock = clock or time.thread_time
        self.procs = procs
        self.last_capped = False
        """Whether the last ``choose`` stopped at the time cap before its iterations."""
        self.last_iterations = 0
        """Iterations the last ``choose`` ran (over all trees)."""

    def __getattr__(self, key: str) -> Any:  # bot.iterations reads a parameter
        params = self.__dict__.get("params")
        if params is not None and key in params:
            return params[key]
        raise AttributeError(key)

    def __setattr__(self, key: str, value: Any) -> None:  # bot.iterations = 50 sets one
        params = self.__dict__.get("params")
        if params is not None and key in params:
            params[key] = value
            self._fixed.add(key)
        else:
            super().__setattr__(key, value)

    def params_for(self, game: Any) -> dict[str, float]:
        """The parameters a search in ``game`` uses: ``DEFAULTS``, then the bot's own, then the
        game's measured ``bot_params`` (from its ``heuristic_weights.json``), then the bot's
        ``game_params`` for that game, and last any set on the bot (``bot.iterations = 50``)."""
        game_wide = {k: float(v) for k, v in getattr(game, "bot_params", {}).items() if k in DEFAULTS}
        p = {**self.params, **{k: v for k, v in game_wide.items() if k not in self._fixed}}
        p.update({k: v for k, v in self.game_params.get(game.name, {}).items() if k not in self._fixed})
        return p

    def choose(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        self.last_capped = False
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        p = self.params_for(state.game)
        trees = max(1, int(p["trees"]))
        seeds = [self.rng.below(1 << 62) for _ in range(trees)]
        per_tree = max(1, int(p["iterations"]) // trees)
        if self.procs > 1 and trees > 1:
            results = _search_in_processes(state, seat, seeds, per_tree, p, self.procs)
        else:
            deadline = self.clock() + p["seconds"]
            results = [search_tree(state, seat, Rng(s), per_tree, p, self.clock, deadline) for s in seeds]
        votes: dict[Action, list[float]] = {}
        for counts, capped, done in results:
            self.last_capped |= capped
            self.last_iterations += done
            for a, (n, total) in counts.items():
                v = votes.setdefault(a, [0.0, 0.0])
                v[0] += n
                v[1] += total
        options = [(votes[a][0], votes[a][1], -i, a) for i, a in enumerate(legal) if a in votes]
        if not options:
            return legal[self.rng.below(len(legal))]
        return max(options)[3]


Result = tuple[dict[Action, tuple[float, float]], bool, int]
"""A tree's root statistics per action (visits, total reward), whether the cap cut it, and
its iterations."""


def search_tree(state: State, seat: Seat, rng: Rng, iterations: int, p: dict[str, float],
                clock: Clock = time.thread_time, deadline: float = math.inf) -> Result:
    """One ISMCTS tree over ``iterations`` determinizations of ``state`` from ``seat``'s view."""
    h = heuristic_of(state.game, baseline=bool(p["baseline"]))
    n_players = state.players
    seats = range(n_players)
    base = [h(state, s) for s in seats]
    scale = p["scale"]
    exploration, prior_visits = p["exploration"], p["prior_visits"]
    widen, widen_base = p["widen"], p["widen_base"]
    settle = int(p["settle"])
    relative = int(p["relative"])
    max_depth = int(p["depth"])

    def advantages(st: State) -> list[float]:
        g = [h(st, s) - base[s] for s in seats]
        if not relative or n_players < 2:
            return g
        if relative == 1:  # over the best rival
            return [g[s] - max(g[r] for r in seats if r != s) for s in seats]
        total = sum(g)  # over the rivals' mean
        return [g[s] - (total - g[s]) / (n_players - 1) for s in seats]

    def value(st: State, s: Seat) -> float:
        if relative:
            return 0.5 + 0.5 * math.tanh(advantages(st)[s] / scale)
        return 0.5 + 0.5 * math.tanh((h(st, s) - base[s]) / scale)

    def rewards(st: State, known: Seat = -1, v: float = 0.0) -> list[float]:
        if st.is_over():
            return _ranking_rewards(st)
        if relative:
            return [v if s == known else 0.5 + 0.5 * math.tanh(d / scale) for s, d in enumerate(advantages(st))]
        return [v if s == known else value(st, s) for s in seats]

    root = _Node()
    capped = False
    done = 0
    wall_deadline = time.perf_counter() + p["seconds"]
    for it in range(iterations):
        # A thread's CPU clock may cost milliseconds in a sandbox: read it only every 16
        # iterations, and only once the wall clock (never slower than a CPU clock) says so.
        if it and not it % 16 and time.perf_counter() > wall_deadline and clock() > deadline:
            capped = True
            break
        det = state.determinize(seat, rng.spawn())
        node = root
        path: list[tuple[_Node, Seat]] = []
        reward: list[float] | None = None
        while not det.is_over():
            active = det.active_players()
            s = seat if seat in active else active[0]
            acts = det.legal_actions(s)
            fresh: dict[Action, tuple[State, float]] = {}
            for a in acts:  # value every action not met before: its prior
                if a in node.children:
                    continue
                after = det.clone()
                after.apply(s, a)
                v = _ranking_rewards(after)[s] if after.is_over() else value(after, s)
                node.children[a] = child = _Node(prior_visits, v * prior_visits)
                child.avail = 0  # counted below, with the others
                k = bisect.bisect_right(node.keys, -v)
                node.keys.insert(k, -v)
                node.ranked.insert(k, a)
                fresh[a] = (after, v)
            legal = set(acts) if len(acts) < len(node.ranked) else None
            limit = (len(acts) if node is root or not widen else
                     int(widen_base + widen * math.sqrt(max(0.0, node.visits - prior_visits))))
            best_a = acts[0]
            best_u = -math.inf
            seen = 0
            for a in node.ranked:
                if legal is not None and a not in legal:
                    continue
                child = node.children[a]
                child.avail += 1
                n = child.visits
                u = child.total / n + exploration * math.sqrt(math.log(child.avail + 1) / n)
                if u > best_u:
                    best_u, best_a = u, a
                seen += 1
                if seen >= limit:
                    break
            node = node.children[best_a]
            path.append((node, s))
            if node.visits <= prior_visits:  # first real visit: stop and evaluate
                if best_a in fresh:
                    after, v = fresh[best_a]
                else:
                    det.apply(s, best_a)
                    after, v = det, -1.0
                leaf = _played_leaf(after, seat, _playout_plies(p, len(path)), settle, h)
                if leaf is not after:
                    reward = rewards(leaf)
                else:
                    reward = rewards(after, s, v) if v >= 0 else rewards(after)
                break
            det.apply(s, best_a)
            if max_depth and len(path) >= max_depth:  # the tree stops: value this determinization here
                break
        if reward is None:
            reward = rewards(det)
        root.visits += 1
        for visited, s in path:
            visited.visits += 1
            visited.total += reward[s]
        done += 1
    counts = {a: (c.visits - prior_visits, c.total) for a, c in root.children.items() if c.visits > prior_visits}
    if not counts:  # no walk finished: the priors decide
        counts = {a: (0.0, c.total) for a, c in root.children.items()}
    return counts, capped, done


def _playout_plies(p: dict[str, float], depth: int) -> int:
    """How many greedy plies a leaf ``depth`` decisions below the root is played on before it is
    valued: ``rollout`` always, or up to ``horizon`` decisions from the root."""
    if p["horizon"]:
        return max(0, int(p["horizon"]) - depth)
    return int(p["rollout"])


def _played_leaf(after: State, seat: Seat, plies: int, settle: int, h: Callable[[State, Seat], float]) -> State:
    """The state a new leaf is valued at: ``after`` played on greedily for ``plies`` decisions
    (``rollout``/``horizon``), then, if a rival is to act there, settled (at most ``settle``
    more decisions) until ``seat`` decides again; ``after`` itself when neither applies."""
    leaf = after
    if plies and not leaf.is_over():
        leaf = _greedy_playout(leaf, plies, h)
    if settle and not leaf.is_over() and seat not in leaf.active_players():
        leaf = _settle(leaf, seat, settle, h)
    return leaf


def _greedy_playout(state: State, plies: int, h: Callable[[State, Seat], float]) -> State:
    """``state`` played on for ``plies`` decisions, every seat taking its one-step-best move on
    the heuristic (the medium bot's policy): a leaf is valued after the replies it invites."""
    return _play_greedily(state, plies, h, until=None)


def _settle(state: State, seat: Seat, plies: int, h: Callable[[State, Seat], float]) -> State:
    """A copy of ``state`` played on until ``seat`` acts again (at most ``plies`` decisions), each
    rival taking its best move one step ahead: a leaf is valued where ``seat`` decides, so an
    action whose replies were searched is not compared with one whose replies were not."""
    return _play_greedily(state, plies, h, until=seat)


def _play_greedily(state: State, plies: int, h: Callable[[State, Seat], float], until: Seat | None) -> State:
    """A copy of ``state`` (``state`` itself for no plies) played on for at most ``plies``
    decisions, each by the first active seat's one-step-best move, stopping early when the game
    ends or when seat ``until`` is to act."""
    if plies <= 0:
        return state
    st = state.clone()
    for _ in range(plies):
        if st.is_over():
            break
        active = st.active_players()
        if until is not None and until in active:
            break
        s = active[0]
        best_v, best_st = -math.inf, st
        for a in st.legal_actions(s):
            nxt = st.clone()
            nxt.apply(s, a)
            v = h(nxt, s) if not nxt.is_over() else 1e9 * (_ranking_rewards(nxt)[s] - 0.5)
            if v > best_v:
                best_v, best_st = v, nxt
        st = best_st
    return st


def _ranking_rewards(state: State) -> list[float]:
    """1 for first place down to 0 for last (shared places share)."""
    n = state.players
    out = [0.0] * n
    for i, place in enumerate(state.ranking()):
        for s in place:
            out[s] = 1.0 - i / max(1, n - 1) if n > 1 else 1.0
    return out


def _tree_job(data: dict[str, Any], seat: Seat, seed: int, iterations: int, p: dict[str, float],
              seconds: float) -> tuple[dict[str, tuple[float, float]], bool, int]:
    """A worker process's tree: the state arrives as JSON, actions go back as notation."""
    import eurogames
    state = eurogames.load(data["game"]).from_json(data)
    counts, capped, done = search_tree(state, seat, Rng(seed), iterations, p, time.thread_time,
                                       time.thread_time() + seconds)
    return {a.notation(): v for a, v in counts.items()}, capped, done


def _search_in_processes(state: State, seat: Seat, seeds: list[int], per_tree: int, p: dict[str, float],
                         procs: int) -> list[Result]:
    from concurrent.futures import ProcessPoolExecutor
    data = state.to_json()
    by_text = {a.notation(): a for a in state.legal_actions(seat)}
    with ProcessPoolExecutor(min(procs, len(seeds))) as pool:
        futures = [pool.submit(_tree_job, data, seat, s, per_tree, p, p["seconds"]) for s in seeds]
        out: list[Result] = []
        for f in futures:
            counts, capped, done = f.result()
            out.append(({by_text[t]: v for t, v in counts.items() if t in by_text}, capped, done))
    return out
