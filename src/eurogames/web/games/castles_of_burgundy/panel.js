// A player's area (rules §2.6): the estate of 37 spaces with its regions, and beside
// it the dice, silverlings, workers, the three storage spaces, goods, sold goods and
// knowledge tiles; VP so far in the heading.

import { h } from "../../common/dom.js";
import { hexCenter, hexCorner, hexPoints, svg, title } from "../../common/svg.js";
import { knowledgeEffect, s, tileTitle } from "./strings.js";
import { COORDS, KIND_BY_LETTER, KIND_LIGHT, SEAT_COLOUR, die, goodsTile, hexTile, label, seatStroke } from "./svg.js";

const R = 21;
const EST_W = 7 * Math.sqrt(3) * R + 12;
const EST_H = 6 * 1.5 * R + 2 * R + 12;
const INDEX = new Map(COORDS.map(([q, r], i) => [`${q},${r}`, i]));
// neighbour directions with the two corners of the shared edge (pointy-top, corner k at 60k-30 degrees)
const SIDES = [[1, 0, 0, 1], [0, 1, 1, 2], [-1, 1, 2, 3], [-1, 0, 3, 4], [0, -1, 4, 5], [1, -1, 5, 0]];

function drawEstate(view, p, seat, T, mine) {
  const root = svg("svg", { viewBox: `0 0 ${EST_W.toFixed(0)} ${EST_H.toFixed(0)}`, class: "cob-estate", "data-testid": "cob-estate", "data-seat": seat });
  const ox = EST_W / 2;
  const oy = EST_H / 2;
  const borders = [];
  COORDS.forEach(([q, r], i) => {
    const [px, py] = hexCenter(q, r, R);
    const cx = ox + px;
    const cy = oy + py;
    const kind = KIND_BY_LETTER[view.board_colours[i]];
    const d = view.board_dice[i];
    const tile = p.estate[i];
    const name = `${s("space", { n: i + 1, d })} · ${s(`kind.${kind}`)}`;
    let el;
    if (tile) el = svg("g", { "data-testid": "cob-space", "data-space": i + 1 }, hexTile(tile, cx, cy, R, {}, `${name} · ${tileTitle(tile)}`));
    else {
      el = svg("g", { "data-testid": "cob-space", "data-space": i + 1 }, title(name),
        svg("polygon", { points: hexPoints(cx, cy, R - 0.5), fill: KIND_LIGHT[kind], stroke: "#fff", "stroke-width": 1 }),
        label(cx, cy, d, { "font-size": 11, fill: "#6b5b45" }));
    }
    root.append(mine ? T.wrap(`space:${i + 1}`, el) : el);
    for (const [dq, dr, a, b] of SIDES) {
      const n = INDEX.get(`${q + dq},${r + dr}`);
      if (n === undefined || view.board_regions[n] !== view.board_regions[i]) {
        const [x1, y1] = hexCorner(cx, cy, R, a);
        const [x2, y2] = hexCorner(cx, cy, R, b);
        borders.push(svg("line", { x1: x1.toFixed(1), y1: y1.toFixed(1), x2: x2.toFixed(1), y2: y2.toFixed(1), stroke: "#5a4a35", "stroke-width": 2.2, "stroke-linecap": "round" }));
      }
    }
  });
  root.append(svg("g", { class: "cob-regions", "pointer-events": "none" }, borders));
  return root;
}

function small(x, y, text) {
  return label(x, y, text, { "text-anchor": "start", "font-size": 13, "font-weight": 700, fill: "#5a4a35" });
}

