"""Tile actions, transport and upgrades, summer boats (keyflower §3.4, §7, §8)."""

from __future__ import annotations

from eurogames.games.keyflower.data import BLUE, GOLD, GREEN, IRON, RED, STONE, WOOD, YELLOW

from .builders import add_res, edit, fresh, give_skills, legal, play, put, setting, tid


def _st():
    return fresh(3, offers=["keywood", "stable", "peddler", "workshop", "goldmine", "alehouse", "apprentice"],
                 hands=[[3, 3, 2, 0], [3, 3, 2, 0], [4, 2, 2, 1]])


def test_production_in_own_village_stays_on_the_tile():
    """keyflower §7.1: resources made with a tile in your own village appear on that tile."""
    st = _st()
    kw = put(st, 0, "keywood", 1, 0, rot=3)
    play(st, 0, f"use {kw}", "add 0 1", "confirm")
    assert st.res[kw * 4 + WOOD] == 1
    assert st.res[st.home[0] * 4 + WOOD] == 0


def test_production_elsewhere_goes_to_home():
    """keyflower §7.1: resources made with a tile elsewhere (on offer or another village) go home."""
    st = _st()
    kw = put(st, 1, "keywood", 1, 0, rot=3)
    play(st, 0, f"use {kw}", "add 0 1", "confirm")
    assert st.res[st.home[0] * 4 + WOOD] == 1
    gm = tid("goldmine")
    play(st, 1, f"use {gm}", "add 0 1", "confirm")
    assert st.res[st.home[1] * 4 + GOLD] == 1
    # keeples used in seat 1's village go to seat 1 at season end (§9.4)


def test_keeples_and_skills_go_behind_the_screen_hidden():
    """keyflower §7.1: drawn keeples/skills go to the hand; their colours are private events."""
    st = _st()
    ale, app = tid("alehouse"), tid("apprentice")
    before = sum(st.hands[0])
    ev = play(st, 0, f"use {ale}", "add 0 1", "confirm")
    assert sum(st.hands[0]) == before - 1 + 1
    private = [e for e in ev if e.kind == "drawn_keeples"]
    assert private and private[0].visible_to == frozenset([0])
    ev = play(st, 1, f"use {app}", "add 0 1", "confirm")
    assert sum(st.skills[1]) == 1
    assert next(e for e in ev if e.kind == "drawn_skills").visible_to == frozenset([1])


def test_peddler_pays_yellow_to_bag_for_green():
    """keyflower §3.2, §7.2: Peddler: pay 1 yellow to the bag, get 1 green from the supply."""
    st = _st()
    pd = tid("peddler")
    bag_y = st.bag[YELLOW]
    play(st, 0, f"use {pd} {YELLOW}", "add 0 1", "confirm")
    assert st.hands[0][YELLOW] == 1 and st.hands[0][GREEN] == 1
    assert st.bag[YELLOW] == bag_y + 1
    st.check_invariants()


def test_workshop_choice():
    """keyflower §3.2: Workshop front makes one wood, stone or iron of your choice."""
    st = _st()
    ws = tid("workshop")
    assert {f"use {ws} 1", f"use {ws} 2", f"use {ws} 3"} <= legal(st, 0)
    play(st, 0, f"use {ws} {STONE}", "add 0 1", "confirm")
    assert st.res[st.home[0] * 4 + STONE] == 1


def test_pay_skill_needed():
    """keyflower §7.2: a use is only legal if you can pay its cost (Carpenter needs a saw)."""
    st = _st()
    cp = put(st, 0, "carpenter", 1, 0, rot=3)
    assert not any(m.startswith(f"use {cp}") for m in legal(st, 0))
    give_skills(st, 0, s=1)
    assert f"use {cp} 2" in legal(st, 0)
    play(st, 0, f"use {cp} 2", "add 0 1", "confirm")
    assert st.res[cp * 4 + WOOD] == 3 and st.skills[0][2] == 0


def _transport_village(st, seat=0):
    """Home at (0,0) (roads on edges 0-4), Keywood east at (1,0) rotated so its road faces home."""
    h = st.home[seat]
    # home edges RRRRRW: edge 0 (east) is a road. Keywood RRRRGG rotated 3: edges GRRRRG? compute below
    kw = put(st, seat, "keywood", 1, 0, rot=3)
    return h, kw


