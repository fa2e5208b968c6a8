"""The bots' evaluation of a Castles of Burgundy position (greedy bot, search prior and leaf value).

``baseline`` is the evaluation the bots used before the tuned one (kept unchanged as the
named baseline); ``evaluate`` is the current one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eurogames.core import weights

from . import data as D
from .data import ANIMAL, BUILDING, MINE, TILE_ANIMALS, TILE_KIND, TILE_SUB
from .rules import (
    M_CASTLE,
    M_CITYHALL,
    M_DIE,
    M_SHIP,
    M_SHIP_ADJ,
    M_TAKE_B,
    M_TAKE_CMK,
    M_TAKE_SA,
    M_WAREHOUSE,
    _place_actions,
)
from .scoring import knowledge_points

if TYPE_CHECKING:
    from .state import CobState

# ----- baseline (the evaluation before tuning, unchanged) ------------------------------------

TILE_VALUE = (3.0,) * 6
"""Greedy value of a stored tile that has a reachable space, by kind."""
FILLED_VALUE = 4.0
UNREACH = 0.5
SALE_WEIGHT = 0.6
SILVER_VALUE = 1.2
WORKER_VALUE = 0.6
KNOWLEDGE_TILE_VALUE = 0.3


def progress_value(st: CobState, p: int) -> float:
    """Points so far plus the value of progress (greedy heuristic)."""
    vp = st.vp
    v = float(sum(vp[p * 6:p * 6 + 6]))
    g = st.goods
    ngoods = sum(g[p * 7 + 1:p * 7 + 7])
    # goods are worth a sale later (players per tile) and at least 1 at the end
    remaining = (D.PHASES - st.phase) * D.ROUNDS - st.round if not st.over else 0
    sale_w = SALE_WEIGHT if remaining > 3 else 0.0
    v += ngoods * (1 + sale_w * (st.players - 1))
    v += st.silver[p] * SILVER_VALUE + st.workers[p] * WORKER_VALUE
    b = st.board
    est = st.estate
    base = p * D.SPACES
    if not st.over:
        # tiles in storage that fit a free space, near-complete regions
        vals = []
        for t in st.storage[p]:
            kind = TILE_KIND[t]
            if st.cfill[p * 6 + kind] >= b.colour_total[kind]:
                vals.append(-0.5)
                continue
            vals.append(TILE_VALUE[kind] if has_open_space(st, p, kind) else UNREACH)
        if len(vals) > 3:  # one of them will be discarded
            vals.remove(min(vals))
        v += sum(vals)
        nr = b.num_regions
        phase_bonus = D.PHASE_BONUS[min(st.phase, 4)]
        for r in range(nr):
            f = st.rfill[p * nr + r]
            size = b.region_size[r]
            if 0 < f < size:
                v += (D.REGION_VP[size] + phase_bonus) * 0.5 * f / size
        # placed knowledge tiles with end-game value so far
        nb = st.bonus_owner.count(p)
        v += 0.8 * knowledge_points(st.know[p], est[base:base + D.SPACES], st.sold[p * 7:p * 7 + 7], nb,
                                    st.ed2011)
        v += KNOWLEDGE_TILE_VALUE * st.know[p].bit_count()
        v += FILLED_VALUE * sum(est[base + s] >= 0 for s in range(D.SPACES))
    else:
        nb = st.bonus_owner.count(p)
        v += knowledge_points(st.know[p], est[base:base + D.SPACES], st.sold[p * 7:p * 7 + 7], nb, st.ed2011)
    return v


def baseline(st: CobState, seat: int, depth: int = 1) -> float:
    """Greedy value for ``seat``: own progress minus half the best rival's.

    A state waiting for the seat's own die action (a die just chosen, a castle's extra
    action) is valued by its best continuation, so choosing between the two dice is
    judged by what each die can do.
    """
    if st.over:
        sc = st.scores()
        top = max(s.total for i, s in enumerate(sc) if i != seat)
        return float(sc[seat].total - top)
    if depth > 0 and st.modes and st.modes[-1] in _LOOKAHEAD_MODES and st.active_players() == [seat]:
        best_v = float("-inf")
        for a in st.legal_actions(seat):
            s2 = st.clone()
            s2.apply(seat, a)
            best_v = max(best_v, baseline(s2, seat, depth - 1))
        return best_v
    rival = max(progress_value(st, s) for s in range(st.players) if s != seat)
    return progress_value(st, seat) - RIVAL_WEIGHT * rival


_LOOKAHEAD_MODES = (M_DIE, M_CASTLE)
RIVAL_WEIGHT = 0.5



# ----- the tuned evaluation ------------------------------------------------------------------

DEFAULTS: dict[str, float] = {
    "tile": 3.0,        # a stored tile that has a free space of its kind
    "unreach": 0.5,     # a stored tile without one
    "filled": 4.0,      # a filled estate space
    "sale": 0.6,        # an unsold good: share of a later sale (per other player)
    "silver": 1.2,      # a silverling
    "worker": 0.6,      # a worker
    "know_tile": 0.3,   # a placed knowledge tile
    "know_pts": 0.8,    # share of the end-game knowledge points held so far
    "region": 0.5,      # share of an unfinished region's points, by how full it is
    "rival": 0.5,       # weight of the best rival's value
    "late": 0.0,        # how much stored and placed tiles lose as the game runs out
    "colour": 0.0,      # share of a colour bonus still open, times (filled share of that colour)^2
    "cover": 0.0,       # per empty space of a started region that can no longer be completed in time
    "complete": 0.0,    # share of the points of a region a stored tile could complete now
    "animal": 0.0,      # share of the points a stored animal tile would score in its best pasture
    "mine": 0.0,        # per silverling the placed mines will still pay (phase ends left)
    "ready": 0.0,       # per stored tile the seat's unused die can still place this turn
    "stale": 0.0,       # per stored tile beyond the placements the turns left allow
    "k_castle": 0.0,    # per castle held (stored or placed): kind preferences when taking a tile
    "k_ship": 0.0,
    "k_mine": 0.0,
    "k_animal": 0.0,
    "k_building": 0.0,
    "k_knowledge": 0.0,
    "effects": 0.0,     # share of the gain of a pending placement effect's best answer (0: not seen)
    "plan": 0.0,        # share of the points of the regions this phase can still finish, nearer to done larger
}
"""At these defaults the evaluation equals ``baseline``; ``heuristic_weights.json`` holds the
tuned values."""
KIND_WEIGHTS = ("k_castle", "k_ship", "k_mine", "k_animal", "k_building", "k_knowledge")
"""The weights of ``kinds_held``, by kind (data.CASTLE .. data.KNOWLEDGE)."""
W: dict[str, float] = weights.load(__package__, DEFAULTS)
BOT_PARAMS: dict[str, float] = weights.bot_params(__package__)


def tuned_value(st: CobState, p: int, w: dict[str, float]) -> float:
    """Points so far plus the worth of goods, silver, workers, stored tiles, regions and colours."""
    vp = st.vp
    v = float(sum(vp[p * 6:p * 6 + 6]))
    g = st.goods
    ngoods = sum(g[p * 7 + 1:p * 7 + 7])
    remaining = (D.PHASES - st.phase) * D.ROUNDS - st.round if not st.over else 0
    sale_w = w["sale"] if remaining > 3 else 0.0
    v += ngoods * (1 + sale_w * (st.players - 1))
    v += st.silver[p] * w["silver"] + st.workers[p] * w["worker"]
    b = st.board
    est = st.estate
    base = p * D.SPACES
    nb = st.bonus_owner.count(p)
    if st.over:
        return v + knowledge_points(st.know[p], est[base:base + D.SPACES], st.sold[p * 7:p * 7 + 7], nb,
                                    st.ed2011)
    fresh = 1.0 - w["late"] * (1.0 - remaining / (D.PHASES * D.ROUNDS))
    tile, unreach = w["tile"] * fresh, w["unreach"] * fresh
    vals = []
    cfill = st.cfill
    for t in st.storage[p]:
        kind = TILE_KIND[t]
        if cfill[p * 6 + kind] >= b.colour_total[kind]:
            vals.append(-0.5)
            continue
        vals.append(tile if has_open_space(st, p, kind) else unreach)
    if len(vals) > 3:  # one of them will be discarded
        vals.remove(min(vals))
    v += sum(vals)
    nr = b.num_regions
    phase_bonus = D.PHASE_BONUS[min(st.phase, 4)]
    region = w["region"]
    sizes = b.region_size
    region_vp = D.REGION_VP
    for r, f in enumerate(st.rfill[p * nr:p * nr + nr]):
        if f and f < sizes[r]:
            size = sizes[r]
            v += (region_vp[size] + phase_bonus) * region * f / size
    colour = w["colour"]
    if colour:
        bo = st.bonus_owner
        pts = D.BONUS_TILE_VP[st.players]
        for kind in range(6):
            f = cfill[p * 6 + kind]
            total = b.colour_total[kind]
            if 0 < f < total:
                open_pts = pts[0] if bo[kind * 2] < 0 else pts[1] if bo[kind * 2 + 1] < 0 else 0
                v += colour * open_pts * (f / total) ** 2
    if w["cover"]:
        v += w["cover"] * dead_spaces(st, p)
    if w["complete"]:
        v += w["complete"] * completable_points(st, p)
    if w["animal"]:
        v += w["animal"] * stored_animal_points(st, p)
    if w["mine"]:
        v += w["mine"] * mine_silver_left(st, p)
    if w["ready"]:
        v += w["ready"] * ready_tiles(st, p)
    if w["stale"]:
        v += w["stale"] * stale_tiles(st, p)
    if w["plan"]:
        v += w["plan"] * plan_points(st, p)
    kw = [w[name] for name in KIND_WEIGHTS]
    if any(kw):
        v += sum(x * n for x, n in zip(kw, kinds_held(st, p)))
    v += w["know_pts"] * knowledge_points(st.know[p], est[base:base + D.SPACES], st.sold[p * 7:p * 7 + 7],
                                          nb, st.ed2011)
    v += w["know_tile"] * st.know[p].bit_count()
    v += w["filled"] * fresh * (D.SPACES - est[base:base + D.SPACES].count(-1))  # empty spaces hold -1
    return v


def evaluate(st: CobState, seat: int, depth: int = 1) -> float:
    """``seat``'s progress minus a share of the best rival's; the exact final margin once the game
    is over. A state waiting for the seat's own die action is valued by its best continuation.
    Only public information is used (every holding in this game is open)."""
    if st.over:
        sc = st.scores()
        top = max(s.total for i, s in enumerate(sc) if i != seat)
        return float(sc[seat].total - top)
    w = W
    if st.modes and st.active_players() == [seat]:
        m = st.modes[-1]
        if depth > 0 and m in _LOOKAHEAD_MODES:
            return _best_continuation(st, seat, depth - 1)
        if m in _EFFECT_MODES and w["effects"]:
            now = _static_value(st, seat, w)
            return now + w["effects"] * (_best_continuation(st, seat, depth) - now)
    return _static_value(st, seat, w)


def _best_continuation(st: CobState, seat: int, depth: int) -> float:
    """The best ``evaluate`` at ``depth`` over ``seat``'s answers to the pending question."""
    best_v = float("-inf")
    for a in st.legal_actions(seat):
        s2 = st.clone()
        s2.apply(seat, a)
        best_v = max(best_v, evaluate(s2, seat, depth))
    return best_v


