"""The shared board modules on their own, in a real browser: web/common/svg.js (the SVG
builder and hex geometry) and web/common/targets.js (legal actions onto board elements,
the chooser, keyboard access, at most one action sent per render)."""

from __future__ import annotations

import math
from typing import Any

from eg_browser import BROWSER_MARKS

pytestmark = BROWSER_MARKS

# Legal actions of a made-up game: two act on the tile "t:1", one on "t:2", one on nothing.
SETUP_JS = """async () => {
  const i = await import('/static/common/i18n.js');
  await i.setLang('en');
  const {Targets, words} = await import('/static/common/targets.js');
  const {svg} = await import('/static/common/svg.js');
  const legal = [
    {action: {type: 'bid', tile: 1}, notation: 'bid 1', text: {en: 'Bid on tile 1', ja: 'タイル1に入札'}},
    {action: {type: 'use', tile: 1}, notation: 'use 1', text: {en: 'Use tile 1', ja: 'タイル1を使う'}},
    {action: {type: 'use', tile: 2}, notation: 'use 2', text: null},
    {action: {type: 'pass'}, notation: 'pass', text: {en: 'Pass', ja: 'パス'}},
  ];
  const keysOf = (a) => (a.action.tile ? [`t:${a.action.tile}`] : []);
  window.sent = [];
  window.make = (options = {}) => {
    document.getElementById('host')?.remove();
    const host = document.createElement('div');
    host.id = 'host';
    host.style.position = 'relative';
    document.body.append(host);
    const T = new Targets(legal, keysOf, (a) => window.sent.push(a), host, options);
    const pic = svg('svg', {viewBox: '0 0 300 100', width: 300, height: 100});
    const one = svg('g', {id: 'one', 'data-key': 'own'}, svg('rect', {x: 0, y: 0, width: 80, height: 80}));
    const two = svg('g', {id: 'two'}, svg('rect', {x: 100, y: 0, width: 80, height: 80}));
    const three = svg('g', {id: 'three'}, svg('rect', {x: 200, y: 0, width: 80, height: 80}));
    pic.append(T.mark(one, 't:1'), T.mark(two, 't:2'), T.mark(three, 't:3'));
    host.append(pic);
    window.sent.length = 0;
    return T;
  };
  window.attrs = (id) => {
    const el = document.getElementById(id);
    return Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
  };
  window.choices = () => [...document.querySelectorAll('[data-testid=board-choice]')].map((b) => [b.dataset.notation, b.textContent]);
  window.words = words;
}"""


def _page(browser: Any, server: Any) -> Any:
    page = browser.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(server.url + "/")
    page.get_by_test_id("signin-link").wait_for()
    page.evaluate(SETUP_JS)
    return page


def test_svg_builder_and_hex_geometry(browser, server) -> None:
    page = _page(browser, server)
    out = page.evaluate("""async () => {
        const m = await import('/static/common/svg.js');
        let clicked = 0;
        const g = m.svg('g', {class: 'a b', 'data-n': 3, hidden: false, gone: null, on: true, onclick: () => clicked++},
                        'words', [m.title('tip'), null, [m.text(1, 2, 'x', {fill: 'red'})]], false);
        g.dispatchEvent(new MouseEvent('click'));
        const t = g.querySelector('text');
        return {ns: g.namespaceURI, tag: g.tagName, cls: g.getAttribute('class'), n: g.getAttribute('data-n'),
                hidden: g.hasAttribute('hidden'), gone: g.hasAttribute('gone'), on: g.getAttribute('on'), clicked,
                kids: [...g.childNodes].map((c) => c.nodeName), textNs: t.namespaceURI,
                text: [t.getAttribute('x'), t.getAttribute('y'), t.getAttribute('font-size'), t.getAttribute('fill'), t.textContent],
                centre: m.hexCenter(1, 2, 10), corner: m.hexCorner(0, 0, 10, 2), points: m.hexPoints(0, 0, 10)};
    }""")
    assert out["ns"] == "http://www.w3.org/2000/svg" and out["tag"] == "g" and out["textNs"] == out["ns"]
    assert out["cls"] == "a b" and out["n"] == "3" and out["on"] == ""
    assert not out["hidden"] and not out["gone"] and out["clicked"] == 1
    assert out["kids"] == ["#text", "title", "text"]
    assert out["text"] == ["1", "2", "12", "red", "x"]
    assert out["centre"] == [10 * math.sqrt(3) * 2, 30]                   # axial (1, 2), pointy-top
    assert math.isclose(out["corner"][0], 0, abs_tol=1e-9) and out["corner"][1] == 10  # corner 2 points down
    assert out["points"].split(" ")[0] == "8.7,-5.0" and len(out["points"].split(" ")) == 6
    assert not page.errors, page.errors
    page.close()


