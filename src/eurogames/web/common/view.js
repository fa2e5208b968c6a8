// The generic table renderer: lays out any game's view (a JSON object) readably.
// Per-seat data (a "players" list, or any list with one entry per seat) becomes
// player panels; everything else is the public board, shown as nested lists.

import { h } from "./dom.js";
import { t, term } from "./i18n.js";
import { playerName } from "./names.js";

function isScalar(v) { return v === null || ["string", "number", "boolean"].includes(typeof v); }

export function renderValue(game, v, depth = 0) {
  if (v === null || v === undefined) return h("span", { class: "muted" }, "—");
  if (typeof v === "boolean") return h("span", {}, v ? t("common.yes") : t("common.no"));
  if (isScalar(v)) return h("span", {}, String(v));
  if (Array.isArray(v)) {
    if (v.length === 0) return h("span", { class: "muted" }, t("common.none"));
    if (v.every(isScalar)) {
      const chips = v.map((x) => h("span", { class: "chip" }, x === null ? "—" : String(x)));
      return v.length > 40 ? h("details", {}, h("summary", {}, `${v.length}`), chips) : h("span", {}, chips);
    }
    if (v.every((x) => x && typeof x === "object" && !Array.isArray(x))) {
      const keys = [...new Set(v.flatMap((x) => Object.keys(x)))];
      if (keys.length <= 8 && v.every((x) => Object.values(x).every(isScalar) || Object.values(x).every((y) => isScalar(y) || (Array.isArray(y) && y.every(isScalar))))) {
        return h("table", { class: "data" },
          h("tr", {}, keys.map((k) => h("th", {}, term(game, k)))),
          v.map((x) => h("tr", {}, keys.map((k) => h("td", {}, renderValue(game, x[k], depth + 1))))));
      }
    }
    if (v.every((x) => Array.isArray(x) && x.every(isScalar))) {
      return h("table", { class: "data" }, v.map((row) => h("tr", {}, row.map((c) => h("td", {}, c === null ? "·" : String(c))))));
    }
    const items = h("ol", { start: 0 }, v.map((x) => h("li", {}, renderValue(game, x, depth + 1))));
    return depth >= 2 ? h("details", {}, h("summary", {}, `${v.length}`), items) : items;
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return h("span", { class: "muted" }, t("common.none"));
  const dl = h("dl", { class: "kv" }, entries.map(([k, x]) => [h("dt", {}, term(game, k)), h("dd", {}, renderValue(game, x, depth + 1))]));
  return depth >= 3 ? h("details", {}, h("summary", {}, `${entries.length}`), dl) : dl;
}

// Split a view into per-seat data and the rest.
export function splitView(view, players) {
  const perSeat = Array.from({ length: players }, () => ({}));
  const board = {};
  for (const [k, v] of Object.entries(view || {})) {
    if (k === "players" && Array.isArray(v) && v.length === players) {
      v.forEach((x, i) => {
        if (x && typeof x === "object" && !Array.isArray(x)) Object.assign(perSeat[i], x);
        else perSeat[i][k] = x;
      });
    } else if (Array.isArray(v) && v.length === players && players > 1 && !k.endsWith("board")) {
      v.forEach((x, i) => { perSeat[i][k] = x; });
    } else {
      board[k] = v;
    }
  }
  return { perSeat, board };
}

// A player's name (common/names.js): the name they chose, a bot by its level.
export const seatName = playerName;

// Player panels and board for one table view (tv: the server's table_view envelope).
export function renderGeneric(root, tv, ctx) {
  const { perSeat, board } = splitView(tv.view, tv.players);
  const active = new Set(tv.active || []);
  const panels = h("div", { class: "panels", "data-testid": "panels" }, perSeat.map((data, i) =>
    h("div", { class: `panel${i === ctx.seat ? " me" : ""}${active.has(i) ? " active" : ""}`, "data-testid": `panel-${i}` },
      h("h4", {}, h("span", {}, seatName(ctx.seats, i), i === ctx.seat ? ` (${t("common.you")})` : ""),
        active.has(i) ? h("span", { title: t("common.turn") }, "●") : ""),
      renderValue(ctx.game, data, 1))));
  const boardEl = h("div", { class: "card board", "data-testid": "board" }, h("h3", {}, t("common.board")),
    renderValue(ctx.game, board, 0));
  root.append(panels, boardEl);
}
