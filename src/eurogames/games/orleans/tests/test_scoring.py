"""Development track, end scoring and the tie-breaker (rules/orleans.md §2.3, §12)."""

from __future__ import annotations

import pytest

from eurogames.games.orleans.data import CITY_INDEX
from eurogames.games.orleans.rules import advance_dev, finish
from eurogames.games.orleans.scoring import dev_level, most_stations, score

from .builders import fresh, give_goods


@pytest.mark.parametrize("dev,level", [(0, 1), (3, 1), (4, 2), (8, 2), (9, 3), (14, 3), (15, 4), (21, 4),
                                       (22, 5), (29, 5), (30, 6)])
def test_development_levels(dev: int, level: int) -> None:
    """§2.3: level bands 0-3/4-8/9-14/15-21/22-29/30."""
    assert dev_level(dev) == level


def test_development_coins_every_player_onto_or_past() -> None:
    """§2.3: coin spaces 7/12/25 pay 3/4/5 to everyone moving onto or past them."""
    st = fresh()
    advance_dev(st, 0, 7, [])
    advance_dev(st, 1, 13, [])
    assert st.coins == [5 + 3, 5 + 3 + 4]
    advance_dev(st, 0, 30, [])
    assert st.dev[0] == 30 and st.coins[0] == 5 + 3 + 4 + 5   # beyond 30 is lost


def test_development_citizens_first_to_reach() -> None:
    """§2.3 [U]: the first marker reaching (or passing) 3/18/28 takes the citizen there."""
    st = fresh()
    advance_dev(st, 0, 3, [])
    assert st.dev_cit == [0, -1, -1]
    advance_dev(st, 1, 19, [])
    assert st.dev_cit == [0, 1, -1] and st.citizens == [1, 1]
    st2 = fresh(dev_citizens="beyond")
    advance_dev(st2, 0, 3, [])
    assert st2.dev_cit == [-1, -1, -1]
    advance_dev(st2, 0, 1, [])
    assert st2.dev_cit == [0, -1, -1]


def test_score_formula() -> None:
    """§12.2: coins + goods values + (stations + citizens) x level."""
    s = score(coins=10, goods=[1, 1, 1, 1, 1], stations=3, citizens=2, dev=15)
    assert s.categories == {"coins": 10, "goods": 15, "stations": 12, "citizens": 8}
    assert s.total == 45 and s.tiebreak == (15,)


def test_most_stations_citizen_and_tie() -> None:
    """§12.1: the most stations on the map takes the 14th citizen; a tie gives it to nobody."""
    assert most_stations([3, 2]) == 0
    assert most_stations([3, 3, 1]) == -1
    assert most_stations([0, 0]) == -1
    st = fresh()
    for c in ("blois", "tours"):
        st.city_st[CITY_INDEX[c]].append(1)
        st.stock[1] -= 1
    finish(st, [])
    assert st.station_cit == 1 and st.citizens == [0, 1]


def test_final_scores_and_tiebreak() -> None:
    """§12.3: higher total wins; ties go to the further development marker; else shared."""
    st = fresh()
    give_goods(st, 0, brocade=1)         # 5 + 5 = 10
    st.coins[1] += 5
    st.gained[1] += 5                    # 10
    st.dev[1] = 3                        # level 1 still
    assert [s.total for s in st.scores()] == [10, 10]
    assert st.ranking() == [[1], [0]]
    st.dev[1] = 0
    assert st.ranking() == [[0, 1]]


def test_full_game_final_score_matches_breakdown() -> None:
    """§12: after a whole game, the totals equal the recomputed formula."""
    from eurogames.bots.random_bot import random_playout
    from eurogames.core import Rng
    st = fresh(3, seed=11)
    random_playout(st, Rng(2), check=True)
    for p, s in enumerate(st.scores()):
        lvl = dev_level(st.dev[p])
        goods = sum(n * v for n, v in zip(st.goods[p], (1, 2, 3, 4, 5)))
        assert s.total == st.coins[p] + goods + (st.stations_on_map(p) + st.citizens[p]) * lvl
