"""Every game's table in a real browser, from the first move to the final scores.

Per game (the other seats random bots): a whole game played from the page without a
console error; at mid-game and at the end, screenshots at 1400x1000, 900x600 and
844x390 in English and Japanese (saved under test-artifacts/screens/, for people to
look at); the "your turn" status stays in view with the board scrolled into view;
at the end every Total is on screen and the page never scrolls sideways.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from eg_browser import BROWSER_MARKS, STEP_MS, open_table

import eurogames

pytestmark = BROWSER_MARKS

SIZES = [(1400, 1000), (900, 600), (844, 390)]
SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
GAMES = ["castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle", "keyflower"]
MID_CLICKS = {"orleans": 3}
"""Clicks to mid-game (25 unless given): random play ends Orléans early (nobody recruits)."""

PLAY_SOME_JS = """async ([maxClicks, seed0]) => {
  // Click random enabled action buttons (action bar or decisions) until the game ends or
  // maxClicks clicks were made.
  // Every legal action must be reachable next to the board: a board target, a decision in
  // the status bar, or (when there are many) behind the status bar's jump to the action bar.
  // Returns [clicks, over, unreachable notations].
  let clicks = 0, seed = seed0, idle = 0;
  const unreachable = new Set();
  const check = () => {
    if (document.querySelector('[data-testid=to-actions]')) return;
    const near = new Set();
    for (const el of document.querySelectorAll('[data-testid=board-target], [data-testid=decision]')) {
      for (const n of (el.dataset.notation || '').split('|')) near.add(n);
    }
    for (const b of document.querySelectorAll('[data-testid=action]:enabled')) {
      if (!near.has(b.dataset.notation)) unreachable.add(b.dataset.notation);
    }
  };
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  while (!document.querySelector('[data-testid=final-scores]') && clicks < maxClicks) {
    const b = [...document.querySelectorAll('[data-testid=action], [data-testid=decision]')].filter((x) => !x.disabled);
    if (b.length) { check(); b[Math.floor(rnd() * b.length)].click(); clicks++; idle = 0; }
    else if (++idle > 30000) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  return [clicks, !!document.querySelector('[data-testid=final-scores]'), [...unreachable]];
}"""


def _set_lang(page: Any, lang: str) -> None:
    page.get_by_test_id("lang").select_option(lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")


def _shoot(page: Any, game: str, when: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ja"):
        _set_lang(page, lang)
        for w, h in SIZES:
            page.set_viewport_size({"width": w, "height": h})
            page.evaluate("() => window.scrollTo(0, 0)")
            page.wait_for_timeout(150)
            page.screenshot(path=str(SHOTS / f"{game}-{when}-{w}x{h}-{lang}.png"))
    _set_lang(page, "en")
    page.set_viewport_size({"width": 1400, "height": 1000})


def _in_view(page: Any, selector: str) -> bool:
    return bool(page.evaluate("""(sel) => {
        const el = document.querySelector(sel);
        if (!el) return false;
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && r.height > 0;
    }""", selector))


def _no_side_scroll(page: Any) -> bool:
    return bool(page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"))


def _newest_in_view(page: Any) -> Any:
    """True when the log's newest line is inside the log's visible box (else the measures)."""
    return (page.evaluate("""() => {
        const box = document.querySelector('[data-testid=log]');
        const last = box.lastElementChild;
        const a = box.getBoundingClientRect(), b = last.getBoundingClientRect();
        return b.bottom <= a.bottom + 1 && b.top >= a.top - 1 ? true
          : [a.top, a.bottom, b.top, b.bottom, box.scrollTop, box.scrollHeight, box.clientHeight];
    }"""))


@pytest.mark.parametrize("game", GAMES)
def test_table_through_a_whole_game(browser, server, game: str) -> None:
    info = eurogames.load(game)
    players = max(info.min_players, min(3, info.max_players))
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"page: {e}"))
    page.set_default_timeout(STEP_MS)
    open_table(page, server.url, game, players, user=f"screens-{game[:12]}")

    mid = MID_CLICKS.get(game, 25)
    clicks, over, unreachable = page.evaluate(PLAY_SOME_JS, [mid, 11])
    assert not over and clicks == mid
    assert not unreachable, (game, unreachable)
    page.wait_for_function("() => document.querySelector('[data-testid=action]:enabled')")
    _shoot(page, game, "mid")
    # in Japanese, "More details" names every field in Japanese (no raw English keys)
    _set_lang(page, "ja")
    raw = page.evaluate("""() => { document.querySelectorAll('details').forEach((d) => { d.open = true; });
        return [...document.querySelectorAll('details dt, details th, details summary')]
          .map((e) => e.textContent).filter((x) => /[A-Za-z]/.test(x)); }""")
    assert not raw, (game, raw)
    page.evaluate("() => document.querySelectorAll('details').forEach((d) => { d.open = false; })")
    _set_lang(page, "en")
    # on a phone in landscape and a small window, with the board scrolled into view, the
    # status ("your turn") and the decisions the board does not offer stay on screen
    for w, h in SIZES[1:]:
        page.set_viewport_size({"width": w, "height": h})
        page.evaluate("() => { const m = document.querySelector('.table-main'); m.scrollIntoView(); window.scrollBy(0, m.offsetHeight / 3); }")
        page.wait_for_timeout(100)
        assert page.evaluate("() => window.scrollY") > 100
        assert _in_view(page, "[data-testid=status]"), (game, w, h)
        assert "Your turn" in page.get_by_test_id("status").inner_text()
        if page.get_by_test_id("decisions").count():
            assert _in_view(page, "[data-testid=decisions]"), (game, w, h)
        assert _no_side_scroll(page), (game, w, h)
        page.screenshot(path=str(SHOTS / f"{game}-mid-scrolled-{w}x{h}-en.png"))
    page.set_viewport_size({"width": 1400, "height": 1000})
    if game == "burgundy_card_game":
        # a display card under another shows a strip big enough to hit (was ~36 px)
        steps = page.evaluate("""() => {
            const cols = {};
            for (const el of document.querySelectorAll('[data-part=display-card]')) {
              const r = el.getBoundingClientRect();
              (cols[Math.round(r.left)] ||= []).push(r.top);
            }
            return Object.values(cols).flatMap((ys) => ys.sort((a, b) => a - b).slice(1).map((y, i) => y - ys[i]));
        }""")
        assert all(d >= 50 for d in steps), steps

    clicks, over, unreachable = page.evaluate(PLAY_SOME_JS, [6000, 12])
    assert over, f"{game}: no end after {clicks} clicks"
    assert not unreachable, (game, unreachable)
    scores = page.get_by_test_id("final-scores")
    scores.wait_for()
    _shoot(page, game, "end")
    totals = page.locator("[data-testid^=total-]")
    assert totals.count() == players
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(100)
        assert _no_side_scroll(page), (game, w, h)
        for i in range(players):
            cell = totals.nth(i)
            cell.scroll_into_view_if_needed()
            box = cell.bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= w, (game, w, h, box)
            assert cell.inner_text().strip().lstrip("-").isdigit()
    # the newest log line is in view at the end
    assert _newest_in_view(page) is True, _newest_in_view(page)
    if game == "castles_of_burgundy":  # the panels show the final totals, labelled
        final = page.locator("[data-testid=cob-vp][data-final]")
        assert final.count() == players
        shown = sorted(int(final.nth(i).inner_text().split(":")[1].split()[0]) for i in range(players))
        assert shown == sorted(int(totals.nth(i).inner_text()) for i in range(players))
    time.sleep(0.3)
    assert not errors, errors
    page.close()
