"""End of season, boats, purple, placement, winter (keyflower §4.1, §9, §10, §11, §12)."""

from __future__ import annotations

from eurogames.games.keyflower.data import BLUE, GREEN, RED, ROTATED_EDGES, TILES, YELLOW
from eurogames.games.keyflower.rules import fits, placements

from .builders import GAME, fresh, legal, play, put, tid


def _st():
    return fresh(3, offers=["keywood", "stable", "peddler", "workshop", "goldmine", "alehouse", "apprentice"],
                 hands=[[3, 3, 2, 0], [3, 3, 2, 0], [4, 2, 2, 1]])


def test_end_of_season_order():
    """keyflower §9: losing bids back; unbid tiles gone with their use keeples to the bag; winners take
    tiles with the keeples used on them; winning bids to the bag; village keeples to the owner."""
    st = _st()
    kw, sb = tid("keywood"), tid("stable")
    h1 = st.home[1]
    play(st, 0, f"bid {kw}", "add 1 1", "confirm")          # seat 0: 1 red (will lose)
    play(st, 1, f"bid {kw}", "add 1 2", "confirm")          # seat 1: 2 red (wins)
    play(st, 2, f"use {kw}", "add 1 1", "confirm")          # seat 2 uses keywood with 1 red
    play(st, 0, f"use {sb}", "add 0 1", "confirm")          # nobody bids on the stable
    play(st, 1, "pass")
    play(st, 2, f"use {h1}", "add 2 1", "confirm")          # seat 2 uses seat 1's home: 1 yellow
    bag = list(st.bag)
    hands = [list(h) for h in st.hands]
    play(st, 0, "pass")
    play(st, 1, "pass")
    play(st, 2, "pass")
    assert st.phase == "boat"
    assert st.hands[0][RED] == hands[0][RED] + 1                         # losing bid returns
    assert st.loc[sb] == -1                                              # unbid tile leaves the game
    assert st.bag[BLUE] == bag[BLUE] + 1                                 # its use keeple to the bag
    assert st.loc[kw] == 1 and kw in st.to_place[1]                      # winner takes the tile
    assert st.hands[1][RED] == hands[1][RED] + 1                         # plus the keeple used on it
    assert st.bag[RED] == bag[RED] + 2                                   # winning bid to the bag
    assert st.hands[1][YELLOW] == hands[1][YELLOW] + 1                   # village keeples to owner
    st.check_invariants()


def test_boat_order_and_purple():
    """keyflower §10.1, §10.3: turn-order winners choose first by number, then clockwise from the new
    start player; the purple tile's winner starts next season."""
    st = _st()
    o1, o2 = tid("order1"), tid("order2")
    play(st, 0, f"bid {o1}", "add 0 1", "confirm")
    play(st, 1, "pass")
    play(st, 2, f"bid {o2}", "add 0 1", "confirm")
    play(st, 0, "pass")
    play(st, 1, "pass")
    play(st, 2, "pass")
    assert st.phase == "boat"
    assert st.boat_order == [0, 2, 1]
    assert st.purple == 2


def test_purple_passes_left_without_bids():
    """keyflower §10.3, §15.11: no turn-order bids: boats from the start player clockwise, purple moves left."""
    st = _st()
    for s in (0, 1, 2):
        play(st, s, "pass")
    assert st.boat_order == [0, 1, 2]
    assert st.purple == 1


def test_boat_contents_and_summer_1a_1b():
    """keyflower §3.4 1a/1b, §10.1: taking boat contents; 1a draws 2 more keeples, 1b takes a green."""
    st = _st()
    put(st, 0, "sboat1a", -1, 0)
    put(st, 1, "sboat1b", -1, 0)
    for s in (0, 1, 2):
        play(st, s, "pass")
    b = st.boats[0]
    load = sum(st.boat_k[b * 4:b * 4 + 4])
    before0 = sum(st.hands[0])
    g1 = st.hands[1][GREEN]
    play(st, 0, f"boat {b}")
    assert sum(st.hands[0]) == before0 + load + 2
    b2 = [x for x in st.boats if x not in st.boats_taken][0]
    play(st, 1, f"boat {b2}")
    assert st.hands[1][GREEN] >= g1 + 1
    st.check_invariants()


def test_boats_loaded_by_side():
    """keyflower §3.8: spring loads use side A (Keyflower 7 keeples + 1 skill)."""
    st = GAME.new(3, 5)
    kf = tid("keyflower")
    assert sum(st.boat_k[kf * 4:kf * 4 + 4]) == 7 and sum(st.boat_s[kf * 3:kf * 3 + 3]) == 1
    sb = tid("seabastion")
    assert sum(st.boat_k[sb * 4:sb * 4 + 4]) == 6 and sum(st.boat_s[sb * 3:sb * 3 + 3]) == 2


