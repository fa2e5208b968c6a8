import sys, time, importlib
sys.path.insert(0, "/work/main/benchmarks")
import adapter_cost as ac
import eurogames
from eurogames.core.encoding import ACTION_ID
from eurogames.adapters.openspiel import load_game, adapter_space

name = "burgundy_card_game"
P = int(sys.argv[1]) if len(sys.argv) > 1 else 4
STEPS = 3000
games = ac._games(name, P, STEPS)
game = eurogames.load(name)
adapter_space(name, P)  # numbered whole: instances carry _id

def eng(extra):
    sts = [(game.new(P, s), ks) for s, ks, _ in games]
    t = time.process_time()
    for st, ks in sts:
        for k in ks:
            seat = st.active_players()[0]
            legal = st.legal_actions(seat)
            if extra:
                ids = [*map(ACTION_ID, legal)]; ids.sort()
            st.apply(seat, legal[k])
    return time.process_time() - t

g = load_game(name, players=P)
def osp(_):
    sts = []
    for s, _, ids in games:
        st = g.new_initial_state(); st.apply_action(s); sts.append((st, ids))
    t = time.process_time()
    for st, ids in sts:
        for i in ids:
            st.legal_actions(); st.apply_action(i)
    return time.process_time() - t

res = {"eng": [], "eng+ids": [], "os": []}
for r in range(7):
    res["eng"].append(eng(False)); res["eng+ids"].append(eng(True)); res["os"].append(osp(None))
m = {k: min(v) / STEPS * 1e6 for k, v in res.items()}
print(P, {k: round(v, 2) for k, v in m.items()}, "ids/eng %.3f os/eng %.3f" % (m["eng+ids"] / m["eng"], m["os"] / m["eng"]))
