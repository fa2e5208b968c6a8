// SVG pieces of the Castles of Burgundy board (built with common/svg.js): the estate's
// axial coordinates, the colours of tile kinds, goods and players, and the shapes drawn
// in several places (a hex tile, a goods tile, a die).

import { hexPoints, svg, title } from "../../common/svg.js";
import { s, tileShort, tileTitle } from "./strings.js";

export function label(x, y, text, attrs = {}) {
  return svg("text", { x, y, "text-anchor": "middle", "dominant-baseline": "central", "font-size": 11, fill: "#2b2a28", ...attrs }, text);
}

// Tile kinds by the view's English name, and by the board letter (data.py KIND_LETTER).
export const KIND_COLOUR = {
  castle: "#3f7a4a", ship: "#3d7cc9", mine: "#8d8d8d", animal: "#a6cf6e", building: "#d8b27c", knowledge: "#ecc94b",
};
export const KIND_LIGHT = {
  castle: "#c8dcc9", ship: "#cddff3", mine: "#dddddd", animal: "#e3f0d0", building: "#f3e5cf", knowledge: "#f9edc0",
};
export const KIND_BY_LETTER = { C: "castle", S: "ship", M: "mine", A: "animal", B: "building", K: "knowledge" };
export const KIND_ORDER = ["castle", "ship", "mine", "animal", "building", "knowledge"];
const DARK_KINDS = new Set(["castle", "ship"]);

// Goods colours 1..6 (the die face printed on the goods tile).
export const GOODS_COLOUR = [null, "#c0392b", "#8e44ad", "#1abc9c", "#f1c40f", "#2e86de", "#ecf0f1"];

// Seat colours on the track, the bonus tiles and the panels.
export const SEAT_COLOUR = ["#d35400", "#2c3e91", "#f5f5f5", "#7d3c98"];
const SEAT_STROKE = ["#7a3000", "#141f55", "#555555", "#43205a"];
export function seatStroke(i) { return SEAT_STROKE[i % 4]; }

// Axial coordinates of the 37 estate spaces, row by row (rules §2.1; data.py COORDS).
export const COORDS = (() => {
  const out = [];
  for (let r = -3; r <= 3; r++) {
    for (let q = Math.max(-3, -3 - r); q <= Math.min(3, 3 - r); q++) out.push([q, r]);
  }
  return out;
})();

// A hex tile (or an empty slot when tile is null) centred at (cx, cy); tip: its tooltip.
export function hexTile(tile, cx, cy, r, extra = {}, tip = null) {
  if (!tile) {
    return svg("polygon", { points: hexPoints(cx, cy, r - 1), fill: "#fbf8f1", stroke: "#b9ad98", "stroke-dasharray": "3 2", ...extra });
  }
  const fill = KIND_COLOUR[tile.kind] || "#ccc";
  const ink = DARK_KINDS.has(tile.kind) ? "#fff" : "#2b2a28";
  const text = tileShort(tile);
  return svg("g", { class: "cob-tile", "data-kind": tile.kind },
    title(tip || tileTitle(tile)),
    svg("polygon", { points: hexPoints(cx, cy, r - 1), fill, stroke: "#5a4a35", "stroke-width": 1.2, ...extra }),
    text ? label(cx, cy, text, { fill: ink, "font-size": Math.max(8, Math.round(r * 0.5)), "font-weight": 600 }) : null);
}

// A goods tile of colour c (1..6), with a count when n > 1.
export function goodsTile(c, x, y, size, n = 1) {
  const ink = c === 4 || c === 6 ? "#2b2a28" : "#fff";
  return svg("g", { class: "cob-goods", "data-colour": c },
    title(s("goods_n", { n: c }) + (n > 1 ? ` × ${n}` : "")),
    svg("rect", { x, y, width: size, height: size, rx: 3, fill: GOODS_COLOUR[c], stroke: "#333", "stroke-width": 0.8 }),
    label(x + size / 2, y + size / 2, String(c), { fill: ink, "font-size": Math.round(size * 0.55), "font-weight": 700 }),
    n > 1 ? svg("g", {},
      svg("circle", { cx: x + size, cy: y, r: size * 0.32, fill: "#fff", stroke: "#333", "stroke-width": 0.8 }),
      label(x + size, y, String(n), { "font-size": Math.round(size * 0.4), "font-weight": 700 })) : null);
}

const PIPS = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

// A die showing value v (pips), in a seat colour or white.
export function die(v, x, y, size, fill = "#fff", pip = "#2b2a28", extra = {}) {
  const g = svg("g", { class: "cob-die" },
    svg("rect", { x, y, width: size, height: size, rx: size * 0.18, fill, stroke: "#333", "stroke-width": 1, ...extra }));
  for (const [dx, dy] of PIPS[v] || []) {
    g.append(svg("circle", { cx: x + size / 2 + dx * size * 0.27, cy: y + size / 2 + dy * size * 0.27, r: size * 0.08, fill: pip }));
  }
  if (!PIPS[v]) g.append(label(x + size / 2, y + size / 2, "?"));
  return g;
}