def _static_value(st: CobState, seat: int, w: dict[str, float]) -> float:
    """``seat``'s value minus a share of the best rival's, without looking ahead."""
    rival = max(tuned_value(st, s, w) for s in range(st.players) if s != seat)
    return tuned_value(st, seat, w) - w["rival"] * rival


_EFFECT_MODES = (M_CITYHALL, M_TAKE_B, M_TAKE_CMK, M_TAKE_SA, M_WAREHOUSE, M_SHIP, M_SHIP_ADJ)
"""Questions a placed tile's effect asks its owner (§7.1-7.4: city hall, workshop, church, market,
warehouse, ship). Their answer is worth something (a tile, a sale, goods), but a state still
waiting for it has not got it yet, so ``effects`` values it by a share of the best answer's gain:
without it the one-step bot sees a workshop or a church as a bare building. Answering an effect
does not use up the lookahead's depth (each answer removes its question, so chains end), so
choosing a die sees what the tiles it can place would bring."""


# ----- features of the tuned evaluation ----------------------------------------------------

def turns_left(st: CobState, p: int) -> int:
    """Turns ``p`` still has, the current one included if it is ``p``'s or still to come."""
    remaining = (D.PHASES - st.phase) * D.ROUNDS - st.round
    if st.over or remaining <= 0:
        return 0
    played = st.order.index(p) < st.turn_idx
    return remaining - played


