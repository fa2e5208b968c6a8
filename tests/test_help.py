"""How to play: the help files (both languages, every section, every component of data.py,
every action), the terminal's ``eurogames rules`` and abbreviation key, and the guided openings."""

from __future__ import annotations

import re

import pytest

import eurogames
from eurogames import help as H
from eurogames.cli import main
from eurogames.help import generate, guide

GAMES = ("castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle", "keyflower")
JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _data_components(game: str) -> dict[str, tuple[str, str]]:
    """Every component data.py names: help id -> (English name, Japanese name). Built here from
    the data modules, independently of help/generate.py."""
    out: dict[str, tuple[str, str]] = {}
    if game == "keyflower":
        from eurogames.games.keyflower import data as K
        for t in K.TILES:
            out[f"tile-{t.tid}"] = (t.en, t.ja)
    elif game == "orleans":
        from eurogames.games.orleans import data as O
        for i, p in enumerate(O.PLACES):
            out[f"place-{p}"] = (O.PLACE_EN[i], O.PLACE_JA[i])
        for i, d in enumerate(O.DEEDS):
            out[f"deed-{d}"] = (O.DEED_EN[i], O.DEED_JA[i])
        for i, e in enumerate(O.EVENT_NAMES):
            out[f"event-{e}"] = (O.EVENT_EN[i], O.EVENT_JA[i])
        for i, f in enumerate(O.FOLLOWER_NAMES):
            out[f"follower-{f}"] = (O.FOLLOWER_EN[i], O.FOLLOWER_JA[i])
        for i, g in enumerate(O.GOOD_NAMES):
            out[f"good-{g}"] = (O.GOOD_EN[i], O.GOOD_JA[i])
    elif game == "white_castle":
        from eurogames.games.white_castle import data as W
        for cid in W.CARDS:
            out[f"card-{cid}"] = (cid, cid)
        for fid in W.DAIMYO:
            out[f"daimyo-{fid}"] = (fid, fid)
        for gid in W.GARDENS:
            out[f"garden-{gid}"] = (gid, gid)
        for y in W.YARD_NAMES:
            out[f"yard-{y}"] = (str(y), str(y))
        for tid in W.YARD_TILES:
            out[f"ytile-{tid}"] = (tid, tid)
        for i, s in enumerate(W.SPACE_NAMES):
            out[f"space-{s}"] = (W.SPACE_EN[i], W.SPACE_JA[i])
    elif game == "castles_of_burgundy":
        from eurogames.games.castles_of_burgundy import data as C
        for k, n in enumerate(C.KIND_NAMES["en"]):
            out[f"kind-{n}"] = (n, C.KIND_NAMES["ja"][k])
        for b, n in enumerate(C.BUILDING_NAMES["en"]):
            out[f"building-{b}"] = (n, C.BUILDING_NAMES["ja"][b])
        for a, n in enumerate(C.ANIMAL_NAMES["en"]):
            out[f"animal-{n}"] = (n, C.ANIMAL_NAMES["ja"][a])
        for n in sorted(C.KNOWLEDGE_TILE):
            out[f"knowledge-{n}"] = (f"#{n}", f"#{n}")
        for c in range(1, C.GOODS_COLOURS + 1):
            out[f"goods-{c}"] = (C.GOODS_NAMES["en"][c - 1], C.GOODS_NAMES["ja"][c - 1])
    elif game == "burgundy_card_game":
        from eurogames.games.burgundy_card_game import data as B
        for t, n in enumerate(B.TYPE_NAMES):
            out[f"type-{n}"] = (n, B.TYPE_NAMES_JA[t])
        for b, n in enumerate(B.BUILDING_NAMES):
            out[f"building-{b}"] = (n, B.BUILDING_NAMES_JA[b])
        for g, n in enumerate(B.GOODS_NAMES):
            out[f"goods-{n}"] = (n, B.GOODS_NAMES_JA[g])
        for a, n in enumerate(B.ANIMAL_NAMES):
            out[f"animal-{n}"] = (n, B.ANIMAL_NAMES_JA[a])
        for k in B.BONUS_KINDS:
            out[f"bonus-{k}"] = (B.BONUS_NAMES[k], B.BONUS_NAMES_JA[k])
    return out


