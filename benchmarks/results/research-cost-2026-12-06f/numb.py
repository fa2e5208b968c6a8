"""Instructions per action_id of an instance no space has numbered (card game)."""
import functools, sys
from eurogames.core.encoding import action_space
from eurogames.games.burgundy_card_game import actions as A
n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
sp3 = action_space('burgundy_card_game', 3)
sp = action_space('burgundy_card_game', 2)
# engine-made instances: the die tables of every source
acts = []
for src in [*range(114), None]:
    takes, b_any, b_bld, sells, tails = A.die_table(src)
    acts += takes; acts += [b for bs in b_any for b in bs]; acts += sells
acts = acts[::max(1, len(acts) // n)][:n]
print("n", len(acts))
number = sp.action_id
functools.reduce(lambda acc, a: number(a), acts, None)