def dead_spaces(st: CobState, p: int) -> int:
    """Empty spaces of ``p``'s started, unfinished regions that can no longer be completed:
    more empty spaces than turns left (at most one placement per turn is the usual rate; a
    castle or city hall can add one, so this counts regions clearly out of reach). Their
    partial progress will never score (§8.1)."""
    b = st.board
    nr = b.num_regions
    sizes = b.region_size
    left = turns_left(st, p)
    dead = 0
    for r, f in enumerate(st.rfill[p * nr:p * nr + nr]):
        if f and sizes[r] - f > left:
            dead += sizes[r] - f
    return dead


def completable_points(st: CobState, p: int) -> int:
    """Points of the regions a tile in ``p``'s storage could complete by its next placement
    (its region's one empty space is open, of its colour, the city rule allows it; the die is
    not checked): region points plus this phase's bonus (§8.1), each region counted once."""
    b = st.board
    base = p * D.SPACES
    est, opn = st.estate, st.opn
    nr = b.num_regions
    rfill = st.rfill
    k1 = st.know[p] & (1 << 1)
    bonus = D.PHASE_BONUS[min(st.phase, 4)]
    done: list[int] = []
    pts = 0
    for t in st.storage[p][:3]:
        kind = TILE_KIND[t]
        for sp in b.by_colour[kind]:
            if not opn[base + sp]:
                continue
            r = b.region[sp]
            if r in done or rfill[p * nr + r] != b.region_size[r] - 1:
                continue
            if kind == BUILDING and not k1 and any(
                    est[base + s2] >= 0 and TILE_SUB[est[base + s2]] == TILE_SUB[t] for s2 in b.region_spaces[r]):
                continue
            done.append(r)
            pts += D.REGION_VP[b.region_size[r]] + bonus
            break
    return pts