def test_setup_counts():
    """keyflower §2: 8 keeples each, N+4 tiles, winter tiles dealt, boats and turn-order tiles by N."""
    for n in range(2, 7):
        st = GAME.new(n, n)
        assert all(sum(h) == 8 for h in st.hands)
        assert len(st.offers) == n + 4
        assert all(len(w) == (3 if n <= 4 else 2) for w in st.whand)
        assert len(st.boats) == n
        assert len(st.orders) == min(n - 1, 4)
        assert TILES[st.home[st.start]].number == min(TILES[h].number for h in st.home)


def test_placement_edge_matching():
    """keyflower §11: every touching edge must match; a tile without water never faces home's water."""
    st = _st()
    v = st.villages[0]
    rots = st.rot
    kw = tid("keywood")
    home_water = (1, -1)   # home edges RRRRRW: edge 5 (NE) is water
    assert not any(fits(v, rots, kw, home_water, r, False) for r in range(6))
    boat = tid("keyflower")
    spots = placements(v, rots, boat, False)
    assert spots and all(h == home_water for h, _ in spots)
    for h, r in spots:
        assert ROTATED_EDGES[boat][r][2] == "W"
    # roads must face roads: east of home (edge 0 road) the keywood's west edge must be a road
    for r in range(6):
        assert fits(v, rots, kw, (1, 0), r, False) == (ROTATED_EDGES[kw][r][3] == "R")


def test_2a_ignores_edge_matching():
    """keyflower §3.4 2a, §11: the 2a owner may ignore edge matching."""
    st = _st()
    v = st.villages[0]
    assert fits(v, st.rot, tid("keywood"), (1, -1), 0, True)


def test_village_placement_is_simultaneous_and_hidden():
    """keyflower §9.6, §11: all place at once; others' new tiles are hidden until all have placed."""
    st = _st()
    kw = tid("keywood")
    gm = tid("goldmine")
    play(st, 0, f"bid {kw}", "add 0 1", "confirm")
    play(st, 1, f"bid {gm}", "add 0 1", "confirm")
    for s in (2, 0, 1):
        play(st, s, "pass")
    while st.phase == "boat":
        s = st.active_players()[0]
        play(st, s, st.legal_actions(s)[0].notation())
    assert st.phase == "village" and st.active_players() == [0, 1]
    a = st.legal_actions(0)[0]
    play(st, 0, a.notation())
    assert all(c["tile"] != kw for c in st.view(1)["villages"][0])
    assert any(c["tile"] == kw for c in st.view(0)["villages"][0])
    play(st, 1, st.legal_actions(1)[0].notation())
    assert st.season == 1
    assert any(c["tile"] == kw for c in st.view(1)["villages"][0])


def test_winter_offer_is_simultaneous_and_hidden():
    """keyflower §4.1: each player secretly offers at least one winter tile; revealed together."""
    st = _st()
    st.season = 2
    for s in (0, 1, 2):
        play(st, s, "pass")
    while st.phase == "boat":
        s = st.active_players()[0]
        play(st, s, st.legal_actions(s)[0].notation())
    assert st.phase == "offer" and st.season == 3
    assert "offered" not in legal(st, 0)
    w0 = st.whand[0][0]
    play(st, 0, f"offer {w0}")
    assert st.view(1)["winter_chosen"] == [] and "winter_chosen" not in {k for k in st.view(None)}
    play(st, 0, "offered")
    play(st, 1, f"offer {st.whand[1][0]}", f"offer {st.whand[1][1]}", "offered")
    assert st.offers == []
    play(st, 2, f"offer {st.whand[2][2]}", "offered")
    assert len(st.offers) == 4 and st.phase == "main"
    assert all(st.loc[t] == -2 for t in st.offers)


