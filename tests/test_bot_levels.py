"""The bot levels: one registry, legal play in every game, no use of hidden information, and
states that travel to a worker process as JSON unchanged. Strength is measured with
``eurogames tournament``, never asserted here."""

from __future__ import annotations

import pytest
from toygame import GAME

import eurogames
from eurogames.bots import BOT_KINDS, LEVELS, PLAYER_LEVELS, decide, make_bot
from eurogames.bots.easy import EasyBot
from eurogames.bots.greedy import GreedyBot, one_step_values
from eurogames.bots.worker import think
from eurogames.core import Rng

eurogames.register(GAME)

GAMES = ["castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle", "keyflower"]
SEARCH_ITERATIONS = 40
"""A small search budget: the tests check behaviour, not strength."""


def small(level: str, seed: int):
    bot = make_bot(level, seed)
    if hasattr(bot, "iterations"):
        bot.iterations, bot.seconds = SEARCH_ITERATIONS, 1e9   # no time cap: reproducible
    return bot


def opening(name: str, moves: int, players: int = 2, seed: int = 3):
    """A state ``moves`` decisions into a seeded medium-vs-medium game."""
    st = eurogames.load(name).new(players, seed)
    bots = [make_bot("medium", 10 + s) for s in range(players)]
    for _ in range(moves):
        seat = st.active_players()[0]
        st.apply(seat, decide(bots[seat], st, seat))
    return st


def test_one_registry_names_the_four_levels_in_english_and_japanese():
    assert PLAYER_LEVELS == ("easy", "medium", "hard", "expert")
    assert set(PLAYER_LEVELS) | {"random", "greedy", "mcts"} == set(BOT_KINDS)
    for name in BOT_KINDS:
        lv = LEVELS[name]
        assert lv.titles["en"] and lv.titles["ja"] and lv.titles["en"] != lv.titles["ja"]
        assert make_bot(name, 1) is not None
    assert LEVELS["hard"].seconds <= 1.0 and LEVELS["expert"].seconds <= 5.0
    assert LEVELS["hard"].params["iterations"] < LEVELS["expert"].params["iterations"]


def test_the_server_and_cli_take_the_same_names():
    from eurogames.cli import build_parser
    from eurogames.server.services.lobby import BOT_LEVELS
    assert tuple(BOT_LEVELS) == BOT_KINDS
    args = build_parser().parse_args(["play", "white_castle", "--bot", "expert"])
    assert args.bot == "expert"
    assert "easy | medium | hard | expert" in build_parser()._subparsers._group_actions[0].choices[
        "simulate"].format_help()


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_every_level_plays_the_toy_game_legally_and_reproducibly(level):
    def run(seed):
        st = GAME.new(3, seed)
        bots = [small(level, seed + s) for s in range(3)]
        out = []
        while not st.is_over():
            seat = st.active_players()[0]
            a = decide(bots[seat], st, seat)
            out.append(a.notation())
            st.apply(seat, a)
        return out
    assert run(2) == run(2)


def test_easy_slips_but_prefers_good_moves():
    """Over many seeds on one position the easy bot picks the greedy move most often, yet not
    always, and a better move more often than a worse one: mistakes, not random play."""
    # the first opening position with at least three distinct move values (which one depends
    # on the evaluation, so it is searched for rather than fixed)
    for n in range(4, 40):
        st = opening("white_castle", n)
        seat = st.active_players()[0]
        legal = st.legal_actions(seat)
        values = one_step_values(st, seat, legal)
        if len(set(values)) > 2:
            break
    assert len(set(values)) > 2
    counts = {a: 0 for a in legal}
    for seed in range(300):
        counts[decide(EasyBot(seed), st, seat)] += 1
    best = max(values)
    good = sum(c for a, c in counts.items() if values[legal.index(a)] == best)
    assert 300 / len(legal) < good < 300
    worst = min(values)
    bad = sum(c for a, c in counts.items() if values[legal.index(a)] == worst)
    assert bad < good


