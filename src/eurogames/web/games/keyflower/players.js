// Player areas: one card per seat with its public counts (and, for you, your screen:
// keeples, skills, winter tiles), then the village drawn on a hex grid.

import { h } from "../../common/dom.js";
import { t as tc } from "../../common/i18n.js";
import { hexCenter, hexPoints, svg } from "../../common/svg.js";
import { seatColour } from "../../common/names.js";
import { seatName } from "../../common/view.js";
import { pendingBubble } from "./board.js";
import { counts, lang, s, tileName } from "./strings.js";
import { drawTile } from "./tile.js";
import { KEEPLE_FILL, PURPLE } from "./svg.js";

const VS = 32;   // village hex size
const COLOUR_KEYS = ["blue", "red", "yellow", "green"];
const SKILL_KEYS = ["anvil", "pick", "saw"];

function dot(fill) { return h("i", { style: `background:${fill}` }); }

function line(label, ...body) { return h("div", { class: "kf-line" }, h("b", {}, label), body); }

function chip(body, attrs = {}) { return h("span", { class: "kf-chip", ...attrs }, body); }

// The free hexes a legal `place` action points at, for this seat's village.
function spotsFrom(targets) {
  const out = [];
  for (const k of targets.keys()) {
    const m = k.match(/^spot:(-?\d+),(-?\d+)$/);
    if (m) out.push([Number(m[1]), Number(m[2])]);
  }
  return out;
}

export function drawVillage(view, seat, targets, mine) {
  const cells = view.villages[seat] || [];
  const spots = mine ? spotsFrom(targets) : [];
  const pts = [...cells.map((c) => hexCenter(c.q, c.r, VS)), ...spots.map(([q, r]) => hexCenter(q, r, VS))];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const pad = VS + 4;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  const W = Math.max(...xs) - Math.min(...xs) + 2 * pad;
  const H = Math.max(...ys) - Math.min(...ys) + 2 * pad;
  const root = svg("svg", { class: "kf-village", viewBox: `${x0.toFixed(1)} ${y0.toFixed(1)} ${W.toFixed(1)} ${H.toFixed(1)}`,
    "data-testid": "kf-village", "data-seat": seat, role: "img", style: `width:${Math.round(W * 1.15)}px;max-width:100%` });
  const pend = view.pending;
  for (const c of cells) {
    const [cx, cy] = hexCenter(c.q, c.r, VS);
    const m = view.marks[String(c.tile)] || {};
    const g = drawTile(c.tile, { cx, cy, size: VS, rot: c.rot, upgraded: c.upgraded, resources: c.resources, used: m.used, colour: m.colour });
    g.setAttribute("data-kf", "village-tile");
    if (pend && pend.tile === c.tile) {
      g.classList.add("kf-pending");
      g.append(pendingBubble(pend, cx + VS * 0.3, cy - VS * 0.9));
    }
    root.append(targets.mark(g, `tile:${c.tile}`));
  }
  for (const [q, r] of spots) {
    const [cx, cy] = hexCenter(q, r, VS);
    const g = svg("g", { class: "kf-spot-g", "data-q": q, "data-r": r },
      svg("polygon", { class: "kf-spot", points: hexPoints(cx, cy, VS - 1.5), "stroke-width": 2 }),
      svg("text", { x: cx, y: cy + 6, "text-anchor": "middle", "font-size": 18, fill: "#c05a10" }, "+"),
      svg("title", {}, s("place_here")));
    root.append(targets.mark(g, `spot:${q},${r}`));
  }
  return root;
}

// A small strip of hexes for the tiles in a player's hand (winter tiles, won tiles).
function tileStrip(tiles, targets, keyOf, marked) {
  const size = 27;
  const W = tiles.length * size * 1.8 + 8;
  const root = svg("svg", { viewBox: `0 0 ${W} ${size * 2 + 6}`, style: `width:${Math.round(W * 1.2)}px;max-width:100%`, class: "kf-strip" });
  tiles.forEach((t, i) => {
    const g = drawTile(t, { cx: 4 + size * 0.9 + i * size * 1.8, cy: size + 3, size });
    if (marked && marked.has(t)) g.append(svg("text", { x: 4 + size * 0.9 + i * size * 1.8, y: size * 1.75 + 3, "text-anchor": "middle", "font-size": 13, fill: "#2f6f5e" }, "✓"));
    root.append(keyOf ? targets.mark(g, keyOf(t)) : g);
  });
  return root;
}

