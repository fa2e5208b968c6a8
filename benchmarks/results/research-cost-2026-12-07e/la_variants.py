"""Variants of the OpenSpiel adapter's ``legal_actions`` (patched onto the state class), timed
by instructions over the OpenSpiel step of ``adapter_cost`` (1,000 recorded steps):

    PYTHONPATH=src python run_cg.py la_variants.py GAME PLAYERS VARIANT,...

Each variant must answer exactly what the adapter answers (checked on every step first).
"""
import functools
import sys
import time
from operator import itemgetter

import pyspiel

sys.path.insert(0, __file__.rsplit("/", 3)[0])
import adapter_cost as ac  # noqa: E402
from eurogames.adapters.openspiel import load_game  # noqa: E402

name, players = sys.argv[1], int(sys.argv[2])
names = sys.argv[3].split(",")
cg = "--cg" in sys.argv
g = load_game(name, players=players)
S = type(g.new_initial_state())
ORIG = S.legal_actions


def _listing(self, player):
    """(h, legal) for the player to move, noted as the adapter notes it; (None, answer) when
    the answer is not a listing's ids (the root, the end, another player)."""
    h = self._h
    st = h.st
    if st is not None:
        act = st.active_players()
        if act:
            cur = act[0]
            if player is not None and player != cur:
                return None, []
            legal = st.legal_actions(cur)
            h.seat = cur
            h.at = st._legal
            return h, legal
    return None, list(pyspiel.State.legal_actions(self) if player is None
                      else pyspiel.State.legal_actions(self, player))


def lean(self, player=None):
    h, legal = _listing(self, player)
    if h is None:
        return legal
    idmap = h.idmap
    try:
        if idmap is None:
            ids = [*map(h.id_of, legal)]
        elif len(legal) == 1:
            return [idmap[legal[0]]]
        else:
            ids = [*itemgetter(*legal)(idmap)]
    except (KeyError, IndexError, AttributeError, TypeError):
        ids = [*h.ids_of(legal)]
    ids.sort()
    return ids


def _sorted_ids(h, legal):
    idmap = h.idmap
    try:
        if idmap is None:
            return sorted(map(h.id_of, legal))
        if len(legal) == 1:
            return [idmap[legal[0]]]
        return sorted(itemgetter(*legal)(idmap))
    except (KeyError, IndexError, AttributeError, TypeError):
        return sorted(h.ids_of(legal))


def lean_sorted(self, player=None):
    h, legal = _listing(self, player)
    return legal if h is None else _sorted_ids(h, legal)


CACHE: dict = {}


def cached(self, player=None):
    h, legal = _listing(self, player)
    if h is None:
        return legal
    ids = CACHE.get(legal)
    if ids is None:
        ids = _sorted_ids(h, legal)
        if len(CACHE) > 4096:
            CACHE.clear()
        CACHE[legal] = ids
    return [*ids]


_APPLY = pyspiel.State.apply_action
_APPLY_F = _APPLY.__func__ if hasattr(_APPLY, "__func__") else _APPLY


def pyapply(self, action):
    _APPLY_F(self, action)


VARIANTS = {"orig": ORIG, "lean": lean, "lean_sorted": lean_sorted, "cached": cached}


def loops(first=0):
    for seed, _, ids in ac._games(name, players, 1000, first):
        st = g.new_initial_state()
        st.apply_action(seed)

        def loop(st=st, ids=ids):
            for i in ids:
                st.legal_actions()
                st.apply_action(i)
        yield loop, len(ids)


VARIANTS["pyapply"] = ORIG
# check: every variant answers the original's list at every step
for v in names:
    for seed, _, ids in ac._games(name, players, 1000):
        a = g.new_initial_state(); a.apply_action(seed)
        for i in ids:
            S.legal_actions = ORIG
            want = a.legal_actions()
            S.legal_actions = VARIANTS[v]
            assert a.legal_actions() == want, v
            assert a.legal_actions(a.current_player()) == want
            a.apply_action(i)
S.legal_actions = ORIG
for v in names:
    if v == "pyapply":
        S.apply_action = pyapply
        S.legal_actions = ORIG
    else:
        S.legal_actions = VARIANTS[v]
    for lp, _ in loops():  # warm
        lp()
    first = 20_000 if "--fresh" in sys.argv else 0
    ls = list(loops(first))
    n = sum(k for _, k in ls)
    if cg:
        functools.reduce(lambda a, _: [lp() for lp, _ in ls], (0,), 0)
        print("dump", v, n, flush=True)
    else:
        best = 9e9
        for r in range(5):
            ls = list(loops(first + 100 * r if first else 0))
            t = time.process_time()
            for lp, _ in ls:
                lp()
            best = min(best, (time.process_time() - t) / n * 1e6)
        print(f"{v:12s} {best:.2f} µs")
