"""cgsum.py DIR [path] [top] [event]: per path, events per step; then the path's self cost per function
(DIR: a cg.sh output folder; parsing in cglib.py)."""
import sys

sys.path.insert(0, __import__("os").path.dirname(__file__))
from cglib import load  # noqa: E402

d = sys.argv[1]
path = sys.argv[2] if len(sys.argv) > 2 else "os"
top = int(sys.argv[3]) if len(sys.argv) > 3 else 30
runs = load(d)
for p in ("engine", "os"):
    n, ev, tot, fns = runs[p]
    print(p, n, " ".join(f"{e}={x:,.1f}" for e, x in zip(ev, tot)))
    if p == path:
        key = ev.index(sys.argv[4]) if len(sys.argv) > 4 else 0
        for k, c in sorted(fns.items(), key=lambda kv: -kv[1][key])[:top]:
            print(f"  {' '.join(f'{x:9.1f}' for x in c)}  {k}")
