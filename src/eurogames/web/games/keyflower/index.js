// Keyflower in the browser: the season track and supplies, the tiles on offer with
// their bids, the boats, and every player's area with the village drawn as hexes.
// Pieces a legal action acts on are highlighted and clickable (see targets.js); the
// action bar beside the board still lists every legal action.

import { h } from "../../common/dom.js";
import { renderValue } from "../../common/view.js";
import { drawBoats, drawHeader, drawOffers } from "./board.js";
import { drawPlayers } from "./players.js";
import { s } from "./strings.js";
import { Targets, injectStyle } from "./targets.js";

// View keys this board draws; anything else the view carries goes to "More details".
const DRAWN = new Set([
  "season", "phase", "turn", "start", "purple", "passes", "offers", "orders", "marks", "villages", "homes",
  "hand_sizes", "skill_counts", "bag_size", "green_supply", "skill_pile_size", "supply", "boats", "won_to_place",
  "winter_counts", "winter_done", "pending", "transport_left", "upgrades_left", "boat_order", "boats_taken",
  "flip_seat", "me", "hand", "skills", "winter_hand", "winter_chosen", "hands", "all_skills", "final",
]);

export function render(root, view, legal, send, tv, ctx) {
  injectStyle();
  const board = h("div", { class: "card board kf-board", "data-testid": "board", "data-game": "keyflower" });
  root.append(board);
  const targets = new Targets(legal, send, board);
  board.append(drawHeader(view, ctx), drawOffers(view, ctx, targets), drawBoats(view, ctx, targets),
    drawPlayers(view, tv, ctx, targets));
  const rest = Object.fromEntries(Object.entries(view).filter(([k]) => !DRAWN.has(k)));
  if (Object.keys(rest).length) {
    board.append(h("details", { "data-testid": "kf-leftovers" }, h("summary", {}, s("leftovers")), renderValue(ctx.game, rest, 1)));
  }
  board.addEventListener("click", () => targets.close());
}
