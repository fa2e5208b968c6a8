"""The tree walk of the hard and expert levels' search (``search.SearchBot``), on its own so the
compiled build (``EUROGAMES_COMPILE=1``, setup.py) can compile it: ``SearchBot`` reads its
parameters through ``__getattr__``, which mypyc does not allow in a class with an interpreted
base, while this module is plain functions over states and one node class. What the search
does and what was measured with each of its parameters is in ``search.py``'s docstring.
"""

from __future__ import annotations

import bisect
import math
import time
from collections.abc import Callable, Sequence

from ..core import Action, Rng, State
from ..core.game import PlayoutNarrowing
from ..core.types import Seat
from .base import heuristic_of, win_probability_of

Clock = Callable[[], float]


class _Node:
    __slots__ = ("avail", "children", "keys", "ranked", "total", "visits")

    def __init__(self, visits: float = 0.0, total: float = 0.0) -> None:
        self.children: dict[Action, _Node] = {}
        self.ranked: list[Action] = []
        """The children's actions, best prior first."""
        self.keys: list[float] = []
        """Minus each ranked action's prior (ascending, for ``bisect``)."""
        self.visits = visits
        self.avail = 1
        self.total = total


Result = tuple[dict[Action, tuple[float, float]], bool, int]
"""A tree's root statistics per action (visits, total reward), whether the cap cut it, and
its iterations."""


