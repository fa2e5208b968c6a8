"""The turn: die actions, workers, storage, purchase, goods, ships, animals, scoring
(rules/castles_of_burgundy.md §4, §6, §7.1-§7.5, §8, §10)."""

from __future__ import annotations

import pytest

from eurogames.core import IllegalAction
from eurogames.games.castles_of_burgundy import data as D

from .builders import (
    act,
    clear_storage,
    depot_tile,
    finish_turn_with_workers,
    give,
    last_turn_of_phase,
    legal,
    me,
    new,
    put,
    set_depot_goods,
    set_dice,
    set_goods,
    set_seat,
)


def _scene(players=2, seed=1, **opts):
    st = new(players, seed, **opts)
    p = me(st)
    clear_storage(st, p)
    set_seat(st, p, workers=0)
    set_seat(st, p, silver=0)
    return st, p


def test_take_tile_with_exact_die():
    """§6.3: a die takes a tile from the depot of its number into storage."""
    st, p = _scene()
    set_dice(st, p, 3, 3)
    t = depot_tile(st, 3, 1, "ship")
    act(st, "die 1")
    assert "take 3 1" in legal(st)
    assert not any(a.startswith(("take 2 ", "take 4 ")) for a in legal(st))
    act(st, "take 3 1")
    assert st.storage[p] == [t] and st.dep[3 * 8] == -1 and st.used == [1, 0]


@pytest.mark.parametrize("die,depot,cost", [(6, 1, 1), (1, 6, 1), (1, 4, 3), (2, 5, 3), (5, 2, 3), (3, 5, 2)])
def test_worker_adjustment_wraps_around(die, depot, cost):
    """§6.1: each worker changes the die by 1, wrapping 1<->6; the fewest are paid."""
    st, p = _scene()
    set_dice(st, p, die, die)
    depot_tile(st, depot, 1, "ship")
    set_seat(st, p, workers=cost - 1)
    act(st, "die 1")
    assert f"take {depot} 1" not in legal(st)
    set_seat(st, p, workers=cost + 2)
    assert f"take {depot} 1 w{cost}" in legal(st)
    act(st, f"take {depot} 1 w{cost}")
    assert st.workers[p] == 2


def test_place_needs_colour_die_and_adjacency():
    """§6.4: same colour, the die number and next to a placed tile (the starting castle counts)."""
    st, p = _scene()
    give(st, p, "ship")
    set_dice(st, p, 2, 5)
    act(st, "die 1")
    assert "place 1 18" in legal(st)          # ship space 18 (die 2) touches the castle
    assert "place 1 21" not in legal(st)      # ship space 21 shows 4
    st2, p2 = _scene(seed=2)
    give(st2, p2, "ship")
    set_dice(st2, p2, 6, 6)
    act(st2, "die 1")
    assert not any(a.startswith("place") for a in legal(st2))  # space 16 (die 6) is not adjacent


def test_place_with_workers_pays_for_the_space_die():
    """§6.1/§6.4: the die may be adjusted to the space's number with workers."""
    st, p = _scene()
    give(st, p, "ship")
    set_dice(st, p, 4, 4)
    set_seat(st, p, workers=2)
    act(st, "die 1")
    assert "place 1 18 w2" in legal(st) and "place 1 20 w1" in legal(st)
    act(st, "place 1 18 w2")
    assert st.workers[p] == 0


def test_sell_goods():
    """§6.5: sell all of one colour: 1 silverling, VP = tiles x players."""
    st, p = _scene(players=3, seed=2)
    set_goods(st, p, {4: 3, 2: 1})
    set_dice(st, p, 4, 1)
    act(st, "die 1")
    assert "sell 4" in legal(st) and "sell 2" not in legal(st)
    act(st, "sell 4")
    assert st.goods[p * 7 + 4] == 0 and st.sold[p * 7 + 4] == 3
    assert st.silver[p] == 1 and st.vp[p * 6 + 4] == 9


def test_take_workers_any_die():
    """§6.6: any die gives 2 workers."""
    st, p = _scene()
    set_dice(st, p, 5, 2)
    act(st, "die 2", "workers")
    assert st.workers[p] == 2


