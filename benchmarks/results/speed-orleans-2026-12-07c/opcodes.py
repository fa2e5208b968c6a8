"""Opcodes executed per function (sys.settrace opcode events) over eager playouts."""
import sys, collections
from eurogames import load
from eurogames.bots.playout import EAGER, playout
from eurogames.core import Rng
game = load("orleans")
for w in range(10):
    playout(game.new(2, 10_000 + w, None), Rng(10_000 + w), EAGER)
counts = collections.Counter()
def tracer(frame, event, arg):
    frame.f_trace_opcodes = True
    if event == "opcode":
        co = frame.f_code
        counts[(co.co_filename.split("/src/")[-1], co.co_name, co.co_firstlineno)] += 1
    return tracer
n = 0
G = int(sys.argv[1]) if len(sys.argv) > 1 else 20
sys.settrace(tracer)
for i in range(G):
    n += playout(game.new(2, i + 1, None), Rng(i + 1), EAGER)
sys.settrace(None)
tot = sum(counts.values())
print("decisions", n, "opcodes/decision", tot / n)
for k, v in counts.most_common(40):
    print(f"{100*v/tot:5.1f}% {v/n:7.1f}  {k}")