def test_targets_mark_the_elements_their_actions_act_on(browser, server) -> None:
    page = _page(browser, server)
    out = page.evaluate("""() => {
        const T = make({cls: 'my-hi'});
        return {one: attrs('one'), two: attrs('two'), three: attrs('three'), keys: [...T.keys()],
                has: [T.has('t:1'), T.has('t:3')], acts: T.actions('t:1').map((a) => a.notation),
                none: T.actions('t:9')};
    }""")
    assert out["one"] == {"id": "one", "data-key": "t:1", "class": "board-target my-hi", "data-testid": "board-target",
                          "data-notation": "bid 1|use 1", "aria-label": "Bid on tile 1 / Use tile 1",
                          "role": "button", "tabindex": "0"}
    assert out["two"]["data-notation"] == "use 2" and out["two"]["aria-label"] == "use 2"  # no words: the notation
    assert out["three"] == {"id": "three"}                          # no action acts on it: left alone
    assert out["keys"] == ["t:1", "t:2"] and out["has"] == [True, False]
    assert out["acts"] == ["bid 1", "use 1"] and out["none"] == []
    # option: the key in another attribute (the element keeps its own data-key)
    out = page.evaluate("() => { make({keyAttr: 'data-target'}); return attrs('one'); }")
    assert out["data-notation"] == "bid 1|use 1" and out["data-target"] == "t:1" and out["data-key"] == "own"
    # one element marked for two keys offers the actions of both, once each
    out = page.evaluate("""() => {
        const T = make();
        const el = document.getElementById('two');
        T.mark(el, 't:1'); T.mark(el, 't:1');
        return attrs('two')['data-notation'];
    }""")
    assert out == "use 2|bid 1|use 1"
    assert not page.errors, page.errors
    page.close()


def test_one_action_is_sent_at_once_and_only_once(browser, server) -> None:
    page = _page(browser, server)
    out = page.evaluate("""() => {
        make();
        document.getElementById('two').dispatchEvent(new MouseEvent('click', {bubbles: true}));
        document.getElementById('two').dispatchEvent(new MouseEvent('click', {bubbles: true}));
        document.getElementById('one').dispatchEvent(new MouseEvent('click', {bubbles: true}));
        return {sent: [...sent], sentClass: ['one', 'two'].map((id) => document.getElementById(id).classList.contains('board-sent')),
                chooser: document.querySelectorAll('[data-testid=board-chooser]').length};
    }""")
    assert out["sent"] == [{"type": "use", "tile": 2}]
    assert out["sentClass"] == [True, True] and out["chooser"] == 0
    assert not page.errors, page.errors
    page.close()


def test_several_actions_open_the_chooser(browser, server) -> None:
    page = _page(browser, server)
    page.evaluate("() => { make(); }")
    page.locator("#one").click()
    assert page.evaluate("choices()") == [["bid 1", "Bid on tile 1"], ["use 1", "Use tile 1"]]
    assert page.get_by_test_id("board-chooser").locator(".board-chooser-head").inner_text() == "Choose an action"
    # cancel, Escape and a click elsewhere on the board close it without sending
    page.get_by_test_id("board-chooser-cancel").click()
    assert page.get_by_test_id("board-chooser").count() == 0
    page.locator("#one").click()
    page.keyboard.press("Escape")
    assert page.get_by_test_id("board-chooser").count() == 0
    page.locator("#one").click()
    page.locator("#three").dispatch_event("click")
    assert page.get_by_test_id("board-chooser").count() == 0
    # a choice sends its action and closes the chooser; nothing more is sent from this render
    page.locator("#one").click()
    page.get_by_test_id("board-choice").nth(1).click()
    assert page.get_by_test_id("board-chooser").count() == 0
    page.locator("#two").dispatch_event("click")
    assert page.evaluate("sent") == [{"type": "use", "tile": 1}]
    assert not page.errors, page.errors
    page.close()


def test_chooser_from_the_keyboard_in_japanese_with_a_label_hook(browser, server) -> None:
    page = _page(browser, server)
    page.evaluate("""async () => {
        const i = await import('/static/common/i18n.js');
        await i.setLang('ja');
        make({label: (a) => [a.action.type === 'bid' ? '★ ' : '', words(a)]});
    }""")
    page.evaluate("document.getElementById('one').focus()")
    page.keyboard.press("Enter")
    assert page.evaluate("choices()") == [["bid 1", "★ タイル1に入札"], ["use 1", "タイル1を使う"]]
    assert page.get_by_test_id("board-chooser").locator(".board-chooser-head").inner_text() == "アクションを選ぶ"
    assert page.get_by_test_id("board-chooser-cancel").inner_text() == "キャンセル"
    # the first choice has the focus; Escape closes and gives it back to the target
    assert page.evaluate("document.activeElement.dataset.notation") == "bid 1"
    page.keyboard.press("Escape")
    assert page.get_by_test_id("board-chooser").count() == 0
    assert page.evaluate("document.activeElement.id") == "one"
    # Space opens it again; Tab and Enter pick the second choice
    page.keyboard.press(" ")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert page.evaluate("sent") == [{"type": "use", "tile": 1}]
    page.evaluate("async () => (await import('/static/common/i18n.js')).setLang('en')")
    assert not page.errors, page.errors
    page.close()
