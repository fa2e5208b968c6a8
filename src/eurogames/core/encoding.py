"""Fixed action spaces: a stable integer id for every action of a game and player count.

A game's action space is a list of *segments*, one or more per action class, laid end to
end. A ``Product`` segment numbers every combination of its fields' domains in mixed radix
(the last field varies fastest); a ``Listed`` segment numbers an explicit list of field-value
tuples. The id of an action is its segment's offset plus its index there, so the same id
means the same action in every state, and ``action_from_id`` inverts ``action_id`` exactly.
An action outside the declared domains raises ``ActionOutOfSpace`` (a bug in the declared
domains, or a position the space was not sized for).

>>> from dataclasses import dataclass
>>> from eurogames.core import Action
>>> @dataclass(frozen=True, slots=True)
... class Take(Action):
...     type = "take"
...     die: int
...     slot: int
>>> @dataclass(frozen=True, slots=True)
... class Done(Action):
...     type = "done"
>>> space = ActionSpace([Product(Done), Product(Take, die=range(1, 7), slot=range(4))])
>>> space.size, space.action_id(Done()), space.action_id(Take(2, 3))
(25, 0, 8)
>>> space.action_from_id(8)
Take(die=2, slot=3)
"""

from __future__ import annotations

import bisect
import importlib
import itertools
import operator
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from .actions import Action, _fields
from .errors import EurogamesError


class ActionOutOfSpace(EurogamesError, KeyError):
    """An action (or id) that the game's fixed action space does not contain."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "action out of space"


class _Segment:
    cls: type[Action]
    size: int

    def index(self, values: tuple[Any, ...]) -> int | None:
        raise NotImplementedError

    def values(self, i: int) -> tuple[Any, ...]:
        raise NotImplementedError

    def describe(self) -> str:
        raise NotImplementedError

    def layout(self) -> tuple[Any, ...]:
        """What the segment numbers, in its order (equal layouts number alike)."""
        raise NotImplementedError


def _key(v: Any) -> tuple[type, Any]:
    return (type(v), v)  # keep 1 and True apart


class Product(_Segment):
    """Every combination of per-field domains, in field order (the last field varies fastest)."""

    def __init__(self, cls: type[Action], **domains: Iterable[Any]) -> None:
        self.cls = cls
        names = [f.name for f in _fields(cls)]
        if sorted(names) != sorted(domains):
            raise ValueError(f"{cls.__name__}: domains for {sorted(domains)}, fields are {names}")
        self.names = names
        self.domains = [list(domains[n]) for n in names]
        self.lookup = [{_key(v): i for i, v in enumerate(d)} for d in self.domains]
        self.strides: list[int] = []
        size = 1
        for d in reversed(self.domains):
            self.strides.insert(0, size)
            size *= len(d)
        self.size = size

    def index(self, values: tuple[Any, ...]) -> int | None:
        i = 0
        for v, look, stride in zip(values, self.lookup, self.strides):
            j = look.get(_key(v))
            if j is None:
                return None
            i += j * stride
        return i

    def layout(self) -> tuple[Any, ...]:
        return (self.cls, tuple(self.names), tuple(tuple(map(_key, d)) for d in self.domains))

    def values(self, i: int) -> tuple[Any, ...]:
        out = []
        for d, stride in zip(self.domains, self.strides):
            j, i = divmod(i, stride)
            out.append(d[j])
        return tuple(out)

    def describe(self) -> str:
        if not self.names:
            return self.cls.type
        parts = []
        for n, d in zip(self.names, self.domains):
            shown = ", ".join(map(repr, d[:4])) + (", ..." if len(d) > 5 else "")
            if len(d) == 5:
                shown = ", ".join(map(repr, d))
            elif len(d) > 5:
                shown += f" {d[-1]!r}"
            parts.append(f"{n} in [{shown}] ({len(d)})")
        return f"{self.cls.type}: " + " x ".join(parts)


class Listed(_Segment):
    """An explicit list of field-value tuples (or of action instances)."""

    def __init__(self, cls: type[Action], items: Iterable[Any]) -> None:
        self.cls = cls
        names = [f.name for f in _fields(cls)]
        rows: list[tuple[Any, ...]] = []
        for it in items:
            if isinstance(it, Action):
                it = tuple(getattr(it, n) for n in names)
            rows.append(tuple(it))
        self.rows = list(dict.fromkeys(rows))
        self.lookup = {tuple(map(_key, r)): i for i, r in enumerate(self.rows)}
        self.size = len(self.rows)

    def index(self, values: tuple[Any, ...]) -> int | None:
        return self.lookup.get(tuple(map(_key, values)))

    def layout(self) -> tuple[Any, ...]:
        return (self.cls, tuple(self.lookup))

    def values(self, i: int) -> tuple[Any, ...]:
        return self.rows[i]

    def describe(self) -> str:
        return f"{self.cls.type}: {self.size} listed values"


def _getter(names: tuple[str, ...]) -> Any:
    """A function giving the values of the fields ``names`` as a tuple."""
    if not names:
        return lambda a: ()
    if len(names) == 1:
        one = operator.attrgetter(names[0])
        return lambda a: (one(a),)
    return operator.attrgetter(*names)


_HOMES: dict[type[Action], tuple[Any, ...]] = {}
"""Action class -> the layout of the first action space built over it in this process. The
spaces of that layout note their ids on the instances (``Action._id``); a space numbering the
class otherwise keeps its ids in its own maps only. Every game numbers its actions alike at
every player count, so all of a game's spaces note and read the same ids."""

