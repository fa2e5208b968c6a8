"""The bots' evaluation functions of every game (games/<game>/heuristic.py).

Each is deterministic, sees only what its seat may know (its value does not change when the
hidden information is re-dealt by ``determinize`` for that seat), equals the baseline at its
default weights, and ranks obviously better positions higher.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import eurogames
from eurogames.bots import GreedyBot, decide, mcts, search
from eurogames.core import Rng, State
from eurogames.core import weights as weights_file

GAMES = ("castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle", "keyflower")


def _module(name: str) -> Any:
    return importlib.import_module(f"eurogames.games.{name}.heuristic")


def _positions(name: str, players: int = 2, seed: int = 3, every: int = 7) -> Iterator[State]:
    """States along one seeded game of greedy and random moves (a copy every ``every`` moves)."""
    game = eurogames.load(name)
    st = game.new(players, seed)
    rng = Rng(seed)
    bot = GreedyBot(seed)
    n = 0
    while not st.is_over() and n < 600:
        if n % every == 0:
            yield st.clone()
        act = st.active_players()
        s = act[rng.below(len(act))]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.below(len(legal))] if n % 3 == 0 else decide(bot, st, s))
        n += 1
    yield st


@contextmanager
def _weights(name: str, w: dict[str, float]) -> Iterator[None]:
    mod = _module(name)
    keep = dict(mod.W)
    mod.W.clear()
    mod.W.update(w)
    try:
        yield
    finally:
        mod.W.clear()
        mod.W.update(keep)


@pytest.mark.parametrize("name", GAMES)
def test_heuristic_is_deterministic_and_unchanged_by_clone(name: str) -> None:
    game = eurogames.load(name)
    for st in _positions(name):
        for seat in range(st.players):
            a = game.heuristic(st, seat)
            assert isinstance(a, float)
            assert a == game.heuristic(st, seat) == game.heuristic(st.clone(), seat)


@pytest.mark.parametrize("name", GAMES)
def test_heuristic_uses_only_the_seats_view(name: str) -> None:
    """Two different re-deals of what ``seat`` cannot see leave its evaluation unchanged."""
    game = eurogames.load(name)
    checked = 0
    for i, st in enumerate(_positions(name, players=3 if name == "keyflower" else 2)):
        for seat in range(st.players):
            want = game.heuristic(st, seat)
            for k in range(2):
                det = st.determinize(seat, Rng(1000 * i + 10 * seat + k))
                assert game.heuristic(det, seat) == pytest.approx(want, abs=1e-9), (i, seat, k)
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("name", GAMES)
def test_default_weights_reproduce_the_baseline(name: str) -> None:
    """The tuned evaluation is the baseline's shape with weights: at ``DEFAULTS`` they agree on
    every state a bot sees (a determinized one: the baseline read rivals' hidden plans in Orléans),
    except where the baseline reads the position of a Keyflower rival's secretly placed tile."""
    game = eurogames.load(name)
    mod = _module(name)
    with _weights(name, mod.DEFAULTS):
        for i, st in enumerate(_positions(name, every=11)):
            if st.is_over():  # the tuned one then gives the exact final margin
                continue
            for seat in range(st.players):
                if any(getattr(st, "staged", [()] * st.players)[q] for q in range(st.players) if q != seat):
                    continue
                det = st.determinize(seat, Rng(i))
                # Keyflower's tuned evaluation looks ahead through a placement begun (depth)
                tuned = mod.evaluate(det, seat, depth=0) if name == "keyflower" else game.heuristic(det, seat)
                assert tuned == pytest.approx(game.baseline_heuristic(det, seat), abs=1e-9)


@pytest.mark.parametrize("name", GAMES)
def test_shipped_weights_file_is_valid(name: str) -> None:
    """The package's weights file names only known weights and search parameters."""
    mod = _module(name)
    data = weights_file.read(mod.__package__)
    assert set(data.get("weights", {})) <= set(mod.DEFAULTS)
    assert set(mod.W) == set(mod.DEFAULTS)
    assert all(isinstance(v, float) for v in mod.W.values())
    # search parameters the bots know (a misspelt one would be silently ignored)
    assert set(eurogames.load(name).bot_params) <= set(search.DEFAULTS) | set(mcts.DEFAULTS)
    json.dumps(data)


def test_white_castle_win_probability_is_a_chance_from_the_seats_view() -> None:
    """Two seats' chances add up to 1 (the 2-player evaluation is a margin), a re-deal of what
    the seat cannot see leaves it unchanged, the fitted curve is steeper nearer the end, and at
    the end it is the result."""
    from eurogames.games.white_castle import heuristic as wc
    game = eurogames.load("white_castle")
    assert wc.WIN_SLOPE and wc.win_slope(0.0) > wc.win_slope(0.5) > wc.win_slope(1.0) >= 0
    for i, st in enumerate(_positions("white_castle")):
        p = [game.win_probability(st, s) for s in range(2)]
        assert all(0.0 <= x <= 1.0 for x in p) and sum(p) == pytest.approx(1.0)
        assert game.win_probability(st.determinize(0, Rng(i)), 0) == pytest.approx(p[0], abs=1e-12)
        if st.is_over():
            assert sorted(p) == [0.0, 1.0] and p[st.ranking()[0][0]] == 1.0


def test_weights_loader_rejects_unknown_weights(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "fakepkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / weights_file.FILE).write_text(json.dumps({"weights": {"a": 2, "zzz": 1}, "bot_params": {"scale": 8}}))
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ValueError, match="zzz"):
        weights_file.load("fakepkg", {"a": 1.0})
    assert weights_file.load("fakepkg", {"a": 1.0, "zzz": 0.0}) == {"a": 2.0, "zzz": 1.0}
    assert weights_file.bot_params("fakepkg") == {"scale": 8.0}


def test_search_terms_are_added_to_the_weights_as_they_stand() -> None:
    """``weights.plus``: the search's ``leaf`` terms on top of the weights, the weights untouched;
    a term that is no weight is an error, not a silent new weight."""
    w = {"a": 1.0, "b": 2.0}
    assert weights_file.plus(w, 2.0, {"b": 0.5}) == {"a": 1.0, "b": 3.0}
    assert weights_file.plus(w, 0.0, {"b": 0.5}) == w
    assert w == {"a": 1.0, "b": 2.0}
    with pytest.raises(ValueError, match="zzz"):
        weights_file.plus(w, 1.0, {"zzz": 1.0})


# ----- scenario positions: a better position is valued higher ------------------------------

def _mid(name: str, moves: int, seed: int = 5) -> State:
    """A position after ``moves`` seeded greedy moves."""
    game = eurogames.load(name)
    st = game.new(2, seed)
    rng = Rng(seed)
    bot = GreedyBot(seed)
    for _ in range(moves):
        act = st.active_players()
        s = act[rng.below(len(act))]
        st.apply(s, decide(bot, st, s))
    assert not st.is_over()
    return st


def _better(name: str, moves: int, improve: Callable[[Any], None]) -> tuple[float, float]:
    game = eurogames.load(name)
    st = _mid(name, moves)
    better = st.clone()
    improve(better)
    return game.heuristic(st, 0), game.heuristic(better, 0)


def _cob_silver(st: Any) -> None:
    st.silver[0] += 2


def _cob_vp(st: Any) -> None:
    st.vp[0] += 5


def _cob_rival_vp(st: Any) -> None:
    st.vp[6] -= 5  # the rival has fewer points


def _card_vp(st: Any) -> None:
    st.ps[0].vp += 2


def _card_goods(st: Any) -> None:
    st.ps[0].goods[1] += 2


def _card_column(st: Any) -> None:
    # one more card in a column that held 1 (mod 3): a triple is nearer
    p = st.ps[0]
    t = next(t for t in range(7) if p.cols[t] % 3 == 1) if any(c % 3 == 1 for c in p.cols) else 4
    p.cols[t] += 1 if p.cols[t] % 3 == 1 else 0
    if p.cols[t] % 3 == 0:
        p.cols[t] += 1


def _orl_coins(st: Any) -> None:
    st.coins[0] += 4


def _orl_dev(st: Any) -> None:
    st.dev[0] += 5


def _orl_goods(st: Any) -> None:
    st.goods[0][4] += 1  # a brocade


def _wc_resources(st: Any) -> None:
    from eurogames.games.white_castle.data import FOOD, PEARL
    st.p[0].res[FOOD] += 1
    st.p[0].res[PEARL] += 1


def _wc_courtier(st: Any) -> None:
    st.p[0].courtiers[1] += 1


def _kf_keeples(st: Any) -> None:
    st.hands[0][0] += 2


def _kf_skill(st: Any) -> None:
    st.skills[0][0] += 1


SCENARIOS = [
    ("castles_of_burgundy", 30, _cob_silver), ("castles_of_burgundy", 60, _cob_vp),
    ("castles_of_burgundy", 60, _cob_rival_vp),
    ("burgundy_card_game", 20, _card_vp), ("burgundy_card_game", 20, _card_goods),
    ("burgundy_card_game", 30, _card_column),
    ("orleans", 40, _orl_coins), ("orleans", 40, _orl_dev), ("orleans", 80, _orl_goods),
    ("white_castle", 10, _wc_resources), ("white_castle", 20, _wc_courtier),
    ("keyflower", 15, _kf_keeples), ("keyflower", 15, _kf_skill),
]


@pytest.mark.parametrize(("name", "moves", "improve"), SCENARIOS,
                         ids=[f"{n}-{f.__name__}" for n, _, f in SCENARIOS])
def test_better_position_is_valued_higher(name: str, moves: int, improve: Callable[[Any], None]) -> None:
    before, after = _better(name, moves, improve)
    assert after > before


def test_card_game_values_a_nearly_complete_triple_above_a_start() -> None:
    """Card game: two cards towards a ship triple beat two cards in two different columns."""
    st = _mid("burgundy_card_game", 0)
    game = eurogames.load("burgundy_card_game")
    a, b = st.clone(), st.clone()
    a.ps[0].cols[:] = [0, 0, 0, 0, 2, 0, 0]
    b.ps[0].cols[:] = [0, 0, 0, 1, 1, 0, 0]
    assert game.heuristic(a, 0) > game.heuristic(b, 0)


def test_orleans_development_level_counts_with_stations() -> None:
    """Orléans: development is worth more to a player with trading stations on the map."""
    st = _mid("orleans", 60)
    game = eurogames.load("orleans")
    with_st = st.clone()
    with_st.stock[0] -= 2  # two more stations on the map
    gain_plain = game.heuristic(_with(st, "dev", 3), 0) - game.heuristic(st, 0)
    gain_stations = game.heuristic(_with(with_st, "dev", 3), 0) - game.heuristic(with_st, 0)
    assert gain_stations >= gain_plain


def _with(st: Any, field: str, add: int) -> Any:
    out = st.clone()
    getattr(out, field)[0] += add
    return out


def test_keyflower_values_a_begun_bid_by_its_best_completion() -> None:
    """Keyflower: right after choosing a tile to bid on, the evaluation sees the bid's outcome,
    so different tiles are told apart (the baseline valued them all alike)."""
    game = eurogames.load("keyflower")
    st = game.new(2, 11)
    seat = st.active_players()[0]
    starts = [a for a in st.legal_actions(seat) if type(a).__name__ in ("Bid", "Use")]
    values = set()
    for a in starts:
        s2 = st.clone()
        s2.apply(seat, a)
        assert s2.pend and s2.active_players() == [seat]
        best = max(_after(s2, seat, b) for b in s2.legal_actions(seat))
        assert game.heuristic(s2, seat) >= best - 1e-9
        values.add(round(game.heuristic(s2, seat), 6))
    assert len(values) > 1


def _after(st: Any, seat: int, a: Any) -> float:
    s2 = st.clone()
    s2.apply(seat, a)
    return _module("keyflower").evaluate(s2, seat, depth=1)

