// The Beneficial Deeds, the general supply (neutral followers, goods, technology
// tiles, what left the game) and the place tiles: small SVG pieces in a wrapping
// HTML layout, so they reflow on narrow screens.

import { h } from "../../common/dom.js";
import { svg as sv, text, title } from "../../common/svg.js";
import { DEEDS, FOLLOWERS, GOODS, NEEDS, SEAT_COLOUR, TILES } from "./layout.js";
import { s } from "./strings.js";
import { citizen, coin, follower, goodCube, label2, need, techTile } from "./svg.js";

export function icon(w, hgt, ...children) {
  return sv("svg", { viewBox: `0 0 ${w} ${hgt}`, width: w, height: hgt, class: "orl-icon" }, ...children);
}

function drawDeed(view, i, targets, names) {
  const [deed, spaces, reward] = DEEDS[i];
  const w = 118, hh = 142;
  const free = view.deeds[deed] || [0, 0, 0, 0, 0, 0, 0];
  const own = view.deed_citizens[i];
  const svg = sv("svg", { viewBox: `0 0 ${w} ${hh}`, class: "orl-deed-svg" });
  const box = sv("g", { class: "orl-deed", "data-testid": "deed", "data-deed": deed }, title(s("deed", deed)),
    sv("rect", { x: 1, y: 1, width: w - 2, height: hh - 2, rx: 6, fill: "#fffdf8", stroke: "#b9a77f", "stroke-width": 1.5 }),
    label2(w / 2, 18, s("deed", deed), 15, { "text-anchor": "middle", "font-size": 12, "font-weight": 700 }));
  if (deed === "canalisation") box.append(text(w / 2, 44, s("ui", "coin_or_dev"), { "text-anchor": "middle", "font-size": 10 }));
  else box.append(coin(w / 2 - 20, 40, 7, reward), text(w / 2 - 10, 44, s("ui", "each", { n: reward }), { "font-size": 11 }));
  let k = 0;
  spaces.forEach((n, t) => {
    const filled = n - free[t];
    for (let j = 0; j < n; j++, k++) {
      const cx = 19 + (k % 5) * 20, cy = 64 + Math.floor(k / 5) * 22;
      box.append(j < filled ? follower(cx, cy, 9, FOLLOWERS[t], null, { "data-testid": "deed-filled" }) : need(cx, cy, 9, FOLLOWERS[t]));
    }
  });
  box.append(citizen(w - 16, hh - 17, 16, own >= 0 ? SEAT_COLOUR[own] : null,
    `${s("ui", "citizen")}: ${own >= 0 ? s("ui", "taken_by", { name: names(own) }) : s("ui", "free")}`));
  if (own >= 0) box.append(text(8, hh - 12, names(own), { "font-size": 10, fill: "#6b6357" }));
  targets.mark(box, `deed:${deed}`);
  svg.append(box);
  return svg;
}

function drawTile(tile, req, state, ownerSeat, targets, names) {
  const w = 94, hh = 56;
  const tip = `${s("place", tile)} — ${state === "owned" ? s("ui", "owned_by", { name: names(ownerSeat) }) : s("ui", state === "gone" ? "removed" : state)}`;
  const svg = sv("svg", { viewBox: `0 0 ${w} ${hh}`, class: "orl-tile-svg" });
  const tg = sv("g", { class: `orl-tile ${state}`, "data-testid": "tile", "data-tile": tile, "data-state": state,
    opacity: state === "available" ? 1 : 0.5 }, title(tip),
  sv("rect", { x: 1, y: 1, width: w - 2, height: hh - 2, rx: 5, fill: state === "available" ? "#fffdf8" : "#ebe6da",
    stroke: state === "owned" ? SEAT_COLOUR[ownerSeat] : "#b9a77f", "stroke-width": state === "owned" ? 3 : 1.2 }),
  label2(w / 2, 16, s("place", tile), 12, { "text-anchor": "middle", "font-size": 11, "font-weight": 600 }));
  req.forEach((n, j) => tg.append(need(w / 2 + (j - (req.length - 1) / 2) * 22, 41, 8.5, NEEDS[n])));
  if (!req.length) tg.append(text(w / 2, 46, "∞", { "text-anchor": "middle", "font-size": 14, fill: "#6b6357" }));
  if (state !== "available" && state !== "owned") tg.append(sv("line", { x1: 5, y1: hh - 5, x2: w - 5, y2: 5, stroke: "#a33", "stroke-width": 2 }));
  targets.mark(tg, `tile:${tile}`);
  svg.append(tg);
  return svg;
}

function countChip(iconEl, n, tip, attrs = {}) {
  return h("span", { class: "orl-chip", title: tip, ...attrs }, iconEl, h("b", {}, n));
}

export function drawSupplyBoard(view, targets, names) {
  const deeds = h("div", { class: "orl-deeds", "data-testid": "board-deeds" }, DEEDS.map((_, i) => drawDeed(view, i, targets, names)));
  const rf = FOLLOWERS.map((f, i) => [f, view.removed_followers[i]]).filter(([, n]) => n);
  const rg = GOODS.map((gd) => [gd, view.removed_goods[gd]]).filter(([, n]) => n);
  const removed = [...rf.map(([f, n]) => `${s("follower", f)} ${n}`), ...rg.map(([gd, n]) => `${s("good", gd)} ${n}`)];
  const supply = h("div", { class: "orl-row", "data-testid": "supply" },
    h("span", { class: "orl-label" }, s("ui", "followers")),
    FOLLOWERS.map((f, i) => countChip(icon(24, 24, follower(12, 12, 10.5, f)), view.supply_followers[i], s("follower", f), { "data-follower": f })),
    h("span", { class: "orl-label" }, s("ui", "goods")),
    GOODS.map((gd) => countChip(icon(20, 20, goodCube(10, 10, 16, gd)), view.supply_goods[gd], s("good", gd))),
    countChip(icon(22, 22, techTile(11, 11, 9)), view.tech_stack, s("ui", "tech_stack"), { "data-testid": "tech-stack" }),
    h("span", { class: "orl-muted" }, `${s("ui", "removed_items")}: ${removed.length ? removed.join(", ") : s("ui", "none")}`));
  const avail = new Set(view.tiles_available);
  const removedTiles = new Set(view.tiles_removed);
  const owner = {};
  view.players.forEach((p, seat) => p.tiles.forEach((t) => { owner[t] = seat; }));
  const tiles = h("div", { class: "orl-tiles", "data-testid": "board-tiles" }, TILES.map(([tile, req]) => {
    const state = avail.has(tile) ? "available" : removedTiles.has(tile) ? "removed" : owner[tile] !== undefined ? "owned" : "gone";
    return drawTile(tile, req, state, owner[tile], targets, names);
  }));
  return h("div", { class: "card orl-card" },
    h("h3", {}, s("ui", "deeds")), deeds,
    h("h3", {}, s("ui", "supply")), supply,
    h("h3", {}, s("ui", "place_tiles")), tiles);
}
