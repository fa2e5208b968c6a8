"""The bots' Orléans evaluation: medium (greedy one step on it) must not strand its followers."""

from __future__ import annotations

import pytest

from eurogames.bots import make_bot
from eurogames.bots.base import heuristic_of
from eurogames.bots.tournament import Match, play
from eurogames.games.orleans.data import ADJ, P_FARMHOUSE, P_SHIP, WATER
from eurogames.games.orleans.heuristic import (
    DEFAULTS,
    LEAF,
    W,
    _relay,
    _tuned_value,
    evaluate,
    fetch,
    leaf_evaluation,
    level_ahead,
    own_value,
)

from .builders import position


@pytest.mark.parametrize(("seed", "seat"), [(4031, 0), (4041, 1), (4099, 1)])
def test_medium_does_not_strand_itself_against_random(seed: int, seat: int) -> None:
    # Tournament deals in which medium (against random) used to end 0-0 or 1-1 after ~30
    # decisions: round after round it staffed places it could not complete rather than end
    # planning (ending it dropped its staffed places' value), until no follower was left to draw.
    seating = ("medium", "random") if seat == 0 else ("random", "medium")
    r = play(Match("orleans", 2, seed, seating))
    assert r["scores"][seat] >= 40 > r["scores"][1 - seat]
    assert r["moves"] > 100


def test_medium_uses_a_staffed_place_rather_than_pass() -> None:
    # The staffed Guildhall holds its value until its owner passes: passing with it unused
    # must not look as good as using it (a full place left over counts 0.3 next planning).
    st = position(passed=[False, True], seats=[
        {"places": {"guildhall": ["own-farmer", "own-craftsman", "knight"]}}, {}])
    assert {a.notation() for a in st.legal_actions(0)} == {"use guildhall -", "pass"}
    assert make_bot("medium", 1).choose(st, 0).notation() == "use guildhall -"


def test_new_terms_off_give_the_old_evaluation() -> None:
    # hold = reach = 0: a staffed place counts full value only while planning, 0.3 otherwise,
    # and a part-staffed place the market cannot complete counts its followers as stuck
    st = position(seats=[{"places": {"guildhall": ["own-farmer", "own-craftsman", "knight"],
                                     "castle": ["own-boatman"]}}, {}])
    off = {**W, "hold": 0.0, "reach": 0.0}
    on = {**W, "hold": 1.0, "reach": 0.0}
    assert DEFAULTS["hold"] == DEFAULTS["reach"] == 0.0
    # the Guildhall (worth 3.2) is held at its planning value while seat 0 has not passed
    assert _tuned_value(st, 0, on) - _tuned_value(st, 0, off) == pytest.approx(W["full"] * 3.2 - 0.3)
    # ... but not for a rival
    assert _tuned_value(st, 0, on, own=False) == pytest.approx(_tuned_value(st, 0, off, own=False))


def test_reach_counts_a_place_the_bag_can_complete() -> None:
    # the Castle (farmer, boatman, trader) holds a boatman; the market is empty but the bag
    # holds the own farmer and trader: with reach the boatman is not counted as stuck
    st = position(seats=[{"places": {"castle": [None, "own-boatman"]}, "market": []}, {}])
    off = {**W, "reach": 0.0}
    on = {**W, "reach": 0.3}
    gain = _tuned_value(st, 0, on) - _tuned_value(st, 0, off)
    assert gain == pytest.approx(0.3 * 3.0 / 3 + W["stuck"])



def test_level_ahead_projects_the_development_level() -> None:
    # §2.3 bands 0-3, 4-8, 9-14, 15-21, 22-29, 30: the level on the space reached plus the
    # fraction of its band covered, above the level now
    assert level_ahead(2, 0.0) == 0.5            # the old ``level`` term: progress in the band
    assert level_ahead(4, 0.0) == 0.0
    assert level_ahead(2, 4.5) == 1.5            # space 6.5: level 2, half of band 4-8 beyond
    assert level_ahead(20, 12.0) == 2.0          # capped at space 30: level 6 from level 4
    assert level_ahead(29, 10.0) == 1.0
    assert level_ahead(30, 3.0) == 0.0


