"""The table features in a real browser (Debian's chromium, headless, via Playwright): undo in
every game where its engine allows and refusal where not, chat between two browsers (markup
shown as text), the title badge on a turn, a clock running down to a bot hand-over, the
statistics and a rating change after a rated game."""

from __future__ import annotations

from typing import Any

import pytest
from eg_browser import BROWSER_MARKS, STEP_MS, open_table, table_json

import eurogames

pytestmark = BROWSER_MARKS

# click one random enabled action, then wait for the table to answer (a new state)
STEP_JS = """async (seed) => {
  const b = [...document.querySelectorAll('[data-testid=action]')].filter((x) => !x.disabled);
  if (!b.length) return false;
  b[seed % b.length].click();
  return true;
}"""


def _sign_up(page: Any, url: str, name: str) -> None:
    page.goto(url + "/")
    page.get_by_test_id("signin-link").click()
    page.get_by_test_id("username").fill(name)
    page.get_by_test_id("password").fill("secret-pw")
    page.get_by_test_id("signup").click()
    page.get_by_test_id("me").wait_for()


def _post(page: Any, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    return tuple(page.evaluate("""async ([path, body]) => {
      const tok = decodeURIComponent((document.cookie.match(/(?:^|; )eg_csrf=([^;]*)/) || [])[1] || "");
      const r = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json", "X-CSRF-Token": tok}, body: JSON.stringify(body)});
      return [r.status, await r.json()];
    }""", [path, body]))


@pytest.mark.parametrize("game", eurogames.GAME_NAMES)
def test_undo_where_the_engine_allows_and_refusal_where_not(browser, server, game: str) -> None:
    info = eurogames.load(game)
    players = max(info.min_players, min(2, info.max_players))
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    tid = open_table(page, server.url, game, players, user=f"undo-{game[:12]}")
    undone = refused = 0
    for step in range(400):
        tj = table_json(page, tid)
        if tj["tv"]["over"] or (undone and refused):
            break
        n = tj["move_number"]
        # (only while no other seat is to move: a bot answering my turn's last move would
        # rightly take the undo away under the click)
        if tj["undo"] and not undone and tj["tv"]["active"] == [tj["seat"]]:
            # the button is next to the board, and taking back restores the view before
            page.get_by_test_id("undo").wait_for()
            page.get_by_test_id("undo").click()
            page.wait_for_function("async ([id, n]) => (await (await fetch(`/api/tables/${id}`)).json()).move_number === n - 1",
                                   arg=[tid, n])
            back = table_json(page, tid)
            assert back["move_number"] == n - 1
            undone += 1
            continue
        if not tj["undo"] and n > 0 and tj["seat"] in tj["tv"]["active"] and not refused:
            last = server_moves_last_seat(page, tid)
            if last is not None and last != tj["seat"]:
                # another seat decided after me: no button, and the server refuses
                assert page.get_by_test_id("undo").count() == 0
                status, body = _post(page, f"/api/tables/{tid}/undo", {"move_number": n})
                # refused: nothing of mine to take back, or (a bot was quicker than this
                # request) the table has moved on past the move it names
                assert status == 409 and ("Nothing to take back" in body["message"]
                                          or "but the table is at move" in body["message"])
                refused += 1
        if tj["seat"] in tj["tv"]["active"] and tj["legal"]:
            if len(tj["tv"]["active"]) > 1:  # a simultaneous step: let the bots decide first
                for _ in range(20):
                    page.wait_for_timeout(100)
                    if table_json(page, tid)["tv"]["active"] == [tj["seat"]]:
                        break
                continue
            page.wait_for_function("() => document.querySelector('[data-testid=action]:enabled')")
            page.evaluate(STEP_JS, step * 7 + 3)
            page.wait_for_function("async ([id, n]) => (await (await fetch(`/api/tables/${id}`)).json()).move_number !== n",
                                   arg=[tid, n])
        else:
            page.wait_for_timeout(50)
    assert undone == 1, f"{game}: no undo offered in the first moves"
    assert refused == 1, f"{game}: no refusal seen"
    assert not errors, errors
    page.close()


def server_moves_last_seat(page: Any, tid: int) -> int | None:
    """The seat of the table's last move, from the log the page holds (its move index)."""
    tj = table_json(page, tid)
    moves = [e for e in tj["log"] if "seat" in e]
    if not moves:
        return None
    last_move = max(e["move"] for e in tj["log"])
    seats = {e["seat"] for e in tj["log"] if e["move"] == last_move and "seat" in e}
    return seats.pop() if len(seats) == 1 else None


HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b> & 日本語'


def test_chat_between_two_browsers_shows_markup_as_text(browser, server) -> None:
    ca, cb = browser.new_context(), browser.new_context()
    a, b = ca.new_page(), cb.new_page()
    errors: list[str] = []
    for p in (a, b):
        p.on("pageerror", lambda e: errors.append(str(e)))
        p.set_default_timeout(STEP_MS)
    _sign_up(a, server.url, "alice")
    _sign_up(b, server.url, "bob")
    # a markup name is refused at sign-up, with a message
    c = browser.new_page()
    c.goto(server.url + "/#/signin")
    c.get_by_test_id("username").fill("<script>")
    c.get_by_test_id("password").fill("secret-pw")
    c.get_by_test_id("signup").click()
    c.get_by_test_id("error").wait_for()
    c.close()
    _, t = _post(a, "/api/tables", {"game": "toy", "players": 2, "mode": "turn"})
    tid = t["table"]["id"]
    _post(b, f"/api/tables/{tid}/join", {})
    _post(a, f"/api/tables/{tid}/start", {})
    a.goto(f"{server.url}/#/table/{tid}")
    b.goto(f"{server.url}/#/table/{tid}")
    for p in (a, b):
        p.get_by_test_id("chat-input").wait_for()
    a.get_by_test_id("chat-input").fill(HOSTILE)
    a.get_by_test_id("chat-send").click()
    line = b.get_by_test_id("chat-line").first
    line.wait_for()
    assert line.inner_text() == "alice: " + HOSTILE
    b.get_by_test_id("chat-input").fill("こんにちは <i>alice</i>")
    b.get_by_test_id("chat-input").press("Enter")
    a.wait_for_function("() => document.querySelectorAll('[data-testid=chat-line]').length === 2")
    assert a.get_by_test_id("chat-line").nth(1).inner_text() == "bob: こんにちは <i>alice</i>"
    for p in (a, b):
        assert p.evaluate("() => window.__pwned") is None
        assert p.locator("[data-testid=chat] b, [data-testid=chat] img, [data-testid=chat] i").count() == 0
    # kept with the table: a reload shows both lines
    b.reload()
    b.wait_for_function("() => document.querySelectorAll('[data-testid=chat-line]').length === 2")
    assert not errors, errors
    ca.close(), cb.close()


def test_title_badge_and_header_count_when_it_becomes_my_turn(browser, server) -> None:
    ca, cb = browser.new_context(), browser.new_context()
    a, b = ca.new_page(), cb.new_page()
    for p in (a, b):
        p.set_default_timeout(STEP_MS)
    _sign_up(a, server.url, "alice")
    _sign_up(b, server.url, "bob")
    _, t = _post(a, "/api/tables", {"game": "toy", "players": 2})
    tid = t["table"]["id"]
    _post(b, f"/api/tables/{tid}/join", {})
    _post(a, f"/api/tables/{tid}/start", {})
    a.goto(f"{server.url}/#/table/{tid}")
    a.get_by_test_id("status").wait_for()
    a.wait_for_function("() => document.title.startsWith('▶ (1)')")  # both bid at once: my turn
    # alice bids; bob's bid then hands alice the bonus choice (if she won) or nothing
    a.locator("[data-testid=action]:enabled").first.click()
    a.wait_for_function("() => document.title === 'eurogames'")
    tj = table_json(b, tid)
    _post(b, f"/api/tables/{tid}/moves", {"action": tj["legal"][0]["action"], "move_number": tj["move_number"]})
    after = table_json(a, tid)
    if 0 in after["tv"]["active"]:
        a.wait_for_function("() => document.title.startsWith('▶ (1)')")
        assert a.evaluate("() => document.querySelector('link[rel=icon]').href.startsWith('data:image/svg+xml')")
    # on every page: the header counts the tables waiting for me
    b.goto(server.url + "/")
    if 1 in after["tv"]["active"]:
        b.wait_for_function("() => document.querySelector('[data-testid=myturn-count]') && document.querySelector('[data-testid=myturn-count]').textContent.includes('1')")
    ca.close(), cb.close()


def test_a_clock_runs_down_to_a_bot_hand_over(browser, server) -> None:
    page = browser.new_page()
    page.set_default_timeout(STEP_MS)
    _sign_up(page, server.url, "clocky")
    status, t = _post(page, "/api/tables", {"game": "toy", "players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}],
                                            "settings": {"clock": {"bank": 6, "increment": 1, "on_timeout": "bot"}}})
    assert status == 201, t
    tid = t["table"]["id"]
    _post(page, f"/api/tables/{tid}/start", {})
    page.goto(f"{server.url}/#/table/{tid}")
    clock = page.get_by_test_id("clock-0")
    clock.wait_for()
    first = clock.inner_text()
    assert first in ("0:06", "0:05", "0:04")
    page.wait_for_function("() => ['0:03', '0:02', '0:01'].includes(document.querySelector('[data-testid=clock-0]').textContent)")
    # out of time: a bot takes the seat and moves for it
    page.wait_for_function("async (id) => (await (await fetch(`/api/tables/${id}`)).json()).table.seats[0].kind === 'bot'", arg=tid, timeout=15_000)
    # the strip names the seat as the bot now playing it ("Greedy bot", by its level)
    page.wait_for_function("() => / bot\\b/.test(document.querySelector('[data-testid=seat-strip] .seat-0').textContent)")
    page.close()


def test_statistics_and_a_rating_change_after_a_rated_game(browser, server) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    _sign_up(page, server.url, "rater")
    _, t = _post(page, "/api/tables", {"game": "toy", "players": 2, "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}],
                                       "settings": {"rated": True}})
    tid = t["table"]["id"]
    _post(page, f"/api/tables/{tid}/start", {})
    page.goto(f"{server.url}/#/table/{tid}")
    for _ in range(60):
        tj = table_json(page, tid)
        if tj["tv"]["over"]:
            break
        if tj["legal"]:
            _post(page, f"/api/tables/{tid}/moves", {"action": tj["legal"][0]["action"], "move_number": tj["move_number"]})
        else:
            page.wait_for_timeout(50)
    page.get_by_test_id("stats-categories").wait_for()
    assert page.get_by_test_id("stats-series").locator("path").count() == 2
    r = table_json(page, tid)
    won = r["tv"]["ranking"][0] == [0]
    change = page.get_by_test_id("rating-change-0")
    change.wait_for()
    assert change.inner_text().strip() == ("(+16)" if won else "(-16)")
    page.goto(f"{server.url}/#/player/rater")
    cell = page.get_by_test_id("player-rating-toy")
    cell.wait_for()
    assert int(cell.inner_text()) == (1516 if won else 1484)
    page.goto(f"{server.url}/#/leaderboard/toy")
    page.get_by_test_id("leaderboard").wait_for()
    assert page.get_by_test_id("leader-row").count() == 2
    page.get_by_test_id("lang").select_option("ja")
    page.wait_for_function("() => ((document.querySelector('h2') || {}).textContent || '').includes('ランキング')")
    assert not errors, errors
    page.close()
