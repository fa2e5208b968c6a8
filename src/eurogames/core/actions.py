"""Actions: small frozen values with a stable JSON form and a text notation.

A game declares one frozen dataclass per kind of decision, each with a unique
``type`` tag, and collects them in an ``ActionCodec``. The default notation is the
tag followed by the field values in declaration order::

    take 3 3 1          # TakeTile(die=3, depot=3, slot=1)

Field values are written as: ``int`` as digits, ``bool`` as ``yes``/``no``,
``None`` as ``-``, ``str`` as is (no spaces), a tuple as its items joined by
commas (``()`` for empty). A class may override ``notation()``, in which case it
must also provide a ``parse(args)`` classmethod taking the words after the tag.

>>> from dataclasses import dataclass
>>> from typing import ClassVar
>>> @dataclass(frozen=True, slots=True)
... class Take(Action):
...     type: ClassVar[str] = "take"
...     die: int
...     slot: int
>>> codec = ActionCodec([Take])
>>> codec.parse("take 3 1")
Take(die=3, slot=1)
>>> codec.from_json({"type": "take", "die": 3, "slot": 1}).notation()
'take 3 1'
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from collections.abc import Iterable
from typing import Any, ClassVar

from .errors import InvalidNotation
from .types import Json


class Action:
    """Base of every action class (a frozen dataclass in each game)."""

    __slots__ = ("_id",)
    # ``_id``: not a field (no part of equality, hashing, JSON, pickling or copies). The
    # action spaces (``core.encoding.ActionSpace``) note an instance's fixed action id in it
    # the first time they number it (the spaces of its game, which all number alike): the
    # engines list shared instances, so the research adapters read a listing's ids off the
    # instances it holds (``encoding.ACTION_ID``), where a map from instance to id would be
    # read at a random place for each (cache misses, the most of an adapter step's cost).
    _id: int
    type: ClassVar[str] = "action"

    def to_json(self) -> Json:
        """Stable JSON form: ``{"type": tag, field: value, ...}``."""
        out: Json = {"type": self.type}
        for f in _fields(type(self)):
            out[f.name] = _value_to_json(getattr(self, f.name))
        return out

    def notation(self) -> str:
        """Short text form; parses back with the game's codec."""
        words = [self.type]
        for f in _fields(type(self)):
            words.append(_value_to_word(getattr(self, f.name)))
        return " ".join(words)

    def __str__(self) -> str:
        return self.notation()


def interned(cls: Any) -> Any:
    """Class decorator: ``cls(...)`` returns one shared instance per field-value tuple.

    Use on top of ``@dataclass(frozen=True, slots=True, eq=False)``. Equal actions are
    then the same object, so the core's ``action in legal`` check compares by identity
    at C speed instead of calling the dataclass ``__eq__`` (games with long legal lists
    gain a lot). Values are keyed with their type, so ``1`` and ``True`` stay apart.

    >>> from dataclasses import dataclass
    >>> from typing import ClassVar
    >>> @interned
    ... @dataclass(frozen=True, slots=True, eq=False)
    ... class Pick(Action):
    ...     type: ClassVar[str] = "pick"
    ...     n: int
    >>> Pick(3) is Pick(n=3)
    True
    """
    cache: dict[tuple[Any, ...], Any] = {}
    names = cls.__match_args__
    new = object.__new__

    def __new__(c: Any, *args: Any, **kw: Any) -> Any:
        if kw:
            args = args + tuple(kw[n] for n in names[len(args):])
        key = (*map(type, args), *args)  # the types, then the values (a tuple, no generator: cheaper)
        inst = cache.get(key)
        if inst is None:
            inst = new(c)
            cache[key] = inst
        return inst

    def __reduce__(self: Any) -> tuple[Any, tuple[Any, ...]]:
        # Pickle and copy by value, rebuilt through ``cls(...)``, so an unpickled action is
        # the interned instance again (the default would call ``__new__`` with no values and
        # then overwrite the fields of a shared instance).
        return (type(self), tuple(getattr(self, n) for n in names))

    def __copy__(self: Any) -> Any:
        return self

    def __deepcopy__(self: Any, memo: Any) -> Any:
        return self  # immutable and shared: a copy is the same value

    cls.__new__ = __new__
    cls.__reduce__ = __reduce__
    cls.__copy__ = __copy__
    cls.__deepcopy__ = __deepcopy__
    return cls


_FIELDS_CACHE: dict[type, tuple[dataclasses.Field[Any], ...]] = {}
_HINTS_CACHE: dict[type, dict[str, Any]] = {}


def _fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    fs = _FIELDS_CACHE.get(cls)
    if fs is None:
        fs = tuple(f for f in dataclasses.fields(cls) if f.init)
        _FIELDS_CACHE[cls] = fs
    return fs


def _hints(cls: type) -> dict[str, Any]:
    h = _HINTS_CACHE.get(cls)
    if h is None:
        import sys
        module = sys.modules.get(cls.__module__)
        h = typing.get_type_hints(cls, globalns=vars(module) if module else None)
        _HINTS_CACHE[cls] = h
    return h


def _value_to_json(v: Any) -> Any:
    if isinstance(v, enum.Enum):
        return v.value
    if isinstance(v, tuple):
        return [_value_to_json(x) for x in v]
    return v


