"""Bidding and using: colours, increments, the 6-keeple cap, outbid groups (keyflower §5, §6)."""

from __future__ import annotations

import copy

import pytest

from eurogames.core import IllegalAction
from eurogames.games.keyflower.data import BLUE, GREEN, RED, YELLOW

from .builders import describe, edit, fresh, legal, name, play, put, setting, tid

B, R, Y, G = BLUE, RED, YELLOW, GREEN


def _st():
    return fresh(3, offers=["keywood", "stable", "peddler", "workshop", "goldmine", "alehouse"],
                 hands=[[3, 3, 2, 0], [3, 3, 2, 0], [4, 2, 2, 1]])


def test_first_bid_sets_the_tile_colour():
    """keyflower §6.1: the first placement sets the colour; later bids must follow it."""
    st = _st()
    kw = tid("keywood")
    play(st, 0, f"bid {kw}", "add 1 1", "confirm")
    assert st.tcol[kw] == R
    play(st, 1, f"bid {kw}")
    moves = legal(st, 1)
    assert "add 1 2" in moves and not any(m.startswith(("add 0", "add 2")) for m in moves)


def test_outbid_must_be_strictly_greater():
    """keyflower §6.2: a new bid must exceed the highest bid; one keeple cannot beat one."""
    st = _st()
    kw = tid("keywood")
    play(st, 0, f"bid {kw}", "add 1 2", "confirm")
    play(st, 1, f"bid {kw}", "add 1 2")
    assert "confirm" not in legal(st, 1)      # 2 does not beat 2
    play(st, 1, "add 1 1")
    assert "confirm" in legal(st, 1)
    play(st, 1, "confirm")
    assert st._top(kw) == 1


def test_add_to_own_winning_bid_any_number():
    """keyflower §6.2: you may add one or more keeples to your own winning bid."""
    st = _st()
    kw = tid("keywood")
    play(st, 0, f"bid {kw}", "add 1 1", "confirm", )
    play(st, 1, "pass")
    play(st, 2, "pass")
    play(st, 0, f"bid {kw}")
    assert "add 1 1" in legal(st, 0)
    play(st, 0, "add 1 1", "confirm")
    assert st.bidn[kw * 3 + 0] == 2


def test_one_colour_per_placement():
    """keyflower §6.1: a placement is one colour (without 4b)."""
    st = _st()
    st_t = tid("keywood")
    play(st, 0, f"bid {st_t}", "add 0 1")
    assert not any(m.startswith(("add 1", "add 2")) for m in legal(st, 0))


def test_use_increments_and_cap():
    """keyflower §6.3: first use >= 1, each later use more than the previous one, at most 6 in use."""
    st = _st()
    kw = tid("keywood")
    play(st, 0, f"use {kw}", "add 0 2", "confirm")
    assert st.use_last[kw] == 2
    play(st, 1, f"use {kw}")
    moves = legal(st, 1)
    assert "confirm" not in moves and "add 0 3" in moves and "add 0 2" in moves
    play(st, 1, "add 0 3", "confirm")
    # a third use would need 4 > 6 - 5: the tile is blocked for the season
    assert f"use {kw}" not in legal(st, 2)


def test_first_use_of_three_blocks_tile():
    """keyflower §6.3: a first use of 3 blocks the tile (3 + 4 > 6)."""
    st = _st()
    kw = tid("keywood")
    play(st, 0, f"use {kw}", "add 0 3", "confirm")
    assert f"use {kw}" not in legal(st, 1)
    assert f"bid {kw}" in legal(st, 1)   # bids do not count toward the cap


def test_use_colour_ties_bids_and_uses():
    """keyflower §6.1: once a tile on offer is used with a colour, bids on it must be that colour."""
    st = _st()
    kw = tid("keywood")
    play(st, 0, f"use {kw}", "add 2 1", "confirm")
    play(st, 1, f"bid {kw}")
    assert {m for m in legal(st, 1) if m.startswith("add")} == {"add 2 1", "add 2 2"}


def test_outbid_group_moves_whole_to_a_new_bid():
    """keyflower §6.4: an outbid group moves together, may be topped up with the same colour."""
    st = _st()
    kw, sb = tid("keywood"), tid("stable")
    play(st, 0, f"bid {kw}", "add 1 2", "confirm")
    play(st, 1, f"bid {kw}", "add 1 3", "confirm")
    play(st, 2, "pass")
    play(st, 0, f"bid {sb}")
    assert f"merge {kw}" in legal(st, 0)
    play(st, 0, f"merge {kw}")
    assert st.bidn[kw * 3 + 0] == 0 and st.pend[4 + R] == 2
    # topping up is only with the same colour
    assert all(m.startswith("add 1") for m in legal(st, 0) if m.startswith("add"))
    play(st, 0, "add 1 1", "confirm")
    assert st.bidn[sb * 3 + 0] == 3 and st.bidc[sb * 3 + 0] == R


