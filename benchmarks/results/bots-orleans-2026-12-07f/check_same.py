"""Root statistics of the shipped levels' Orléans search on a few positions: run on main and on
this branch and diff the output (the branch must not change what the shipped levels do).

    PYTHONPATH=/work/main/src python check_same.py > same-main.txt; PYTHONPATH=src python check_same.py > same-branch.txt
"""
import json
import sys

import eurogames
from eurogames.bots.tournament import make
from eurogames.bots.tree import search_tree
from eurogames.core import Rng

game = eurogames.load("orleans")
path = sys.argv[1] if len(sys.argv) > 1 else "pos-59290.jsonl"
for i, line in enumerate(open(path)):
    if i % 7:
        continue
    d = json.loads(line)
    st = game.from_json(d["state"])
    for spec in ("hard", "expert/iterations=500", "hard/own=1"):
        p = make(spec, 1).params_for(game)
        p["seconds"] = 1e9
        counts, _c, done = search_tree(st.determinize(d["seat"], Rng(i)), d["seat"], Rng(i + 1), int(p["iterations"]), p)
        print(i, spec, done, sorted((a.notation(), n, round(t, 9)) for a, (n, t) in counts.items()))
