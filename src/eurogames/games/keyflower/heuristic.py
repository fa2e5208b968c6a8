"""The bots' evaluation of a Keyflower position (greedy bot, search prior and leaf value).

``baseline`` is the evaluation the bots used before the tuned one (kept unchanged as the
named baseline); ``evaluate`` is the current one.
"""

from __future__ import annotations

from collections.abc import Callable

from eurogames.core import Action, weights
from eurogames.core.hexgrid import DIRECTIONS

from .actions import Add, Confirm
from .data import ROTATED_EDGES, TILES, WINTER, WINTER_TILES
from .scoring import boat_points as scoring_boat_points
from .scoring import loop_tiles, storage_points
from .state import KeyflowerState

# ----- constant tables, built once (both evaluations read them on every call) ---------------

VP: tuple[tuple[int, int], ...] = tuple(
    (t.front.vp, (t.back if t.back is not None else t.front).vp) for t in TILES)
"""``VP[tid][up]``: the printed VP of the side showing (``up``: upgraded, when it has a back)."""
ROADS_OUT: tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...] = tuple(
    tuple(tuple((d, *DIRECTIONS[d]) for d in range(3) if e[d] == "R") for e in rots) for rots in ROTATED_EDGES)
"""``ROADS_OUT[tid][rot]``: ``(d, dq, dr)`` for each of edges 0-2 (E, SE, SW) that is a road, ascending."""
ROAD_IN: tuple[tuple[tuple[bool, bool, bool], ...], ...] = tuple(
    tuple((e[3] == "R", e[4] == "R", e[5] == "R") for e in rots) for rots in ROTATED_EDGES)
"""``ROAD_IN[tid][rot][d]``: whether edge ``d + 3`` (facing edge ``d`` of a neighbour) is a road."""
WATER_STEP: tuple[tuple[tuple[int, int] | None, ...], ...] = tuple(
    tuple(DIRECTIONS[e.index("W")] if "W" in e else None for e in rots) for rots in ROTATED_EDGES)
"""``WATER_STEP[tid][rot]``: the offset to the neighbour on the first water edge, or None."""
NOT_BOAT: tuple[bool, ...] = tuple(t.family not in ("boat", "sboat") for t in TILES)
"""Whether a tile is no boat (it blocks a home's water edge, Sea Breeze)."""

# ----- baseline (the evaluation before tuning, unchanged) ------------------------------------


def baseline(state: KeyflowerState, seat: int) -> float:
    if state.is_over():
        sc = state.final_points()
        mine = sc[seat].total
        return float(mine - max(s.total for i, s in enumerate(sc) if i != seat))
    return float(_value(state, seat) - max(_value(state, s) for s in range(state.players) if s != seat))


def _value(st: KeyflowerState, seat: int) -> float:
    """Points so far plus a value for tiles, resources, keeples and skills (greedy bot).

    Keeples behind the screen, in losing bids (they come back) and in use on your own tiles
    (they come back at season end) keep most of their value; a winning bid is worth the tile.
    Village geometry: roads joined to roads help transport and Sea Bastion; a non-boat tile on
    the home's water edge blocks Sea Breeze (the seed's tip, §11).
    """
    v = 0.0
    village = st.villages[seat]
    rots = st.rot
    for (q, r), t in village.items():
        v += VP[t][1 if st.up[t] else 0] + 2.0
        v += 0.6 * sum(st.res[t * 4:t * 4 + 4]) + 0.4 * st.res[t * 4]
        v += 0.6 * sum(st.use_k[t * 4:t * 4 + 4])
        for d, dq, dr in ROADS_OUT[t][rots[t]]:
            o = village.get((q + dq, r + dr))
            if o is not None and ROAD_IN[o][rots[o]][d]:
                v += 0.3
    home = st.home[seat]
    hp = st.pos[home]
    if hp is not None:
        step = WATER_STEP[home][rots[home]]
        if step is not None:
            o = village.get((hp[0] + step[0], hp[1] + step[1]))
            if o is not None and NOT_BOAT[o]:
                v -= 2.0
    v += 3.0 * len(st.to_place[seat])
    # keeples and skills kept behind the screen score nothing at the end: worth less each season
    late = HAND_DECAY[st.season]
    v += late * (0.7 * sum(st.hands[seat]) + 1.2 * sum(st.skills[seat]))
    n = st.players
    for t in st.offers + st.orders:
        k = st.bidn[t * n + seat]
        if k:
            if st._top(t) == seat:
                v += 3.5 - 0.2 * k
            else:
                v += 0.6 * k
    if st.pend:
        v += 0.5 * sum(st.pend[4:8])
    v += 0.4 * (st.move_left + st.up_left)
    return v


