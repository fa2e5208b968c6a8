// SVG pieces for the Burgundy card game (built with common/svg.js): action cards, die
// faces, card backs, tokens.
// Only simple shapes and colours of our own; sizes are in the board's viewBox units.

import { svg as s, text } from "../../common/svg.js";
import { T } from "./strings.js";

export const CW = 62;   // card width
export const CH = 86;   // card height
export const FAN = 36;  // vertical step of a fanned column (band + name stay visible)

/** Colours of the seven card types (rules reference §1.1), our own shades. */
export const TYPE_COLOUR = {
  castle: "#2f6b3c", mine: "#7d8187", cloister: "#7a4d9e", knowledge: "#d9b526", ship: "#3469b0",
  pasture: "#86bf5a", building: "#c9a86b",
};
const TYPE_TINT = {
  castle: "#e3efe5", mine: "#eceef0", cloister: "#efe6f5", knowledge: "#fbf3cf", ship: "#e2ebf7",
  pasture: "#edf6e4", building: "#f6eddc",
};
const DARK_INK = new Set(["knowledge", "pasture", "building"]);
export const TYPES = ["castle", "mine", "cloister", "knowledge", "ship", "pasture", "building"];

export const GOODS_COLOUR = { light: "#eadbb0", medium: "#c18b4d", dark: "#6e4224" };
export const ANIMAL_COLOUR = { chicken: "#f1c04a", cow: "#8c6a4f", sheep: "#e9e6dc", pig: "#efa7b0" };

export function inkOn(type) { return DARK_INK.has(type) ? "#2b2a28" : "#ffffff"; }

// A small glyph per type, drawn in a 14 x 14 box.
const ICONS = {
  castle: "M1 13V5h2v2h2V5h2v2h2V5h2v2h2V5h0v8z",
  mine: "M1 13L6 4l3 5 2-3 3 7z",
  cloister: "M6 1h2v4h4v2H8v6H6V7H2V5h4z",
  knowledge: "M1 3h5c1 0 1 1 1 1s0-1 1-1h5v9H8c-1 0-1 1-1 1s0-1-1-1H1z",
  ship: "M1 9h12l-2 4H3zM6 1v7H2zM7 3l4 5H7z",
  pasture: "M1 5h12v1.5H1zM1 9h12v1.5H1zM2 3h1.5v10H2zM10.5 3H12v10h-1.5z",
  building: "M7 1l6 5v7H1V6z",
};

export function icon(type, x, y, fill) {
  return s("path", { d: ICONS[type] || "", transform: `translate(${x},${y})`, fill });
}

const PIPS = {
  1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]], 6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/** A die face of value v (1-6) with its top-left corner at (x, y). */
export function die(v, x, y, size = 18, attrs = {}) {
  const step = size / 3.4;
  const r = size / 11;
  return s("g", { transform: `translate(${x},${y})`, "data-die": v, ...attrs },
    s("rect", { width: size, height: size, rx: size / 5, fill: "#fff", stroke: "#444", "stroke-width": 0.8 }),
    (PIPS[v] || []).map(([i, j]) => s("circle", { cx: size / 2 + (i - 1) * step, cy: size / 2 + (j - 1) * step, r, fill: "#222" })));
}

/** One action card face up: type band with die face and glyph, then its name. */
export function card(c, x, y, opts = {}) {
  const col = TYPE_COLOUR[c.type] || "#999";
  const ink = inkOn(c.type);
  const name = c.building ? T("building", c.building) : T("type", c.type);
  const g = s("g", { transform: `translate(${x},${y})`, class: "bcg-card", "data-card": c.id,
    "data-type": c.type },
  s("title", {}, `${c.building ? T("building_full", c.building) : T("type", c.type)} · ${c.die}`),
  s("rect", { class: "bcg-face", width: CW, height: CH, rx: 6, fill: TYPE_TINT[c.type] || "#fff", stroke: col, "stroke-width": 1.5 }),
  s("path", { d: `M0 6a6 6 0 0 1 6-6h${CW - 12}a6 6 0 0 1 6 6v16H0z`, fill: col }),
  die(c.die, 3, 2),
  icon(c.type, CW - 18, 4, ink),
  text(CW / 2, 34, name, { "text-anchor": "middle", "font-size": name.length > 9 ? 9 : 10.5, "font-weight": 600, class: "bcg-name" }));
  if (c.building) {
    g.append(text(CW / 2, 47, T("type", c.type), { "text-anchor": "middle", "font-size": 8.5, fill: "#6b5b3e" }));
  }
  g.append(s("g", { transform: `translate(${CW / 2 - 10.5},${CH - 36}) scale(1.5)` }, icon(c.type, 0, 0, col)));
  if (opts.note) {
    g.append(text(CW / 2, CH - 5, opts.note, { "text-anchor": "middle", "font-size": 8.5, "font-style": "italic", fill: "#5a3a78" }));
  }
  return g;
}

/** A face-down card (hand of another player, personal pile, deck), with a count if given. */
export function back(x, y, label, attrs = {}) {
  return s("g", { transform: `translate(${x},${y})`, class: "bcg-back", ...attrs },
    s("rect", { width: CW, height: CH, rx: 6, fill: "#8e3b2f", stroke: "#5e241c", "stroke-width": 1.5 }),
    s("rect", { x: 6, y: 6, width: CW - 12, height: CH - 12, rx: 4, fill: "none", stroke: "#e8c9a0", "stroke-width": 1 }),
    label !== undefined && label !== null ? text(CW / 2, CH / 2 + 6, label, { "text-anchor": "middle", "font-size": 16, "font-weight": 700, fill: "#fff" }) : null);
}

/** An empty card slot (dashed outline). */
export function slot(x, y, w = CW, h = CH) {
  return s("rect", { x, y, width: w, height: h, rx: 6, fill: "none", stroke: "#c9bfae", "stroke-dasharray": "4 3" });
}

/** A counter token: a rounded box with a fill colour, a label and a count. */
export function token(x, y, w, label, count, fill, attrs = {}) {
  const dim = count === 0;
  const ink = fill === GOODS_COLOUR.dark || fill === ANIMAL_COLOUR.cow ? "#fff" : "#2b2a28";
  return s("g", { transform: `translate(${x},${y})`, class: "bcg-token", ...attrs },
    s("rect", { class: "bcg-face", width: w, height: 24, rx: 5, fill, stroke: "#6f6656", "stroke-width": 0.8, opacity: dim ? 0.45 : 1 }),
    text(6, 16, label, { "font-size": w < 80 ? 10 : 11, fill: ink }),
    text(w - 6, 16, String(count), { "text-anchor": "end", "font-size": 13, "font-weight": 700, fill: ink }));
}