def test_transport_costs_one_point_per_step_along_roads():
    """keyflower §8.1: moving one resource across one boundary costs one point, only along roads."""
    st = _st()
    h, kw = _transport_village(st)
    from eurogames.games.keyflower.data import ROTATED_EDGES
    assert ROTATED_EDGES[kw][3][3] == "R" and ROTATED_EDGES[h][0][0] == "R"
    # a third tile east of the Keywood (2,0), connected by road
    ms = put(st, 0, "stable", 2, 0, rot=3)
    assert ROTATED_EDGES[kw][3][0] == ROTATED_EDGES[ms][3][3]
    add_res(st, h, i=1, s=1)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    assert st.phase == "move" and st.move_left == 1
    assert f"move {IRON} {h} {kw}" in legal(st, 0)
    assert not any(m.endswith(f" {ms}") for m in legal(st, 0) if m.startswith("move"))  # 2 steps away
    play(st, 0, f"move {IRON} {h} {kw}")
    assert st.res[kw * 4 + IRON] == 1
    assert st.phase in ("upgrade", "main")


def test_transport_does_not_cross_grass():
    """keyflower §8.1: both edges at a crossing must be roads."""
    st = _st()
    h = st.home[0]
    # Keywood at (1,0) rotated 0: edges RRRRGG; its edge 3 (west, facing home) is R; rotate 4 -> west edge G?
    from eurogames.games.keyflower.data import ROTATED_EDGES
    rot = next(r for r in range(6) if ROTATED_EDGES[tid("keywood")][r][3] == "G")
    put(st, 0, "keywood", 1, 0, rot=rot)
    add_res(st, h, i=1)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    assert not any(m.startswith("move") for m in legal(st, 0))


def test_2a_transport_across_any_edge():
    """keyflower §3.4 2a: transport may cross any shared edge of your village."""
    st = _st()
    h = st.home[0]
    from eurogames.games.keyflower.data import ROTATED_EDGES
    rot = next(r for r in range(6) if ROTATED_EDGES[tid("keywood")][r][3] == "G")
    kw = put(st, 0, "keywood", 1, 0, rot=rot)
    put(st, 0, "sboat2a", -1, 0)
    add_res(st, h, i=1)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    assert f"move {IRON} {h} {kw}" in legal(st, 0)


def test_upgrade_needs_resources_on_the_tile_gold_wild():
    """keyflower §8.2: upgrade resources must be on the tile; gold stands in for a specific resource."""
    st = _st()
    h = st.home[0]
    sb = put(st, 0, "stable", 1, 0, rot=3)   # cost 1 wood + 1 iron
    add_res(st, sb, g=1, i=1)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    assert st.phase == "move"
    play(st, 0, "stopmove")
    assert st.phase == "upgrade"
    ups = {m for m in legal(st, 0) if m.startswith("upgrade")}
    assert f"upgrade {sb} 1,1,0,0,0,0,0" in ups
    play(st, 0, f"upgrade {sb} 1,1,0,0,0,0,0")
    assert st.up[sb] and st.res[sb * 4:sb * 4 + 4] == [0, 0, 0, 0]
    st.check_invariants()


def test_upgrade_no_non_gold_substitute():
    """keyflower §8.2: only gold is a wildcard; iron cannot pay for wood (without 3a)."""
    st = _st()
    h = st.home[0]
    sb = put(st, 0, "stable", 1, 0, rot=3)
    add_res(st, sb, i=2)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    assert not any(m.startswith("upgrade") for m in legal(st, 0))


def test_3a_any_resource_pays():
    """keyflower §3.4 3a: any resource may stand in for any other in upgrade costs."""
    st = _st()
    h = st.home[0]
    sb = put(st, 0, "stable", 1, 0, rot=3)
    put(st, 0, "sboat3a", -1, 0)
    add_res(st, sb, i=2)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    if st.phase == "move":
        play(st, 0, "stopmove")
    assert f"upgrade {sb} 0,2,0,0,0,0,0" in legal(st, 0)


def test_upgrade_with_skill_from_hand():
    """keyflower §8.2: skills are paid from behind the screen, no transport needed."""
    st = _st()
    h = st.home[0]
    kw = put(st, 0, "keywood", 1, 0, rot=3)
    give_skills(st, 0, s=1)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    assert f"upgrade {kw} 0,0,0,0,0,0,1" in legal(st, 0)
    play(st, 0, f"upgrade {kw} 0,0,0,0,0,0,1")
    assert st.up[kw] and st.skills[0] == [0, 0, 0]