HAND_DECAY = (1.0, 0.8, 0.55, 0.25)
"""Share of their spring value that keeples and skills behind the screen keep, by season."""



# ----- the tuned evaluation ------------------------------------------------------------------

DEFAULTS: dict[str, float] = {
    "tile": 2.0,        # a village tile beyond its printed VP (its production to come)
    "tile_late": 0.0,   # share of that worth lost per season gone (less production left)
    "res": 0.6,         # a resource on a village tile
    "gold": 0.4,        # a gold: extra (it scores 1 VP at the end)
    "use": 0.6,         # a keeple in use on an own tile (it comes back)
    "road": 0.3,        # a road joined to a road (transport, Sea Bastion)
    "water": 2.0,       # a non-boat tile blocking the home's water edge (Sea Breeze)
    "to_place": 3.0,    # a won tile waiting to be placed
    "keeple": 0.7,      # a keeple behind the screen (times the season's decay)
    "skill": 1.2,       # a skill tile (times the season's decay)
    "floor": 0.0,       # the least worth a keeple or skill keeps in winter (end-game scorers)
    "bid_win": 3.5,     # a winning bid (the tile to come)
    "bid_k": 0.2,       # per keeple in that winning bid
    "bid_lose": 0.6,    # per keeple in a losing bid (it comes back)
    "pend": 0.5,        # a pending production
    "move": 0.4,        # a transport or upgrade step left
    "w_hand": 0.0,      # the best winter tile in one's own hand (before winter), by its worth now
    "w_hand2": 0.0,     # each other winter tile in that hand (one rarely wins them all)
    "w_bid": 0.0,       # a winter tile one's winning bid holds, or won (to place), by its worth
    "up_ready": 0.0,    # share of an upgrade's VP gain counted once its cost lies on the tile (and
                        # its skills behind the screen); all of it while one has upgrades to use
    "up_prog": 0.0,     # share of that gain per share of the resource cost already on the tile
    "up_pot": 0.0,      # per VP an upgrade of a village tile would gain, whatever lies on it (the
                        # option to upgrade it later), times the share of the seasons left
    "store": 0.0,       # per end-game point of the resources on a storage tile (§13.1.4: they
                        # score the tile's rate each, more than anywhere else)
    "boat": 0.0,        # per end-game point of the boat tile taken in winter, on the village as
                        # it stands (§3.7; ``boat_points``)
}
"""At these defaults the evaluation equals ``baseline``; ``heuristic_weights.json`` holds the
tuned values."""
W: dict[str, float] = weights.load(__package__, DEFAULTS)
BOT_PARAMS: dict[str, float] = weights.bot_params(__package__)
LEAF: dict[str, float] = {"boat": 1.0}
"""The search's evaluation terms (``SearchBot`` parameter ``leaf``: ``leaf_evaluation``), per unit
of ``leaf``, on top of ``W``: the boat taken in winter at its end score. Issue #11: without it
the winter boat choice is a tie for the evaluation (both boats wait to be placed), and hard,
choosing first, took the Keyflower boat for 1 point where Sea Bastion scored 7-8 in 3 of 9
replayed losses (``bots-keyflower-2026-12-07b.md``)."""


UPGRADE: tuple[tuple[int, tuple[int, int, int, int], int, tuple[int, int, int], int] | None, ...] = tuple(
    (t.back.vp - t.front.vp, t.cost.res, t.cost.any_res, t.cost.skills, t.cost.any_skill)
    if t.back is not None and t.cost is not None and t.back.vp > t.front.vp else None for t in TILES)
"""``UPGRADE[tid]``: (VP gained, resources gold-iron-stone-wood, any resources, skills anvil-pick-saw,
any skills) of upgrading the tile, for tiles whose upgrade gains printed VP; else None."""


