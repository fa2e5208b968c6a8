"""Opcode profile of eager Keyflower playouts (3 players): bytecodes per code object and per line,
10 games after 200 warm-up, via sys.settrace opcode events. PYTHONPATH=src python ops.py"""
import collections
import sys

from eurogames import load
from eurogames.bots.playout import EAGER, playout
from eurogames.core import Rng

game = load("keyflower")
for w in range(30):
    playout(game.new(3, 10_000 + w, None), Rng(10_000 + w), EAGER)
ops = collections.Counter(); lines = collections.Counter()
def tr(frame, event, arg):
    frame.f_trace_opcodes = True
    frame.f_trace_lines = False
    return loc
def loc(frame, event, arg):
    if event == "opcode":
        c = frame.f_code
        ops[(c.co_filename.split("/")[-1] if c.co_name != "<listcomp>" else c.co_filename + str(c.co_firstlineno), c.co_name)] += 1
        lines[(c.co_name, frame.f_lineno)] += 1
    return loc
N = 10
sys.settrace(tr)
dec = 0
for i in range(N):
    dec += playout(game.new(3, i+1, None), Rng(i+1), EAGER)
sys.settrace(None)
tot = sum(ops.values())
print("decisions", dec, "opcodes/decision", tot/dec)
for k, v in ops.most_common(30):
    print(f"{100*v/tot:5.1f}% {v/dec:7.1f} {k}")
print("--- top lines")
for k, v in lines.most_common(40):
    print(f"{100*v/tot:5.1f}% {k}")
print("--- _legal_main lines, opcodes per call")
calls = 2376 * 70.4 / 236
import linecache

for (fn, ln), v in sorted(lines.items(), key=lambda kv: kv[0][1] or 0):
    if fn in ("_legal_place", "_placement", "_confirm", "_legal_village") and ln and v / dec > 0.3:
        print(f"{ln:5} {v/ (dec*70.4/236):7.1f}  {linecache.getline('src/eurogames/games/keyflower/state.py', ln).rstrip()[:90]}")
print("--- per-line for selected fns (opcodes per decision)")
for (fn, ln), v in sorted(lines.items(), key=lambda kv: kv[0][1] or 0):
    if fn in ("_confirm", "_legal_village", "_do_place", "_begin_season", "_take_boat") and ln and v / dec > 0.5:
        f = 'src/eurogames/games/keyflower/state.py' if fn.startswith("_l") or fn.startswith("_e") and fn != "_eager" else None
        print(f"{fn:16} {ln:5} {v/dec:7.1f}")
