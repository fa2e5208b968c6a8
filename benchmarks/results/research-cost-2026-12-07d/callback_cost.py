"""Instructions of pyspiel's dispatch with one callback (``current_player``) against the
dispatch alone (``move_number``), 10,000 calls each:

    PYTHONPATH=src valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \
        --dump-after=functools_reduce python callback_cost.py      # dump 1: current_player, 2: move_number
"""
import functools

import pyspiel

from eurogames.adapters.openspiel import load_game

g = load_game("white_castle", players=2)
st = g.new_initial_state(); st.apply_action(3)
st.legal_actions()
cp = pyspiel.State.current_player
mn = pyspiel.State.move_number
def loop():
    for _ in range(10000): cp(st)
def loop2():
    for _ in range(10000): mn(st)
loop(); loop2()
functools.reduce(lambda a, _: loop(), (0,), 0)
functools.reduce(lambda a, _: loop2(), (0,), 0)