GAIN: tuple[int, ...] = tuple(u[0] if u is not None else 0 for u in UPGRADE)
"""``GAIN[tid]``: the VP upgrading the tile gains (0 if none)."""
STORE: tuple[tuple[int, int, int] | None, ...] = tuple(t.store for t in TILES)
"""``STORE[tid]``: (accepted resource or -1 any, rate front, rate back) of a storage tile (§3.5), else None."""
SEASONS_LEFT: tuple[float, ...] = (1.0, 0.75, 0.5, 0.25)
"""Share of the game's seasons still to play, by season (``up_pot``)."""


def store_points(t: int, up: bool, r0: int, r1: int, r2: int, r3: int) -> int:
    """What the resources (gold, iron, stone, wood) on storage tile ``t`` score at the end
    (§13.1.4, as ``scoring.storage_points`` without 3b: gold counts as the tile's resource)."""
    st = STORE[t]
    assert st is not None
    acc, rf, rb = st
    return storage_points((r0, r1, r2, r3), acc, rb if up else rf, False)


COSTS_RES: tuple[bool, ...] = tuple(u is not None and sum(u[1]) + u[2] > 0 for u in UPGRADE)
"""Whether upgrading the tile costs any resource (else only skills)."""


def upgrade_progress(t: int, res: list[int], skills: list[int]) -> float:
    """How far the resources on tile ``t`` (``res``) and the skills behind the screen go towards
    paying its upgrade (§8.2, gold standing in for any resource): 1.0 when it can be paid now,
    else the share of its resource cost covered (0 if skills are missing)."""
    u = UPGRADE[t]
    assert u is not None
    _, need, any_res, sk, any_sk = u
    short_sk = max(0, sk[0] - skills[0]) + max(0, sk[1] - skills[1]) + max(0, sk[2] - skills[2])
    if short_sk or sum(skills) < sum(sk) + any_sk:
        return 0.0
    total = need[0] + need[1] + need[2] + need[3] + any_res
    if not total:
        return 1.0
    g = res[0]
    if g < need[0]:
        return 0.5 * g / total
    g -= need[0]
    short = 0
    spare = 0
    for k in (1, 2, 3):
        d = res[k] - need[k]
        if d < 0:
            short -= d
        else:
            spare += d
    covered = total - short - any_res + min(any_res, spare)
    if short <= g:
        covered = total - any_res + min(any_res, spare + g - short)
        if covered >= total:
            return 1.0
    else:
        covered += g
    return covered / total


_UNSEEN3 = [0, 0, 0]
_UNSEEN4 = [0, 0, 0, 0]
"""Skills and keeples behind a rival's screen, as the evaluation counts them (not at all)."""

WINTER_KEY: dict[int, str] = {t: TILES[t].key for t in WINTER_TILES}
"""The scoring key of each winter tile."""


def _sets(xs: tuple[float, ...], wild: float = 0.0) -> float:
    """A smooth count of complete sets of one of each ``xs`` (``wild`` fills any gap): mostly
    the sets made, partly the items over the set size (so a first piece already counts)."""
    made = min(sum(xs) + wild, len(xs) * (min(xs) + wild)) / len(xs)
    return 0.7 * made + 0.3 * (sum(xs) + wild) / len(xs)


def winter_worth(t: int, res: list[int], keeples: list[int], skills: list[int]) -> float:
    """What winter tile ``t`` would score at the end on these holdings (``res``: gold, iron,
    stone, wood in the village; ``keeples``: blue, red, yellow, green; ``skills``: anvil, pick,
    saw), sets counted smoothly (``_sets``) so that each piece towards one is worth a share;
    an item is counted for each tile it could serve (a heuristic, not the allocation)."""
    k = WINTER_KEY[t]
    g, i, s, w = res
    if k == "keythedral":
        return 12.0
    if k == "mercer":
        return 5.0 * _sets((i, s, w), g)
    if k == "windmill":
        return float(g + i + s + w)
    if k == "watermill":
        return float(max(i, s, w))
    if k == "jeweller":
        return float(g)          # 2 per gold, of which spare gold scores 1 anyway
    if k == "craftsman":
        return 5.0 * _sets((keeples[0], keeples[1], keeples[2]), keeples[3])
    if k == "keymarket":
        return 2.0 * keeples[3]
    if k == "apothecary":
        return 0.6 * sum(keeples)
    if k == "villagehall":
        return float(max(keeples))
    if k == "scribes":
        return 10.0 * _sets((skills[0], skills[1], skills[2]))
    if k == "keyguild":
        return 2.0 * sum(skills)
    return 3.0 * max(skills)     # scholar


