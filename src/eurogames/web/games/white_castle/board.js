// The main board of The White Castle in SVG: bridges with their dice and gardens (left),
// the castle with its Daimyo floor, diplomat and steward rooms and the Gate (centre),
// Outside the Walls, the Well, the Training Grounds and the decks (right).

import { svg as s, title } from "../../common/svg.js";
import { CARDS, COLOURS, DAIMYO, GARDENS, YARD_TILES, YARD_VALUE, effectText, effectsText } from "./cards.js";
import { S } from "./strings.js";
import { DIE_FILL, SEAT_COLOURS, die, pawn, pawnCount, rect, text } from "./svg.js";

const WIDTH = 1000;
const PAPER = "#fbf7ee", LINE = "#cdbf9f", DARK = "#5b4a3a", LIGHT = "#f3ead6", INK = "#2b2a28";

function colourName(c) { return S(`colour.${c}`); }

// Dice left on one bridge: the ends are the takeable ones (rules §1.2).
function drawBridge(g, view, c, x, y, w, slots, T) {
  const dice = view.bridges[c] || [];
  g.append(text(x, y + 8, S("bridge", { c: colourName(c) }), { size: 12, weight: 600 }));
  g.append(rect(x, y + 16, w, 46, { fill: "#e8dcc2", stroke: LINE, class: "wc-bridge", "data-colour": c }));
  const sw = w / slots, z = 32;
  const slotX = (i) => x + i * sw + (sw - z) / 2;
  for (let i = 0; i < slots; i++) {
    g.append(s("rect", { x: slotX(i) - 2, y: y + 21, width: z + 4, height: z + 4, rx: 6, fill: "none", stroke: "#c8b58e", "stroke-dasharray": "3 3" }));
  }
  g.append(text(slotX(0) + z / 2, y + 72, `◀ ${S("lantern")}`, { size: 9, anchor: "middle", fill: "#8a5a2b" }));
  let pos;
  if (dice.length === 1) pos = [view.lone_die_right[c] ? slots - 1 : 0];
  else pos = dice.map((_, i) => (i === dice.length - 1 ? slots - 1 : i));
  dice.forEach((v, i) => {
    const d = die(slotX(pos[i]), y + 23, z, c, v);
    d.setAttribute("data-part", "bridge-die");
    if (i === 0 && pos[0] === 0) T.mark(d, `die:${c}:L`);
    if (i === dice.length - 1 && pos[i] === slots - 1) T.mark(d, `die:${c}:R`);
    g.append(d);
  });
}

function drawGarden(g, view, plot, x, y, w, hh, T) {
  const gd = view.gardens[plot - 1];
  const [plant, food, cp, effect] = GARDENS[gd.card] || [true, 0, 0, []];
  const el = s("g", { "data-part": "garden", "data-card": gd.card },
    title(`${S("garden", { n: plot })} (${gd.card}): ${effectText(effect)}`),
    rect(x, y, w, hh, { fill: plant ? "#e4f1dc" : "#e7e4de", stroke: plant ? "#7fa66b" : "#9b958a" }),
    text(x + 6, y + 11, `${S("garden", { n: plot })} · ${S(plant ? "plant" : "stone")} ${gd.card}`, { size: 10, weight: 600 }),
    text(x + 6, y + 25, `${S("food_cost", { n: food })} · ${S("end_cp", { n: cp })}`, { size: 9, fill: "#5d574d" }),
    text(x + 6, y + 39, effectText(effect), { size: 10 }));
  gd.gardeners.forEach((seat, i) => el.append(pawn(x + 12 + i * 17, y + hh - 11, 7, seat)));
  g.append(T.mark(el, `garden:${plot}`));
}

