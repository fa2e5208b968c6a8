"""Diagnostic (not the ship test): a one-step bot on the refitted weights (``fitted_value``,
slope off: the same ranking) against medium, both seatings of deals SEED..SEED+N-1.
Needs the fitted value's code (``fitted-value.patch``, commit 5dcf6e5 of branch ``orleval``)."""

from __future__ import annotations

import math
import sys
from typing import Any

import eurogames
from eurogames.bots import decide, make_bot
from eurogames.bots.base import Bot
from eurogames.games.orleans.heuristic import fitted_value


class FittedGreedy(Bot):
    name = "greedy-fitted"

    def choose(self, state: Any, seat: int) -> Any:
        best, best_v = None, -math.inf
        for a in state.legal_actions(seat):
            s2 = state.clone()
            s2.apply(seat, a)
            v = fitted_value(s2, seat, slope=False)
            if v > best_v:
                best, best_v = a, v
        return best


def main() -> None:
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    wins, margin, games = 0.0, 0.0, 0
    for d in range(seed, seed + n):
        for me in (0, 1):
            st: Any = eurogames.load("orleans").new(2, seed=d)
            bots = [FittedGreedy(d), make_bot("medium", d)] if me == 0 else [make_bot("medium", d), FittedGreedy(d)]
            while not st.is_over():
                s = st.active_players()[0]
                st.apply(s, decide(bots[s], st, s))
            sc = [x.total for x in st.scores()]
            m = sc[me] - sc[1 - me]
            wins += 1.0 if m > 0 else 0.5 if m == 0 and st.ranking()[0] == [me, 1 - me] else (1.0 if st.ranking()[0] == [me] else 0.0)
            margin += m
            games += 1
    print(f"fitted one-step vs medium: {wins:g}/{games}, mean margin {margin / games:+.2f}")


if __name__ == "__main__":
    main()
