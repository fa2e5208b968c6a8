import sys, time
sys.path.insert(0, "/work/main/benchmarks")
import adapter_cost as ac, eurogames
from eurogames.core.encoding import ACTION_ID
from eurogames.adapters.openspiel import adapter_space
name="burgundy_card_game"; P=4
games=ac._games(name,P,3000); game=eurogames.load(name); adapter_space(name,P)
L=[]
for s,ks,_ in games:
    st=game.new(P,s)
    for k in ks:
        seat=st.active_players()[0]; legal=st.legal_actions(seat); L.append(legal); st.apply(seat,legal[k])
l=max(L[:50],key=len); print(len(l))
N=200000
for name_,f in [("map",lambda: [*map(ACTION_ID,l)]),("sorted",lambda: sorted(map(ACTION_ID,l))),("tuple-noop",lambda: [*l])]:
    t0=time.process_time()
    for _ in range(N): f()
    print(name_, (time.process_time()-t0)/N*1e6/len(l)*1000, "ns/item")
from eurogames.core.actions import Action
g=Action.__dict__['_id'].__get__
d={a:a._id for ll in L for a in ll}
from operator import itemgetter
for name_,f in [("desc.__get__",lambda: [*map(g,l)]),("dict itemgetter",lambda: itemgetter(*l)(d)),("dict map",lambda: [*map(d.__getitem__,l)])]:
    t0=time.process_time()
    for _ in range(N): f()
    print(name_, (time.process_time()-t0)/N*1e6/len(l)*1000, "ns/item")
