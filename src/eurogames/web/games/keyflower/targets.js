// Legal actions mapped onto board elements. Each action names the thing it acts on:
//   bid/use/merge/upgrade/flip T and move r T->U  -> the tile T ("tile:T")
//   add c n -> your keeples of colour c ("hand:c"); boat B -> the boat ("boat:B")
//   offer T -> your winter tile T ("winter:T"); place T q r rot -> the free hex ("spot:q,r")
// pass, confirm, stopmove, finish and offered stay in the action bar only.
// A target with one action sends it on click; with several it opens a chooser.

import { h } from "../../common/dom.js";
import { tr } from "../../common/i18n.js";
import { s } from "./strings.js";

export function targetKey(a) {
  const x = a.action;
  switch (x.type) {
    case "bid": case "use": case "merge": case "upgrade": case "flip": return `tile:${x.tile}`;
    case "move": return `tile:${x.frm}`;
    case "add": return `hand:${x.colour}`;
    case "boat": return `boat:${x.boat}`;
    case "offer": return `winter:${x.tile}`;
    case "place": return `spot:${x.q},${x.r}`;
    default: return null;
  }
}

export class Targets {
  // decorate(action) may return a node drawn before the action's words in the chooser
  constructor(legal, send, host, decorate = null) {
    this.send = send;
    this.host = host;
    this.decorate = decorate;
    this.map = new Map();
    for (const a of legal || []) {
      const k = targetKey(a);
      if (!k) continue;
      if (!this.map.has(k)) this.map.set(k, []);
      this.map.get(k).push(a);
    }
    this.chooser = null;
  }

  has(key) { return this.map.has(key); }

  // Make `el` (SVG or HTML) a target for `key` if some legal action acts on it.
  bind(el, key) {
    const acts = this.map.get(key);
    if (!acts) return el;
    el.classList.add("kf-target");
    el.setAttribute("data-testid", "board-target");
    el.setAttribute("data-notation", acts.map((a) => a.notation).join("|"));
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    const go = (ev) => {
      ev.preventDefault();
      ev.stopPropagation();
      if (acts.length === 1) this.fire(acts[0]);
      else this.choose(acts, ev);
    };
    el.addEventListener("click", go);
    el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") go(ev); });
    return el;
  }

  fire(a) {
    this.close();
    this.host.querySelectorAll(".kf-target").forEach((t) => t.classList.add("kf-sent"));
    this.send(a.action);
  }

  close() { if (this.chooser) { this.chooser.remove(); this.chooser = null; } }

  choose(acts, ev) {
    this.close();
    const box = this.host.getBoundingClientRect();
    const x = Math.max(4, Math.min((ev.clientX || box.left + 20) - box.left, box.width - 300));
    const y = Math.max(4, (ev.clientY || box.top + 20) - box.top + 8);
    const menu = h("div", { class: "kf-chooser", "data-testid": "board-chooser", style: `left:${x}px;top:${y}px` },
      h("div", { class: "kf-chooser-head" }, s("choose")),
      acts.map((a) => h("button", { class: "action", "data-testid": "board-choice", "data-notation": a.notation, title: a.notation,
        onclick: (e) => { e.preventDefault(); e.stopPropagation(); menu.querySelectorAll("button").forEach((b) => { b.disabled = true; }); this.fire(a); } },
      this.decorate ? this.decorate(a) : "", tr(a.text) || a.notation)),
      h("button", { class: "kf-cancel", "data-testid": "board-choice-cancel", onclick: (e) => { e.preventDefault(); this.close(); } }, s("cancel")));
    this.host.append(menu);
    this.chooser = menu;
    const first = menu.querySelector("button");
    if (first) first.focus();
    menu.addEventListener("keydown", (e) => { if (e.key === "Escape") this.close(); });
  }
}

const CSS = `
.kf-board { position: relative; }
.kf-board svg { display: block; width: 100%; height: auto; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; }
.kf-board .kf-section { margin-bottom: .8rem; }
.kf-board .kf-section h3 { display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; }
.kf-board .kf-section h3 small { font-weight: 400; color: var(--muted, #777); font-size: .8em; }
.kf-board text.kf-count { font-weight: 700; }
.kf-board .kf-name { paint-order: stroke; stroke: rgba(255,255,255,.75); stroke-width: 2.5px; }
.kf-board .kf-target { cursor: pointer; outline: none; }
.kf-board .kf-target .kf-hex, .kf-board .kf-target .kf-hull, .kf-board .kf-target .kf-spot { stroke: #e8590c; stroke-width: 4; }
.kf-board .kf-target:hover .kf-hex, .kf-board .kf-target:focus .kf-hex, .kf-board .kf-target:hover .kf-hull,
.kf-board .kf-target:hover .kf-spot, .kf-board .kf-target:focus .kf-spot { fill-opacity: .75; stroke-width: 5.5; }
.kf-board .kf-spot { fill: #fff3e6; fill-opacity: .35; stroke: #c9b9a0; stroke-dasharray: 5 4; }
.kf-board .kf-target .kf-spot { fill-opacity: .9; }
.kf-board .kf-target.kf-sent { opacity: .6; pointer-events: none; }
.kf-board .kf-pending .kf-hex { stroke: #7c3fa3; stroke-width: 4; stroke-dasharray: 6 3; }
.kf-board .kf-chip { display: inline-flex; align-items: center; gap: .25rem; padding: .05rem .45rem; margin: 0 .25rem .25rem 0;
  border: 1px solid var(--line, #ddd); border-radius: 10px; background: #fff; font-size: .9em; }
.kf-board .kf-chip i { display: inline-block; width: .75em; height: .75em; border-radius: 50%; border: 1px solid #333; }
.kf-board .kf-chip.kf-target { border: 2px solid #e8590c; background: #fff3e6; }
.kf-board .kf-chip.kf-sent { opacity: .6; pointer-events: none; }
.kf-board .kf-players { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: .6rem; }
.kf-board .kf-player { background: var(--panel, #fff); border: 2px solid var(--line, #ddd); border-radius: 8px; padding: .5rem .7rem; }
.kf-board .kf-player.me { background: var(--me, #fff2cc); }
.kf-board .kf-player.active { border-color: var(--accent2, #2f6f5e); }
.kf-board .kf-player h4 { margin: 0 0 .3rem; display: flex; justify-content: space-between; gap: .4rem; }
.kf-board .kf-player .kf-line { margin: .15rem 0; font-size: .92em; }
.kf-board .kf-player .kf-line b { font-weight: 600; color: var(--muted, #666); margin-right: .3rem; }
.kf-board .kf-player svg.kf-village { max-height: 420px; }
.kf-board .kf-chooser { position: absolute; z-index: 20; min-width: 220px; max-width: 320px; max-height: 60vh; overflow-y: auto;
  background: #fff; border: 2px solid #e8590c; border-radius: 8px; padding: .4rem; box-shadow: 0 6px 18px rgba(0,0,0,.25); }
.kf-board .kf-chooser button { display: flex; align-items: center; gap: .4rem; width: 100%; text-align: left; margin-bottom: .25rem; }
.kf-board .kf-chooser button svg { flex: none; width: 40px; height: 40px; }
.kf-board .kf-chooser .kf-chooser-head { font-weight: 600; margin-bottom: .3rem; }
.kf-board .kf-final { white-space: pre-wrap; font-size: .9em; margin: .3rem 0 0; }
`;

export function injectStyle() {
  if (document.getElementById("kf-style")) return;
  const el = document.createElement("style");
  el.id = "kf-style";
  el.textContent = CSS;
  document.head.append(el);
}
