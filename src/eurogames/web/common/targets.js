// Board targets: the legal actions grouped by the board element they act on.
//
// A game gives keysOf(a) -> [key, ...]: the keys of the elements the legal action
// a = {action, notation, text} acts on ([] leaves it to the action bar). While drawing,
// mark(el, key) makes el a target when some action acts on `key`: highlighted
// (class "board-target" plus the game's own), data-testid="board-target", data-notation
// listing its actions, reachable with Tab and Enter/Space. A click on a target with one
// action sends it; with several it opens the chooser, a box of buttons
// (data-testid="board-choice") in `host`. At most one action is sent per render: after
// the first, every target is dimmed and inert until the next view redraws the board.

import { h } from "./dom.js";
import { helpTip } from "./helptip.js";
import { t, tr } from "./i18n.js";

// An action's own words in the current language (its notation when it has none).
export function words(a) { return tr(a.text) || a.notation; }

export class Targets {
  /**
   * @param legal   the seat's legal actions, [{action, notation, text}]
   * @param keysOf  (a) -> [key, ...], the elements action a acts on
   * @param send    (action) -> sends one action to the server
   * @param host    a positioned element (position: relative) that holds the chooser
   * @param options cls: class added to every target (the game's highlight);
   *                label(a): a chooser button's content (default: words(a));
   *                keyAttr: attribute that gets the key (default "data-key"; null for none)
   */
  constructor(legal, keysOf, send, host, options = {}) {
    this.send = send;
    this.host = host;
    this.cls = options.cls || null;
    this.label = options.label || words;
    this.keyAttr = options.keyAttr === undefined ? "data-key" : options.keyAttr;
    this.byKey = new Map();     // key -> [legal action, ...]
    this.marked = new Map();    // element -> [legal action, ...] (several keys may share one)
    this.chooser = null;
    this.sent = false;
    for (const a of legal || []) {
      for (const k of keysOf(a)) {
        if (!this.byKey.has(k)) this.byKey.set(k, []);
        this.byKey.get(k).push(a);
      }
    }
    host.addEventListener("click", (ev) => { if (this.chooser && !this.chooser.contains(ev.target)) this.close(); });
    host.addEventListener("keydown", (ev) => { if (ev.key === "Escape") this.close(); });
  }

  has(key) { return this.byKey.has(key); }

  keys() { return this.byKey.keys(); }

  // The legal actions that act on `key` ([] when none).
  actions(key) { return this.byKey.get(key) || []; }

  // Make el (SVG or HTML) a target for `key` when some legal action acts on it; returns el.
  mark(el, key) {
    const acts = this.byKey.get(key);
    if (!acts) return el;
    let mine = this.marked.get(el);
    if (!mine) {
      mine = [];
      this.marked.set(el, mine);
      const go = (ev) => {
        ev.preventDefault();
        ev.stopPropagation();
        this.pick(mine, ev, el);
      };
      el.addEventListener("click", go);
      el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") go(ev); });
      helpTip(el, key, mine);
    }
    for (const a of acts) if (!mine.includes(a)) mine.push(a);
    el.classList.add("board-target");
    if (this.cls) el.classList.add(this.cls);
    el.setAttribute("data-testid", "board-target");
    if (this.keyAttr) el.setAttribute(this.keyAttr, key);
    el.setAttribute("data-notation", mine.map((a) => a.notation).join("|"));
    el.setAttribute("aria-label", mine.map(words).join(" / "));
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    return el;
  }

  // One action: send it; several: let the player choose.
  pick(acts, ev, el) {
    if (this.sent) return;
    if (acts.length === 1) this.fire(acts[0]);
    else this.open(acts, ev, el);
  }

  // Send a's action, once: later clicks on this board do nothing.
  fire(a) {
    if (this.sent) return;
    this.sent = true;
    this.close();
    for (const el of this.marked.keys()) el.classList.add("board-sent");
    this.send(a.action);
  }

  close() {
    if (this.chooser) { this.chooser.remove(); this.chooser = null; }
  }

  // The chooser for acts, next to the click (or below el, its first button focused, when
  // opened from the keyboard).
  open(acts, ev, el) {
    this.close();
    const back = () => { this.close(); el.focus({ preventScroll: true }); };
    const box = h("div", { class: "board-chooser", "data-testid": "board-chooser", role: "dialog",
      "aria-label": t("common.choose_action") },
    h("div", { class: "board-chooser-head" }, t("common.choose_action")),
    acts.map((a) => h("button", { "data-testid": "board-choice", "data-notation": a.notation, title: a.notation,
      onclick: (e) => { e.preventDefault(); e.stopPropagation(); this.fire(a); } }, this.label(a))),
    h("button", { class: "board-chooser-cancel", "data-testid": "board-chooser-cancel",
      onclick: (e) => { e.preventDefault(); e.stopPropagation(); back(); } }, t("common.cancel")));
    box.addEventListener("keydown", (e) => { if (e.key === "Escape") { e.stopPropagation(); back(); } });
    const r = this.host.getBoundingClientRect();
    let x = ev && ev.clientX;
    let y = ev && ev.clientY;
    if (!x && !y) {
      const e = el.getBoundingClientRect();
      x = e.left;
      y = e.bottom;
    }
    box.style.left = `${Math.max(0, Math.min(x - r.left, r.width - 300))}px`;
    box.style.top = `${Math.max(0, y - r.top + 8)}px`;
    this.host.append(box);
    this.chooser = box;
    if (ev && ev.type === "keydown") box.querySelector("button").focus({ preventScroll: true });
  }
}
