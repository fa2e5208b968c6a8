"""cgdiff.py DIR [top] [Ir|D1|I1] [A B]: per function, (B - A) per step (default os - engine) of Ir, D1 misses, I1 misses.
DIR may be DIR1,DIR2 to diff path A of DIR1 with path B of DIR2."""
import sys
sys.path.insert(0, __import__("os").path.dirname(__file__)); from cglib import load
ds = sys.argv[1].split(","); top = int(sys.argv[2]) if len(sys.argv) > 2 else 30; sk = sys.argv[3] if len(sys.argv) > 3 else "Ir"
a, b = (sys.argv[4], sys.argv[5]) if len(sys.argv) > 5 else ("engine", "os")
L1 = load(ds[0]); L2 = load(ds[-1])
A = L1[a]; B = L2[b]; ev = A[1]; ix = {e: i for i, e in enumerate(ev)}
def m(c):
    return (c[ix["Ir"]], c[ix["D1mr"]] + c[ix["D1mw"]] if "D1mr" in ix else 0, c[ix["I1mr"]] if "I1mr" in ix else 0)
for name, X in ((a, A), (b, B)):
    print(name, X[0], " ".join(f"{e}={x:,.1f}" for e, x in zip(ev, X[2])))
rows = [(k, [y - x for x, y in zip(m(A[3].get(k, [0]*len(ev))), m(B[3].get(k, [0]*len(ev))))]) for k in set(A[3]) | set(B[3])]
j = {"Ir": 0, "D1": 1, "I1": 2}[sk]
print(f"diff: Ir {m(B[2])[0]-m(A[2])[0]:,.0f} D1 {m(B[2])[1]-m(A[2])[1]:,.1f} I1 {m(B[2])[2]-m(A[2])[2]:,.1f}")
for k, c in sorted(rows, key=lambda r: -r[1][j])[:top]:
    print(f"  {c[0]:9.1f} {c[1]:7.1f} {c[2]:7.1f}  {k[:110]}")
