"""Log lines are written for people: seats from 1, real words in English and Japanese, no code names."""

from __future__ import annotations

import re
from typing import Any

from eurogames.core import Event, Rng
from eurogames.games.orleans.data import (
    CITIES,
    CODE_NAMES,
    DEEDS,
    OWN,
    PLACE_EN,
    PLACE_INDEX,
    PLACE_JA,
    PLACES,
)
from eurogames.games.orleans.describe import follower_word

from .builders import fresh, sensible_action

CODE_WORDS = re.compile(r"\b(?:" + "|".join(CODE_NAMES[OWN:] + PLACES + CITIES + DEEDS) + r")\b")
"""Code names of followers, places, cities and deeds (lower case, as in actions and data)."""
LATIN = re.compile(r"[A-Za-z]")


def _events(players: int, seed: int, options: dict[str, Any]) -> list[Event]:
    st = fresh(players, seed, **options)
    rng = Rng(seed)
    out: list[Event] = []
    while not st.is_over():
        act = st.active_players()
        p = act[rng.below(len(act))]
        out += st.apply(p, sensible_action(st, p, rng))
    return out


def test_log_lines_use_words_not_code_names() -> None:
    """Every event text over seeded games (both editions, with the exclusion variant) is English
    without code names and Japanese without Latin letters; follower and place names are the
    ``data.py`` words (the plan reveal: "Seat 1 planned: own-colour farmer → Ship, …")."""
    kinds = set()
    plans = 0
    for players in (2, 3, 4):
        for seed in range(8):
            opts = {"edition": "original" if seed % 2 else "2019", "exclusion": seed % 3 == 0}
            for e in _events(players, seed, opts):
                assert e.text is not None
                en, ja = e.text["en"], e.text["ja"]
                kinds.add(e.kind)
                assert en and ja and en != ja, e.kind
                assert not CODE_WORDS.search(en) and not CODE_WORDS.search(ja), (e.kind, en, ja)
                assert not LATIN.search(ja), (e.kind, ja)
                if e.kind == "plans":
                    plans += 1
                    assert e.seat is not None
                    placed = [(CODE_NAMES.index(c), PLACE_INDEX[pl]) for c, pl in e.data["placements"]]
                    assert en == f"Seat {e.seat + 1} planned: " + ", ".join(
                        f"{follower_word(c)} → {PLACE_EN[pl]}" for c, pl in placed) + "."
                    assert ja == f"席{e.seat + 1}の計画:" + "、".join(
                        f"{follower_word(c, 'ja')}→{PLACE_JA[pl]}" for c, pl in placed) + "。"
    assert plans > 20
    assert {"draw", "plans", "place", "use", "round", "game_end", "auto", "pass"} <= kinds


def test_follower_words() -> None:
    assert [follower_word(c) for c in (0, 6, OWN, OWN + 3)] == ["farmer", "monk", "own-colour farmer",
                                                               "own-colour trader"]
    assert follower_word(OWN + 1, "ja") == "自色の船員" and follower_word(4, "ja") == "騎士"


def test_game_end_names_every_seat_with_its_score() -> None:
    end = _events(3, 2, {})[-1]
    assert end.kind == "game_end"
    totals = end.data["scores"]
    assert end.text is not None
    assert end.text["en"] == "Game over. Scores: " + ", ".join(f"Seat {p + 1} {t}" for p, t in enumerate(totals)) + "."
    assert end.text["ja"] == "ゲーム終了。得点:" + "、".join(f"席{p + 1} {t}点" for p, t in enumerate(totals)) + "。"