def test_winning_bid_cannot_move():
    """keyflower §6.2: a winning bid is never movable."""
    st = _st()
    kw, sb = tid("keywood"), tid("stable")
    play(st, 0, f"bid {kw}", "add 1 2", "confirm")
    play(st, 1, "pass")
    play(st, 2, "pass")
    play(st, 0, f"bid {sb}")
    assert f"merge {kw}" not in legal(st, 0)


def test_outbid_group_may_be_used_to_activate_a_tile():
    """keyflower §6.4: an outbid group may go to a use (cap and colour still apply)."""
    st = _st()
    kw, gm = tid("keywood"), tid("goldmine")
    play(st, 0, f"bid {kw}", "add 1 1", "confirm")
    play(st, 1, f"bid {kw}", "add 1 2", "confirm")
    play(st, 2, "pass")
    def to_bag(d):
        for col in ("blue", "red", "yellow"):
            d["bag"][col] += d["hands"][0][col]
            d["hands"][0][col] = 0
        assert d["hands"][0]["green"] == 0

    edit(st, to_bag)
    assert f"use {gm}" in legal(st, 0)
    play(st, 0, f"use {gm}", f"merge {kw}", "confirm")
    assert st.use_k[gm * 4 + R] == 1
    assert st.res[st.home[0] * 4 + 0] == 1  # +1 gold to the home tile (tile on offer)


def test_outbid_group_too_big_for_cap_cannot_be_used():
    """keyflower §6.3/§6.4: groups move whole, so a group larger than the room left cannot be used."""
    st = _st()
    kw, gm = tid("keywood"), tid("goldmine")

    base = describe(st)

    def setup(group: int) -> None:
        # seat 0: outbid red group of `group` on the Keywood, nothing behind the screen; seat 2
        # bid 5 red; the keeples come from the bag (conserved)
        d = copy.deepcopy(base)
        for col in ("blue", "red", "yellow"):
            d["bag"][col] += d["hands"][0][col]
            d["hands"][0][col] = 0
        d["bag"]["red"] -= group + 5
        d["marks"][name(kw)] = {"colour": "red", "bids": [["red", group], None, ["red", 5]]}
        # the Gold mine has been used with 1 then 2 keeples: next use needs 3, room 3
        d["marks"][name(gm)] = {"colour": "red", "keeples": {"red": 3}, "last": 2, "total": 3}
        d["bag"]["red"] -= 3
        edit(st, lambda desc: (desc.clear(), desc.update(d)))

    setup(3)
    assert f"use {gm}" in legal(st, 0)
    setup(4)
    assert f"use {gm}" not in legal(st, 0)


def test_green_tile_accepts_only_green():
    """keyflower §6.1: a tile whose colour is green only accepts green."""
    st = _st()
    kw = tid("keywood")
    setting(st, turn=2)
    play(st, 2, f"bid {kw}", "add 3 1", "confirm")
    assert st.tcol[kw] == G
    assert f"bid {kw}" not in legal(st, 0)  # seat 0 has no green


def test_4a_counter_bid_in_other_colour():
    """keyflower §3.4 4a, §6.4: counter-bid in another colour; not against green."""
    st = _st()
    kw = tid("keywood")
    put(st, 1, "sboat4a", 1, 0)
    play(st, 0, f"bid {kw}", "add 1 1", "confirm")
    play(st, 1, f"bid {kw}")
    adds = {m for m in legal(st, 1) if m.startswith("add")}
    assert "add 0 2" in adds and "add 2 2" in adds
    play(st, 1, "add 0 2", "confirm")
    assert st.bidc[kw * 3 + 1] == B and st.tcol[kw] == R


def test_4b_mixes_colours_on_occupied_tile():
    """keyflower §3.4 4b: using an occupied tile ignores the colour rule and may mix colours."""
    st = _st()
    kw = tid("keywood")
    put(st, 1, "sboat4b", 1, 0)
    play(st, 0, f"use {kw}", "add 1 1", "confirm")
    play(st, 1, f"use {kw}", "add 0 1")
    assert "add 2 1" in legal(st, 1)
    play(st, 1, "add 2 1", "confirm")
    assert st.use_k[kw * 4 + B] == 1 and st.use_k[kw * 4 + Y] == 1


