"""Census, hourglass events and the penalty (rules/orleans.md §6.2, §9, §11)."""

from __future__ import annotations

import pytest

from eurogames.games.orleans.data import (
    CHEESE,
    CITY_INDEX,
    FARMER,
    GRAIN,
    KNIGHT,
    SPACE_START,
    T_FARMER,
    TECH,
    WINE,
    WOOL,
)
from eurogames.games.orleans.rules import S_ROUND_END, census, resolve_event
from eurogames.games.orleans.state import OrleansState

from .builders import coins, fresh, give_goods, notations, own_tile, put, to_bag


def at_event(st: OrleansState, event: int, clear_market: bool = True) -> OrleansState:
    """Make this round 2 with ``event`` and resolve phase 6 only (the payment queue stays open)."""
    next(h for h in st.hourglass if event in h).remove(event)
    st.round = 2
    st.event = event
    st.events_seen.append(event)
    if clear_market:
        for p in range(st.players):
            st.bag[p].extend(st.market[p])
            st.market[p] = []
    resolve_event(st, [])
    st.stage = S_ROUND_END
    st.invalidate()
    return st


# ----- census (§6.2) -----------------------------------------------------------------

def _census(players: int, pos: list[int]) -> list[int]:
    st = fresh(players)
    before = list(st.coins)
    for p, x in enumerate(pos):
        st.tracks[p][T_FARMER] = x
    census(st, [])
    return [st.coins[p] - before[p] for p in range(players)]


def test_census_leader_gains_trailer_pays() -> None:
    """§6.2: the single leader gains 1, the single trailer pays 1."""
    assert _census(3, [3, 1, 0]) == [1, 0, -1]
    assert _census(4, [2, 2, 1, 0]) == [0, 0, 0, -1]      # top tie: nobody gains
    assert _census(4, [3, 1, 1, 2]) == [1, 0, 0, 0]       # bottom tie: nobody pays
    assert _census(3, [1, 1, 1]) == [0, 0, 0]


def test_census_two_players_only_gain() -> None:
    """§6.2: with two players only the leader gains; the trailer never pays."""
    assert _census(2, [2, 0]) == [1, 0]
    assert _census(2, [1, 1]) == [0, 0]


def test_census_cannot_pay_triggers_penalty() -> None:
    """§6.2/§11: a trailer without coins pays a penalty item."""
    st = fresh(3)
    st.tracks[0][T_FARMER] = 1
    st.tracks[1][T_FARMER] = 1
    coins(st, 2, 0)
    census(st, [])
    assert st.queue == [[2, 1, 1]]


# ----- events (§9.2) -------------------------------------------------------------------

def test_plague_own_colour_goes_back() -> None:
    """§9.2 Plague: an own-colour tile drawn goes back into the bag."""
    st = fresh()
    for p in range(2):
        st.bag[p] = [c for c in st.market[p]]
        st.market[p] = []
    at_event(st, 1)
    assert sorted(st.bag[0]) == [7, 8, 9, 10]
    st.check_invariants()


def test_plague_neutral_returns_to_supply() -> None:
    """§9.2 Plague: a neutral follower drawn returns to the supply (recruitable again)."""
    st = fresh()
    to_bag(st, 0, "knight")
    sup = st.supply_f[KNIGHT]
    at_event(st, 1, clear_market=False)
    assert st.bag[0] == [] and st.supply_f[KNIGHT] == sup + 1
    st.check_invariants()


def test_harvest_choose_food() -> None:
    """§9.2 Harvest: the player chooses which food to give."""
    st = fresh()
    give_goods(st, 0, grain=1, wine=1)
    at_event(st, 2)
    assert st.active_players() == [0]
    assert set(notations(st, 0)) == {"food grain", "food wine"}
    st.apply(0, "food wine")
    assert st.goods[0][WINE] == 0 and st.goods[0][GRAIN] == 1
    st.check_invariants()


def test_harvest_single_food_automatic_and_wool_is_not_food() -> None:
    st = fresh()
    give_goods(st, 0, cheese=2, wool=3)
    give_goods(st, 1, cheese=1)
    at_event(st, 2)
    assert st.goods[0][CHEESE] == 1 and st.goods[0][WOOL] == 3 and st.coins[0] == 5
    assert st.goods[1][CHEESE] == 0 and st.coins[1] == 5


def test_harvest_without_food_pays_five_then_penalty() -> None:
    """§9.2: no food: pay 5 coins; missing coins become penalties (§11)."""
    st = fresh()
    give_goods(st, 1, grain=1)
    coins(st, 0, 3)
    at_event(st, 2)
    assert st.coins[0] == 0
    assert st.queue and st.queue[0][:3] == [0, 1, 2]
    assert "penalty station stock" in notations(st, 0)


def test_taxes_one_per_three_goods() -> None:
    """§9.2 Taxes: floor(goods / 3) coins, all goods counted."""
    st = fresh()
    give_goods(st, 0, grain=2, wool=3, cheese=1)      # 6 goods -> 2
    give_goods(st, 1, brocade=2)                      # 2 goods -> 0
    at_event(st, 3)
    assert st.coins == [3, 5]