def _winter_value(st: KeyflowerState, seat: int, w: dict[str, float], res: list[int], rival: bool,
                  own: tuple[list[int], list[int]] | None = None) -> float:
    """The winter tiles ``seat`` holds or may hold, each by its worth on its holdings now: its
    own hand before winter (not a rival's: hidden), a winning winter bid, a won winter tile."""
    # a rival's keeples and skills are behind its screen: its tiles are worth what they make
    # of its village's resources only (the evaluation is a function of the seat's view)
    hands, skills = (_UNSEEN4, _UNSEEN3) if rival else own or (st.hands[seat], st.skills[seat])
    v = 0.0
    if st.season < WINTER or st.whand[seat]:
        if rival or not st.whand[seat]:
            return 0.0
        hand = st.wchosen[seat] if st.season == WINTER else st.whand[seat]
        worths = sorted((winter_worth(t, res, hands, skills) for t in hand), reverse=True)
        if worths:
            v += w["w_hand"] * worths[0] + w["w_hand2"] * sum(worths[1:])
        return v
    for t in st.offers:
        if st._top(t) == seat:
            v += w["w_bid"] * winter_worth(t, res, hands, skills)
    for t in st.to_place[seat]:
        if t in WINTER_KEY:
            v += w["w_bid"] * winter_worth(t, res, hands, skills)
    for t in st.villages[seat].values():
        if t in WINTER_KEY:
            v += w["w_bid"] * winter_worth(t, res, hands, skills)
    return v


BOAT_KEY: dict[int, str] = {t.tid: t.key for t in TILES if t.family == "boat"}
"""The key of each of the six boat tiles (scored at the end, §3.7)."""


_LOOPS: dict[frozenset[tuple[tuple[int, int], tuple[int, int]]], int] = {}
"""Sea Bastion's points by a village's road links (``_loop_tiles``)."""


def _loop_tiles(links: list[tuple[tuple[int, int], tuple[int, int]]]) -> int:
    """``scoring.loop_tiles`` of a village's road links, remembered: the search values many
    villages that differ only in tiles joining no road."""
    if len(links) < 3:
        return 0
    key = frozenset(links)
    hit = _LOOPS.get(key)
    if hit is None:
        if len(_LOOPS) >= 50_000:
            _LOOPS.clear()
        hit = _LOOPS[key] = loop_tiles(links)
    return hit


def boat_points(st: KeyflowerState, seat: int, b: int, hidden: list[int] | tuple[int, ...] = ()) -> int:
    """``scoring.boat_points`` (what boat tile ``b`` would score at the end in ``seat``'s village
    as it stands, §3.7; leaving out the tiles in ``hidden``, a rival's staged ones), with Sea
    Bastion's loop remembered (``_loop_tiles``)."""
    return scoring_boat_points(st, seat, b, hidden, _loop_tiles)


