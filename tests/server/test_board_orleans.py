"""The Orléans board in a real browser (Debian's chromium, headless, via Playwright).

A 3-player table against random bots: the SVG board shows the map, tracks, deeds
and player boards as the view says; legal actions are highlighted on the board and
a click on one (or on a chooser button) makes the move; Japanese changes the board's
words; then the game is played to the end through the board alone and the replay
viewer draws an earlier position without targets.
"""

from __future__ import annotations

from pathlib import Path

from eg_browser import BROWSER_MARKS, STEP_MS, open_table

SHOT = Path("/tmp/board-orleans.png")
MAX_CLICKS = 3000

pytestmark = BROWSER_MARKS

# The table's current state as this browser's user sees it (the same view the page draws).
FETCH_JS = """async (id) => (await (await fetch(`/api/tables/${id}`)).json())"""

# The status line shows at least this move number (or the game is over).
SHOWN_JS = """(n) => {
  if (document.querySelector('[data-testid=final-scores]')) return true;
  const status = document.querySelector('[data-testid=status]');
  const m = (status ? status.textContent : '').match(/(\\d+)\\D*$/);
  return m && Number(m[1]) >= n;
}"""

# Every legal action (the action bar's buttons) must be reachable from some board target.
COVERAGE_JS = """() => {
  const bar = [...document.querySelectorAll('[data-testid=action]')].map((b) => b.dataset.notation);
  const onBoard = new Set([...document.querySelectorAll('[data-testid=board-target]')]
    .flatMap((t) => t.dataset.notation.split('|')));
  return bar.filter((n) => !onBoard.has(n));
}"""

# Play to the end by clicking board targets and chooser buttons only; list any legal
# action (a button of the action bar) that no board target offers.
PLAY_BOARD_JS = """async (maxClicks) => {
  let clicks = 0, seed = 11, missing = [], lastMove = null;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const all = (sel) => [...document.querySelectorAll(sel)];
  while (!document.querySelector('[data-testid=final-scores]')) {
    const bar = all('[data-testid=action]').filter((x) => !x.disabled);
    const status = document.querySelector('[data-testid=status]');
    const move = status ? status.textContent : '';
    if (bar.length && move !== lastMove) {
      const targets = all('[data-testid=board-target]');
      const onBoard = new Set(targets.flatMap((t) => t.dataset.notation.split('|')));
      for (const b of bar) if (!onBoard.has(b.dataset.notation)) missing.push(b.dataset.notation);
      if (targets.length) {
        pick(targets).dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: 200, clientY: 200}));
        const choices = all('[data-testid=board-choice]');
        if (choices.length) pick(choices).click();
      } else pick(bar).click();
      lastMove = move;
      if (++clicks > maxClicks) return {clicks: -1, missing};
    }
    await new Promise((r) => setTimeout(r, 3));
  }
  return {clicks, missing};
}"""


def _move_number(page) -> int:
    return int(page.evaluate(FETCH_JS, page.url.split("/")[-1])["tv"]["move_number"])


def _wait_past(page, before: int) -> int:
    """Wait until the table has gone past move ``before`` and the page shows it."""
    for _ in range(200):
        n = _move_number(page)
        if n > before:
            page.wait_for_function(SHOWN_JS, arg=n + 1)
            return n
        page.wait_for_timeout(50)
    raise AssertionError(f"still at move {before}")


