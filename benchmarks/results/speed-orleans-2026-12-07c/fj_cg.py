import functools, sys
from eurogames import load
from eurogames.bots.playout import EAGER
from eurogames.bench import _positions
from eurogames.core import Rng
game = load("orleans")
samples = []
for i in range(10):
    samples += _positions(game.new(2, i + 1, None), Rng(i + 1), EAGER)
cls = type(samples[0])
datas = [s.to_json() for s in samples]
for d in datas: cls.from_json(d)
what = sys.argv[1]
if what == "from_json":
    functools.reduce(lambda a, d: cls.from_json(d) and a, datas * 5, 0)
else:
    functools.reduce(lambda a, s: s.clone() and a, samples * 5, 0)
print("n", len(samples) * 5)