// One castle room: die tiles beside the card's blocks, the card, and the dice placed on it.
function drawRoom(g, view, r, x, y, w, hh, T) {
  const room = view.rooms[r];
  const name = room.room;
  const steward = name.startsWith("s");
  const card = CARDS[room.card];
  const el = s("g", { "data-part": "room", "data-room": name, "data-card": room.card || "" });
  el.append(rect(x, y, w, hh, { fill: PAPER, stroke: LINE }));
  const label = steward ? S("steward_room", { n: name.slice(1) }) : S("diplomat_room", { n: name.slice(1) });
  el.append(text(x + 6, y + 10, label, { size: 10, weight: 600 }));
  el.append(text(x + w - 6, y + 10, room.card || S("no_card"), { size: 10, anchor: "end", fill: "#7a746a" }));
  const top = y + 20, dieH = 30, rowsH = hh - 20 - dieH, rh = rowsH / 3, tile = 16;
  // die tiles: one per row (steward) or one beside each block (diplomat)
  const blocks = card ? card.blocks : [];
  const tileRows = steward ? [[0], [1], [2]] : blocks.map((b) => b[1]);
  room.tiles.forEach((c, i) => {
    const rows = tileRows[i] || [i];
    const cy = top + ((rows[0] + rows[rows.length - 1] + 1) / 2) * rh;
    el.append(s("rect", { x: x + 5, y: cy - tile / 2, width: tile, height: tile, rx: 3, fill: DIE_FILL[c], stroke: "#6d655a", class: "wc-tile", "data-colour": c },
      title(S("colour." + c))));
  });
  blocks.forEach(([light, rows, fx], b) => {
    const by = top + rows[0] * rh + 1, bh = rows.length * rh - 2;
    const bx = x + 26, bw = w - 31;
    const blk = s("g", { class: "wc-block" }, title(effectsText(fx)),
      rect(bx, by, bw, bh, { rx: 4, fill: light ? LIGHT : DARK, stroke: light ? "#d8c9a6" : DARK }));
    const lines = fx.map(effectText);
    lines.forEach((line, i) => blk.append(text(bx + 5, by + bh / 2 + (i - (lines.length - 1) / 2) * 12, line,
      { size: 10, fill: light ? INK : "#fff" })));
    el.append(T.mark(blk, `block:${name}:${b + 1}`));
  });
  // the printed die value, then the dice placed here (stacked: the last one is on top)
  el.append(s("g", {}, title(S("value", { n: steward ? 3 : 4 })),
    s("rect", { x: x + w - 30, y: y + hh - dieH + 3, width: 24, height: 24, rx: 4, fill: "none", stroke: "#b9a981", "stroke-dasharray": "3 2" }),
    text(x + w - 18, y + hh - dieH + 15.5, steward ? 3 : 4, { size: 13, anchor: "middle", weight: 700, fill: "#b9a981" })));
  (view.spaces[name] || []).forEach((d, i) => el.append(die(x + 6 + i * 30, y + hh - dieH + 3, 24, d.colour, d.value, seatColour(d.seat))));
  g.append(T.mark(el, `space:${name}`));
}

function seatColour(seat) { return seat === null || seat === undefined || seat < 0 ? null : SEAT_COLOURS[seat % 4]; }

// Courtier counts of every clan on one floor (0 gate .. 3 Daimyo floor).
function courtiers(view, floor) {
  const key = ["gate", "floor1", "floor2", "floor3"][floor];
  return view.players.map((p) => [p.seat, p.courtiers[key]]).filter(([, n]) => n > 0);
}

function floorBand(g, view, floor, x, y, w, label) {
  g.append(text(x, y + 7, label, { size: 11, weight: 700, fill: "#8a5a2b" }));
  courtiers(view, floor).forEach(([seat, n], i) => g.append(s("g", { "data-part": "courtiers" }, pawnCount(x + w - 160 + i * 40, y + 7, seat, n))));
}