def test_the_orleans_board(browser, server) -> None:
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(STEP_MS)
    table = open_table(page, server.url, "orleans", 3, user="orleans-board", wait_for="board-main")
    page.wait_for_selector("[data-testid=board-target]")
    data = page.evaluate(FETCH_JS, table)
    view = data["tv"]["view"]

    # (1) the board as the view says: 23 cities, 43 routes with their goods, 6 tracks,
    # 31 development spaces, 8 deeds, 20 place tiles, a player board per seat
    board = page.get_by_test_id("board")
    assert board.locator("[data-testid=city]").count() == 23
    assert board.locator(".orl-route").count() == len(view["routes"]) == 43
    goods_on_routes = sum(len(r["goods"]) for r in view["routes"])
    assert goods_on_routes == 48                     # 3 players: the "4" spaces stay empty
    assert board.locator("[data-testid=route-good]").count() == goods_on_routes
    assert board.locator("[data-testid=track]").count() == 6
    assert board.locator("[data-testid=deed]").count() == 8
    assert board.locator("[data-testid=tile]").count() == 20
    available = board.locator("[data-testid=tile][data-state=available]")
    assert available.count() == len(view["tiles_available"]) == 20
    for p in view["players"]:
        pb = page.get_by_test_id(f"player-board-{p['seat']}")
        assert pb.locator("[data-testid=place]").count() == len(p["places"]) == 10
        assert pb.locator("[data-testid=market] .orl-follower").count() == len(p["market"]) == 4
        assert pb.get_by_test_id("coins").text_content() == str(p["coins"])
    # merchants all start in Orléans
    assert board.locator("[data-testid=merchant][data-city=orleans]").count() == 3
    assert "Round 1 / 18" in page.get_by_test_id("round").text_content()
    assert page.get_by_test_id("event").text_content() == "Pilgrimage"

    # every legal action has a target on the board; targets only on my own board now (planning)
    assert page.evaluate(COVERAGE_JS) == []
    mine = page.get_by_test_id("player-board-0")
    n_targets = page.locator("[data-testid=board-target]").count()
    assert n_targets > 0
    assert mine.locator("[data-testid=board-target]").count() == n_targets
    page.screenshot(path=str(SHOT), full_page=True)

    # (2) a click on a highlighted space with one action places that follower
    before = _move_number(page)
    legal = {a["notation"] for a in data["legal"]}
    space = mine.locator("[data-testid=board-target][data-key='space:farmhouse:1']")
    assert space.get_attribute("data-notation") == "place own-boatman farmhouse 1"
    assert "place own-boatman farmhouse 1" in legal
    space.click()
    assert _wait_past(page, before) == before + 1
    after = page.evaluate(FETCH_JS, table)
    assert after["tv"]["move_number"] == before + 1
    me = after["tv"]["view"]["players"][0]
    assert me["places"][0]["spaces"][0]["holds"] == "own-boatman"
    assert "own-boatman" not in me["market"]
    page.wait_for_selector("[data-testid=player-board-0] [data-place=farmhouse] .orl-follower")

    # activate the Farmhouse (boatman + craftsman), finish planning and use it, each a single
    # action on its target (then nothing is left to use, so the engine passes for me)
    for key in ("space:farmhouse:2", "end", "place:farmhouse"):
        target = page.locator(f"[data-testid=board-target][data-key='{key}']")
        target.wait_for()
        before = _move_number(page)
        target.click()
        _wait_past(page, before)
    me = page.evaluate(FETCH_JS, table)["tv"]["view"]["players"][0]
    assert me["tracks"][0] == 1 and me["goods"]["grain"] == 1      # farmer track step 1 pays a grain
    assert sorted(me["bag"]) == ["farmer", "own-boatman", "own-craftsman"]

    # round 2: the bag offers several draws, so a click opens a chooser; its button draws
    bag = page.locator("[data-testid=board-target][data-key=bag]")
    bag.wait_for()
    options = bag.get_attribute("data-notation").split("|")
    assert options == ["draw 3", "draw 2", "draw 1", "draw 0"]
    before = _move_number(page)
    bag.click()
    choices = page.get_by_test_id("board-choice")
    assert [choices.nth(i).get_attribute("data-notation") for i in range(choices.count())] == options
    assert choices.first.text_content() == "Draw 3 follower(s) from your bag"
    choices.first.click()
    _wait_past(page, before)
    assert page.get_by_test_id("board-choice").count() == 0
    me = page.evaluate(FETCH_JS, table)["tv"]["view"]["players"][0]
    assert me["bag"] == {}
    assert sorted(me["market"]) == ["farmer", "own-boatman", "own-craftsman", "own-farmer", "own-trader"]

    # (3) Japanese: the board's words change
    page.get_by_test_id("lang").select_option("ja")
    page.wait_for_function("() => document.documentElement.lang === 'ja'")
    assert "ラウンド" in page.get_by_test_id("round").text_content()
    assert "オルレアン" in board.locator("[data-testid=city][data-city=orleans]").text_content()
    assert "市役所" in page.get_by_test_id("player-board-0").text_content()
    assert "城壁" in board.locator("[data-deed=city_wall]").text_content()
    page.screenshot(path="/tmp/board-orleans-ja.png", full_page=True)
    page.get_by_test_id("lang").select_option("en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")

    # the rest of the game through the board only (chooser buttons and targets)
    out = page.evaluate(PLAY_BOARD_JS, MAX_CLICKS)
    assert out["clicks"] > 0, out
    assert out["missing"] == [], sorted(set(out["missing"]))[:10]
    assert page.get_by_test_id("final-scores").is_visible()
    page.screenshot(path="/tmp/board-orleans-end.png", full_page=True)

    # (5) the replay viewer draws the board of an earlier move, without targets
    page.get_by_test_id("replay").click()
    page.get_by_test_id("replay-slider").wait_for()
    page.get_by_test_id("board-main").wait_for()
    page.locator("[data-testid=replay-slider]").fill("3")
    page.wait_for_function("() => /\\b3\\b/.test(document.querySelector('[data-testid=replay-pos]').textContent)")
    assert page.locator("[data-testid=board-main] [data-testid=city]").count() == 23
    assert "Round 1 / 18" in page.get_by_test_id("round").text_content()
    assert page.locator("[data-testid=board-target]").count() == 0

    # (4) no page errors anywhere
    assert not errors, errors
    page.close()


