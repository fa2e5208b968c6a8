// SVG building blocks for the Orléans board: the small shapes used everywhere (follower
// discs, goods cubes, coins, citizens, player markers), built with common/svg.js.

import { svg as sv, text, title } from "../../common/svg.js";
import { FOLLOWER_COLOUR, FOLLOWER_INK, GOOD_COLOUR, GOOD_INK, followerType, isOwn } from "./layout.js";
import { s as str } from "./strings.js";

export function svgRoot(w, hgt, testid, label) {
  return sv("svg", { viewBox: `0 0 ${w} ${hgt}`, class: "orl-svg", "data-testid": testid, role: "img",
    "aria-label": label, preserveAspectRatio: "xMidYMin meet" });
}

// A follower disc: a neutral type, an own-colour follower (ring in the seat colour) or a need.
export function follower(x, y, r, code, seatColour, attrs = {}) {
  const t = followerType(code);
  const own = isOwn(code);
  return sv("g", { class: "orl-follower", "data-follower": code, ...attrs },
    title(str("follower", t) + (own ? ` (${str("ui", "you")})` : "")),
    sv("circle", { cx: x, cy: y, r, fill: FOLLOWER_COLOUR[t] || "#ccc",
      stroke: own ? seatColour || "#333" : "#3a3a3a", "stroke-width": own ? Math.max(2.5, r / 4) : 1 }),
    text(x, y + r * 0.38, str("mark", t), { "text-anchor": "middle", "font-size": r * 1.05, "font-weight": 700,
      fill: FOLLOWER_INK[t] || "#fff", "pointer-events": "none" }));
}

// An empty follower space showing what it needs.
export function need(x, y, r, needs) {
  const col = FOLLOWER_COLOUR[needs] || "#fff";
  return sv("g", { class: "orl-need" }, title(str("follower", needs)),
    sv("circle", { cx: x, cy: y, r, fill: col, "fill-opacity": needs === "any" || needs === "neutral" ? 1 : 0.28,
      stroke: col === "#ffffff" ? "#999" : col, "stroke-width": 1.5, "stroke-dasharray": "3 2" }),
    text(x, y + r * 0.36, str("mark", needs), { "text-anchor": "middle", "font-size": r * 0.95,
      fill: "#555", "pointer-events": "none" }));
}

export function techTile(x, y, r) {
  return sv("g", { class: "orl-tech" }, title(str("ui", "tech_stack")),
    sv("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: 3, fill: "#9aa3ad", stroke: "#4b5563" }),
    text(x, y + r * 0.4, str("mark", "tech"), { "text-anchor": "middle", "font-size": r * 1.2, fill: "#fff" }));
}

export function goodCube(x, y, size, good, attrs = {}) {
  return sv("g", { class: "orl-good", "data-good": good, ...attrs }, title(str("good", good)),
    sv("rect", { x: x - size / 2, y: y - size / 2, width: size, height: size, rx: 2, fill: GOOD_COLOUR[good],
      stroke: "#3a3a3a", "stroke-width": 0.8 }),
    size >= 12 ? text(x, y + size * 0.3, str("good", good).charAt(0), { "text-anchor": "middle",
      "font-size": size * 0.8, fill: GOOD_INK[good] || "#fff", "pointer-events": "none" }) : null);
}

export function coin(x, y, r, label) {
  return sv("g", { class: "orl-coin" }, title(str("ui", "coins")),
    sv("circle", { cx: x, cy: y, r, fill: "#e9c349", stroke: "#9a7a1c" }),
    label !== undefined ? text(x, y + r * 0.4, label, { "text-anchor": "middle", "font-size": r * 1.1, "font-weight": 700 }) : null);
}

// A citizen tile: gold when still on the board, the owner's colour once taken.
export function citizen(x, y, size, ownerColour, tip) {
  const c = ownerColour || "#f3d36b";
  const w = size, hh = size;
  const d = `M${x - w / 2},${y + hh / 2} L${x - w / 2},${y - hh / 6} L${x},${y - hh / 2} L${x + w / 2},${y - hh / 6} L${x + w / 2},${y + hh / 2} Z`;
  return sv("g", { class: "orl-citizen" }, title(tip || str("ui", "citizen")),
    sv("path", { d, fill: c, stroke: "#6b5314", "stroke-width": 1 }),
    sv("circle", { cx: x, cy: y + hh * 0.05, r: size * 0.16, fill: "#fff", "fill-opacity": 0.8 }));
}

export function marker(x, y, r, colour, tip) {
  return sv("circle", { cx: x, cy: y, r, fill: colour, stroke: "#222", "stroke-width": 1 }, title(tip || ""));
}

export function station(x, y, size, colour, tip) {
  return sv("rect", { class: "orl-station", x: x - size / 2, y: y - size / 2, width: size, height: size,
    fill: colour, stroke: "#222", "stroke-width": 1 }, title(tip || str("ui", "stations")));
}

export function pawn(x, y, colour, tip) {
  return sv("g", { class: "orl-merchant" }, title(tip || ""),
    sv("path", { d: `M${x - 6},${y + 8} L${x - 3},${y - 1} L${x + 3},${y - 1} L${x + 6},${y + 8} Z`, fill: colour, stroke: "#222" }),
    sv("circle", { cx: x, cy: y - 4, r: 4, fill: colour, stroke: "#222" }));
}

// A text that wraps onto two lines at the space nearest the middle when too long.
export function label2(x, y, content, max, attrs = {}) {
  if (content.length <= max || !content.includes(" ")) return text(x, y, content, attrs);
  const mid = content.length / 2;
  let cut = -1;
  for (let i = 0; i < content.length; i++) if (content[i] === " " && (cut < 0 || Math.abs(i - mid) < Math.abs(cut - mid))) cut = i;
  const fs = attrs["font-size"] || 12;
  return sv("g", {}, text(x, y - fs * 0.55, content.slice(0, cut), attrs), text(x, y + fs * 0.55, content.slice(cut + 1), attrs));
}
