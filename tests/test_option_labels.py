"""Every rules option of every game has a short title and a readable name for each of its
choices, in English and Japanese (the lobby's new-table form shows these, not the identifiers)."""

from __future__ import annotations

import json

import pytest

import eurogames
from eurogames.core.game import Option

LANGS = ("en", "ja")
GAMES = [n for n in eurogames.games() if eurogames.load(n).option_list]


def test_the_five_games_have_options() -> None:
    assert set(eurogames.GAME_NAMES) <= set(GAMES)


def _text(d: object, lang: str) -> str:
    assert isinstance(d, dict), d
    s = d.get(lang)
    assert isinstance(s, str) and s.strip(), f"missing {lang!r} in {d!r}"
    return s


@pytest.mark.parametrize("name", GAMES)
def test_every_option_has_a_title_and_a_label_for_every_choice(name: str) -> None:
    game = eurogames.load(name)
    for lang in LANGS:
        titles = [_text(o.title, lang) for o in game.option_list]
        assert len(set(titles)) == len(titles), f"{name}: titles repeat in {lang}: {titles}"
    for o in game.option_list:
        assert len(o.labels) == len(o.choices), f"{name}.{o.name}"
        for lang in LANGS:
            labels = [_text(lab, lang) for lab in o.labels]
            assert len(set(labels)) == len(labels), f"{name}.{o.name}: labels repeat in {lang}"
            assert o.label(o.choices[-1], lang) == labels[-1]


@pytest.mark.parametrize("name", GAMES)
def test_the_lobby_json_carries_titles_and_labels(name: str) -> None:
    info = json.loads(json.dumps(eurogames.load(name).info()))
    for o in info["options"]:
        assert set(o["title"]) >= set(LANGS)
        assert len(o["labels"]) == len(o["choices"])


def test_labels_must_match_the_choices() -> None:
    with pytest.raises(ValueError, match="1 labels for 2 choices"):
        Option("x", False, (False, True), labels=({"en": "No", "ja": "なし"},))


def test_an_option_stays_hashable_and_its_label_matches_by_type() -> None:
    o = Option("x", False, (False, True), {"en": "d"}, title={"en": "X", "ja": "X"},
               labels=({"en": "No", "ja": "なし"}, {"en": "Yes", "ja": "あり"}))
    assert hash(o) == hash(Option("x", False, (False, True)))
    assert (o.label(True, "ja"), o.label(False), o.label(1)) == ("あり", "No", "1")
    assert o.label(True, "fr") == "Yes"  # another language: English
    assert Option("y", 1, (1, 2)).to_json() == {"name": "y", "default": 1, "choices": [1, 2],
                                                 "description": {}}