function playerCard(view, tv, ctx, targets, seat) {
  const me = ctx.seat === seat;
  const active = new Set(tv.active || []);
  const colours = s("colours");
  const badges = [];
  if (view.purple === seat) badges.push(h("span", { title: s("purple"), style: `color:${PURPLE}` }, "♟"));
  if (view.start === seat) badges.push(h("span", { title: s("start") }, "①"));
  if (active.has(seat)) badges.push(h("span", { title: tc("common.turn") }, "●"));
  const card = h("div", { class: `kf-player${me ? " me" : ""}${active.has(seat) ? " active" : ""}`, "data-testid": `kf-player-${seat}` },
    h("h4", {}, h("span", {}, h("i", { class: "pdot", style: `background:${seatColour(ctx.game, seat)}` }),
      seatName(ctx.seats, seat), me ? ` (${tc("common.you")})` : ""), h("span", {}, badges)));
  const over = view.phase === "over";
  // public counts
  const winter = view.winter_counts[seat];
  const winterBits = [];
  if (winter) winterBits.push(String(winter));
  if (view.phase === "offer") winterBits.push(view.winter_done[seat] ? s("done") : s("choosing"));
  card.append(line(`${s("keeples")}:`, String(view.hand_sizes[seat]), "  ", h("b", {}, `${s("skills_label")}:`), String(view.skill_counts[seat]),
    winterBits.length ? ["  ", h("b", {}, `${s("winter_tiles")}:`), winterBits.join(" · ")] : ""));
  // your screen
  if (me && view.hand) {
    card.append(line(`${s("your_keeples")}:`, COLOUR_KEYS.map((k, c) =>
      targets.mark(chip([dot(KEEPLE_FILL[c]), `${view.hand[k]} ${colours[c]}`], { "data-colour": c }), `hand:${c}`))));
    card.append(line(`${s("your_skills")}:`, SKILL_KEYS.map((k, x) => chip(`${view.skills[k]} ${s("skills")[x]}`))));
    if (view.winter_hand && view.winter_hand.length) {
      const chosen = new Set(view.winter_chosen || []);
      card.append(line(`${s("your_winter")}:`, tileStrip(view.winter_hand, targets, (t) => `winter:${t}`, chosen),
        view.winter_chosen.length ? h("span", { class: "muted" }, ` ✓ = ${s("offered")}`) : ""));
    }
  }
  // at the end every screen is open
  if (over && view.hands) {
    card.append(line(`${s("keeples_end")}:`, counts(view.hands[seat], colours)));
    card.append(line(`${s("skills_end")}:`, counts(view.all_skills[seat], s("skills"))));
  }
  const won = (view.won_to_place || [])[seat] || [];
  if (won.length) card.append(line(`${s("to_place")}:`, tileStrip(won, targets, null, null)));
  // the turn player's placement or transport in progress
  if (view.pending && view.turn === seat) {
    const p = view.pending;
    let txt = s("pending", { tile: tileName(p.tile), mode: s(p.mode), keeples: counts(p.keeples, colours) });
    if (p.paid_colour >= 0) txt += ` · ${s("paid", { what: counts(colours.map((_, c) => (c === p.paid_colour ? p.paid_count : 0)), colours) })}`;
    if (p.paid_skill >= 0) txt += ` · ${s("paid", { what: s("skills")[p.paid_skill] })}`;
    card.append(h("div", { class: "kf-line", "data-testid": "kf-pending-line" }, txt));
  }
  if ((view.phase === "move" || view.phase === "upgrade") && view.turn === seat) {
    card.append(h("div", { class: "kf-line" }, s("transport_left", { n: view.transport_left, m: view.upgrades_left })));
  }
  if (view.phase === "flip" && view.flip_seat === seat) {
    card.append(h("div", { class: "kf-line" }, s("flip_wait", { name: seatName(ctx.seats, seat) })));
  }
  card.append(drawVillage(view, seat, targets, me));
  if (over && view.final && view.final[seat]) {
    const f = view.final[seat];
    const lines = ((f.details || {}).lines || {})[lang()] || [];
    card.append(h("details", { "data-testid": `kf-final-${seat}` }, h("summary", {}, `${s("final")}: ${f.total}`),
      h("pre", { class: "kf-final" }, lines.join("\n"))));
  }
  return card;
}

export function drawPlayers(view, tv, ctx, targets) {
  const n = view.hand_sizes.length;
  // you first, then the others in seating order after you
  const first = ctx.seat === null || ctx.seat === undefined ? 0 : ctx.seat;
  const order = Array.from({ length: n }, (_, i) => (first + i) % n);
  return h("div", { class: "kf-players", "data-testid": "panels" }, order.map((seat) => playerCard(view, tv, ctx, targets, seat)));
}