def test_storage_full_forces_discard_of_an_old_tile():
    """§6.3/§10.1: with 3 stored tiles, taking a fourth first discards a stored one."""
    st, p = _scene()
    olds = [give(st, p, "mine"), give(st, p, "castle"), give(st, p, "building", 0)]
    set_dice(st, p, 1, 1)
    new_t = depot_tile(st, 1, 2, "ship")
    act(st, "die 1", "take 1 2")
    assert legal(st) == ["discard 1", "discard 2", "discard 3"]
    act(st, "discard 2")
    assert st.storage[p] == [olds[0], olds[2], new_t]
    assert olds[1] in st.removed
    st.check_invariants()


def test_purchase_from_black_depot_once_per_turn():
    """§6.2: 2 silverlings, any black-depot tile, once per turn, not with a die."""
    st, p = _scene()
    set_seat(st, p, silver=5)
    buys = [a for a in legal(st) if a.startswith("buy")]
    assert buys and all(a.startswith("buy 0 ") and a.endswith(" 0") for a in buys)
    act(st, buys[0])
    assert st.silver[p] == 3 and len(st.storage[p]) == 1
    assert not any(a.startswith("buy") for a in legal(st))
    # after both dice the turn waits for "end" only while a purchase is possible
    finish_turn_with_workers(st)
    assert me(st) != p


def test_purchase_offered_after_both_dice_then_turn_ends():
    """§6.2: the purchase may come after the die actions; then the turn ends."""
    st, p = _scene()
    set_seat(st, p, silver=2)
    set_dice(st, p, 1, 2)
    act(st, "die 1", "workers", "die 2", "workers")
    assert "end" in legal(st)
    buy = next(a for a in legal(st) if a.startswith("buy"))
    act(st, buy)
    assert me(st) != p


def test_no_purchase_without_silver():
    """§6.2: the price is 2 silverlings."""
    st, p = _scene()
    set_seat(st, p, silver=1)
    assert not any(a.startswith("buy") for a in legal(st))


def test_illegal_action_is_refused_with_state_unchanged():
    """§6: a die action before choosing a die is refused."""
    st, p = _scene()
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(p, "workers")
    assert st.to_json() == before


# ----- ships and goods (§7.2, §10.2) -------------------------------------------------

def _ship_scene(players=2, held=None, depot_goods=None, depot=2):
    st, p = _scene(players)
    set_goods(st, p, held or {})
    for d in range(1, 7):
        set_depot_goods(st, d, {})
    set_depot_goods(st, depot, depot_goods or {})
    give(st, p, "ship")
    set_dice(st, p, 2, 2)
    act(st, "die 1", "place 1 18")
    return st, p


def test_ship_takes_all_goods_of_a_depot_and_moves_on_track():
    """§7.2: all goods of one depot; the piece moves one space forward."""
    st, p = _ship_scene(depot_goods={3: 2, 5: 1}, depot=4)
    assert legal(st) == ["ship 1", "ship 4"]   # one empty depot stands for all empty ones
    act(st, "ship 4")
    assert st.goods[p * 7 + 3] == 2 and st.goods[p * 7 + 5] == 1
    assert st.dgoods[4 * 7 + 3] == 0
    assert st.track_pos[p] == 1


def test_ship_goods_storage_limit_three_colours():
    """§10.2: held colours always fit; of the new ones the player chooses what fits."""
    st, p = _ship_scene(held={1: 1, 2: 1}, depot_goods={1: 2, 4: 1, 6: 1}, depot=3)
    act(st, "ship 3")
    assert st.goods[p * 7 + 1] == 3          # held colour taken at once
    assert legal(st) == ["goods 4", "goods 6"]
    act(st, "goods 6")
    assert st.goods[p * 7 + 6] == 1 and st.goods[p * 7 + 4] == 0
    assert st.dgoods[3 * 7 + 4] == 1          # the rest stays in the depot
    st.check_invariants()


def test_ship_may_choose_an_empty_depot():
    """§7.2: any depot may be chosen; an empty one gives nothing (keeps goods spaces free)."""
    st, p = _ship_scene(held={1: 1, 2: 1}, depot_goods={5: 3}, depot=2)
    act(st, "ship 1")
    assert st.goods[p * 7 + 5] == 0 and st.dgoods[2 * 7 + 5] == 3 and not st.modes


