// SVG helpers every board uses: svg(tag, attrs, ...children) builds an element (the twin of
// dom.js h(), same attrs and children), title() and text() for the commonest children, and
// pointy-top hex geometry in axial coordinates (corner i at 60*i - 30 degrees, y downwards).

import { build } from "./dom.js";

const NS = "http://www.w3.org/2000/svg";

export function svg(tag, attrs = {}, ...children) {
  return build(document.createElementNS(NS, tag), attrs, children);
}

// A tooltip: the first child of the element it describes.
export function title(content) { return svg("title", {}, content); }

// Text at (x, y), 12 units high in the page's ink unless attrs say otherwise.
export function text(x, y, content, attrs = {}, ...more) {
  return svg("text", { x, y, "font-size": 12, fill: "#2b2a28", ...attrs }, content, more);
}

// Centre of axial hex (q, r) for hexes of circumradius `size`.
export function hexCenter(q, r, size) { return [size * Math.sqrt(3) * (q + r / 2), size * 1.5 * r]; }

// Corner i (0..5) of the hex of circumradius `size` centred at (cx, cy); edge d runs from
// corner d to corner d + 1.
export function hexCorner(cx, cy, size, i) {
  const a = (Math.PI / 180) * (60 * i - 30);
  return [cx + size * Math.cos(a), cy + size * Math.sin(a)];
}

// The six corners as a polygon's `points`.
export function hexPoints(cx, cy, size) {
  return [0, 1, 2, 3, 4, 5].map((i) => hexCorner(cx, cy, size, i).map((v) => v.toFixed(1)).join(",")).join(" ");
}