function drawCastle(g, view, x, y, w, T) {
  // 3rd floor: the Daimyo's Favor card and its three bonus spaces
  const f3 = s("g", { "data-part": "floor3" });
  f3.append(rect(x, y, w, 92, { fill: "#efe4cc", stroke: LINE }));
  floorBand(f3, view, 3, x + 8, y + 4, w - 8, `${S("floor3")} ${view.daimyo_card || ""}`);
  const spaces = DAIMYO[view.daimyo_card] || [];
  const sw = (w - 24) / 3;
  spaces.forEach((e, i) => {
    const occ = view.daimyo_spaces[i];
    const sx = x + 8 + i * (sw + 4);
    const sp = s("g", { "data-part": "daimyo-space" },
      rect(sx, y + 22, sw, 62, { fill: LIGHT, stroke: "#d8c9a6" }),
      text(sx + 6, y + 34, S("daimyo_space", { n: i + 1 }), { size: 9, fill: "#7a746a" }),
      text(sx + 6, y + 52, effectText(e), { size: 11 }),
      occ >= 0 ? pawn(sx + sw - 14, y + 70, 8, occ) : text(sx + sw - 6, y + 74, S("free"), { size: 9, anchor: "end", fill: "#9a9284" }));
    f3.append(T.mark(sp, `daimyo:${i + 1}`));
  });
  g.append(T.mark(f3, "floor3"));
  // 2nd floor: diplomat rooms
  let fy = y + 100;
  floorBand(g, view, 2, x + 8, fy, w - 8, S("floor2"));
  const dw = (w - 8) / 2;
  for (let r = 3; r < 5; r++) drawRoom(g, view, r, x + (r - 3) * (dw + 8), fy + 16, dw, 136, T);
  // 1st floor: steward rooms
  fy += 160;
  floorBand(g, view, 1, x + 8, fy, w - 8, S("floor1"));
  const rw = (w - 16) / 3;
  for (let r = 0; r < 3; r++) drawRoom(g, view, r, x + r * (rw + 8), fy + 16, rw, 136, T);
  // the Gate
  fy += 160;
  const gate = s("g", { "data-part": "gate" }, rect(x, fy, w, 36, { fill: "#e6dcc6", stroke: LINE }));
  floorBand(gate, view, 0, x + 8, fy + 11, w - 8, `${S("gate")} · ${S("gate_cp")}`);
  g.append(T.mark(gate, "gate"));
  return fy + 36;
}

// A die space off the castle: label lines, then the dice placed on it.
function dieSpace(g, view, name, lines, x, y, w, hh, T) {
  const el = s("g", { "data-part": "space", "data-space": name }, rect(x, y, w, hh, { fill: PAPER, stroke: LINE }),
    lines.map((line, i) => text(x + 6, y + 11 + i * 13, line, i ? { size: 9.5, fill: "#5d574d" } : { size: 10.5, weight: 600 })));
  const dice = view.spaces[name] || [];
  const z = 22, per = Math.max(1, Math.floor((w - 8) / (z + 4))), top = y + 6 + lines.length * 13;
  dice.forEach((d, i) => el.append(die(x + 6 + (i % per) * (z + 4), top + Math.floor(i / per) * (z + 4), z, d.colour, d.value, seatColour(d.seat))));
  g.append(T.mark(el, `space:${name}`));
}

