"""White Castle's expert searches like the old ``mcts`` with ten times hard's budget.

The old search (the baseline evaluation, values from each new leaf at once) at 1000 iterations
beat hard, whose search values leaves with the tuned evaluation, and at 5000 iterations it beat
the 200-iteration ``mcts`` 15 of 20 duplicate games; expert's greedy playouts (``rollout`` 4 at
1000 iterations) did not get there. At 10000 iterations it beat ``mcts`` 155 of 200 games
(77.5%; at 5000, 149 of 200) (benchmarks/results/bots-white-castle-2026-12-06.md).
"""

from __future__ import annotations

import eurogames
from eurogames.bots import make_bot
from eurogames.bots.base import heuristic_of


def test_expert_searches_10000_iterations_on_the_baseline_evaluation_without_playouts():
    game = eurogames.load("white_castle")
    p = make_bot("expert", 1).params_for(game)
    assert (p["iterations"], p["baseline"], p["rollout"], p["horizon"]) == (10000, 1, 0, 0)
    assert (p["scale"], p["exploration"], p["prior_visits"]) == (5.0, 0.7, 10.0)  # mcts' shape
    hard = make_bot("hard", 1).params_for(game)
    assert hard["baseline"] == 0 and hard["iterations"] == 1000
    assert heuristic_of(game, baseline=True) is not heuristic_of(game)  # the flag picks another evaluation
