// One clan's Personal Domain as a player panel: resources, Passage of Time track, the three
// domain rows with the workers still at home, the action card and the Lantern area.

import { h } from "../../common/dom.js";
import { svg as s, title } from "../../common/svg.js";
import { seatName } from "../../common/view.js";
import { CARDS, COLOURS, DOMAIN_BASE, POT_GATES, WORKERS, domainUncover, effectText, effectsText } from "./cards.js";
import { S } from "./strings.js";
import { DIE_FILL, SEAT_COLOURS, die, pawn, rect, text } from "./svg.js";

const RES = [["food", "food", "#7cae5a"], ["iron", "iron", "#8a8f98"], ["pearl", "pearl", "#e9d8e6"],
  ["coins", "coin", "#e6b93c"], ["seals", "seal", "#c0392b"], ["cp", "cp", "#8a5a2b"]];
const HOME = { C: "courtiers_home", G: "gardeners_home", W: "warriors_home" };

function resources(g, p, T) {
  RES.forEach(([field, kind, colour], i) => {
    const x = 4 + i * 79;
    const el = s("g", { "data-part": "res", "data-kind": kind }, title(S(`res.${kind}`)),
      rect(x, 4, 75, 30, { fill: "#fffdf8", stroke: "#e2d9c8" }),
      s("circle", { cx: x + 14, cy: 19, r: 10, fill: colour, stroke: "#6d655a" }),
      text(x + 14, 19.5, S(`res_short.${kind}`), { size: 9, anchor: "middle", weight: 700, fill: kind === "pearl" ? "#2b2a28" : "#fff" }),
      text(x + 29, 13, S(`res.${kind}`), { size: 8.5, fill: "#7a746a" }),
      text(x + 29, 26, p[field], { size: 13, weight: 700 }));
    g.append(T.mark(el, `res:${kind}`));
  });
}

function passage(g, p, T) {
  const el = s("g", { "data-part": "passage" }, text(4, 46, `${S("passage")}: ${p.passage}`, { size: 10, weight: 600 }));
  const cw = 22.5;
  for (let i = 0; i <= 20; i++) {
    const x = 4 + i * cw;
    const gate = POT_GATES[i];
    el.append(rect(x, 54, cw - 2, 18, { rx: 3, fill: gate ? "#f1d9d2" : "#f4efe4", stroke: gate ? "#c0392b" : "#e2d9c8" }),
      text(x + (cw - 2) / 2, 63.5, i, { size: 8.5, anchor: "middle", fill: "#7a746a" }));
    if (gate) el.append(text(x + (cw - 2) / 2, 80, `${gate}${S("res_short.seal")}`, { size: 8, anchor: "middle", fill: "#c0392b" }));
  }
  el.append(pawn(4 + p.passage * cw + (cw - 2) / 2, 63, 7, p.seat));
  g.append(T.mark(el, "passage"));
}

function domainRows(g, p, held, T, options) {
  COLOURS.forEach((c, r) => {
    const y = 88 + r * 42;
    const k = WORKERS[r];
    const home = p[HOME[k]];
    const row = s("g", { "data-part": "domain-row", "data-row": c });
    row.append(rect(4, y, 336, 38, { fill: "#f7f1e4", stroke: "#e2d9c8" }));
    // die space (value 6, own colour only)
    const dv = p.domain_dice[c];
    if (dv) row.append(die(8, y + 5, 28, c, dv));
    else row.append(s("rect", { x: 8, y: y + 5, width: 28, height: 28, rx: 5, fill: DIE_FILL[c], opacity: 0.35, stroke: "#6d655a", "stroke-dasharray": "3 2" }),
      text(22, y + 19.5, "6", { size: 12, anchor: "middle", weight: 700, fill: c === "white" ? "#7a746a" : "#fff" }));
    row.append(text(42, y + 11, S("row", { c: S(`colour.${c}`) }), { size: 9, fill: "#7a746a" }),
      text(42, y + 27, effectText(DOMAIN_BASE[r]), { size: 10, weight: 600 }));
    // five cells uncovered by deployed workers; the workers at home cover the rest
    const cells = s("g", { "data-part": "workers", "data-worker": k }, title(`${S(`workers.${k}`)}: ${S("at_home", { n: home })}`));
    domainUncover(options)[r].forEach((e, i) => {
      const x = 96 + i * 48;
      const ddag = (r === 0 && i === 4) || (r === 2 && i === 2) ? "‡" : "";
      cells.append(rect(x, y + 4, 44, 30, { rx: 4, fill: "#fff", stroke: "#e2d9c8" }),
        text(x + 22, y + 11, effectText(e) + ddag, { size: 8, anchor: "middle" }));
      if (i >= 5 - home) cells.append(pawn(x + 22, y + 25, 7, p.seat));
    });
    row.append(T.mark(cells, `worker:${k}`));
    T.mark(row, `row:${c}`);
    if (held && held.colour === c) T.mark(row, "place-row");
    g.append(row);
  });
}

