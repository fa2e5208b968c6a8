"""A real browser (Debian's chromium, headless, via Playwright) plays whole games.

For every registered game: sign up, create a table with bots in the other seats,
start it, click legal actions on the table page until the final scores show, then
open the replay viewer and switch the language (remembered over a reload).
"""

from __future__ import annotations

import pytest
from eg_browser import BROWSER_MARKS, MAX_CLICKS, PLAY_JS, STEP_MS, open_table

import eurogames

pytestmark = BROWSER_MARKS


@pytest.mark.parametrize("game", eurogames.games())
def test_play_a_whole_game_in_the_browser(browser, server, game: str) -> None:
    info = eurogames.load(game)
    players = max(info.min_players, min(2, info.max_players))
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    open_table(page, server.url, game, players, user=f"player-{game[:10]}")

    scores = page.get_by_test_id("final-scores")
    enabled = page.locator("[data-testid=action]:enabled")
    # the first moves with real mouse clicks ...
    for _ in range(2):
        page.wait_for_function(
            "() => document.querySelector('[data-testid=final-scores]') || "
            "document.querySelector('[data-testid=action]:enabled')")
        if scores.is_visible():
            break
        enabled.first.click()
    # ... then the page's own buttons clicked from inside it, for speed on long games
    clicks = page.evaluate(PLAY_JS, MAX_CLICKS)
    assert clicks >= 0, f"{game}: no end after {MAX_CLICKS} clicks"
    assert scores.is_visible()
    text = scores.inner_text()
    assert "Total" in text
    assert page.get_by_test_id("log").inner_text().strip()

    # the replay viewer steps through the finished game
    page.get_by_test_id("replay").click()
    page.get_by_test_id("replay-slider").wait_for()
    page.get_by_test_id("replay-prev").click()
    assert page.get_by_test_id("replay-pos").inner_text()

    # Japanese, remembered over a reload
    page.get_by_test_id("lang").select_option("ja")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    assert "手目" in page.get_by_test_id("replay-pos").inner_text()
    page.reload()
    page.get_by_test_id("replay-pos").wait_for()
    assert "手目" in page.get_by_test_id("replay-pos").inner_text()
    assert not errors, errors
    page.close()


def test_common_web_modules(browser, server) -> None:
    """web/common on its own: the generic view split, action words, i18n lookups."""
    page = browser.new_page()
    page.goto(server.url + "/")
    page.get_by_test_id("signin-link").wait_for()
    out = page.evaluate("""async () => {
        const v = await import('/static/common/view.js');
        const a = await import('/static/common/actionbar.js');
        const i = await import('/static/common/i18n.js');
        await i.setLang('en');
        const s = v.splitView({round: 2, points: [3, 4], players: [{name: 'x'}, {name: 'y'}],
                               hand: [1, 2, 3], river_board: [1, 2]}, 2);
        const words = a.explain('toy', {action: {type: 'bid', card: 3}, notation: 'bid 3',
                                         text: {en: 'bid 3', ja: 'bid 3'}});
        const given = a.explain('toy', {action: {type: 'bid', card: 3}, notation: 'bid 3',
                                         text: {en: 'Bid your 3', ja: '3を入札'}});
        await i.setLang('ja');
        const ja = [i.t('common.your_turn'), i.term('toy', 'hand'), i.t('common.waiting_for', {names: 'A'}),
                    a.explain('toy', {action: {type: 'bid', card: 3}, notation: 'bid 3', text: {en: 'Bid your 3', ja: '3を入札'}})];
        await i.setLang('en');
        return {s, words, given, ja, missing: i.t('common.no_such_key'), human: i.term('toy', 'tile_count')};
    }""")
    assert out["s"]["perSeat"] == [{"points": 3, "name": "x"}, {"points": 4, "name": "y"}]
    assert out["s"]["board"] == {"round": 2, "hand": [1, 2, 3], "river_board": [1, 2]}
    assert out["words"] == "Bid — card: 3"
    assert out["given"] == "Bid your 3"
    assert out["ja"] == ["あなたの番です", "あなたの手札", "A の手番を待っています", "3を入札"]
    assert out["missing"] == "no_such_key" and out["human"] == "Tile count"
    page.close()
