"""OpenSpiel and PettingZoo adapters: the peers' own test suites (``random_sim_test`` with
serialization, ``api_test``) for every game and player count, ISMCTS full games, reproducible
deals, cheap clones, resampling through determinize, tensors equal to the core's."""

from __future__ import annotations

import numpy as np
import pytest
from research_helpers import GAMES, player_counts, searched_id

import eurogames
from eurogames.core.observation import observation_tensor

CASES = [(name, p) for name in GAMES for p in player_counts(name)]
# The smallest count of each game runs in the quick suite; the others are marked slow.
MARKED = [pytest.param(n, p, marks=() if p == player_counts(n)[0] else pytest.mark.slow)
          for n, p in CASES]


def _rand_action(state, rng):
    return int(rng.choice(state.legal_actions()))


# ----- OpenSpiel ----------------------------------------------------------------------------

@pytest.mark.parametrize("name,players", CASES)
def test_openspiel_random_sim_test_with_serialization(name, players):
    pyspiel = pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    game = load_game(name, players=players, seed=players, deals=64)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_deals_are_reproducible_and_clones_touch_nothing(name):
    pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    players = player_counts(name)[0]
    game = load_game(name, players=players, seed=1)

    def play(deal, clones):
        st = game.new_initial_state()
        assert st.is_chance_node() and len(st.chance_outcomes()) == game.deals
        st.apply_action(deal)
        rng = np.random.default_rng(deal)
        for _ in range(60):
            if st.is_terminal():
                break
            if clones:
                c = st.clone()
                assert str(c) == str(st) and c.history() == st.history()
                assert c.legal_actions() == st.legal_actions()
                c.apply_action(_rand_action(c, rng))  # a clone moving never moves the original
            st.apply_action(_rand_action(st, np.random.default_rng(len(st.history()))))
        return st.history(), str(st)

    assert play(3, clones=False) == play(3, clones=True)
    assert play(3, False)[1] != play(4, False)[1]


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_python_legal_actions_equal_pyspiels(name):
    """``legal_actions`` answered in Python (the adapter's shortcut) is pyspiel's own list,
    through C++, for every player, at the chance node, along a game and at its end; the ids
    apply the listed engine actions, and an id that is not legal changes nothing."""
    pyspiel = pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    from eurogames.core.errors import IllegalAction
    players = player_counts(name)[0]
    game = load_game(name, players=players, seed=2, deals=16)
    st = game.new_initial_state()
    assert st.legal_actions() == pyspiel.State.legal_actions(st) == list(range(16))
    st.apply_action(5)
    rng = np.random.default_rng(5)
    while True:
        assert st.legal_actions() == pyspiel.State.legal_actions(st)
        for p in range(players):
            assert st.legal_actions(p) == pyspiel.State.legal_actions(st, p)
        if st.is_terminal():
            break
        ids = st.legal_actions()
        ids.append(-1)  # the caller's copy: the state's own list is untouched
        assert st.legal_actions()[-1] != -1
        eng = st.st
        seat = eng.active_players()[0]
        listed = eng.legal_actions(seat)
        illegal = next(i for i in range(game.num_distinct_actions()) if i not in ids)
        before = str(st)
        with pytest.raises(IllegalAction):
            st.apply_action(illegal)
        assert str(st) == before and eng.legal_actions(seat) == listed
        st.apply_action(_rand_action(st, rng))
    assert st.legal_actions() == []


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_tensors_and_ids_match_the_core(name):
    pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    from eurogames.core.encoding import action_space
    players = player_counts(name)[-1]
    game = load_game(name, players=players, seed=2)
    space = action_space(name, players)
    st = game.new_initial_state()
    st.apply_action(7)
    rng = np.random.default_rng(7)
    for _ in range(40):
        if st.is_terminal():
            break
        p = st.current_player()
        legal = st.legal_actions()
        assert legal == sorted(space.ids(st.st.legal_actions(p)))
        assert st.legal_actions_mask(p) == [int(i in set(legal)) for i in range(space.size)] \
            if space.size < 20000 else sum(st.legal_actions_mask(p)) == len(legal)
        for seat in range(players):
            assert np.array_equal(np.asarray(st.observation_tensor(seat), np.float32),
                                  observation_tensor(st.st, seat))
            info = np.asarray(st.information_state_tensor(seat), np.float32)
            obs = np.asarray(st.observation_tensor(seat), np.float32)
            assert np.array_equal(info[:len(obs)], obs)       # the observation, then
            assert (info[len(obs):] >= obs).all()              # the memory, which holds it
        a = int(rng.choice(legal))
        assert st.action_to_string(p, a) == space.action_from_id(a).notation()
        st.apply_action(a)


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_resample_keeps_what_the_player_knows(name):
    pyspiel = pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    players = player_counts(name)[-1]
    game = load_game(name, players=players, seed=5)
    st = game.new_initial_state()
    st.apply_action(1)
    rng = np.random.default_rng(1)
    for _ in range(8):  # (random Orléans games can end within a few moves)
        st.apply_action(_rand_action(st, rng))
    assert not st.is_terminal()
    p = st.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(3):
        r = st.resample_from_infostate(p, sampler)
        assert r.information_state_string(p) == st.information_state_string(p)
        assert r.legal_actions() == st.legal_actions() and r.history() == st.history()
    # The resampled world plays on by itself.
    r.apply_action(r.legal_actions()[0])


