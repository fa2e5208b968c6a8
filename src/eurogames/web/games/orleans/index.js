// Orléans in the browser: the main board (map, character tracks, development track,
// round and event), the Beneficial Deeds with the supply and place tiles, and one
// player board per seat. Legal actions are mapped onto what they act on (targets.js);
// the action bar below stays the complete fallback. Only the seat's view is drawn.

import { h, injectStyle } from "../../common/dom.js";
import { Targets } from "../../common/targets.js";
import { renderValue, seatName } from "../../common/view.js";
import { drawMainBoard } from "./board.js";
import { SEAT_COLOUR } from "./layout.js";
import { drawPlayer } from "./player.js";
import { s } from "./strings.js";
import { drawSupplyBoard } from "./supply.js";
import { keysOf } from "./targets.js";
// seat colours for names in the log and status (common/names.js)
export { SEAT_COLOUR as SEAT_COLOURS } from "./layout.js";

const CSS = `
.orl { position: relative; }
.orl svg { font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; }
.orl-svg { width: 100%; height: auto; display: block; }
.orl-main { display: flex; flex-wrap: wrap; gap: .5rem; }
.orl-map { flex: 568 1 0; min-width: 420px; }
.orl-side { flex: 420 1 0; min-width: 330px; }
.orl-card h3 { margin: .2rem 0 .4rem; font-size: 1rem; color: #5b4a35; }
.orl-row { display: flex; flex-wrap: wrap; align-items: center; gap: .35rem .7rem; margin: .2rem 0 .35rem; }
.orl-chip { display: inline-flex; align-items: center; gap: .25rem; }
.orl-icon { display: inline-block; vertical-align: middle; overflow: visible; }
.orl-label { font-weight: 600; font-size: .9em; }
.orl-muted { color: var(--muted, #7a746a); font-size: .85em; }
.orl-bag { display: inline-flex; align-items: center; gap: .5rem; flex-wrap: wrap; padding: 0 .2rem; border-radius: 6px; }
.orl-places, .orl-tiles, .orl-deeds { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 4px; }
.orl-place-svg { flex: 0 1 calc((100% - 36px) / 10); max-width: 112px; min-width: 62px; height: auto; }
.orl-deed-svg { flex: 0 1 calc((100% - 28px) / 8); max-width: 140px; min-width: 76px; height: auto; }
.orl-tile-svg { flex: 0 1 calc((100% - 36px) / 10); max-width: 110px; min-width: 62px; height: auto; }
span.orl-target, button.orl-target { outline: 3px solid #f0b400; outline-offset: 1px; border-radius: 6px; background: #fff8dc; }
button.orl-end { margin-left: auto; }
.orl-card { padding: .5rem; }
.orl-target { cursor: pointer; }
.orl-target > rect:first-of-type, .orl-target > circle:first-of-type, .orl-target .orl-need circle,
.orl-target .orl-follower circle, .orl-target .orl-tech rect, .orl-target > path:first-of-type {
  stroke: #f0b400 !important; stroke-width: 3.5px !important; stroke-dasharray: none !important; }
.orl-target:hover > rect:first-of-type, .orl-target:hover > circle:first-of-type, .orl-target:focus > rect:first-of-type {
  fill: #fff3c4 !important; }
.orl-target:focus { outline: none; }
.orl-city.orl-target circle { fill: #fff3c4 !important; }
.orl-players { display: grid; grid-template-columns: 1fr; gap: .6rem; margin-bottom: 1rem; }
.orl-player { border: 2px solid var(--line, #e2d9c8); border-radius: 8px; background: var(--panel, #fffdf8); padding: .4rem .5rem; }
.orl-player.me { background: var(--me, #fff2cc); }
.orl-player.active { border-color: var(--accent2, #2f6f5e); }
.orl-player h4 { margin: 0 0 .2rem; display: flex; gap: .6rem; align-items: center; flex-wrap: wrap; }
.orl-swatch { display: inline-block; width: .9rem; height: .9rem; border-radius: 50%; border: 1px solid #222; }
.orl-flag { font-size: .8em; font-weight: 500; padding: 0 .4rem; border-radius: 8px; background: #eee7d6; color: #5b4a35; }
.orl-flag.turn { background: var(--active, #d9f2e6); color: #1f5a45; }
`;

// view keys drawn on the boards; anything else (and anything new) goes to the details
const DRAWN = new Set(["round", "stage", "event", "events_seen", "hourglass_left", "start_player", "active", "me",
  "players", "supply_followers", "supply_goods", "tech_stack", "tiles_available", "tiles_removed", "routes", "stations",
  "deeds", "deed_citizens", "dev_citizens", "knight_citizen", "boatman_citizen", "station_citizen", "planning",
  "removed_followers", "removed_goods"]);

function playerHeader(p, view, tv, ctx, names) {
  const seat = p.seat;
  const active = (tv.active || []).includes(seat);
  const flags = [];
  if (active) flags.push(h("span", { class: "orl-flag turn" }, s("ui", "turn")));
  if (p.passed && (view.stage === 7 || view.stage === 8)) flags.push(h("span", { class: "orl-flag" }, s("ui", "passed")));
  if (p.planning_done && view.stage === 6) flags.push(h("span", { class: "orl-flag" }, s("ui", "planning_done")));
  if (p.drawing) flags.push(h("span", { class: "orl-flag" }, s("ui", "drawing")));
  if (p.recalls_left) flags.push(h("span", { class: "orl-flag" }, s("ui", "recalls", { n: p.recalls_left })));
  for (const [qs, kind, n] of view.queue || []) {
    if (qs === seat) flags.push(h("span", { class: "orl-flag turn" }, s("ui", "paying", { name: names(seat), what: s("ui", kind === 0 ? "food" : "penalty"), n })));
  }
  return h("h4", {}, h("span", { class: "orl-swatch", style: `background:${SEAT_COLOUR[seat]}` }),
    h("span", {}, names(seat), seat === ctx.seat ? ` (${s("ui", "you")})` : ""), flags);
}

export function render(root, view, legal, send, tv, ctx) {
  injectStyle("orl-style", CSS);
  const wrap = h("div", { class: "orl", "data-testid": "board" });
  const targets = new Targets(legal, keysOf, send, wrap, { cls: "orl-target" });
  const names = (seat) => seatName(ctx.seats, seat);
  const players = h("div", { class: "orl-players", "data-testid": "panels" });
  // my own board first, then the others in seat order
  const order = view.players.map((p) => p.seat).sort((a, b) => (a === view.me ? -1 : b === view.me ? 1 : a - b));
  for (const seat of order) {
    const p = view.players[seat];
    const active = (tv.active || []).includes(seat);
    players.append(h("div", { class: `orl-player${seat === view.me ? " me" : ""}${active ? " active" : ""}`, "data-testid": `panel-${seat}` },
      playerHeader(p, view, tv, ctx, names), drawPlayer(p, view, targets, names)));
  }
  const left = Object.fromEntries(Object.entries(view).filter(([k]) => !DRAWN.has(k)));
  wrap.append(
    h("div", { class: "card orl-card orl-main" }, drawMainBoard(view, tv, targets, names)),
    players,
    drawSupplyBoard(view, targets, names),
    h("details", { class: "card", "data-testid": "board-details" }, h("summary", {}, s("ui", "details")),
      renderValue(ctx.game, left, 1)));
  root.append(wrap);
}
