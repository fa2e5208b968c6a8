"""How to play, in a real browser (Debian's chromium via Playwright), for every game and both
languages: the rules page opens from the lobby card, the rules drawer from the table's help
button, every highlighted board piece's tooltip has a "more" link that lands on an existing
section, and the guided first game walks through its first three scripted steps.

Screenshots go to test-artifacts/ (gitignored): help-<game>-<lang>[-components].png,
table-<game>-<lang>.png and learn-<game>-<lang>-<step>.png.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from eg_browser import BROWSER_MARKS, STEP_MS, open_table

from eurogames import help as H
from eurogames.help import guide

pytestmark = BROWSER_MARKS
ART = Path(__file__).resolve().parents[2] / "test-artifacts"
GAMES = ("castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle", "keyflower")

# For every board target: hover it (mouseenter), wait for its tooltip and read the section its
# "more" link opens. Returns [[key, section, hover text], ...].
TOOLTIPS_JS = """async () => {
  const out = [];
  const targets = [...document.querySelectorAll('[data-testid=board-target]')];
  for (const el of targets) {
    const before = document.querySelector('[data-testid=help-tip]');
    el.dispatchEvent(new MouseEvent('mouseenter'));
    let tip = null;
    for (let i = 0; i < 200 && !tip; i++) {
      await new Promise((r) => setTimeout(r, 10));
      const t = document.querySelector('[data-testid=help-tip]');
      if (t && t !== before) tip = t;
    }
    if (!tip) { out.push([el.getAttribute('data-notation'), null, '']); continue; }
    const more = tip.querySelector('[data-testid=help-more]');
    out.push([el.getAttribute('data-notation'), more && more.getAttribute('data-section'), tip.innerText]);
    el.dispatchEvent(new MouseEvent('mouseleave'));
  }
  return out;
}"""


def _page(browser: Any, lang: str = "en") -> Any:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(STEP_MS)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # type: ignore[attr-defined]
    return page


def _lang(page: Any, lang: str) -> None:
    page.get_by_test_id("lang").select_option(lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)


def _lobby(page: Any, url: str, lang: str, game: str) -> None:
    """The lobby in ``lang``, drawn once (a language switch redraws it: wait for the first
    drawing to finish, then for the one in the new language)."""
    page.goto(url + "/")
    page.get_by_test_id(f"game-{game}").wait_for()
    _lang(page, lang)
    word = {"en": "Rules", "ja": "ルール"}[lang]
    page.wait_for_function("([g, w]) => { const a = document.querySelectorAll(`[data-testid=rules-${g}]`); "
                           "return a.length === 1 && a[0].innerText === w; }", arg=[game, word])


def _check_sections(page: Any, game: str, lang: str, scope: str) -> None:
    """Every section and subsection of the help file is on the page (in ``scope``)."""
    root = page.locator(scope)
    root.locator(f"[data-testid=help-page][data-lang={lang}]").wait_for()
    shown = root.locator("[data-section]").evaluate_all("els => els.map(e => e.dataset.section)")
    want = [s.id for s in H.load(game, lang).sections]
    assert shown == want
    titles = root.locator("section.help-sec > h2").all_inner_texts()
    assert titles == [s.title for s in H.load(game, lang).sections if s.level == 2]
    # the pictures are drawn
    figs = root.locator("figure.help-figure")
    for i in range(figs.count()):
        figs.nth(i).locator("svg").wait_for()


@pytest.mark.parametrize("game", GAMES)
def test_help_page_opens_from_the_lobby_in_both_languages(browser, server, game) -> None:  # type: ignore[no-untyped-def]
    ART.mkdir(exist_ok=True)
    page = _page(browser)
    for lang in ("en", "ja"):
        _lobby(page, server.url, lang, game)
        page.get_by_test_id(f"rules-{game}").click()
        _check_sections(page, game, lang, "#app")
        assert page.get_by_test_id("help-title").inner_text() == H.load(game, lang).title
        page.wait_for_timeout(300)
        page.screenshot(path=str(ART / f"help-{game}-{lang}.png"))
        # a table-of-contents link scrolls to its section
        page.locator("[data-toc=components]").click()
        page.locator("[data-section=components][data-current]").wait_for()
        page.screenshot(path=str(ART / f"help-{game}-{lang}-components.png"))
        assert page.evaluate("() => location.hash") == f"#/help/{game}/components"
        # a deep link opens at its section
        page.goto(server.url + f"/#/help/{game}/scoring")
        page.reload()
        page.locator("[data-section=scoring][data-current]").wait_for()
        page.screenshot(path=str(ART / f"help-{game}-{lang}-scoring.png"))
    assert not page.errors
    page.close()


@pytest.mark.parametrize("game", GAMES)
def test_help_drawer_from_a_table_and_every_tooltip_leads_to_a_section(browser, server, game) -> None:  # type: ignore[no-untyped-def]
    ART.mkdir(exist_ok=True)
    page = _page(browser)
    tid = open_table(page, server.url, game, 2, user=f"help-{game[:8]}")
    page.get_by_test_id("help-button").click()
    _check_sections(page, game, "en", "[data-testid=help-drawer]")
    # the board stays on the page beside the drawer
    assert page.evaluate("() => location.hash") == f"#/table/{tid}"
    assert page.get_by_test_id("board").first.is_visible()
    page.screenshot(path=str(ART / f"table-{game}-en.png"))
    _lang(page, "ja")
    _check_sections(page, game, "ja", "[data-testid=help-drawer]")
    page.screenshot(path=str(ART / f"table-{game}-ja.png"))
    page.get_by_test_id("help-close").click()
    page.get_by_test_id("help-drawer").wait_for(state="detached")
    _lang(page, "en")

    ids = {lang: H.load(game, lang).ids() for lang in ("en", "ja")}
    seen: dict[str, str] = {}
    clicked = False
    for _ in range(8):  # several positions: the targets change as the game goes on
        page.wait_for_function("() => document.querySelector('[data-testid=action]:not([disabled])') "
                               "|| document.querySelector('[data-testid=final-scores]')")
        if page.locator("[data-testid=final-scores]").count():
            break
        rows = page.evaluate(TOOLTIPS_JS)   # [] in a position with no piece to click
        if rows and not clicked:
            _click_more(page, game)
            clicked = True
        for notation, section, text in rows:
            assert section, f"{game}: no tooltip 'more' link on the target of {notation}"
            assert section in ids["en"] and section in ids["ja"], (game, notation, section)
            assert text
            seen.setdefault(section, notation)
        # play on: one random enabled action-bar button, then wait for the next position
        before = page.get_by_test_id("status").inner_text()
        buttons = page.locator("[data-testid=action]:not([disabled])")
        buttons.nth(len(seen) % buttons.count()).click()
        page.wait_for_function("(b) => { const s = document.querySelector('[data-testid=status]'); "
                               "return !s || s.innerText !== b; }", arg=before)
    assert seen and clicked
    assert not page.errors
    page.close()


def _click_more(page: Any, game: str) -> None:
    """A hover on a highlighted piece and a click on its tooltip's "more" link open the drawer
    at that section, in view."""
    target = page.locator("[data-testid=board-target]").first
    target.dispatch_event("mouseenter")
    more = page.get_by_test_id("help-more")
    section = more.get_attribute("data-section")
    more.click()
    drawer = page.get_by_test_id("help-drawer")
    drawer.locator(f"[data-section='{section}'][data-current]").wait_for()
    assert drawer.locator(f"[data-section='{section}']").is_visible()
    box = drawer.locator(f"[data-section='{section}']").bounding_box()
    assert box is not None and 0 <= box["y"] < 900
    page.screenshot(path=str(ART / f"tooltip-{game}-en.png"))


@pytest.mark.parametrize("game", GAMES)
def test_learn_to_play_walks_through_the_first_three_steps(browser, server, game) -> None:  # type: ignore[no-untyped-def]
    ART.mkdir(exist_ok=True)
    script = guide.script(game)
    moves = guide.walk(game, guide.bot_kind(), steps=3)
    for lang in ("en", "ja"):
        page = _page(browser)
        _lobby(page, server.url, lang, game)
        page.get_by_test_id(f"learn-{game}").click()   # signs in as a guest and starts the table
        for i in range(3):
            box = page.locator(f"[data-testid=guide][data-step='{i + 1}']")
            box.get_by_test_id("guide-text").wait_for()
            assert box.get_by_test_id("guide-text").inner_text() == script["steps"][i][lang]
            suggest = box.get_by_test_id("guide-suggest")
            assert suggest.get_attribute("data-notation") == moves[i]
            # each kind of highlighted choice is explained
            kinds = box.locator("[data-testid=guide-choices] > li").evaluate_all("els => els.map(e => e.dataset.type)")
            legal = page.evaluate("async () => { const id = location.hash.split('/').pop(); "
                                  "return (await (await fetch(`/api/tables/${id}`)).json()).legal.map(a => a.action.type); }")
            assert set(kinds) == set(legal)
            # the suggestion is marked on the board or in the action bar
            page.wait_for_function("(n) => [...document.querySelectorAll('.guide-pick')]"
                                   ".some((e) => e.getAttribute('data-notation').split('|').includes(n))", arg=moves[i])
            page.wait_for_timeout(250)
            page.screenshot(path=str(ART / f"learn-{game}-{lang}-{i + 1}.png"))
            box.get_by_test_id("guide-do").click()
        page.locator("[data-testid=guide][data-step='4'], [data-testid=guide][data-step=end]").first.wait_for()
        assert not page.errors
        page.close()
