// Legal actions onto board elements: every action gets the key of the thing it acts
// on (a follower space, a place, a city, a deed, a good, a tile, the bag …). An element
// whose key has actions is highlighted and clickable: one action is sent at once,
// several open a small chooser with the actions' own texts.

import { h } from "../../common/dom.js";
import { tr } from "../../common/i18n.js";
import { s } from "./strings.js";

function keysOf(a) {
  const x = a.action;
  switch (x.type) {
    case "place": case "recall": case "bath": case "tech":
      return [`space:${x.place}:${x.space}`];
    case "use":
      return x.place === "village" && !["boatman", "craftsman", "-"].includes(x.arg)
        ? [`place:${x.place}`, `tile:${x.arg}`] : [`place:${x.place}`];
    case "move": return [`city:${x.city}`];
    case "deed": return [`deed:${x.deed}`];
    case "food": return [`good:${x.good}`];
    case "draw": return ["bag"];
    case "exclude": return [`tile:${x.tile}`];
    case "pass": case "done": return ["end"];
    case "penalty":
      if (x.item === "station") return [x.which === "stock" ? "stock" : `city:${x.which}`];
      if (x.item === "follower") return ["bag"];
      if (x.item === "dev") return ["dev"];
      if (x.item === "good") return [`good:${x.which}`];
      if (x.item === "place") return [`place:${x.which}`];
      return [x.which === "waiting" ? "tech-waiting" : `place:${x.which}`];
    default: return [];
  }
}

export class Targets {
  constructor(legal, send, host) {
    this.map = new Map();
    this.send = send;
    this.host = host;          // the element the chooser is shown in
    this.chooser = null;
    for (const a of legal || []) {
      for (const k of keysOf(a)) {
        if (!this.map.has(k)) this.map.set(k, []);
        this.map.get(k).push(a);
      }
    }
  }

  has(key) { return this.map.has(key); }

  // Make an SVG (or HTML) element a target for key, if any action acts on it.
  mark(el, key) {
    const acts = this.map.get(key);
    if (!acts) return el;
    el.classList.add("orl-target");
    el.setAttribute("data-testid", "board-target");
    el.setAttribute("data-key", key);
    el.setAttribute("data-notation", acts.map((a) => a.notation).join("|"));
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    const go = (ev) => { ev.preventDefault(); ev.stopPropagation(); this.pick(acts, ev); };
    el.addEventListener("click", go);
    el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") go(ev); });
    return el;
  }

  pick(acts, ev) {
    if (acts.length === 1) { this.close(); this.send(acts[0].action); return; }
    this.open(acts, ev);
  }

  close() { if (this.chooser) { this.chooser.remove(); this.chooser = null; } }

  open(acts, ev) {
    this.close();
    const box = h("div", { class: "orl-chooser card", "data-testid": "board-chooser" },
      h("div", { class: "orl-chooser-head" }, h("strong", {}, s("ui", "choose")),
        h("button", { class: "orl-close", "data-testid": "board-chooser-cancel", title: s("ui", "cancel"),
          onclick: () => this.close() }, "×")),
      acts.map((a) => h("button", { class: "action", "data-testid": "board-choice", "data-notation": a.notation,
        title: a.notation, onclick: () => { this.close(); this.send(a.action); } }, tr(a.text) || a.notation)));
    const r = this.host.getBoundingClientRect();
    const x = (ev && ev.clientX !== undefined && ev.clientX) ? ev.clientX - r.left : 20;
    const y = (ev && ev.clientY !== undefined && ev.clientY) ? ev.clientY - r.top : 20;
    box.style.left = `${Math.max(0, Math.min(x, r.width - 300))}px`;
    box.style.top = `${y + 8}px`;
    this.host.append(box);
    this.chooser = box;
  }
}