def test_2b_doubles_transport_and_upgrades():
    """keyflower §3.4 2b: every transport and upgrade value you use is doubled."""
    st = _st()
    h = st.home[0]
    put(st, 0, "sboat2b", -1, 0)
    put(st, 0, "keywood", 1, 0, rot=3)
    add_res(st, h, w=1)
    play(st, 0, f"use {h}", "add 0 1", "confirm")
    assert st.move_left == 2 and st.up_left == 2


def test_transport_on_others_tile_moves_in_own_village():
    """keyflower §15.2: using another village's transport tile moves in your own village."""
    st = _st()
    sb = put(st, 1, "stable", 1, 0, rot=3)
    kw = put(st, 0, "keywood", 1, 0, rot=3)
    h = st.home[0]
    add_res(st, h, w=2)
    play(st, 0, f"use {sb}", "add 0 1", "confirm")
    assert st.move_left == 2
    assert f"move {WOOD} {h} {kw}" in legal(st, 0)


def test_tavern_pays_keeple_after_draw():
    """keyflower §7.2: Tavern: the paid keeple goes to the bag after the draw."""
    st = _st()
    tv = put(st, 0, "tavern", 1, 0, rot=3)
    tot = sum(st.hands[0])
    play(st, 0, f"use {tv} {RED}", "add 0 1", "confirm")
    assert sum(st.hands[0]) == tot - 1 - 1 + 2
    st.check_invariants()


def test_fair_and_store_colours():
    """keyflower §3.3/§3.5: Store pays blue, Fair pays red, each for a green."""
    st = _st()
    store = put(st, 0, "store", 1, 0, rot=3)
    fair = put(st, 0, "fair", -1, 0, rot=0)
    assert f"use {store} {BLUE}" in legal(st, 0) and f"use {fair} {RED}" in legal(st, 0)
    assert f"use {store} {RED}" not in legal(st, 0)


def test_outbid_group_pays_keeple_cost_whole():
    """keyflower §6.4, §18 U7: an outbid group may pay a keeple cost; the whole group is spent."""
    st = _st()
    kw, pd = tid("keywood"), tid("peddler")
    setting(st, turn=1)
    edit(st, lambda d: (d["hands"][1].update(yellow=d["hands"][1]["yellow"] + 1),
                        d["bag"].update(yellow=d["bag"]["yellow"] - 1)))
    play(st, 1, f"bid {kw}", "add 2 1", "confirm")          # seat 1: 1 yellow
    play(st, 2, f"bid {kw}", "add 2 2", "confirm")          # seat 2 outbids: seat 1's group is free
    bag_y = st.bag[YELLOW]
    assert f"use {pd} {100 + kw}" not in legal(st, 0)       # seat 0 has no outbid group
    play(st, 0, "pass")
    assert f"use {pd} {100 + kw}" in legal(st, 1)
    play(st, 1, f"use {pd} {100 + kw}", "add 0 1", "confirm")
    assert st.bidn[kw * 3 + 1] == 0
    assert st.bag[YELLOW] == bag_y + 1 and st.hands[1][GREEN] == 1
    assert st.hands[1][YELLOW] == 2                          # the screen's yellows were not touched
    st.check_invariants()


def test_supply_limits_and_option():
    """keyflower §7.1, §15.19, §17 #7: production is limited to the supply; the option lifts it."""
    for limited in (True, False):
        st = _st()
        st.options = {**st.options, "supply_limits": limited}
        gm = tid("goldmine")
        # empty the gold supply onto seat 2's home (conserved)
        h2 = st.home[2]
        add_res(st, h2, g=st.supply[GOLD])
        assert st.supply[GOLD] == 0
        play(st, 0, f"use {gm}", "add 0 1", "confirm")
        assert st.res[st.home[0] * 4 + GOLD] == (0 if limited else 1)
        st.check_invariants()
        # greens: empty supply gives nothing when limited
        st.hands[2][GREEN] += st.greens
        st.greens = 0
        st.invalidate()
        pd = tid("peddler")
        play(st, 1, f"use {pd} {YELLOW}", "add 0 1", "confirm")
        assert st.hands[1][GREEN] == (0 if limited else 1)
        st.check_invariants()
