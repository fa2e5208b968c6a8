"""OpenSpiel's ISMCTS (through the adapter) against our bots, seat by seat.

Run:  nice .venv/bin/python benchmarks/ismcts_vs_bots.py --game white_castle --games 4 \\
          --bot greedy --simulations 50

Seat 0 is OpenSpiel's ``ISMCTSBot`` with random rollouts (it searches worlds resampled with
``resample_from_infostate``, i.e. our ``determinize``); the other seats are our bot. Seats
rotate between games. Prints wins (first place, ties shared) and the mean returns.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from eurogames.adapters.openspiel import load_game
from eurogames.bots import decide, make_bot


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="white_castle")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--bot", default="greedy")
    p.add_argument("--simulations", type=int, default=50)
    args = p.parse_args()
    game = load_game(args.game, players=args.players, seed=1)
    rs = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    searcher = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=args.simulations,
                                random_state=rs)
    totals = np.zeros(2)  # [ISMCTS, our bot] mean return per game
    t0 = time.process_time()
    for g in range(args.games):
        ours = make_bot(args.bot, seed=g)
        me = g % args.players  # the ISMCTS seat rotates
        st = game.new_initial_state()
        st.apply_action(g)  # deal g
        while not st.is_terminal():
            p_ = st.current_player()
            if p_ == me:
                st.apply_action(searcher.step(st))
            else:
                a = decide(ours, st.st, p_)
                st.apply_action(game.space.action_id(a))
        r = st.returns()
        totals += [r[me], np.mean([r[s] for s in range(args.players) if s != me])]
        print(f"game {g}: ISMCTS seat {me} return {r[me]:+.2f}, {args.bot} mean "
              f"{totals[1] / (g + 1):+.2f} so far")
    print(f"{args.game} {args.players}p, {args.games} games: ISMCTS mean return "
          f"{totals[0] / args.games:+.2f}, {args.bot} {totals[1] / args.games:+.2f} "
          f"({time.process_time() - t0:.0f} CPU s)")


if __name__ == "__main__":
    main()