def test_greedy_baseline_and_medium_use_the_named_heuristics(monkeypatch):
    """``greedy`` keeps the game's baseline heuristic, ``medium`` follows the current one."""
    game = eurogames.load("white_castle")
    calls: list[str] = []
    monkeypatch.setattr(type(game), "baseline_heuristic",
                        lambda self, s, seat: calls.append("baseline") or 0.0, raising=False)
    st = opening("white_castle", 4)
    seat = st.active_players()[0]
    decide(GreedyBot(1, baseline=True), st, seat)
    assert calls and set(calls) == {"baseline"}
    calls.clear()
    decide(make_bot("medium", 1), st, seat)
    assert calls == []


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_hidden_information_does_not_change_a_decision(name, level):
    """Two true states the bot cannot tell apart (the second re-samples everything hidden from
    its seat): with the same bot seed it plays the same action in both."""
    st = opening(name, 9)
    seat = st.active_players()[0]
    alt = st.determinize(seat, Rng(12345))
    assert alt.view(seat) == st.view(seat)
    assert alt.legal_actions(seat) == st.legal_actions(seat)
    assert alt.to_json() != st.to_json()                        # the hidden parts do differ
    assert st.determinize(seat, Rng(7)).to_json() == alt.determinize(seat, Rng(7)).to_json()
    assert decide(small(level, 5), st, seat) == decide(small(level, 5), alt, seat)


@pytest.mark.parametrize("name", GAMES)
def test_a_state_sent_as_json_to_a_worker_is_the_same_state(name):
    """What the server's bot processes receive: equal views for every seat, equal legal actions,
    and the worker's action is legal in the true state."""
    st = opening(name, 14)
    data = st.to_json()
    back = eurogames.load(name).from_json(data)
    for seat in range(st.players):
        assert back.view(seat) == st.view(seat)
        assert back.legal_actions(seat) == st.legal_actions(seat)
    assert back.active_players() == st.active_players()
    seat = st.active_players()[0]
    action = eurogames.load(name).parse_action(think("medium", 4, data, seat, 5.0))
    assert action in st.legal_actions(seat)


def test_root_parallel_trees_in_processes_choose_as_in_one_process():
    """Two trees voting: run in two worker processes (state sent as JSON) or here, the same
    seeds give the same statistics and so the same action."""
    from eurogames.bots.search import SearchBot
    st = opening("white_castle", 8)
    seat = st.active_players()[0]
    here = SearchBot(9, trees=2, iterations=60, seconds=1e9)
    there = SearchBot(9, procs=2, trees=2, iterations=60, seconds=1e9)
    assert decide(here, st, seat) == decide(there, st, seat)
    assert here.last_iterations == there.last_iterations == 60


def test_search_takes_the_games_measured_parameters_unless_set_on_the_bot(monkeypatch):
    """A game's ``bot_params`` shape the levels' search in that game; the level's per-game
    budget and anything set on the bot come after."""
    from eurogames.bots.search import DEFAULTS
    game = eurogames.load("white_castle")
    monkeypatch.setattr(type(game), "bot_params", {"scale": 1.5, "exploration": 0.25, "iterations": 7.0})
    bot = make_bot("hard", 1)
    p = bot.params_for(game)
    assert (p["scale"], p["exploration"]) == (1.5, 0.25)
    assert p["iterations"] == LEVELS["hard"].game_params["white_castle"]["iterations"]
    assert p["prior_visits"] == DEFAULTS["prior_visits"]
    bot.exploration = 0.5
    assert bot.params_for(game)["exploration"] == 0.5


@pytest.mark.parametrize("name", ["burgundy_card_game"])
def test_settled_leaves_keep_the_search_legal_and_reproducible(name):
    """``settle`` plays rivals' replies on at the leaves: still a legal, seeded choice."""
    from eurogames.bots.search import SearchBot
    st = opening(name, 6)
    seat = st.active_players()[0]
    picks = [decide(SearchBot(4, settle=6, iterations=SEARCH_ITERATIONS, seconds=1e9), st, seat) for _ in range(2)]
    assert picks[0] == picks[1] and picks[0] in st.legal_actions(seat)


