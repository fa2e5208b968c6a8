import functools
from eurogames.core.encoding import action_space
sp = action_space('burgundy_card_game', 3)
acts = [sp.action_from_id(i) for i in range(0, sp.size, 7)]   # interned instances no space has numbered
sp2 = action_space('burgundy_card_game', 2)
out = []
number = sp2.action_id
functools.reduce(lambda acc, a: out.append(number(a)), acts, None)
assert out == list(range(0, sp.size, 7))
print("n", len(acts))