def _tuned_value(st: KeyflowerState, seat: int, w: dict[str, float], rival: bool = False,
                 own: tuple[list[int], list[int]] | None = None) -> float:
    """Points so far plus the worth of tiles, resources, keeples, skills, bids and geometry.

    For a ``rival``, tiles it is still placing in secret (staged) count without their position.
    ``own``: the seat's keeples and skills by kind as the terms that read kinds count them (default:
    its own now; ``evaluate`` passes those it held before its look-ahead, whose draws are hidden).
    """
    own_skills = _UNSEEN3 if rival else own[1] if own is not None else st.skills[seat]
    v = 0.0
    hidden = st.staged[seat] if rival else ()
    village = st.villages[seat]
    tile_w = w["tile"] * (1.0 - w["tile_late"] * st.season / 3)
    res, gold, use, road = w["res"], w["gold"], w["use"], w["road"]
    r = st.res
    use_k, up, rots = st.use_k, st.up, st.rot
    tot = [0, 0, 0, 0]
    up_ready, up_prog = w["up_ready"], w["up_prog"]
    ready: list[int] = []
    upgrades = up_ready or up_prog
    up_pot = w["up_pot"] * SEASONS_LEFT[st.season]
    store = w["store"]
    for (q, rr), t in village.items():
        v += VP[t][1 if up[t] else 0] + tile_w
        i = t * 4
        r0, r1, r2, r3 = r[i], r[i + 1], r[i + 2], r[i + 3]
        n_res = r0 + r1 + r2 + r3
        v += res * n_res + gold * r0
        if store and n_res and STORE[t] is not None:
            v += store * store_points(t, up[t], r0, r1, r2, r3)
        if up_pot and not up[t]:
            v += up_pot * GAIN[t]
        tot[0] += r0
        tot[1] += r1
        tot[2] += r2
        tot[3] += r3
        if upgrades and not up[t]:
            u = UPGRADE[t]
            # no resource on a tile whose upgrade costs resources: no progress (upgrade_progress 0)
            if u is not None and (n_res or not COSTS_RES[t]):
                p = upgrade_progress(t, [r0, r1, r2, r3], own_skills)
                if p >= 1.0:
                    ready.append(u[0])
                elif p:
                    v += up_prog * p * u[0]
        v += use * (use_k[i] + use_k[i + 1] + use_k[i + 2] + use_k[i + 3])
        if hidden and t in hidden:
            continue
        for d, dq, dr in ROADS_OUT[t][rots[t]]:
            o = village.get((q + dq, rr + dr))
            if o is not None and ROAD_IN[o][rots[o]][d] and not (hidden and o in hidden):
                v += road
    home = st.home[seat]
    hp = st.pos[home]
    if hp is not None:
        step = WATER_STEP[home][rots[home]]
        if step is not None:
            o = village.get((hp[0] + step[0], hp[1] + step[1]))
            if o is not None and NOT_BOAT[o] and not (hidden and o in hidden):
                v -= w["water"]
    v += w["to_place"] * len(st.to_place[seat])
    late = max(HAND_DECAY[st.season], w["floor"])
    v += late * (w["keeple"] * sum(st.hands[seat]) + w["skill"] * sum(st.skills[seat]))
    n = st.players
    bid_win, bid_k, bid_lose = w["bid_win"], w["bid_k"], w["bid_lose"]
    for t in st.offers + st.orders:
        k = st.bidn[t * n + seat]
        if k:
            if st._top(t) == seat:
                v += bid_win - bid_k * k
            else:
                v += bid_lose * k
    if st.pend:
        v += w["pend"] * sum(st.pend[4:8])
    v += w["move"] * (st.move_left + st.up_left)
    if ready:
        v += up_ready * sum(ready)
        if st.up_left and not rival:  # upgrades in hand (the seat's own transport action)
            ready.sort(reverse=True)
            v += (1.0 - up_ready) * sum(ready[:st.up_left])
    if w["w_hand"] or w["w_bid"]:
        v += _winter_value(st, seat, w, tot, rival, own)
    if w["boat"] and st.season == WINTER:
        loc = st.loc
        for b in st.boats:
            if loc[b] == seat:
                v += w["boat"] * boat_points(st, seat, b, hidden)
    return v


def evaluate(state: KeyflowerState, seat: int, depth: int = 2, w: dict[str, float] | None = None) -> float:
    """``seat``'s points so far plus the worth of its village, keeples and bids, minus the best
    rival's; the exact final margin once the game is over. Keeples and skills behind a rival's
    screen are valued by their count only (the determinized hands have the right totals).

    A placement the seat has begun (a bid or a use waiting for keeples and confirmation) is
    valued by its best completion within ``depth`` steps: without that, every bid and use
    would look alike to the greedy bot, which would then choose among them at random.
    ``w``: the weights (default: the tuned ones, ``W``).
    """
    # The look-ahead may draw keeples or skills (hidden, random: another deal of what the seat
    # cannot see draws others); the terms that read their kinds count those held before it, so
    # the value is the same for every deal consistent with the seat's view.
    own = (state.hands[seat][:], state.skills[seat][:])
    return _evaluate(state, seat, depth, False, w, own)