def test_devrate_values_stations_at_the_projected_level() -> None:
    # with devrate > 0 a station is worth the level expected at the end, not the level now
    st = position(seats=[{}, {}])
    more = st.clone()
    more.stock[0] -= 1
    off = {**W, "devrate": 0.0}
    on = {**W, "devrate": 1.0}
    assert DEFAULTS["devrate"] == 0.0
    gain_off = _tuned_value(more, 0, off) - _tuned_value(st, 0, off)
    gain_on = _tuned_value(more, 0, on) - _tuned_value(st, 0, on)
    assert gain_on > gain_off


def test_relay_counts_a_guildhall_a_staffed_wagon_can_serve() -> None:
    # the merchant stands in Chartres, where seat 1 has the one station it holds (§7.4): the
    # staffed Guildhall is unusable now, but the staffed Wagon can first take the merchant to
    # Etampes, Orléans or Châteaudun; without the Wagon the Guildhall stays stuck
    guild = {"guildhall": ["own-farmer", "own-craftsman", "knight"]}
    wagon = {"wagon": ["farmer", "own-trader", "knight"]}
    seats = [{"merchant": "chartres", "places": {**guild, **wagon}}, {}]
    st = position(seats=seats, stations={"chartres": [1]})
    lone = position(seats=[{"merchant": "chartres", "places": guild}, {}], stations={"chartres": [1]})
    off, on = {**W, "relay": 0.0}, {**W, "relay": 1.0}
    assert DEFAULTS["relay"] == 0.0
    assert _relay(st, 0) and not _relay(lone, 0)
    assert _tuned_value(st, 0, on) > _tuned_value(st, 0, off)
    assert _tuned_value(lone, 0, on) == _tuned_value(lone, 0, off)


def test_goods_values_the_good_a_staffed_place_would_fetch() -> None:
    # the Farmhouse (boatman + craftsman, §3.2) staffed, the farmer track on step 6: its next
    # good is wool (§2.2: grain, grain, cheese, cheese, wine, wine, wool, brocade), 4 points
    farm = {"farmhouse": ["own-boatman", "own-craftsman"]}
    st = position(seats=[{"tracks": [6, 0, 0, 0, 0, 0], "places": farm}, {}])
    off, on = {**W, "goods": 0.0}, {**W, "goods": 1.0}
    assert DEFAULTS["goods"] == W["goods"] == 0.0       # the one-step bot's evaluation is unchanged
    assert fetch(st, 0, P_FARMHOUSE) == 4
    assert _tuned_value(st, 0, on) - _tuned_value(st, 0, off) == pytest.approx(4.0)
    assert _tuned_value(st, 0, on, own=False) - _tuned_value(st, 0, off, own=False) == pytest.approx(4.0)
    # half staffed: nothing (the good is not yet within reach of this round's actions)
    half = position(seats=[{"tracks": [6, 0, 0, 0, 0, 0], "places": {"farmhouse": ["own-boatman"]}}, {}])
    assert _tuned_value(half, 0, on) == pytest.approx(_tuned_value(half, 0, off))
    # brocade (5) on step 7; none once the supply is out of it
    st.tracks[0][0] = 7
    assert fetch(st, 0, P_FARMHOUSE) == 5
    st.supply_g[4] = 0
    assert fetch(st, 0, P_FARMHOUSE) == 0


def test_goods_values_the_best_good_on_the_ships_waterways() -> None:
    # the Ship (farmer + boatman + knight) staffed, the merchant in Orléans: the best good lying
    # on a waterway from Orléans (wool, 4) beside grain and cheese on the other; a road's brocade
    # is out of the Ship's reach (§7.4)
    (_a, e1), (_b, e2) = ADJ[0][WATER][:2]
    routes: list[list[str]] = [[] for _ in range(43)]
    routes[e1], routes[e2] = ["grain", "cheese"], ["wool"]
    road = next(e for e in range(43) if e not in (e1, e2))
    routes[road] = ["brocade"]
    ship = {"ship": ["own-farmer", "own-boatman", "knight"]}
    st = position(seats=[{"places": ship}, {}], routes=routes)
    assert fetch(st, 0, P_SHIP) == 4
    off, on = {**W, "goods": 0.0}, {**W, "goods": 1.0}
    assert _tuned_value(st, 0, on) - _tuned_value(st, 0, off) == pytest.approx(4.0)
    # after seat 0 passed it cannot fetch the good this round: passing with the Ship unused
    # must not look as good as using it (the place counts 0.3 then, as without the term)
    done = st.clone()
    done.passed = [True, False]
    assert _tuned_value(done, 0, on) == pytest.approx(_tuned_value(done, 0, off))