def test_ship_with_no_goods_still_moves_track():
    """§7.2: both parts happen even if no goods are available."""
    st, p = _ship_scene()
    assert st.track_pos[p] == 1 and not st.modes


def test_track_stacking_sets_next_round_order():
    """§4: a ship moves the piece forward on top of a stack; furthest first, top first."""
    st = new(3, seed=1)
    st.track_pos[:] = [1, 1, 0]
    st.track_stamp[:] = [5, 7, 9]
    from eurogames.games.castles_of_burgundy import scoring
    assert scoring.turn_order(st) == [1, 0, 2]


# ----- animals (§7.5) ---------------------------------------------------------------

def test_animals_score_same_kind_in_same_pasture():
    """§7.5: new tile + same kind in the same pasture; example 3 + 4 = 7, then 4+4+3 = 11."""
    st, p = _scene()
    put(st, p, 12, "building", 0)            # city space 12 links the castle to pasture A1
    put(st, p, 11, "animal", 0, 3)           # 3 cows already
    put(st, p, 10, "animal", 1, 2)           # pigs do not count for cows
    give(st, p, "animal", 0, 4)
    set_dice(st, p, 2, 1)
    set_seat(st, p, workers=1)
    act(st, "die 1", "place 1 5")            # space 5 shows 2
    assert st.vp[p * 6 + 3] == 7
    give(st, p, "animal", 0, 4)
    act(st, "die 2", "place 1 6")            # space 6 shows 1
    assert st.vp[p * 6 + 3] == 7 + 11


def test_animals_in_another_pasture_do_not_count():
    """§7.5: other pastures are ignored."""
    st, p = _scene()
    put(st, p, 27, "building", 0)
    put(st, p, 11, "animal", 0, 4)
    give(st, p, "animal", 0, 2)
    set_dice(st, p, 2, 2)
    act(st, "die 1", "place 1 28")           # pasture A2 (size 1)
    assert st.vp[p * 6 + 3] == 2
    assert st.vp[p * 6 + 0] == 1             # and A2 completes (size 1)


# ----- regions and colours (§8) -----------------------------------------------------

@pytest.mark.parametrize("phase,bonus", [(0, 10), (1, 8), (2, 6), (3, 4), (4, 2)])
def test_region_completion_in_each_phase(phase, bonus):
    """§8.1: a completed region of 3 scores 6 plus the phase bonus."""
    st, p = _scene()
    st.phase = phase
    put(st, p, 16, "ship")
    put(st, p, 17, "ship")
    give(st, p, "ship")
    set_dice(st, p, 2, 2)
    act(st, "die 1", "place 1 18")
    assert st.vp[p * 6 + 0] == 6 and st.vp[p * 6 + 1] == bonus


@pytest.mark.parametrize("size,vp", list(enumerate(D.REGION_VP))[1:])
def test_region_vp_table(size, vp):
    """§8.1: 1, 3, 6, 10, 15, 21, 28, 36 VP by size."""
    assert D.REGION_VP[size] == vp == size * (size + 1) // 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_colour_bonus_by_player_count(players):
    """§8.2: first to fill a colour takes the large tile, second the small, later nobody."""
    st = new(players, seed=3)
    large, small = D.BONUS_TILE_VP[players]
    got = []
    for i in range(players):
        p = me(st)
        clear_storage(st, p)
        put(st, p, 25, "mine")
        put(st, p, 30, "mine")
        put(st, p, 26, "building", 0)
        give(st, p, "mine")
        set_dice(st, p, 3, 3)
        set_seat(st, p, workers=0)
        act(st, "die 1", "place 1 34")
        got.append(st.vp[p * 6 + 2])
        finish_turn_with_workers(st)
    assert got == [large, small] + [0] * (players - 2)
    assert (large, small) == {2: (5, 2), 3: (6, 3), 4: (7, 4)}[players]


def test_region_and_colour_complete_together():
    """§10.10: both can trigger on one placement."""
    st, p = _scene()
    put(st, p, 25, "mine")
    put(st, p, 30, "mine")
    give(st, p, "mine")
    set_dice(st, p, 3, 3)
    act(st, "die 1", "place 1 34")
    assert st.vp[p * 6 + 0] == 6 and st.vp[p * 6 + 1] == 10 and st.vp[p * 6 + 2] == 5


# ----- phase end (§5.3) ---------------------------------------------------------------