def search_tree(state: State, seat: Seat, rng: Rng, iterations: int, p: dict[str, float],
                clock: Clock = time.thread_time, deadline: float = math.inf) -> Result:
    """One ISMCTS tree over ``iterations`` determinizations of ``state`` from ``seat``'s view."""
    h = heuristic_of(state.game, baseline=bool(p["baseline"]), leaf=p["leaf"], own=bool(p["own"]),
                     root=state if p["own"] >= 2 else None)
    n_players = state.players
    seats = range(n_players)
    base = [h(state, s) for s in seats]
    scale = p["scale"]
    exploration, prior_visits = p["exploration"], p["prior_visits"]
    widen, widen_base = p["widen"], p["widen_base"]
    settle = int(p["settle"])
    relative = int(p["relative"])
    max_depth = int(p["depth"])
    win_p = win_probability_of(state.game) if p["winprob"] else None
    expand = int(p["expand"])
    picker = Rng(rng.below(1 << 62)) if expand else None  # only with ``expand``: other streams unchanged
    mix = p["winprob"] if win_p is not None else 0.0
    # ``round_end``: a walk stops where it leaves the root's round (games with a ``round``)
    root_round = getattr(state, "round", None) if p["round_end"] else None
    # ``narrow``: playout plies weigh only the game's playout narrowing (its own stream, drawn
    # only when on: other streams unchanged)
    narrowing = state.game.playout_narrowing() if p["narrow"] else None
    nrng = Rng(rng.below(1 << 62)) if narrowing is not None else None

    def advantages(st: State) -> list[float]:
        g = [h(st, s) - base[s] for s in seats]
        if not relative or n_players < 2:
            return g
        if relative == 1:  # over the best rival
            return [g[s] - max(g[r] for r in seats if r != s) for s in seats]
        total = sum(g)  # over the rivals' mean
        return [g[s] - (total - g[s]) / (n_players - 1) for s in seats]

    def value(st: State, s: Seat) -> float:
        if relative:
            return 0.5 + 0.5 * math.tanh(advantages(st)[s] / scale)
        gain = 0.5 + 0.5 * math.tanh((h(st, s) - base[s]) / scale)
        if win_p is None:
            return gain
        return (1.0 - mix) * gain + mix * win_p(st, s)

    def rewards(st: State, known: Seat = -1, v: float = 0.0) -> list[float]:
        if st.is_over():
            return _ranking_rewards(st)
        if relative:
            return [v if s == known else 0.5 + 0.5 * math.tanh(d / scale) for s, d in enumerate(advantages(st))]
        return [v if s == known else value(st, s) for s in seats]

    root = _Node()
    capped = False
    done = 0
    # The wall clock gates the CPU clock's reads below (it never runs slower): it is set by the
    # CPU time left, since ``deadline`` is shared by a decision's trees (``trees``), and a later
    # tree starts with less than ``seconds`` left (or none).
    wall_deadline = time.perf_counter() + (deadline - clock() if deadline < math.inf else math.inf)
    for it in range(iterations):
        # A thread's CPU clock may cost milliseconds in a sandbox: read it only every 16
        # iterations, and only once the wall clock (never slower than a CPU clock) says so.
        if it and not it % 16 and time.perf_counter() > wall_deadline and clock() > deadline:
            capped = True
            break
        det = state.determinize(seat, rng.spawn())
        node = root
        path: list[tuple[_Node, Seat]] = []
        reward: list[float] | None = None
        while not det.is_over():
            active = det.active_players()
            s = seat if seat in active else active[0]
            acts = det.legal_actions(s)
            fresh: dict[Action, tuple[State, float]] = {}
            new_acts: Sequence[Action] = acts
            if picker is not None and node is not root:  # value at most ``expand`` new actions a pass
                unmet = [a for a in acts if a not in node.children]
                new_acts = picker.sample(unmet, expand) if len(unmet) > expand else unmet
            for a in new_acts:  # value every action not met before (or ``expand`` of them): its prior
                if a in node.children:
                    continue
                after = det.clone()
                after.apply(s, a)
                v = _ranking_rewards(after)[s] if after.is_over() else value(after, s)
                node.children[a] = child = _Node(prior_visits, v * prior_visits)
                child.avail = 0  # counted below, with the others
                k = bisect.bisect_right(node.keys, -v)
                node.keys.insert(k, -v)
                node.ranked.insert(k, a)
                fresh[a] = (after, v)
            legal = set(acts) if len(acts) < len(node.ranked) or new_acts is not acts else None
            limit = (len(acts) if node is root or not widen else
                     int(widen_base + widen * math.sqrt(max(0.0, node.visits - prior_visits))))
            best_a = acts[0]
            best_u = -math.inf
            seen = 0
            for a in node.ranked:
                if legal is not None and a not in legal:
                    continue
                child = node.children[a]
                child.avail += 1
                n = child.visits
                u = child.total / n + exploration * math.sqrt(math.log(child.avail + 1) / n)
                if u > best_u:
                    best_u, best_a = u, a
                seen += 1
                if seen >= limit:
                    break
            node = node.children[best_a]
            path.append((node, s))
            if node.visits <= prior_visits:  # first real visit: stop and evaluate
                if best_a in fresh:
                    after, v = fresh[best_a]
                else:
                    det.apply(s, best_a)
                    after, v = det, -1.0
                leaf = _played_leaf(after, seat, _playout_plies(p, len(path)), settle, h, narrowing, nrng)
                if leaf is not after:
                    reward = rewards(leaf)
                else:
                    reward = rewards(after, s, v) if v >= 0 else rewards(after)
                break
            det.apply(s, best_a)
            if max_depth and len(path) >= max_depth:  # the tree stops: value this determinization here
                break
            if root_round is not None and getattr(det, "round", root_round) != root_round:
                break  # ``round_end``: value the line where the root's round has ended
        if reward is None:
            reward = rewards(det)
        root.visits += 1
        for visited, s in path:
            visited.visits += 1
            visited.total += reward[s]
        done += 1
    counts = {a: (c.visits - prior_visits, c.total) for a, c in root.children.items() if c.visits > prior_visits}
    if not counts:  # no walk finished: the priors decide
        counts = {a: (0.0, c.total) for a, c in root.children.items()}
    return counts, capped, done


