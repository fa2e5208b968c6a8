"""micro.py: Ir per listing of ways to get a listing's sorted ids (card game 4p, fresh listings)."""
import functools, sys
from operator import attrgetter, itemgetter
import eurogames
from eurogames.core import Rng
from eurogames.adapters import adapter_space
g = eurogames.load("burgundy_card_game")
space = adapter_space("burgundy_card_game", 4)
idmap = {a: i for i, a in space.seen.items()}
for i, a in space.seen.items():
    object.__setattr__(a, "_aid", i)
lists = []
seed = 20000
while len(lists) < 2000:
    st = g.new(4, seed); rng = Rng(seed); seed += 1
    while not st.is_over():
        s = st.active_players()[0]; L = st.legal_actions(s); lists.append(L); st.apply(s, L[rng.below(len(L))])
lists = lists[:2000]
AID = attrgetter("_aid")
from eurogames.core.actions import Action
D = Action._aid.__get__
def c1():
    for legal in lists:
        ids = [*(itemgetter(*legal)(idmap) if len(legal) > 1 else (idmap[legal[0]],))]; ids.sort()
def c2():
    for legal in lists:
        sorted(itemgetter(*legal)(idmap) if len(legal) > 1 else (idmap[legal[0]],))
def c3():
    for legal in lists:
        sorted(map(idmap.__getitem__, legal))
def c4():
    for legal in lists:
        sorted(map(AID, legal))
def c5():
    for legal in lists:
        sorted([a._aid for a in legal])
def c0():
    for legal in lists:
        pass
def c6():
    for legal in lists:
        sorted(map(D, legal))
fs = {k: v for k, v in globals().items() if k[:1] == "c" and k[1:].isdigit()}
for k in sys.argv[1:]:
    fs[k](); fs[k]()  # warm / specialise
for k in sys.argv[1:]:
    functools.reduce(lambda acc, _: fs[k](), (0,), 0)
print(len(lists), sum(map(len, lists)) / len(lists))