@pytest.mark.parametrize("phase", [0, 4])
def test_mines_pay_at_phase_end(phase):
    """§5.3: 1 silverling per mine at every phase end, also after phase E."""
    st = new(2, seed=4)
    last_turn_of_phase(st, phase)
    for q in range(2):
        set_seat(st, q, silver=0)
    p0 = st.order[0]
    put(st, p0, 25, "mine")
    put(st, p0, 30, "mine")
    finish_turn_with_workers(st)
    assert st.silver[p0] == 2
    assert st.silver[st.order[1]] == 0 if phase == 4 else True
    if phase == 4:
        assert st.is_over()
    else:
        assert st.phase == 1 and st.round == 0


def test_game_ends_after_phase_e():
    """§5: 5 phases x 5 rounds, then final scoring."""
    st = new(2, seed=6)
    last_turn_of_phase(st, 4)
    finish_turn_with_workers(st)
    assert st.is_over() and st.active_players() == []


def test_equal_dice_offer_one_choice():
    """§6: two dice with the same value are one choice (then the other)."""
    st, p = _scene()
    set_dice(st, p, 4, 4)
    assert [m for m in legal(st) if m.startswith("die")] == ["die 1"]
    act(st, "die 1", "workers")
    assert [m for m in legal(st) if m.startswith("die")] == ["die 2"]


def test_ship_changes_next_round_order():
    """§4: the ship's track move decides the next round's order, not the current one."""
    st, p = _scene()
    other = 1 - p
    assert st.order == [p, other]
    finish_turn_with_workers(st)
    q = me(st)
    assert q == other
    clear_storage(st, q)
    give(st, q, "ship")
    set_dice(st, q, 2, 2)
    set_seat(st, q, workers=0)
    act(st, "die 1", "place 1 18")
    if st.modes:
        act(st, legal(st)[0])
    while me(st) == q and st.round == 0:
        finish_turn_with_workers(st)
    assert st.round == 1 and st.order == [q, p]


@pytest.mark.parametrize("slot", [1, 2, 4])
def test_castle_in_black_depot_can_be_bought(slot):
    """§6.2: any one tile of the black depot may be bought — a castle too, in any slot."""
    st, p = _scene()
    set_seat(st, p, silver=2)
    for s in range(1, 5):
        depot_tile(st, 0, s, "ship")
    depot_tile(st, 0, slot, "castle")
    buys = [a for a in legal(st) if a.startswith("buy")]
    assert f"buy 0 {slot} 0" in buys
    act(st, f"buy 0 {slot} 0")
    assert D.TILE_KIND[st.storage[p][0]] == D.CASTLE


def test_castle_in_numbered_depot_can_be_bought_with_k6():
    """#6: the purchase may come from a numbered depot; a castle first in its depot too."""
    from .builders import knowledge
    st, p = _scene()
    knowledge(st, p, 6)
    set_seat(st, p, silver=2)
    for d in range(1, 7):
        for s in range(4):
            t = st.dep[d * 8 + s]
            if t >= 0:
                st.dep[d * 8 + s] = -1
                st.piles[6 if D.TILE_BLACK[t] else D.TILE_KIND[t]].append(t)
    depot_tile(st, 2, 2, "castle")
    assert "buy 2 2 0" in legal(st)


def test_both_dice_must_be_used_taking_workers_always_possible():
    """§6/§13.15 [U]: exactly two die actions, no pass; "take workers" is legal with any die,
    even with nothing else to do, so the turn never ends before both dice are used."""
    st, p = _scene()
    set_seat(st, p, silver=2)
    set_goods(st, p, {})
    for d in range(1, 7):
        for s in range(4):
            t = st.dep[d * 8 + s]
            if t >= 0:
                st.dep[d * 8 + s] = -1
                st.piles[6 if D.TILE_BLACK[t] else D.TILE_KIND[t]].append(t)
    st.invalidate()
    set_dice(st, p, 3, 5)
    assert "end" not in legal(st)
    act(st, "die 2")
    assert legal(st) == ["workers"]          # no tile to take or place, no goods of colour 5
    act(st, "workers")
    assert "end" not in legal(st) and me(st) == p
    act(st, "die 1", "workers")
    assert "end" in legal(st)                # only the purchase may still follow
