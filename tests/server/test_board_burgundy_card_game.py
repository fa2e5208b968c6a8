"""The SVG board of The Castles of Burgundy: The Card Game in a real browser.

A 3-player table against random bots: the board draws what the seat's view holds, its
highlighted targets are exactly the legal actions, a move is made by clicking the board
(a single-action target and, through the chooser, a multi-action one), Japanese labels
replace English ones, and the replay viewer draws an earlier position without targets.
A solo table draws Aaron's area. The view is read from the table API, as the page sees it.
"""

from __future__ import annotations

from typing import Any

import pytest
from eg_browser import BROWSER_MARKS, MAX_CLICKS, PLAY_JS, STEP_MS, open_table, table_json

pytestmark = BROWSER_MARKS

GAME = "burgundy_card_game"


def _my_turn(page: Any, table_id: int) -> dict[str, Any]:
    """Wait until the board offers targets, then the payload the page is drawing."""
    page.wait_for_selector("[data-testid=board-target]")
    data = table_json(page, table_id)
    assert data["legal"], "targets are shown but the API lists no legal action"
    return data


def _target_notations(page: Any) -> list[list[str]]:
    return page.evaluate("""() => [...document.querySelectorAll('[data-testid=board-target]')]
        .map((e) => e.dataset.notation.split('|'))""")


def _move_number(page: Any, table_id: int) -> int:
    return int(table_json(page, table_id)["tv"]["move_number"])


def _click(target: Any) -> None:
    """Click a piece near its top edge: fanned cards show only their top band."""
    target.click(position={"x": 24, "y": 8})


def _wait_moved(page: Any, table_id: int, before: int) -> None:
    for _ in range(200):
        if _move_number(page, table_id) > before:
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"the move number stayed at {before}")


def _texts(loc: Any) -> list[str]:
    return [str(x) for x in loc.evaluate_all("(es) => es.map((e) => e.textContent)")]


def _check_board_matches_view(page: Any, view: dict[str, Any], seat: int) -> None:
    board = page.get_by_test_id("board-svg")
    # the display: every card of every row, nothing more
    shown = sorted(int(x) for x in board.locator("[data-card]").evaluate_all("(es) => es.map((e) => e.dataset.card)"))
    in_view = sorted(c["id"] for row in view["display"] for c in row)
    in_view += sorted(c["id"] for f in view["pending"] for c in (f.get("cards") or []) + ([f["card"]] if "card" in f else []))
    assert shown == sorted(in_view)
    assert board.locator("[data-row]").count() == 6
    assert board.locator("[data-first]").count() == 7
    assert board.locator("[data-all7]").count() == len(view["all_seven_stack"])
    tops = board.locator("[data-pile]").evaluate_all("(es) => es.map((e) => e.dataset.top)")
    assert tops == [p["top"] or "" for p in view["goods_piles"] + view["animal_piles"]]
    assert _texts(board.get_by_test_id("deck")) == [str(view["deck_size"])]
    assert _texts(board.get_by_test_id("discard")) == [str(len(view["discard"]))]
    # one area per player: own hand face up, the others face down; estate column counts
    assert page.locator("svg[data-seat]").count() == len(view["players"])
    for p in view["players"]:
        area = page.get_by_test_id(f"player-{p['seat']}")
        cards = [int(x) for x in area.locator("[data-card]").evaluate_all("(es) => es.map((e) => e.dataset.card)")]
        expect = [c["id"] for c in (p["hand"] or []) + p["projects"] + p["estate"]]
        assert sorted(cards) == sorted(expect)
        assert (p["hand"] is not None) == (p["seat"] == seat)
        assert area.locator(".bcg-back").count() == (0 if p["hand"] is not None else p["hand_size"]) + (1 if p["pile_size"] else 0)
        counts = area.locator("[data-column]").evaluate_all(
            "(es) => Object.fromEntries(es.map((e) => [e.dataset.column, Number(e.dataset.count)]))")
        assert counts == p["columns"]
        for kind, n in p["goods"].items():
            assert _texts(area.locator(f"[data-goods={kind}] text"))[-1] == str(n)
        assert _texts(area.locator("[data-item=silver] text"))[-1] == str(p["silver"])
        assert _texts(area.locator("[data-item=workers] text"))[-1] == str(p["workers"])
        assert _texts(area.locator("[data-item=vp] text"))[-1] == str(p["vp_cards"])


@pytest.fixture
def page(browser):
    """A fresh page that records its errors in ``page.errors`` (checked at the end of each test)."""
    pg = browser.new_page(viewport={"width": 1300, "height": 900})
    pg.errors = []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    pg.set_default_timeout(STEP_MS)
    yield pg
    assert not pg.errors, pg.errors
    pg.close()


