"""SplitMix64 with ``Rng.below``'s rejection sampling, one step at a time on Python integers:
the reference the core's and the compiled build's generators are tested against."""

from __future__ import annotations

MASK = (1 << 64) - 1


def splitmix_below(state: int, n: int) -> tuple[int, int]:
    """``below(n)`` from SplitMix64 state ``state``: the draw and the next state."""
    limit = MASK - (MASK + 1) % n
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        x = z ^ (z >> 31)
        if x <= limit:
            return x % n, state
