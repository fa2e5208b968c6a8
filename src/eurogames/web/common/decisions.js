// Decisions next to the board: the legal actions no board element offers (pass, confirm,
// finish, skip, end the turn) as buttons in the sticky status bar, so a player never has
// to scroll to the action bar for them; when there are many, one button jumps there.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { explain } from "./actionbar.js";

const MAX_BUTTONS = 6;

// The notations the board offers (its targets), read from the drawn board.
function onBoard(board) {
  const out = new Set();
  for (const el of board.querySelectorAll("[data-testid=board-target]")) {
    for (const n of (el.getAttribute("data-notation") || "").split("|")) out.add(n);
  }
  return out;
}

export function renderDecisions(legal, game, send, board, actionBar) {
  if (!legal || !legal.length) return "";
  const shown = onBoard(board);
  const rest = legal.filter((a) => !shown.has(a.notation));
  if (!rest.length) return "";
  const box = h("div", { class: "decisions", "data-testid": "decisions" });
  const few = rest.length <= MAX_BUTTONS;
  if (few) {
    for (const a of rest) {
      box.append(h("button", {
        class: "decision", "data-testid": "decision", "data-notation": a.notation, title: a.notation,
        onclick: (ev) => { ev.preventDefault(); box.querySelectorAll("button").forEach((b) => { b.disabled = true; }); send(a.action); },
      }, explain(game, a)));
    }
  }
  if (!few) {
    box.append(h("button", { class: "decision-more", "data-testid": "to-actions",
      onclick: () => actionBar.scrollIntoView({ behavior: "smooth", block: "start" }) },
    t("common.all_actions", { n: legal.length })));
  }
  return box;
}
