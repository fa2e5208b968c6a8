"""Draws from ``core.rng.Rng`` inlined for the hot set-up and round draws (same results, same RNG state).

``pop_many(rng, seq, k)`` equals ``[rng.pop_random(seq) for _ in range(k)]`` and ``pop_one(rng, seq)``
equals ``rng.pop_random(seq)`` for any ``Chance``; for a plain ``Rng`` they run SplitMix64 and the
rejection sampling of ``Rng.below`` inline instead of three Python calls per draw.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from eurogames.core import Chance, Rng

_M = (1 << 64) - 1
_G = 0x9E3779B97F4A7C15
_C1 = 0xBF58476D1CE4E5B9
_C2 = 0x94D049BB133111EB
_LIMIT = tuple(_M - (_M + 1) % n if n else 0 for n in range(128))
"""Rejection bound of ``Rng.below(n)`` for small ``n``."""


_NP_STEPS = np.arange(1, 129, dtype=np.uint64) * np.uint64(_G)
_NP_C1, _NP_C2 = np.uint64(_C1), np.uint64(_C2)
_NP_30, _NP_27, _NP_31 = np.uint64(30), np.uint64(27), np.uint64(31)
_SPARE = 8


def pop_many(rng: Chance, seq: list[Any], k: int) -> list[Any]:
    n = len(seq)
    if type(rng) is Rng and k < n < 128 and k + _SPARE <= len(_NP_STEPS):
        # The next SplitMix64 outputs, computed at once (uint64 arithmetic wraps like ``& _M``); every
        # draw has n >= 2, so each consumes outputs exactly as ``Rng.below`` does.
        s0 = rng.state  # type: ignore[attr-defined]
        sv = _NP_STEPS[:k + _SPARE] + np.uint64(s0)
        z = (sv ^ (sv >> _NP_30)) * _NP_C1
        z = (z ^ (z >> _NP_27)) * _NP_C2
        xs = (z ^ (z >> _NP_31)).tolist()
        out = []
        j = 0
        for _ in range(k):
            n = len(seq)
            limit = _LIMIT[n]
            while j < len(xs) and xs[j] > limit:
                j += 1
            if j == len(xs):            # more rejections than spares (practically never): go on in Python
                rng.state = (s0 + j * _G) & _M  # type: ignore[attr-defined]
                return out + _pop_many_py(rng, seq, k - len(out))
            i = xs[j] % n
            j += 1
            seq[i], seq[-1] = seq[-1], seq[i]
            out.append(seq.pop())
        rng.state = (s0 + j * _G) & _M  # type: ignore[attr-defined]
        return out
    return _pop_many_py(rng, seq, k)


def _pop_many_py(rng: Chance, seq: list[Any], k: int) -> list[Any]:
    if type(rng) is not Rng or len(seq) < k:
        return [rng.pop_random(seq) for _ in range(k)]
    s = rng.state  # type: ignore[attr-defined]
    out = []
    for _ in range(k):
        n = len(seq)
        if n == 1:
            out.append(seq.pop())
            continue
        limit = _LIMIT[n] if n < 128 else _M - (_M + 1) % n
        while True:
            s = (s + _G) & _M
            z = ((s ^ (s >> 30)) * _C1) & _M
            z = ((z ^ (z >> 27)) * _C2) & _M
            x = z ^ (z >> 31)
            if x <= limit:
                break
        i = x % n
        seq[i], seq[-1] = seq[-1], seq[i]
        out.append(seq.pop())
    rng.state = s  # type: ignore[attr-defined]
    return out


def pop_one(rng: Chance, seq: list[Any]) -> Any:
    n = len(seq)
    if type(rng) is not Rng or n < 2:
        return rng.pop_random(seq)
    s = rng.state  # type: ignore[attr-defined]
    limit = _LIMIT[n] if n < 128 else _M - (_M + 1) % n
    while True:
        s = (s + _G) & _M
        z = ((s ^ (s >> 30)) * _C1) & _M
        z = ((z ^ (z >> 27)) * _C2) & _M
        x = z ^ (z >> 31)
        if x <= limit:
            break
    rng.state = s  # type: ignore[attr-defined]
    i = x % n
    seq[i], seq[-1] = seq[-1], seq[i]
    return seq.pop()
