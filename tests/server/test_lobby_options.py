"""The new-table form offers a seat option's seats only up to the player count (the card game's
start player: seats from 0, shown as "Seat 1" ...); screenshots of the form in English and
Japanese at a laptop and a phone in landscape (test-artifacts/screens/)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eg_browser import BROWSER_MARKS, STEP_MS

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
    assert _offered(form) == [("random", True), ("Seat 1", True), ("Seat 2", True),
                              ("Seat 3", False), ("Seat 4", False)]
    form.get_by_test_id("players").select_option("4")
    assert all(enabled for _, enabled in _offered(form))
    chooser.select_option(label="Seat 4")
    form.get_by_test_id("players").select_option("3")  # seat 4 is gone: back to the default
    assert chooser.evaluate("(s) => s.options[s.selectedIndex].textContent") == "random"
    assert _offered(form)[-1] == ("Seat 4", False)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ja"):
        page.get_by_test_id("lang").select_option(lang)
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
        for w, h in ((1400, 1000), (844, 390)):
            page.set_viewport_size({"width": w, "height": h})
            form = page.get_by_test_id(f"new-{GAME}")
            if not form.is_visible():
                page.get_by_test_id(f"details-{GAME}").locator(":scope > summary").click()
            if not form.locator('[data-option="start_player"]').is_visible():
                form.locator("details > summary").first.click()
            form.locator('[data-option="start_player"]').scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"lobby-seat-option-{w}x{h}-{lang}.png"))
    page.close()
