"""Final scoring (keyflower §13): allocation optimality against brute force, geometric scorers."""

from __future__ import annotations

import itertools
from functools import lru_cache

import pytest

from eurogames.core import Rng
from eurogames.games.keyflower.data import KEY, ROTATED_EDGES
from eurogames.games.keyflower.scoring import (
    AllocInput,
    adjacency,
    allocate,
    sea_bastion,
    sea_breeze_length,
    storage_points,
)

from .builders import GAME, add_res, empty_hands, fresh, over, put, setting

RES_T = ("mercer", "windmill", "watermill", "jeweller")
KEE_T = ("craftsman", "keymarket", "apothecary", "villagehall")
SKI_T = ("scribes", "keyguild", "scholar")


def test_seed_example_mercer_and_windmill():
    """keyflower §13.2 and the seed: Weaver's (Mercer's) guild + Windmill, 6 wood 3 stone 6 iron -> 20."""
    r = allocate(AllocInput(res=(0, 6, 3, 6), keeples=(0, 0, 0, 0), skills=(0, 0, 0),
                            winter=frozenset({"mercer", "windmill"})))
    assert r.total == 20
    assert r.categories == {"mercers_guild": 15, "windmill": 5}
    to = {(a["item"], a["to"]): a["count"] for a in r.assignment}
    assert to[("stone", "mercer_stone")] == 3


def test_gold_used_by_jeweller_does_not_score_spare():
    """keyflower §13.2: gold used by the Jeweller does not also score its base point."""
    r = allocate(AllocInput(res=(3, 0, 0, 0), keeples=(0, 0, 0, 0), skills=(0, 0, 0), winter=frozenset({"jeweller"})))
    assert r.total == 6 and r.categories == {"jeweller": 6}


def test_gold_wild_in_mercer():
    """keyflower §3.6: gold may replace a missing Mercer component."""
    r = allocate(AllocInput(res=(1, 1, 1, 0), keeples=(0, 0, 0, 0), skills=(0, 0, 0), winter=frozenset({"mercer"})))
    assert r.categories == {"mercers_guild": 5}


def test_purple_conversion():
    """keyflower §13.4: purple counts as any one item; here it completes a Scribes set."""
    r = allocate(AllocInput(res=(0, 0, 0, 0), keeples=(0, 0, 0, 0), skills=(1, 1, 0), winter=frozenset({"scribes"}),
                            purple=True))
    assert r.total == 10 and r.purple == "saw"


def test_white_wind_excludes_keeples_used_elsewhere():
    """keyflower §3.7: White Wind counts keeples not used by another scorer."""
    r = allocate(AllocInput(res=(0, 0, 0, 0), keeples=(2, 2, 2, 0), skills=(0, 0, 0), winter=frozenset({"craftsman"}),
                            white_wind=True))
    assert r.total == 10   # two Craftsman sets (10) beat six White Wind points


def test_craftsman_rulebook_option():
    """keyflower §17 #1/#2: rulebook reading: 3 VP per set, green cannot fill in."""
    inp = {"res": (0, 0, 0, 0), "keeples": (0, 1, 1, 1), "skills": (0, 0, 0), "winter": frozenset({"craftsman"})}
    assert allocate(AllocInput(**inp)).total == 5
    assert allocate(AllocInput(**inp, craftsman_vp=3, green_in_craftsman=False)).total == 0


# ----- brute force ----------------------------------------------------------------------

def _compositions(n: int, k: int):
    """All ways to put n identical units into k labelled boxes."""
    if k == 1:
        yield (n,)
        return
    for i in range(n + 1):
        for rest in _compositions(n - i, k - 1):
            yield (i,) + rest


def _brute_family(counts, labels, score):
    """Max of score(label totals) over every assignment of units (unassigned allowed)."""
    per_type = []
    for t, n in enumerate(counts):
        allowed = [j for j, lab in enumerate(labels) if t in lab[1]]
        opts = []
        for comp in _compositions(n, len(allowed) + 1):
            vec = [0] * len(labels)
            for j, c in zip(allowed, comp):
                vec[j] += c
            opts.append(tuple(vec))
        per_type.append(sorted(set(opts)))
    best = 0
    for combo in itertools.product(*per_type):
        tot = [sum(x) for x in zip(*combo)] if combo else []
        best = max(best, score(tot))
    return best