def test_taxes_unpaid_penalty() -> None:
    st = fresh()
    give_goods(st, 0, grain=9)                        # 3 coins due
    coins(st, 0, 1)
    at_event(st, 3)
    assert st.coins[0] == 0 and st.queue == [[0, 1, 2]]


def test_trading_day_pays_per_station() -> None:
    """§9.2 Trading Day: 1 coin per own trading station on the map."""
    st = fresh()
    st.city_st[CITY_INDEX["blois"]].append(1)
    st.city_st[CITY_INDEX["tours"]].append(1)
    st.stock[1] -= 2
    at_event(st, 4)
    assert st.coins == [5, 7]


def test_income_pays_development_level() -> None:
    """§9.2 Income: coins equal to the development level."""
    st = fresh()
    st.dev[1] = 15                 # level 4
    at_event(st, 5)
    assert st.coins == [6, 9]


# ----- penalty (§11) ----------------------------------------------------------------------

def penalty_state() -> OrleansState:
    st = fresh()
    coins(st, 0, 0)
    st.city_st[CITY_INDEX["blois"]].append(0)
    st.stock[0] -= 1
    own_tile(st, 0, "winery")
    put(st, 0, "castle", "tech")
    to_bag(st, 0, "knight")
    give_goods(st, 0, wool=1)
    st.dev[0] = 5
    st.queue = [[0, 1, 1]]
    st.invalidate()
    return st


def test_penalty_options_all_kinds() -> None:
    st = penalty_state()
    assert set(notations(st, 0)) == {"penalty station stock", "penalty station blois", "penalty follower -",
                                     "penalty dev -", "penalty good wool", "penalty place winery",
                                     "penalty tech castle"}


@pytest.mark.parametrize("choice", ["penalty station stock", "penalty station blois", "penalty follower -",
                                    "penalty dev -", "penalty good wool", "penalty place winery",
                                    "penalty tech castle"])
def test_penalty_each_choice(choice: str) -> None:
    """§11: each item leaves the game."""
    st = penalty_state()
    before_removed = st.removed_g[WOOL]
    st.apply(0, choice)
    assert not st.queue or st.round == 2
    st.check_invariants()
    if choice == "penalty station stock":
        assert st.stock[0] == 8 and st.st_removed[0] == 1
    elif choice == "penalty station blois":
        assert st.city_st[CITY_INDEX["blois"]] == [] and st.stock[0] == 9
    elif choice == "penalty follower -":
        assert KNIGHT not in st.bag[0] and st.removed_f[KNIGHT] == 1 and len(st.bag[0]) == 0
    elif choice == "penalty dev -":
        assert st.dev[0] == 4
    elif choice == "penalty good wool":
        assert st.goods[0][WOOL] == 0 and st.removed_g[WOOL] == before_removed + 1
    elif choice == "penalty place winery":
        assert not st.owned[0] >> 12 & 1 and st.tiles_removed >> 2 & 1
    else:
        assert st.slots[0][SPACE_START[3]] != TECH and st.tech_removed == 1


def test_penalty_follower_never_own_colour() -> None:
    """§11: own-colour followers are redrawn; with only them in the bag the choice is impossible."""
    st = penalty_state()
    st.market[0] = []
    st.bag[0] = [7, 8, 9, 10, KNIGHT]
    st.invalidate()
    from eurogames.games.orleans.rules import apply
    apply(st, 0, st.game.parse_action("penalty follower -"), [])
    assert sorted(st.bag[0]) == [7, 8, 9, 10]
    st.queue = [[0, 1, 1]]
    st.invalidate()
    assert "penalty follower -" not in notations(st, 0)


def test_penalty_dev_not_back_onto_coin_space() -> None:
    """§2.3/§11: a development step back may not land on or pass a coin space."""
    st = penalty_state()
    st.dev[0] = 8
    st.invalidate()
    assert "penalty dev -" not in notations(st, 0)
    st.dev[0] = 7
    st.invalidate()
    assert "penalty dev -" not in notations(st, 0)
    st.dev[0] = 9
    st.invalidate()
    assert "penalty dev -" in notations(st, 0)
    st.dev[0] = 0
    st.invalidate()
    assert "penalty dev -" not in notations(st, 0)


def test_penalty_several_coins_mixed_and_lapse() -> None:
    """§11: one item per missing coin, mixed; when nothing is left the debt lapses."""
    st = fresh()
    coins(st, 0, 0)
    give_goods(st, 0, grain=1)
    st.stock[0] = 0
    st.st_removed[0] = 10
    st.queue = [[0, 1, 3]]
    st.invalidate()
    st._advance([])                 # single option (the grain) is taken automatically
    assert st.goods[0][GRAIN] == 0 and not st.queue
    st.check_invariants()
    assert FARMER == 0


def test_penalty_waiting_technology_tile() -> None:
    """§11 + §7.3: a technology tile still waiting for a space is a technology tile the player can give up."""
    st = penalty_state()
    st.tech_stack -= 1
    st.tech_pending[0] = [False]
    st.invalidate()
    assert "penalty tech waiting" in notations(st, 0)
    st.apply(0, "penalty tech waiting")
    assert st.tech_pending[0] == [] and st.tech_removed == 1
    st.check_invariants()
