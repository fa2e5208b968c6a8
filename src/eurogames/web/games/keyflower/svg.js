// SVG building blocks for the Keyflower board (built with common/svg.js, whose hex geometry
// matches the engine's axial directions E, SE, SW, W, NW, NE = 0..5): hex edge midpoints,
// keeples, resources and skills as small icons, and text wrapping for tile labels.

import { svg } from "../../common/svg.js";

const SQ3 = Math.sqrt(3);

// The midpoint of edge d (facing direction d, at 60*d degrees) of a pointy-top hex; edge d runs
// from common/svg.js hexCorner d to corner d + 1.
export function edgeMid(cx, cy, size, d) {
  const a = (Math.PI / 180) * 60 * d;
  const m = size * SQ3 / 2;
  return [cx + m * Math.cos(a), cy + m * Math.sin(a)];
}

export const KEEPLE_FILL = ["#2f6fd0", "#d23a32", "#eabf1f", "#3b9a45"];
export const PURPLE = "#7c3fa3";
export const RES_FILL = ["#f2c230", "#3d3d3d", "#a3a3a3", "#9a6233"];
export const RES_INK = ["#5a4500", "#fff", "#222", "#fff"];

// A keeple: head and shoulders, with an optional count beside it.
export function keeple(x, y, fill, n = 1, scale = 1, title = "") {
  const k = scale;
  const g = svg("g", { class: "kf-keeple", transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` },
    svg("circle", { cx: 0, cy: -4 * k, r: 3.2 * k, fill, stroke: "#222", "stroke-width": 0.7 }),
    svg("path", { d: `M${-5 * k},${5 * k} Q${-5 * k},${-0.5 * k} 0,${-0.5 * k} Q${5 * k},${-0.5 * k} ${5 * k},${5 * k} Z`, fill, stroke: "#222", "stroke-width": 0.7 }));
  if (n !== 1) g.append(svg("text", { x: 6.5 * k, y: 4 * k, class: "kf-count", "font-size": 9 * k }, String(n)));
  if (title) g.append(svg("title", {}, title));
  return g;
}

// A resource cube with its count written on it.
export function resource(x, y, r, n, scale = 1, title = "") {
  const w = 10 * scale;
  const g = svg("g", { class: "kf-res" },
    svg("rect", { x: x - w / 2, y: y - w / 2, width: w, height: w, rx: 2, fill: RES_FILL[r], stroke: "#222", "stroke-width": 0.6 }),
    svg("text", { x, y: y + 3.2 * scale, "text-anchor": "middle", "font-size": 8.5 * scale, fill: RES_INK[r], "font-weight": 700 }, String(n)));
  if (title) g.append(svg("title", {}, title));
  return g;
}

// A skill tile: a small square with the skill's letter and a count.
export function skill(x, y, k, n, letters, scale = 1, title = "") {
  const w = 11 * scale;
  const g = svg("g", { class: "kf-skill" },
    svg("rect", { x: x - w / 2, y: y - w / 2, width: w, height: w, rx: 2.5, fill: "#efe6d2", stroke: "#6b5a3a", "stroke-width": 0.8 }),
    svg("text", { x, y: y + 3.3 * scale, "text-anchor": "middle", "font-size": 8 * scale, fill: "#4a3b20", "font-weight": 700 }, letters[k]));
  if (n !== 1) g.append(svg("text", { x: x + w / 2 + 1.5, y: y + 3.3 * scale, class: "kf-count", "font-size": 9 * scale }, String(n)));
  if (title) g.append(svg("title", {}, title));
  return g;
}

// Width of `text` in ems (CJK one em, others about half an em).
export function ems(text) {
  return [...text].reduce((a, ch) => a + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.56), 0);
}

// The largest font up to `font` at which the longest word of `text` fits in `width` px
// (Japanese wraps between any characters, so it only has to fit on two lines).
export function fitFont(text, width, font) {
  const longest = /[\u3000-\u9fff]/.test(text) ? Math.ceil(ems(text) / 2)
    : Math.max(...text.split(/\s+/).map(ems), 0.1);
  return Math.min(font, width / longest);
}

// Split text into at most `maxLines` lines of about `width` px at `font` px
// (CJK characters count as one em, others as about half an em).
export function wrap(text, width, font, maxLines) {
  const cap = width / font;
  const words = /[\u3000-\u9fff]/.test(text) ? [...text] : text.split(/(\s+)/);
  const lines = [];
  let cur = "";
  let w = 0;
  for (const word of words) {
    const ww = ems(word);
    if (w + ww > cap && cur.trim()) {
      lines.push(cur.trim());
      cur = "";
      w = 0;
      if (/^\s+$/.test(word)) continue;
    }
    cur += word;
    w += ww;
  }
  if (cur.trim()) lines.push(cur.trim());
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = lines[maxLines - 1].replace(/.$/, "…");
  }
  return lines;
}

export function textLines(x, y, lines, font, attrs = {}) {
  return svg("text", { x, y, "font-size": font, "text-anchor": "middle", ...attrs },
    lines.map((ln, i) => svg("tspan", { x, dy: i === 0 ? 0 : font * 1.15 }, ln)));
}