@pytest.mark.parametrize("name,players", MARKED)
def test_openspiel_ismcts_plays_a_full_game(name, players):
    pyspiel = pytest.importorskip("pyspiel")
    from open_spiel.python.algorithms import ismcts, mcts

    from eurogames.adapters.openspiel import load_game

    class _Flat(mcts.Evaluator):
        """No rollouts (they would make the test long): value 0, uniform prior."""

        def evaluate(self, state):
            return np.zeros(state.num_players())

        def prior(self, state):
            legal = state.legal_actions()
            return [(a, 1.0 / len(legal)) for a in legal]

    game = load_game(name, players=players, seed=11)
    bot = ismcts.ISMCTSBot(game, _Flat(), uct_c=2.0, max_simulations=3,
                           random_state=np.random.RandomState(3))
    st = game.new_initial_state()
    st.apply_action(int(np.random.RandomState(players).randint(game.deals)))
    moves = 0
    while not st.is_terminal():
        st.apply_action(bot.step(st))
        moves += 1
    r = st.returns()
    assert moves > 0 and len(r) == players and all(-1.0 <= x <= 1.0 for x in r)
    if players > 1:  # rank returns: ties share, so they sum to zero (solo: won or lost)
        assert abs(sum(r)) < 1e-9
        assert all(r[s] == max(r) for s in st.st.ranking()[0])
    del pyspiel


def test_openspiel_state_keeps_its_fields_out_of_an_instance_dict():
    """The pyspiel state has no instance dict (a method called on it is then resolved from
    CPython's inline cache, see ``_Hot``): its ``__dict__`` is the dict of fields pyspiel's
    C++ ``Clone`` and serialization copy, and C++'s own clone copies the engine state."""
    pyspiel = pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    st = load_game("white_castle", players=2).new_initial_state()
    st.apply_action(4)
    st.apply_action(st.legal_actions()[0])
    assert st.__dict__["_st"] is st.st
    with pytest.raises(AttributeError):
        st.anything_else = 1
    c = pyspiel.State.clone(st)  # C++ ``Clone``: the fields deep-copied, set on a new root
    assert c.st is not st.st and str(c) == str(st) and c.history() == st.history()
    assert c.legal_actions() == st.legal_actions()


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_cached_listing_follows_moves_made_on_the_engine_state(name):
    """The adapter trusts its cached listing only while the engine's dict of listings stands:
    a move made on the engine state directly (behind pyspiel's back) is seen at once."""
    from eurogames.adapters.openspiel import load_game
    from eurogames.core.encoding import action_space
    g = load_game(name, players=2)
    space = action_space(name, 2)
    st = g.new_initial_state()
    st.apply_action(7)
    rng = np.random.default_rng(7)
    for _ in range(40):
        assert st.legal_actions() and st.current_player() >= 0  # the listing is cached now
        eng = st.st
        seat = eng.active_players()[0]
        legal = eng.legal_actions(seat)
        eng.apply(seat, legal[int(rng.integers(len(legal)))])
        if eng.is_over():
            assert st.is_terminal() and st.legal_actions() == []
            break
        now = eng.active_players()[0]
        assert st.current_player() == now
        assert st.legal_actions() == sorted(space.ids_of(eng.legal_actions(now)))



