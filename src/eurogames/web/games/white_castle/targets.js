// Legal actions -> board elements. Each action gets the key of the element it acts on;
// an element with a key that some legal action has is highlighted and clickable
// (data-testid="board-target"). One action: a click sends it; several: a chooser.

import { h } from "../../common/dom.js";
import { tr } from "../../common/i18n.js";
import { S } from "./strings.js";

// The board element an action acts on, or null (then only the action bar offers it).
export function keyOf(a) {
  const x = a.action;
  switch (x.type) {
    case "pick": return `pair:${x.pair}`;
    case "take": return `die:${x.bridge}:${x.end}`;
    case "place": return x.space === "row" ? "place-row" : `space:${x.space}`;
    case "promote": return x.room ? `space:${x.room}` : "floor3";
    case "audience": return "gate";
    case "garden": return `garden:${x.plot}`;
    case "activate": return `garden:${x.plot}`;
    case "yard": return `yard:${x.yard}`;
    case "first": return `first:${x.which}`;
    case "daimyo": return `daimyo:${x.space}`;
    case "block": return x.room === "card" ? `card-block:${x.block}` : `block:${x.room}:${x.block}`;
    case "row": return `row:${x.row}`;
    case "slot": return `slot:${x.row}`;
    case "res": return `res:${x.kind}`;
    case "worker": return `worker:${x.kind}`;
    case "gate": return "passage";
    case "convert": return "res:seal";
    default: return null;
  }
}

export class Targets {
  constructor(legal, send, host) {
    this.map = new Map();
    this.send = send;
    this.host = host;       // the element that holds the chooser
    this.sent = false;
    for (const a of legal || []) {
      const k = keyOf(a);
      if (k === null) continue;
      if (!this.map.has(k)) this.map.set(k, []);
      this.map.get(k).push(a);
    }
  }

  has(key) { return this.map.has(key); }

  // Make `el` a target for `key` when some legal action acts on it; returns el.
  mark(el, key) {
    const acts = this.map.get(key);
    if (!acts) return el;
    el.setAttribute("data-testid", "board-target");
    el.setAttribute("data-key", key);
    el.setAttribute("data-notation", acts.map((a) => a.notation).join(" | "));
    el.classList.add("wc-target");
    el.addEventListener("click", (ev) => { ev.stopPropagation(); this.click(acts, ev); });
    return el;
  }

  click(acts, ev) {
    if (this.sent) return;
    if (acts.length === 1) { this.fire(acts[0]); return; }
    this.choose(acts, ev);
  }

  fire(a) {
    this.sent = true;
    this.closeChooser();
    this.send(a.action);
  }

  closeChooser() {
    const old = this.host.querySelector(".wc-chooser");
    if (old) old.remove();
  }

  choose(acts, ev) {
    this.closeChooser();
    const box = this.host.getBoundingClientRect();
    const x = Math.max(0, Math.min(ev.clientX - box.left, box.width - 260));
    const y = ev.clientY - box.top + 8;
    const menu = h("div", { class: "wc-chooser", "data-testid": "board-chooser", style: `left:${x}px;top:${y}px` },
      h("div", { class: "wc-chooser-title" }, S("choose")),
      acts.map((a) => h("button", {
        "data-testid": "board-choice", "data-notation": a.notation, title: a.notation,
        onclick: (e) => { e.stopPropagation(); this.fire(a); },
      }, tr(a.text) || a.notation)),
      h("button", { class: "wc-cancel", onclick: (e) => { e.stopPropagation(); this.closeChooser(); } }, S("cancel")));
    this.host.append(menu);
  }
}
