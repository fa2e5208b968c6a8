// The action bar: every legal action as a button, explained in words, grouped by kind.

import { h } from "./dom.js";
import { t, tr, term } from "./i18n.js";

// Words for an action whose game gives no description beyond its notation.
export function explain(game, a) {
  const text = tr(a.text);
  if (text && text !== a.notation) return text;
  const fields = Object.entries(a.action).filter(([k]) => k !== "type");
  const parts = fields.map(([k, v]) => `${term(game, k)}: ${Array.isArray(v) ? v.join(", ") : v === null ? "—" : v}`);
  return term(game, a.action.type) + (parts.length ? ` — ${parts.join(", ")}` : "");
}

export function renderActionBar(root, legal, game, send) {
  const box = h("div", { class: "card actions", "data-testid": "actions" }, h("h3", {}, t("common.actions")));
  if (!legal.length) {
    box.append(h("p", { class: "muted" }, t("common.no_actions")));
    root.append(box);
    return;
  }
  const groups = new Map();
  for (const a of legal) {
    const k = a.action.type;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(a);
  }
  for (const [kind, items] of groups) {
    const g = h("div", { class: "group" });
    if (groups.size > 1) g.append(h("h4", {}, term(game, kind)));
    for (const a of items) {
      g.append(h("button", {
        class: "action", "data-testid": "action", "data-notation": a.notation, title: a.notation,
        onclick: (ev) => { box.querySelectorAll("button").forEach((b) => { b.disabled = true; }); send(a.action); ev.preventDefault(); },
      }, explain(game, a), h("span", { class: "notation" }, a.notation)));
    }
    box.append(g);
  }
  root.append(box);
}