def _evaluate(state: KeyflowerState, seat: int, depth: int, spare: bool,
              w: dict[str, float] | None, own: tuple[list[int], list[int]]) -> float:
    """``evaluate``; ``spare``: ``state`` is a copy made here that nobody reads afterwards, so
    its last completion is played on it in place instead of on one more clone."""
    if state.is_over():
        sc = state.final_points()
        return float(sc[seat].total - max(s.total for i, s in enumerate(sc) if i != seat))
    if depth > 0 and state.pend and state.active_players() == [seat]:
        best = float("-inf")
        acts = state.legal_actions(seat)
        if depth == 1:  # the last step: finish the placement if it can be finished (cheaper)
            acts = tuple(a for a in acts if isinstance(a, Confirm)) or acts
        elif depth == 2:
            acts = _undominated_steps(state, seat, acts, W if w is None else w)
        last = len(acts) - 1
        for i, a in enumerate(acts):
            s2 = state if spare and i == last else state.clone()
            s2.apply(seat, a)
            best = max(best, _evaluate(s2, seat, depth - 1, True, w, own))
        return best
    if w is None:
        w = W
    return _tuned_value(state, seat, w, False, own) - max(_tuned_value(state, s, w, True) for s in range(state.players)
                                              if s != seat)


def _undominated_steps(state: KeyflowerState, seat: int, acts: tuple[Action, ...],
                       w: dict[str, float]) -> tuple[Action, ...]:
    """The steps of ``seat``'s pending placement (``acts``) whose completion one step later can
    be worth the most: the others are not valued (the same value, found sooner).

    An add that makes the placement confirmable is valued after confirming it (``depth`` 1).
    There the total of keeples ``m`` changes only the keeples behind the screen and the
    placement's own terms, each linearly: per keeple, ``keeple`` × the season's decay less;
    in a bid ``bid_k`` less (nothing else depends on ``m``: the tile, its effect and who leads
    do not); in a use, ``use`` more on a tile of one's own village, one rival's ``use`` more
    (so no more for the seat) on a rival's. The kinds-reading terms count the hand held before
    the look-ahead. So the value falls (or rises) with ``m``, and of the adds of one colour that
    reach a confirmable total only the smallest (the largest) is kept, and when it falls none
    at all once the placement can be confirmed as it stands (``Confirm`` is among ``acts``).
    Adds that stay short of confirmable (valued pending) and merges are all kept.
    """
    kept = max(HAND_DECAY[state.season], w["floor"]) * w["keeple"]   # per keeple behind the screen
    pk = state.pend
    t = pk[0]
    if pk[1] == 0:
        slope = -kept - w["bid_k"]
    elif t in state.villages[seat].values():
        slope = w["use"] - kept
    elif w["use"] >= 0.0:
        slope = -kept     # at most: a rival's village gains ``use`` a keeple
    else:
        return acts
    if abs(slope) < 1e-9:
        return acts
    need = state._placement(seat)[1]
    ptot = pk[4] + pk[5] + pk[6] + pk[7]
    if slope < 0.0 and ptot >= need:
        return tuple(a for a in acts if not isinstance(a, Add))
    best = [0, 0, 0, 0]   # by colour: the keeples of the add to keep (0: none reaches ``need``)
    for a in acts:
        if isinstance(a, Add) and ptot + a.n >= need:
            c = a.colour
            if not best[c] or (a.n < best[c] if slope < 0.0 else a.n > best[c]):
                best[c] = a.n
    return tuple(a for a in acts if not isinstance(a, Add) or ptot + a.n < need or a.n == best[a.colour])


def leaf_evaluation(leaf: float) -> Callable[[KeyflowerState, int], float]:
    """The search's evaluation at ``leaf`` (``SearchBot`` parameter): ``evaluate`` on ``W`` plus
    ``leaf`` times ``LEAF``'s terms, on ``W`` as it stands when called (once a search)."""
    w = weights.plus(W, leaf, LEAF)

    def h(st: KeyflowerState, seat: int) -> float:
        return evaluate(st, seat, w=w)
    return h
