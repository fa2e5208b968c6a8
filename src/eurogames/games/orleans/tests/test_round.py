"""Set-up and round structure (rules/orleans.md §1.2, §5, §6, §8, §9.3)."""

from __future__ import annotations

import pytest

from eurogames.core import Event
from eurogames.games.orleans.data import (
    EDGES,
    GOOD_COUNT,
    KNIGHT,
    MONK,
    NEUTRAL_4P,
    REMOVE,
    SCHOLAR,
    SPACE_START,
    T_KNIGHT,
    goods_spaces,
)
from eurogames.games.orleans.rules import S_ACT, S_DRAW, S_DRAW_SETUP, S_PLAN

from .builders import action_phase, drawing, fresh, notations, put, to_bag, to_market


@pytest.mark.parametrize("players,spaces,removed", [(2, 43, 12), (3, 48, 6), (4, 52, 0)])
def test_setup_counts(players: int, spaces: int, removed: int) -> None:
    """§1.2/§5: neutral followers, goods on the map (43/48/52), goods removed (12/6/0)."""
    st = fresh(players)
    assert st.supply_f == [NEUTRAL_4P[t] - REMOVE[players][t] for t in range(7)]
    assert sum(goods_spaces(players, x) for (_a, _b, _k, x) in EDGES) == spaces
    assert sum(len(e) for e in st.edge_goods) == spaces
    assert sum(st.removed_g) == removed
    assert sum(st.supply_g) == sum(GOOD_COUNT) - spaces - removed
    assert st.coins == [5] * players and st.stock == [10] * players
    assert all(sorted(m) == [7, 8, 9, 10] for m in st.market) and all(b == [] for b in st.bag)
    assert st.round == 1 and st.event == 0 and st.start_player == 0
    assert st.stage == S_PLAN            # round 1: nothing to draw, straight to planning
    assert st.active_players() == list(range(players))


def test_round_one_only_one_of_four_places() -> None:
    """§5/§13: with the four colour followers exactly one of Farmhouse/Village/University/Castle fits."""
    st = fresh()
    for place, followers in (("village", ("own-farmer", "own-boatman", "own-craftsman")),
                             ("university", ("own-farmer", "own-craftsman", "own-trader")),
                             ("castle", ("own-farmer", "own-boatman", "own-trader")),
                             ("farmhouse", ("own-boatman", "own-craftsman"))):
        s = fresh()
        for i, f in enumerate(followers):
            s.apply(0, f"place {f} {place} {i + 1}")
        assert sorted(s.market[0]) != [] or place != "village"
    assert st.legal_actions(0)


def test_planning_is_simultaneous_and_partial_allowed() -> None:
    """§6.4: all seats plan at once; partial placements stay for later rounds."""
    st = fresh()
    st.apply(1, "place own-farmer village 1")
    st.apply(0, "place own-trader university 3")
    st.apply(0, "done")
    assert st.active_players() == [1]
    st.apply(1, "done")
    # action phase: nobody has an activated place -> everybody passes automatically, next round
    assert st.round == 2
    assert st.slots[1][SPACE_START[1]] == 7          # the own farmer stayed on the village
    assert st.slots[0][SPACE_START[2] + 2] == 10


def test_draw_up_to_knight_value_and_recall() -> None:
    """§6.3: draw up to the knight value; each declined draw may move a placed follower back."""
    st = fresh()
    put(st, 0, "village", "own-farmer", "own-boatman", None)
    for p in range(2):
        st.bag[p].extend(st.market[p])
        st.market[p] = []
    to_bag(st, 0, "knight", "scholar", "monk", "trader", "trader")
    drawing(st)
    assert st.stage == S_DRAW
    assert notations(st, 0) == ["draw 4", "draw 3", "draw 2", "draw 1", "draw 0"]
    st.apply(0, "draw 2")
    assert len(st.market[0]) == 2
    legal = notations(st, 0)
    assert set(legal) == {"recall village 1", "recall village 2", "done"}
    st.apply(0, "recall village 2")
    assert 8 in st.market[0] and st.draw_left[0] == 1
    st.apply(0, "done")
    assert st.draw_mode[0] == 0
    st.check_invariants()


def test_draw_capped_by_market_and_bag() -> None:
    """§3.1/§6.3: at most 8 in the market (10 with the Gunpowder Tower); never more than the bag."""
    st = fresh()
    st.tracks[0][T_KNIGHT] = 5
    for p in range(2):
        st.bag[p].extend(st.market[p])
        st.market[p] = []
    to_market(st, 0, "knight", "knight", "knight", "knight", "knight")
    to_bag(st, 0, "scholar", "scholar", "scholar", "scholar", "scholar")
    drawing(st)
    assert notations(st, 0)[0] == "draw 3"       # 5 in market + 3 = 8
    st = fresh()
    to_bag(st, 1, "scholar")
    st.bag[1].extend(st.market[1])
    st.market[1] = []
    st.bag[1] = [SCHOLAR] + st.bag[1][-4:]
    drawing(st)
    assert notations(st, 1)[0] == "draw 4"


