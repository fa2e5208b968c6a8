"""The screened variants of ``heuristic.plan_points`` (only "E" is kept in heuristic.py).

Screens were run with this loop in place of plan_points' final loop, the variant chosen by the
environment variable COB_PLAN (default "A"); everything before the loop (open regions and their
empty spaces ``missing``, stored tiles assigned to ``held``, die actions left in the phase
``actions``, this phase's bonus) is as committed. f = filled spaces, h = stored tiles assigned,
m = empty spaces, s = size.

    A  gated, linear:   (VP[s] + bonus) * (f + h) / s          if f + h and 2m - h <= actions
    B  soft, linear:    (VP[s] + PHASE_BONUS[phase + k]) * (f + h) / s, k = later phases needed
                        at 10 die actions a phase (0 past phase E)                    if f + h
    C  gated, placed:   (VP[s] + bonus) * f / s                 if f and 2m - h <= actions
    D  gated, squared:  (VP[s] + bonus) * ((f + h) / s) ** 2    if f + h and 2m - h <= actions
    E  gated, convex:   (VP[s] + bonus) / (1 + m - h)           if 2m - h <= actions   (kept)
    G  stored only:     (VP[s] + bonus) * h / m                 if h and 2m - h <= actions
"""
import os

from eurogames.games.castles_of_burgundy import data as D

_VARIANT = os.environ.get("COB_PLAN", "A")


def final_loop(st, missing, held, sizes, actions, bonus):
    pts = 0.0
    for r, m in missing.items():
        h = held[r]
        f = sizes[r] - m
        if _VARIANT == "C":
            if f and 2 * m - h <= actions:
                pts += (D.REGION_VP[sizes[r]] + bonus) * f / sizes[r]
            continue
        if _VARIANT == "B":
            if f + h:
                need = 2 * m - h
                k = 0 if need <= actions else -(-(need - actions) // 10)
                ph = st.phase + k
                if ph < D.PHASES:
                    pts += (D.REGION_VP[sizes[r]] + D.PHASE_BONUS[ph]) * (f + h) / sizes[r]
            continue
        if _VARIANT == "G":
            if h and 2 * m - h <= actions:
                pts += (D.REGION_VP[sizes[r]] + bonus) * h / m
            continue
        if _VARIANT == "E":
            if 2 * m - h <= actions:
                pts += (D.REGION_VP[sizes[r]] + bonus) / (1 + m - h)
            continue
        if _VARIANT == "D":
            if f + h and 2 * m - h <= actions:
                pts += (D.REGION_VP[sizes[r]] + bonus) * ((f + h) / sizes[r]) ** 2
            continue
        if f + h and 2 * m - h <= actions:
            pts += (D.REGION_VP[sizes[r]] + bonus) * (f + h) / sizes[r]
    return pts