# Draw each position with the board alone (no server round trip) and list the legal
# actions no board target offers, and any error thrown while drawing.
RENDER_ALL_JS = """async (snaps) => {
  await (await import('/static/common/gamedata.js')).loadGameData('orleans');
  const m = await import('/static/games/orleans/index.js');
  const out = {missing: [], errors: [], targets: 0};
  for (const [tv, legal, seat] of snaps) {
    const root = document.createElement('div');
    document.body.append(root);
    const seats = tv.view.players.map((_, i) => ({seat: i, kind: 'bot', bot: 'greedy'}));
    try {
      m.render(root, tv.view, legal, () => {}, tv, {game: 'orleans', seat, seats, legal, send: () => {}});
    } catch (e) { out.errors.push(String(e)); }
    const targets = [...root.querySelectorAll('[data-testid=board-target]')];
    out.targets += targets.length;
    const onBoard = new Set(targets.flatMap((t) => t.dataset.notation.split('|')));
    for (const a of legal) if (!onBoard.has(a.notation)) out.missing.push(a.notation);
    root.remove();
  }
  return out;
}"""


def _snapshots() -> tuple[list, set[str]]:
    """Positions of bot games (seat to move, its view and legal actions), one per new mix of
    action kinds and every 20th besides: exclusion, planning, moves, deeds, technology,
    Bathhouse, harvest food and penalties all occur in these three games."""
    import eurogames
    from eurogames.bots import decide, make_bot
    from eurogames.server.services.tables import legal_json

    game = eurogames.load("orleans")
    snaps, kinds, mixes = [], set(), set()
    for seed in (0, 8, 13):
        players = 2 + seed % 3
        st = game.new(players, seed=seed, options={"exclusion": seed % 2 == 0})
        bots = [make_bot("greedy" if (seed + i) % 3 else "random", seed=seed * 10 + i) for i in range(players)]
        n = 0
        while not st.is_over():
            seat = st.active_players()[0]
            legal = legal_json(st, seat)
            mix = frozenset(a["action"]["type"] + ":" + a["action"].get("item", "") for a in legal)
            if mix not in mixes or n % 20 == 0:
                mixes.add(mix)
                snaps.append([st.table_view(seat), legal, seat])
            kinds |= {k.rstrip(":") for k in mix}
            st.apply(seat, decide(bots[seat], st, seat))
            n += 1
    return snaps, kinds


def test_every_legal_action_has_a_board_target(browser, server) -> None:
    snaps, kinds = _snapshots()
    assert {"place", "done", "draw", "use", "pass", "move", "deed", "tech", "exclude"} <= kinds
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url + "/")
    page.get_by_test_id("signin-link").wait_for()
    out = page.evaluate(RENDER_ALL_JS, snaps)
    assert out["errors"] == [] and not errors, (out["errors"], errors)
    assert out["missing"] == [], sorted(set(out["missing"]))[:10]
    assert out["targets"] >= len(snaps)
    page.close()