@pytest.mark.parametrize("relative", [1, 2])
def test_relative_values_keep_the_search_legal_and_reproducible(relative):
    """``relative`` values leaves by the gain over the rivals' (3 players: the best and the
    mean rival differ): still a legal, seeded choice, on the baseline evaluation too."""
    from eurogames.bots.search import SearchBot
    st = opening("white_castle", 5, players=3)
    seat = st.active_players()[0]
    picks = [decide(SearchBot(4, relative=relative, baseline=b, iterations=SEARCH_ITERATIONS, seconds=1e9), st, seat)
             for b in (0, 0, 1)]
    assert picks[0] == picks[1] and {picks[0], picks[2]} <= set(st.legal_actions(seat))


@pytest.mark.parametrize("params", [{"rollout": 3}, {"horizon": 4}, {"depth": 3}, {"depth": 2, "rollout": 2}])
@pytest.mark.parametrize("name", ["white_castle", "orleans"])
def test_playouts_and_depth_caps_keep_the_search_legal_and_reproducible(name, params):
    """Greedy playouts from the leaves (``rollout``, ``horizon``) and a capped tree (``depth``)
    still give a legal, seeded choice."""
    from eurogames.bots.search import SearchBot
    st = opening(name, 12)
    seat = st.active_players()[0]
    picks = [decide(SearchBot(4, iterations=SEARCH_ITERATIONS, seconds=1e9, **params), st, seat) for _ in range(2)]
    assert picks[0] == picks[1] and picks[0] in st.legal_actions(seat)


@pytest.mark.parametrize("name", ["white_castle", "orleans"])
def test_win_probability_values_keep_the_search_legal_and_reproducible(name):
    """``winprob`` mixes the game's learned win probability into the values (White Castle), and
    is ignored where a game has none (Orléans): still a legal, seeded choice."""
    from eurogames.bots.search import SearchBot
    st = opening(name, 12)
    seat = st.active_players()[0]
    picks = [decide(SearchBot(4, iterations=SEARCH_ITERATIONS, seconds=1e9, winprob=w, rollout=2), st, seat)
             for w in (1.0, 1.0, 0.5)]
    assert picks[0] == picks[1] and {picks[0], picks[2]} <= set(st.legal_actions(seat))


@pytest.mark.parametrize("name", ["white_castle", "orleans"])
def test_own_values_keep_the_search_legal_and_change_nothing_without_an_own_evaluation(name):
    """``own`` values each seat by its own position where a game has ``own_heuristic``
    (Orléans): still a legal, seeded choice; a game without one searches as without ``own``."""
    from eurogames.bots.search import SearchBot
    st = opening(name, 12)
    seat = st.active_players()[0]
    picks = [decide(SearchBot(4, iterations=SEARCH_ITERATIONS, seconds=1e9, own=o), st, seat) for o in (1, 1, 0)]
    assert picks[0] == picks[1] and picks[0] in st.legal_actions(seat)
    if name == "white_castle":
        assert picks[0] == picks[2]


@pytest.mark.parametrize("params", [{"round_end": 1}, {"own": 2, "round_end": 1}])
def test_round_end_keeps_the_search_legal_and_seeded(params):
    """``round_end`` (walks stop where the root's round ends) and Orléans' ``own`` 2: still a
    legal, seeded choice."""
    from eurogames.bots.search import SearchBot
    st = opening("orleans", 12)
    seat = st.active_players()[0]
    picks = [decide(SearchBot(4, iterations=SEARCH_ITERATIONS, seconds=1e9, **{"own": 1, **params}), st, seat)
             for _ in range(2)]
    assert picks[0] == picks[1] and picks[0] in st.legal_actions(seat)


