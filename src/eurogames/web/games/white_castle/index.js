// The White Castle table: a status strip, the main board in SVG, one panel per clan and,
// collapsed, whatever of the view the board does not draw. Legal actions become highlighted,
// clickable board elements (targets.js); the action bar beside stays the full fallback.

import { h, injectStyle } from "../../common/dom.js";
import { svg as s } from "../../common/svg.js";
import { Targets } from "../../common/targets.js";
import { renderValue, seatName } from "../../common/view.js";
import { drawBoard } from "./board.js";
import { drawPanel } from "./panel.js";
import { S } from "./strings.js";
import { SEAT_COLOURS, die } from "./svg.js";
import { keysOf } from "./targets.js";
// seat colours for names in the log and status (common/names.js)
export { SEAT_COLOURS } from "./svg.js";

const CSS = `
.wc-root { position: relative; }
.wc-scroll { overflow-x: auto; contain: inline-size; }
.wc-board { width: 100%; min-width: 820px; height: auto; display: block; background: #fbf7ee; border: 1px solid #e2d9c8; border-radius: 8px; }
.wc-status { display: flex; flex-wrap: wrap; gap: .4rem 1rem; align-items: center; margin-bottom: .5rem; }
.wc-status .wc-order { display: inline-flex; gap: .25rem; align-items: center; }
.wc-status .wc-seat { display: inline-block; padding: 0 .45rem; border-radius: 9px; color: #fff; font-size: .85em; }
.wc-status .wc-seat.now { outline: 2px solid #2b2a28; }
.wc-panels { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: .6rem; margin-top: .6rem; }
.wc-panel-svg { width: 100%; height: auto; display: block; }
.wc-target { cursor: pointer; }
.wc-target > rect:first-of-type, g.wc-target > rect { stroke: #1c7ed6 !important; stroke-width: 2.5 !important; }
.wc-target:hover > rect:first-of-type { fill: #dcecfb !important; }
g.wc-die.wc-target > rect { stroke: #1c7ed6 !important; stroke-width: 4 !important; }
`;

function statusStrip(view, tv, ctx) {
  const phase = S(`phase.${view.phase}`);
  const parts = [h("strong", {}, S("round", { n: view.round })), h("span", {}, S("turn", { n: Math.max(1, Math.min(view.turn, 3 * view.players.length)), m: 3 * view.players.length })), h("span", {}, phase)];
  if (view.actor !== null && view.actor !== undefined) {
    const who = seatName(ctx.seats, view.actor) + (view.actor === ctx.seat ? ` (${S("you")})` : "");
    const dec = view.decision ? ` — ${S(`decision.${view.decision}`)}` : "";
    parts.push(h("span", { "data-testid": "wc-now" }, S("now", { who }) + dec));
  }
  if (view.held_die) {
    const d = view.held_die;
    const svg = s("svg", { viewBox: "0 0 24 24", width: 22, height: 22 }, die(1, 1, 22, d.colour, d.value));
    parts.push(h("span", { "data-testid": "wc-held" }, `${S("held")}: `, svg, d.left ? ` (${S("left_end")})` : ""));
  }
  parts.push(h("span", { class: "wc-order" }, `${S("order")}:`,
    (view.order || []).map((seat) => h("span", { class: `wc-seat${seat === view.actor ? " now" : ""}`, style: `background:${SEAT_COLOURS[seat % 4]}` },
      seatName(ctx.seats, seat)))));
  return h("div", { class: "card wc-status", "data-testid": "wc-status" }, parts);
}

// What the board and panels do not draw, for the collapsed details (nothing is lost).
function leftovers(view) {
  return {
    decision: view.decision,
    pending: view.pending,
    turns: view.players.map((p) => p.turns),
    passage_stack: view.players.map((p) => p.passage_stack),
    courtiers: view.players.map((p) => p.courtiers),
    warriors: view.players.map((p) => p.warriors),
    scores: view.scores,
  };
}

export function render(root, view, legal, send, tv, ctx) {
  injectStyle("wc-board-style", CSS);
  const wrap = h("div", { class: "wc-root", "data-testid": "board" });
  const options = { cls: "wc-target" };
  const T = new Targets(legal, keysOf, send, wrap, options);
  const none = new Targets([], keysOf, send, wrap, options);   // other clans' panels: nothing to click
  wrap.append(statusStrip(view, tv, ctx));
  wrap.append(h("div", { class: "wc-scroll" }, drawBoard(view, T)));
  const panels = h("div", { class: "wc-panels", "data-testid": "panels" },
    view.players.map((p) => drawPanel(view, p.seat, ctx, tv, p.seat === ctx.seat ? T : none)));
  wrap.append(panels);
  wrap.append(h("details", { class: "card", "data-testid": "wc-details" }, h("summary", {}, S("details")),
    renderValue(ctx.game, leftovers(view), 1)));
  root.append(wrap);
}