function actionCard(g, p, T) {
  const x = 346, y = 88;
  const byRow = p.action_cards_by_row || {};
  const same = COLOURS.every((c) => byRow[c] === p.action_card);
  const el = s("g", { "data-part": "action-card" }, rect(x, y, 130, 122, { fill: "#f3ead6", stroke: "#d8c9a6" }),
    text(x + 6, y + 11, S("action_space"), { size: 9, fill: "#7a746a" }));
  if (same) {
    const card = CARDS[p.action_card];
    el.append(text(x + 6, y + 27, p.action_card || S("no_card"), { size: 10, weight: 600 }));
    (card ? card.blocks : []).forEach(([light, , fx], b) => {
      const blk = s("g", {}, rect(x + 6, y + 34 + b * 28, 118, 24, { rx: 4, fill: light ? "#fffaf0" : "#5b4a3a", stroke: "#d8c9a6" }),
        text(x + 12, y + 46.5 + b * 28, effectsText(fx), { size: 10, fill: light ? "#2b2a28" : "#fff" }));
      el.append(T.mark(blk, `card-block:${b + 1}`));
    });
  } else {
    COLOURS.forEach((c, r) => {
      const sl = s("g", {}, text(x + 6, y + 30 + r * 28, `${S(`colour.${c}`)}: ${byRow[c] || S("no_card")}`, { size: 10 }));
      el.append(T.mark(sl, `slot:${c}`));
    });
  }
  COLOURS.forEach((c) => { if (T.has(`slot:${c}`) && same) el.append(T.mark(s("g", {}, text(x + 6, y + 112, `→ ${S(`colour.${c}`)}`, { size: 9 })), `slot:${c}`)); });
  g.append(el);
}

function lantern(g, p) {
  const el = s("g", { "data-part": "lantern" }, text(4, 226, `${S("lantern_area")}:`, { size: 10, weight: 600 }));
  let x = 92;
  for (const cid of p.lantern) {
    const card = CARDS[cid];
    const label = `${cid.startsWith("decree") ? S("decree") : cid} ${card ? effectText(card.lantern) : ""}`;
    const w = 10 + label.length * 5.6;
    el.append(rect(x, 216, w, 20, { rx: 4, fill: "#fff4d6", stroke: "#e0c27a" }), text(x + 5, 226.5, label, { size: 9.5 }));
    x += w + 4;
  }
  g.append(el);
}

export function drawPanel(view, seat, ctx, tv, T) {
  const p = view.players[seat];
  const active = new Set(tv.active || []);
  const score = (view.scores || [])[seat];
  const svg = s("svg", { viewBox: "0 0 480 244", class: "wc-panel-svg", xmlns: "http://www.w3.org/2000/svg" });
  const held = view.actor === seat ? view.held_die : null;
  resources(svg, p, T);
  passage(svg, p, T);
  domainRows(svg, p, held, T, ctx.options);
  actionCard(svg, p, T);
  lantern(svg, p);
  const mine = seat === ctx.seat;
  return h("div", {
    class: `panel wc-panel${mine ? " me" : ""}${active.has(seat) ? " active" : ""}`,
    "data-testid": `panel-${seat}`, style: `border-left: 6px solid ${SEAT_COLOURS[seat % 4]}`,
  },
  h("h4", {}, h("span", {}, seatName(ctx.seats, seat), mine ? ` (${S("you")})` : ""),
    h("span", {}, score ? S("score", { n: score.total }) : "", active.has(seat) ? " ●" : "")),
  svg);
}