function drawRight(g, view, x, y, w, T) {
  const ow = (w - 8) / 2;
  const offers = [["G", "C"], ["C", "W"]];
  offers.forEach((o, i) => dieSpace(g, view, `o${i + 1}`,
    [S("outside", { n: i + 1 }), S("value", { n: 5 }), o.map((k) => S(`worker.${k}`)).join(" / ")], x + i * (ow + 8), y, ow, 92, T));
  const wellSub = [S("well_reward"), ...view.well_rewards.map(effectText)].join(", ");
  dieSpace(g, view, "well", [`${S("well")} · ${S("value", { n: 1 })}`, wellSub], x, y + 100, w, 92, T);
  // Training Grounds
  let yy = y + 202;
  g.append(text(x, yy + 6, S("yards"), { size: 12, weight: 700, fill: "#8a5a2b" }));
  yy += 14;
  [1, 3, 5].forEach((cost, i) => {
    const tiles = view.yards[i] || [];
    const el = s("g", { "data-part": "yard", "data-yard": cost },
      rect(x, yy, w, 64, { fill: "#ece7dd", stroke: LINE }),
      text(x + 6, yy + 11, `${S("yard", { n: cost })} · ${S("per_warrior", { n: YARD_VALUE[cost] })}`, { size: 10, weight: 600 }));
    tiles.forEach((t, j) => {
      const faces = YARD_TILES[t.tile] || [[], []];
      const eff = t.face === "B" ? faces[0] : faces[1];
      const tw = (w - 12 - 4 * (tiles.length - 1)) / tiles.length;
      const tx = x + 6 + j * (tw + 4);
      const tile = s("g", { class: "wc-yard-tile" }, title(`${t.tile} (${S(t.face === "B" ? "blue_face" : "yellow_face")})`),
        rect(tx, yy + 19, tw, 22, { rx: 4, fill: t.face === "B" ? "#d6e4f5" : "#f7ecc0", stroke: t.face === "B" ? "#7c9cc6" : "#c9b25a" }),
        text(tx + 5, yy + 30, effectText(eff), { size: 10 }));
      el.append(tiles.length > 1 ? T.mark(tile, `first:${j + 1}`) : tile);
    });
    view.players.forEach((p, k) => {
      const n = p.warriors[`yard${cost}`];
      if (n > 0) el.append(pawnCount(x + 12 + k * 40, yy + 52, p.seat, n));
    });
    g.append(T.mark(el, `yard:${cost}`));
    yy += 70;
  });
  // decks
  yy += 4;
  g.append(s("g", { "data-part": "decks" },
    text(x, yy + 6, `${S("steward_deck")}: ${S("cards", { n: view.steward_deck })}`, { size: 11 }),
    text(x, yy + 22, `${S("diplomat_deck")}: ${S("cards", { n: view.diplomat_deck })}`, { size: 11 })));
  return yy + 30;
}

// The starting pairs during the draft (resource card + action card), below the board.
function drawPairs(g, view, x, y, w, T) {
  const pairs = view.pairs || [];
  if (!pairs.some((p) => p)) return y;
  g.append(text(x, y + 8, S("pairs"), { size: 12, weight: 700, fill: "#8a5a2b" }));
  const pw = (w - 8 * (pairs.length - 1)) / pairs.length;
  pairs.forEach((p, i) => {
    if (!p) return;
    const [res, act] = p;
    const px = x + i * (pw + 8);
    const setup = (CARDS[res] || {}).setup || [];
    const actCard = CARDS[act];
    const el = s("g", { "data-part": "pair" }, rect(px, y + 18, pw, 78, { fill: LIGHT, stroke: "#d8c9a6" }),
      text(px + 6, y + 30, `${S("pair", { n: i + 1 })}: ${res} + ${act}`, { size: 10.5, weight: 600 }),
      text(px + 6, y + 46, effectsText(setup.slice(0, 3)), { size: 9.5 }),
      text(px + 6, y + 60, effectsText(setup.slice(3)), { size: 9.5 }),
      text(px + 6, y + 76, `${S("action_card")}: ${actCard ? effectsText(actCard.blocks[0][2]) : act}`, { size: 9.5 }),
      text(px + 6, y + 90, `${S("lantern")}: ${effectText(CARDS[res].lantern)} / ${effectText(actCard.lantern)}`, { size: 9, fill: "#7a746a" }));
    g.append(T.mark(el, `pair:${i}`));
  });
  return y + 100;
}

export function drawBoard(view, T) {
  const svg = s("svg", { class: "wc-board", "data-testid": "wc-board", xmlns: "http://www.w3.org/2000/svg", role: "img" });
  const g = s("g", {});
  svg.append(g);
  const slots = view.players.length + 1;
  COLOURS.forEach((c, i) => {
    const y0 = 8 + i * 164;
    drawBridge(g, view, c, 10, y0, 290, slots, T);
    drawGarden(g, view, i * 2 + 1, 10, y0 + 80, 142, 74, T);
    drawGarden(g, view, i * 2 + 2, 158, y0 + 80, 142, 74, T);
  });
  const castleBottom = drawCastle(g, view, 316, 8, 406, T);
  const rightBottom = drawRight(g, view, 732, 8, 260, T);
  let bottom = Math.max(castleBottom, rightBottom, 8 + 3 * 164);
  bottom = drawPairs(g, view, 10, bottom + 6, WIDTH - 20, T);
  svg.setAttribute("viewBox", `0 0 ${WIDTH} ${bottom + 8}`);
  return svg;
}
