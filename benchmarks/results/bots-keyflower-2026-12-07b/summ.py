import json, sys
from collections import Counter
rows = [json.loads(l) for l in open(sys.argv[1])]
tot = {"HARD": Counter(), "MED": Counter()}
for r in rows:
    hs = r["hard_seat"]
    ws = [s for s in r["seasons"] if s["season"] == 3][0]
    fs = [s for s in r["seasons"] if s["season"] == 2][0]
    print(r["seed"], hs, "score h/m", r["scores"][hs], r["scores"][1 - hs], "eval(h view) autumn %.1f winter %.1f" % (fs["eval"][hs], ws["eval"][hs]),
          "tiles h/m", len(r["village"][hs]), len(r["village"][1 - hs]), "wall", r["wall"])
    for i, who in ((hs, "HARD"), (1 - hs, "MED")):
        tot[who].update(r["cats"][i])
        print("    ", who, dict(r["cats"][i]))
print({k: {c: round(v / len(rows), 1) for c, v in sorted(tot[k].items())} for k in tot})
