import sys, time, gc
sys.path.insert(0, "/work/main/benchmarks")
import adapter_cost as ac
import eurogames
from eurogames.adapters.openspiel import load_game
import pyspiel

name = "burgundy_card_game"; P = int(sys.argv[1]); STEPS = 3000
games = ac._games(name, P, STEPS)
game = eurogames.load(name)
g = load_game(name, players=P)
def eng():
    sts = [(game.new(P, s), ks) for s, ks, _ in games]
    t = time.process_time()
    for st, ks in sts:
        for k in ks:
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[k])
    return time.process_time() - t
def mk():
    sts = []
    for s, _, ids in games:
        st = g.new_initial_state(); st.apply_action(s); sts.append((st, ids))
    return sts
def os_():
    sts = mk(); t = time.process_time()
    for st, ids in sts:
        for i in ids:
            st.legal_actions(); st.apply_action(i)
    return time.process_time() - t
def os_noapply():  # our legal_actions, then our _apply_action without pyspiel's C++ ApplyAction
    sts = mk(); t = time.process_time()
    for st, ids in sts:
        h = st._h
        for i in ids:
            st.legal_actions(); h.current_player(); h.apply_action(i)
    return time.process_time() - t
def os_nolegal():  # pyspiel apply only, legal through engine listing (no ids)
    sts = mk(); t = time.process_time()
    for st, ids in sts:
        h = st._h
        for i in ids:
            e = h.st; a = e.active_players(); e.legal_actions(a[0]); st.apply_action(i)
    return time.process_time() - t
res = {k: [] for k in ("eng", "os_", "os_noapply", "os_nolegal")}
for r in range(7):
    for k in res: res[k].append(globals()[k]())
m = {k: min(v) / STEPS * 1e6 for k, v in res.items()}
print(P, {k: round(v, 2) for k, v in m.items()}, {k: round(v / m["eng"], 3) for k, v in m.items()})
