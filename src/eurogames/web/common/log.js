// The game log: one line per event, in the chosen language, newest at the bottom.
// New lines are appended (never a rebuild on a move); the newest stays in view unless
// the reader has scrolled up, who then keeps their place.

import { h } from "./dom.js";
import { t, tr, humanize } from "./i18n.js";
import { withNames } from "./names.js";

export class GameLog {
  constructor() {
    this.box = h("div", { class: "log", "data-testid": "log", tabindex: "0" });
    this.title = h("h3", {}, t("common.log"));
    this.el = h("div", { class: "card log-card" }, this.title, this.box);
    this.lines = [];
    this.seats = null;
    this.game = null;
    // whether the view follows the newest line: true until the reader scrolls up
    this.stick = true;
    this.box.addEventListener("scroll", () => { this.stick = this.atEnd(); });
    // a narrower box wraps lines anew: a view that followed the end keeps following it
    if (typeof ResizeObserver !== "undefined") {
      new ResizeObserver(() => { if (this.stick) this.toEnd(); }).observe(this.box);
    }
  }

  line(e) {
    return h("div", { class: "log-line" }, h("span", { class: "mv" }, `${t("common.move")} ${e.move + 1}`),
      e.text ? withNames(tr(e.text), this.seats, this.game) : humanize(e.kind));
  }

  atEnd() {
    const b = this.box;
    return b.scrollHeight - b.scrollTop - b.clientHeight < 16;
  }

  toEnd() { this.box.scrollTop = this.box.scrollHeight; this.stick = true; }

  // Every line again (first load, a new language, other names): the reader's place is kept.
  set(lines, seats, game) {
    const end = this.stick;
    const top = this.box.scrollTop;
    this.lines = lines.slice();
    this.seats = seats;
    this.game = game;
    this.title.textContent = t("common.log");
    this.box.replaceChildren(...this.lines.map((e) => this.line(e)));
    if (end || !this.box.isConnected) this.toEnd();
    else this.box.scrollTop = top;
  }

  // New lines at the bottom; the view follows them only if it was at the end.
  append(lines) {
    if (!lines.length) return;
    const end = this.stick;
    this.lines.push(...lines);
    this.box.append(...lines.map((e) => this.line(e)));
    if (end) this.toEnd();
  }
}

// A log drawn once (the replay viewer): all lines, the newest in view.
export function renderLog(root, lines, seats, game) {
  const log = new GameLog();
  root.append(log.el);
  log.set(lines, seats, game);
  log.toEnd();
  return log;
}