@pytest.mark.parametrize("name", GAMES)
def test_openspiel_an_id_applies_the_engines_own_listed_instance(name):
    """``apply_action(id)`` plays the very instance the engine lists for that id (found by
    the engine's identity check, never a mere equal copy), whether or not the listing was
    asked for first, and whether or not the space still knows that id's instance (one made
    from the id is the interned listed one): the game goes exactly as on the bare engine."""
    from eurogames.adapters.openspiel import load_game
    from eurogames.core.encoding import action_space
    g = load_game(name, players=2)
    space = action_space(name, 2)
    st = g.new_initial_state()
    st.apply_action(11)
    twin = eurogames.load(name).new(2, 11)  # deal 11 of seed 0, played on the bare engine
    rng = np.random.default_rng(11)
    forgotten: dict[int, object] = {}  # given back at the end: the space serves the whole process
    try:
        _play_ids_against_the_engine(st, twin, space, rng, forgotten)
    finally:
        for aid, a in forgotten.items():
            space.seen.setdefault(aid, a)


def _play_ids_against_the_engine(st, twin, space, rng, forgotten):
    for n in range(80):
        if twin.is_over():
            assert st.is_terminal()
            break
        seat = twin.active_players()[0]
        legal = twin.legal_actions(seat)
        k = int(rng.integers(len(legal)))
        aid = space.action_id(legal[k])
        assert st.st.legal_actions(seat)[k] is legal[k]  # interned: the twin's instances too
        if aid not in forgotten:
            assert space.seen.get(aid, legal[k]) is legal[k]  # (not there: noted by another space)
            if n % 3 == 0 and aid in space.seen:
                forgotten[aid] = space.seen.pop(aid)  # as if never numbered: made from the id
        if n % 2 == 0:
            assert aid in st.legal_actions()  # listed (and cached) first; else applied cold
        st.apply_action(aid)
        twin.apply(seat, legal[k])
        assert st.st.to_json() == twin.to_json()
        assert st.history()[-1] == aid


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_legal_ids_of_instances_its_space_has_not_numbered(name):
    """``legal_actions`` looks a listing's ids up in the adapter's map (a small space) or reads
    them off the instances (``Action._id``); an instance its space has not numbered yet (the
    id taken off it here, and out of the map) is numbered on sight, whatever its place in the
    listing, and the same ids are found next time."""
    from eurogames.adapters.openspiel import load_game
    from eurogames.core.encoding import action_space
    g = load_game(name, players=2)
    space = action_space(name, 2)
    st = g.new_initial_state()
    st.apply_action(3)
    rng = np.random.default_rng(3)
    assert st._space().notes_ids
    idmap = st._h.idmap  # a small space's (None: read off the instances)
    for _ in range(30):
        if st.is_terminal():
            break
        eng = st.st
        legal = eng.legal_actions(eng.active_players()[0])
        want = sorted(space.ids_of(legal))
        st._h.lg = None  # forget the adapter's cached ids of this listing
        for a in legal[int(rng.integers(len(legal)))::2]:  # every other one from a random place
            object.__delattr__(a, "_id")
            if idmap is not None:
                idmap.pop(a, None)  # (a listing the adapter has not met yet is not in a growing map)
        assert st.legal_actions() == want
        assert [a._id for a in legal] == space.ids_of(legal)  # numbered again
        st._h.lg = None
        if idmap is not None:
            assert [idmap[a] for a in legal] == space.ids_of(legal)  # the map has them again
        assert st.legal_actions() == want
        st.apply_action(want[int(rng.integers(len(want)))])

