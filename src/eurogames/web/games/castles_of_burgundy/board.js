// The main board (rules §1.4): six numbered depots in a ring around the black depot,
// with the phase and round spaces, white die, turn-order track, bonus tiles and the
// face-down piles beside it. Only what the view holds is drawn.

import { h } from "../../common/dom.js";
import { gameData } from "../../common/gamedata.js";
import { hexPoints, svg, title } from "../../common/svg.js";
import { s } from "./strings.js";
import { KIND_COLOUR, KIND_ORDER, SEAT_COLOUR, die, goodsTile, hexTile, label, seatStroke } from "./svg.js";

const RING_W = 580;
const INFO_X = 600;
const INFO_W = 390;
const H = 580;
const RING = { x: 290, y: 290, r: 202 };
const SLOT_R = 25;
const HEX_W = Math.sqrt(3) * SLOT_R;
// the four slots of a numbered depot as a diamond of hexes (offsets from its centre)
const DEPOT_SLOTS = [[0, -1.5 * SLOT_R * 1.05], [-HEX_W / 2 - 1, 0], [HEX_W / 2 + 1, 0], [0, 1.5 * SLOT_R * 1.05]];
// the eight slots of the black depot: rows of 3, 2 and 3
const BLACK_SLOTS = [
  [-HEX_W - 1, -1.5 * SLOT_R - 1], [0, -1.5 * SLOT_R - 1], [HEX_W + 1, -1.5 * SLOT_R - 1],
  [-HEX_W / 2 - 0.5, 0], [HEX_W / 2 + 0.5, 0],
  [-HEX_W - 1, 1.5 * SLOT_R + 1], [0, 1.5 * SLOT_R + 1], [HEX_W + 1, 1.5 * SLOT_R + 1],
];
// colour bonus tile values (large, small) by player count (rules §8.2)
// the bonus tiles' VP by player count, from the engine's data.py
const BONUS_VP = gameData("castles_of_burgundy").bonus_tile_vp;

function depotCentre(d) {
  const a = (Math.PI / 180) * (-90 + 60 * (d - 1));
  return [RING.x + RING.r * Math.cos(a), RING.y + RING.r * Math.sin(a)];
}

function drawNumberedDepot(view, d, T) {
  const dep = view.depots[d];
  const [cx, cy] = depotCentre(d);
  const sx = cx - 28;
  const g = svg("g", { class: "cob-depot", "data-depot": d, "data-testid": "cob-depot" });
  g.append(svg("rect", { x: cx - 80, y: cy - 70, width: 160, height: 140, rx: 14, fill: "#efe6d2", stroke: "#b9ad98" }));
  // the depot's number is a die face, as on the board
  g.append(svg("g", {}, title(s("depot", { n: d })), die(d, cx - 76, cy - 66, 24, "#fff")));
  dep.tiles.forEach((tile, i) => {
    const [dx, dy] = DEPOT_SLOTS[i];
    g.append(T.wrap(`slot:${d}:${i + 1}`, svg("g", { "data-testid": "cob-slot" }, hexTile(tile, sx + dx, cy + dy, SLOT_R))));
  });
  // the goods area: a 2 x 3 grid of goods piles (a ship takes them all)
  const gx = cx + 24;
  const gy = cy - 44;
  const area = svg("g", { "data-testid": "cob-depot-goods" },
    svg("rect", { x: gx - 4, y: gy - 4, width: 54, height: 96, rx: 6, fill: "#e4d8bf", stroke: "#cbbd9f" },
      title(`${s("depot", { n: d })}: ${s("goods")}`)));
  Object.entries(dep.goods).forEach(([c, n], i) => {
    const el = goodsTile(Number(c), gx + 2 + (i % 2) * 26, gy + 6 + Math.floor(i / 2) * 30, 20, n);
    area.append(view.goods_depot === d ? T.wrap(`dgoods:${c}`, el) : el);
  });
  g.append(T.wrap(`depot:${d}`, area));
  return g;
}

function drawBlackDepot(view, T) {
  const [cx, cy] = [RING.x, RING.y];
  const g = svg("g", { class: "cob-depot", "data-depot": 0, "data-testid": "cob-black-depot" });
  g.append(svg("rect", { x: cx - 85, y: cy - 85, width: 170, height: 170, rx: 16, fill: "#3b3632", stroke: "#222" },
    title(s("black_depot"))));
  g.append(label(cx, cy - 73, s("black_depot"), { fill: "#f3ead8", "font-size": 12 }));
  view.depots[0].tiles.forEach((tile, i) => {
    const [dx, dy] = BLACK_SLOTS[i];
    const el = tile ? hexTile(tile, cx + dx, cy + dy + 6, SLOT_R)
      : svg("polygon", { points: hexPoints(cx + dx, cy + dy + 6, SLOT_R - 1), fill: "#4d4742", stroke: "#6d655d", "stroke-dasharray": "3 2" });
    g.append(T.wrap(`slot:0:${i + 1}`, svg("g", { "data-testid": "cob-slot" }, el)));
  });
  return g;
}

