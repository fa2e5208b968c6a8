"""Core contract tests on the toy game: actions, RNG, records, errors, hex grid."""

from __future__ import annotations

import json

import pytest
from splitmix_reference import splitmix_below
from toygame import GAME, Bid, Bonus

import eurogames
from eurogames.core import (
    GameRecord,
    IllegalAction,
    InvalidNotation,
    NotYourTurn,
    ReplayError,
    Rng,
    ScriptedChance,
    hexgrid,
    replay,
)
from eurogames.core.scoring import ScoreBreakdown, rank_by
from eurogames.testing import check_playout

eurogames.register(GAME)


def test_registry_lists_toy_and_loads_it():
    assert "toy" in eurogames.games()
    assert eurogames.load("toy") is GAME
    with pytest.raises(KeyError):
        eurogames.load("nope")


def test_notation_and_json_round_trip():
    for a in (Bid(3), Bonus("draw")):
        assert GAME.parse_action(a.notation()) == a
        assert GAME.parse_action(a.to_json()) == a
    assert Bid(3).notation() == "bid 3"
    assert Bid(3).to_json() == {"type": "bid", "card": 3}


@pytest.mark.parametrize("bad", ["", "bid", "bid x", "bid 1 2", "bonus maybe", "fly 3",
                                 {"type": "bid"}, {"type": "bid", "card": "3"},
                                 {"type": "bid", "card": 3, "extra": 1}, {"type": 5}, [1], None])
def test_malformed_actions_are_invalid_notation(bad):
    with pytest.raises(InvalidNotation):
        GAME.parse_action(bad)


def test_rng_below_takes_bounds_up_to_two_to_the_64():
    """A bound over 2**64 used to loop for ever (no 64-bit output passed the rejection test)."""
    r = Rng(3)
    assert 0 <= r.below(1 << 64) < 1 << 64 and 0 <= r.below((1 << 64) - 1) < (1 << 64) - 1
    before = r.state
    with pytest.raises(ValueError, match="2\\*\\*64"):
        r.below((1 << 64) + 1)
    assert r.state == before  # nothing drawn


def test_rng_is_deterministic_and_clones():
    a = Rng(5)
    seq = [a.below(10) for _ in range(20)]
    b = Rng(5)
    assert [b.below(10) for _ in range(20)] == seq
    c = a.clone()
    assert [a.randint(1, 6) for _ in range(10)] == [c.randint(1, 6) for _ in range(10)]
    counts = [0] * 6
    r = Rng(1)
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(900 < x < 1100 for x in counts)
    assert "state" not in repr(a) and str(a.state) not in repr(a)


def test_scripted_chance_hands_out_recorded_outcomes():
    c = ScriptedChance([2, 0, 5])
    assert [c.below(3), c.below(1), c.below(6)] == [2, 0, 5]
    with pytest.raises(ValueError):
        ScriptedChance([7]).below(3)


def test_apply_rejects_wrong_seat_and_illegal_action_without_change():
    st = GAME.new(2, seed=3)
    before = json.dumps(st.to_json(), sort_keys=True)
    card = next(c for c in range(1, 10) if c not in st.hands[0])
    with pytest.raises(IllegalAction, match="not legal"):
        st.apply(0, Bid(card))
    with pytest.raises(NotYourTurn, match=r"no seat index 5: seats are 0\.\.1"):
        st.apply(5, Bid(st.hands[0][0]))
    assert json.dumps(st.to_json(), sort_keys=True) == before


def test_not_your_turn_names_the_seat_from_one():
    st = GAME.new(2, seed=3)
    st.apply(1, Bid(st.hands[1][0]))
    with pytest.raises(NotYourTurn, match="^Seat 2 may not act now"):
        st.apply(1, Bid(st.hands[1][0]))


def test_simultaneous_bids_are_hidden_until_revealed():
    st = GAME.new(3, seed=1)
    assert st.active_players() == [0, 1, 2]
    st.apply(1, Bid(st.hands[1][0]))
    assert st.view(0)["my_bid"] is None and st.view(0)["has_bid"] == [False, True, False]
    assert st.active_players() == [0, 2]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(10))
def test_toy_passes_the_conformance_check(players, seed):
    check_playout(GAME, players, seed, sample_every=1)


def test_replay_reports_the_bad_move():
    st = GAME.new(2, seed=0)
    rec = GameRecord("toy", 2, 0, {}, [(0, {"type": "bid", "card": 99})])
    with pytest.raises(ReplayError, match=r"^move 1 \(Seat 1\): "):
        replay(rec)
    assert st.move_number == 0


def test_recorded_chance_replays_a_game_played_elsewhere():
    from eurogames.core.rng import RecordingChance
    rc = RecordingChance(Rng(42))
    st = GAME.new(2, chance=rc)
    rec = GameRecord("toy", 2, 0, {})
    r = Rng(9)
    while not st.is_over():
        seat = st.active_players()[0]
        a = st.legal_actions(seat)[r.below(len(st.legal_actions(seat)))]
        st.apply(seat, a)
        rec.actions.append((seat, a.to_json()))
    rec.chance = rc.outcomes
    again = replay(rec)
    assert again.points == st.points and again.hands == st.hands


def test_rank_by_uses_tiebreakers_then_shares():
    s = [ScoreBreakdown({"a": 3}, (1,)), ScoreBreakdown({"a": 3}, (1,)), ScoreBreakdown({"a": 4})]
    assert rank_by(s) == [[2], [0, 1]]


