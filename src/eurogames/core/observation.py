"""Observation tensors: a fixed-shape numeric encoding of a seat's ``view``.

The tensor is computed from ``state.view(seat)`` and nothing else, so it can never carry
more than the view (no hidden information). Each game ships an *observation spec*
(``games/<game>/observation.json``) that mirrors the structure of its view; an
``ObservationEncoder`` walks a view along the spec and writes float32 numbers:

=========  ==========================================================================
kind       encoding
=========  ==========================================================================
``num``    the number itself (``true``/``false`` as 1/0), one slot
``cat``    one-hot over ``values`` (the JSON values the field can take), one slot each
``numcat`` a field that is a number or a word: the number, then one-hot over ``values``
``chars``  a string of at most ``len`` characters: one-hot over ``alphabet`` per position
``tuple``  a short list whose positions differ: its length, then each position's spec
``text``   sentences for people (score explanations): not encoded, zero width
``json``   a field of mixed structure: its compact JSON text, encoded as ``chars``
``opt``    a field that may be ``null``: a present flag, then ``item`` (zeros if null)
``list``   a list of at most ``len`` items: its length, then ``len`` items (zeros padded)
``seats``  a list with one item per seat (its length is the player count)
``dict``   an object with fixed ``fields``, encoded in the spec's order
``map``    an object whose keys come from ``keys``: per key a present flag and ``item``
=========  ==========================================================================

``layout(players)`` names every slot (``players[1].coins``, ``phase=B``, ...), which is the
field-by-field documentation of the tensor. With ``strict=True`` (the tests), a value the
spec cannot encode exactly (an unknown category, a list longer than its bound, an unknown
key) raises ``ObservationOutOfSpec``; otherwise it is dropped (unknown category: all zeros;
long list: truncated), so a learning run never stops on a rare value.

The specs are inferred from seeded random games by ``infer_spec`` (``python -m
eurogames.core.observation GAME`` regenerates one) and checked by the tests on other seeds.
"""

from __future__ import annotations

import importlib
import importlib.resources
import itertools
import json
import struct
import sys
from collections.abc import Iterable
from typing import Any

import numpy as np

from .errors import EurogamesError

Spec = dict[str, Any]


class ObservationOutOfSpec(EurogamesError, ValueError):
    """A view holds a value its game's observation spec cannot encode exactly."""


def _cat_key(v: Any) -> str:
    return json.dumps(v)


