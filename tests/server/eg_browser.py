"""What the real-browser tests share: Debian's chromium, a server per test, a table against bots.

The ``browser`` and ``server`` fixtures are made available to every server test by conftest.py.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from eg_server_helpers import ThreadServer, make_config

from eurogames.server.app import create_app
from eurogames.server.storage import run_migrations

CHROMIUM = os.environ.get("EG_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
MAX_CLICKS = 4000
STEP_MS = 60_000
"""Playwright's default timeout for one step (a click, a wait) in the browser tests: a hang guard,
not a speed check. 20 s was too short on a loaded 2-core CI machine (a Keyflower click timed out
with the load average at 5-6 and passed at 1.6)."""

BROWSER_MARKS = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path(CHROMIUM).exists(),
                       reason=f"chromium is not installed at {CHROMIUM} (apt-get install chromium)"),
]
"""``pytestmark`` for a module of browser tests."""

PLAY_JS = """async (maxClicks) => {
  let clicks = 0, seed = 7;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  while (!document.querySelector('[data-testid=final-scores]')) {
    const b = [...document.querySelectorAll('[data-testid=action]')].filter((x) => !x.disabled);
    if (b.length) {
      b[Math.floor(rnd() * b.length)].click();
      if (++clicks > maxClicks) return -1;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  return clicks;
}"""
"""Click random enabled action-bar buttons from inside the page until the final scores show
(the number of clicks, or -1 after ``maxClicks``)."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ThreadServer]:
    url = f"sqlite:///{tmp_path / 'browser.sqlite3'}"
    run_migrations(url)
    with ThreadServer(create_app(make_config(url))) as s:
        yield s


def open_table(page: Any, url: str, game: str, players: int, user: str = "player",
               wait_for: str = "status", level: str = "easy") -> int:
    """Sign up as ``user``, create a ``game`` table with bots of ``level`` in the other seats and
    start it; waits for the element with test id ``wait_for`` and returns the table id."""
    page.goto(url + "/")
    page.get_by_test_id("signin-link").click()
    page.get_by_test_id("username").fill(user)
    page.get_by_test_id("password").fill("secret-pw")
    page.get_by_test_id("signup").click()
    page.get_by_test_id("me").wait_for()
    page.get_by_test_id(f"details-{game}").locator(":scope > summary").click()
    form = page.get_by_test_id(f"new-{game}")
    form.get_by_test_id("players").select_option(str(players))
    for i in range(1, players):
        form.get_by_test_id(f"seat-kind-{i}").select_option("bot")
        form.get_by_test_id(f"seat-level-{i}").select_option(level)
    form.get_by_test_id(f"create-{game}").click()
    page.get_by_test_id("start").click()
    page.get_by_test_id(wait_for).wait_for()
    return int(page.evaluate("() => location.hash.match(/table\\/(\\d+)/)[1]"))


def table_json(page: Any, table_id: int) -> dict[str, Any]:
    """The table as this page's user sees it (the payload the WebSocket pushes)."""
    out: dict[str, Any] = page.evaluate("async (id) => (await (await fetch(`/api/tables/${id}`)).json())",
                                        table_id)
    return out
