// Keyflower in the browser: the season track and supplies, the tiles on offer with
// their bids, the boats, and every player's area with the village drawn as hexes.
// Pieces a legal action acts on are highlighted and clickable (targets.js names each
// action's piece); the action bar beside the board still lists every legal action.

import { h, injectStyle } from "../../common/dom.js";
import { svg } from "../../common/svg.js";
import { Targets, words } from "../../common/targets.js";
import { renderValue } from "../../common/view.js";
import { drawBoats, drawHeader, drawOffers } from "./board.js";
import { drawPlayers } from "./players.js";
import { s } from "./strings.js";
import { CSS } from "./style.js";
import { keysOf } from "./targets.js";
import { drawTile } from "./tile.js";

// View keys this board draws; anything else the view carries goes to "More details".
const DRAWN = new Set([
  "season", "phase", "turn", "start", "purple", "passes", "offers", "orders", "marks", "villages", "homes",
  "hand_sizes", "skill_counts", "bag_size", "green_supply", "skill_pile_size", "supply", "boats", "won_to_place",
  "winter_counts", "winter_done", "pending", "transport_left", "upgrades_left", "boat_order", "boats_taken",
  "flip_seat", "me", "hand", "skills", "winter_hand", "winter_chosen", "hands", "all_skills", "final",
]);

// In the chooser, a placement shows the tile turned as it would lie.
function preview(a) {
  if (a.action.type !== "place") return null;
  return svg("svg", { viewBox: "-20 -20 40 40", "aria-hidden": "true" },
    drawTile(a.action.tile, { cx: 0, cy: 0, size: 19, rot: a.action.rot, bare: true }));
}

export function render(root, view, legal, send, tv, ctx) {
  injectStyle("kf-style", CSS);
  const board = h("div", { class: "card board kf-board", "data-testid": "board", "data-game": "keyflower" });
  root.append(board);
  // the tiles carry their own data-key, so a target's key goes to data-target
  const targets = new Targets(legal, keysOf, send, board,
    { cls: "kf-target", keyAttr: "data-target", label: (a) => [preview(a), words(a)] });
  board.append(drawHeader(view, ctx), drawOffers(view, ctx, targets), drawBoats(view, ctx, targets),
    drawPlayers(view, tv, ctx, targets));
  const rest = Object.fromEntries(Object.entries(view).filter(([k]) => !DRAWN.has(k)));
  if (Object.keys(rest).length) {
    board.append(h("details", { "data-testid": "kf-leftovers" }, h("summary", {}, s("leftovers")), renderValue(ctx.game, rest, 1)));
  }
}
