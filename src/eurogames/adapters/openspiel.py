"""OpenSpiel adapter: every eurogames game as a pyspiel Python game.

>>> from eurogames.adapters.openspiel import load_game   # doctest: +SKIP
>>> game = load_game("castles_of_burgundy", players=2)    # doctest: +SKIP
>>> state = game.new_initial_state()                      # doctest: +SKIP

Registered short names are ``eurogames_<game>`` with the parameters ``players`` and
``seed``; rules options are fixed at registration (``register(name, options)``).

- Actions are ids of the game's fixed action space (``eurogames.core.encoding``):
  ``num_distinct_actions`` is its size, ``legal_actions()`` the sorted ids of the legal ones.
- Sequential (simultaneous decisions are offered one seat at a time, equivalent since the
  others' choices stay hidden until all have chosen), imperfect information.
- Explicit-stochastic with one chance node, at the root: it picks one of ``deals`` (default
  65536) equally likely deals, deal ``k`` being the engine game seeded
  ``seed * 1_000_003 + k``. Every later die and draw comes from that deal's seeded chance
  source inside the engine, hidden from every player until the rules reveal it. Why not
  a chance node per die or draw: the engines resolve chance inside ``apply`` (a die is
  rolled as part of the move that rolls it), and OpenSpiel cannot run its own test
  (``random_sim_test``) on a sampled-stochastic Python game (it needs ``GetRNGState``, which
  Python games cannot provide). With the deal as the only chance outcome, episodes are
  reproducible (apply the same deal), clones and deserialization do not touch any counter,
  and MCTS/ISMCTS treat the root like any chance node.
- The observation tensor is the seat's view encoded along the game's observation spec
  (``eurogames.core.observation``); the information-state tensor is that observation
  followed by the seat's memory (``_State.recall``: the elementwise maximum of its
  observations since the deal). The strings are the view as JSON.
- ``resample_from_infostate(player, sampler)`` is ``determinize(player)`` seeded from the
  sampler, so OpenSpiel's ISMCTS searches states consistent with what the player has seen.
- ``clone()`` from Python copies the engine state with its own ``clone()``; OpenSpiel's C++
  ``Clone``/serialization pickles the state (engine states pickle exactly, with their RNG).
- Terminal rewards in [-1, 1] from the ranking.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from operator import itemgetter
from typing import Any

import numpy as np
import pyspiel

from .. import load
from ..core import Rng, State
from ..core.encoding import ACTION_ID
from ..core.observation import IncrementalEncoder, encoder
from . import MAPPED_AT_MOST, adapter_space, rank_returns

_registered: dict[str, str] = {}
DEAL_STRIDE = 1_000_003
DEALS = 1 << 16


def register(name: str, options: dict[str, Any] | None = None) -> str:
    """Register ``eurogames_<name>`` with pyspiel (once); returns the short name."""
    short = f"eurogames_{name}"
    if short in _registered:
        return short
    game = load(name)
    opts = dict(options or {})
    enc = encoder(name) if name in _tensor_games() else None
    spaces = _Spaces(name)
    idmaps = _IdMaps(spaces)
    acts = _Acts(spaces)
    game_type = pyspiel.GameType(
        short_name=short,
        long_name=f"eurogames {game.titles.get('en', name)}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=enc is not None,
        provides_observation_string=True,
        provides_observation_tensor=enc is not None,
        parameter_specification={"players": game.min_players if game.min_players > 1 else 2,
                                 "seed": 0, "deals": DEALS},
    )

    class _Game(pyspiel.Game):
        def __init__(self, params: dict[str, Any] | None = None) -> None:
            params = dict(params or {})
            self.players = int(params.get("players", game_type.parameter_specification["players"]))
            self.seed = int(params.get("seed", 0))
            self.deals = int(params.get("deals", DEALS))
            if self.deals < 1:
                raise ValueError("deals must be at least 1")
            self.space = adapter_space(name, self.players) if enc is not None else None
            n_actions = self.space.size if self.space is not None else 1024
            info = pyspiel.GameInfo(
                num_distinct_actions=n_actions, max_chance_outcomes=self.deals,
                num_players=self.players, min_utility=-1.0, max_utility=1.0,
                utility_sum=None, max_game_length=100_000)
            super().__init__(game_type, info, params)

        def new_initial_state(self) -> _State:
            """The root chance node (choose a deal with ``apply_action(k)``)."""
            return _State(self, None)

        def deal(self, k: int) -> State:
            """The engine state of deal ``k``."""
            return game.new(self.players, self.seed * DEAL_STRIDE + k, opts)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
            recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
            return _Observer(self.players, recall)

    class _Hot:
        """What the hot path of a ``_State`` reads, and the two callbacks pyspiel makes on
        every ``apply_action`` (``current_player``, ``_apply_action``).

        The hot path of a learning or search loop is ``legal_actions()`` then
        ``apply_action(id)``: pybind11's dispatch and its two callbacks alone cost about 6k
        instructions, against an engine step of 34-45k for the fast engines. So:

        - the fields live in slots of this plain object, read in about 10 instructions each,
          where an attribute in the ``__dict__`` of a pybind11 object costs about 300 (CPython
          does not specialise that lookup);
        - the state holds this object's two bound methods in slots named after the callbacks:
          pybind11 finds them without building a bound method of the state each time (about
          700 instructions a step). The state refers to this object and not the other way
          round (no reference cycle: a state is freed as soon as it is dropped).

        Slots are not copied by pyspiel's C++ ``Clone`` or serialization, which copy the
        state's ``__dict__`` (``fields``, held here): the engine state and the recall memory are
        written there too, the cache is not (a copy starts with none). The state has no
        instance dict of its own, only this one behind a ``__dict__`` property: CPython 3.11
        resolves a method called on an object with a dict of its own (pybind11 makes it a
        dict not shared with the class) afresh on every call, as its cached lookup checks
        the class's shared keys instead (with an agent's ``state.legal_actions()`` and
        ``state.apply_action(id)``, 200-740 instructions a step). So a state takes no
        attributes other than its own.

        The ids of the engine's listing of the player to move are cached with it (``listing``,
        for C++ callers of ``_legal_actions``; ``legal_actions`` makes its list afresh): ``lg`` (the
        listed tuple), ``listed`` (their ids in listing order), ``seat`` (that player) and ``at`` (the
        engine's dict of listings). The engine keeps its listings in ``State._legal`` only
        while the position stands: every move (``State.apply``, which its own ``apply`` relies
        on) and ``invalidate()`` replace that dict by a new one, and a copied state has its
        own. Finding the very same dict (held by the cache, so its address cannot be reused)
        proves that nothing has moved: no engine call is needed to trust the cache.

        A listing's ids (``ids_of``) come from a map of instance to id (``idmap``), which stays
        in cache, except for a space numbered whole with more than ``MAPPED_AT_MOST`` ids, whose
        ids are read off the listed instances (``id_of``: ``ACTION_ID``, the id the space noted on the
        instance, ``Action._id``). The engine has just touched those instances, where a map of
        tens of thousands of instances is read at a random place for each id (two cache misses
        each: the card game's ten listed actions cost more there than the rest of the step's
        overhead); reading a slot costs more instructions than a lookup. An id comes back to the
        engine's action through ``acts`` (id -> instance: a list for a space numbered whole,
        else the space's ``seen``): in a game whose actions are interned (every game) that is
        the very instance the engine lists, so ``_apply_action`` needs neither the listing
        nor its ids.
        """

        __slots__ = ("acts", "at", "fields", "game", "id_of", "idmap", "lg", "listed", "rec", "seat",
                     "space", "st")

        def __init__(self, pygame: _Game) -> None:
            self.game = pygame
            self.fields: dict[str, Any] = {}
            self.rec: dict[int, np.ndarray] | None = None
            self.lg: Any = None
            self.listed: Sequence[int] = ()
            self.seat = 0
            self.at: Any = None
            self.set_st(None)

        def set_st(self, st: State | None) -> None:
            self.st = st
            self.fields["_st"] = st  # what pyspiel's Clone and serialization copy
            self.space: Any = None
            self.acts: Sequence[Any] | dict[int, Any] | None = None
            self.id_of: Any = None
            self.idmap: dict[Any, int] | None = None
            if enc is not None and isinstance(st, State):  # not at the root, nor parked (clone)
                self.space = spaces[st.players]
                self.acts = acts[st.players]
                self.idmap = idmaps[st.players]
                # an instance's id: read off it (``AttributeError`` if not numbered yet), or
                # found by a space that keeps its ids to itself
                self.id_of = ACTION_ID if self.space.notes_ids else self.space.action_id

        def current_player(self) -> int:
            st = self.st
            if st is None:
                return int(pyspiel.PlayerId.CHANCE)
            if self.at is st._legal:
                return self.seat  # nothing has moved since the listing of the player to move
            act = st.active_players()  # empty once the game is over (every engine)
            if act:
                self.seat = seat = act[0]  # trusted while the engine's dict of listings stands
                self.at = st._legal
                return seat
            if st.is_over():
                return int(pyspiel.PlayerId.TERMINAL)
            return act[0]  # no seat to move in a running game: the engine's bug, raised

        def ids_of(self, legal: Sequence[Any]) -> Sequence[int]:
            """The ids of ``legal`` (an engine listing), in listing order: looked up in
            ``idmap``, else (no map) read off the instances (``id_of``)."""
            if enc is None:
                return range(len(legal))
            idmap = self.idmap
            try:
                if idmap is None:
                    return [*map(self.id_of, legal)]
                return itemgetter(*legal)(idmap) if len(legal) > 1 else (idmap[legal[0]],)
            except (KeyError, IndexError, AttributeError):  # not numbered yet; no listing
                return self.number(legal)

        def number(self, legal: Sequence[Any]) -> list[int]:
            """The ids of ``legal`` in listing order when one of its instances is not numbered
            yet (or not in ``idmap``): each numbered by the space (which notes it on the
            instance for next time), and kept in ``idmap``.

            A space of at most ``NUMBER_AT_LOAD`` ids is numbered whole at load
            (``adapter_space``), so this serves Keyflower (162,699 ids, numbered on sight), a
            map another caller emptied, and instances the engine does not share. Keyflower's
            fresh deals keep listing instances never seen before for a long time (random play
            at 3 players: 12% of the first 3,000 steps, 5% of steps 21,000-24,000): one
            exception and the missing instances' numbering, no more."""
            ids = [*map(self.space.action_id, legal)]
            idmap = self.idmap
            if idmap is not None:
                if len(idmap) > 2 * self.space.size:  # the engine's instances are not shared
                    idmap.clear()
                idmap.update(zip(legal, ids))
            return ids

        def listing(self, st: State, seat: int, current: bool) -> Sequence[int]:
            """The ids of the engine's listing for ``seat`` in listing order, cached with the
            listing (and, for the player to move, ``current``, trusted while nothing moves)."""
            legal = st.legal_actions(seat)
            if legal is not self.lg:
                self.listed = self.ids_of(legal)
                self.lg = legal
            if current and legal:
                self.seat = seat
                self.at = st._legal
            return self.listed

        def apply_action(self, action: int) -> None:
            st = self.st
            if st is not None and self.at is st._legal:
                seat = self.seat  # the player to move, listed and cached: nothing moved since
            elif st is None:
                deals = self.game.deals
                if not 0 <= action < deals:
                    raise ValueError(f"deal {action} is not in 0..{deals - 1}")
                self.set_st(self.game.deal(action))
                return
            elif enc is None:
                seat = st.active_players()[0]
                st.apply(seat, st.legal_actions(seat)[action])
                return
            else:
                seat = st.active_players()[0]
            # ``apply`` takes the engine's own instance, which it finds in its listing by
            # identity (an equal copy would be compared field by field)
            try:
                a = self.acts[action]  # type: ignore[index]
            except (KeyError, IndexError):  # an id not numbered yet (or not in the space)
                a = None
            if a is None or action < 0:  # (a list reads a negative index from its end)
                # interned: the listed instance (not legal now, or not an id: ``apply`` or
                # ``action_from_id`` says why)
                a = self.space.action_from_id(action)
            st.apply(seat, a)
            rec = self.rec
            if rec:  # players whose memory was asked for: kept up to date move by move
                assert enc is not None  # (a memory is only made with an encoder)
                for p, m in rec.items():
                    np.maximum(m, enc.encode(st.view(p), st.players), out=m)

    class _State(pyspiel.State):
        # ``current_player`` and ``_apply_action`` are bound methods of ``_h`` (see ``_Hot``)
        __slots__ = ("_apply_action", "_h", "current_player")

        def __init__(self, pygame: _Game, st: State | None) -> None:
            super().__init__(pygame)
            h = self._h = _Hot(pygame)
            self.current_player = h.current_player
            self._apply_action = h.apply_action
            if st is not None:
                h.set_st(st)

        def _get_st(self) -> State | None:
            return self._h.st

        def _set_st(self, st: State | None) -> None:
            self._h.set_st(st)

        _st = property(_get_st, _set_st)
        """The engine state (None at the root chance node, before the deal)."""

        def _get_recall(self) -> dict[int, np.ndarray] | None:
            return self._h.rec

        def _set_recall(self, rec: dict[int, np.ndarray] | None) -> None:
            self._h.rec = rec
            self.__dict__["_recall"] = rec

        _recall = property(_get_recall, _set_recall)
        """Player -> its memory tensor, for the players whose memory was asked for."""

        @property  # type: ignore[override]
        def __dict__(self) -> dict[str, Any]:  # type: ignore[override]
            """What pyspiel's C++ ``Clone`` and serialization copy (``_Hot.fields``; no
            instance dict: see ``_Hot``)."""
            return self._h.fields

        def _get_replays_for(self) -> int | None:
            return self._h.fields.get("_replays_for")

        def _set_replays_for(self, player: int) -> None:
            self._h.fields["_replays_for"] = player

        _replays_for = property(_get_replays_for, _set_replays_for)
        """The player whose own past views ``recall`` replays (set by ``resample_from_infostate``)."""

        @property
        def st(self) -> State:
            """The engine state (``ValueError`` at the root chance node, before the deal)."""
            st = self._h.st
            if st is None:
                raise ValueError("no deal yet: this is the root chance node")
            return st

        def chance_outcomes(self) -> list[tuple[int, float]]:
            n = self.get_game().deals
            return [(k, 1.0 / n) for k in range(n)]

        def _space(self) -> Any:
            space = self._h.space  # without a call into pyspiel (get_game)
            return space if space is not None else self.get_game().space

        def _legal_actions(self, player: int) -> list[int]:
            h = self._h
            st = h.st
            if st is None:
                return list(range(self.get_game().deals)) if player == pyspiel.PlayerId.CHANCE else []
            act = st.active_players()
            ids = [*h.listing(st, player, bool(act) and act[0] == player)]
            ids.sort()
            return ids

        def legal_actions(self, player: int | None = None) -> list[int]:
            """The sorted legal ids of ``player`` (default: the player to move).

            The same list pyspiel's own ``legal_actions`` gives (it calls ``_legal_actions``
            through C++), answered here in Python: a Python agent's call skips the round trip
            through C++ and the conversion of the list both ways (about 4 µs a call). C++
            algorithms still go through pyspiel and ``_legal_actions``."""
            h = self._h
            st = h.st
            act = st.active_players() if st is not None else None
            if not act:  # the root chance node, or the game is over
                return list(pyspiel.State.legal_actions(self) if player is None
                            else pyspiel.State.legal_actions(self, player))
            cur = act[0]
            if player is not None and player != cur:
                return []  # as pyspiel: only the player to move has legal actions
            # ``h.ids_of(legal)`` written out: this is the hot path. The ids are not cached: the
            # list made here is the caller's (a copy of a cached one costs as much as a new one)
            legal = st.legal_actions(cur)
            idmap = h.idmap
            try:
                if idmap is None:
                    ids = [*map(h.id_of, legal)]
                elif len(legal) > 1:
                    ids = [*itemgetter(*legal)(idmap)]
                else:
                    ids = [idmap[legal[0]]]
            except (KeyError, IndexError, AttributeError, TypeError):  # (see ``ids_of``); no space
                ids = [*h.ids_of(legal)]
            h.seat = cur
            h.at = st._legal
            ids.sort()  # (not ``sorted``: that looks up and calls ``list.sort`` by name)
            return ids

        def recall(self, player: int) -> np.ndarray:
            """What ``player`` has seen since the deal: the elementwise maximum of its
            observation tensors at every position of this history (a one-hot once set stays
            set: a tile or card once shown, a bid once made, a count's highest value).

            Built from the player's own views only. The first call replays the history from
            the deal (the past views of ``player``); later moves update it. In a state made by
            ``resample_from_infostate(p)`` only ``p``'s memory is carried over (the other
            players' private pasts were re-sampled): another player's memory there starts at
            the resample point.
            """
            assert enc is not None
            rec = self._recall
            if rec is None:
                rec = self._recall = {}
            m = rec.get(player)
            if m is not None:
                return m
            st = self.st
            if self.__dict__.get("_replays_for", player) != player:
                m = enc.encode(st.view(player), st.players)
            else:
                hist = self.history()
                game_ = self.get_game()
                space = self._space()
                replay = game_.deal(hist[0])
                m = enc.encode(replay.view(player), st.players)
                for aid in hist[1:]:
                    replay.apply(replay.active_players()[0], space.action_from_id(aid))
                    np.maximum(m, enc.encode(replay.view(player), st.players), out=m)
            rec[player] = m
            return m

        def _action_to_string(self, player: int, action: int) -> str:
            if player == pyspiel.PlayerId.CHANCE:
                return f"deal {action}"
            space = self._space()
            if space is None:
                legal = self.st.legal_actions(player)
                return legal[action].notation() if 0 <= action < len(legal) else f"#{action}"
            return space.action_from_id(action).notation()

        def is_terminal(self) -> bool:
            h = self._h
            st = h.st
            # (a seat to move cached for this very position: the game runs)
            return st is not None and h.at is not st._legal and st.is_over()

        def returns(self) -> list[float]:
            st = self._h.st
            if st is None:
                return [0.0] * self.get_game().players
            return rank_returns(st) if st.is_over() else [0.0] * st.players

        def __str__(self) -> str:
            st = self._h.st
            if st is None:
                return "(deal not chosen)"
            return json.dumps(st.view(None), sort_keys=True)

        def clone(self) -> _State:
            """A copy made with the engine's ``clone()`` (history and move number kept)."""
            st = self._h.st
            if st is None:
                return pyspiel.State.clone(self)
            fields = self.__dict__  # what OpenSpiel's C++ ``Clone`` deep-copies
            fields["_st"] = _Parked  # keep the engine out of that copy (the slot is not read there)
            try:
                c = pyspiel.State.clone(self)
            finally:
                fields["_st"] = st
            c._st = st.clone()
            return c

        def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> _State:
            """A state consistent with ``player_id``'s information: ``determinize``, seeded
            from ``probability_sampler`` (OpenSpiel's sampler, a float in [0, 1) per call)."""
            seed = int(float(probability_sampler()) * (1 << 53))
            c = self.clone()
            c._st = self.st.determinize(player_id, Rng(seed))
            # the history replays to player_id's own past views; the others' pasts were re-sampled
            c._replays_for = self.__dict__.get("_replays_for", player_id)
            rec = c._recall
            if rec:
                c._recall = {p: m for p, m in rec.items() if p == player_id}
            return c

    class _Observer:
        """Observation (``recall=False``) or information state (``recall=True``) tensors.

        The observation is the player's view encoded (``eurogames.core.observation``). The
        information state is the observation followed by ``_State.recall(player)``: the
        elementwise maximum of every observation the player has had since the deal, the
        fixed-size memory of a perfect-recall player (docs/research.md, per game).
        """

        def __init__(self, players: int, recall: bool = False) -> None:
            size = enc.size(players) if enc is not None else 0
            self.players = players
            self.recall = recall
            self.tensor = np.zeros(2 * size if recall else size, np.float32)
            self._now = self.tensor[:size]
            self.dict: dict[str, Any] = {"observation": self._now}
            if recall:
                self.dict["recall"] = self.tensor[size:]
            self._tensors = IncrementalEncoder(enc, players) if enc is not None else None
            """Each player's tensor, updated from its previous one (only what changed in its view)."""
            self._at: dict[int, tuple[State, int]] = {}
            """Player -> the position its tensor in ``_tensors`` was made at (the engine state
            object, held so that its id is not reused, and its move number)."""

        def set_from(self, state: _State, player: int) -> None:
            tensors = self._tensors
            if tensors is None:  # a game without an observation spec
                return
            st = state._h.st
            if st is None:
                self.tensor.fill(0.0)
                return
            if self.recall:
                np.copyto(self.dict["recall"], state.recall(player))
            # One encoding per position and player: OpenSpiel asks an observer again and again
            # for the same state, answered from the player's last tensor (no copy of it kept)
            at = self._at.get(player)
            if at is not None and at[0] is st and at[1] == st.move_number:
                np.copyto(self._now, tensors.tensor(player))
                return
            tensors.encode(player, st.view(player), out=self._now)
            self._at[player] = (st, st.move_number)

        def string_from(self, state: _State, player: int) -> str:
            st = state._h.st
            if st is None:
                return "(deal not chosen)"
            return json.dumps(st.view(player), sort_keys=True)

    pyspiel.register_game(game_type, _Game)
    _registered[short] = name
    return short


class _Spaces(dict[int, Any]):
    """Player count -> the game's action space, built on first use (a plain subscript, with
    no call into pyspiel: ``get_game()`` costs a round trip through C++)."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def __missing__(self, players: int) -> Any:
        sp = self[players] = adapter_space(self.game, players)
        return sp


class _IdMaps(dict[int, Any]):
    """Player count -> action instance -> its id (every id numbered so far, grown by
    ``_Hot.number``), or None for a space numbered whole with more than ``MAPPED_AT_MOST`` ids
    (the card game's): its ids are read off the instances (see ``_Hot``).

    A listing's ids are read by one ``itemgetter(*listing)(idmap)``: a lookup of each instance
    in C, about half the instructions of reading ``Action._id`` instance by instance (attribute
    reads of several classes, which CPython does not specialise), from a map small enough to
    stay in cache (Keyflower's holds only what play has met: a few thousand ids)."""

    def __init__(self, spaces: _Spaces) -> None:
        super().__init__()
        self.spaces = spaces

    def __missing__(self, players: int) -> dict[Any, int] | None:
        space = self.spaces[players]
        seen = space.seen
        whole = len(seen) == space.size
        m = None if whole and space.size > MAPPED_AT_MOST else {a: i for i, a in seen.items()}
        self[players] = m
        return m


class _Acts(dict[int, Any]):
    """Player count -> id -> the action instance the space numbered with it: a list for a space
    numbered whole (read at the id's place, where a dict of tens of thousands of ids is read at
    two places), else the space's own ``seen`` (which grows as the space numbers)."""

    def __init__(self, spaces: _Spaces) -> None:
        super().__init__()
        self.spaces = spaces

    def __missing__(self, players: int) -> Sequence[Any] | dict[int, Any]:
        space = self.spaces[players]
        seen = space.seen
        acts = [seen[i] for i in range(space.size)] if len(seen) == space.size else seen
        self[players] = acts
        return acts


class _ParkedType:
    """Stands in for the engine state while OpenSpiel copies a state's other fields."""

    def __reduce__(self) -> str:
        return "_Parked"


_Parked = _ParkedType()


def _tensor_games() -> set[str]:
    """Games with a fixed action space and an observation spec (every registered eurogame)."""
    import importlib.util

    from .. import GAME_NAMES
    return {n for n in GAME_NAMES if importlib.util.find_spec(f"eurogames.games.{n}.encoding")}


def load_game(name: str, players: int | None = None, seed: int = 0,
              options: dict[str, Any] | None = None, deals: int = DEALS) -> Any:
    """Register (if needed) and load a eurogames game as a ``pyspiel.Game``."""
    short = register(name, options)
    params: dict[str, Any] = {"seed": seed, "deals": deals}
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(short, params)
