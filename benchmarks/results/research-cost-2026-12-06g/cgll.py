import sys; sys.path.insert(0, __import__("os").path.dirname(__file__)); from cglib import load
L = load(sys.argv[1]); n, ev, tot, fns = L["os"]; _, _, etot, efns = L["engine"]
ix = {e: i for i, e in enumerate(ev)}
def ll(c): return c[ix["DLmr"]] + c[ix["DLmw"]]
rows = sorted(((ll(c) - ll(efns.get(k, [0]*len(ev))), ll(c), k) for k, c in fns.items()), reverse=True)
print("LL misses os", ll(tot), "engine", ll(etot))
for d, v, k in rows[:int(sys.argv[2]) if len(sys.argv) > 2 else 20]: print(f"{d:7.2f} {v:7.2f} {k[:100]}")