def _action_types(game: str) -> set[str]:
    codec = eurogames.load(game).codec
    return set(codec.classes)  # type tag -> action class


def test_every_game_has_help_in_both_languages() -> None:
    assert set(H.games()) == set(GAMES) == set(eurogames.games()) - {"toy"}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", H.LANGS)
def test_help_has_every_section_and_its_links_land(game: str, lang: str) -> None:
    h = H.load(game, lang)
    tops = [s.id for s in h.sections if s.level == 2]
    assert tops == list(H.SECTIONS)
    for s in h.sections:
        assert s.blocks, f"{game}/{lang}: section {s.id} is empty"
    assert h.links() <= h.ids(), f"{game}/{lang}: links to missing sections {h.links() - h.ids()}"
    text = " ".join(b.get("text", "") for s in h.sections for b in s.blocks)
    if lang == "ja":
        assert len(JA.findall(text)) > 500
    else:
        assert not JA.search(text)


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_have_the_same_sections(game: str) -> None:
    en, ja = H.load(game, "en"), H.load(game, "ja")
    assert [s.id for s in en.sections] == [s.id for s in ja.sections]
    assert all(len(a.blocks) == len(b.blocks) for a, b in zip(en.sections, ja.sections) if a.id not in ("aim",))


@pytest.mark.parametrize("game", GAMES)
def test_every_action_of_the_game_has_a_section(game: str) -> None:
    for lang in H.LANGS:
        h = H.load(game, lang)
        acts = {s.id for s in h.children("actions")}
        assert {f"act-{t}" for t in _action_types(game)} == acts


@pytest.mark.parametrize("game", GAMES)
def test_every_component_of_data_py_has_an_entry_in_both_languages(game: str) -> None:
    comps = _data_components(game)
    assert len(comps) >= 20
    for lang in H.LANGS:
        h = H.load(game, lang)
        entries = {s.id: s for s in h.children("components")}
        missing = set(comps) - set(entries)
        assert not missing, f"{game}/{lang}: no help entry for {sorted(missing)}"
        for cid, (en, ja) in comps.items():
            s = entries[cid]
            name = ja if lang == "ja" else en
            assert name.lower() in s.title.lower(), (cid, s.title)
            body = " ".join(b["text"] for b in s.blocks if b["type"] == "p")
            assert len(body) > 8, (cid, body)
            if lang == "ja":
                assert JA.search(body), (cid, body)


@pytest.mark.parametrize("game", GAMES)
def test_generated_component_entries_are_up_to_date(game: str) -> None:
    for lang in H.LANGS:
        text = (generate.HERE / f"{game}.{lang}.md").read_text(encoding="utf-8")
        assert generate.block(game, lang) in text, "run: python -m eurogames.help.generate"


def test_help_errors_name_what_is_wrong() -> None:
    with pytest.raises(H.HelpError, match="no help for game 'chess'"):
        H.load("chess")
    with pytest.raises(H.HelpError, match="language 'fr'"):
        H.load("orleans", "fr")
    with pytest.raises(H.HelpError, match="no help section 'nope'"):
        H.load("orleans").get("nope")
    with pytest.raises(H.HelpError, match=":3: a heading"):
        H.parse("# T\n\n## Bad heading\n", "x", "en")
    with pytest.raises(H.HelpError, match="used twice"):
        H.parse("# T\n## a | A\ntext\n## a | B\n", "x", "en")


def test_parser_reads_the_block_kinds() -> None:
    h = H.parse("# T\n## s | S\npara one\ncontinued\n\n- a\n- b\n  more\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n"
                "::figure pic | A picture\n### s-1 | Sub\nText with [a link](#s).\n", "g", "en")
    s = h.get("s")
    assert [b["type"] for b in s.blocks] == ["p", "ul", "table", "figure"]
    assert s.blocks[0]["text"] == "para one continued"
    assert s.blocks[1]["items"] == ["a", "b more"]
    assert s.blocks[2]["rows"] == [["x", "y"], ["1", "2"]]
    assert h.children("s")[0].id == "s-1" and h.links() == {"s"}


# ----- the terminal ---------------------------------------------------------------------

def test_rules_prints_the_japanese_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "keyflower", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "キーフラワー" in out and "ゲームの目的" in out and "得点計算" in out
    assert "Aim of the game" not in out
    # every Japanese section title is printed
    for s in H.load("keyflower", "ja").sections:
        assert s.title in out


