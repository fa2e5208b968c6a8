"""The bots' Orléans evaluation: medium (greedy one step on it) must not strand its followers."""

from __future__ import annotations

import pytest

from eurogames.bots import make_bot
from eurogames.bots.tournament import Match, play
from eurogames.games.orleans.heuristic import DEFAULTS, W, _relay, _tuned_value, level_ahead

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
