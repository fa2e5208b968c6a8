// The table of The Castles of Burgundy: The Card Game, drawn in SVG from one seat's view.
//
// A central board (round, turn, the decision under way, the display rows 1-6, the goods
// and animal piles, deck, discard, bonus cards) and one area per player (hand, personal
// pile, projects, the estate in seven type columns, storage, sold goods, bonus cards),
// plus Aaron's estate in the solo game. Legal actions are mapped onto the pieces they act
// on (see keysOf); those pieces are highlighted and clickable. A hand card (or a card of
// a 3-silver draw) can be selected as "the die", which narrows the highlights to the moves
// that use it. Everything comes from the view and the legal list; nothing is fetched.

import { h, injectStyle } from "../../common/dom.js";
import { gameData } from "../../common/gamedata.js";
import { seatColour } from "../../common/names.js";
import { svg as s, text } from "../../common/svg.js";
import { Targets } from "../../common/targets.js";
import { renderValue, seatName } from "../../common/view.js";
import { L, T } from "./strings.js";
import { CSS } from "./style.js";
import {
  ANIMAL_COLOUR, CH, CW, FAN, GOODS_COLOUR, TYPES, TYPE_COLOUR, back, card, die, icon, inkOn, slot, token,
} from "./svg.js";

const W = 760;
const GOODS = ["light", "medium", "dark"];
// the die values that sell a kind (§1.2), from the engine's data.py
const GOODS_DICE = gameData("burgundy_card_game").goods_dice;
const ANIMALS = ["chicken", "cow", "sheep", "pig"];

// The die chosen by a click on a hand card; forgotten once the position changes.
let dieSel = null;

/** The board keys an action acts on (one piece each). */
export function keysOf(a, view, mySeat) {
  const x = a.action;
  const me = mySeat === null || mySeat === undefined ? null : view.players[mySeat];
  switch (x.type) {
    case "take": return [`display:${x.card}`];
    case "build": return [`project:${x.card}`];
    case "discard":
      return me && me.projects.some((c) => c.id === x.card) ? [`project:${x.card}`] : [`overflow:${x.card}`];
    case "keep": return [`drawn:${x.card}`];
    case "sell": return [`goods:${x.kind}`];
    case "hire": return ["workers"];
    case "silver": return ["silver"];
    case "trade": return ["vp"];
    case "draw3": return ["deck"];
    case "good": return [`goodspile:${x.pile}`];
    case "animal": return [`animalpile:${x.pile}`];
    case "bonus": return [`bonus:${x.kind}`];
    case "done": return ["done"];
    default: return [];
  }
}

/** Die sources (hand or drawn card ids) that some legal action uses. */
function dieSources(legal) {
  const out = new Set();
  for (const a of legal) if (a.action.src !== undefined && a.action.src !== null) out.add(a.action.src);
  return out;
}

export function render(root, view, legal, send, tv, ctx) {
  injectStyle("bcg-style", CSS);
  const pos = `${ctx.seat}:${tv.move_number}`;
  if (dieSel && (dieSel.pos !== pos || !dieSources(legal).has(dieSel.src))) dieSel = null;
  let box = build(view, legal || [], send, tv, ctx, redraw);
  function redraw() {
    const next = build(view, legal || [], send, tv, ctx, redraw);
    box.replaceWith(next);
    box = next;
  }
  root.append(box);
}

