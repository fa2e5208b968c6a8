"""Features of the bots' tuned evaluation (heuristic.py) on built positions: each feature's value,
and that it enters the evaluation only through its weight. Strength is measured by tournaments
(benchmarks/results/bots-cob-2026-11-28.md), never here."""

from __future__ import annotations

from typing import Any

import pytest

from eurogames.games.castles_of_burgundy import data as D
from eurogames.games.castles_of_burgundy import heuristic as H
from eurogames.games.castles_of_burgundy.rules import M_TAKE_B
from eurogames.games.castles_of_burgundy.state import CobState

from .builders import (
    building,
    clear_storage,
    depot_tile,
    edit,
    give,
    me,
    new,
    put,
    set_dice,
    set_seat,
)

# Board 1 (rules §2.3): pasture A1 = spaces 1, 5, 6, 10, 11; city B1 = 9, 14, 15;
# knowledge K1 = 4, 8, 13; the starting castle is on 19, next to 12, 13, 18, 20, 25, 26.


def _scene() -> tuple[CobState, int]:
    st = new(2, seed=3)
    p = me(st)
    clear_storage(st, p)
    return st, p


def _last_round(st: CobState) -> None:
    """Round 5 of phase E, the seat to move playing last (one turn left, its rival none)."""
    p = me(st)

    def change(d: dict[str, Any]) -> None:
        d.update(phase="E", round=5, round_goods=[], order=[1 - p, p], to_move=p)
    assert edit(st, change)


def test_turns_left_counts_the_current_turn_and_drops_a_played_one() -> None:
    """§5: 5 phases x 5 rounds, one turn per seat per round."""
    st, p = _scene()
    assert H.turns_left(st, p) == 25
    _last_round(st)
    assert H.turns_left(st, p) == 1
    assert H.turns_left(st, 1 - p) == 0


def test_dead_spaces_are_the_empty_spaces_of_started_regions_out_of_reach() -> None:
    """§8.1: a region scores only when complete; with one turn left a started pasture of five with
    four empty spaces cannot be, a city of three with one empty space still can."""
    st, p = _scene()
    put(st, p, 13, "knowledge", 3)   # K1: 1 of 3
    put(st, p, 12, "building", building("bank"))    # B2 (size 1): complete, never dead
    put(st, p, 11, "animal", 0, 2)   # A1: 1 of 5
    put(st, p, 14, "building", building("church"))  # B1: 1 of 3
    put(st, p, 15, "building", building("market"))  # B1: 2 of 3
    assert H.dead_spaces(st, p) == 0          # 25 turns left: everything is in reach
    _last_round(st)
    assert H.dead_spaces(st, p) == 4 + 2      # A1 (4 empty) and K1 (2 empty); B1 needs one
    assert H.dead_spaces(st, 1 - p) == 0      # the rival started nothing


def test_completable_points_count_a_region_a_stored_tile_can_finish() -> None:
    """§8.1: completing a region of three in phase A scores 6 + 10; the city rule (§6.4) forbids
    a second bank in the same city, so a stored bank completes nothing."""
    st, p = _scene()
    put(st, p, 12, "building", building("watchtower"))  # B2, a city of one: complete
    put(st, p, 13, "knowledge", 3)
    put(st, p, 14, "building", building("bank"))
    put(st, p, 15, "building", building("church"))   # B1: space 9 left, open (next to 14, 15)
    assert H.completable_points(st, p) == 0
    give(st, p, "building", building("bank"))
    assert H.completable_points(st, p) == 0
    give(st, p, "building", building("market"))
    assert H.completable_points(st, p) == D.REGION_VP[3] + D.PHASE_BONUS[0]
    give(st, p, "building", building("watchtower"))  # the same region counts once
    assert H.completable_points(st, p) == D.REGION_VP[3] + D.PHASE_BONUS[0]


def test_stored_animal_points_use_the_best_open_pasture() -> None:
    """§7.5: an animal tile scores its animals plus those of its kind already in the pasture."""
    st, p = _scene()
    put(st, p, 12, "building", building("bank"))
    put(st, p, 11, "animal", 0, 3)     # A1 holds three animals of kind 0; 5, 6, 10 are open
    assert H.stored_animal_points(st, p) == 0
    give(st, p, "animal", 0, 4)
    assert H.stored_animal_points(st, p) == 4 + 3
    give(st, p, "animal", 1, 2)        # another kind: only its own animals
    assert H.stored_animal_points(st, p) == 4 + 3 + 2


def test_mine_silver_left_is_one_per_mine_and_phase_end_to_come() -> None:
    """§5.3: every mine pays a silverling at each phase end, the current one included."""
    st, p = _scene()
    assert H.mine_silver_left(st, p) == 0
    put(st, p, 25, "mine")
    assert H.mine_silver_left(st, p) == 5
    _last_round(st)
    assert H.mine_silver_left(st, p) == 1


@pytest.mark.parametrize(("name", "feature"), [
    ("cover", H.dead_spaces), ("complete", H.completable_points), ("animal", H.stored_animal_points),
    ("mine", H.mine_silver_left), ("ready", H.ready_tiles)])
def test_a_feature_enters_the_evaluation_by_its_weight(name: str, feature: Any) -> None:
    """At weight 0 a feature changes nothing (the defaults reproduce the baseline); at weight x
    it adds x times its value."""
    st, p = _scene()
    put(st, p, 13, "knowledge", 3)
    put(st, p, 14, "building", building("bank"))
    put(st, p, 15, "building", building("church"))
    put(st, p, 25, "mine")
    put(st, p, 12, "building", building("watchtower"))
    put(st, p, 11, "animal", 0, 3)
    give(st, p, "building", building("market"))
    give(st, p, "animal", 0, 2)
    _last_round(st)
    w0 = dict(H.DEFAULTS)
    w1 = dict(w0, **{name: 0.5})
    value = feature(st, p)
    assert value > 0
    assert H.tuned_value(st, p, w1) - H.tuned_value(st, p, w0) == pytest.approx(0.5 * value)