def test_greedy_playout_plays_the_one_step_best_moves_on_a_copy():
    """The leaf playout is the medium bot's policy for every seat, on a copy of the leaf."""
    from eurogames.bots.greedy import one_step_values
    from eurogames.bots.tree import _greedy_playout
    st = opening("white_castle", 10)
    before = st.to_json()
    game = st.game
    out = _greedy_playout(st, 3, game.heuristic)
    assert st.to_json() == before
    expect = st.clone()
    for _ in range(3):
        seat = expect.active_players()[0]
        legal = expect.legal_actions(seat)
        values = one_step_values(expect, seat, legal)
        expect.apply(seat, legal[values.index(max(values))])
    assert out.to_json() == expect.to_json()


def test_a_leaf_played_on_is_then_settled_when_both_are_set():
    """With ``rollout`` and ``settle`` both set, a leaf is played on greedily and then, when a
    rival is to act there, settled until the searcher decides: the playout no longer replaces
    the settling (it did until 2026-11-28, so the card game's ``settle`` vanished under any
    ``rollout``). Tested on the leaf function itself, not by patching the search: the compiled
    build calls it directly."""
    from eurogames.bots.tree import _play_greedily, _played_leaf
    st = opening("white_castle", 12)
    seat = st.active_players()[0]
    h = st.game.heuristic
    settled = 0
    for a in st.legal_actions(seat):
        after = st.clone()
        after.apply(seat, a)
        before = after.to_json()
        leaf = _played_leaf(after, seat, 1, 8, h)
        assert after.to_json() == before                      # the leaf is a copy
        played = _play_greedily(after, 1, h, None)
        if played.is_over() or seat in played.active_players():
            assert leaf.to_json() == played.to_json()         # nothing to settle
            continue
        settled += 1
        assert leaf.to_json() == _play_greedily(played, 8, h, seat).to_json()
        assert leaf.is_over() or seat in leaf.active_players()
    assert settled


def test_a_narrowed_playout_plans_the_searchers_round_first_with_the_kept_actions():
    """``narrow``: in Orléans' simultaneous planning the playout lets the searcher (``first``)
    plan before the rival, and a ply with one kept action (a place the followers can complete,
    ``games/orleans/policy.py``) is played without valuing it; the search stays legal and seeded."""
    from eurogames.bots.search import SearchBot
    from eurogames.bots.tree import _play_greedily
    from eurogames.core import Rng
    from eurogames.games.orleans.rules import S_PLAN
    st = opening("orleans", 0)
    bots = [GreedyBot(s) for s in range(2)]
    while not (st.stage == S_PLAN and len(st.active_players()) == 2):
        seat = st.active_players()[0]
        st.apply(seat, decide(bots[seat], st, seat))
    narrowing = st.game.playout_narrowing()
    out = _play_greedily(st, 3, st.game.heuristic, None, narrowing, Rng(5), first=1)
    assert out.planned[0] == st.planned[0] and len(out.planned[1]) > len(st.planned[1])
    picks = [decide(SearchBot(4, iterations=SEARCH_ITERATIONS, seconds=1e9, narrow=1, horizon=4), st, 1)
             for _ in range(2)]
    assert picks[0] == picks[1] and picks[0] in st.legal_actions(1)


def test_a_tree_started_past_the_shared_deadline_stops_at_its_first_clock_check():
    """A decision's trees (``trees``) share one CPU deadline: a tree that starts after it has
    passed stops at its first check (16 iterations), however large ``seconds`` is (each tree
    used to allow itself ``seconds`` of wall clock, so five trees could take five caps)."""
    import time

    from eurogames.bots.search import SearchBot
    from eurogames.bots.tree import search_tree
    st = opening("white_castle", 10)
    seat = st.active_players()[0]
    p = SearchBot(1).params_for(st.game) | {"seconds": 1e9}
    _counts, capped, done = search_tree(st, seat, Rng(1), 200, p, time.thread_time, time.thread_time() - 1.0)
    assert capped and done == 16