def stored_animal_points(st: CobState, p: int) -> int:
    """Points the animal tiles in ``p``'s storage would score if placed now, each in its best
    pasture with an open space (§7.5: its animals plus those of the same kind in that pasture;
    knowledge #7 adds one per scoring tile)."""
    b = st.board
    base = p * D.SPACES
    est, opn = st.estate, st.opn
    k7 = bool(st.know[p] & (1 << 7))
    pts = 0
    for t in st.storage[p][:3]:
        if TILE_KIND[t] != ANIMAL:
            continue
        sub = TILE_SUB[t]
        best = -1
        seen: list[int] = []
        for sp in b.by_colour[ANIMAL]:
            r = b.region[sp]
            if not opn[base + sp] or r in seen:
                continue
            seen.append(r)
            total, tiles = TILE_ANIMALS[t], 1
            for s2 in b.region_spaces[r]:
                t2 = est[base + s2]
                if t2 >= 0 and TILE_SUB[t2] == sub:
                    total += TILE_ANIMALS[t2]
                    tiles += 1
            best = max(best, total + (tiles if k7 else 0))
        if best > 0:
            pts += best
    return pts


def mine_silver_left(st: CobState, p: int) -> int:
    """Silverlings ``p``'s placed mines will still pay: one per mine at every phase end to come,
    this phase's included (§5.3)."""
    return st.cfill[p * 6 + MINE] * (D.PHASES - st.phase) if not st.over else 0


