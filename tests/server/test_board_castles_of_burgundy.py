"""The Castles of Burgundy board in a real browser (web/games/castles_of_burgundy/).

A person plays against a bot: the SVG board shows every depot slot, estate space and
player area of the view; moves are made by clicking highlighted pieces (and a chooser
when one piece carries several actions); Japanese changes the board's words; the
replay viewer draws earlier positions without clickable pieces.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eg_browser import BROWSER_MARKS, STEP_MS, open_table, table_json

GAME = "castles_of_burgundy"
SHOT = Path("/tmp/board-castles_of_burgundy.png")

pytestmark = BROWSER_MARKS

TARGETS = "[data-testid=board-target]"
WAIT_TARGET_OR_END = ("() => document.querySelector('[data-testid=board-target]') || "
                      "document.querySelector('[data-testid=final-scores]')")


def _count(page: Any, testid: str) -> int:
    return int(page.locator(f"[data-testid={testid}]").count())


def _wait_for_move_after(page: Any, table_id: int, number: int) -> dict[str, Any]:
    page.wait_for_function(
        "(n) => { const m = document.querySelector('[data-testid=status]').innerText.match(/(\\d+)/g);"
        " return m && Number(m[m.length - 1]) > n + 1 || document.querySelector('[data-testid=final-scores]'); }",
        arg=number)
    data = table_json(page, table_id)
    assert data["move_number"] > number
    return data


def test_the_board_is_drawn_played_by_clicks_translated_and_replayed(browser, server) -> None:
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    players = 3
    table_id = open_table(page, server.url, GAME, players, user="burgundy-fan")
    page.wait_for_function(WAIT_TARGET_OR_END)
    data = table_json(page, table_id)
    view = data["tv"]["view"]

    # (1) the SVG board: 6 numbered depots x 4 slots + the black depot's 8, one estate of
    # 37 spaces, one supply and one panel per player, every tile of the view drawn
    assert page.locator("[data-testid=cob-main-board]").count() == 1
    assert _count(page, "cob-depot") == 6 and _count(page, "cob-black-depot") == 1
    assert _count(page, "cob-slot") == 6 * 4 + 8 == sum(len(d["tiles"]) for d in view["depots"])
    assert _count(page, "cob-estate") == players == len(view["players"])
    assert _count(page, "cob-space") == 37 * players
    assert _count(page, "cob-panel") == players and _count(page, "cob-supply") == players
    assert _count(page, "cob-bonus-tile") == 12
    shown = page.locator(".cob-tile").count()
    in_view = sum(t is not None for d in view["depots"] for t in d["tiles"])
    in_view += sum(t is not None for p in view["players"] for t in p["estate"] + p["storage"])
    assert shown == in_view
    main_text = page.locator("[data-testid=cob-main-board]").text_content()
    assert "Black depot" in main_text and "Turn order" in main_text

    # every legal action with a board piece is a target; targets list legal notations only
    legal = {a["notation"] for a in data["legal"]}
    notes = [n for el in page.locator(TARGETS).all() for n in el.get_attribute("data-notation").split("|")]
    assert notes and set(notes) <= legal
    assert len(notes) == len(set(notes))
    page.screenshot(path=str(SHOT), full_page=True)

    # (2) moves by clicking highlighted pieces (a chooser where one piece has several)
    moved = chose = 0
    for _ in range(60):
        page.wait_for_function(WAIT_TARGET_OR_END)
        if page.get_by_test_id("final-scores").count():
            break
        number = table_json(page, table_id)["move_number"]
        multi = page.locator(f"{TARGETS}[data-notation*='|']")
        if multi.count():
            multi.first.click()
            choices = page.locator("[data-testid=board-choice]")
            assert choices.count() == len(multi.first.get_attribute("data-notation").split("|"))
            choices.first.click()
            chose += 1
        else:
            page.locator(TARGETS).first.click()
        _wait_for_move_after(page, table_id, number)
        moved += 1
        if moved >= 4 and chose:
            break
    assert moved >= 4

    # (3) Japanese: the board's words change
    page.get_by_test_id("lang").select_option("ja")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    page.locator("[data-testid=cob-main-board]").wait_for()
    ja_text = page.locator("[data-testid=cob-main-board]").text_content()
    assert "黒いデポ" in ja_text and "手番順" in ja_text and "Black depot" not in ja_text
    assert "保管庫" in page.locator("[data-testid=cob-supply]").first.text_content()
    page.screenshot(path=str(SHOT.with_name("board-castles_of_burgundy-ja.png")), full_page=True)
    page.get_by_test_id("lang").select_option("en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")

    # (5) the replay viewer: leave (a bot plays the seat to the end), then step back
    page.get_by_role("button", name="Leave").click()
    page.get_by_test_id("leave-yes").click()  # leaving asks first
    page.get_by_test_id("final-scores").wait_for(timeout=120_000)
    page.screenshot(path=str(SHOT.with_name("board-castles_of_burgundy-end.png")), full_page=True)
    page.get_by_test_id("replay").click()
    page.get_by_test_id("replay-slider").wait_for()
    page.locator("[data-testid=replay-slider]").fill("10")
    page.wait_for_function("() => document.querySelector('[data-testid=replay-pos]').innerText.includes('10')")
    assert page.locator("[data-testid=cob-main-board]").count() == 1
    assert _count(page, "cob-space") == 37 * players
    assert page.locator(TARGETS).count() == 0
    page.set_viewport_size({"width": 700, "height": 900})
    page.screenshot(path=str(SHOT.with_name("board-castles_of_burgundy-700.png")), full_page=True)
    assert not errors, errors
    page.close()


def test_a_piece_with_several_actions_opens_a_chooser(browser, server) -> None:
    """One depot slot that can be taken with a die or bought: the chooser offers both,
    in the current language, and sends the one picked."""
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    table_id = open_table(page, server.url, GAME, 2, user="burgundy-fan")
    page.wait_for_function(WAIT_TARGET_OR_END)
    view = table_json(page, table_id)["tv"]["view"]
    out = page.evaluate("""async (view) => {
        await (await import('/static/common/gamedata.js')).loadGameData('castles_of_burgundy');
        const m = await import('/static/games/castles_of_burgundy/index.js');
        const i = await import('/static/common/i18n.js');
        await i.setLang('ja');
        const sent = [];
        const legal = [
          {action: {type: 'take', depot: 3, slot: 1, workers: 0}, notation: 'take 3 1', text: {en: 'Take it', ja: '取る'}},
          {action: {type: 'buy', depot: 3, slot: 1, workers: 0}, notation: 'buy 3 1 0', text: {en: 'Buy it', ja: '買う'}},
          {action: {type: 'skip'}, notation: 'skip', text: {en: 'Skip', ja: '使わない'}},
        ];
        const root = document.createElement('div');
        document.body.append(root);
        m.render(root, view, legal, (a) => sent.push(a), {}, {game: 'castles_of_burgundy', seat: 0, seats: [], legal});
        const targets = root.querySelectorAll('[data-testid=board-target]');
        targets[0].dispatchEvent(new MouseEvent('click', {bubbles: true}));
        const choices = [...root.querySelectorAll('[data-testid=board-choice]')].map((b) => b.textContent);
        root.querySelectorAll('[data-testid=board-choice]')[1].click();
        root.querySelectorAll('[data-testid=board-choice]')[0]?.click();  // a second click sends nothing
        await i.setLang('en');
        root.remove();
        return {n: targets.length, key: targets[0].dataset.key, notation: targets[0].dataset.notation, choices, sent};
    }""", view)
    assert out["n"] == 1 and out["key"] == "slot:3:1"
    assert out["notation"] == "take 3 1|buy 3 1 0"
    assert out["choices"] == ["取る", "買う"]
    assert out["sent"] == [{"type": "buy", "depot": 3, "slot": 1, "workers": 0}]
    # every board word exists in both languages
    keys = page.evaluate("""async () => {
        const {STRINGS} = await import('/static/games/castles_of_burgundy/strings.js');
        const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) =>
            typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`]).sort();
        return [flat(STRINGS.en), flat(STRINGS.ja)];
    }""")
    assert len(keys[0]) > 100 and keys[0] == keys[1]
    assert not errors, errors
    page.close()
