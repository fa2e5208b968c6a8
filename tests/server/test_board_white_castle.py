"""The White Castle board in a real browser (Debian chromium via Playwright).

A 3-player table against bots: the SVG board shows what the seat's view holds (dice on
the bridges, rooms with their cards, gardens, yards, one panel per clan), a move is
made by clicking highlighted board elements (and a chooser button), the labels turn
Japanese, and the replay viewer draws the board of an earlier move without targets.
The board's card table (web/games/white_castle/cards.js, served from data.py) is checked against data.py.
"""

from __future__ import annotations

import time
from typing import Any

from eg_browser import BROWSER_MARKS, PLAY_JS, STEP_MS, open_table, table_json

from eurogames.games.white_castle import data as D

pytestmark = BROWSER_MARKS

PLAYERS = 3
SHOT = "/tmp/board-white_castle.png"


def _my_turn(page: Any) -> bool:
    """Wait until this seat can act (True) or the game is over (False)."""
    page.wait_for_function(
        "() => document.querySelector('[data-testid=final-scores]') || "
        "document.querySelector('[data-testid=board-target]') || "
        "document.querySelector('[data-testid=action]:enabled')")
    return not page.get_by_test_id("final-scores").is_visible()


def _wait_move_after(page: Any, table_id: int, n: int) -> int:
    for _ in range(200):
        m = int(table_json(page, table_id)["move_number"])
        if m > n:
            return m
        time.sleep(0.05)
    raise AssertionError(f"the move number stayed at {n}")


def _board_matches_view(page: Any, view: dict[str, Any]) -> None:
    count = lambda part: page.locator(f"[data-part={part}]").count()
    assert page.get_by_test_id("wc-board").count() == 1
    assert count("bridge-die") == sum(len(d) for d in view["bridges"].values())
    assert count("room") == 5
    rooms = page.locator("[data-part=room]")
    assert [rooms.nth(i).get_attribute("data-room") for i in range(5)] == ["d1", "d2", "s1", "s2", "s3"]
    cards = {rooms.nth(i).get_attribute("data-room"): rooms.nth(i).get_attribute("data-card") for i in range(5)}
    assert cards == {r["room"]: r["card"] for r in view["rooms"]}
    gardens = page.locator("[data-part=garden]")
    assert [gardens.nth(i).get_attribute("data-card") for i in range(6)] == [g["card"] for g in view["gardens"]]
    assert count("yard") == 3 and count("daimyo-space") == 3
    assert count("space") == 3  # two Outside the Walls spaces and the Well
    assert count("domain-row") == 3 * PLAYERS
    for s in range(PLAYERS):
        assert page.get_by_test_id(f"panel-{s}").locator("[data-part=domain-row]").count() == 3
    assert count("pair") == sum(p is not None for p in view["pairs"])
    assert page.get_by_test_id("wc-details").count() == 1


