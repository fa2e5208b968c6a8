"""Count the Python methods pyspiel calls on our state: per step in the benchmark's OpenSpiel
loop, and per state visited in random_sim_test."""
import collections, sys
sys.path.insert(0, __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "..", ".."))
import pyspiel
import adapter_cost as ac
from eurogames.adapters import openspiel as O
game, players = sys.argv[1], int(sys.argv[2])
g = O.load_game(game, players=players, deals=8)
S = type(g.new_initial_state())
H = type(g.new_initial_state()._h)
counts = collections.Counter()
engine_calls = collections.Counter()
def wrap(cls, name, tag):
    f = getattr(cls, name)
    def w(*a, **k):
        counts[tag] += 1
        return f(*a, **k)
    setattr(cls, name, w)
for name in ("_legal_actions", "legal_actions", "is_terminal", "returns", "__str__", "_action_to_string",
             "chance_outcomes", "clone", "resample_from_infostate"):
    wrap(S, name, "State." + name)
for name in ("current_player", "apply_action", "ids", "listing", "action"):
    wrap(H, name, "_Hot." + name)
import eurogames
E = type(eurogames.load(game).new(players, 0))
for name in ("active_players", "legal_actions", "apply", "is_over"):
    f = getattr(E, name)
    def w(*a, _f=f, _n=name, **k):
        engine_calls[_n] += 1
        return _f(*a, **k)
    setattr(E, name, w)
# the benchmark's OpenSpiel step loop
steps = 300
ac._games(game, players, steps)
counts.clear(); engine_calls.clear()
for loop, n in ac._os(game, players, steps, False):
    loop()
print("benchmark os loop, per step:", {k: round(v / steps, 2) for k, v in sorted(counts.items())},
      "engine:", {k: round(v / steps, 2) for k, v in sorted(engine_calls.items())})
counts.clear(); engine_calls.clear()
moves = collections.Counter()
gg = O.load_game(game, players=players, deals=8)
# random_sim_test: count states visited via history length of a parallel run is hard; count apply_action calls
pyspiel.random_sim_test(gg, num_sims=2, serialize=True, verbose=False)
k = counts["_Hot.apply_action"]
print("random_sim_test, per apply:", {kk: round(v / k, 2) for kk, v in sorted(counts.items())},
      "engine:", {kk: round(v / k, 2) for kk, v in sorted(engine_calls.items())})
