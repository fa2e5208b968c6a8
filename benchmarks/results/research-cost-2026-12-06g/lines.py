import eurogames
from eurogames.core import Rng
from eurogames.adapters import adapter_space
g = eurogames.load("burgundy_card_game")
sp = adapter_space("burgundy_card_game", 4)
lists = []; seed = 30000
while len(lists) < 3000:
    st = g.new(4, seed); rng = Rng(seed); seed += 1
    while not st.is_over():
        s = st.active_players()[0]; L = st.legal_actions(s); lists.append(L); st.apply(s, L[rng.below(len(L))])
def rot(p): return ((p >> 4) | (p << 60)) & (2**64 - 1)
mask = 65535
for name, order in (("id order", sorted(sp.seen.items())), ("address order", sorted(sp.seen.items(), key=lambda kv: id(kv[1])))):
    entry = {a: k for k, (i, a) in enumerate(order)}
    idx = tot_i = tot_e = 0
    for L in lists:
        tot_i += len({(rot(id(a)) & mask) * 4 // 64 for a in L})
        tot_e += len({entry[a] * 24 // 64 for a in L})
    print(name, "index lines/listing", tot_i / len(lists), "entry lines", tot_e / len(lists), "items", sum(map(len, lists)) / len(lists))
print("instance lines", sum(len({id(a) // 64 for a in L}) for L in lists) / len(lists))
print("id int lines (contiguous ints)", sum(len({i * 32 // 64 for i in map(sp.action_id, L)}) for L in lists) / len(lists))