def test_rules_prints_one_section_given_after_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "orleans", "--lang", "ja", "scoring"]) == 0
    out = capsys.readouterr().out
    assert "ゲームの終了と得点計算" in out and "ゲームの目的" not in out
    assert main(["rules", "orleans", "place-library"]) == 0
    out = capsys.readouterr().out
    assert "Library" in out and "two development steps" in out


def test_rules_refuses_an_unknown_game_or_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "chess"]) == 1
    assert "no help for game 'chess'" in capsys.readouterr().err
    assert main(["rules", "keyflower", "nope"]) == 1
    assert "no help section 'nope'" in capsys.readouterr().err


@pytest.mark.parametrize("game", GAMES)
def test_the_key_explains_the_terminal_abbreviations(game: str) -> None:
    en, ja = H.key(game, "en"), H.key(game, "ja")
    assert en.startswith("Key of the terminal abbreviations") and JA.search(ja)
    must = {
        "castles_of_burgundy": ["B:W", "A:3c", "K#12", "w2", "C S M A B K"],
        "burgundy_card_game": ["L0/M1/D0", "take 47 29"],
        "orleans": ["Fa Bo Cr Tr Kn Sc Mo", "nt", "◀n"],
        "white_castle": ["t:", "m:", "b:", "t*:", "s1", "o1", "take coral L"],
        "keyflower": ["+1w", "b r y g", "a p s", "bid 6"],
    }[game]
    for token in must:
        assert token in en and token in ja, (game, token)


def test_key_letters_match_the_renderers() -> None:
    """The letters the key explains are the ones the terminal renderers print."""
    from eurogames.games.castles_of_burgundy import data as C
    from eurogames.games.keyflower import data as K
    cob = H.key("castles_of_burgundy")
    assert all(f"{ch} " in cob or f"{ch}\n" in cob for ch in C.KIND_LETTER)
    for letter, name in zip(C.BUILDING_LETTER, C.BUILDING_NAMES["en"]):
        assert f"{letter} {name.split()[0].rstrip('s')[:5]}" in cob, (letter, name)
    from eurogames.games.burgundy_card_game.render import _SHORT
    bcg = H.key("burgundy_card_game"), H.key("burgundy_card_game", "ja")
    assert all(short in text for short in _SHORT["en"].values() for text in bcg)
    kf = H.key("keyflower")
    assert " ".join(K.COLOUR_LETTER) in kf and " ".join(K.SKILL_LETTER) in kf


# ----- the guided first game ----------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_scripted_opening_follows_the_game(game: str) -> None:
    """Against the greedy bot the whole script is playable as written; against the bot the
    site uses (easy when the bots package has it) at least the first three steps are."""
    s = guide.script(game)
    assert len(s["steps"]) >= 3 and s["intro"]["ja"] and s["outro"]["ja"]
    for step in s["steps"]:
        assert step["type"] in _action_types(game) and JA.search(step["ja"]) and not JA.search(step["en"])
    played = guide.walk(game, "greedy")
    assert len(played) == len(s["steps"])
    assert [p.split()[0] for p in played] == [st["type"] for st in s["steps"]]
    assert len(guide.walk(game, guide.bot_kind(), steps=3)) == 3


def test_guided_bot_is_easy_when_known() -> None:
    from eurogames.bots import make_bot
    try:
        make_bot("easy", 0)
        expected = "easy"
    except ValueError:
        expected = "greedy"
    assert guide.bot_kind() == expected


@pytest.mark.parametrize("game", GAMES)
def test_every_rules_option_is_explained_in_both_languages(game: str) -> None:
    options = eurogames.load(game).option_list
    assert options
    for lang in H.LANGS:
        s = H.load(game, lang).get("options")
        text = " ".join(i for b in s.blocks if b["type"] == "ul" for i in b["items"])
        for o in options:
            assert f"**{o.name}**" in text, (game, lang, o.name)


@pytest.mark.parametrize("game", GAMES)
def test_help_title_names_the_game_as_the_site_does(game: str) -> None:
    titles = eurogames.load(game).titles
    for lang in H.LANGS:
        assert H.load(game, lang).title.startswith(titles[lang]), (game, lang)