def plan_points(st: CobState, p: int) -> float:
    """Region points ``p`` can still score in this phase, the nearer to done the larger: each
    region with an open space (§6.4) that can still be finished before the phase ends adds its
    points plus this phase's bonus (§8.1) divided by one more than its empty spaces not covered
    by a stored tile (a region one tile short counts half, a region all of whose empty spaces
    stored tiles fill counts fully).

    A stored tile (the first three) is counted for the open region of its colour closest to
    completion (the city rule is not checked); a region can be finished if its empty spaces
    cost no more die actions than ``p`` has left in the phase (two a turn; one per empty space
    a stored tile fills, two per tile still to take and place). The partial-region value
    (``region``) is linear in the filled share and uses this phase's bonus for any region,
    however far from done; this term is convex in what is left, counts unstarted open regions
    and stored tiles, and ignores what the phase cannot finish: the plan of finishing small
    regions early for the phase bonus."""
    if st.over:
        return 0.0
    b = st.board
    base = p * D.SPACES
    opn = st.opn
    nr = b.num_regions
    rfill = st.rfill
    sizes = b.region_size
    region = b.region
    played = st.order.index(p) < st.turn_idx
    left = D.ROUNDS - st.round - played
    if left <= 0:
        return 0.0
    actions = 2 * left
    if not played and st.order[st.turn_idx] == p and not st.setup_left:
        actions -= st.used[0] + st.used[1]
    missing: dict[int, int] = {}  # open region -> its empty spaces
    for sp in range(D.SPACES):
        if opn[base + sp]:
            r = region[sp]
            if r not in missing:
                missing[r] = sizes[r] - rfill[p * nr + r]
    held = dict.fromkeys(missing, 0)
    colour = b.region_colour
    for t in st.storage[p][:3]:
        kind = TILE_KIND[t]
        best = -1
        for r, m in missing.items():
            if colour[r] == kind and held[r] < m and (best < 0 or m - held[r] < missing[best] - held[best]):
                best = r
        if best >= 0:
            held[best] += 1
    bonus = D.PHASE_BONUS[min(st.phase, 4)]
    pts = 0.0
    for r, m in missing.items():
        h = held[r]
        if 2 * m - h <= actions:
            pts += (D.REGION_VP[sizes[r]] + bonus) / (1 + m - h)
    return pts


def ready_tiles(st: CobState, p: int) -> int:
    """Stored tiles ``p`` can still place this turn with an unused die (workers it holds may
    adjust it, §6.1), at most one per unused die: 0 unless ``p`` is at the top level of its own
    turn."""
    if st.over or st.modes or st.setup_left or st.order[st.turn_idx] != p:
        return 0
    stores: set[int] = set()
    free = 0
    for i in (0, 1):
        if st.used[i]:
            continue
        free += 1
        out: list[Any] = []
        _place_actions(st, p, st.dice[2 * p + i], out)
        stores.update(a.store for a in out)
    return min(free, len(stores))


def stale_tiles(st: CobState, p: int) -> int:
    """Tiles in ``p``'s storage that the game's end leaves no die to place: more stored tiles
    than two placements per turn left (§6: two die actions a turn; stored tiles score nothing
    at the end, §9)."""
    n = len(st.storage[p])
    if not n:
        return 0
    left = turns_left(st, p)
    if left and st.order[st.turn_idx] == p and not st.setup_left:
        room = 2 * (left - 1) + (2 - st.used[0] - st.used[1])
    else:
        room = 2 * left
    return max(0, n - room)


def kinds_held(st: CobState, p: int) -> list[int]:
    """Tiles of each kind ``p`` holds, stored (placeable, §6.4) or placed (the starting castle
    not counted, §2.4): a preference among the kinds (§7) that placing a tile does not undo,
    so it steers which tile to take without making the bot keep tiles in storage."""
    held = [st.cfill[p * 6 + k] for k in range(6)]
    held[D.CASTLE] -= 1
    for t in st.storage[p][:3]:
        kind = TILE_KIND[t]
        if has_open_space(st, p, kind):
            held[kind] += 1
    return held


def has_open_space(st: CobState, p: int, kind: int) -> bool:
    """``p``'s estate has an open space of ``kind``'s colour: empty and next to a placed tile
    (``st.opn``, §6.4), so a stored tile of that kind can be placed with a fitting die."""
    base = p * D.SPACES
    opn = st.opn
    return any(opn[base + sp] for sp in st.board.by_colour[kind])