def test_ready_tiles_count_stored_tiles_an_unused_die_can_place() -> None:
    """§6.4, §6.1: a stored building fits the open city spaces 12 and 26, both showing 3; a die
    of 3 places it, a die of 1 needs two workers."""
    st, p = _scene()
    set_seat(st, p, workers=0)
    give(st, p, "building", building("bank"))
    set_dice(st, p, 1, 1)
    assert H.ready_tiles(st, p) == 0
    set_seat(st, p, workers=2)
    assert H.ready_tiles(st, p) == 1
    set_seat(st, p, workers=0)
    set_dice(st, p, 3, 5)
    assert H.ready_tiles(st, p) == 1
    assert H.ready_tiles(st, 1 - p) == 0   # not the rival's turn


def test_stale_tiles_are_stored_tiles_no_die_is_left_to_place() -> None:
    """§6: two die actions a turn; §9: stored tiles score nothing. In the last turn with both dice
    unused two of three stored tiles can still be placed; with one die used, one; the rival, whose
    turns are over, can place none."""
    st, p = _scene()
    give(st, p, "building", building("bank"))
    give(st, p, "animal", 0, 2)
    give(st, p, "mine")
    assert H.stale_tiles(st, p) == 0      # 25 turns left
    _last_round(st)
    assert H.stale_tiles(st, p) == 1
    st.used[0] = 1
    assert H.stale_tiles(st, p) == 2
    assert H.stale_tiles(st, 1 - p) == 0  # the rival stores nothing


def test_kinds_held_count_placed_and_placeable_stored_tiles_by_kind() -> None:
    """§2.4: the starting castle is not counted; §6.4: a stored tile counts when an open space of
    its colour exists (the city spaces 12 and 26 touch the castle). The kind weights add their
    weight per tile held."""
    st, p = _scene()
    assert H.kinds_held(st, p) == [0] * 6
    put(st, p, 25, "mine")
    put(st, p, 13, "knowledge", 3)
    give(st, p, "building", building("bank"))
    held = H.kinds_held(st, p)
    assert held[D.MINE] == 1 and held[D.KNOWLEDGE] == 1 and held[D.BUILDING] == 1
    assert sum(held) == 3
    w0 = dict(H.DEFAULTS)
    w1 = dict(w0, k_mine=2.0, k_building=-1.0)
    assert H.tuned_value(st, p, w1) - H.tuned_value(st, p, w0) == pytest.approx(2.0 - 1.0)


def test_effects_value_a_pending_effect_by_a_share_of_its_best_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """§7.4: a placed carpenter's workshop lets its owner take a building from a numbered depot.
    The state still waiting for that answer holds no new tile; at ``effects`` 0 it is valued as it
    stands (the defaults reproduce the baseline), at 1 by its best answer, at 0.5 half-way."""
    st, p = _scene()
    depot_tile(st, 0, 1, "building", building("bank"))
    st.modes.append(M_TAKE_B)
    st.invalidate()
    assert st.active_players() == [p]
    monkeypatch.setattr(H, "W", dict(H.DEFAULTS))
    now = H.evaluate(st, p)
    assert now == pytest.approx(H.baseline(st, p))
    best = max(H.evaluate(_after(st, p, a), p) for a in st.legal_actions(p))
    assert best > now                      # a stored bank with an open city space is worth a tile
    monkeypatch.setattr(H, "W", dict(H.DEFAULTS, effects=1.0))
    assert H.evaluate(st, p) == pytest.approx(best)
    monkeypatch.setattr(H, "W", dict(H.DEFAULTS, effects=0.5))
    assert H.evaluate(st, p) == pytest.approx((now + best) / 2)


def _after(st: CobState, p: int, a: Any) -> CobState:
    s2 = st.clone()
    s2.apply(p, a)
    return s2


def test_plan_points_value_the_open_regions_this_phase_can_finish() -> None:
    """§8.1: a region scores its points plus the phase bonus (A: 10) when complete. At the start
    the castle (19) opens six regions: the city of one at 12 (1 + 10 points, one empty space:
    half), four regions of three (6 + 10, a quarter each) and the city of five at 26 (15 + 10,
    a sixth). A stored bank fills the city of one (the closest to done): it counts fully. In
    the phase's last turn (two die actions) only that city can still be finished; a new phase
    would count them all again, so the rival, whose turns in this phase are over, counts none."""
    st, p = _scene()
    assert H.plan_points(st, p) == pytest.approx(11 / 2 + 4 * 16 / 4 + 25 / 6)
    give(st, p, "building", building("bank"))
    assert H.plan_points(st, p) == pytest.approx(11 + 4 * 16 / 4 + 25 / 6)

    def change(d: dict[str, Any]) -> None:
        d.update(phase="A", round=5, round_goods=[], order=[1 - p, p], to_move=p)
    assert edit(st, change)
    assert H.plan_points(st, p) == pytest.approx(11)
    st.used[0] = 1                      # one die action left: a stored tile placed, still enough
    assert H.plan_points(st, p) == pytest.approx(11)
    assert H.plan_points(st, 1 - p) == 0
    w0 = dict(H.DEFAULTS)
    assert H.tuned_value(st, p, dict(w0, plan=0.5)) - H.tuned_value(st, p, w0) == pytest.approx(0.5 * 11)
