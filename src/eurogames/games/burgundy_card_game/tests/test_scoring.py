"""Final scoring and tie-break (§9)."""

from __future__ import annotations

import functools

from eurogames.games.burgundy_card_game.scoring import animal_sets, player_score, triple_points
from eurogames.games.burgundy_card_game.tests.builders import finish_round, new


def test_animal_sets_seed_example():
    """§9.5, the seed's example: 3 sheep, 2 pigs, 1 chicken, 1 cow = 4 + 1 = 5; one sheep unused."""
    # chicken, cow, sheep, pig
    assert animal_sets([1, 1, 3, 2]) == (5, 1)


def test_animal_set_values():
    """§9.5: sets of 2/3/4 different kinds score 1/2/4; single kinds nothing."""
    assert animal_sets([0, 0, 0, 0]) == (0, 0)
    assert animal_sets([2, 0, 0, 0]) == (0, 2)
    assert animal_sets([1, 1, 0, 0]) == (1, 0)
    assert animal_sets([1, 1, 1, 0]) == (2, 0)
    assert animal_sets([2, 2, 2, 2]) == (8, 0)


def test_animals_in_the_state_score():
    """§9.5 through scores(): the seed's animals give 5 in the breakdown."""
    st = new(2)
    st.animal_piles[0].extend(k for k in range(4) for _ in range(st.ps[0].animals[k]))
    st.ps[0].animals = [0, 0, 0, 0]
    want = [1, 1, 3, 2]
    for k, n in enumerate(want):
        for _ in range(n):
            for pile in st.animal_piles:
                if k in pile:
                    pile.remove(k)
                    break
    st.ps[0].animals = want
    st.check_invariants()
    assert st.scores()[0].categories["animals"] == 5


def test_triple_points():
    """§9.1: (n // 3) x the type's value per column."""
    assert triple_points([3, 0, 0, 0, 0, 0, 0]) == 2
    assert triple_points([0, 0, 3, 0, 0, 0, 0]) == 6
    assert triple_points([5, 0, 0, 0, 0, 0, 6]) == 2 + 6


def test_breakdown_and_tiebreak():
    """§9: categories sum to the total; tie-break = workers + silver + unsold goods + animals
    outside sets (U9 default), or all animals (option)."""
    sc = player_score([3, 0, 0, 0, 0, 0, 0], 0b1, 3, 4, [2, 0, 1], [0, 0, 2, 0], [1, 0, 0], 2, 1, True)
    assert sc.categories == {"triples": 2, "first_bonus": 1, "all_seven": 3, "vp_cards": 4, "goods": 3,
                             "animals": 0, "start_player": 1}
    assert sc.total == 14
    assert sc.tiebreak == (1 + 2 + 1 + 2,)
    sc2 = player_score([0] * 7, 0, 0, 0, [0] * 3, [1, 1, 0, 0], [0] * 3, 0, 0, False, True)
    assert sc2.tiebreak == (2,)
    sc3 = player_score([0] * 7, 0, 0, 0, [0] * 3, [1, 1, 0, 0], [0] * 3, 0, 0, False)
    assert sc3.tiebreak == (0,)


def test_ranking_uses_the_tiebreak():
    """§9: equal totals, more storage cards wins."""
    st = new(2)
    for _ in range(5):
        finish_round(st)
    p0, p1 = st.ps
    # equalise totals, then give seat 1 more silver
    st.start_holder = 0
    p0.vp, p1.vp = 10, 11
    p0.sold = p1.sold = [0, 0, 0]
    p0.animals, p1.animals = [0, 0, 0, 0], [0, 0, 0, 0]
    p0.cols, p1.cols = [0] * 7, [0] * 7
    p0.first = p1.first = p0.all7 = p1.all7 = 0
    p0.silver, p1.silver, p0.workers, p1.workers = 1, 5, 0, 0
    p0.goods, p1.goods = [0, 0, 0], [0, 0, 0]
    a, b = st.scores()
    assert a.total == b.total == 11
    assert st.ranking() == [[1], [0]]


def _brute(animals: tuple[int, ...]) -> int:
    """Best split of the animals into sets of different kinds, by exhaustive search."""
    from itertools import combinations

    from eurogames.games.burgundy_card_game.data import ANIMAL_SET_VP

    @functools.cache
    def best(counts: tuple[int, ...]) -> int:
        kinds = [k for k in range(4) if counts[k]]
        if not kinds:
            return 0
        out = 0
        for size in range(1, len(kinds) + 1):
            for combo in combinations(kinds, size):
                rest = tuple(c - (1 if k in combo else 0) for k, c in enumerate(counts))
                out = max(out, ANIMAL_SET_VP[size] + best(rest))
        return out

    return best(animals)


def test_layered_animal_sets_are_optimal():
    """§9.5: the layer grouping equals the best of all groupings (exhaustive for up to 3 each)."""
    from itertools import product
    for counts in product(range(4), repeat=4):
        assert animal_sets(list(counts))[0] == _brute(counts), counts