@pytest.mark.parametrize("name,players", MARKED)
def test_openspiel_legal_ids_are_the_listings_own_over_fresh_playouts(name, players):
    """``legal_actions()`` is exactly the ids of the engine's listing, sorted, at every
    position of random playouts on deals not played before in the process: read off the
    listed instances where they carry their ids, numbered instance by instance where some do
    not (fresh deals of a game numbered on sight list instances never seen before; here the
    ids are also taken off a random part of the listing now and then). The ids are found by
    the instances' values in the segments of a space of the game built afresh (nothing noted
    or cached read); C++'s ``LegalActions`` (through ``_legal_actions``) answers the same, and
    the caller's list is its own."""
    import importlib

    pyspiel = pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    fresh = importlib.import_module(f"eurogames.games.{name}.encoding").action_space(players)
    g = load_game(name, players=players)
    rng = np.random.default_rng(players)
    for deal in (60_001, 60_002):
        st = g.new_initial_state()
        st.apply_action(deal)
        for _ in range(60):
            if st.is_terminal():
                break
            eng = st.st
            legal = eng.legal_actions(eng.active_players()[0])
            ids = [searched_id(fresh, a) for a in legal]
            if rng.random() < 0.3:  # forget some of the listing's ids, wherever they stand
                st._h.lg = None
                for a in legal[int(rng.integers(len(legal)))::3]:
                    if hasattr(a, "_id"):
                        object.__delattr__(a, "_id")
                    if st._h.idmap is not None:
                        st._h.idmap.pop(a, None)
            got = st.legal_actions()
            assert got == sorted(ids)
            assert [a._id for a in legal] == ids  # the instances carry them again, rightly
            assert list(pyspiel.State.legal_actions(st)) == sorted(ids)
            got.clear()  # the caller's list: emptying it changes nothing cached
            assert st.legal_actions() == sorted(ids)
            st.apply_action(sorted(ids)[int(rng.integers(len(ids)))])


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_a_small_space_is_numbered_whole_so_fresh_deals_number_nothing(name, monkeypatch):
    """A game whose space has at most ``NUMBER_AT_LOAD`` ids is numbered whole at load: every
    id's instance (the one the engine will list) carries its id, the adapter's map from id to
    instance is a list of them all, and a space of at most ``MAPPED_AT_MOST`` ids (all but the
    card game's) also gets a map from instance to id holding every id; over playouts on deals not played before in the process,
    ``legal_actions()`` then never numbers an instance (``_Hot.number``) and still answers the
    listing's ids as found in the segments of a space built afresh."""
    import importlib

    pytest.importorskip("pyspiel")
    from eurogames.adapters import MAPPED_AT_MOST, NUMBER_AT_LOAD, adapter_space
    from eurogames.adapters.openspiel import _Acts, _IdMaps, _Spaces, load_game
    players = player_counts(name)[0]
    space = adapter_space(name, players)
    if space.size > NUMBER_AT_LOAD:
        pytest.skip("numbered on sight, not at load")
    acts = _Acts(_Spaces(name))[players]  # as the adapter builds it
    assert isinstance(acts, list) and len(acts) == space.size
    assert all(a._id == i and space.seen[i] is a for i, a in enumerate(acts))
    idmap = _IdMaps(_Spaces(name))[players]
    assert (idmap is None) == (space.size > MAPPED_AT_MOST)  # (numbered whole)
    assert idmap is None or sorted(idmap.values()) == list(range(space.size))
    fresh = importlib.import_module(f"eurogames.games.{name}.encoding").action_space(players)
    g = load_game(name, players=players)
    rng = np.random.default_rng(7)
    for deal in (60_011, 60_012):
        st = g.new_initial_state()
        st.apply_action(deal)
        monkeypatch.setattr(type(st._h), "number", lambda self, legal: pytest.fail("numbered in play"))
        for _ in range(120):
            if st.is_terminal():
                break
            eng = st.st
            ids = sorted(searched_id(fresh, a) for a in eng.legal_actions(eng.active_players()[0]))
            assert st.legal_actions() == ids
            st.apply_action(ids[int(rng.integers(len(ids)))])


# ----- PettingZoo ---------------------------------------------------------------------------

