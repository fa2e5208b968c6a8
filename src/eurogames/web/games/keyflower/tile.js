// One Keyflower hex tile in SVG: family colour, roads and water on its (rotated)
// edges, name, printed effect, VP, upgrade mark, resources and keeples on it.

import { hexCorner, hexPoints, svg } from "../../common/svg.js";
import { s, lang, tileName, tileText } from "./strings.js";
import { KEEPLE_FILL, PURPLE, edgeMid, fitFont, keeple, resource, textLines, wrap } from "./svg.js";
import { TILES } from "./tiles.js";

export const FAMILY_FILL = {
  home: "#eadcbc", spring: "#cde7b0", summer: "#f5e19a", sboat: "#bfe2f3", autumn: "#efc39a",
  winter: "#d6e3f1", boat: "#a9d2ec", order: "#ddd0ea",
};
const ROAD = "#b39268";
const SQ3H = Math.sqrt(3) / 2;
const WATER = "#2f86c8";

// The edge letter (R/G/W) facing direction d after `rot` clockwise steps (as data.ROTATED_EDGES).
export function edgeAt(tid, rot, d) {
  const e = TILES[tid].edges;
  return e[(((d - rot) % 6) + 6) % 6];
}

function shortName(tid) {
  const t = TILES[tid];
  if (t.family === "sboat") return t.code;
  if (t.family === "order") return `#${t.number}`;
  return tileName(tid);
}

export function currentVp(tid, upgraded) {
  const t = TILES[tid];
  return t.vp[upgraded ? 1 : 0];
}

// opts: cx, cy, size, rot, upgraded, resources [g,i,s,w], used [b,r,y,g], detail (offer style),
// colour (the tile's keeple colour this season), purple (turn-order tile carrying the purple keeple)
export function drawTile(tid, opts) {
  const { cx, cy, size } = opts;
  const rot = opts.rot || 0;
  const t = TILES[tid];
  const up = !!opts.upgraded;
  const g = svg("g", { class: "kf-tile", "data-tile": tid, "data-key": t.key });
  g.append(svg("polygon", { class: "kf-hex", points: hexPoints(cx, cy, size), fill: FAMILY_FILL[t.family] || "#eee",
    stroke: up ? "#6b4a12" : "#7d7567", "stroke-width": up ? 2.4 : 1.2 }));
  if (up) g.append(svg("polygon", { points: hexPoints(cx, cy, size - 4), fill: "none", stroke: "#6b4a12", "stroke-width": 0.8, "stroke-dasharray": "3 2" }));
  // edges: roads from the centre to the edge, water along the edge
  for (let d = 0; d < 6; d++) {
    const e = edgeAt(tid, rot, d);
    if (e === "R") {
      const [mx, my] = edgeMid(cx, cy, size, d);
      const [sx, sy] = [cx + (mx - cx) * 0.55, cy + (my - cy) * 0.55];
      g.append(svg("line", { x1: sx.toFixed(1), y1: sy.toFixed(1), x2: mx.toFixed(1), y2: my.toFixed(1), stroke: ROAD, "stroke-width": Math.max(2.5, size * 0.13), "stroke-linecap": "butt", class: "kf-road" }));
    } else if (e === "W") {
      const [ax, ay] = hexCorner(cx, cy, size * 0.94, d);
      const [bx, by] = hexCorner(cx, cy, size * 0.94, d + 1);
      g.append(svg("line", { x1: ax.toFixed(1), y1: ay.toFixed(1), x2: bx.toFixed(1), y2: by.toFixed(1), stroke: WATER, "stroke-width": Math.max(3, size * 0.12), "stroke-linecap": "round", class: "kf-water" }));
    }
  }
  const inner = size * SQ3H * 1.55;
  if (opts.bare) return g;
  if (opts.detail) {
    const nf = fitFont(tileName(tid), inner, 10.5);
    const nameLines = wrap(tileName(tid), inner, nf, 2);
    g.append(textLines(cx, cy - size * 0.42, nameLines, nf, { "font-weight": 700, class: "kf-name" }));
    let text = tileText(tid);
    if (t.family === "order") text = s("order_text", { n: t.number });
    const parts = text.split(" → ");
    const lines = [];
    lines.push(...wrap(parts[0], inner, 8, parts.length > 1 ? 2 : 4));
    if (parts.length > 1) lines.push(...wrap(`↑ ${parts.slice(1).join(" → ")}`, inner, 8, 2));
    g.append(textLines(cx, cy - size * 0.42 + nameLines.length * 12 + 1, lines, 8, { class: "kf-effect", fill: "#3d372c" }));
  } else {
    const big = t.family === "sboat" || t.family === "order";
    const font = fitFont(shortName(tid), inner * 0.95, big ? 12 : 8.5);
    const nameLines = wrap(shortName(tid), inner * 0.95, font, 2);
    g.append(textLines(cx, cy - size * 0.28, nameLines, font, { "font-weight": 700, class: "kf-name" }));
  }
  if (opts.colour !== undefined && opts.colour >= 0) {   // the colour keeples here must have (§6.1)
    const r = size > 40 ? 5 : 4;
    g.append(svg("circle", { cx: cx - size * 0.56, cy: cy + size * 0.33, r, fill: KEEPLE_FILL[opts.colour], stroke: "#222", "stroke-width": 0.8, "data-kf": "colour" },
      svg("title", {}, s("tile_colour", { c: s("colours")[opts.colour] }))));
  }
  if (opts.purple) {
    g.append(keeple(cx - size * 0.42, cy + size * 0.6, PURPLE, 1, 1, s("purple_tile")));
  }
  const vp = currentVp(tid, up);
  if (vp) {   // printed VP in a badge at the top corner
    const r = size > 40 ? 8 : 6.5;
    const y = cy - size + r + 2;
    g.append(svg("circle", { cx, cy: y, r, fill: "#fff8e0", stroke: "#8a5a2b", "stroke-width": 1 }),
      svg("text", { x: cx, y: y + r * 0.42, "text-anchor": "middle", "font-size": r * 1.2, "font-weight": 700, fill: "#8a5a2b" }, String(vp),
        svg("title", {}, s("vp", { n: vp }))));
  }
  if (up) {
    g.append(svg("text", { x: cx - size * 0.56, y: cy + size * 0.62, "font-size": 11, fill: "#6b4a12", "text-anchor": "middle" }, "★",
      svg("title", {}, s("upgraded"))));
  }
  const res = opts.resources || [];
  const rs = res.map((n, r) => [n, r]).filter(([n]) => n > 0);
  rs.forEach(([n, r], i) => {
    const x = cx + (i - (rs.length - 1) / 2) * 13;
    g.append(resource(x, cy + size * (opts.detail ? 0.68 : 0.3), r, n, 1, `${n} ${s("resources")[r]}`));
  });
  const used = opts.used || [];
  const us = used.map((n, c) => [n, c]).filter(([n]) => n > 0);
  us.forEach(([n, c], i) => {
    const x = cx + (i - (us.length - 1) / 2) * 17 - 3;
    g.append(keeple(x, cy + size * (opts.detail ? 0.45 : 0.62), KEEPLE_FILL[c], n, 0.85, `${s("used")}: ${n} ${s("colours")[c]}`));
  });
  const title = [tileName(tid), t.family === "order" ? s("order_text", { n: t.number }) : tileText(tid)];
  if (up) title.push(s("upgraded"));
  if (lang() === "en" && t.family !== "order") title.push(`(${t.family})`);
  g.append(svg("title", {}, title.join("\n")));
  return g;
}
