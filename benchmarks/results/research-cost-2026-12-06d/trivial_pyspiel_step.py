import functools, sys
import pyspiel
variant = sys.argv[1]
N = 2000
gt = pyspiel.GameType(short_name="triv_"+variant, long_name="t", dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC, information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2, min_num_players=2, provides_information_state_string=False, provides_information_state_tensor=False,
    provides_observation_string=False, provides_observation_tensor=False, parameter_specification={})
class H:
    __slots__ = ("seat", "cell")
    def __init__(self): self.seat = 0
    def current_player(self): return self.seat
    def apply(self, a): pass
class G(pyspiel.Game):
    def __init__(self, params=None):
        super().__init__(gt, pyspiel.GameInfo(num_distinct_actions=10, max_chance_outcomes=0, num_players=2, min_utility=-1.0, max_utility=1.0, utility_sum=None, max_game_length=10**9), params or {})
    def new_initial_state(self): return S(self)
_cpp_apply = pyspiel.State.apply_action
class S(pyspiel.State):
    __slots__ = ("__dict__", "current_player", "_apply_action", "_h")
    def __init__(self, g):
        super().__init__(g)
        h = self._h = H()
        self._apply_action = h.apply
        if variant.startswith("py"):
            self.current_player = h.current_player
        elif variant == "c":
            self.current_player = (0).__index__
        elif variant == "partial":
            import functools, operator
            self.current_player = functools.partial(operator.attrgetter("seat"), h)
        elif variant == "pgetitem":
            import functools, operator
            h.cell = [0]
            self.current_player = functools.partial(operator.getitem, h.cell, 0)
        elif variant == "noop":
            self.current_player = (0).__index__
            self._apply_action = [].append  # C callable taking one arg
    def legal_actions(self, player=None): return [1]
    if variant.endswith("wrap"):
        def apply_action(self, action):
            _cpp_apply(self, action)
    def is_terminal(self): return False
    def returns(self): return [0.0, 0.0]
    def _legal_actions(self, p): return [1]
    def _action_to_string(self, p, a): return str(a)
    def __str__(self): return ""
pyspiel.register_game(gt, G)
g = pyspiel.load_game("triv_"+variant)
st = g.new_initial_state()
if variant == "noop":
    st._apply_action = st._apply_action  # keep
def loop():
    ap = st.apply_action
    for _ in range(N):
        st.apply_action(1)
def loop2():
    for _ in range(N):
        st.legal_actions()
class P:
    def legal_actions(self, player=None): return [1]
pp = P()
def loop4():
    for _ in range(N):
        pp.legal_actions()
def loop3():
    for _ in range(N):
        pass
which = sys.argv[2]
f = {"apply": loop, "legal": loop2, "empty": loop3, "plain": loop4}[which]
f()
functools.reduce(lambda acc, _: f(), (0,), 0)
print("steps", N)
