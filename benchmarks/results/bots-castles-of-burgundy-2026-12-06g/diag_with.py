"""cob_diag.py with weights changed: python diag_with.py name=value,... --bot medium --games N --seed S"""
import sys

sys.path.insert(0, "benchmarks")
from eurogames.games.castles_of_burgundy import heuristic as H

for item in sys.argv.pop(1).split(","):
    k, _, v = item.partition("=")
    assert k in H.W, k
    H.W[k] = float(v)
import cob_diag

cob_diag.run(cob_diag.game, note=f" weights {H.W}")
