"""Final scoring, every line (white_castle §13, §1.14)."""

from __future__ import annotations

import pytest

from eurogames.games.white_castle.scoring import (
    breakdown,
    courtier_points,
    garden_points,
    passage_points,
    resource_points,
    warrior_points,
)

from .builders import new_game, set_res


@pytest.mark.parametrize("n,pts", [(0, 0), (2, 0), (3, 1), (6, 1), (7, 2)])
def test_resource_points(n: int, pts: int) -> None:
    """white_castle §13: food/iron/pearl each 0-2 → 0, 3-6 → 1, 7 → 2."""
    assert resource_points(n) == pts


@pytest.mark.parametrize("pos,pts", [(0, 0), (5, 0), (6, 3), (10, 3), (11, 6), (14, 6), (15, 10),
                                     (16, 11), (17, 12), (18, 13), (19, 14), (20, 15)])
def test_passage_points(pos: int, pts: int) -> None:
    """white_castle §1.14: 0 / 3 / 6 / printed 10-15 by position."""
    assert passage_points(pos) == pts


def test_courtier_points_by_floor() -> None:
    """white_castle §13: Gate 1, 1st floor 3, 2nd floor 6, 3rd floor 10 per courtier."""
    assert courtier_points([1, 0, 0, 0]) == 1
    assert courtier_points([0, 1, 0, 0]) == 3
    assert courtier_points([0, 0, 1, 0]) == 6
    assert courtier_points([0, 0, 0, 1]) == 10
    assert courtier_points([2, 1, 1, 1]) == 21


def test_warrior_points_multiply_by_courtiers_inside() -> None:
    """white_castle §13, §15: (yard values 1/1/2 per warrior) × courtiers on floors 1-3 (not Gate)."""
    assert warrior_points([1, 1, 1], [3, 0, 0, 0]) == 0
    assert warrior_points([1, 1, 1], [0, 1, 0, 0]) == 4
    assert warrior_points([2, 0, 1], [1, 1, 1, 1]) == 12


def test_garden_points() -> None:
    """white_castle §13, §1.9: the end CP (2×food−1) of the cards holding the clan's gardeners."""
    assert garden_points(["P1", "R6", "R10"]) == 9 + 1 + 5


def test_coins_and_seals_line() -> None:
    """white_castle §13, §11: (coins + seals) // 5."""
    b = breakdown(cp=0, coins=7, seals=3, food=0, iron=0, pearl=0, pot=0, courtiers=[0] * 4,
                  warriors=[0] * 3, gardens=[], order_position=0)
    assert b.categories["coins_and_seals"] == 2
    b = breakdown(cp=0, coins=6, seals=3, food=0, iron=0, pearl=0, pot=0, courtiers=[0] * 4,
                  warriors=[0] * 3, gardens=[], order_position=0)
    assert b.categories["coins_and_seals"] == 1


def test_state_scores_all_lines() -> None:
    """white_castle §13: the state gathers every category; the total is their sum."""
    st = new_game(2, seed=2)
    s = 0
    set_res(st, s, food=7, iron=3, pearl=1, coins=9, seals=1, cp=12)
    pb = st.p[s]
    pb.pot = 16
    pb.courtiers = [1, 1, 0, 1]
    pb.home = [2, 3, 2]
    pb.warriors = [1, 1, 1]
    st.gardens = ("P1", "R6", "P2", "R7", "P3", "R8")
    st.gardeners = [1, 0, 0, 0, 1, 0]
    sc = st.scores()[s]
    assert sc.categories == {"cp_during_game": 12, "coins_and_seals": 2, "food": 2, "iron": 1,
                             "pearl": 0, "passage_of_time": 11, "courtiers": 14,
                             "warriors": 8, "gardeners": 16}
    assert sc.total == 66


def test_tie_break_by_final_turn_order() -> None:
    """white_castle §13: among tied totals, the player earlier in the final turn order wins."""
    st = new_game(3, seed=2)
    for s in range(3):
        set_res(st, s, cp=10)
        st.p[s].pot = 0
        st.p[s].courtiers = [0, 0, 0, 0]
        st.p[s].home = [5, 5, 5]
        st.p[s].warriors = [0, 0, 0]
    st.gardeners = [0] * 6
    st.order = [2, 0, 1]
    assert st.ranking() == [[2], [0], [1]]
