import sys, time
sys.path.insert(0, "/work/main/benchmarks")
import adapter_cost as ac, eurogames
from eurogames.core.encoding import ACTION_ID
from eurogames.adapters.openspiel import adapter_space
name="burgundy_card_game"; P=int(sys.argv[1])
games=ac._games(name,P,3000); game=eurogames.load(name); adapter_space(name,P)
L=[]
for s,ks,_ in games:
    st=game.new(P,s)
    for k in ks:
        seat=st.active_players()[0]; legal=st.legal_actions(seat); L.append(legal); st.apply(seat,legal[k])
import statistics
print("mean len", statistics.mean(map(len,L)), "max", max(map(len,L)), type(L[0]))
def t(f):
    best=9
    for _ in range(7):
        t0=time.process_time()
        for l in L: f(l)
        best=min(best,time.process_time()-t0)
    return best/len(L)*1e6
print("map", t(lambda l: [*map(ACTION_ID,l)]))
print("map+sort", t(lambda l: sorted(map(ACTION_ID,l))))
print("noop", t(lambda l: None))
print("listcomp", t(lambda l: [a._id for a in l]))
ids=[[*map(ACTION_ID,l)] for l in L]
asc=sum(1 for x in ids if x==sorted(x)); desc=sum(1 for x in ids if x==sorted(x,reverse=True))
print("ascending", asc/len(ids), "descending", desc/len(ids))
import collections
c=collections.Counter()
for l,x in zip(L,ids):
    if x!=sorted(x):
        c[tuple(type(a).__name__ for a in l)[:6]]+=1
for k,v in c.most_common(8): print(v,k)
print(L[5], ids[5])