def test_leaf_evaluation_adds_the_leaf_terms_only_for_the_search() -> None:
    # SearchBot parameter ``leaf``: the search evaluates with W plus leaf x LEAF; at 0 (every
    # shipped level) it is the game's evaluation
    import eurogames
    game = eurogames.load("orleans")
    farm = {"farmhouse": ["own-boatman", "own-craftsman"]}
    st = position(seats=[{"tracks": [6, 0, 0, 0, 0, 0], "places": farm}, {}])
    assert LEAF == {"goods": 1.0}
    assert heuristic_of(game)(st, 0) == evaluate(st, 0)
    assert heuristic_of(game, leaf=0.0)(st, 0) == evaluate(st, 0)
    assert heuristic_of(game, leaf=1.0)(st, 0) == pytest.approx(evaluate(st, 0) + 4.0)
    assert leaf_evaluation(2.0)(st, 0) == pytest.approx(evaluate(st, 0) + 8.0)


def test_the_leaf_evaluation_still_prefers_fetching_the_good_to_passing() -> None:
    # the staffed Ship in the action phase: taking the wool must value above passing, and
    # above moving without a good
    (_a, e1), (_b, e2) = ADJ[0][WATER][:2]
    routes: list[list[str]] = [[] for _ in range(43)]
    routes[e1], routes[e2] = ["grain", "cheese"], ["wool"]
    st = position(seats=[{"places": {"ship": ["own-farmer", "own-boatman", "knight"]}}, {}], routes=routes)
    h = leaf_evaluation(1.0)
    after = {}
    for a in st.legal_actions(0):
        nxt = st.clone()
        nxt.apply(0, a)
        after[a.notation()] = h(nxt, 0)
    best = max(after, key=lambda k: after[k])
    assert best.startswith("move ship") and best.endswith(" wool"), after
    assert after[best] > after["pass"] + 2.0


def test_own_evaluation_values_each_seat_alone() -> None:
    # SearchBot parameter ``own``: the search values each seat by its own position (no rival
    # subtracted), so a rival's staffed place (0.3 in the margin until used, its effect after)
    # moves nothing for the searcher; without ``own`` it is the margin
    import eurogames
    game = eurogames.load("orleans")
    farm = {"farmhouse": ["own-boatman", "own-craftsman"]}
    alone = position(seats=[{"places": farm}, {}])
    rich = position(seats=[{"places": farm}, {"coins": 30, "tracks": [6, 0, 0, 0, 3, 0]}])
    h = heuristic_of(game, own=True)
    assert h(alone, 0) == pytest.approx(_tuned_value(alone, 0, W)) == pytest.approx(own_value(alone, 0))
    assert h(rich, 0) == pytest.approx(h(alone, 0))
    assert evaluate(rich, 0) < evaluate(alone, 0)
    assert h(rich, 1) == pytest.approx(_tuned_value(rich, 1, W))
    assert heuristic_of(game, own=False)(rich, 0) == evaluate(rich, 0)
    # with ``leaf`` too: the leaf terms on the seat's own value (the staffed Farmhouse's good)
    on = {**W, "goods": 1.0}
    assert heuristic_of(game, leaf=1.0, own=True)(alone, 0) == pytest.approx(_tuned_value(alone, 0, on))
    # a game without an own evaluation ignores ``own``
    wc = eurogames.load("white_castle")
    assert heuristic_of(wc, own=True) == wc.heuristic


def test_own_two_counts_the_rounds_left_from_the_root() -> None:
    # SearchBot ``own`` 2: every state is valued with the rounds left counted from the root's
    # round, so crossing the round's end does not drop the engine terms ("times the rounds left")
    import eurogames
    game = eurogames.load("orleans")
    st = position(seats=[{"coins": 5, "tracks": [2, 0, 0, 0, 2, 0]}, {}])
    later = st.clone()
    later.round = st.round + 1
    h2 = game.own_heuristic(0.0, st)
    assert h2(st, 0) == pytest.approx(own_value(st, 0))
    assert h2(later, 0) == pytest.approx(h2(st, 0))
    assert own_value(later, 0) < own_value(st, 0)
