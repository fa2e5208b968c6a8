"""What numbering a space whole costs at load: CPU time of adapter_space (number_all) in a
fresh process, then (a second process) the memory it allocates (tracemalloc), per game.
python loadcost.py GAME PLAYERS [mem]"""
import sys, time
name, players = sys.argv[1], int(sys.argv[2])
from eurogames.core.encoding import action_space
space = action_space(name, players)
if len(sys.argv) > 3:
    import tracemalloc
    tracemalloc.start()
    from eurogames.adapters import adapter_space
    adapter_space(name, players)
    m = {a: i for i, a in space.seen.items()}  # the OpenSpiel adapter's map
    print(f"{name} {players}: {tracemalloc.get_traced_memory()[0] / 1e6:.1f} MB")
else:
    from eurogames.adapters import adapter_space
    t0 = time.process_time()
    adapter_space(name, players)
    m = {a: i for i, a in space.seen.items()}
    print(f"{name} {players}: {space.size} ids, {len(space.seen)} numbered, {time.process_time() - t0:.3f} s CPU")