function heading(x, y, text) {
  return label(x, y, text, { "text-anchor": "start", "font-size": 12, "font-weight": 700, fill: "#5a4a35" });
}

function drawPhases(view, x, y) {
  const g = svg("g", { "data-testid": "cob-phases" });
  g.append(heading(x, y, `${s("phase")} / ${s("face_down")}`));
  "ABCDE".split("").forEach((p, i) => {
    const on = view.phase === p;
    const bx = x + i * 44;
    g.append(svg("rect", { x: bx, y: y + 10, width: 38, height: 30, rx: 5, fill: on ? "#8a5a2b" : "#f3ead8", stroke: "#8a5a2b" }),
      label(bx + 19, y + 25, p, { fill: on ? "#fff" : "#5a4a35", "font-size": 15, "font-weight": 700 }));
    const n = view.face_down_goods[i];
    if (n) {
      g.append(svg("rect", { x: bx + 9, y: y + 44, width: 20, height: 16, rx: 3, fill: "#6b5b45" }, title(`${n} ${s("face_down")}`)),
        label(bx + 19, y + 52, String(n), { fill: "#fff", "font-size": 10 }));
    }
  });
  if (view.phase === "end") g.append(label(x + 240, y + 25, s("game_end"), { "text-anchor": "start", "font-weight": 700 }));
  return g;
}

function drawRounds(view, x, y) {
  const g = svg("g", { "data-testid": "cob-rounds" });
  g.append(heading(x, y, s("rounds")));
  for (let i = 1; i <= 5; i++) {
    const bx = x + (i - 1) * 44;
    const on = view.phase !== "end" && view.round === i;
    g.append(svg("rect", { x: bx, y: y + 10, width: 38, height: 38, rx: 5, fill: on ? "#fff2cc" : "#faf6ee", stroke: on ? "#8a5a2b" : "#cbbd9f", "stroke-width": on ? 2.5 : 1 },
      title(`${s("round")} ${i}`)));
    g.append(label(bx + 6, y + 17, String(i), { "font-size": 9, fill: "#8a7a65" }));
    const k = i - view.round - 1;
    if (view.phase !== "end" && k >= 0 && k < view.round_goods.length) g.append(goodsTile(view.round_goods[k], bx + 10, y + 20, 20));
  }
  const wx = x + 230;
  g.append(label(wx + 18, y, s("white_die"), { "font-size": 11, "font-weight": 700, fill: "#5a4a35" }));
  g.append(svg("g", { "data-testid": "cob-white-die" }, title(`${s("white_die")}: ${view.white_die}`), die(view.white_die, wx, y + 10, 36)));
  return g;
}

function drawTrack(view, x, y, ctx) {
  const g = svg("g", { "data-testid": "cob-track" });
  g.append(heading(x, y, s("track")));
  const players = view.players;
  for (let i = 0; i < 7; i++) {
    const bx = x + i * 44;
    g.append(svg("rect", { x: bx, y: y + 8, width: 38, height: 52, rx: 4, fill: "#e8dcc3", stroke: "#b9ad98" }),
      label(bx + 33, y + 15, String(i + 1), { "font-size": 8, fill: "#8a7a65" }));
    const here = players.map((p, seat) => ({ seat, h: p.track.height, space: p.track.space }))
      .filter((p) => p.space === i).sort((a, b) => a.h - b.h);
    here.forEach((p, k) => {
      g.append(svg("ellipse", { cx: bx + 19, cy: y + 50 - k * 9, rx: 13, ry: 6, fill: SEAT_COLOUR[p.seat % 4], stroke: seatStroke(p.seat), "stroke-width": 1.5, "data-seat": p.seat },
        title(ctx.name(p.seat))));
    });
  }
  // the order this round, as read from the track
  const order = view.order.map((seat, i) => ({ seat, i }));
  let ox = x;
  g.append(label(ox, y + 74, `${s("order")}:`, { "text-anchor": "start", "font-size": 11 }));
  ox += 48;
  for (const { seat, i } of order) {
    const now = view.phase !== "end" && view.turn === i;
    g.append(svg("circle", { cx: ox + 6, cy: y + 74, r: 6, fill: SEAT_COLOUR[seat % 4], stroke: seatStroke(seat), "stroke-width": now ? 3 : 1 },
      title(ctx.name(seat))),
    label(ox + 15, y + 74, ctx.short(seat), { "text-anchor": "start", "font-size": 11, "font-weight": now ? 700 : 400 }));
    ox += 28 + 6.5 * ctx.short(seat).length;
  }
  return g;
}