def test_illegal_placement_is_refused():
    """keyflower §6.1: a wrong colour is refused with IllegalAction and changes nothing."""
    st = _st()
    kw = tid("keywood")
    play(st, 0, f"bid {kw}", "add 1 1", "confirm")
    play(st, 1, f"bid {kw}")
    with pytest.raises(IllegalAction):
        st.apply(1, "add 0 2")


def test_season_ends_after_all_pass_in_a_row():
    """keyflower §5: the season ends when all players pass in succession; an action resets the count."""
    st = _st()
    play(st, 0, "pass")
    play(st, 1, "pass")
    kw = tid("keywood")
    play(st, 2, f"bid {kw}", "add 0 1", "confirm")
    assert st.passes == 0
    play(st, 0, "pass")
    play(st, 1, "pass")
    assert st.season == 0
    play(st, 2, "pass")
    assert st.phase in ("boat", "village") or st.season == 1


def test_4a_colour_takes_over_when_the_opponents_leave():
    """keyflower §6.4 / §3.4 4a (seed 4a: 相手が撤退した場合 4a の色が基準): once every opposing bid has
    left a tile with no uses, the 4a holder's colour becomes the tile's colour."""
    st = _st()
    kw, sb = tid("keywood"), tid("stable")
    put(st, 1, "sboat4a", 1, 0)
    play(st, 0, f"bid {kw}", "add 1 1", "confirm")       # red 1
    play(st, 1, f"bid {kw}", "add 0 2", "confirm")       # 4a: blue 2 (seat 0 outbid)
    play(st, 2, "pass")
    assert st.tcol[kw] == R
    play(st, 0, f"bid {sb}", f"merge {kw}", "confirm")   # seat 0's red group leaves the Keywood
    assert st.tcol[kw] == B
    play(st, 1, "pass")
    play(st, 2, f"bid {kw}")                             # others now follow blue
    adds = {m for m in legal(st, 2) if m.startswith("add")}
    assert adds and all(m.startswith("add 0") for m in adds)


def test_4a_cannot_counter_a_green_tile():
    """keyflower §15.17: 4a cannot counter-bid against a green bid."""
    st = _st()
    kw = tid("keywood")
    put(st, 0, "sboat4a", 1, 0)
    setting(st, turn=2)
    play(st, 2, f"bid {kw}", "add 3 1", "confirm")        # green
    assert f"bid {kw}" not in legal(st, 0)                # seat 0 (4a) holds no green


def test_4b_still_one_colour_on_an_empty_tile():
    """keyflower §3.4 4b: on a tile with no bids and no uses yet, one colour as normal."""
    st = _st()
    kw = tid("keywood")
    put(st, 0, "sboat4b", 1, 0)
    play(st, 0, f"use {kw}", "add 1 1")
    adds = {m for m in legal(st, 0) if m.startswith("add")}
    assert adds and all(m.startswith("add 1") for m in adds)


def test_outbid_groups_merge_with_each_other():
    """keyflower §6.4: losing groups of one colour may be merged into one new placement."""
    st = _st()
    kw, gm, sb = tid("keywood"), tid("goldmine"), tid("stable")
    play(st, 0, f"bid {kw}", "add 1 1", "confirm")
    play(st, 1, f"bid {kw}", "add 1 2", "confirm")
    play(st, 2, "pass")
    play(st, 0, f"bid {gm}", "add 1 1", "confirm")
    play(st, 1, "pass")
    play(st, 2, f"bid {gm}", "add 1 2", "confirm")
    play(st, 0, f"bid {sb}", f"merge {kw}", f"merge {gm}", "confirm")
    assert st.bidn[sb * 3 + 0] == 2 and st.bidn[kw * 3 + 0] == 0 and st.bidn[gm * 3 + 0] == 0
    st.check_invariants()


def test_use_after_a_use_of_two_needs_three():
    """keyflower §6.3 (seed example 店): a first use of 2 makes the next need 3, and then the tile is full
    for practical purposes (a further use would need 4 > 6 - 5)."""
    st = _st()
    wk = tid("workshop")
    play(st, 0, f"use {wk} 3", "add 0 2", "confirm")
    play(st, 1, f"use {wk} 3")
    assert "confirm" not in legal(st, 1)
    assert all(m.startswith("add 0") for m in legal(st, 1) if m.startswith("add"))   # blue, the tile's colour
    play(st, 1, "add 0 3", "confirm")
    assert f"use {wk} 3" not in {a for a in legal(st, 2)} and not any(m.startswith(f"use {wk}") for m in legal(st, 2))