def test_flipper_free_flip_at_end_of_winter():
    """keyflower §3.7, §12: the Flipper's owner flips one village tile for free when placing it."""
    st = _st()
    put(st, 0, "keywood", 1, 0, rot=3)
    st.season = 3
    st.offers = []
    for t in range(46, 58):
        st.loc[t] = -1
    st.whand = [[], [], []]
    st.boats = [tid("keyflower"), tid("seabastion"), tid("flipper")]
    st.invalidate()
    for s in (0, 1, 2):
        play(st, s, "pass")
    # seat 0 chooses first (start player, no turn-order bids) and takes the Flipper
    play(st, 0, f"boat {tid('flipper')}")
    while st.phase == "boat":
        s = st.active_players()[0]
        play(st, s, st.legal_actions(s)[0].notation())
    while st.phase == "village":
        s = st.active_players()[0]
        play(st, s, st.legal_actions(s)[0].notation())
    assert st.phase == "flip" and st.active_players() == [0]
    assert f"flip {tid('keywood')}" in legal(st, 0)
    play(st, 0, f"flip {tid('keywood')}")
    assert st.up[tid("keywood")] and st.is_over()
    assert st.scores()[0].categories["boat"] == 2


def test_placement_fallback_when_nothing_fits():
    """keyflower §18 U9: if a tile fits nowhere, any touching spot is allowed."""
    from eurogames.games.keyflower.data import DISTINCT_ROTS
    from eurogames.games.keyflower.rules import frontier
    h1, h2, boat = tid("home1"), tid("home2"), tid("keyflower")
    rots = [0] * 68
    rots[h2] = 3                       # its water edge (5 -> 2) faces home 1's water edge
    v = {(0, 0): h1, (1, -1): h2}
    assert ROTATED_EDGES[h2][3][2] == "W"
    # every free edge of both tiles is a road and a boat has no road: nothing fits strictly
    assert not any(fits(v, rots, boat, h, r, False) for h in frontier(v) for r in range(6))
    spots = placements(v, rots, boat, False)
    assert len(spots) == len(frontier(v)) * len(DISTINCT_ROTS[boat])


def _winter_state():
    """Three players at the start of the winter auction: Keythedral, Scholar and Mercer's guild on offer."""
    from eurogames.games.keyflower.state import GONE, OFFERED
    st = _st()
    for t in st.offers:
        st.loc[t] = GONE
    for b in st.boats:                      # spring loads back to the bag and pile (boats are empty in winter)
        for c in range(4):
            st.bag[c] += st.boat_k[b * 4 + c]
            st.boat_k[b * 4 + c] = 0
        for x in range(3):
            st.pile[x] += st.boat_s[b * 3 + x]
            st.boat_s[b * 3 + x] = 0
    st.season = 3
    st.whand = [[] for _ in range(3)]
    st.offers = sorted([tid("keythedral"), tid("scholar"), tid("mercer")])
    for t in st.offers:
        st.loc[t] = OFFERED
    st.invalidate()
    st.check_invariants()
    return st


def test_end_of_winter_turn_order_tiles_boats_and_1a():
    """keyflower §9, §10.2, §12, §3.4 1a: unbid winter and turn-order tiles leave; a player who won both
    turn-order tiles takes both into the village but only one boat, and chooses first; the winners place
    boat and turn-order tiles; 1a draws 2 keeples when its owner takes the boat tile."""
    st = _winter_state()
    o1, o2, kt, sc = tid("order1"), tid("order2"), tid("keythedral"), tid("scholar")
    put(st, 2, "sboat1a", -1, 0)
    play(st, 0, f"bid {o1}", "add 0 1", "confirm")
    play(st, 1, f"bid {kt}", "add 0 1", "confirm")
    play(st, 2, "pass")
    play(st, 0, f"bid {o2}", "add 0 1", "confirm")
    play(st, 1, "pass")
    play(st, 2, "pass")
    play(st, 0, "pass")
    assert st.phase == "boat"
    assert st.loc[sc] == -1 and st.loc[tid("mercer")] == -1            # nobody bid: gone
    assert sorted(st.to_place[0]) == [o1, o2] and st.to_place[1] == [kt]
    assert st.boat_order == [0, 1, 2] and st.purple == 0                # order 2 carries purple
    before = sum(st.hands[2])
    play(st, 0, f"boat {tid('keyflower')}")
    play(st, 1, f"boat {tid('seabastion')}")                            # the last boat goes to seat 2 by itself
    assert st.loc[tid("seabreeze")] == 2 and sum(st.hands[2]) == before + 2
    assert sorted(st.to_place[0]) == sorted([o1, o2, tid("keyflower")])
    assert st.phase == "village"
    while not st.is_over():
        s = st.active_players()[0]
        play(st, s, st.legal_actions(s)[0].notation())
    assert st.loc[o1] == st.loc[o2] == 0 and st.villages[0][st.pos[o1]] == o1
    sc0 = st.scores()[0]
    assert sc0.categories.get("turn_order", 0) == sum(x["adjacent"] for x in sc0.details["turn_order"])
    st.check_invariants()