def _value_to_word(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, enum.Enum):
        return str(v.value)
    if isinstance(v, tuple):
        return ",".join(_value_to_word(x) for x in v) if v else "()"
    return str(v)


def _convert(tp: Any, raw: Any, from_text: bool) -> Any:
    """Convert a JSON value or a notation word to the annotated field type."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        if raw is None or (from_text and raw == "-"):
            if type(None) in args:
                return None
        last: Exception | None = None
        for a in args:
            if a is type(None):
                continue
            try:
                return _convert(a, raw, from_text)
            except (ValueError, TypeError, KeyError) as e:
                last = e
        raise ValueError(str(last))
    if origin is tuple:
        inner = args[0] if args else str
        if from_text:
            items = [] if raw in ("()", "") else str(raw).split(",")
        else:
            if not isinstance(raw, (list, tuple)):
                raise ValueError("expected a list")
            items = list(raw)
        if len(args) == 2 and args[1] is Ellipsis or len(args) <= 1:
            return tuple(_convert(inner, x, from_text) for x in items)
        if len(items) != len(args):
            raise ValueError("wrong tuple length")
        return tuple(_convert(a, x, from_text) for a, x in zip(args, items))
    if typing.get_origin(tp) is typing.Literal:
        for a in args:
            if str(a) == str(raw):
                return a
        raise ValueError(f"{raw!r} is not one of {args}")
    if tp is bool:
        if from_text:
            if raw in ("yes", "true", "1"):
                return True
            if raw in ("no", "false", "0"):
                return False
            raise ValueError("expected yes or no")
        if not isinstance(raw, bool):
            raise ValueError("expected true or false")
        return raw
    if tp is int:
        if isinstance(raw, bool):
            raise ValueError("expected an integer")
        if isinstance(raw, int):
            return raw
        if from_text and isinstance(raw, str) and raw.lstrip("-").isdigit():
            return int(raw)
        raise ValueError("expected an integer")
    if tp is str:
        if not isinstance(raw, str):
            raise ValueError("expected text")
        return raw
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        for m in tp:
            if str(m.value) == str(raw) or m.name == raw:
                return m
        raise ValueError(f"{raw!r} is not a {tp.__name__}")
    if tp is type(None):
        if raw is None or raw == "-":
            return None
        raise ValueError("expected nothing")
    raise TypeError(f"unsupported action field type {tp!r}")


class ActionCodec:
    """The action vocabulary of one game: JSON and notation, both ways."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.type in self.classes:
                raise ValueError(f"duplicate action tag {cls.type!r}")
            self.classes[cls.type] = cls

    def from_json(self, data: Any) -> Action:
        """Build an action from its JSON form.

        Raises:
            InvalidNotation: not an object, unknown type, missing or bad fields.
        """
        if not isinstance(data, dict):
            raise InvalidNotation("An action must be a JSON object with a \"type\".")
        tag = data.get("type")
        cls = self.classes.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise InvalidNotation(f"Unknown action type {tag!r}.")
        hints = _hints(cls)
        kwargs = {}
        names = set()
        for f in _fields(cls):
            names.add(f.name)
            if f.name not in data:
                if f.default is not dataclasses.MISSING:
                    continue
                raise InvalidNotation(f"Action {tag!r} needs the field {f.name!r}.")
            try:
                kwargs[f.name] = _convert(hints[f.name], data[f.name], False)
            except (ValueError, TypeError) as e:
                raise InvalidNotation(f"Action {tag!r}: bad value for {f.name!r} ({e}).") from None
        extra = set(data) - names - {"type"}
        if extra:
            raise InvalidNotation(f"Action {tag!r} has no field {sorted(extra)[0]!r}.")
        try:
            return cls(**kwargs)
        except (ValueError, TypeError) as e:
            raise InvalidNotation(f"Action {tag!r}: {e}") from None

    def parse(self, text: str) -> Action:
        """Parse notation, as written by ``Action.notation()``.

        Raises:
            InvalidNotation: the text does not describe an action of this game.
        """
        words = text.split()
        if not words:
            raise InvalidNotation("Empty action.")
        cls = self.classes.get(words[0])
        if cls is None:
            raise InvalidNotation(f"Unknown action {words[0]!r} in {text!r}.")
        custom = getattr(cls, "parse", None)
        if custom is not None:
            try:
                action: Action = custom(words[1:])
            except InvalidNotation:
                raise
            except (ValueError, TypeError, IndexError, KeyError) as e:
                raise InvalidNotation(f"Cannot read {text!r}: {e}") from None
            return action
        fs = _fields(cls)
        required = [f for f in fs if f.default is dataclasses.MISSING]
        if not len(required) <= len(words) - 1 <= len(fs):
            raise InvalidNotation(
                f"{text!r}: {words[0]} takes {len(fs)} value(s): "
                + " ".join(f.name for f in fs) + ".")
        hints = _hints(cls)
        kwargs = {}
        for f, w in zip(fs, words[1:]):
            try:
                kwargs[f.name] = _convert(hints[f.name], w, True)
            except (ValueError, TypeError) as e:
                raise InvalidNotation(f"{text!r}: bad value for {f.name} ({e}).") from None
        try:
            return cls(**kwargs)
        except (ValueError, TypeError) as e:
            raise InvalidNotation(f"{text!r}: {e}") from None
