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
- **Bounded expansion** (``expand > 0``; off by default). Away from the root, a pass through
  a node values at most ``expand`` actions not met before there (a seeded random sample of
  them), so a node's priors grow with the walks through it instead of all at its first pass;
  selection weighs only the actions valued so far. Keyflower's end-of-season placement nodes
  (60-250 ``place`` actions each) made a few of hard's decisions cost 2-7 s CPU; with
  ``expand`` 8 (Keyflower's hard and expert, ``levels.py``) hard's 600 iterations fit its 1 s cap
  (``benchmarks/results/bots-keyflower-2026-12-06d.md``).
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
  In the card game hard searches 300 iterations with ``rollout=4`` instead of 800 without:
  149/200 against medium (74.5%, 68-80%; ``benchmarks/results/bots-card-2026-12-05.md``).
- **Narrowed playouts** (``narrow``; off): the playout plies of ``rollout``/``horizon`` weigh
  only the actions the game's ``playout_narrowing`` keeps (Orléans' planning: finish the place
  started this round, else one drawn place the followers can complete, else ``done``; a single
  kept action is played without valuing it), from their own seeded stream, and the searcher
  plans first where seats plan at once, as in the tree. A greedy planning ply valued ~17
  actions (4 ms pure build); narrowed it costs about one, so Orléans' playouts fit beside
  hard's 400 iterations (``benchmarks/results/bots-orleans-2026-12-07.md``).
- **A depth cap** (``depth``; off): walks stop ``depth`` decisions below the root and value
  the determinization there, so extra iterations average more determinizations of the same
  shallow tree instead of deepening it (hard's trees reach 4-7 decisions in White Castle at
  1000 iterations; most decisions have 2-10 legal moves). Not measured in games.
- **Playouts and settling together** (``rollout``/``horizon`` and ``settle``): the leaf is
  first played on greedily, then, if a rival is to act there, settled until the searcher
  decides again, so the replies a move invites are seen and every leaf is still valued where
  the searcher decides. (Until 2026-11-28 a playout silently replaced settling: the card game,
  whose ``bot_params`` settle, lost its settling under any ``rollout``.)
- **A learned win probability** (``winprob``: its weight, 0 to 1; off). Every value (a
  leaf's and a new action's prior) becomes ``(1 - winprob)`` times the usual tanh of the gain
  plus ``winprob`` times the game's ``win_probability`` of the position (White Castle only;
  ignored in games without one): the heuristic's margin through a normal distribution whose
  spread by the game left was fitted on 4000 seeded medium self-play games
  (``scripts/train_win_probability.py``). It makes mid-game values agree with the end-of-game
  rewards (1 for a win, whatever the margin) and weighs a point more near the end than early.
  Measured 2026-12-05 (``benchmarks/results/bots-white-castle-2026-12-05.md``): expert with
  ``winprob=0.5`` beat hard 28/52 (54%, 40-67%) where expert without it beat hard 37/52 on
  the same deals; ``winprob=1`` flattens round-1 values about 14-fold (hard with it: 4/10
  against hard). Kept off.
- **The search's own evaluation terms** (``leaf``: their weight; off). Where a game has a
  ``leaf_heuristic``, the search (priors, leaves and playouts) evaluates with it: the game's
  evaluation plus ``leaf`` times terms the one-step bot does without, so medium stays the fixed
  reference. Orléans: a fully staffed Farmhouse, Ship, Wagon or Horse Wagon counts the good it
  would fetch (its points), since hard lost its games to medium on goods collected late
  (``benchmarks/results/bots-orleans-2026-12-07.md`` §1). Measured 2026-12-07
  (``bots-orleans-2026-12-07b.md``), hard with ``leaf`` 1 against medium: 42/66 on deals where
  hard without it won 43/66; with ``leaf`` 2: 9/26 where it won 16/26 (a reading: at 2 a
  fetched good is worth half its term, so using the place looks a loss). Kept off. Keyflower:
  the boat tile a seat has taken in winter counts its end score on the village as it stands
  (``keyflower.heuristic.boat_points``; ``bots-keyflower-2026-12-07b.md``, where the parameter
  was named ``search_eval``: ``leaf`` 1 is the same search).

- **Each seat on its own** (``own``; off). Where a game has ``own_heuristic`` (Orléans), the
  search values each seat by its own position instead of its margin over the best rival.
  Orléans' margin counts a rival's staffed place 0.3 until it is used and then its whole
  effect, while the searcher's own staffed places hold their worth, so every rival action
  lowered the searcher's value by 2.7 points on average (medium self-play) and the leaves under
  a root move, cut after different numbers of rival actions, were compared on different footing
  (``benchmarks/results/bots-orleans-2026-12-07d.md`` §1). Measured there against medium
  (pre-registered, deals 58500-58599); other games ignore it.

Values are per seat in [0, 1]: the tanh of the heuristic gain since the root over ``scale``
points mid-game, the ranking at the end. Bots plan only on ``determinize``d states.
"""

from __future__ import annotations

import time
from typing import Any

from ..core import Action, Rng, State
from ..core.types import Seat
from .base import Bot
from .tree import Clock, Result, search_tree

DEFAULTS: dict[str, float] = {"iterations": 1000, "seconds": 1.0, "exploration": 0.7, "scale": 5.0,
                              "prior_visits": 10.0, "widen": 0.0, "widen_base": 3.0, "trees": 1,
                              "settle": 0, "relative": 0, "baseline": 0, "rollout": 0, "horizon": 0, "depth": 0,
                              "winprob": 0.0, "expand": 0, "narrow": 0, "leaf": 0.0,
                              "own": 0, "round_end": 0}
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
