"""The new-table form names the rules options and their choices in the player's language (the
option's title and labels, not its identifiers) and sends the choices themselves; it offers a seat
option's seats only up to the player count (the card game's start player: seats from 0, shown as
"Seat 1" ...); screenshots of the form in English and Japanese at a laptop and a phone in
landscape (test-artifacts/screens/)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eg_browser import BROWSER_MARKS, STEP_MS, table_json

pytestmark = BROWSER_MARKS

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
GAME = "burgundy_card_game"


def _offered(form: Any) -> list[tuple[str, bool]]:
    """The start-player choices as (label, enabled)."""
    out: list[tuple[str, bool]] = form.locator('[data-option="start_player"] option').evaluate_all(
        "(os) => os.map((o) => [o.textContent, !o.disabled])")
    return [tuple(x) for x in out]  # type: ignore[misc]


def test_a_seat_option_offers_only_seats_at_the_table(browser, server) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.set_default_timeout(STEP_MS)
    page.goto(server.url + "/")
    page.get_by_test_id(f"details-{GAME}").locator(":scope > summary").click()
    form = page.get_by_test_id(f"new-{GAME}")
    form.locator("details > summary").first.click()  # the rules options
    chooser = form.locator('[data-option="start_player"]')
    form.get_by_test_id("players").select_option("2")
    assert _offered(form) == [("Random", True), ("Seat 1", True), ("Seat 2", True),
                              ("Seat 3", False), ("Seat 4", False)]
    form.get_by_test_id("players").select_option("4")
    assert all(enabled for _, enabled in _offered(form))
    chooser.select_option(label="Seat 4")
    form.get_by_test_id("players").select_option("3")  # seat 4 is gone: back to the default
    assert chooser.evaluate("(s) => s.options[s.selectedIndex].textContent") == "Random"
    assert _offered(form)[-1] == ("Seat 4", False)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ja"):
        page.get_by_test_id("lang").select_option(lang)
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
        for w, h in ((1400, 1000), (844, 390)):
            page.set_viewport_size({"width": w, "height": h})
            _open_options(page, GAME)
            page.get_by_test_id(f"new-{GAME}").locator('[data-option="start_player"]').scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"lobby-seat-option-{w}x{h}-{lang}.png"))
            # a second game's options, whose labels are words (Orléans: nine options)
            form = _open_options(page, "orleans")
            form.locator("details > summary").first.scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"lobby-orleans-options-{w}x{h}-{lang}.png"))
            form.locator('[data-option="tech_after_pass"]').scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"lobby-orleans-options-end-{w}x{h}-{lang}.png"))
        assert _texts(page.get_by_test_id("new-orleans"), "edition") == (
            ["2019 edition", "Original"] if lang == "en" else ["2019年版", "旧版"])
    page.close()


def _open_options(page: Any, game: str) -> Any:
    """Open ``game``'s new-table form and its rules options; the form."""
    form = page.get_by_test_id(f"new-{game}")
    if not form.is_visible():
        page.get_by_test_id(f"details-{game}").locator(":scope > summary").click()
    if not form.locator("label.rule-option").first.is_visible():
        form.locator("details > summary").first.click()
    return form


def _texts(form: Any, option: str) -> list[str]:
    out: list[str] = form.locator(f'[data-option="{option}"] option').all_text_contents()
    return out


def test_the_form_names_options_and_choices_but_sends_the_choices(browser, server) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.set_default_timeout(STEP_MS)
    page.goto(server.url + "/")
    page.get_by_test_id("signin-link").click()
    page.get_by_test_id("username").fill("opts")
    page.get_by_test_id("password").fill("secret-pw")
    page.get_by_test_id("signup").click()
    page.get_by_test_id("me").wait_for()
    form = _open_options(page, "orleans")
    titles = form.locator("label.rule-option .rule-title").all_text_contents()
    assert titles[:3] == ["Edition", "Hourglass stack", "Exclusion variant"] and len(titles) == 9
    assert _texts(form, "exclusion") == ["Off", "On"]
    assert _texts(form, "farmhouse") == ["Boatman + craftsman", "Boatman + farmer"]
    form.locator('[data-option="edition"]').select_option(label="Original")
    form.locator('[data-option="exclusion"]').select_option(label="On")
    form.locator('[data-option="farmhouse"]').select_option(label="Boatman + farmer")
    form.get_by_test_id("create-orleans").click()
    page.wait_for_function("() => /table\\/\\d+/.test(location.hash)")
    tid = int(page.evaluate("() => location.hash.match(/table\\/(\\d+)/)[1]"))
    opts = table_json(page, tid)["table"]["options"]
    assert (opts["edition"], opts["exclusion"], opts["farmhouse"]) == ("original", True, "boatman_farmer")
    assert opts["tech_after_pass"] is True and opts["hourglass"] == "classic"  # the defaults
    page.close()


SLOW_GAMES_JS = """(() => {
  const fetch0 = window.fetch;
  window.fetch = async (url, ...rest) => {
    if (String(url).includes('/api/games')) {
      window.__gamesAsked = true;
      await new Promise((r) => setTimeout(r, 600));
    }
    return fetch0(url, ...rest);
  };
})()"""
"""Holds the lobby's list of games back 0.6 s, so a language change lands while it loads."""


def test_a_language_change_while_the_lobby_loads_draws_it_once(browser, server) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.set_default_timeout(STEP_MS)
    page.add_init_script(SLOW_GAMES_JS)
    page.goto(server.url + "/")
    page.wait_for_function("() => window.__gamesAsked")  # the page listens to its language menu by now
    page.get_by_test_id("lang").select_option("ja")  # while the first lobby is still fetching
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    page.get_by_test_id("game-orleans").wait_for()
    page.wait_for_timeout(1500)  # both loads are over by now
    assert page.get_by_test_id("game-orleans").count() == 1
    assert page.get_by_test_id("lobby-lists").count() == 1
    assert page.locator("h2").first.inner_text() == "ゲーム"
    page.close()