function build(view, legal, send, tv, ctx, redraw) {
  const pos = `${ctx.seat}:${tv.move_number}`;
  const wrap = h("div", { class: "bcg-board", "data-testid": "board" });
  const selected = dieSel ? dieSel.src : null;
  // with a die chosen, only the moves that use it (or no die at all) are on the board
  const shown = selected === null ? legal : legal.filter((a) => a.action.src === undefined || a.action.src === selected);
  const submit = (action) => { wrap.classList.add("bcg-busy"); send(action); };
  const targets = new Targets(shown, (a) => keysOf(a, view, ctx.seat), submit, wrap, { cls: "bcg-target" });
  const tg = (el, key) => targets.mark(el, key);

  // A hand card or drawn card that can serve as the die: a toggle that narrows the highlights.
  const sources = dieSources(legal);
  const dieToggle = (el, id) => {
    if (!sources.has(id) || sources.size < 2) return el;
    el.classList.add("bcg-die-sel");
    if (selected === id) el.classList.add("bcg-selected");
    el.setAttribute("data-testid", "board-die");
    el.setAttribute("data-src", id);
    el.addEventListener("click", (ev) => {
      ev.stopPropagation();
      dieSel = selected === id ? null : { pos, src: id };
      redraw();
    });
    return el;
  };

  const env = { view, tv, ctx, targets, tg, dieToggle, selected, sources };
  wrap.append(central(env));
  if (sources.size > 1 || selected !== null) {
    const c = selected !== null ? findCard(view, selected) : null;
    wrap.append(h("p", { class: "bcg-hint muted", "data-testid": "board-hint" },
      selected !== null ? L("die_selected", { d: c ? c.die : "?", c: c ? cardWords(c) : "?" }) : L("die_hint")));
  }
  const order = view.players.map((p) => p.seat);
  if (ctx.seat !== null && ctx.seat !== undefined) order.sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
  for (const seat of order) wrap.append(playerArea(env, view.players[seat]));
  if (view.rival) wrap.append(rivalArea(env, view.rival));
  wrap.append(details(view, ctx));
  return wrap;
}

/** A rough width of a label (no layout pass needed): wide for CJK, about 0.6 em otherwise. */
function textWidth(str, size) {
  return [...String(str)].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? size : size * 0.62), 0);
}

function findCard(view, id) {
  for (const p of view.players) for (const c of p.hand || []) if (c.id === id) return c;
  for (const f of view.pending || []) for (const c of f.cards || []) if (c.id === id) return c;
  return null;
}

// The display fans its cards wider than an estate column: each is a target, and a strip
// of FAN (36) units was too thin to hit reliably, on a phone above all.
const DISPLAY_FAN = 62;

// A card in words (its building or type), never its id.
function cardWords(c) { return c.building ? T("building_full", c.building) : T("type", c.type); }

function svgRoot(height, testid, label) {
  return s("svg", { viewBox: `0 0 ${W} ${height}`, width: "100%", class: "bcg-svg", "data-testid": testid,
    role: "img", "aria-label": label, preserveAspectRatio: "xMidYMin meet" });
}

// ----- the central board ------------------------------------------------------------------

