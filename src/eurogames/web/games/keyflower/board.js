// The shared parts of the Keyflower table: the season track and supplies, the tiles
// on offer (with bids and uses), and the boats with their loads.

import { h } from "../../common/dom.js";
import { svg } from "../../common/svg.js";
import { seatName } from "../../common/view.js";
import { counts, s, tileName, tileText } from "./strings.js";
import { drawTile } from "./tile.js";
import { KEEPLE_FILL, PURPLE, keeple, resource, skill } from "./svg.js";
import { TILES } from "./tiles.js";

const SEASON_FILL = ["#bfe3a0", "#f5dc7a", "#eeb27c", "#bcd3ee"];
const RES_KEYS = ["gold", "iron", "stone", "wood"];

function section(title, sub, ...body) {
  return h("div", { class: "kf-section" }, h("h3", {}, title, sub ? h("small", {}, sub) : ""), body);
}

// Season track, phase, turn and start player, and the common supplies.
export function drawHeader(view, ctx) {
  const W = 980;
  const root = svg("svg", { viewBox: `0 0 ${W} 74`, "data-testid": "kf-header", role: "img" });
  const seasons = s("seasons");
  seasons.forEach((name, i) => {
    const cur = i === view.season;
    root.append(svg("rect", { x: 4 + i * 92, y: 6, width: 86, height: 28, rx: 14, fill: cur ? SEASON_FILL[i] : "#f3efe6",
      stroke: cur ? "#5a4a2a" : "#cfc6b4", "stroke-width": cur ? 2 : 1 }));
    root.append(svg("text", { x: 47 + i * 92, y: 25, "text-anchor": "middle", "font-size": 13, "font-weight": cur ? 700 : 400,
      "data-testid": cur ? "kf-season" : null, fill: cur ? "#2b2a28" : "#8a8478" }, name));
  });
  const ph = s("phases")[view.phase] || view.phase;
  const who = (i) => seatName(ctx.seats, i);
  const line = [`${s("phase")}: ${ph}`];
  if (["main", "place", "move", "upgrade"].includes(view.phase)) line.push(`${s("turn")}: ${who(view.turn)}`);
  line.push(`${s("start")}: ${who(view.start)}`);
  if (view.phase === "main") line.push(`${s("passes")}: ${view.passes}`);
  root.append(svg("text", { x: 380, y: 25, "font-size": 13, "data-testid": "kf-phase" }, line.join("  ·  ")));
  // second row: purple keeple, bag, greens, skill pile, resource supply
  let x = 14;
  root.append(keeple(x, 56, PURPLE, 1, 1.2, s("purple")));
  const holder = who(view.purple);
  root.append(svg("text", { x: x + 10, y: 61, "font-size": 12 }, `${s("purple")}: ${holder.length > 18 ? `${holder.slice(0, 17)}…` : holder}`,
    svg("title", {}, holder)));
  x += 240;
  root.append(svg("rect", { x: x - 8, y: 46, width: 16, height: 18, rx: 4, fill: "#d9cdb3", stroke: "#6b5a3a" }),
    svg("text", { x: x + 12, y: 61, "font-size": 12 }, `${s("bag")}: ${view.bag_size}`));
  x += 110;
  root.append(keeple(x, 56, KEEPLE_FILL[3], 1, 1.2, s("greens")),
    svg("text", { x: x + 10, y: 61, "font-size": 12 }, `${s("greens")}: ${view.green_supply}`));
  x += 150;
  root.append(skill(x, 55, 0, 1, ["?"], 1.2, s("skill_pile")),
    svg("text", { x: x + 12, y: 61, "font-size": 12 }, `${s("skill_pile")}: ${view.skill_pile_size}`));
  x += 220;
  root.append(svg("text", { x, y: 61, "font-size": 12, "text-anchor": "end" }, `${s("supply")}:`));
  const names = s("resources");
  RES_KEYS.forEach((k, r) => {
    const n = (view.supply || {})[k] ?? 0;
    root.append(resource(x + 22 + r * 40, 56, r, n, 1.6, `${n} ${names[r]}`));
  });
  return root;
}

const OW = 128;   // offer slot width
const OS = 56;    // offer hex size

