"""Do the shipped-hard replays (``replay-shipped5-s*.json``, this branch's build) reproduce the
stored games (scores and move counts)?

    python3 benchmarks/results/bots-keyflower-2026-12-07b/replays.py
"""
import glob
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("pool07b", os.path.join(HERE, "pool.py"))
_pool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_pool)
stored = _pool.stored

for path in sorted(glob.glob(f"{HERE}/replay-shipped5-s*.json")):
    seed = int(path.split("-s")[-1][:-5])
    a = json.load(open(path))["results"]
    b = stored(seed)["results"]
    same = [(x["scores"], x["moves"]) == (y["scores"], y["moves"]) for x, y in zip(a, b)]
    print(seed, "reproduced" if all(same) else "DIFFERS", [(x["scores"], x["moves"]) for x in a],
          "stored", [(y["scores"], y["moves"]) for y in b])