function central(env) {
  const { view, tv, ctx, targets, tg, dieToggle } = env;
  const rows = view.display || [];
  const maxRow = Math.max(1, ...rows.map((r) => r.length));
  const dispTop = 118;
  const dispBottom = dispTop + 34 + CH + (maxRow - 1) * DISPLAY_FAN;
  const supplyBottom = dispTop + 2 * (CH + 34) + 6;
  const drawn = (view.pending || []).filter((f) => f.frame === "draw" && f.cards);
  const over = (view.pending || []).filter((f) => f.frame === "overflow");
  const extra = drawn.length || over.length;
  const by = Math.max(dispBottom, supplyBottom) + 24;
  const height = by + (extra ? CH + 34 : 52) + 8;
  const svg = svgRoot(height, "board-svg", L("display"));
  svg.append(s("rect", { width: W, height, fill: "#fbf7ee" }));

  // round track, turn, done
  svg.append(text(12, 27, L("round"), { "font-weight": 700, "font-size": 14 }));
  const rx = 12 + textWidth(L("round"), 14) + 10;
  "ABCDE".split("").forEach((letter, i) => {
    const cur = i === view.round_index;
    svg.append(s("g", { "data-testid": cur ? "round-current" : null, "data-round": letter },
      s("rect", { x: rx + i * 28, y: 9, width: 24, height: 24, rx: 4, fill: cur ? "#8a5a2b" : i < view.round_index ? "#e4d8c3" : "#fff", stroke: "#8a5a2b" }),
      text(rx + i * 28 + 12, 26, letter, { "text-anchor": "middle", "font-weight": 700, fill: cur ? "#fff" : "#8a5a2b" })));
  });
  svg.append(text(rx + 5 * 28 + 12, 27, L("turn", { n: view.turn }), { "font-size": 14, "data-testid": "board-turn" }));
  if (view.start_player !== null && view.start_player !== undefined) {
    svg.append(text(rx + 5 * 28 + 100, 27, `${L("start_player")}: ${seatName(ctx.seats, view.start_player)}`,
      { "font-size": 12, fill: "#6b5b3e", "data-testid": "board-start-player" }));
  }
  if (view.silver_draw_used) svg.append(text(W - 108, 27, L("draw_used"), { "text-anchor": "end", "font-size": 11, fill: "#7a746a" }));
  const doneG = s("g", { transform: `translate(${W - 96},8)` },
    s("rect", { class: "bcg-face", width: 84, height: 26, rx: 6, fill: "#fff", stroke: "#8a5a2b" }),
    text(42, 18, L("done"), { "text-anchor": "middle", "font-weight": 700, fill: "#8a5a2b" }));
  if (targets.has("done")) svg.append(tg(doneG, "done"));

  // the round card's bonus menu (one item per completed triple)
  svg.append(text(12, 60, L("round_bonus"), { "font-size": 12, fill: "#6b5b3e" }));
  (view.round_bonus || []).forEach(([kind, n], i) => {
    const g = s("g", { transform: `translate(${150 + i * 104},42)`, "data-bonus": kind },
      s("rect", { class: "bcg-face", width: 98, height: 26, rx: 13, fill: "#fff8e6", stroke: "#b59b6a" }),
      text(49, 17, L("bonus_item", { n, what: T("bonus", kind) }), { "text-anchor": "middle", "font-size": 12 }));
    svg.append(tg(g, `bonus:${kind}`));
  });

  // whose turn and the decision under way
  svg.append(s("line", { x1: 10, x2: W - 10, y1: 76, y2: 76, stroke: "#e2d9c8" }));
  let status;
  if (view.over || tv.over) status = L("game_over");
  else {
    const who = view.current !== null && view.current !== undefined ? seatName(ctx.seats, view.current) : "";
    const frames = (view.pending || []).slice().reverse().map((f) => T("frame", f.frame));
    status = `● ${who}${view.current === ctx.seat ? ` (${L("you")})` : ""}: ${frames.join(` › ${L("then")} `)}`;
  }
  svg.append(text(12, 96, status, { "font-size": 13, "data-testid": "board-status", fill: "#2f6f5e", "font-weight": 600 }));

  // the display: six rows, drawn as columns headed by their die value
  svg.append(text(12, dispTop + 12, L("display"), { "font-weight": 700, "font-size": 13 }));
  rows.forEach((row, i) => {
    const x = 16 + i * 78;
    svg.append(s("rect", { x: x - 5, y: dispTop + 18, width: CW + 10, height: dispBottom - dispTop - 14, rx: 8, fill: "#f1e9da", "data-row": i + 1 }));
    svg.append(die(i + 1, x + CW / 2 - 10, dispTop + 22, 20));
    if (!row.length) svg.append(slot(x, dispTop + 48));
    row.forEach((c, j) => {
      const el = card(c, x, dispTop + 48 + j * DISPLAY_FAN, {});
      el.setAttribute("data-part", "display-card");
      svg.append(tg(el, `display:${c.id}`));
    });
  });

  // supply: goods and animal piles, deck, discard
  const sx = 500;
  svg.append(text(sx, dispTop + 12, L("supply"), { "font-weight": 700, "font-size": 13 }));
  const pileAt = (col, row) => [sx + col * 86, dispTop + 34 + row * (CH + 34)];
  const label = (x, y, str) => svg.append(text(x + CW / 2, y - 5, str, { "text-anchor": "middle", "font-size": 10 }));
  (view.goods_piles || []).forEach((p, i) => {
    const [x, y] = pileAt(i, 0);
    label(x, y, L("goods_pile", { n: i + 1 }));
    svg.append(tg(pileCard(x, y, p, "goods"), `goodspile:${i}`));
  });
  (view.animal_piles || []).forEach((p, i) => {
    const [x, y] = pileAt(i, 1);
    label(x, y, L("animal_pile", { n: i + 1 }));
    svg.append(tg(pileCard(x, y, p, "animal"), `animalpile:${i}`));
  });
  let [x, y] = pileAt(2, 0);
  label(x, y, L("deck"));
  svg.append(tg(back(x, y, view.deck_size, { "data-testid": "deck" }), "deck"));
  svg.append(text(x + CW / 2, y + CH + 13, L("cards", { n: view.deck_size }), { "text-anchor": "middle", "font-size": 10, fill: "#7a746a" }));
  [x, y] = pileAt(2, 1);
  const nd = (view.discard || []).length;
  label(x, y, L("discard"));
  svg.append(s("g", { transform: `translate(${x},${y})`, "data-testid": "discard" },
    s("rect", { width: CW, height: CH, rx: 6, fill: "#ece6da", stroke: "#a99f8d", "stroke-dasharray": nd ? null : "4 3" }),
    text(CW / 2, CH / 2 + 6, String(nd), { "text-anchor": "middle", "font-size": 16, "font-weight": 700, fill: "#6f6656" })));
  svg.append(text(x + CW / 2, y + CH + 13, L("cards", { n: nd }), { "text-anchor": "middle", "font-size": 10, fill: "#7a746a" }));

  // bonus cards: "1." per type, and the All-7 stack
  svg.append(text(12, by, L("first_bonus"), { "font-size": 11, fill: "#6b5b3e" }));
  const avail = new Set(view.first_bonus_available || []);
  TYPES.forEach((t, i) => svg.append(firstBadge(12 + i * 36, by + 6, t, avail.has(t))));
  const ax = 12 + 7 * 36 + 14;
  svg.append(text(ax, by, L("all_seven"), { "font-size": 11, fill: "#6b5b3e" }));
  (view.all_seven_stack || []).forEach((v, i) => svg.append(all7Card(ax + i * 36, by + 6, v)));

  // a 3-silver draw under way (its cards shown to the drawer only), a project waiting for room
  let ex = 440;
  for (const f of drawn) {
    svg.append(text(ex, by, L("drawn"), { "font-size": 11, fill: "#6b5b3e" }));
    f.cards.forEach((c, j) => {
      const cx = ex + j * 70;
      svg.append(tg(card(c, cx, by + 6, {}), `drawn:${c.id}`));
      const sel = s("g", { transform: `translate(${cx},${by + CH + 10})` },
        s("rect", { class: "bcg-face", width: CW, height: 18, rx: 4, fill: "#fff", stroke: "#a99f8d" }),
        text(CW / 2, 13, L("use_die"), { "text-anchor": "middle", "font-size": 9 }));
      if (dieToggle(sel, c.id).classList.contains("bcg-die-sel")) svg.append(sel);
    });
    ex += f.cards.length * 70 + 12;
  }
  for (const f of over) {
    svg.append(text(ex, by, L("new_project"), { "font-size": 11, fill: "#6b5b3e" }));
    svg.append(tg(card(f.card, ex, by + 6, {}), `overflow:${f.card.id}`));
    ex += 84;
  }
  return svg;
}