def test_board_draws_the_view_and_plays_by_clicks(page, server) -> None:
    table_id = open_table(page, server.url, GAME, 3, user="board-bcg", wait_for="board-svg")

    # (1) the board holds exactly the view; the targets are exactly the legal actions
    data = _my_turn(page, table_id)
    seat = data["seat"]
    assert seat == 0
    _check_board_matches_view(page, data["tv"]["view"], seat)
    assert len(data["tv"]["view"]["players"]) == 3
    notations = _target_notations(page)
    assert sorted(n for ns in notations for n in ns) == sorted(a["notation"] for a in data["legal"])
    assert "Display" in page.get_by_test_id("board-svg").inner_html()

    # a hand card chosen as the die narrows the targets to the moves with that die
    dice = page.get_by_test_id("board-die")
    if dice.count() > 1:
        src = int(dice.first.get_attribute("data-src"))
        dice.first.click()
        narrowed = [n for ns in _target_notations(page) for n in ns]
        with_src = {a["notation"] for a in data["legal"] if a["action"].get("src", src) == src}
        assert set(narrowed) == with_src and len(narrowed) < len(data["legal"])
        page.get_by_test_id("board-die").first.click()
        assert len([n for ns in _target_notations(page) for n in ns]) == len(data["legal"])

    # (2) moves by clicking board targets: a single-action one, and one through the chooser
    made = {"single": False, "chooser": False}
    for _ in range(40):
        if all(made.values()):
            break
        before = _my_turn(page, table_id)["tv"]["move_number"]
        counts = [len(ns) for ns in _target_notations(page)]
        if not made["chooser"] and any(c > 1 for c in counts):
            i = next(k for k, c in enumerate(counts) if c > 1)
        elif not made["single"] and 1 in counts:
            i = counts.index(1)
        else:
            i = 0
        _click(page.get_by_test_id("board-target").nth(i))
        if counts[i] > 1:
            choices = page.get_by_test_id("board-choice")
            assert choices.count() == counts[i]
            assert choices.first.inner_text().strip()  # the action's own words
            choices.first.click()
            made["chooser"] = True
        else:
            made["single"] = True
        _wait_moved(page, table_id, before)
    assert made["single"] and made["chooser"]

    # (3) Japanese board labels
    page.get_by_test_id("lang").select_option("ja")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    page.wait_for_function("() => document.querySelector('[data-testid=board-svg]').innerHTML.includes('ディスプレイ')")
    html = page.get_by_test_id("board-svg").inner_html()
    assert "ラウンド" in html and "サプライ" in html and "Display" not in html
    assert "倉庫" in page.get_by_test_id("player-0").inner_html()

    # play to the end with the action bar, then the replay draws an earlier position, no targets
    clicks = page.evaluate(PLAY_JS, MAX_CLICKS)
    assert clicks >= 0
    page.get_by_test_id("replay").click()
    page.get_by_test_id("replay-slider").wait_for()
    page.get_by_test_id("replay-slider").evaluate(
        "(el) => { el.value = 5; el.dispatchEvent(new Event('input')); }")
    page.wait_for_function("() => document.querySelector('[data-testid=replay-pos]').textContent.includes(' 5 手目')")
    assert page.get_by_test_id("board-svg").count() == 1
    assert page.locator("svg[data-seat]").count() == 3
    assert page.get_by_test_id("board-target").count() == 0
    assert page.get_by_test_id("board-die").count() == 0
    assert "ディスプレイ" in page.get_by_test_id("board-svg").inner_html()
    assert not page.errors, page.errors
    page.screenshot(path=f"/tmp/board-{GAME}-replay.png", full_page=True)


def test_solo_board_draws_aaron(page, server) -> None:
    page.set_viewport_size({"width": 700, "height": 900})
    table_id = open_table(page, server.url, GAME, 1, user="solo-bcg", wait_for="board-svg")
    data = _my_turn(page, table_id)
    rival = data["tv"]["view"]["rival"]
    area = page.get_by_test_id("rival")
    assert area.locator("[data-card]").count() == len(rival["estate"]) == 3
    assert area.locator(".bcg-back").count() == len(rival["piles_left"])
    _check_board_matches_view(page, data["tv"]["view"], 0)
    before = data["tv"]["move_number"]
    _click(page.get_by_test_id("board-target").first)
    if page.get_by_test_id("board-choice").count():
        page.get_by_test_id("board-choice").first.click()
    _wait_moved(page, table_id, before)
    assert not page.errors, page.errors


def test_each_action_kind_lands_on_its_piece(page, server) -> None:
    """keysOf: the board piece each kind of legal action is drawn on (one piece per action)."""
    page.goto(server.url + "/")
    page.get_by_test_id("signin-link").wait_for()
    keys = page.evaluate("""async () => {
        await (await import('/static/common/gamedata.js')).loadGameData('burgundy_card_game');
        const m = await import('/static/games/burgundy_card_game/index.js');
        const view = {players: [{seat: 0, projects: [{id: 5}]}, {seat: 1, projects: [{id: 9}]}]};
        const acts = [
          {type: 'take', card: 40, src: 3}, {type: 'build', card: 5, col: 'castle', src: null},
          {type: 'discard', card: 5}, {type: 'discard', card: 77}, {type: 'keep', card: 12},
          {type: 'sell', kind: 'dark', src: 3}, {type: 'hire', src: 3}, {type: 'silver', src: 3},
          {type: 'trade', workers: 2, silver: 1, src: null}, {type: 'draw3'}, {type: 'good', pile: 1},
          {type: 'animal', pile: 0}, {type: 'bonus', kind: 'vp'}, {type: 'done'}];
        return acts.map((action) => m.keysOf({action}, view, 0));
    }""")
    from eurogames.games.burgundy_card_game.actions import ACTION_CLASSES
    tested = ["take", "build", "discard", "discard", "keep", "sell", "hire", "silver", "trade", "draw3",
              "good", "animal", "bonus", "done"]
    assert set(tested) == {c.type for c in ACTION_CLASSES}  # every kind of decision has its piece
    assert keys == [["display:40"], ["project:5"], ["project:5"], ["overflow:77"], ["drawn:12"],
                    ["goods:dark"], ["workers"], ["silver"], ["vp"], ["deck"], ["goodspile:1"],
                    ["animalpile:0"], ["bonus:vp"], ["done"]]