// The tiles on offer this season and the turn-order tiles, with bids and uses.
export function drawOffers(view, ctx, targets) {
  const tiles = [...view.offers, ...view.orders];
  const purpleTile = view.orders.length ? Math.max(...view.orders) : -1;
  const pend = view.pending;
  if (!tiles.length) {
    const note = view.phase === "offer" ? s("phases").offer : s("nothing");
    return section(s("on_offer"), "", h("p", { class: "muted", "data-testid": "kf-offers-empty" }, note));
  }
  // up to 7 tiles a row on a wide window, 5 on a narrow one, rows of even length
  const maxCols = window.innerWidth >= 1200 ? 7 : 5;
  const rows = Math.ceil(tiles.length / maxCols);
  const cols = Math.ceil(tiles.length / rows);
  // each row as tall as its longest bid list
  const bidsOf = (t) => ((view.marks[String(t)] || {}).bids || []).filter(([, k]) => k > 0).length;
  const rowH = [];
  for (let r = 0; r < rows; r++) {
    const most = Math.max(1, ...tiles.slice(r * cols, (r + 1) * cols).map(bidsOf));
    rowH.push(OS * 2 + 14 + most * 14 + 6);
  }
  const rowY = rowH.map((_, r) => rowH.slice(0, r).reduce((a, b) => a + b, 0));
  const W = cols * OW;
  const root = svg("svg", { viewBox: `0 0 ${W} ${rowH.reduce((a, b) => a + b, 0)}`, "data-testid": "kf-offers", role: "img",
    style: `max-width:${Math.max(W, 560)}px` });
  tiles.forEach((t, i) => {
    const cx = (i % cols) * OW + OW / 2;
    const cy = rowY[Math.floor(i / cols)] + OS + 4;
    const m = view.marks[String(t)] || {};
    const g = drawTile(t, { cx, cy, size: OS, detail: true, used: m.used, colour: m.colour, purple: t === purpleTile });
    g.setAttribute("data-role", TILES[t].family === "order" ? "order" : "offer");
    g.setAttribute("data-kf", "offer");
    if (pend && pend.tile === t) {
      g.classList.add("kf-pending");
      g.append(pendingBubble(pend, cx + OS * 0.55, cy + OS * 0.2));
    }
    root.append(targets.mark(g, `tile:${t}`));
    // bids under the tile, the highest marked
    const bids = (m.bids || []).map(([c, k], seat) => ({ c, k, seat })).filter((b) => b.k > 0);
    const top = bids.reduce((a, b) => (!a || b.k > a.k ? b : a), null);
    let y = cy + OS + 16;
    if (!bids.length) root.append(svg("text", { x: cx, y, "text-anchor": "middle", "font-size": 10, fill: "#8a8478" }, s("no_bids")));
    for (const b of bids) {
      const strong = top && b.seat === top.seat;
      root.append(keeple(cx - OW / 2 + 14, y - 3, KEEPLE_FILL[b.c], 1, 0.85),
        svg("text", { x: cx - OW / 2 + 24, y, "font-size": 10.5, "font-weight": strong ? 700 : 400, "data-testid": "kf-bid" },
          `${b.k} ${strong ? "▲ " : ""}${seatName(ctx.seats, b.seat)}`.slice(0, 22)));
      y += 14;
    }
    if (m.last_use) {
      root.append(svg("text", { x: cx, y: cy + OS - 6, "text-anchor": "middle", "font-size": 8.5, fill: "#5a4a2a" }, s("next_use", { n: m.last_use + 1 })));
    }
  });
  return section(s("on_offer"), `${s("turn_order")}: ${view.orders.map((t) => `#${TILES[t].number}`).join(" ")}`, root);
}

// Keeples being placed now (a bid or a use in progress), beside the tile.
export function pendingBubble(p, x, y) {
  const g = svg("g", { class: "kf-pend", "data-testid": "kf-pending" });
  const ks = p.keeples.map((k, c) => [k, c]).filter(([k]) => k > 0);
  const w = Math.max(26, ks.length * 22 + 10);
  g.append(svg("rect", { x, y: y - 12, width: w, height: 24, rx: 8, fill: "#f4ecfa", stroke: PURPLE, "stroke-width": 1.2 }));
  if (!ks.length) g.append(svg("text", { x: x + w / 2, y: y + 4, "text-anchor": "middle", "font-size": 11, fill: PURPLE }, "+"));
  ks.forEach(([k, c], i) => g.append(keeple(x + 10 + i * 22, y + 2, KEEPLE_FILL[c], k, 0.9)));
  g.append(svg("title", {}, `${s(p.mode)}: ${counts(p.keeples, s("colours"))}`));
  return g;
}

// A boat hull with its keeples and skills (public), its side and, in winter, its owner.
export function drawBoats(view, ctx, targets) {
  const ids = Object.keys(view.boats || {}).map(Number);
  const BW = 176;
  const BH = 112;
  const W = Math.max(ids.length, 1) * BW;
  const root = svg("svg", { viewBox: `0 0 ${W} ${BH}`, "data-testid": "kf-boats", role: "img", style: `max-width:${Math.max(W, 420)}px` });
  const taken = new Set(view.boats_taken || []);
  const letters = s("skill_letters");
  ids.forEach((b, i) => {
    const info = view.boats[String(b)];
    const t = TILES[b];
    const x0 = i * BW + 8;
    const side = t.sides[view.season] || "B";
    const g = svg("g", { class: "kf-boat", "data-kf": "boat", "data-tile": b, opacity: taken.has(b) ? 0.45 : 1 });
    g.append(svg("path", { class: "kf-hull", d: `M${x0},${34} L${x0 + BW - 16},${34} L${x0 + BW - 34},${96} L${x0 + 18},${96} Z`,
      fill: "#a9d2ec", stroke: "#2f6f9e", "stroke-width": 1.5 }));
    g.append(svg("line", { x1: x0 + (BW - 16) / 2, y1: 34, x2: x0 + (BW - 16) / 2, y2: 6, stroke: "#6b5a3a", "stroke-width": 2 }),
      svg("path", { d: `M${x0 + (BW - 16) / 2 + 2},8 L${x0 + (BW - 16) / 2 + 30},26 L${x0 + (BW - 16) / 2 + 2},30 Z`, fill: "#fffaf0", stroke: "#6b5a3a" }));
    g.append(svg("text", { x: x0 + 4, y: 18, "font-size": 11.5, "font-weight": 700, class: "kf-name" }, tileName(b)),
      svg("text", { x: x0 + 4, y: 30, "font-size": 9, fill: "#5a4a2a" }, s("side", { s: side })));
    const ks = info.keeples.map((k, c) => [k, c]).filter(([k]) => k > 0);
    ks.forEach(([k, c], j) => g.append(keeple(x0 + 22 + j * 30, 56, KEEPLE_FILL[c], k, 1.1, `${k} ${s("colours")[c]}`)));
    const ss = info.skills.map((k, c) => [k, c]).filter(([k]) => k > 0);
    ss.forEach(([k, c], j) => g.append(skill(x0 + 26 + j * 30, 80, c, k, letters, 1.1, `${k} ${s("skills")[c]}`)));
    if (info.owner !== null && info.owner !== undefined) {
      g.append(svg("text", { x: x0 + (BW - 16) / 2, y: 108, "text-anchor": "middle", "font-size": 10, "data-testid": "kf-boat-owner" },
        `${s("owner")}: ${seatName(ctx.seats, info.owner)}`));
    } else if (taken.has(b)) {
      g.append(svg("text", { x: x0 + (BW - 16) / 2, y: 108, "text-anchor": "middle", "font-size": 10 }, s("taken")));
    }
    const load = t.load[side] || [0, 0];
    g.append(svg("title", {}, `${tileName(b)} (${s("side", { s: side })})\n${tileText(b)}\n${s("load", { k: load[0], s: load[1] })}`));
    root.append(targets.mark(g, `boat:${b}`));
  });
  const sub = view.boat_order && view.boat_order.length
    ? `${s("boat_order")}: ${view.boat_order.map((x) => seatName(ctx.seats, x)).join(" → ")}` : "";
  return section(s("boats"), sub, root);
}