def _playout_plies(p: dict[str, float], depth: int) -> int:
    """How many greedy plies a leaf ``depth`` decisions below the root is played on before it is
    valued: ``rollout`` always, or up to ``horizon`` decisions from the root."""
    if p["horizon"]:
        return max(0, int(p["horizon"]) - depth)
    return int(p["rollout"])


def _played_leaf(after: State, seat: Seat, plies: int, settle: int, h: Callable[[State, Seat], float],
                 narrowing: PlayoutNarrowing | None = None, nrng: Rng | None = None) -> State:
    """The state a new leaf is valued at: ``after`` played on greedily for ``plies`` decisions
    (``rollout``/``horizon``), then, if a rival is to act there, settled (at most ``settle``
    more decisions) until ``seat`` decides again; ``after`` itself when neither applies.
    With a ``narrowing`` (``narrow``) the playout's plies weigh only the actions it keeps."""
    leaf = after
    if plies and not leaf.is_over():
        leaf = _greedy_playout(leaf, plies, h, narrowing, nrng, seat)
    if settle and not leaf.is_over() and seat not in leaf.active_players():
        leaf = _settle(leaf, seat, settle, h)
    return leaf


def _greedy_playout(state: State, plies: int, h: Callable[[State, Seat], float],
                    narrowing: PlayoutNarrowing | None = None, nrng: Rng | None = None,
                    first: Seat = -1) -> State:
    """``state`` played on for ``plies`` decisions, every seat taking its one-step-best move on
    the heuristic (the medium bot's policy): a leaf is valued after the replies it invites.
    With a ``narrowing``, as ``_play_greedily`` says."""
    return _play_greedily(state, plies, h, None, narrowing, nrng, first)


def _settle(state: State, seat: Seat, plies: int, h: Callable[[State, Seat], float]) -> State:
    """A copy of ``state`` played on until ``seat`` acts again (at most ``plies`` decisions), each
    rival taking its best move one step ahead: a leaf is valued where ``seat`` decides, so an
    action whose replies were searched is not compared with one whose replies were not."""
    return _play_greedily(state, plies, h, until=seat)


def _play_greedily(state: State, plies: int, h: Callable[[State, Seat], float], until: Seat | None,
                   narrowing: PlayoutNarrowing | None = None, nrng: Rng | None = None, first: Seat = -1) -> State:
    """A copy of ``state`` (``state`` itself for no plies) played on for at most ``plies``
    decisions, each by the first active seat's one-step-best move, stopping early when the game
    ends or when seat ``until`` is to act. With a ``narrowing`` only the actions it keeps are
    weighed, one kept action is played unvalued, and seat ``first`` acts first whenever it is
    one of several active seats (Orléans' simultaneous planning: else a playout from a seat-1
    searcher's leaf plans the rival's round, which its value barely sees)."""
    if plies <= 0:
        return state
    st = state.clone()
    for _ in range(plies):
        if st.is_over():
            break
        active = st.active_players()
        if until is not None and until in active:
            break
        s = active[0]
        if narrowing is not None and nrng is not None:
            if first in active:     # the searcher first among simultaneous seats, as in the tree
                s = first
            acts: Sequence[Action] = st.legal_actions(s)
            acts = narrowing(st, s, acts, nrng) or acts
            if len(acts) == 1:
                st.apply(s, acts[0])
                continue
        else:
            acts = st.legal_actions(s)
        best_v, best_st = -math.inf, st
        for a in acts:
            nxt = st.clone()
            nxt.apply(s, a)
            v = h(nxt, s) if not nxt.is_over() else 1e9 * (_ranking_rewards(nxt)[s] - 0.5)
            if v > best_v:
                best_v, best_st = v, nxt
        st = best_st
    return st


def _ranking_rewards(state: State) -> list[float]:
    """1 for first place down to 0 for last (shared places share)."""
    n = state.players
    out = [0.0] * n
    for i, place in enumerate(state.ranking()):
        for s in place:
            out[s] = 1.0 - i / max(1, n - 1) if n > 1 else 1.0
    return out
