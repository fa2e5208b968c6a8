"""The bots' evaluation of a Keyflower position (greedy bot, search prior and leaf value).

``baseline`` is the evaluation the bots used before the tuned one (kept unchanged as the
named baseline); ``evaluate`` is the current one.
"""

from __future__ import annotations

from .data import TILES
from .state import KeyflowerState

# ----- baseline (the evaluation before tuning, unchanged) ------------------------------------


def baseline(state: KeyflowerState, seat: int) -> float:
    if state.is_over():
        sc = state.scores()
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
    from .data import ROTATED_EDGES
    v = 0.0
    village = st.villages[seat]
    for h, t in village.items():
        tile = TILES[t]
        side = tile.back if st.up[t] and tile.back is not None else tile.front
        v += side.vp + 2.0
        v += 0.6 * sum(st.res[t * 4:t * 4 + 4]) + 0.4 * st.res[t * 4]
        v += 0.6 * sum(st.use_k[t * 4:t * 4 + 4])
        e = ROTATED_EDGES[t][st.rot[t]]
        for d, (dq, dr) in enumerate(((1, 0), (0, 1), (-1, 1))):
            o = village.get((h[0] + dq, h[1] + dr))
            if o is not None and e[d] == "R" and ROTATED_EDGES[o][st.rot[o]][d + 3] == "R":
                v += 0.3
    hp = st.pos[st.home[seat]]
    if hp is not None:
        he = ROTATED_EDGES[st.home[seat]][st.rot[st.home[seat]]]
        if "W" in he:
            from eurogames.core.hexgrid import neighbor
            o = village.get(neighbor(hp, he.index("W")))
            if o is not None and TILES[o].family not in ("boat", "sboat"):
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


def evaluate(state: KeyflowerState, seat: int) -> float:
    return baseline(state, seat)