ACTION_ID = operator.attrgetter("_id")
"""An action's id noted on the instance by its home spaces (``ActionSpace.notes_ids``): read
at C speed, ``AttributeError`` for an instance not numbered yet."""


class ActionSpace:
    """The fixed, numbered set of every action of one game and player count."""

    def __init__(self, segments: Sequence[_Segment]) -> None:
        self.segments = list(segments)
        self.offsets: list[int] = []
        by_class: dict[type[Action], list[tuple[int, _Segment]]] = {}
        size = 0
        for seg in self.segments:
            self.offsets.append(size)
            by_class.setdefault(seg.cls, []).append((size, seg))
            size += seg.size
        self.size = size
        self._by_class = by_class
        self._names = {cls: tuple(f.name for f in _fields(cls)) for cls in by_class}
        self._values = {cls: _getter(names) for cls, names in self._names.items()}
        """class -> a function giving an action's field values as a tuple (C speed)."""
        self._by_values: dict[tuple[type[Action], tuple[Any, ...]], int] = {}
        """(class, field values) -> id: a new action instance is found without hashing or
        comparing dataclasses. Not used when a domain holds both a bool and the equal int."""
        self._plain = not any(
            isinstance(seg, Product) and any(
                {type(v) for v in d} >= {bool, int} for d in seg.domains)
            for seg in self.segments)
        self._ids: dict[Action, int] = {}
        layout = tuple(seg.layout() for seg in self.segments)
        homes = [_HOMES.setdefault(cls, layout) for cls in by_class]
        self.notes_ids = all(home == layout for home in homes)
        """Whether this space notes its ids on the instances (``Action._id``, read by
        ``ACTION_ID``): the first space built over its classes, and any of the same layout."""
        self._actions: dict[int, Action] = {}
        """id -> the first action instance seen with it (the engine's own shared instance, so
        that ``action in legal`` succeeds on identity before any ``__eq__``)."""

    def __len__(self) -> int:
        return self.size

    @property
    def seen(self) -> dict[int, Action]:
        """id -> the action instance first numbered with it, for every id this space numbered
        so far (what ``action_from_id`` answers first; an id read off an instance, noted there
        by another space of the same layout, is not added). For reading only."""
        return self._actions

    def action_id(self, action: Action) -> int:
        """The id of ``action`` (the same in every state).

        Raises:
            ActionOutOfSpace: the action lies outside the declared domains.
        """
        if self.notes_ids:
            try:  # numbered before: the engines list shared instances
                return action._id
            except AttributeError:  # not numbered yet (the slot is unset)
                pass
        cls = type(action)
        get = self._values.get(cls)
        values = get(action) if get is not None else ()
        if self._plain:
            i = self._by_values.get((cls, values))
            if i is not None:
                self._remember(action, i)
                return i
        else:
            i = self._ids.get(action)
            if i is not None:
                self._remember(action, i)
                return i
        for off, seg in self._by_class.get(cls, ()):
            j = seg.index(values)
            if j is not None:
                i = off + j
                self._note(action, i, values)
                return i
        raise ActionOutOfSpace(f"{action.notation()!r} has no id in this action space")

    def _note(self, action: Action, i: int, values: tuple[Any, ...]) -> None:
        """Keep ``i`` as the id of ``action`` (field values ``values``), numbered now."""
        if len(self._ids) < 1_000_000:
            self._ids[action] = i
            self._by_values[type(action), values] = i
            self._actions.setdefault(i, action)
        self._remember(action, i)

    def number_all(self) -> None:
        """Number every id of the space now, each from the instance its class makes of the id's
        values: for interned classes (``core.actions.interned``: every game's) the one shared
        instance the engine will list, so that play meets no instance to number (a fresh
        instance costs ``action_id`` about 20k instructions). What it costs: every action
        instance made up front, and the maps of a fully numbered space (see ``docs/research.md``
        for the figures). Ids are those ``action_id`` gives: a value found in two segments of
        its class keeps the first segment's."""
        if len(self._actions) == self.size:
            return  # numbered whole already
        ids = self._ids
        for off, seg in zip(self.offsets, self.segments):
            cls = seg.cls
            rows: Iterable[tuple[Any, ...]] = (
                itertools.product(*seg.domains) if isinstance(seg, Product)  # in id order
                else map(seg.values, range(seg.size)))
            for i, values in enumerate(rows, off):
                action = cls(*values)
                if action not in ids:
                    self._note(action, i, values)

    def _remember(self, action: Action, i: int) -> None:
        """Note ``i`` on ``action`` (``Action._id``) if this space notes its ids there. The
        instance keeps its own id, so nothing here grows with the instances a game makes afresh,
        and a listing's ids are read off the instances it holds (``ids_of``), with no map."""
        if self.notes_ids:
            try:  # frozen dataclasses refuse ``setattr``; the slot is not a field
                object.__setattr__(action, "_id", i)
            except AttributeError:  # a class without the slot (not an ``Action``)
                pass

    def ids_of(self, actions: Sequence[Action]) -> list[int]:
        """The ids of ``actions`` (a legal-action listing), in the listing's order.

        The engines list shared instances (built once per game), so after the first sight of
        each, a listing's ids are read from the instances themselves (``ACTION_ID``), with no
        lookup; an instance not numbered yet is numbered by ``action_id``."""
        if self.notes_ids:
            try:
                return list(map(ACTION_ID, actions))
            except AttributeError:  # an instance not numbered yet
                pass
        return list(map(self.action_id, actions))

    def action_from_id(self, i: int) -> Action:
        """The action numbered ``i`` (made from its values and numbered, the first time: for
        interned actions the very instance the engine lists, then in ``seen``).

        Raises:
            ActionOutOfSpace: ``i`` is not in ``0 .. size-1``.
        """
        a = self._actions.get(i)
        if a is not None:
            return a
        if not isinstance(i, (int, np.integer)) or not 0 <= i < self.size:
            raise ActionOutOfSpace(f"action id {i!r} is not in 0..{self.size - 1}")
        i = int(i)
        k = bisect.bisect_right(self.offsets, i) - 1
        seg = self.segments[k]
        values = seg.values(i - self.offsets[k])
        a = seg.cls(*values)
        self._note(a, i, values)
        return a

    def ids(self, actions: Iterable[Action]) -> list[int]:
        aid = self.action_id
        return [aid(a) for a in actions]

    def listed(self, actions: Iterable[Action]) -> dict[int, Action]:
        """``actions`` (a legal-action listing) by id: ``sorted(space.listed(legal))`` are the
        legal ids in OpenSpiel's order, and each id maps back to the listed instance."""
        aid = self.action_id
        return {aid(a): a for a in actions}

    def mask(self, actions: Iterable[Action], dtype: Any = np.int8) -> np.ndarray:
        """A 0/1 vector of length ``size`` marking ``actions``."""
        m = np.zeros(self.size, dtype=dtype)
        m[self.ids(actions)] = 1
        return m

    def factor(self, i: int) -> tuple[int, tuple[int, ...]]:
        """The parts of id ``i``: its segment's index and, in a ``Product`` segment, the index
        of each field's value in its domain (in a ``Listed`` segment: the row). A learning
        agent can choose a composite action part by part (a factored or autoregressive head)
        over these small domains instead of one logit per id; ``unfactor`` inverts it.

        >>> space = action_space("castles_of_burgundy", 2)  # take depot slot workers: segment 1
        >>> space.factor(41), space.unfactor(1, (1, 1, 3)), space.action_from_id(41).notation()
        ((1, (1, 1, 3)), 41, 'take 1 2 w3')
        """
        if not isinstance(i, (int, np.integer)) or not 0 <= i < self.size:
            raise ActionOutOfSpace(f"action id {i!r} is not in 0..{self.size - 1}")
        k = bisect.bisect_right(self.offsets, int(i)) - 1
        seg = self.segments[k]
        j = int(i) - self.offsets[k]
        if isinstance(seg, Product):
            parts = []
            for stride in seg.strides:
                q, j = divmod(j, stride)
                parts.append(q)
            return k, tuple(parts)
        return k, (j,)

    def unfactor(self, segment: int, parts: Sequence[int]) -> int:
        """The id whose parts are ``parts`` in segment number ``segment`` (see ``factor``)."""
        seg = self.segments[segment]
        if isinstance(seg, Product):
            if len(parts) != len(seg.domains) or any(
                    not 0 <= p < len(d) for p, d in zip(parts, seg.domains)):
                raise ActionOutOfSpace(f"parts {tuple(parts)} do not fit segment {segment}")
            return self.offsets[segment] + sum(p * s for p, s in zip(parts, seg.strides))
        if len(parts) != 1 or not 0 <= parts[0] < seg.size:
            raise ActionOutOfSpace(f"parts {tuple(parts)} do not fit segment {segment}")
        return self.offsets[segment] + parts[0]

    def describe(self) -> list[str]:
        """One line per segment: ``first..last  tag: field in [domain] x ...``."""
        return [f"{off}..{off + seg.size - 1}  {seg.describe()}"
                for off, seg in zip(self.offsets, self.segments)]


_SPACES: dict[tuple[str, int], ActionSpace] = {}


def action_space(game: str, players: int) -> ActionSpace:
    """The fixed action space of ``game`` with ``players`` players (built once, then cached)."""
    key = (game, players)
    sp = _SPACES.get(key)
    if sp is None:
        mod = importlib.import_module(f"eurogames.games.{game}.encoding")
        sp = _SPACES[key] = mod.action_space(players)
    return sp


def action_id(state: Any, action: Action) -> int:
    """The fixed id of ``action`` in ``state``'s game and player count."""
    return action_space(state.game.name, state.players).action_id(action)


def action_from_id(state: Any, i: int) -> Action:
    """The action with fixed id ``i`` in ``state``'s game and player count."""
    return action_space(state.game.name, state.players).action_from_id(i)


def legal_mask(state: Any, seat: int, dtype: Any = np.int8) -> np.ndarray:
    """The legal actions of ``seat`` as a 0/1 vector over the fixed action space."""
    return action_space(state.game.name, state.players).mask(state.legal_actions(seat), dtype)