def test_white_castle_board(browser, server) -> None:
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    table_id = open_table(page, server.url, "white_castle", PLAYERS, user="castle-player", wait_for="wc-board")

    # (1) the board shows the seat's view
    assert _my_turn(page)
    t = table_json(page, table_id)
    _board_matches_view(page, t["tv"]["view"])
    # every target belongs to a legal action, and each legal notation it lists is legal
    legal = {a["notation"] for a in t["legal"]}
    listed = page.eval_on_selector_all("[data-testid=board-target]", "els => els.map(e => e.dataset.notation)")
    assert listed and {n for x in listed for n in x.split("|")} <= legal

    # (2) moves by clicking the board: a one-action target, and a chooser when one turns up
    single = chooser = 0
    for _ in range(60):
        if (single and chooser) or not _my_turn(page):
            break
        n = int(table_json(page, table_id)["move_number"])
        targets = page.locator("[data-testid=board-target]")
        notes = [targets.nth(i).get_attribute("data-notation") or "" for i in range(targets.count())]
        multi = [i for i, x in enumerate(notes) if "|" in x]
        one = [i for i, x in enumerate(notes) if x and "|" not in x]
        if multi and not chooser:
            targets.nth(multi[0]).click()
            choice = page.get_by_test_id("board-choice").first
            choice.wait_for()
            assert page.get_by_test_id("board-choice").count() == len(notes[multi[0]].split("|"))
            choice.click()
            chooser += 1
        elif one:
            targets.nth(one[-1]).click()
            single += 1
        else:
            page.locator("[data-testid=action]:enabled").first.click()
        assert _wait_move_after(page, table_id, n) > n
    assert single >= 1, "no move was made from a board target"
    page.wait_for_timeout(300)
    page.screenshot(path=SHOT, full_page=True)

    # (3) Japanese labels on the board
    before = page.get_by_test_id("wc-board").inner_html()
    assert "Steward room" in before and "Training Grounds" in before
    page.get_by_test_id("lang").select_option("ja")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    page.wait_for_function("() => document.querySelector('[data-testid=wc-board]').innerHTML.includes('給仕の間')")
    ja = page.get_by_test_id("wc-board").inner_html()
    assert "城門" in ja and "訓練場" in ja and "Steward room" not in ja
    panels = page.get_by_test_id("panels").inner_text()
    assert "季節トラック" in panels and "得点" in panels and "Passage" not in panels
    page.get_by_test_id("lang").select_option("en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")

    # (5) play on to the end with the action bar, then the replay viewer draws earlier boards
    assert page.evaluate(PLAY_JS, 4000) >= 0
    page.get_by_test_id("replay").click()
    page.get_by_test_id("replay-slider").wait_for()
    for _ in range(5):
        page.get_by_test_id("replay-prev").click()
    page.get_by_test_id("wc-board").wait_for()
    assert page.locator("[data-part=room]").count() == 5
    assert page.locator("[data-testid=board-target]").count() == 0
    assert not errors, errors
    page.close()


def _py_effect(e: Any) -> Any:
    return [_py_effect(x) if isinstance(x, tuple) else x for x in e]


def test_card_table_matches_data(browser, server) -> None:
    """web/games/white_castle/cards.js, loaded as the table page loads it (its printed facts
    fetched from /api/games/white_castle/data), holds the same components as data.py."""
    page = browser.new_page()
    page.goto(server.url + "/")
    page.get_by_test_id("signin-link").wait_for()
    js = page.evaluate("""async () => {
        const g = await import('/static/common/gamedata.js');
        await g.loadGameData('white_castle');
        const c = await import('/static/games/white_castle/cards.js');
        return {cards: c.CARDS, daimyo: c.DAIMYO, gardens: c.GARDENS, tiles: c.YARD_TILES,
                yards: c.YARD_VALUE, base: c.DOMAIN_BASE, uncover: c.DOMAIN_UNCOVER, gates: c.POT_GATES,
                uncover_pot: c.domainUncover({domain_cells: 'passage'})};
    }""")
    for cid, card in D.CARDS.items():
        want = {"lantern": _py_effect(card.lantern),
                "blocks": [[b.light, list(b.rows), _py_effect(b.effects)] for b in card.blocks]}
        got = {k: js["cards"][cid][k] for k in ("lantern", "blocks")}
        assert got == want, cid
        if card.setup:
            assert js["cards"][cid]["setup"] == _py_effect(card.setup), cid
    assert set(js["cards"]) == set(D.CARDS)
    assert js["daimyo"] == {k: _py_effect(v) for k, v in D.DAIMYO.items()}
    assert js["gardens"] == {k: [g.plant, g.food, g.cp, _py_effect(g.effect)] for k, g in D.GARDENS.items()}
    assert js["tiles"] == {k: _py_effect(v) for k, v in D.YARD_TILES.items()}
    assert js["yards"] == {str(c): v for c, v, _ in D.YARDS}
    assert js["base"] == _py_effect(D.DOMAIN_BASE)
    assert js["uncover"] == _py_effect(D.DOMAIN_UNCOVER)
    assert js["uncover_pot"] == _py_effect(D.DOMAIN_UNCOVER_POT)   # the domain_cells=passage option
    assert js["gates"] == {str(k): v for k, v in D.POT_GATES.items()}
    page.close()