@pytest.mark.parametrize("name,players", CASES)
def test_pettingzoo_api_test(name, players):
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from eurogames.adapters.pettingzoo import env
    api_test(env(name, players), num_cycles=25, verbose_progress=False)


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_plays_an_episode_to_the_end(name):
    pytest.importorskip("pettingzoo")
    from eurogames.adapters.pettingzoo import env
    players = max(2, player_counts(name)[0])
    e = env(name, players)
    e.reset(seed=3)
    rng = np.random.default_rng(3)
    steps = 0
    for agent in e.agent_iter(max_iter=100_000):
        obs, _, term, trunc, _ = e.last()
        assert e.observation_space(agent).contains(obs)
        seat = int(agent.split("_")[1])
        assert np.array_equal(obs["observation"], observation_tensor(e.state, seat))
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(e.state.legal_actions(seat))
        a = int(rng.choice(legal))
        assert e.action_notation(a) in {x.notation() for x in e.state.legal_actions(seat)}
        e.step(a)
        steps += 1
    assert e.state.is_over() and steps > 0
    assert abs(sum(e._cumulative_rewards.values())) < 1e-9


def test_pettingzoo_illegal_id_is_a_clear_error_and_changes_nothing():
    from eurogames.adapters.pettingzoo import env
    from eurogames.core import IllegalAction
    e = env("castles_of_burgundy", 2)
    e.reset(seed=1)
    obs, *_ = e.last()
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = e.state.to_json()
    with pytest.raises(IllegalAction):
        e.step(bad)
    assert e.state.to_json() == before


def test_pettingzoo_masks_only_the_acting_agent():
    from eurogames.adapters.pettingzoo import env
    e = env("keyflower", 3)
    e.reset(seed=2)
    for agent in e.possible_agents:
        mask = e.observe(agent)["action_mask"]
        assert (mask.sum() > 0) == (agent == e.agent_selection)


@pytest.mark.parametrize("name", ["burgundy_card_game", "keyflower"])
def test_pettingzoo_observations_kept_by_the_caller_never_change(name):
    """Each observation is a pair of new read-only arrays: what a caller keeps (a replay
    buffer) is not rewritten by later observations of the same or another agent."""
    from eurogames.adapters.pettingzoo import env
    e = env(name, 2)
    e.reset(seed=5)
    rng = np.random.default_rng(5)
    kept = []
    for agent in e.agent_iter(max_iter=120):
        obs, _, term, trunc, _ = e.last()
        kept.append((obs, obs["observation"].copy(), obs["action_mask"].copy()))
        for other in e.possible_agents:
            e.observe(other)
        if term or trunc:
            e.step(None)
            continue
        assert not obs["action_mask"].flags.writeable and not obs["observation"].flags.writeable
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert len({id(o["action_mask"]) for o, _, _ in kept}) > 1
    for obs, tensor, mask in kept:
        assert np.array_equal(obs["observation"], tensor)
        assert np.array_equal(obs["action_mask"], mask)


def test_games_are_listed():
    assert set(GAMES) <= set(eurogames.games())


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_information_state_remembers_the_past(name):
    """The information-state tensor is the observation and the player's memory (the maximum
    of its observations since the deal): kept move by move it equals a replay of the history,
    a clone carries it, resampling keeps the player's own, and it holds things the current
    observation no longer shows."""
    pyspiel = pytest.importorskip("pyspiel")
    from eurogames.adapters.openspiel import load_game
    players = player_counts(name)[0]
    game = load_game(name, players=players, seed=3)
    st = game.new_initial_state()
    st.apply_action(2)
    rng = np.random.default_rng(2)
    p = 0
    st.information_state_tensor(p)       # from here on kept up to date move by move
    for _ in range(50):
        if st.is_terminal():
            break
        st.apply_action(_rand_action(st, rng))
    replay = game.new_initial_state()
    for a in st.history():
        replay.apply_action(a)
    info = np.asarray(st.information_state_tensor(p))
    assert np.array_equal(np.asarray(replay.information_state_tensor(p)), info)
    assert np.array_equal(np.asarray(st.clone().information_state_tensor(p)), info)
    obs = np.asarray(st.observation_tensor(p))
    assert (info[len(obs):] != obs).any()   # something seen before is not shown now
    if not st.is_terminal():
        q = st.current_player()
        r = st.resample_from_infostate(q, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert np.array_equal(np.asarray(r.information_state_tensor(q)),
                              np.asarray(st.information_state_tensor(q)))