def test_hexgrid_helpers():
    assert len(hexgrid.neighbors((0, 0))) == 6
    assert all(hexgrid.distance((0, 0), n) == 1 for n in hexgrid.neighbors((0, 0)))
    for d in range(6):
        n = hexgrid.neighbor((2, -1), d)
        assert hexgrid.direction_to((2, -1), n) == d
        assert hexgrid.neighbor(n, hexgrid.opposite(d)) == (2, -1)
    assert len(hexgrid.ring((0, 0), 2)) == 12
    assert len(hexgrid.spiral((0, 0), 2)) == 19
    assert hexgrid.rotate_edges(tuple("abcdef"), 6) == tuple("abcdef")
    groups = hexgrid.connected_components([(0, 0), (1, 0), (5, 5)])
    assert [len(g) for g in groups] == [2, 1]


def test_rng_outputs_computed_ahead_equal_single_steps():
    """Pure Python draws take SplitMix64 outputs computed several at a time (``_outputs_after``,
    8 then 16, 32, 64 at once): across the ends of those batches, through clones, copies and
    pickles taken anywhere in a batch, after a state set from outside and for rejected outputs
    (``n`` near 2**64), every draw and state equal a single-step SplitMix64 (``splitmix_reference``)."""
    import copy
    import pickle
    import random

    gen = random.Random(5)
    for seed in range(6):
        a = Rng(seed)
        state = a.state
        for k in range(400):
            n = gen.choice([2, 3, 6, 7, 36, 255, 256, 1000, 2**62, 2**63 + 1, 2**64 - 1, 3 * 2**62])
            if k % 37 == 5:
                a = a.clone()
            elif k % 53 == 9:
                a = copy.deepcopy(a) if k % 2 else pickle.loads(pickle.dumps(a))
            elif k % 97 == 13:
                a.state = state = gen.getrandbits(64)
            want, state = splitmix_below(state, n)
            assert a.below(n) == want and a.state == state, (seed, k, n)
    twin, a = Rng(9), Rng(9)
    twin_draws = [twin.below(10) for _ in range(100)]
    b = a.clone()
    assert [a.below(10) for _ in range(100)] == twin_draws == [b.below(10) for _ in range(100)]


def test_lazy_events_equal_log_and_format_once_on_first_read():
    """A lazy event has the content of the ``log`` event it stands for; its text is formatted on
    first read only (never at creation), once; copy, deepcopy, pickle and replace keep it."""
    import copy
    import dataclasses
    import pickle

    from eurogames.core import Event, LazyEvent, lazy_event, lazy_log, log

    calls: list[tuple[int, str]] = []

    def fmt(n: int, what: str) -> tuple[str, str]:
        calls.append((n, what))
        return f"Seat 2 takes {n} {what}.", f"席2が{what}を{n}個取る。"

    ref = log("take", "Seat 2 takes 3 wool.", "席2がwoolを3個取る。", 1, visible_to=frozenset((1,)), n=3)
    e = lazy_event("take", fmt, (3, "wool"), 1, visible_to=frozenset((1,)), n=3)
    assert isinstance(e, LazyEvent) and isinstance(e, Event)
    assert calls == []                                   # creating it formats nothing
    assert (e.kind, e.data, e.seat, e.visible_to) == (ref.kind, ref.data, ref.seat, ref.visible_to)
    assert e.to_json() == ref.to_json() and e.text == ref.text
    assert e.text is e.text and calls == [(3, "wool")]   # formatted once, then kept
    fresh = lazy_event("take", fmt, (3, "wool"), 1, visible_to=frozenset((1,)), n=3)
    for c in (copy.copy(fresh), copy.deepcopy(fresh), pickle.loads(pickle.dumps(fresh)),
              copy.copy(e), pickle.loads(pickle.dumps(e))):
        assert c.to_json() == ref.to_json() and c.visible_to == ref.visible_to and c == e
    r = dataclasses.replace(e, seat=0)
    assert r.seat == 0 and r.text == ref.text
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.text = {"en": "x", "ja": "y"}  # type: ignore[misc]
    assert LazyEvent("plain").text is None               # built like an Event, without text

    t = lazy_log("pay", "{seat} pays {0} coin(s) to {1}.", "{seat}は{2}にコイン{0}枚を払う。", (2, "Blois", "ブロワ"),
                 0, coins=2)
    assert t.to_json() == log("pay", "Seat 1 pays 2 coin(s) to Blois.", "席1はブロワにコイン2枚を払う。", 0,
                              coins=2).to_json()
    assert lazy_log("end", "Game over.", "ゲーム終了。").to_json() == log("end", "Game over.", "ゲーム終了。").to_json()


def test_lazy_kinds_formats_from_the_events_own_seat_and_data():
    """A ``lazy_kinds`` constructor looks up the formatter by kind at creation (an unknown kind
    fails there) and writes the text from the event's seat and data on first read only."""
    import copy
    import pickle

    from eurogames.core import lazy_kinds, log, seat_name

    calls: list[str] = []

    def take(seat, d):
        calls.append("take")
        return f"{seat_name(seat)} takes {d['n']}.", f"{seat_name(seat, 'ja')}が{d['n']}個取る。"

    ev = lazy_kinds({"take": take})
    e = ev("take", 2, {"n": 4}, frozenset((2,)))
    assert calls == []
    ref = log("take", "Seat 3 takes 4.", "席3が4個取る。", 2, visible_to=frozenset((2,)), n=4)
    assert e.to_json() == ref.to_json() and e.visible_to == ref.visible_to and e.text is e.text
    assert calls == ["take"]
    assert pickle.loads(pickle.dumps(ev("take", 0, {"n": 1}))).text == {"en": "Seat 1 takes 1.", "ja": "席1が1個取る。"}
    assert copy.deepcopy(e) == e
    with pytest.raises(KeyError):
        ev("nope", 0)
    bare, other = ev("take", 1), ev("take", 1)
    assert bare.data == {} and bare.data is not other.data  # each event its own data