function all7Card(x, y, v) {
  return s("g", { transform: `translate(${x},${y})`, "data-all7": v },
    s("title", {}, `${L("all_seven")}: ${v}`),
    s("rect", { width: 30, height: 42, rx: 4, fill: "#fff", stroke: "#8a5a2b" }),
    TYPES.map((t, k) => s("rect", { x: 2.5 + k * 3.6, y: 4, width: 3.1, height: 8, fill: TYPE_COLOUR[t] })),
    text(15, 33, String(v), { "text-anchor": "middle", "font-size": 15, "font-weight": 700 }));
}

function pileCard(x, y, p, kind) {
  const g = s("g", { transform: `translate(${x},${y})`, "data-pile": kind, "data-top": p.top || "" });
  if (!p.top) {
    g.append(slot(0, 0), text(CW / 2, CH / 2 + 4, L("empty"), { "text-anchor": "middle", "font-size": 10, fill: "#7a746a" }));
    return g;
  }
  const fill = kind === "goods" ? GOODS_COLOUR[p.top] : ANIMAL_COLOUR[p.top];
  const darkFill = p.top === "dark" || p.top === "cow";
  const ink = darkFill ? "#fff" : "#2b2a28";
  g.append(s("rect", { y: 4, x: 4, width: CW, height: CH, rx: 6, fill: "#d8ccb6", stroke: "#a99f8d" }),
    s("rect", { class: "bcg-face", width: CW, height: CH, rx: 6, fill, stroke: "#6f6656", "stroke-width": 1.2 }),
    text(CW / 2, 22, kind === "goods" ? T("goods", p.top) : T("animal", p.top), { "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: ink }));
  if (kind === "goods") {
    g.append(die(GOODS_DICE[p.top][0], 8, 38, 20), die(GOODS_DICE[p.top][1], CW - 28, 38, 20));
  } else {
    g.append(animalGlyph(CW / 2, 50, p.top));
  }
  g.append(text(CW / 2, CH - 8, L("cards", { n: p.size }), { "text-anchor": "middle", "font-size": 10, fill: ink }));
  return g;
}

function animalGlyph(cx, cy, kind) {
  const fill = kind === "cow" ? "#fff" : "#5b4636";
  return s("g", { transform: `translate(${cx},${cy})` },
    s("ellipse", { rx: 13, ry: 8, fill: "none", stroke: fill, "stroke-width": 2 }),
    s("circle", { cx: 14, cy: -6, r: 5, fill: "none", stroke: fill, "stroke-width": 2 }),
    s("path", { d: "M-8 7v7M8 7v7", stroke: fill, "stroke-width": 2 }));
}

function firstBadge(x, y, type, present, w = 30) {
  return s("g", { transform: `translate(${x},${y})`, "data-first": type, opacity: present ? 1 : 0.3 },
    s("title", {}, `${L("first_bonus")}: ${T("type", type)}`),
    s("rect", { width: w, height: 42, rx: 4, fill: TYPE_COLOUR[type], stroke: "#444", "stroke-width": 0.6, "stroke-dasharray": present ? null : "3 2" }),
    text(w / 2, 18, "1.", { "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: inkOn(type) }),
    icon(type, w / 2 - 7, 23, inkOn(type)));
}

// ----- a player's area ----------------------------------------------------------------------

const EST_X = 12;     // estate, below hand and projects
const ST_X = 536;     // storage column on the right
const ST_W = 212;
const TRIPLE_GAP = 8;

function estateHeight(tallest) { return 40 + CH + (tallest - 1) * FAN + Math.floor((tallest - 1) / 3) * TRIPLE_GAP; }

function estateColumns(svg, x0, y0, counts, byCol, noteFor) {
  TYPES.forEach((t, i) => {
    const x = x0 + i * 73;
    const n = counts[t] ?? byCol[t].length;
    const name = T("type", t);
    svg.append(s("g", { transform: `translate(${x},${y0})`, "data-column": t, "data-count": n },
      s("rect", { width: CW + 4, height: 20, rx: 4, fill: TYPE_COLOUR[t] }),
      name.length > 7 ? null : icon(t, 3, 3, inkOn(t)),
      text(name.length > 7 ? CW / 2 + 2 : CW / 2 + 9, 14, name, { "text-anchor": "middle", "font-size": name.length > 7 ? 9 : 10, "font-weight": 600, fill: inkOn(t) })));
    const triples = Math.floor(n / 3);
    svg.append(text(x + CW / 2, y0 + 34, triples ? `${n} · ${L("triples", { n: triples })}` : String(n),
      { "text-anchor": "middle", "font-size": 10.5, "font-weight": triples ? 700 : 400, fill: triples ? "#8a5a2b" : "#7a746a" }));
    // a small gap after every completed triple
    byCol[t].forEach((c, j) => svg.append(card(c, x, y0 + 40 + j * FAN + Math.floor(j / 3) * TRIPLE_GAP, { note: noteFor(c, t) })));
  });
}

function playerArea(env, p) {
  const { view, tv, ctx, dieToggle } = env;
  const me = p.seat === ctx.seat;
  const tg = (el, key) => (me ? env.tg(el, key) : el);  // projects and storage act for their owner only
  const byCol = Object.fromEntries(TYPES.map((t) => [t, p.estate.filter((c) => c.column === t)]));
  const tallest = Math.max(1, ...TYPES.map((t) => byCol[t].length));
  const top = 50;
  const estY = top + 20 + CH + 24;
  const height = Math.max(estY + estateHeight(tallest), top + 320) + 12;
  const name = seatName(ctx.seats, p.seat);
  const svg = svgRoot(height, `player-${p.seat}`, name);
  const active = (tv.active || []).includes(p.seat);
  svg.setAttribute("data-seat", p.seat);
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: height - 2, rx: 8, fill: me ? "#fffaf0" : "#fffdf8", stroke: active ? "#2f6f5e" : "#e2d9c8", "stroke-width": active ? 4 : 1.5 }));

  // header: name, turn marker, start player card, score and its parts
  svg.append(s("rect", { x: 3, y: 3, width: W - 6, height: 40, rx: 7, fill: me ? "#fff2cc" : "#f4efe4" }));
  // the seat's colour, as the log and status mark this player (common/names.js)
  svg.append(s("circle", { cx: 18, cy: 17, r: 6, fill: seatColour(ctx.game, p.seat), stroke: "#2b2a28", "stroke-width": 0.8, "data-part": "seat-colour" }));
  let hx = 30;
  const title = `${name}${me ? ` (${L("you")})` : ""}`;
  svg.append(text(hx, 22, title, { "font-size": 15, "font-weight": 700 }));
  hx += Math.min(300, textWidth(title, 15)) + 14;
  if (active) {
    svg.append(s("g", { "data-testid": "turn-marker" }, s("circle", { cx: hx, cy: 17, r: 6, fill: "#2f6f5e" }),
      text(hx + 10, 21, L("turn_marker"), { "font-size": 12, fill: "#2f6f5e", "font-weight": 600 })));
    hx += 70;
  }
  const sc = view.start_card || {};
  if (sc.holder === p.seat) {
    const q = sc.side === "question";
    svg.append(s("g", { transform: `translate(${hx},6)`, "data-testid": "start-card", "data-side": sc.side },
      s("title", {}, `${L("start_player")}: ${q ? L("question_side") : L("front_side")}`),
      s("rect", { width: 20, height: 22, rx: 3, fill: "#f3d36b", stroke: "#8a5a2b" }),
      text(10, 16, q ? "?" : "1", { "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "#8a5a2b" })),
    text(hx + 26, 21, L("start_player"), { "font-size": 11, fill: "#8a5a2b" }));
  }
  svg.append(text(W - 14, 22, L("score", { n: p.score }), { "text-anchor": "end", "font-size": 15, "font-weight": 700, "data-testid": "score" }));
  const parts = Object.entries(p.score_categories || {}).filter(([, v]) => v)
    .map(([k, v]) => `${T("category", k)} ${v}`).join(" · ");
  if (parts) svg.append(text(W - 14, 37, parts, { "text-anchor": "end", "font-size": 10, fill: "#6b5b3e" }));

  // hand, personal pile, projects (at most 3)
  svg.append(text(12, top + 12, L("hand"), { "font-weight": 700, "font-size": 12 }));
  if (Array.isArray(p.hand)) {
    p.hand.forEach((c, i) => svg.append(dieToggle(card(c, 12 + i * 70, top + 20, {}), c.id)));
    if (!p.hand.length) svg.append(slot(12, top + 20));
  } else {
    for (let i = 0; i < p.hand_size; i++) svg.append(back(12 + i * 70, top + 20, null));
    if (!p.hand_size) svg.append(slot(12, top + 20));
  }
  svg.append(text(152 + CW / 2, top + 12, L("pile"), { "text-anchor": "middle", "font-size": 11 }));
  svg.append(p.pile_size ? back(152, top + 20, p.pile_size) : slot(152, top + 20));
  const px = 244;
  svg.append(s("line", { x1: px - 10, x2: px - 10, y1: top, y2: top + 20 + CH, stroke: "#e2d9c8" }));
  svg.append(text(px, top + 12, L("projects"), { "font-weight": 700, "font-size": 12 }));
  for (let i = 0; i < Math.max(3, p.projects.length); i++) {
    const c = p.projects[i];
    svg.append(c ? tg(card(c, px + i * 70, top + 20, {}), `project:${c.id}`) : slot(px + i * 70, top + 20));
  }

  // the estate: one column per type (a cloister may join any column as a wild card)
  svg.append(text(EST_X, estY - 6, L("estate"), { "font-weight": 700, "font-size": 12 }));
  estateColumns(svg, EST_X, estY, p.columns || {}, byCol, (c, t) => (c.type === "cloister" && t !== "cloister" ? L("wild") : null));

  // storage and what already scores
  svg.append(s("line", { x1: ST_X - 10, x2: ST_X - 10, y1: top, y2: height - 12, stroke: "#e2d9c8" }));
  svg.append(text(ST_X, top + 12, L("storage"), { "font-weight": 700, "font-size": 12 }));
  let y = top + 20;
  const third = (ST_W - 8) / 3;
  const half = (ST_W - 4) / 2;
  GOODS.forEach((g, i) => svg.append(tg(token(ST_X + i * (third + 4), y, third, T("goods", g), p.goods[g], GOODS_COLOUR[g], { "data-goods": g }), `goods:${g}`)));
  y += 28;
  ANIMALS.forEach((a, i) => svg.append(token(ST_X + (i % 2) * (half + 4), y + Math.floor(i / 2) * 28, half, T("animal", a), p.animals[a], ANIMAL_COLOUR[a], { "data-animal": a })));
  y += 56;
  svg.append(tg(token(ST_X, y, half, L("silver"), p.silver, "#dfe3e8", { "data-item": "silver" }), "silver"));
  svg.append(tg(token(ST_X + half + 4, y, half, L("workers"), p.workers, "#f0dcc0", { "data-item": "workers" }), "workers"));
  y += 28;
  svg.append(tg(token(ST_X, y, half, L("vp_cards"), p.vp_cards, "#fff3c4", { "data-item": "vp" }), "vp"));
  y += 44;
  svg.append(text(ST_X, y, L("sold"), { "font-size": 11, fill: "#6b5b3e" }));
  y += 6;
  GOODS.forEach((g, i) => svg.append(token(ST_X + i * (third + 4), y, third, T("goods", g), p.sold_goods[g], GOODS_COLOUR[g], { "data-sold": g })));
  y += 46;
  svg.append(text(ST_X, y, L("first_bonus"), { "font-size": 11, fill: "#6b5b3e" }));
  (p.first_bonus || []).forEach((t, i) => svg.append(firstBadge(ST_X + i * 30, y + 6, t, true, 27)));
  if (!(p.first_bonus || []).length) svg.append(text(ST_X, y + 22, "—", { fill: "#7a746a" }));
  y += 62;
  svg.append(text(ST_X, y, L("all_seven"), { "font-size": 11, fill: "#6b5b3e" }));
  if (p.all_seven) svg.append(all7Card(ST_X, y + 6, p.all_seven));
  else svg.append(text(ST_X, y + 22, "—", { fill: "#7a746a" }));
  return svg;
}

// ----- Aaron, the solo rival ----------------------------------------------------------------

function rivalArea(env, r) {
  const byCol = Object.fromEntries(TYPES.map((t) => [t, (r.estate || []).filter((c) => c.type === t)]));
  const tallest = Math.max(1, ...TYPES.map((t) => byCol[t].length));
  const top = 50;
  const estY = top + 20 + CH + 24;
  const height = Math.max(estY + estateHeight(tallest), top + 200) + 12;
  const svg = svgRoot(height, "rival", L("rival"));
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: height - 2, rx: 8, fill: "#f7f2f7", stroke: "#b8a6c4", "stroke-width": 1.5 }));
  svg.append(s("rect", { x: 3, y: 3, width: W - 6, height: 40, rx: 7, fill: "#ece3f0" }));
  svg.append(text(14, 22, L("rival"), { "font-size": 15, "font-weight": 700 }));
  svg.append(text(W - 14, 22, L("score", { n: r.score }), { "text-anchor": "end", "font-size": 15, "font-weight": 700 }));
  if (r.result) svg.append(text(W - 120, 22, `${L("result")}: ${L(r.result)}`, { "text-anchor": "end", "font-size": 12, "data-testid": "solo-result" }));
  const parts = Object.entries(r.score_categories || {}).filter(([, v]) => v)
    .map(([k, v]) => `${T("category", k)} ${v}`).join(" · ");
  if (parts) svg.append(text(W - 14, 37, parts, { "text-anchor": "end", "font-size": 10, fill: "#6b5b3e" }));
  svg.append(text(12, top + 12, L("piles_left"), { "font-weight": 700, "font-size": 12 }));
  (r.piles_left || []).forEach((n, i) => svg.append(back(12 + i * 70, top + 20, n)));
  if (!(r.piles_left || []).length) svg.append(text(12, top + 40, "—", { fill: "#7a746a" }));
  svg.append(text(EST_X, estY - 6, L("estate"), { "font-weight": 700, "font-size": 12 }));
  estateColumns(svg, EST_X, estY, r.columns || {}, byCol, () => null);
  svg.append(text(ST_X, top + 12, L("first_bonus"), { "font-size": 11, fill: "#6b5b3e" }));
  (r.first_bonus || []).forEach((t, i) => svg.append(firstBadge(ST_X + i * 30, top + 18, t, true, 27)));
  if (!(r.first_bonus || []).length) svg.append(text(ST_X, top + 34, "—", { fill: "#7a746a" }));
  svg.append(text(ST_X, top + 84, L("all_seven"), { "font-size": 11, fill: "#6b5b3e" }));
  if (r.all_seven) svg.append(all7Card(ST_X, top + 90, r.all_seven));
  else svg.append(text(ST_X, top + 106, "—", { fill: "#7a746a" }));
  return svg;
}

// ----- what the drawing leaves out, as data ----------------------------------------------------

function details(view, ctx) {
  const rows = [
    [L("discard"), view.discard],
    [L("unverified"), view.unverified_data],
  ];
  return h("details", { class: "bcg-details", "data-testid": "board-details" }, h("summary", {}, L("details")),
    h("dl", { class: "kv" }, rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, renderValue(ctx.game, v, 1))])));
}