class ObservationEncoder:
    """Encode views of one game along its spec; the shape depends on the player count only."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self._sizes: dict[int, int] = {}
        self._sz: dict[tuple[int, int], int] = {}
        self._cat: dict[int, dict[str, int]] = {}
        self._alpha: dict[int, dict[str, int]] = {}
        self._fast: dict[int, Any] = {}
        self._diffs: dict[int, Any] = {}

    # ----- sizes and layout ---------------------------------------------------

    def _size(self, s: Spec, players: int) -> int:
        key = (id(s), players)
        n = self._sz.get(key)
        if n is None:
            n = self._sz[key] = self._size_of(s, players)
        return n

    def _size_of(self, s: Spec, players: int) -> int:
        k = s["k"]
        if k == "num":
            return 1
        if k == "cat":
            return len(s["values"])
        if k == "numcat":
            return 1 + len(s["values"])
        if k in ("chars", "json"):
            return int(s["len"]) * len(s["alphabet"])
        if k == "opt":
            return 1 + self._size(s["item"], players)
        if k == "text":
            return 0
        if k == "tuple":
            return 1 + sum(self._size(x, players) for x in s["items"])
        if k == "list":
            return 1 + int(s["len"]) * self._size(s["item"], players)
        if k == "seats":
            return players * self._size(s["item"], players)
        if k == "dict":
            return sum(self._size(v, players) for v in s["fields"].values())
        if k == "map":
            return len(s["keys"]) * (1 + self._size(s["item"], players))
        raise ValueError(f"unknown spec kind {k!r}")

    def size(self, players: int) -> int:
        n = self._sizes.get(players)
        if n is None:
            n = self._sizes[players] = self._size(self.spec, players)
        return n

    def shape(self, players: int) -> tuple[int]:
        return (self.size(players),)

    def layout(self, players: int) -> list[tuple[int, int, str]]:
        """``(offset, width, name)`` of every leaf field, in tensor order."""
        out: list[tuple[int, int, str]] = []

        def walk(s: Spec, name: str, off: int) -> int:
            k = s["k"]
            if k in ("num", "cat", "chars", "numcat", "json"):
                w = self._size(s, players)
                if k == "num":
                    what = ""
                elif k == "cat":
                    what = f" one-hot of {len(s['values'])}"
                elif k == "numcat":
                    what = f" number, or one-hot of {len(s['values'])}"
                else:
                    what = f" {s['len']} chars over {s['alphabet']!r}"
                out.append((off, w, name + what))
                return off + w
            if k == "text":
                out.append((off, 0, f"{name} (text for people: not encoded)"))
                return off
            if k == "tuple":
                out.append((off, 1, f"{name} length (<= {len(s['items'])})"))
                off += 1
                for i, x in enumerate(s["items"]):
                    off = walk(x, f"{name}[{i}]", off)
                return off
            if k == "opt":
                out.append((off, 1, f"{name} present"))
                return walk(s["item"], name, off + 1)
            if k == "list":
                out.append((off, 1, f"{name} length (<= {s['len']})"))
                off += 1
                for i in range(int(s["len"])):
                    off = walk(s["item"], f"{name}[{i}]", off)
                return off
            if k == "seats":
                for i in range(players):
                    off = walk(s["item"], f"{name}[{i}]", off)
                return off
            if k == "dict":
                for f, v in s["fields"].items():
                    off = walk(v, f"{name}.{f}" if name else f, off)
                return off
            if k == "map":
                for key in s["keys"]:
                    out.append((off, 1, f"{name}[{key}] present"))
                    off = walk(s["item"], f"{name}[{key}]", off + 1)
                return off
            raise ValueError(k)

        walk(self.spec, "", 0)
        return out

    # ----- encoding -----------------------------------------------------------

    def encode(self, view: Any, players: int, strict: bool = False,
               out: np.ndarray | None = None) -> np.ndarray:
        """The float32 tensor of ``view`` (a seat's view of a ``players``-player game).

        Non-strict encoding runs the spec's compiled encoder (``_Gen``); strict encoding walks
        the spec (``walk``), which checks every value and names the one that does not fit.
        ``out``: a preallocated float32 buffer of the right size to write into (zeroed first).
        """
        if strict:
            return self.walk(view, players, True, out)
        fn = self._fast.get(players)
        if fn is None:
            fn = self._fast[players] = _Gen(self, players).build()
        ones: list[int] = []
        at: list[int] = []
        vals: list[Any] = []
        runs: list[tuple[int, list[Any]]] = []
        fn(view, ones, at, vals, runs)
        if out is None:
            buf = np.zeros(self.size(players), np.float32)
        else:
            buf = out
            buf.fill(0.0)
        _scatter(buf, ones, at, vals, runs)
        return buf

    def walk(self, view: Any, players: int, strict: bool = False,
             out: np.ndarray | None = None) -> np.ndarray:
        """``encode`` by walking the spec node by node (the reference the compiled encoder
        is tested against; with ``strict``, the checking encoder)."""
        buf = np.zeros(self.size(players), np.float32) if out is None else out
        if out is not None:
            buf.fill(0.0)
        vals: dict[int, float] = {}  # sparse: most slots of a one-hot encoding stay zero
        self._enc(self.spec, view, vals, 0, players, strict, "")
        if vals:
            buf[np.fromiter(vals.keys(), np.intp, len(vals))] = np.fromiter(
                vals.values(), np.float32, len(vals))
        return buf

    def _cat_index(self, s: Spec) -> dict[str, int]:
        idx = self._cat.get(id(s))
        if idx is None:
            idx = self._cat[id(s)] = {_cat_key(x): i for i, x in enumerate(s["values"])}
        return idx

    def _enc_cat(self, s: Spec, v: Any, out: dict[int, float], off: int, strict: bool,
                 path: str) -> None:
        self._enc({"k": "cat", "values": s["values"]}, v, out, off, 0, strict, path,
                  self._cat_index(s))

    def _enc(self, s: Spec, v: Any, out: dict[int, float], off: int, players: int, strict: bool,
             path: str, idx: dict[str, int] | None = None) -> int:
        k = s["k"]
        if k == "num":
            if v is None:
                if strict:
                    raise ObservationOutOfSpec(f"{path}: null where a number was expected")
            elif isinstance(v, (int, float)):
                out[off] = float(v)
            elif strict:
                raise ObservationOutOfSpec(f"{path}: {v!r} is not a number")
            return off + 1
        if k == "cat":
            if idx is None:
                idx = self._cat_index(s)
            # Categories are words: look a word up directly, anything else by its JSON form.
            j = idx.get('"' + v + '"') if type(v) is str and '"' not in v and "\\" not in v \
                and v.isascii() else idx.get(_cat_key(v))
            if j is not None:
                out[off + j] = 1.0
            elif strict:
                raise ObservationOutOfSpec(f"{path}: {v!r} is not one of the spec's values")
            return off + len(idx)
        if k == "numcat":
            if isinstance(v, (int, float)):
                out[off] = float(v)
                return off + 1 + len(s["values"])
            if strict or isinstance(v, str):
                # the spec's own node keys the category index (never a temporary dict, whose
                # id a later temporary may reuse)
                self._enc_cat(s, v, out, off + 1, strict, path)
            return off + 1 + len(s["values"])
        if k in ("chars", "json"):
            if k == "json":
                v = _json_text(v)
            alpha = self._alpha.get(id(s))
            if alpha is None:
                alpha = self._alpha[id(s)] = {c: i for i, c in enumerate(s["alphabet"])}
            n, w = int(s["len"]), len(alpha)
            text = v if isinstance(v, str) else ""
            if strict and (not isinstance(v, str) or len(v) > n or any(c not in alpha for c in v)):
                raise ObservationOutOfSpec(f"{path}: {v!r} does not fit {n} chars of {s['alphabet']!r}")
            for i, c in enumerate(text[:n]):
                j = alpha.get(c)
                if j is not None:
                    out[off + i * w + j] = 1.0
            return off + n * w
        if k == "opt":
            if v is None:
                return off + self._size(s, players)
            out[off] = 1.0
            return self._enc(s["item"], v, out, off + 1, players, strict, path)
        if k == "text":
            return off
        if k == "tuple":
            items = s["items"]
            seq = v if isinstance(v, list) else []
            if strict and (not isinstance(v, list) or len(v) > len(items)):
                raise ObservationOutOfSpec(f"{path}: {v!r} is not a tuple of at most {len(items)}")
            out[off] = float(len(seq))
            off += 1
            for i, x in enumerate(items):
                if i < len(seq):
                    self._enc(x, seq[i], out, off, players, strict, f"{path}[{i}]")
                off += self._size(x, players)
            return off
        if k in ("list", "seats"):
            item = s["item"]
            w = self._size(item, players)
            n = int(s["len"]) if k == "list" else players
            seq = v if isinstance(v, list) else []
            if strict and (not isinstance(v, list) or len(v) > n or (k == "seats" and len(v) != n)):
                raise ObservationOutOfSpec(f"{path}: a list of {len(seq)} where {n} fit")
            if k == "list":
                out[off] = float(len(seq))
                off += 1
            for i, x in enumerate(seq[:n]):
                self._enc(item, x, out, off + i * w, players, strict, f"{path}[{i}]")
            return off + n * w
        if k == "dict":
            d = v if isinstance(v, dict) else {}
            if strict:
                if not isinstance(v, dict):
                    raise ObservationOutOfSpec(f"{path}: {v!r} is not an object")
                extra = set(d) - set(s["fields"])
                if extra:
                    raise ObservationOutOfSpec(f"{path}: fields {sorted(extra)} are not in the spec")
            for f, fs in s["fields"].items():
                if f in d:
                    off = self._enc(fs, d[f], out, off, players, strict, f"{path}.{f}")
                else:
                    if strict and fs["k"] != "opt":
                        raise ObservationOutOfSpec(f"{path}: field {f!r} is missing")
                    off += self._size(fs, players)
            return off
        if k == "map":
            d = v if isinstance(v, dict) else {}
            keys = s["keys"]
            if strict:
                if not isinstance(v, dict):
                    raise ObservationOutOfSpec(f"{path}: {v!r} is not an object")
                extra = set(d) - set(keys)
                if extra:
                    raise ObservationOutOfSpec(f"{path}: keys {sorted(extra)} are not in the spec")
            w = 1 + self._size(s["item"], players)
            for i, key in enumerate(keys):
                if key in d:
                    out[off + i * w] = 1.0
                    self._enc(s["item"], d[key], out, off + i * w + 1, players, strict, f"{path}[{key}]")
            return off + len(keys) * w
        raise ValueError(f"unknown spec kind {k!r}")



def _scatter(buf: np.ndarray, ones: list[int], at: list[int], vals: list[Any],
             runs: list[tuple[int, list[Any]]]) -> None:
    """Write what a compiled encoder collected into ``buf`` (the slots it names only)."""
    if vals and not _NUM_TYPES.issuperset(map(type, vals)):
        # a non-number where a number belongs: dropped, as the walk drops it
        keep = [i for i, x in enumerate(vals) if isinstance(x, _NUM)]
        at = [at[i] for i in keep]
        vals = [vals[i] for i in keep]
    # np.fromiter with the dtype given converts a list of Python numbers in one pass (a
    # plain list index makes numpy first work out the list's type: about twice the cost)
    if ones:
        buf[np.fromiter(ones, np.intp, len(ones))] = 1.0
    if at:
        buf[np.fromiter(at, np.intp, len(at))] = np.fromiter(vals, np.float32, len(vals))
    for b, run in runs:  # lists of numbers
        if not _NUM_TYPES.issuperset(map(type, run)):
            run = [x if isinstance(x, _NUM) else 0 for x in run]  # a non-number: dropped
        if run:
            buf[b:b + len(run)] = run


_PACKERS: dict[int, struct.Struct] = {}


def _write_runs(buf: np.ndarray, mb: memoryview, runs: list[tuple[int, list[Any]]]) -> None:
    """Write lists of numbers into ``buf`` (contiguous float32) through its byte view ``mb``,
    as ``_scatter`` does: ``struct`` packs a list of Python numbers about three times faster
    than numpy converts one (a list of 114 numbers: 2 µs against 7). A list holding a
    non-number goes through ``_scatter``, which drops it."""
    for b, run in runs:
        n = len(run)
        packer = _PACKERS.get(n)
        if packer is None:
            packer = _PACKERS[n] = struct.Struct(f"{n}f")
        try:
            packer.pack_into(mb, 4 * b, *run)
        except struct.error:
            _scatter(buf, [], [], [], [(b, run)])


# ----- the compiled encoder ---------------------------------------------------------------

_NUM = (int, float)
_LONG = 40
"""A list of numbers this long or longer (by its spec) is written as one run by numpy; a
shorter one slot by slot (a numpy call per run costs more than a few slots)."""
_NUM_TYPES = frozenset((int, float, bool))
_MISSING = object()


class _Gen:
    """Writes the Python source of one encoder function for a spec and a player count.

    The function ``enc(v, O, I, V, R)`` appends the offsets of one-hot slots to ``O``, the
    offsets and values of number slots to ``I`` and ``V``, and each list of numbers as one run
    ``(offset, list)`` to ``R``; every offset is a constant or a
    loop variable plus a constant (the spec has a fixed layout), so the walk does no spec
    lookups, builds no paths and makes no calls per leaf. It gives exactly the tensor of the
    non-strict ``ObservationEncoder._enc`` walk (a test compares the two on every game).
    """

    def __init__(self, enc: ObservationEncoder, players: int) -> None:
        self.enc = enc
        self.players = players
        self.lines: list[str] = []
        self.ns: dict[str, Any] = {"_NUM": _NUM, "_MISSING": _MISSING, "_chars": _chars_into,
                                   "_json_text": _json_text, "_cat_key": _cat_key}
        self.n = 0

    def var(self, stem: str) -> str:
        self.n += 1
        return f"{stem}{self.n}"

    def const(self, value: Any, stem: str = "K") -> str:
        name = self.var(stem)
        self.ns[name] = value
        return name

    def emit(self, depth: int, line: str) -> None:
        self.lines.append("    " * depth + line)

    @staticmethod
    def at(base: str, off: int) -> str:
        if base == "0":
            return str(off)
        return f"{base} + {off}" if off else base

    def node(self, s: Spec, x: str, base: str, off: int, d: int) -> None:
        """Code that encodes the value in variable ``x`` at offset ``base + off``."""
        k = s["k"]
        at = self.at(base, off)
        if k == "num":
            # no type test here: ``encode`` checks the collected values in one pass
            self.emit(d, f"if {x}:")
            self.emit(d + 1, f"ia({at}); va({x})")
        elif k == "cat":
            self._cat(s["values"], x, base, off, d)
        elif k == "numcat":
            self.emit(d, f"if isinstance({x}, _NUM):")
            self.emit(d + 1, f"if {x}:")
            self.emit(d + 2, f"ia({at}); va({x})")
            self.emit(d, f"elif isinstance({x}, str):")
            self._cat(s["values"], x, base, off + 1, d + 1)
        elif k in ("chars", "json"):
            alpha = self.const({c: i for i, c in enumerate(s["alphabet"])}, "A")
            text = f"_json_text({x})" if k == "json" else x
            if k == "chars":
                self.emit(d, f"if {x} and isinstance({x}, str):")
                d += 1
            self.emit(d, f"_chars({text}, {at}, {int(s['len'])}, {alpha}, O)")
        elif k == "opt":
            self.emit(d, f"if {x} is not None:")
            self.emit(d + 1, f"oa({at})")
            self.node(s["item"], x, base, off + 1, d + 1)
        elif k == "text":
            pass
        elif k == "tuple":
            n = self.var("n")
            self.emit(d, f"if {x} and isinstance({x}, list):")
            self.emit(d + 1, f"{n} = len({x})")
            self.emit(d + 1, f"ia({at}); va({n})")
            o = off + 1
            for i, item in enumerate(s["items"]):
                y = self.var("y")
                self.emit(d + 1, f"if {n} > {i}:")
                self.emit(d + 2, f"{y} = {x}[{i}]")
                self.node(item, y, base, o, d + 2)
                o += self.enc._size(item, self.players)
        elif k in ("list", "seats"):
            item = s["item"]
            w = self.enc._size(item, self.players)
            bound = int(s["len"]) if k == "list" else self.players
            self.emit(d, f"if {x} and isinstance({x}, list):")
            o = off
            if k == "list":
                self.emit(d + 1, f"ia({at}); va(len({x}))")
                o += 1
            y, b = self.var("y"), self.var("b")
            seq = f"{x}[:{bound}]"
            self.emit(d + 1, f"{b} = {self.at(base, o)}")
            if item["k"] == "num" and bound >= _LONG:  # a long list of numbers: one run,
                self.emit(d + 1, f"ra(({b}, {seq}))")   # written by numpy in one go
                return
            if item["k"] == "num":  # a short list of numbers: written in bulk (zeros too, harmless)
                self.emit(d + 1, f"{y} = {seq}")
                self.emit(d + 1, f"ie(range({b}, {b} + len({y}))); ve({y})")
                return
            self.emit(d + 1, f"for {y} in {seq}:")
            self.node(item, y, b, 0, d + 2)
            self.emit(d + 2, f"{b} += {w}")
        elif k == "dict":
            self.emit(d, f"if isinstance({x}, dict):")
            o = off
            body = len(self.lines)
            for f, fs in s["fields"].items():
                y = self.var("y")
                if _none_differs(fs):
                    self.emit(d + 1, f"{y} = {x}.get({f!r}, _MISSING)")
                    self.emit(d + 1, f"if {y} is not _MISSING:")
                    self.node(fs, y, base, o, d + 2)
                else:
                    self.emit(d + 1, f"{y} = {x}.get({f!r})")
                    self.node(fs, y, base, o, d + 1)
                o += self.enc._size(fs, self.players)
            if len(self.lines) == body:
                self.emit(d + 1, "pass")
        elif k == "map":
            keys = self.const({key: i for i, key in enumerate(s["keys"])}, "M")
            w = 1 + self.enc._size(s["item"], self.players)
            kk, y, j, b = self.var("k"), self.var("y"), self.var("j"), self.var("b")
            self.emit(d, f"if isinstance({x}, dict):")
            self.emit(d + 1, f"for {kk}, {y} in {x}.items():")
            self.emit(d + 2, f"{j} = {keys}.get({kk})")
            self.emit(d + 2, f"if {j} is not None:")
            self.emit(d + 3, f"{b} = {self.at(base, off)} + {j} * {w}")
            self.emit(d + 3, f"oa({b})")
            self.node(s["item"], y, b, 1, d + 3)
        else:
            raise ValueError(f"unknown spec kind {k!r}")

    def _cat(self, values: list[Any], x: str, base: str, off: int, d: int) -> None:
        words = self.const({v: off + i for i, v in enumerate(values) if type(v) is str}, "C")
        others = {_cat_key(v): off + i for i, v in enumerate(values) if type(v) is not str}
        j = self.var("j")
        if others:
            other = self.const(others, "C")
            self.emit(d, f"{j} = {words}.get({x}) if type({x}) is str else {other}.get(_cat_key({x}))")
        else:
            # a str subclass (a StrEnum) is looked up by its JSON text, as the walk does
            self.emit(d, f"{j} = {words}.get({x}) if type({x}) is str else "
                         f"({words}.get(str.__str__({x})) if isinstance({x}, str) else None)")
        self.emit(d, f"if {j} is not None:")
        self.emit(d + 1, f"oa({base} + {j})" if base != "0" else f"oa({j})")

    def build(self) -> Any:
        self.emit(1, "oa, ia, va, ie, ve, ra = O.append, I.append, V.append, I.extend, V.extend, R.append")
        self.node(self.enc.spec, "v", "0", 0, 1)
        src = "def enc(v, O, I, V, R):\n" + "\n".join(self.lines) + "\n"
        exec(compile(src, f"<observation encoder {self.players}p>", "exec"), self.ns)  # noqa: S102 - our own generated source
        return self.ns["enc"]


def _none_differs(s: Spec) -> bool:
    """Whether a field holding ``null`` encodes differently from an absent field (a JSON text,
    or a category list holding non-words such as ``null``)."""
    if s["k"] == "json":
        return True
    return s["k"] in ("cat", "numcat") and any(type(v) is not str for v in s["values"])


def _chars_into(text: str, off: int, n: int, alpha: dict[str, int], O: list[int]) -> None:
    w = len(alpha)
    for i, c in enumerate(text[:n]):
        j = alpha.get(c)
        if j is not None:
            O.append(off + i * w + j)


# ----- the incremental encoder ------------------------------------------------------------

_EMPTY: dict[str, Any] = {}
_ZW = 64
_ZERO_BYTES = [bytes(4 * w) for w in range(_ZW + 1)]
"""Zeros for ``w`` float32 slots, up to ``_ZW``: a range is cleared by copying them in through
a byte view of the tensor (about 100 ns; a float32 memoryview slice of zeros costs twice that,
numpy's ``buf[b:e] = 0`` about a microsecond)."""
_ZW_WIDE = 4096
_ZERO_VIEW = memoryview(bytes(4 * _ZW_WIDE))
"""Zeros for a wider range (a slice of it costs a new memoryview), up to ``_ZW_WIDE`` slots."""
_SPLIT = 48
"""A node this many slots wide or wider is compared part by part (its fields, seats, items,
keys, a tuple's positions); a narrower one is re-encoded whole when it differs (a comparison per part costs more
than encoding a few slots)."""


def _eq_safe(s: Spec) -> bool:
    """Whether two equal values (``==``) always encode alike under ``s``. Not so where a value's
    JSON text decides its slot (a ``json`` field; a category list holding numbers, ``true`` or
    ``null``): ``1 == True == 1.0`` but their texts differ. Such a node is re-encoded whenever
    its part is visited, never skipped on equality."""
    k = s["k"]
    if k == "json":
        return False
    if k in ("cat", "numcat"):
        return all(type(v) is str for v in s["values"])
    if k in ("opt", "list", "seats", "map"):
        return _eq_safe(s["item"])
    if k == "tuple":
        return all(_eq_safe(x) for x in s["items"])
    if k == "dict":
        return all(_eq_safe(x) for x in s["fields"].values())
    return True


class _DiffGen(_Gen):
    """Writes ``diff(v, u, O, I, V, R, Z)``: given a tensor that holds the encoding of the view
    ``u``, collect what turns it into the encoding of the view ``v``: the slot ranges
    ``(offset, width)`` to clear in ``Z`` and, as ``_Gen``'s encoder does, the slots to write
    in ``O``, ``I``/``V`` and ``R``. The walk follows the spec's fixed layout; where a part
    of ``v`` equals the same part of ``u`` (``==``, compared in C) it is skipped, and a part
    that differs is split further (a dict's fields, a list's length and items, each seat, a
    map's keys) down to parts narrower than ``_SPLIT`` slots, which are re-encoded whole by
    ``_Gen.node``. The values given to ``node`` are exactly the ones ``_Gen``'s encoder gives
    it (``_MISSING`` stands for a part the encoder would not visit: its slots stay clear)."""

    def __init__(self, enc: ObservationEncoder, players: int) -> None:
        super().__init__(enc, players)
        self.ns.update(_EMPTY=_EMPTY, _zip_longest=itertools.zip_longest, _islice=itertools.islice)
        self.safe: dict[int, bool] = {}

    def _safe(self, s: Spec) -> bool:
        v = self.safe.get(id(s))
        if v is None:
            v = self.safe[id(s)] = _eq_safe(s)
        return v

    def leaf(self, s: Spec, x: str, base: str, off: int, w: int, d: int) -> None:
        if s["k"] == "num":
            # one slot: written whatever it holds (0 for a part the encoder would not visit; a
            # non-number, which the encoder drops, is written as 0 by ``IncrementalEncoder``),
            # without clearing it first (most of the slots a step changes are numbers)
            self.emit(d, f"ia({self.at(base, off)}); va(0 if {x} is _MISSING else {x})")
            return
        self.emit(d, f"za(({self.at(base, off)}, {w}))")
        self.emit(d, f"if {x} is not _MISSING:")
        body = len(self.lines)
        self.node(s, x, base, off, d + 1)
        if len(self.lines) == body:
            self.emit(d + 1, "pass")

    def diff(self, s: Spec, x: str, y: str, base: str, off: int, d: int,
             differs: bool = False) -> None:
        """Code updating the slots of ``s`` at ``base + off`` from old value ``y`` to ``x``
        (``differs``: the code emitted so far has found ``x != y``)."""
        k = s["k"]
        w = self.enc._size(s, self.players)
        if w == 0:
            return
        if self._safe(s) and not differs:
            self.emit(d, f"if {x} != {y}:")
            d += 1
        wide = w >= _SPLIT
        if k == "dict" and wide:
            # A field every sample view held (not ``opt``) is read by subscript (a third
            # cheaper than ``.get``); a view without it raises KeyError, and
            # ``IncrementalEncoder`` then encodes that view whole. ``blank`` stands for a value
            # that is not an object: what ``.get`` would give on an empty one.
            blank = self.const({f: _MISSING if _none_differs(fs) else None
                                for f, fs in s["fields"].items()}, "B")
            xd, yd = self.var("xd"), self.var("yd")
            self.emit(d, f"{xd} = {x} if isinstance({x}, dict) else {blank}")
            self.emit(d, f"{yd} = {y} if isinstance({y}, dict) else {blank}")
            o = off
            for f, fs in s["fields"].items():
                a, b = self.var("x"), self.var("y")
                if fs["k"] != "opt":
                    self.emit(d, f"{a} = {xd}[{f!r}]; {b} = {yd}[{f!r}]")
                elif _none_differs(fs):
                    self.emit(d, f"{a} = {xd}.get({f!r}, _MISSING); {b} = {yd}.get({f!r}, _MISSING)")
                else:
                    self.emit(d, f"{a} = {xd}.get({f!r}); {b} = {yd}.get({f!r})")
                self.diff(fs, a, b, base, o, d)
                o += self.enc._size(fs, self.players)
            self.emit(d, "pass")
        elif k in ("list", "seats") and wide and s["item"]["k"] != "num":
            item = s["item"]
            iw = self.enc._size(item, self.players)
            bound = int(s["len"]) if k == "list" else self.players
            xl, yl, nx, ny = self.var("xl"), self.var("yl"), self.var("nx"), self.var("ny")
            self.emit(d, f"{xl} = {x} if {x} and isinstance({x}, list) else ()")
            self.emit(d, f"{yl} = {y} if {y} and isinstance({y}, list) else ()")
            self.emit(d, f"{nx} = len({xl}); {ny} = len({yl})")
            o = off
            if k == "list":
                self.emit(d, f"if {nx} != {ny}:")
                self.emit(d + 1, f"ia({self.at(base, off)}); va({nx})")
                o += 1
            i, b, a, c = self.var("i"), self.var("b"), self.var("x"), self.var("y")
            # the items in pairs, _MISSING for those only one list holds, at most ``bound``
            # (a list is seldom longer: then cut by ``islice``)
            pairs = f"_zip_longest({xl}, {yl}, fillvalue=_MISSING)"
            self.emit(d, f"for {i}, ({a}, {c}) in enumerate({pairs} if {nx} <= {bound} >= {ny} "
                         f"else _islice({pairs}, {bound})):")
            dd = d + 1
            safe = self._safe(item)
            if safe:
                self.emit(dd, f"if {a} != {c}:")
                dd += 1
            self.emit(dd, f"{b} = {self.at(base, o)} + {i} * {iw}")
            self.diff(item, a, c, b, 0, dd, differs=safe)
        elif k == "map" and wide:
            iw = 1 + self.enc._size(s["item"], self.players)
            keys = self.const({key: i for i, key in enumerate(s["keys"])}, "M")
            xd, yd = self.var("xd"), self.var("yd")
            kk, a, c, j, b = self.var("k"), self.var("x"), self.var("y"), self.var("j"), self.var("b")
            self.emit(d, f"{xd} = {x} if isinstance({x}, dict) else _EMPTY")
            self.emit(d, f"{yd} = {y} if isinstance({y}, dict) else _EMPTY")
            self.emit(d, f"for {kk}, {a} in {xd}.items():")
            self.emit(d + 1, f"{j} = {keys}.get({kk})")
            self.emit(d + 1, f"if {j} is not None:")
            self.emit(d + 2, f"{c} = {yd}.get({kk}, _MISSING)")
            dd = d + 2
            if self._safe(s["item"]):
                self.emit(dd, f"if {a} != {c}:")
                dd += 1
            self.emit(dd, f"{b} = {self.at(base, off)} + {j} * {iw}")
            self.emit(dd, f"za(({b}, {iw})); oa({b})")
            self.node(s["item"], a, b, 1, dd)
            self.emit(d, f"for {kk} in {yd}:")
            self.emit(d + 1, f"if {kk} not in {xd}:")
            self.emit(d + 2, f"{j} = {keys}.get({kk})")
            self.emit(d + 2, f"if {j} is not None:")
            self.emit(d + 3, f"za(({self.at(base, off)} + {j} * {iw}, {iw}))")
        elif k == "tuple" and wide:
            xl, yl, nx, ny = self.var("xl"), self.var("yl"), self.var("nx"), self.var("ny")
            self.emit(d, f"{xl} = {x} if {x} and isinstance({x}, list) else ()")
            self.emit(d, f"{yl} = {y} if {y} and isinstance({y}, list) else ()")
            self.emit(d, f"{nx} = len({xl}); {ny} = len({yl})")
            self.emit(d, f"if {nx} != {ny}:")
            self.emit(d + 1, f"ia({self.at(base, off)}); va({nx})")
            o = off + 1
            for pos, item in enumerate(s["items"]):
                a, c = self.var("x"), self.var("y")
                self.emit(d, f"{a} = {xl}[{pos}] if {nx} > {pos} else _MISSING")
                self.emit(d, f"{c} = {yl}[{pos}] if {ny} > {pos} else _MISSING")
                self.diff(item, a, c, base, o, d)
                o += self.enc._size(item, self.players)
            self.emit(d, "pass")
        elif k == "opt" and wide:
            a, c = self.var("x"), self.var("y")
            self.emit(d, f"{a} = _MISSING if {x} is None or {x} is _MISSING else {x}")
            self.emit(d, f"{c} = _MISSING if {y} is None or {y} is _MISSING else {y}")
            self.emit(d, f"if ({a} is _MISSING) != ({c} is _MISSING):")
            self.emit(d + 1, f"za(({self.at(base, off)}, 1))")
            self.emit(d + 1, f"if {a} is not _MISSING:")
            self.emit(d + 2, f"oa({self.at(base, off)})")
            self.diff(s["item"], a, c, base, off + 1, d)
            self.emit(d, "pass")
        else:
            self.leaf(s, x, base, off, w, d)

    def build(self) -> Any:
        self.emit(1, "oa, ia, va, ie, ve, ra, za = "
                     "O.append, I.append, V.append, I.extend, V.extend, R.append, Z.append")
        self.diff(self.enc.spec, "v", "u", "0", 0, 1)
        src = "def diff(v, u, O, I, V, R, Z):\n" + "\n".join(self.lines) + "\n"
        exec(compile(src, f"<observation differ {self.players}p>", "exec"), self.ns)  # noqa: S102 - our own generated source
        return self.ns["diff"]


class IncrementalEncoder:
    """The observation tensors of one game and player count, each computed from the previous
    tensor of the same key (a seat): only the parts of the view that differ from the last view
    encoded under that key are encoded again (``_DiffGen``). The result is always exactly
    ``ObservationEncoder.encode(view, players)`` (tests compare the two over seeded random
    games); the previous view only decides which slots are rewritten.

    Keys never share a tensor, so a seat's tensor is only ever derived from its own views.
    The views handed in are kept (the last one per key) and must not be changed afterwards
    by anyone: every game's ``view`` builds a new JSON-ready value on each call, sharing nothing
    mutable with the state (tested on seeded random games).
    """

    def __init__(self, enc: ObservationEncoder, players: int) -> None:
        self.enc = enc
        self.players = players
        self.size = enc.size(players)
        fn = enc._diffs.get(players)
        if fn is None:
            fn = enc._diffs[players] = _DiffGen(enc, players).build()
        self._diff = fn
        self._last: dict[Any, tuple[Any, np.ndarray, memoryview, memoryview]] = {}

    def encode(self, key: Any, view: Any, out: np.ndarray | None = None) -> np.ndarray:
        """The tensor of ``view``: a new array (the caller's to keep), or written into ``out``."""
        last = self._last.get(key)
        if last is None:
            buf = self.enc.encode(view, self.players)
            mv: Any = memoryview(buf)  # type: ignore[arg-type]
            mb = mv.cast("B")
        else:
            old, buf, mv, mb = last
            ones: list[int] = []
            at: list[int] = []
            vals: list[Any] = []
            runs: list[tuple[int, list[Any]]] = []
            clear: list[tuple[int, int]] = []
            try:
                self._diff(view, old, ones, at, vals, runs, clear)
            except KeyError:  # a view without a field every sample had (see ``_DiffGen``)
                self.enc.encode(view, self.players, out=buf)
            else:
                # A step changes a few dozen slots: written one by one through a memoryview
                # (about 40 ns a slot), where each numpy call costs a microsecond or more.
                for b, w in clear:
                    if w <= _ZW:
                        mb[4 * b:4 * (b + w)] = _ZERO_BYTES[w]
                    elif w <= _ZW_WIDE:
                        mb[4 * b:4 * (b + w)] = _ZERO_VIEW[:4 * w]
                    else:
                        buf[b:b + w] = 0.0
                try:
                    for i in ones:
                        mv[i] = 1.0
                    for i, x in zip(at, vals):
                        mv[i] = x
                except (TypeError, OverflowError):  # a non-number, or out of float32's range:
                    # as the encoder treats them (a number slot, which the differ does not
                    # clear, gets a non-number's 0)
                    _scatter(buf, ones, at, [x if isinstance(x, _NUM) else 0 for x in vals], [])
                if runs:
                    _write_runs(buf, mb, runs)
        self._last[key] = (view, buf, mv, mb)
        if out is not None:
            np.copyto(out, buf)
            return out
        return buf.copy()

    def tensor(self, key: Any) -> np.ndarray:
        """The last tensor of ``key`` (``KeyError`` if none): the encoder's own buffer, which
        its next update of ``key`` rewrites (read it or copy it, never keep or change it)."""
        return self._last[key][1]

    def forget(self, key: Any = None) -> None:
        """Drop the last view and tensor of ``key`` (of every key when None)."""
        if key is None:
            self._last.clear()
        else:
            self._last.pop(key, None)


# ----- the specs of the games -------------------------------------------------------------

_ENCODERS: dict[str, ObservationEncoder] = {}


def encoder(game: str) -> ObservationEncoder:
    """The observation encoder of ``game`` (its spec read once from the game's package)."""
    enc = _ENCODERS.get(game)
    if enc is None:
        path = importlib.resources.files(f"eurogames.games.{game}").joinpath("observation.json")
        enc = _ENCODERS[game] = ObservationEncoder(json.loads(path.read_text()))
    return enc


def observation_tensor(state: Any, seat: int, strict: bool = False) -> np.ndarray:
    """The float32 observation tensor of ``seat``: its ``view`` encoded along the game's spec."""
    return encoder(state.game.name).encode(state.view(seat), state.players, strict)


def information_state_tensor(state: Any, seat: int, strict: bool = False) -> np.ndarray:
    """The same as ``observation_tensor``: a bare state keeps no history. Through OpenSpiel
    the information-state tensor adds the player's memory of its past observations
    (``adapters.openspiel``); docs/research.md says per game what that memory adds."""
    return observation_tensor(state, seat, strict)


def observation_shape(game: str, players: int) -> tuple[int]:
    return encoder(game).shape(players)


# ----- inferring a spec from sample views -------------------------------------------------

class _Node:
    def __init__(self) -> None:
        self.none = False
        self.num = False
        self.strs: set[str] = set()
        self.list_lens: set[tuple[int, int]] = set()
        self.item: _Node | None = None
        self.pos: list[_Node] = []
        self.dicts = 0
        self.fields: dict[str, _Node] = {}
        self.field_count: dict[str, int] = {}

    def add(self, v: Any, players: int) -> None:
        if v is None:
            self.none = True
        elif isinstance(v, (bool, int, float)):
            self.num = True
        elif isinstance(v, str):
            self.strs.add(v)
        elif isinstance(v, list):
            self.list_lens.add((len(v), players))
            if self.item is None:
                self.item = _Node()
            for i, x in enumerate(v):
                self.item.add(x, players)
                if i < 8:
                    while len(self.pos) <= i:
                        self.pos.append(_Node())
                    self.pos[i].add(x, players)
        elif isinstance(v, dict):
            self.dicts += 1
            for key, x in v.items():
                node = self.fields.get(key)
                if node is None:
                    node = self.fields[key] = _Node()
                    self.field_count[key] = 0
                self.field_count[key] += 1
                node.add(x, players)
        else:
            raise TypeError(f"not JSON: {v!r}")

    def spec(self, path: str = "") -> Spec:
        kinds = sum([self.num, bool(self.strs), bool(self.list_lens), self.dicts > 0])
        if kinds == 0:
            return {"k": "num"}  # only nulls seen
        if kinds == 2 and self.num and self.strs:
            inner0: Spec = {"k": "numcat", "values": sorted(self.strs)}
            return {"k": "opt", "item": inner0} if self.none else inner0
        if kinds > 1:
            return {"k": "json", "path": path}  # sized from the samples by infer_spec
        if self.num:
            inner: Spec = {"k": "num"}
        elif self.strs:
            longest = max(len(s) for s in self.strs)
            if len(self.strs) > 80 and any(" " in x for x in self.strs):
                inner = {"k": "text"}  # sentences for people: not encoded
            elif len(self.strs) > 80:
                alphabet = "".join(sorted({c for s in self.strs for c in s}))
                inner = {"k": "chars", "len": longest, "alphabet": alphabet}
            else:
                inner = {"k": "cat", "values": sorted(self.strs)}
        elif self.list_lens:
            assert self.item is not None
            item = self.item.spec(path + "[]") if (self.item.num or self.item.strs or self.item.list_lens
                                        or self.item.dicts or self.item.none) else {"k": "num"}
            longest = max(n for n, _ in self.list_lens)
            if item["k"] == "json" and 0 < longest <= 8:
                # A short list of mixed items is a tuple: each position has its own spec.
                item.pop("path", None)
                inner = {"k": "tuple", "items": [n.spec(f"{path}[{i}]") for i, n in enumerate(self.pos)]}
            elif all(n == p for n, p in self.list_lens):
                inner = {"k": "seats", "item": item}
            else:
                inner = {"k": "list", "len": _margin(longest), "item": item}
        else:
            fixed = all(c == self.dicts for c in self.field_count.values())
            data_keys = all(k.lstrip("-").isdigit() for k in self.fields)
            inner = {}
            if data_keys or (not fixed and len(self.fields) > 8):
                merged = _Node()
                for n in self.fields.values():
                    _merge(merged, n)
                keys = sorted(self.fields, key=lambda s: (len(s), s))
                item = merged.spec(path + "{}")
                if data_keys or '"json"' not in json.dumps(item):
                    inner = {"k": "map", "keys": keys, "item": item}
            if not inner:
                fields = {}
                for k, n in self.fields.items():
                    fs = n.spec(f"{path}.{k}")
                    if self.field_count[k] < self.dicts and fs["k"] != "opt":
                        fs = {"k": "opt", "item": fs}
                    fields[k] = fs
                inner = {"k": "dict", "fields": fields}
        return {"k": "opt", "item": inner} if self.none else inner


def _margin(n: int) -> int:
    """Room over the longest sample seen: a quarter more, at least one."""
    return n + n // 4 + 1


def _merge(a: _Node, b: _Node) -> None:
    a.none |= b.none
    a.num |= b.num
    a.strs |= b.strs
    a.list_lens |= b.list_lens
    if b.item is not None:
        if a.item is None:
            a.item = _Node()
        _merge(a.item, b.item)
    a.dicts += b.dicts
    for key, n in b.fields.items():
        if key not in a.fields:
            a.fields[key] = _Node()
            a.field_count[key] = 0
        _merge(a.fields[key], n)
        a.field_count[key] += b.field_count[key]


def _at(v: Any, toks: list[str]) -> Iterable[Any]:
    if not toks:
        yield v
        return
    t, rest = toks[0], toks[1:]
    if t == "[]" and isinstance(v, list):
        for x in v:
            yield from _at(x, rest)
    elif t == "{}" and isinstance(v, dict):
        for x in v.values():
            yield from _at(x, rest)
    elif t[:1] == "[" and isinstance(v, list):
        i = int(t[1:-1])
        if i < len(v):
            yield from _at(v[i], rest)
    elif isinstance(v, dict) and t in v:
        yield from _at(v[t], rest)


def _tokens(path: str) -> list[str]:
    import re
    return re.findall(r"\[\d*\]|\{\}|(?<=\.)[^.\[{]+", path)


def _size_json(spec: Any, samples: list[Any]) -> None:
    if isinstance(spec, dict):
        if spec.get("k") == "json" and "path" in spec:
            toks = _tokens(spec.pop("path"))
            texts = [_json_text(x) for v in samples for x in _at(v, toks)]
            spec["len"] = _margin(max(map(len, texts), default=1))
            spec["alphabet"] = "".join(sorted({c for t in texts for c in t} | set(_JSON_CHARS)))
        for x in list(spec.values()):
            _size_json(x, samples)
    elif isinstance(spec, list):
        for x in spec:
            _size_json(x, samples)


_JSON_CHARS = '0123456789-.,:[]{}"'


def _json_text(v: Any) -> str:
    return json.dumps(v, separators=(",", ":"), sort_keys=True, ensure_ascii=True)


def data_families(game_name: str) -> list[frozenset[str]]:
    """The name sets of a game's ``data`` module (tuples of names, dict keys and name values,
    ids and keys of component records): a category seen in the samples is completed to the
    whole family it belongs to, so a rare tile or card still has its slot."""
    mod = importlib.import_module(f"eurogames.games.{game_name}.data")
    fams: list[frozenset[str]] = []

    def names(xs: Iterable[Any]) -> None:
        got = frozenset(x for x in xs if isinstance(x, str))
        if len(got) >= 2:
            fams.append(got)

    for v in vars(mod).values():
        if isinstance(v, (tuple, list, set, frozenset)):
            names(v)
            names(getattr(x, a, None) for x in v for a in ("id", "key"))
        elif isinstance(v, dict):
            names(v.keys())
            names(v.values())
            names(getattr(x, a, None) for x in v.values() for a in ("id", "key"))
    return fams


def _complete(spec: Any, fams: list[frozenset[str]]) -> None:
    if isinstance(spec, dict):
        if spec.get("k") in ("cat", "numcat"):
            seen = {x for x in spec["values"] if isinstance(x, str)}
            extra: set[str] = set()
            for f in fams:
                if len(seen & f) >= max(1, len(seen) // 2) and len(f) <= 400:
                    extra |= f
            if extra - seen:
                spec["values"] = sorted(seen | extra, key=str) + [x for x in spec["values"]
                                                                  if not isinstance(x, str)]
        for x in spec.values():
            _complete(x, fams)
    elif isinstance(spec, list):
        for x in spec:
            _complete(x, fams)


def infer_spec(views: Iterable[tuple[Any, int]], game_name: str | None = None) -> Spec:
    """A spec covering every ``(view, players)`` sample (categories completed from the game's
    data families when ``game_name`` is given)."""
    root = _Node()
    samples = []
    for v, players in views:
        root.add(v, players)
        samples.append(v)
    spec = root.spec()
    _size_json(spec, samples)
    if game_name is not None:
        _complete(spec, data_families(game_name))
    return spec


def _sample_views(game_name: str, seeds: Iterable[int], every: int = 2) -> Iterable[tuple[Any, int]]:
    from .. import load
    from ..testing import random_positions
    from .rng import Rng
    game = load(game_name)
    for players in range(game.min_players, game.max_players + 1):
        for seed in seeds:
            for _, st in random_positions(game.new(players, seed), Rng(seed), every):
                for seat in range(players):
                    yield st.view(seat), players


def main(argv: list[str]) -> None:  # pragma: no cover - a maintenance tool
    """``python -m eurogames.core.observation GAME [SEEDS]``: print an inferred spec."""
    name = argv[0]
    seeds = range(100, 100 + int(argv[1] if len(argv) > 1 else 6))
    print(json.dumps(infer_spec(_sample_views(name, seeds), name), indent=1))


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