def test_empty_bag_is_not_a_declined_draw() -> None:
    """§6.3: only followers a player *declines* to draw let placed followers go back to the market;
    draws the bag cannot supply are not declined, so an empty bag allows no recall."""
    st = fresh()
    put(st, 0, "village", "own-farmer", None, None)
    put(st, 0, "castle", None, "own-boatman", None)
    put(st, 0, "university", None, "own-craftsman", "own-trader")
    ev: list[Event] = []
    st.stage = S_DRAW_SETUP
    st._advance(ev)
    st.invalidate()
    assert st.draw_mode[0] == 0 and st.draw_left[0] == 0
    assert 0 not in st.active_players()
    assert any(e.kind == "auto" and e.seat == 0 for e in ev)


def test_short_bag_limits_declines() -> None:
    """§6.3: with 2 followers in the bag and knight value 4, drawing 1 declines only 1."""
    st = fresh()
    put(st, 0, "village", "own-farmer", "own-boatman", None)
    put(st, 0, "castle", None, None, "own-trader")
    st.bag[0].append(st.market[0].pop())          # own craftsman into the bag
    to_bag(st, 0, "knight")
    drawing(st)
    assert notations(st, 0) == ["draw 2", "draw 1", "draw 0"]
    st.apply(0, "draw 1")
    assert st.draw_left[0] == 1
    st.apply(0, "recall castle 3")
    assert st.draw_mode[0] == 0
    st.check_invariants()


def test_monk_follows_exact_action_rule_and_followers_return() -> None:
    """§3.3: followers on a used place return to the bag; technology stays."""
    st = action_phase(fresh())
    put(st, 0, "castle", "tech", "monk", "own-trader")
    put(st, 1, "scriptorium", "knight", "scholar")
    st.apply(0, "use castle -")
    assert st.slots[0][SPACE_START[3]] == -2
    assert MONK in st.bag[0] and 10 in st.bag[0] and KNIGHT in st.bag[0]


def test_pass_is_final_for_the_round() -> None:
    """§6.5: a player who passed takes no more actions this round."""
    st = action_phase(fresh())
    put(st, 0, "scriptorium", "knight", "scholar")
    put(st, 1, "scriptorium", "knight", "scholar")
    put(st, 1, "castle", "own-farmer", "own-boatman", "own-trader")
    st.apply(0, "pass")
    st.apply(1, "use scriptorium -")
    assert st.turn == 1 and st.active_players() == [1]
    st.apply(1, "use castle -")
    assert st.round == 2


def test_eighteen_rounds_start_player_rotates() -> None:
    """§6.7: the start player passes left each round; the game ends after round 18."""
    from eurogames.core import Rng
    st = fresh(3, seed=4)
    rng = Rng(1)
    starts: dict[int, int] = {}
    while not st.is_over():
        starts.setdefault(st.round, st.start_player)
        act = st.active_players()
        p = act[0]
        legal = st.legal_actions(p)
        # prefer "done"/"draw max"/"pass" to finish quickly
        pick = next((a for a in legal if a.type in ("done", "pass")), legal[rng.below(len(legal))])
        st.apply(p, pick)
    assert st.round == 18 and len(st.events_seen) == 18 and st.events_seen[0] == 0
    assert [starts[r] for r in range(1, 19)] == [(r - 1) % 3 for r in range(1, 19)]
    assert sorted(st.events_seen) == sorted([e for e in range(6) for _ in range(3)])


def test_banded_hourglass() -> None:
    """§9.3 [U]: banded mode draws the A band (after the start tile) before B and C."""
    st = fresh(hourglass="banded")
    assert st.hourglass == [[], [1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5]]


def test_exclusion_variant() -> None:
    """§4 variant: each player removes one tile (two each with 2 players) before round 1."""
    st = fresh(exclusion=True)
    assert st.active_players() == [0] and all(a.startswith("exclude") for a in notations(st, 0))
    for p in (0, 1, 0, 1):
        assert st.active_players() == [p]
        st.apply(p, st.legal_actions(p)[0])
    assert (st.tiles_removed).bit_count() == 4 and st.round == 1 and st.stage == S_PLAN
    st.check_invariants()
    st3 = fresh(3, exclusion=True)
    for p in (0, 1, 2):
        st3.apply(p, st3.legal_actions(p)[-1])
    assert (st3.tiles_removed).bit_count() == 3
    assert S_ACT == 8


def test_forced_choices_are_logged() -> None:
    """Forced single-option steps are taken automatically and each is logged (§6.4, §6.5)."""
    st = fresh()
    ev: list[Event] = []
    st.stage = S_DRAW_SETUP
    st._advance(ev)                                   # round 1: bags empty -> no draw, logged
    assert sum(1 for e in ev if e.kind == "auto" and e.data.get("forced") == "draw") == 2
    ev = st.apply(0, "done") + st.apply(1, "done")    # nobody activated anything -> auto passes
    auto = [e for e in ev if e.kind == "auto" and e.data.get("forced") == "pass"]
    assert {e.seat for e in auto} == {0, 1}
    assert all(e.text and e.text["en"] and e.text["ja"] for e in auto)


def test_recalls_unused_option_counts_short_bag() -> None:
    """§6.3, option recalls=unused (looser reading): an empty bag still lets placed followers return."""
    st = fresh(recalls="unused")
    put(st, 0, "village", "own-farmer", None, None)
    put(st, 0, "castle", None, "own-boatman", None)
    put(st, 0, "university", None, "own-craftsman", "own-trader")
    drawing(st)
    assert st.draw_mode[0] == 2 and st.draw_left[0] == 4
    assert "recall castle 2" in notations(st, 0)