function drawBonus(view, x, y, ctx) {
  const g = svg("g", { "data-testid": "cob-bonus" });
  g.append(heading(x, y, s("bonus")));
  const vp = BONUS_VP[view.players.length] || [0, 0];
  KIND_ORDER.forEach((kind, c) => {
    const bx = x + c * 52;
    g.append(svg("polygon", { points: hexPoints(bx + 22, y + 32, 20), fill: KIND_COLOUR[kind], stroke: "#5a4a35" }, title(s(`kind.${kind}`))));
    [0, 1].forEach((k) => {
      const owner = view.bonus_tiles[c * 2 + k];
      const tx = bx + 4 + k * 20;
      const who = owner >= 0 ? `: ${ctx.name(owner)}` : "";
      g.append(svg("g", { "data-testid": "cob-bonus-tile" },
        title(`${s(`kind.${kind}`)} ${s(k ? "small" : "large")} ${vp[k]}${who}`),
        svg("rect", { x: tx, y: y + 56, width: 17, height: 17, rx: 3, fill: owner >= 0 ? SEAT_COLOUR[owner % 4] : "#fff", stroke: owner >= 0 ? seatStroke(owner) : "#8a7a65", "stroke-dasharray": owner >= 0 ? null : "2 2" }),
        label(tx + 8.5, y + 64.5, String(vp[k]), { "font-size": 10, fill: owner >= 0 && owner % 4 !== 2 ? "#fff" : "#2b2a28" })));
    });
  });
  return g;
}

function drawPiles(view, x, y) {
  const g = svg("g", { "data-testid": "cob-piles" });
  g.append(heading(x, y, s("piles")));
  view.piles.forEach((n, i) => {
    const bx = x + i * 44;
    const kind = KIND_ORDER[i];
    const name = kind ? s(`kind.${kind}`) : s("pile_black");
    g.append(svg("g", {}, title(`${name}: ${n}`),
      svg("polygon", { points: hexPoints(bx + 18, y + 30, 16), fill: kind ? KIND_COLOUR[kind] : "#3b3632", stroke: "#5a4a35" }),
      label(bx + 18, y + 30, String(n), { fill: kind === "knowledge" || kind === "animal" || kind === "building" ? "#2b2a28" : "#fff", "font-weight": 700 })));
  });
  const rx = x + 7 * 44;
  g.append(svg("g", {}, title(`${s("removed")}: ${view.removed}`),
    svg("polygon", { points: hexPoints(rx + 18, y + 30, 16), fill: "none", stroke: "#8a7a65", "stroke-dasharray": "3 2" }),
    label(rx + 18, y + 30, String(view.removed)),
    label(rx + 18, y + 54, s("removed"), { "font-size": 9, fill: "#8a7a65" })));
  return g;
}

function drawStatus(view, x, y, ctx) {
  const lines = [];  // [text, bold]
  const names = (view.active || []).map((seat) => ctx.name(seat)).join(", ");
  if (view.phase === "end") lines.push([s("game_end"), true]);
  else {
    lines.push([`${s("phase")} ${view.phase} · ${s("round")} ${view.round}/5`, false]);
    if (names) lines.push([s("turn_of", { name: names }), false], [s(`pending.${view.pending}`), true]);
  }
  const notes = [];
  if (view.chosen_die) notes.push(s("chosen_die", { n: view.chosen_die }));
  if (view.ship_first_depot) notes.push(s("ship_first", { n: view.ship_first_depot }));
  if (view.goods_depot) notes.push(s("goods_depot", { n: view.goods_depot }));
  if (view.bought) notes.push(s("bought"));
  if (notes.length) lines.push([notes.join(" · "), false]);
  lines.push([s("start_player", { name: ctx.name(view.start_player) }), false]);
  lines.push([`${s("rules", { n: view.rules })} · ${s("estate", { n: view.board })}`, false]);
  return svg("g", { "data-testid": "cob-status" },
    lines.map(([text, bold], i) => label(x, y + i * 14.5, text, { "text-anchor": "start", "font-size": bold ? 13 : 12, "font-weight": bold ? 700 : 400 })));
}

// Two pictures side by side (stacked when narrow): the depots, and the rest of the board.
export function drawMainBoard(view, T, ctx) {
  const ring = svg("svg", { viewBox: `0 0 ${RING_W} ${H}`, class: "cob-ring", role: "img", "aria-label": s("main_board") });
  ring.append(svg("rect", { x: 1, y: 1, width: RING_W - 2, height: H - 2, rx: 14, fill: "#f8f2e4", stroke: "#cbbd9f" }));
  ring.append(svg("polygon", { points: hexPoints(RING.x, RING.y, RING.r + 40), fill: "#eadfc6", stroke: "none", transform: `rotate(30 ${RING.x} ${RING.y})` }));
  ring.append(drawBlackDepot(view, T));
  for (let d = 1; d <= 6; d++) ring.append(drawNumberedDepot(view, d, T));
  const x = INFO_X + 16;
  const info = svg("svg", { viewBox: `${INFO_X} 0 ${INFO_W} ${H}`, class: "cob-info" },
    svg("rect", { x: INFO_X + 1, y: 1, width: INFO_W - 2, height: H - 2, rx: 14, fill: "#f8f2e4", stroke: "#cbbd9f" }),
    drawStatus(view, x, 22, ctx), drawPhases(view, x, 122), drawRounds(view, x, 206), drawTrack(view, x, 284, ctx),
    drawBonus(view, x, 392, ctx), drawPiles(view, x, 494));
  return h("div", { class: "cob-main", "data-testid": "cob-main-board" }, ring, info);
}
