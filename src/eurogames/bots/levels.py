"""The four levels people pick a bot by, and the named baselines: one registry for the CLI
(``play --bot``, ``simulate``/``tournament --bots``), the server's seat menu and its runner.

- ``easy``: one step ahead on the heuristic, with a beginner's slips (``easy.EasyBot``).
- ``medium``: the best move one step ahead on the heuristic (``greedy.GreedyBot``): fast.
- ``hard``: information-set search (``search.SearchBot``), 300-1000 iterations by game, well
  under its 1 s cap (White Castle, compiled build: 0.11 s CPU median, 0.15 s p95), so a
  200-game tournament is affordable; it beat medium 18/20 in White Castle (2026-11-26,
  ``benchmarks/results/bots-2026-11-26.md``). In the card game, with settled leaves and
  scale 2 (its ``bot_params``), 800 iterations beat medium 74.5/120 (62%, 53-70%;
  ``bots-card-2026-11-26.md``); since 2026-12-05 it searches 300 iterations with 4 greedy
  plies from each leaf (``rollout``), which beat medium 149/200 on fresh deals (74.5%,
  68-80%; seeds 20100-20199; pure build 0.42 s CPU median, 0.65 s p95;
  ``bots-card-2026-12-05.md``); on the evaluation with its ``overload`` term, 148.5/200 on
  fresh deals (74.2%, 67.8-79.8; seeds 42000-42099; compiled build at load 4: 0.22 s CPU
  median, 0.39 s p95; ``bots-queue-2026-12-06f.md``). Expert there searched 4000 plain iterations and won 5.5/14
  against this hard; since 2026-12-06 it searches hard's shape at five times the iterations
  (1500 with ``rollout`` 4, no dearer than before): 11.5/20 against hard (57.5%, 36-76%;
  seeds 21000-21009, compiled build at load 4: 2.1 s CPU median, 3.2 s p95, none capped;
  ``bots-card-2026-12-06.md``): not proven stronger.
  In Keyflower 300 iterations (500 hit the cap in 18.6% of decisions) with exploration 0.15
  (``bot_params``; ``bots-keyflower-2026-11-29.md``); since 2026-12-06 600 iterations, which
  fit the cap once a pass through a wide node values at most 8 new actions (``expand``, expert
  too; ``bots-keyflower-2026-12-06d.md``): 123.5/200 against medium (61.75%, 54.9-68.2;
  ``bots-queue-2026-12-06e.md``); 800 iterations won 42/62 (67.7%, 55.4-78.0) with 3.3% of
  decisions capped at load 3-5 (``bots-keyflower-2026-12-06f.md``): not shipped. A rival's
  hidden winter hand in the search's leaves (an expectation over the unseen winter tiles)
  won 16.5/36 where shipped hard won 24/36 on the same deals (``bots-keyflower-2026-12-06g.md``,
  the code kept there as a patch): not shipped. Since 2026-12-07 an iteration costs 0.545x
  the instructions (compiled; the same moves: exact pruning of dominated look-ahead steps and a
  copy-on-write clone), so these 600 take about 2/3 of the CPU they took; 1000 iterations then
  won 11/22 where shipped hard won 14.5/22 on the same deals (``bots-keyflower-2026-12-07.md``):
  not shipped. The winter boat at its end score in the search's leaves (``leaf`` 1; ``search_eval`` there) won
  59.5/82 where shipped hard won 54/82 on the same deals, better on 6 deals and worse on none
  (p = 0.031), but cost 1.14-1.20x on winter village positions, over the registered 1.10x;
  the same values computed more cheaply (Sea Bastion's loop remembered by the village's road
  links) cost 1.01x and 1.06x there (compiled, quiet machine), so since 2026-12-07 hard and
  expert search with it (``leaf`` 1; ``bots-keyflower-2026-12-07b.md``). Over the 200 games of
  deals 35800-35899 (cap lifted, so the games repeat): 134/200 against medium (67.0%,
  60.2-73.1) where the hard before it won 123.5/200 on the same deals, 13 deals better and 1
  worse (p = 0.002; ``bots-queue-2026-12-07c.md``).
  In Orléans 400 iterations: 124/200 against medium (62.0%, 55.1-68.4; ``bots-queue-2026-12-07c.md``); 1000 iterations with
  ``expand`` 8, exploration 0.3 and a leaf value refitted to the final margin on medium
  self-play each did no better on the same deals (``bots-orleans-2026-12-06e.md``, ``-06f``);
  nor did greedy leaf playouts to 4 decisions below the root at 200 iterations (``horizon`` 4):
  25/40 (62.5%, 47.0-75.8) on deals where the shipped hard won 22/40, margin +5.8 against
  +7.5, 0.23 s CPU median, 0.71 s p95 (``-06g``): not shipped. The same playouts with
  ``narrow`` (cheap planning plies) at 400 iterations: 28/44 (63.6%, 48.9-76.2) on deals where
  the shipped hard won 27/44, margin +11.2 against +4.3, 0.27 s CPU median, 0.59 s p95
  (``bots-orleans-2026-12-07.md``): not shipped. A search-only goods term (``leaf`` 1: a staffed
  Farmhouse/Ship/Wagon counts the good it would fetch): 42/66 on deals where the shipped hard won
  43/66, 69/100 in all (69.0%, 59.4-77.2; 0.15 s CPU median, 0.34 s p95); ``leaf`` 2: 9/26 where
  the shipped hard won 16/26 (``bots-orleans-2026-12-07b.md``): not shipped.
  Why more iterations never helped: hard valued a leaf by its margin over the best rival,
  and every rival action in the action phase lowered that margin by 2.7 points on average
  though nothing changed for hard, so leaves cut after different numbers of rival actions were
  compared on different footing (``bots-orleans-2026-12-07d.md`` §1). Since 2026-12-07 hard
  values each seat by its own position (``own`` 1; the end of the game still ranks): on the
  pre-registered deals 58500-58599, 141.5/200 against medium (70.8%, 64.1-76.6), margin
  +13.8, 0.17 s CPU median, 0.45 s p95, 3 of 35,629 decisions capped (``-07d`` §6); an
  iteration is also ~22% cheaper (no rival valued at each leaf).
- ``expert``: the same search with five times the budget, capped at 5 s. It is not yet
  measurably stronger than hard: White Castle 7/16 (one tree of 5000) and 4/12 (five voting
  trees of 1000) against hard; spending the budget on leaf playouts instead (``rollout``,
  ``settle``) did better, 23/40 (42-71%), still short of proof
  (``benchmarks/results/bots-search-2026-11-26.md``). In White Castle it now searches 1000
  iterations with 4 greedy plies from each leaf: 24/40 against hard (60%, 45-74%; seeds
  8007-8026, 0.75 s CPU median, 1.0 s p95; ``bots-search-2026-11-28.md``): not proven.
  Two larger budgets were tried on fresh seeds (9101-) on 2026-11-29 and both fit the 5 s
  cap on a loaded machine: 1000 iterations with 10 greedy plies (1.75 s CPU median, 2.30 s
  p95) and 2500 iterations with 4 (2.21 s median, 2.92 s p95); a loaded machine let only a
  handful of games finish: each 3/6 against hard (50%, 19-81%; seeds 9101-9103,
  ``bots-white-castle-2026-11-29.md``), far too few to choose, so the setting above stays.
  On 2026-12-05 it beat hard 40/56 (71%, 58-82%; seeds 12000-12027, compiled build: 0.40 s
  CPU median, 0.59 s p95): with the earlier 57/100, 97/156 (62%, 54-69%). A learned win
  probability in its values (``winprob 0.5``) did worse on the same deals (28/52) and a
  regression-learned evaluation lost as a greedy policy
  (``bots-white-castle-2026-12-05.md``). The old search (``mcts``: the baseline evaluation,
  no playouts) at 1000 iterations beat hard 71/120 (59%), and at 5000 it beat ``mcts`` 15/20,
  so since 2026-12-06 expert there searches 5000 iterations on the baseline evaluation
  (``baseline`` 1, no playouts; pure build 1.19 s CPU median, 1.38 s p95):
  149/200 against ``mcts`` (74.5%, 68-80%: just short of 75%) and 143/200 against hard (71.5%,
  65-77%), seeds 12420-12519 and 12520-12619, compiled build 0.46 s CPU median
  (``bots-white-castle-2026-12-06.md``). Since the evening of 2026-12-06 the same shape at
  10000 iterations: 155/200 against ``mcts`` (77.5%, 71.2-82.7; deals 12720-12819, compiled
  build 1.17 s CPU median, 1.83 s p95, none capped); against hard 11/16 so far (deals 12820-).
  In Orléans expert plays hard's setting (400 iterations, ``own`` 1) since 2026-12-07: every
  2000-iteration search measured against that hard lost, with or without ``own`` (5/16 together,
  margins -22 and -19 a game; ``bots-queue-2026-12-07e.md``), and the diagnosis
  (``bots-orleans-2026-12-07f.md``: in the action phase the deeper trees cross the round's end,
  where the value drops) has not yet given a larger budget shown to beat it; so the level is
  not weaker than hard (``bots-queue-2026-12-07f.md`` gives the rule). Five of hard's trees
  voting (``trees`` 5, 2000 iterations in all) played about as hard does: 18/40 against it,
  margin +3.1 a game (``bots-queue-2026-12-07g.md``, G-O): not shipped. In the card game the
  same shape (five trees of hard's 300 with ``rollout`` 4) won 23/40 against hard, margin +1.0
  (G-K there); its 200-game confirmation is under way.

Budgets are iterations (a seeded game replays exactly); the seconds are only a cap. The
search's shape in each game (``scale``, ``exploration``) is the game's ``bot_params``, stored
with its evaluation weights (``search.SearchBot.params_for``).
``random``, ``greedy`` and ``mcts`` are the baselines the levels are measured against:
``greedy`` and ``mcts`` play as they did before the levels existed (the game's baseline
heuristic, the old search defaults).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .base import Bot


@dataclass(frozen=True)
class Level:
    """A bot level: its names, its budget and how to make one."""

    name: str
    titles: dict[str, str]
    """The name a player reads, ``{"en": ..., "ja": ...}``."""
    seconds: float
    """The most a decision may take (a cap: the budget is ``params['iterations']``)."""
    params: dict[str, Any] = field(default_factory=dict)
    """Search parameters (``search.DEFAULTS``); ``iterations`` is the budget."""
    game_params: dict[str, dict[str, float]] = field(default_factory=dict)
    """Per-game departures from ``params``, by game name (measured: ``benchmarks/search_speed.py``)."""
    baseline: bool = False
    """A named baseline for measurements, not offered in the seat menu."""


LEVELS: dict[str, Level] = {lv.name: lv for lv in (
    Level("easy", {"en": "Easy", "ja": "入門"}, 0.5),
    Level("medium", {"en": "Medium", "ja": "中級"}, 0.5),
    Level("hard", {"en": "Hard", "ja": "上級"}, 1.0, {"iterations": 1000},
          {"castles_of_burgundy": {"iterations": 800}, "burgundy_card_game": {"iterations": 300, "rollout": 4},
           "orleans": {"iterations": 400, "own": 1}, "white_castle": {"iterations": 1000},
           "keyflower": {"iterations": 600, "expand": 8, "leaf": 1}}),
    Level("expert", {"en": "Expert", "ja": "達人"}, 5.0, {"iterations": 5000},
          {"castles_of_burgundy": {"iterations": 4000}, "burgundy_card_game": {"iterations": 1500, "rollout": 4},
           "orleans": {"iterations": 400, "own": 1}, "white_castle": {"iterations": 10000, "baseline": 1},
           "keyflower": {"iterations": 2500, "expand": 8, "leaf": 1}}),
    Level("random", {"en": "Random", "ja": "ランダム"}, 0.1, baseline=True),
    Level("greedy", {"en": "Greedy (baseline)", "ja": "貪欲（基準）"}, 0.5, baseline=True),
    Level("mcts", {"en": "Search (baseline)", "ja": "探索（基準）"}, 1.0, baseline=True),
)}
"""Every bot by name: the four levels first, then the baselines."""

PLAYER_LEVELS = tuple(n for n, lv in LEVELS.items() if not lv.baseline)
"""The levels offered to players (the seat menu), weakest first."""


def make_level(name: str, seed: int = 0, seconds: float | None = None,
               clock: Callable[[], float] | None = None) -> Bot:
    """A bot of level ``name``; ``seconds`` lowers the level's time cap (a server setting),
    ``clock`` is the clock it is measured on (default: this thread's CPU time).

    Raises:
        ValueError: no such level.
    """
    lv = LEVELS.get(name)
    if lv is None:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(LEVELS)}")
    cap = lv.seconds if seconds is None else min(lv.seconds, seconds)
    if name == "easy":
        from .easy import EasyBot
        return EasyBot(seed)
    if name in ("medium", "greedy"):
        from .greedy import GreedyBot
        greedy = GreedyBot(seed, baseline=name == "greedy")
        greedy.name = name
        return greedy
    if name == "random":
        from .random_bot import RandomBot
        return RandomBot(seed)
    if name == "mcts":
        from .mcts import MctsBot
        return MctsBot(seed) if seconds is None else MctsBot(seed, seconds=cap)
    from .search import SearchBot
    bot = SearchBot(seed, clock=clock, game_params=lv.game_params, seconds=cap, **lv.params)
    bot.name = name
    return bot
