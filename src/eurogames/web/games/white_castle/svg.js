// Small SVG helpers for the White Castle board (built with common/svg.js): dice, pawns, text.

import { svg as s } from "../../common/svg.js";

// Text at (x, y); opts: size, anchor, weight, fill, cls.
export function text(x, y, str, opts = {}) {
  return s("text", {
    x, y, "font-size": opts.size || 11, "text-anchor": opts.anchor || "start",
    "font-weight": opts.weight, fill: opts.fill || "#2b2a28", class: opts.cls,
    "dominant-baseline": opts.baseline || "middle",
  }, str);
}

export const DIE_FILL = { red: "#e0674f", black: "#34302c", white: "#fbfaf6" };
export const DIE_INK = { red: "#fff", black: "#fff", white: "#2b2a28" };
// seat colours (player pieces); chosen to stay apart from the three die colours
export const SEAT_COLOURS = ["#2f6fd0", "#2a9d4b", "#8e44ad", "#e08a00"];

// A die of colour c showing v, top-left at (x, y), size z; ring = seat colour of its owner.
export function die(x, y, z, c, v, ring) {
  return s("g", { class: "wc-die", "data-colour": c, "data-value": v },
    s("rect", { x, y, width: z, height: z, rx: z * 0.18, fill: DIE_FILL[c], stroke: ring || "#6d655a", "stroke-width": ring ? 3 : 1 }),
    text(x + z / 2, y + z / 2 + 1, v, { size: z * 0.55, anchor: "middle", weight: 700, fill: DIE_INK[c] }));
}

// A worker pawn (circle with a letter) in a seat colour.
export function pawn(x, y, r, seat, letter = "") {
  return s("g", {},
    s("circle", { cx: x, cy: y, r, fill: SEAT_COLOURS[seat % 4], stroke: "#fff", "stroke-width": 1.2 }),
    letter ? text(x, y + 0.5, letter, { size: r * 1.1, anchor: "middle", fill: "#fff", weight: 700 }) : null);
}

// A count pawn: pawn with "×n" beside it.
export function pawnCount(x, y, seat, n) {
  return s("g", {}, pawn(x, y, 7, seat), text(x + 10, y + 1, `×${n}`, { size: 11 }));
}

export function rect(x, y, w, hgt, attrs = {}) {
  return s("rect", { x, y, width: w, height: hgt, rx: 6, ...attrs });
}
