import collections, time
from eurogames import load
from eurogames.bots.playout import EAGER, playout
from eurogames.core import Rng
from eurogames.games.keyflower.state import KeyflowerState as S
g = load("keyflower")
pc = time.perf_counter
L = collections.Counter(); A = collections.Counter(); LN = collections.Counter(); AN = collections.Counter()
ol, oa = S._legal_actions, S._apply
def wl(self, seat):
    ph = self.phase; t = pc(); r = ol(self, seat); L[ph] += pc() - t; LN[ph] += 1; return r
def wa(self, seat, a):
    t = pc(); r = oa(self, seat, a); A[a.type] += pc() - t; AN[a.type] += 1; return r
for w in range(30):
    playout(g.new(3, 10_000 + w, None), Rng(10_000 + w), EAGER)
S._legal_actions = wl; S._apply = wa
t0 = time.process_time(); n = 0
for i in range(60):
    n += playout(g.new(3, i + 1, None), Rng(i + 1), EAGER)
tot = time.process_time() - t0
print("decisions", n, "total us/dec", tot / n * 1e6)
for k, v in L.most_common(): print(f"legal {k:10} {v/n*1e6:6.2f} us/dec  {LN[k]:6} calls  {v/LN[k]*1e6:6.1f} us/call")
for k, v in A.most_common(): print(f"apply {k:10} {v/n*1e6:6.2f} us/dec  {AN[k]:6} calls  {v/AN[k]*1e6:6.1f} us/call")
print("listing total", sum(L.values())/n*1e6, "apply total", sum(A.values())/n*1e6)
