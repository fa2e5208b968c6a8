// The Castles of Burgundy table: the main board and every player's area drawn in SVG.
// Legal actions are mapped onto the pieces they act on (a depot slot, an estate space,
// a die, a goods pile, the workers, a stored tile); those pieces are highlighted and
// clickable. Actions with no piece (skip, end of turn) stay in the action bar.

import { h, injectStyle } from "../../common/dom.js";
import { svg } from "../../common/svg.js";
import { Targets } from "../../common/targets.js";
import { renderValue, seatName } from "../../common/view.js";
import { drawMainBoard } from "./board.js";
import { drawPanel } from "./panel.js";
import { s, setEdition } from "./strings.js";
// seat colours for names in the log and status (common/names.js)
export { SEAT_COLOUR as SEAT_COLOURS } from "./svg.js";

// view keys drawn by board.js / panel.js; anything else goes to the details at the end
const DRAWN = new Set([
  "you", "board", "rules", "board_colours", "board_dice", "board_regions", "phase", "round", "white_die", "order",
  "turn", "start_player", "active", "pending", "dice_used", "chosen_die", "ship_first_depot", "goods_depot", "bought",
  "depots", "round_goods", "face_down_goods", "piles", "removed", "bonus_tiles", "players",
]);
const DRAWN_PLAYER = new Set(["estate", "storage", "goods", "sold", "silver", "workers", "knowledge", "dice", "track", "vp"]);

// The board piece a legal action acts on (a key used by the drawing code): [] for none.
export function keysOf(a) {
  const x = a.action;
  switch (x.type) {
    case "die": return [`die:${x.die}`];
    case "take": case "buy": return [`slot:${x.depot}:${x.slot}`];
    case "place": case "start": return [`space:${x.space}`];
    case "sell": return [`sell:${x.colour}`];
    case "workers": return ["workers"];
    case "ship": return [`depot:${x.depot}`];
    case "goods": return [`dgoods:${x.colour}`];
    case "discard": return [`store:${x.store}`];
    default: return [];
  }
}

const CSS = `
.cob { position: relative; }
.cob svg { display: block; max-width: 100%; height: auto; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; }
.cob .cob-main { display: flex; flex-wrap: wrap; gap: .5rem; }
.cob .cob-ring { flex: 3 1 0; min-width: 420px; }
.cob .cob-info { flex: 2 1 0; min-width: 300px; }
@media (max-width: 760px) { .cob .cob-ring { min-width: 100%; } .cob .cob-info { min-width: 0; flex: 1 1 100%; max-width: 460px; } }
.cob-panels { display: grid; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr)); gap: .6rem; }
@media (max-width: 760px) { .cob-panels { grid-template-columns: 1fr; } }
.cob-panel { background: var(--panel, #fffdf8); border: 2px solid var(--line, #e2d9c8); border-radius: 8px; padding: .4rem .6rem; }
.cob-panel.me { background: var(--me, #fff2cc); }
.cob-panel.active { border-color: var(--accent2, #2f6f5e); }
.cob-panel h4 { margin: 0 0 .3rem; display: flex; gap: .4rem; align-items: center; }
.cob-panel .cob-vp { margin-left: auto; font-weight: 700; }
.cob-panel .cob-active { color: var(--accent2, #2f6f5e); }
.cob-swatch { display: inline-block; width: .9rem; height: .9rem; border-radius: 50%; border: 2px solid; }
.cob-area { display: flex; gap: .4rem; align-items: flex-start; }
.cob-area .cob-estate { flex: 1 1 58%; min-width: 0; }
.cob-area .cob-supply { flex: 1 1 42%; min-width: 0; }
.cob-breakdown { font-size: .85em; }
.cob [data-testid=board-target] polygon, .cob [data-testid=board-target] rect, .cob [data-testid=board-target] ellipse,
.cob [data-testid=board-target] path { stroke: #e0a800; stroke-width: 3px; }
.cob [data-testid=board-target]:hover polygon, .cob [data-testid=board-target]:hover rect { stroke: #c0392b; filter: brightness(1.08); }
.cob [data-testid=board-target] { animation: cob-pulse 1.6s ease-in-out infinite; }
@keyframes cob-pulse { 50% { opacity: .72; } }
.cob-details { margin-top: .6rem; }
`;

// Targets for the drawing code: wrap(key, el) puts el in a <g> that is the target when
// some legal action acts on `key` (the piece keeps its own data-testid), else returns el.
function makeTargets(legal, send, wrapper) {
  const T = new Targets(legal, keysOf, send, wrapper);
  return { wrap: (key, el) => (T.has(key) ? T.mark(svg("g", {}, el), key) : el) };
}

function leftovers(view) {
  const out = {};
  for (const [k, v] of Object.entries(view)) if (!DRAWN.has(k)) out[k] = v;
  (view.players || []).forEach((p, i) => {
    const extra = Object.fromEntries(Object.entries(p).filter(([k]) => !DRAWN_PLAYER.has(k)));
    if (Object.keys(extra).length) out[`players_${i}`] = extra;
  });
  return out;
}

export function render(root, view, legal, send, tv, ctx) {
  injectStyle("cob-style", CSS);
  setEdition(view.rules);
  const wrapper = h("div", { class: "cob", "data-testid": "board" });
  const T = makeTargets(legal, send, wrapper);
  const names = {
    name: (i) => seatName(ctx.seats, i),
    short: (i) => { const n = seatName(ctx.seats, i); return n.length > 10 ? `${n.slice(0, 9)}…` : n; },
    seat: ctx.seat,
    // once the game is over the heading shows the final total (end scoring included)
    final: (i) => (tv && tv.over && tv.scores && tv.scores[i] ? tv.scores[i].total : null),
  };
  wrapper.append(h("div", { class: "card" }, drawMainBoard(view, T, names)));
  // my own area first, then the others in seat order
  const order = view.players.map((_, i) => i);
  if (ctx.seat !== null && ctx.seat !== undefined) order.sort((a, b) => (b === ctx.seat) - (a === ctx.seat));
  wrapper.append(h("div", { class: "cob-panels", "data-testid": "panels" }, order.map((i) => drawPanel(view, i, T, names))));
  const rest = leftovers(view);
  if (Object.keys(rest).length) {
    wrapper.append(h("details", { class: "cob-details" }, h("summary", {}, s("details")), renderValue(ctx.game, rest, 1)));
  }
  root.append(wrapper);
}