function drawSupply(view, p, seat, T, mine) {
  const W = 214;
  const root = svg("svg", { viewBox: `0 0 ${W} 250`, class: "cob-supply", "data-testid": "cob-supply", "data-seat": seat });
  const acting = (view.active || []).includes(seat) && view.phase !== "end";
  // dice, silverlings, workers
  root.append(small(4, 10, s("dice")));
  p.dice.forEach((v, i) => {
    const used = acting && view.dice_used && view.dice_used[i];
    const chosen = acting && view.chosen_die === i + 1;
    const g = svg("g", { "data-testid": "cob-die", opacity: used ? 0.35 : 1 },
      title(`${s("dice")} ${i + 1}: ${v}${used ? ` (${s("used")})` : ""}`),
      die(v, 4 + i * 38, 20, 30, SEAT_COLOUR[seat % 4], seat % 4 === 2 ? "#2b2a28" : "#fff",
        { stroke: chosen ? "#e0a800" : seatStroke(seat), "stroke-width": chosen ? 3.5 : 1.2 }));
    root.append(mine ? T.wrap(`die:${i + 1}`, g) : g);
  });
  root.append(svg("g", { "data-testid": "cob-silver" }, title(`${s("silver")}: ${p.silver}`),
    svg("circle", { cx: 104, cy: 35, r: 14, fill: "#d7dbe0", stroke: "#7f8890", "stroke-width": 1.5 }),
    label(104, 35, String(p.silver), { "font-weight": 700 })));
  const wk = svg("g", { "data-testid": "cob-workers" }, title(`${s("workers")}: ${p.workers}`),
    svg("rect", { x: 134, y: 16, width: 68, height: 36, fill: "transparent", stroke: "none", class: "cob-hit" }),
    svg("circle", { cx: 150, cy: 26, r: 6, fill: "#8d6e4a" }),
    svg("path", { d: "M138 49 Q150 27 162 49 Z", fill: "#8d6e4a" }),
    label(176, 38, `×${p.workers}`, { "text-anchor": "start", "font-weight": 700 }));
  root.append(mine ? T.wrap("workers", wk) : wk);
  root.append(label(104, 60, s("silver"), { "font-size": 11, fill: "#6b5b45" }), label(160, 60, s("workers"), { "font-size": 11, fill: "#6b5b45" }));
  // storage: three hex spaces
  root.append(small(4, 76, s("storage")));
  for (let i = 0; i < 3; i++) {
    const el = svg("g", { "data-testid": "cob-storage" }, hexTile(p.storage[i] || null, 24 + i * 42, 102, R));
    root.append(mine && p.storage[i] ? T.wrap(`store:${i + 1}`, el) : el);
  }
  if (p.storage.length > 3) {  // an overfull storage waiting for a discard
    const el = svg("g", { "data-testid": "cob-storage" }, hexTile(p.storage[3], 24 + 3 * 42, 102, R, { "stroke-dasharray": "4 2" }));
    root.append(mine ? T.wrap("store:4", el) : el);
  }
  // goods in storage (at most three colours), then the sold pile
  root.append(small(4, 136, s("goods")));
  const goods = Object.entries(p.goods);
  if (!goods.length) root.append(label(60, 136, s("none"), { "text-anchor": "start", "font-size": 12, fill: "#8a7a65" }));
  goods.forEach(([c, n], i) => {
    const el = goodsTile(Number(c), 6 + i * 36, 146, 24, n);
    root.append(mine ? T.wrap(`sell:${c}`, el) : el);
  });
  root.append(small(4, 188, s("sold")));
  const sold = Object.entries(p.sold);
  if (!sold.length) root.append(label(60, 188, s("none"), { "text-anchor": "start", "font-size": 12, fill: "#8a7a65" }));
  sold.forEach(([c, n], i) => root.append(goodsTile(Number(c), 6 + i * 30, 198, 18, n)));
  // knowledge tiles held, in rows of seven (the numbers, each with its effect as a tooltip)
  root.append(small(4, 230, s("knowledge")));
  if (!p.knowledge.length) root.append(label(90, 230, s("none"), { "text-anchor": "start", "font-size": 12, fill: "#8a7a65" }));
  const kn = svg("g", { "data-testid": "cob-knowledge" });
  p.knowledge.forEach((k, i) => {
    const x = 4 + (i % 7) * 29;
    const y = 242 + Math.floor(i / 7) * 24;
    kn.append(svg("g", {}, title(`#${k}: ${knowledgeEffect(k)}`),
      svg("rect", { x, y, width: 27, height: 20, rx: 4, fill: "#ecc94b", stroke: "#8a6d1b" }),
      label(x + 13.5, y + 10, `#${k}`, { "font-size": 10, "font-weight": 700 })));
  });
  root.append(kn);
  root.setAttribute("viewBox", `0 0 ${W} ${250 + 24 * Math.max(1, Math.ceil(p.knowledge.length / 7))}`);
  return root;
}

export function vpTotal(p) { return Object.values(p.vp).reduce((a, b) => a + b, 0); }

export function drawPanel(view, seat, T, ctx) {
  const p = view.players[seat];
  const mine = ctx.seat === seat;
  const active = (view.active || []).includes(seat) && view.phase !== "end";
  const final = ctx.final ? ctx.final(seat) : null;
  const breakdown = Object.entries(p.vp).filter(([, v]) => v).map(([k, v]) => `${s(`vp_cat.${k}`)} ${v}`).join(", ");
  return h("div", { class: `cob-panel${mine ? " me" : ""}${active ? " active" : ""}`, "data-testid": "cob-panel", "data-seat": seat },
    h("h4", {},
      h("span", { class: "cob-swatch", style: `background:${SEAT_COLOUR[seat % 4]};border-color:${seatStroke(seat)}` }),
      h("span", {}, ctx.name(seat), mine ? ` (${s("you")})` : ""),
      active ? h("span", { class: "cob-active", title: s("turn_of", { name: ctx.name(seat) }) }, "●") : "",
      final === null
        ? h("span", { class: "cob-vp", "data-testid": "cob-vp", title: breakdown }, `${vpTotal(p)} ${s("vp")}`)
        : h("span", { class: "cob-vp", "data-testid": "cob-vp", "data-final": "1", title: breakdown }, `${s("final_vp")}: ${final} ${s("vp")}`)),
    h("div", { class: "cob-area" }, drawEstate(view, p, seat, T, mine), drawSupply(view, p, seat, T, mine)),
    breakdown ? h("div", { class: "cob-breakdown muted" }, breakdown) : "");
}
