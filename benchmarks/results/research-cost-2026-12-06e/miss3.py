import sys, time
sys.path.insert(0, "/tmp/osstep2")
from cpu_ab2 import recorded
import eurogames
from eurogames.adapters import openspiel as O
from eurogames.core.encoding import action_space
name, players, blocks = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
g = O.load_game(name, players=players)
sp = action_space(name, players)
out = []
first = 20000
for b in range(blocks):
    games = recorded(name, players, 3000, first)  # (records through the space: numbers the played actions)
    first = games[-1][0] + 1
    seen0 = len(sp.seen)
    t0 = time.process_time(); n = 0
    for seed, _, ids in games:
        st = g.new_initial_state(); st.apply_action(seed)
        for i in ids:
            st.legal_actions(); st.apply_action(i); n += 1
    out.append(f"{(time.process_time() - t0) / n * 1e6:.1f}µs/{len(sp.seen)}")
print(name, players, "size", sp.size, " ".join(out))