def _brute_res(res, winter, wild):
    best = 0
    types = [0] if (wild or "watermill" not in winter) else [0, 1, 2, 3]
    for wt in types:
        labels = []
        if "mercer" in winter:
            for c in (1, 2, 3):
                labels.append(("m", {0, 1, 2, 3} if wild else {0, c}))
        if "windmill" in winter:
            labels.append(("w", {0, 1, 2, 3}))
        if "watermill" in winter:
            labels.append(("a", {0, 1, 2, 3} if wild else {wt}))
        if "jeweller" in winter:
            labels.append(("j", {0, 1, 2, 3} if wild else {0}))
        labels.append(("s", {0, 1, 2, 3} if wild else {0}))

        def score(tot):
            pts = 0
            m = [v for (k, _), v in zip(labels, tot) if k == "m"]
            if m:
                pts += 5 * min(m)
            for (k, _), v in zip(labels, tot):
                pts += {"w": 5 * (v // 5), "a": v, "j": 2 * v, "s": v}.get(k, 0)
            return pts
        best = max(best, _brute_family(res, labels, score))
    return best


def _brute_keeples(k, winter, ww, cvp, green):
    best = 0
    types = [0, 1, 2, 3] if "villagehall" in winter else [0]
    for vt in types:
        labels = []
        if "craftsman" in winter:
            for c in (1, 2, 0):
                labels.append(("c", {c, 3} if green else {c}))
        if "keymarket" in winter:
            labels.append(("k", {3}))
        if "apothecary" in winter:
            labels.append(("a", {0, 1, 2, 3}))
        if "villagehall" in winter:
            labels.append(("v", {vt}))
        if ww:
            labels.append(("ww", {0, 1, 2, 3}))

        def score(tot):
            pts = 0
            c = [v for (x, _), v in zip(labels, tot) if x == "c"]
            if c:
                pts += cvp * min(c)
            for (x, _), v in zip(labels, tot):
                pts += {"k": 2 * v, "a": 3 * (v // 5), "v": v, "ww": v}.get(x, 0)
            return pts
        best = max(best, _brute_family(k, labels, score))
    return best


def _brute_skills(s, winter):
    best = 0
    types = [0, 1, 2] if "scholar" in winter else [0]
    for st in types:
        labels = []
        if "scribes" in winter:
            for c in (0, 1, 2):
                labels.append(("s", {c}))
        if "keyguild" in winter:
            labels.append(("g", {0, 1, 2}))
        if "scholar" in winter:
            labels.append(("h", {st}))

        def score(tot):
            pts = 0
            c = [v for (x, _), v in zip(labels, tot) if x == "s"]
            if c:
                pts += 10 * min(c)
            for (x, _), v in zip(labels, tot):
                pts += {"g": 10 * (v // 5), "h": 3 * v}.get(x, 0)
            return pts
        best = max(best, _brute_family(s, labels, score))
    return best


def brute_force(inp: AllocInput) -> int:
    """Best total by enumerating every assignment of every item (and every purple choice)."""
    w = inp.winter

    @lru_cache(None)
    def R(res):
        return _brute_res(list(res), w, inp.wild3b)

    @lru_cache(None)
    def K(k):
        return _brute_keeples(list(k), w, inp.white_wind, inp.craftsman_vp, inp.green_in_craftsman)

    @lru_cache(None)
    def S(s):
        return _brute_skills(list(s), w)

    base = R(inp.res) + K(inp.keeples) + S(inp.skills)
    if not inp.purple:
        return base
    best = base
    for t in range(4):
        r = list(inp.res)
        r[t] += 1
        best = max(best, R(tuple(r)) + K(inp.keeples) + S(inp.skills))
        k = list(inp.keeples)
        k[t] += 1
        best = max(best, R(inp.res) + K(tuple(k)) + S(inp.skills))
    for t in range(3):
        s = list(inp.skills)
        s[t] += 1
        best = max(best, R(inp.res) + K(inp.keeples) + S(tuple(s)))
    for rate in inp.storage_rates:
        best = max(best, base + rate)
    return best


def _random_position(rng: Rng) -> AllocInput:
    def small(k, total):
        v = [0] * k
        for _ in range(rng.below(total + 1)):
            v[rng.below(k)] += 1
        return tuple(v)
    winter = set()
    for group in (RES_T, KEE_T, SKI_T):
        for key in group:
            if rng.below(2):
                winter.add(key)
    # keep the brute force small: at most 6 items per family
    return AllocInput(res=small(4, 6), keeples=small(4, 6), skills=small(3, 6), winter=frozenset(winter),
                      white_wind=bool(rng.below(2)), wild3b=rng.below(4) == 0, purple=bool(rng.below(2)),
                      storage_rates=tuple(rng.below(3) + 1 for _ in range(rng.below(2))),
                      craftsman_vp=5 if rng.below(3) else 3, green_in_craftsman=bool(rng.below(2)))


@pytest.mark.parametrize("chunk", range(4))
def test_allocation_is_optimal_against_brute_force(chunk):
    """keyflower §13.2: on 320 random small end positions the MILP equals exhaustive enumeration."""
    rng = Rng(1000 + chunk)
    for _ in range(80):
        inp = _random_position(rng)
        r = allocate(inp)
        assert r.total == brute_force(inp), inp
        # the breakdown is consistent: items assigned never exceed what is owned (+ purple)
        used: dict[str, int] = {}
        for a in r.assignment:
            used[a["item"]] = used.get(a["item"], 0) + a["count"]
        owned = dict(zip(("gold", "iron", "stone", "wood"), inp.res))
        owned.update(zip(("blue", "red", "yellow", "green"), inp.keeples))
        owned.update(zip(("anvil", "pick", "saw"), inp.skills))
        extra = 1 if inp.purple else 0
        assert sum(max(0, used[k] - owned.get(k, 0)) for k in used) <= extra


def test_brute_force_can_fail():
    """The brute force distinguishes allocations (a wrong total would be caught)."""
    inp = AllocInput(res=(0, 6, 3, 6), keeples=(0, 0, 0, 0), skills=(0, 0, 0), winter=frozenset({"mercer", "windmill"}))
    assert brute_force(inp) == 20
    assert brute_force(AllocInput(res=(0, 6, 3, 6), keeples=(0, 0, 0, 0), skills=(0, 0, 0),
                                  winter=frozenset({"windmill"}))) == 15


# ----- geometry -------------------------------------------------------------------------

def _cells(spec):
    return {h: e for h, e in spec.items()}


def test_sea_bastion_triangle_loop():
    """keyflower §13.3: three mutually road-linked tiles form a loop of 3 distinct tiles."""
    # (0,0), (1,0) [dir 0], (0,1) [dir 1]; (1,0)-(0,1) is direction 2 from (1,0)
    cells = {(0, 0): "RRGGGG", (1, 0): "GGRRGG", (0, 1): "GGGGRR"}
    # check links: (0,0)e0=R,(1,0)e3=R ; (0,0)e1=R,(0,1)e4=R ; (1,0)e2=R,(0,1)e5=R
    assert sea_bastion(cells) == 3


def test_sea_bastion_no_loop_and_theta():
    """keyflower §13.3: a path scores 0; a theta graph's best closed trail skips one branch."""
    assert sea_bastion({(0, 0): "RGGGGG", (1, 0): "GGGRGG"}) == 0
    full = "RRRRRR"
    # a ring of 6 around an empty centre plus ... : ring of six hexes around (0,0) all roads
    ring = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
    cells = {h: full for h in ring}
    assert sea_bastion(cells) == 6
    cells[(0, 0)] = full     # centre joins: a closed trail can still visit all 7
    assert sea_bastion(cells) == 7


def test_sea_bastion_brute_force_small():
    """keyflower §13.3: the cycle-space search equals a DFS over closed trails on random small villages."""
    rng = Rng(77)
    hexes = [(0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (2, -1)]
    for _ in range(60):
        cells = {h: "".join("RG"[rng.below(2)] for _ in range(6)) for h in hexes if rng.below(5)}
        assert sea_bastion(cells) == _dfs_trails(cells)


def _dfs_trails(cells):
    from eurogames.games.keyflower.scoring import road_links
    links = road_links(cells)
    adj = {}
    for i, (a, b) in enumerate(links):
        adj.setdefault(a, []).append((b, i))
        adj.setdefault(b, []).append((a, i))
    best = 0

    def dfs(start, v, used, seen):
        nonlocal best
        for w, i in adj.get(v, []):
            if i in used:
                continue
            if w == start:
                best = max(best, len(seen))
            dfs(start, w, used | {i}, seen | {w})
    for s in adj:
        dfs(s, s, frozenset(), frozenset([s]))
    return best


def test_sea_breeze_chain():
    """keyflower §13.3: boats in a straight water line from the home's water edge: 2, 4, 8 ..."""
    home = (0, 0)
    cells = {home: "RRRRRW", (1, -1): "GGWGGW", (2, -2): "GGWGGW"}
    assert sea_breeze_length(cells, {(1, -1), (2, -2)}, home) == 2
    cells[(1, -1)] = "WGGWGG"   # water not facing the home: chain broken
    assert sea_breeze_length(cells, {(1, -1), (2, -2)}, home) == 0


def test_turn_order_adjacency_and_storage():
    """keyflower §13.3/§3.5: turn-order tiles score 1 per neighbour; yards score their type or gold."""
    assert adjacency({(0, 0): 1, (1, 0): 1, (0, 1): 1, (5, 5): 1}, (0, 0)) == 2
    assert storage_points([2, 1, 0, 3], 3, 2, False) == 10     # timber yard front: 2 gold + 3 wood
    assert storage_points([2, 1, 0, 3], 3, 2, True) == 12      # 3b: every resource
    assert storage_points([2, 1, 0, 3], -1, 2, False) == 12    # barn back: 2 per resource


def test_state_scoring_tiles_boats_storage():
    """keyflower §13.1: printed VP, storage locked, Keyflower boat transport sum, turn-order tile."""
    st = fresh(3)
    put(st, 0, "stable", 1, 0, rot=3, up=True)          # 5 VP, transport 4
    ty = put(st, 0, "timberyard", -1, 0)
    add_res(st, ty, w=2, g=1, i=1)                       # 2*3 = 6 points, iron wasted
    put(st, 0, "keyflower", 1, -1, rot=1)                # boat: transport home 1 + stable 4 = 5
    put(st, 0, "order1", 0, 1)                           # neighbours: home (0,0), stable (1,0)? (0,1)-(1,0) adjacent
    setting(st, over=True, purple=1)                     # seat 0 has no purple wildcard here
    sc = st.scores()[0]
    assert sc.categories["tiles"] == 5
    assert sc.categories["storage"] == 6
    assert sc.categories["boat"] == 5
    assert sc.categories["turn_order"] == adjacency(st.villages[0], (0, 1))
    assert sc.total == sum(sc.categories.values())


def test_final_scoring_6p_full_hands():
    """keyflower §13: 6-player final scoring with large hands is consistent (speed: see bench notes)."""
    from eurogames.bots.random_bot import random_playout
    for seed in range(3):
        st = GAME.new(6, seed)
        random_playout(st, Rng(seed))
        for s in range(6):
            st.hands[s] = [5, 5, 5, 3]
        st.final = None
        for sc in st.scores():
            assert sc.total == sum(sc.categories.values())
            assert sc.categories.get("white_wind", 0) + sc.categories.get("apothecary", 0) <= 18 + 3 * 4


def _over(st):
    return over(st)


def test_keyflower_boat_doubled_with_2b():
    """keyflower §3.4 2b, §13.3: the Keyflower boat scores the transport total, doubled with 2b."""
    st = setting(fresh(3), purple=2)
    put(st, 0, "keyflower", 1, -1, rot=1)
    put(st, 0, "farrier", 1, 0, rot=3)                 # transport 3 + home 1 = 4
    assert _over(st).scores()[0].categories["boat"] == 4
    put(st, 0, "sboat2b", -1, 0)
    assert _over(st).scores()[0].categories["boat"] == 8


def test_3b_any_resource_on_yard_and_as_gold():
    """keyflower §3.4 3b: at scoring any resource counts as any other, also on the yards."""
    st = setting(fresh(3), purple=2)
    ty = put(st, 0, "timberyard", 1, 0, rot=3)
    add_res(st, ty, i=2)
    add_res(st, st.home[0], s=3)
    sc = _over(st).scores()[0].categories
    assert sc.get("storage", 0) == 0 and sc.get("spare_gold", 0) == 0
    put(st, 0, "sboat3b", -1, 0)
    sc = _over(st).scores()[0].categories
    assert sc["storage"] == 4 and sc["spare_gold"] == 3


def test_sea_bastion_and_sea_breeze_in_state():
    """keyflower §13.3: the boat scorers read the village geometry."""
    st = setting(fresh(3), purple=2)
    r = next(r for r in range(6) if ROTATED_EDGES[KEY["seabreeze"]][r][2] == "W")
    put(st, 0, "seabreeze", 1, -1, rot=r)          # a water edge facing the home tile's
    sc = _over(st).scores()[0]
    assert sc.details["sea_breeze_chain"] == 1 and sc.categories["boat"] == 2
    r2 = next(r for r in range(6) if ROTATED_EDGES[KEY["sboat1a"]][r][2] == "W")
    put(st, 0, "sboat1a", 2, -2, rot=r2)
    sc = _over(st).scores()[0]
    assert sc.details["sea_breeze_chain"] == 2 and sc.categories["boat"] == 4


def test_purple_on_yard_in_state():
    """keyflower §13.4: a purple declared as a resource may sit on a yard tile."""
    st = setting(fresh(3), purple=0)
    put(st, 0, "barn", 1, 0, rot=3, up=True)          # barn back: 2 per resource
    empty_hands(st)
    sc = _over(st).scores()[0]
    assert sc.categories.get("storage") == 2 and "storage" in sc.details["purple_as"]


def test_breakdown_is_readable_per_scorer():
    """keyflower §13.2 (issue: "the breakdown shows which items went where"): each allocation scorer
    lists its items (gold standing in for a Mercer component says so), its sets and points; items
    that score nothing are listed; English and Japanese lines cover every category."""
    st = setting(fresh(3), purple=1)
    put(st, 0, "mercer", 1, 0, rot=3)
    put(st, 0, "windmill", -1, 0)
    add_res(st, st.home[0], g=1, i=6, s=3, w=5)           # the seed's example with one wood swapped for gold
    empty_hands(st, skills=[1, 0, 0])
    sc = _over(st).scores()[0]
    assert sc.categories["mercers_guild"] == 15 and sc.categories["windmill"] == 5
    d = sc.details
    by = {e["scorer"]: e for e in d["scorers"]}
    assert by["mercers_guild"]["sets"] == 3 and by["mercers_guild"]["points"] == 15
    assert by["windmill"]["sets"] == 1
    merc_items = {(x["item"], x["as"]): x["count"] for x in by["mercers_guild"]["items"]}
    assert sum(merc_items.values()) == 9
    # the allocation uses every item exactly once: 15 resources, 9 to Mercer, 5 to the Windmill, 1 left
    used = sum(x["count"] for e in d["scorers"] for x in e["items"])
    assert used + sum(d["unused"].get(r, 0) for r in ("gold", "iron", "stone", "wood")) == 15
    assert d["unused"]["anvil"] == 1
    assert any(line.startswith("Mercer's guild: 3 set(s)") for line in d["lines"]["en"])
    assert any(line.startswith("織物商ギルド: 3組") for line in d["lines"]["ja"])
    assert any("anvil" in line for line in d["lines"]["en"] if line.startswith("Scoring nothing"))


def test_breakdown_names_gold_standing_in():
    """keyflower §3.6: gold replacing a missing Mercer component is shown as such."""
    r = allocate(AllocInput(res=(1, 1, 1, 0), keeples=(0, 0, 0, 0), skills=(0, 0, 0), winter=frozenset({"mercer"})))
    assert {"item": "gold", "count": 1, "to": "mercer_wood", "scorer": "mercers_guild", "as": "wood"} in r.assignment
    assert r.sets == {"mercer": 1}


def test_bots_read_the_final_points_without_the_account():
    """The search's finished games (``final_points``, ``ranking``) are scored without the written
    account, with the same points; ``scores`` still gives the account afterwards."""
    from eurogames.bots.random_bot import random_playout
    for seed in range(4):
        st = GAME.new(2 + seed % 3, seed)
        random_playout(st, Rng(seed))
        bare = [(sc.total, sc.categories) for sc in st.final_points()]
        assert all("lines" not in sc.details for sc in st.final_points())
        ranking = st.ranking()
        full = st.scores()
        assert [(sc.total, sc.categories) for sc in full] == bare
        assert all("lines" in sc.details for sc in full)
        assert st.final_points() is full and st.ranking() == ranking
