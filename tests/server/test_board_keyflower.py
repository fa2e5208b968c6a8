"""The Keyflower board in a real browser (Debian's chromium via Playwright).

A 3-player table against bots: the SVG board shows the right number of tiles on offer,
turn-order tiles, boats and villages for the player count (rules/keyflower.md §2); a bid
is made by clicking a highlighted tile and a chooser button; the labels turn Japanese; the
replay viewer draws the board without targets. ``tiles.js`` must match the engine's data.
"""

from __future__ import annotations

import re
from pathlib import Path

from eg_browser import BROWSER_MARKS, STEP_MS, open_table

from eurogames.games.keyflower.data import OFFER_SIZE, ORDER_TILES, TILES

pytestmark = BROWSER_MARKS

SHOT = Path("/tmp/board-keyflower.png")
PLAYERS = 3


def test_tiles_js_matches_the_engine_data(browser, server) -> None:
    """The board's tile table is the engine's data.py, served by /api/games/keyflower/data."""
    page = browser.new_page()
    page.goto(server.url + "/")
    page.get_by_test_id("signin-link").wait_for()
    rows = page.evaluate("""async () => {
        const g = await import('/static/common/gamedata.js');
        await g.loadGameData('keyflower');
        return (await import('/static/games/keyflower/tiles.js')).TILES;
    }""")
    assert [r["key"] for r in rows] == [t.key for t in TILES]
    assert [r["edges"] for r in rows] == [t.edges for t in TILES]
    assert all(r["en"] and r["ja"] and r["text"]["en"] and r["text"]["ja"] for r in rows)
    page.close()


def _move_number(page) -> int:  # type: ignore[no-untyped-def]
    """The move number in the table's status line (English)."""
    m = re.search(r"move (\d+)", page.get_by_test_id("status").inner_text())
    assert m, page.get_by_test_id("status").inner_text()
    return int(m.group(1))


def _wait_move_after(page, n: int) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function("(n) => { const m = document.querySelector('[data-testid=status]').innerText"
                           ".match(/move (\\d+)/); return m && Number(m[1]) > n; }", arg=n)


def test_keyflower_board_in_the_browser(browser, server) -> None:  # type: ignore[no-untyped-def]
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    open_table(page, server.url, "keyflower", PLAYERS, user="kf-board", wait_for="kf-offers")

    # (1) the board for 3 players (rules §2): N+4 spring tiles and N-1 turn-order tiles on
    # offer, N boats, N villages each holding its home tile
    offers = page.locator("[data-kf=offer]")
    assert offers.count() == OFFER_SIZE[PLAYERS] + ORDER_TILES[PLAYERS]
    assert page.locator("[data-kf=offer][data-role=order]").count() == ORDER_TILES[PLAYERS]
    assert page.locator("[data-kf=boat]").count() == PLAYERS
    assert page.locator("[data-testid=kf-village]").count() == PLAYERS
    assert page.locator("[data-kf=village-tile]").count() == PLAYERS
    assert page.locator("[data-kf=village-tile][data-key^=home]").count() == PLAYERS
    assert page.get_by_test_id("kf-season").text_content() == "Spring"
    keys = page.eval_on_selector_all("[data-kf=offer]", "els => els.map(e => e.dataset.key)")
    spring = {t.key for t in TILES if t.family == "spring"}
    assert sum(k in spring for k in keys) == OFFER_SIZE[PLAYERS]

    # (2) my turn: the tiles I can act on are highlighted; a click on one with a bid and a
    # use opens the chooser; choosing the bid makes the move
    target = page.locator("[data-testid=board-target][data-notation*='bid ']").first
    target.wait_for()
    before = _move_number(page)
    page.screenshot(path=str(SHOT), full_page=True)
    notation = target.get_attribute("data-notation") or ""
    target.click()
    if "|" in notation:
        choice = page.locator("[data-testid=board-choice][data-notation^='bid ']").first
        choice.wait_for()
        choice.click()
    # the bid is placed keeple by keeple: now my keeples of a colour are the targets
    _wait_move_after(page, before)
    # (a bid must top the tile's highest: where a bot bid first, confirm comes only after
    # enough keeples, so keep adding until it is offered; rules §6.2)
    confirm = page.locator("[data-testid=action][data-notation=confirm]")
    for _ in range(8):
        chip = page.locator("[data-testid=kf-player-0] [data-testid=board-target][data-notation^='add ']").first
        chip.wait_for()
        assert page.get_by_test_id("kf-pending").count() >= 1
        before = _move_number(page)
        multi = "|" in (chip.get_attribute("data-notation") or "")
        chip.click()
        if multi:
            page.locator("[data-testid=board-choice]").first.click()
        _wait_move_after(page, before)
        if confirm.count():
            break
    before = _move_number(page)
    page.locator("[data-testid=action][data-notation=confirm]").first.click()
    _wait_move_after(page, before)
    page.wait_for_function("() => !document.querySelector('[data-testid=kf-pending]')")
    page.screenshot(path=str(SHOT), full_page=True)

    # (3) Japanese board labels
    page.get_by_test_id("lang").select_option("ja")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    assert page.get_by_test_id("kf-season").text_content() == "春"
    first_key = page.locator("[data-kf=offer]").first.get_attribute("data-key")
    ja_name = next(t.ja for t in TILES if t.key == first_key)
    assert ja_name == page.locator("[data-kf=offer] .kf-name").first.text_content()
    assert "ボート" in page.get_by_test_id("board").inner_text()
    page.get_by_test_id("lang").select_option("en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")

    # (5) hand my seat to a bot, let the bots finish, then replay an earlier move
    page.locator("button", has_text="Leave").click()
    page.get_by_test_id("leave-yes").click()  # leaving asks first
    page.get_by_test_id("final-scores").wait_for(timeout=120_000)
    assert page.locator("[data-testid^=kf-final-]").count() == PLAYERS
    page.get_by_test_id("replay").click()
    page.get_by_test_id("replay-slider").wait_for()
    page.locator("[data-testid=replay-slider]").fill("3")
    page.get_by_test_id("kf-offers").wait_for()
    assert "3" in page.get_by_test_id("replay-pos").inner_text()
    assert page.locator("[data-kf=offer]").count() == OFFER_SIZE[PLAYERS] + ORDER_TILES[PLAYERS]
    assert page.locator("[data-testid=board-target]").count() == 0
    assert page.get_by_test_id("kf-season").text_content() == "Spring"

    # (4) no page errors along the way
    assert not errors, errors
    page.close()
