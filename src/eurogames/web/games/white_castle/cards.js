// The White Castle's public components (rules/white_castle.md §1.6-§1.11, Appendix A),
// kept in the same shape as games/white_castle/data.py so the board can print what a card
// id means. tests/server/test_board_white_castle.py checks this table against data.py.
//
// An effect is an array: ["food", n] ... ["cp", n], ["choice", n], ["pot", n], ["lantern"],
// ["well"], ["lightbg"], ["worker", "C"|"G"|"W", sealCost], ["pay", coins, effect],
// ["dtile", colour (-1 any)], ["domain"], ["decree", kind].
// A block is [light, rows, effects]; a card is {lantern, blocks}.

import { S } from "./strings.js";

const W = (k, seal = 0) => ["worker", k, seal];
const L = true, D = false;
const steward = (t, m, b) => ({ lantern: ["coin", 1], blocks: [t, m, b].map(([light, ...fx], r) => [light, [r], fx]) });
const diplomat = (b1, b2) => ({ lantern: ["cp", 1], blocks: [b1, b2] });
const T = [0], TM = [0, 1], MB = [1, 2], B = [2];

export const CARDS = {
  S1: steward([D, W("C", 1)], [L, ["seal", 1], ["cp", 1]], [L, ["food", 1], ["lantern"]]),
  S2: steward([D, W("C", 1)], [L, ["pot", 1]], [L, ["iron", 2]]),
  S3: steward([D, W("C", 1)], [L, ["lantern"]], [L, ["cp", 2]]),
  S4: steward([D, W("W", 1)], [L, ["coin", 1], ["well"]], [L, ["lantern"]]),
  S5: steward([D, W("W", 1)], [L, ["food", 1], ["pearl", 1]], [L, ["iron", 1], ["lantern"]]),
  S6: steward([L, ["iron", 1], ["lantern"]], [D, W("G", 1)], [L, ["choice", 2]]),
  S7: steward([L, ["pot", 1]], [D, W("G", 1)], [L, ["food", 2]]),
  S8: steward([L, ["coin", 1], ["well"]], [D, W("G", 1)], [L, ["pot", 1]]),
  S9: steward([L, ["coin", 1], ["well"]], [D, W("C", 1)], [L, ["food", 2]]),
  S10: steward([L, ["seal", 1], ["choice", 1]], [D, W("C", 1)], [L, ["iron", 1], ["food", 1]]),
  S11: steward([L, ["choice", 2]], [L, ["pearl", 1], ["lantern"]], [D, W("W", 1)]),
  S12: steward([L, ["pearl", 2]], [L, ["seal", 1], ["cp", 1]], [D, W("G", 1)]),
  S13: steward([L, ["iron", 2]], [L, ["lantern"]], [D, W("G", 1)]),
  S14: steward([L, ["cp", 2]], [L, ["seal", 1], ["choice", 1]], [D, W("W", 1)]),
  S15: steward([L, ["pot", 1]], [L, ["pearl", 2]], [D, W("W", 1)]),
  D1: diplomat([D, T, [W("C")]], [L, MB, [["choice", 3]]]),
  D2: diplomat([D, T, [W("C")]], [L, MB, [["pot", 2]]]),
  D3: diplomat([D, T, [W("C")]], [L, MB, [["cp", 2], ["well"]]]),
  D4: diplomat([D, T, [W("C")]], [L, MB, [["seal", 1], ["lantern"]]]),
  D5: diplomat([D, T, [W("W")]], [L, MB, [["choice", 3]]]),
  D6: diplomat([D, T, [W("W")]], [L, MB, [["pot", 2]]]),
  D7: diplomat([L, T, [["pot", 2]]], [D, MB, [W("G")]]),
  D8: diplomat([L, T, [["cp", 2], ["well"]]], [D, MB, [W("G")]]),
  D9: diplomat([L, TM, [["cp", 2], ["well"]]], [D, B, [W("W")]]),
  D10: diplomat([L, TM, [["coin", 2], ["lantern"]]], [D, B, [W("W")]]),
  D11: diplomat([L, TM, [["pot", 1], ["lantern"]]], [D, B, [W("G")]]),
  D12: diplomat([L, TM, [["choice", 3]]], [D, B, [W("G")]]),
  R1: { lantern: ["pearl", 1], blocks: [], setup: [["food", 2], ["iron", 1], ["coin", 2], ["seal", 1], ["decree", "coin"]] },
  R2: { lantern: ["pearl", 1], blocks: [], setup: [["choice", 2], ["coin", 4], ["seal", 2]] },
  R3: { lantern: ["pearl", 1], blocks: [], setup: [["iron", 2], ["pearl", 1], ["coin", 5], ["seal", 1]] },
  R4: { lantern: ["iron", 1], blocks: [], setup: [["pearl", 2], ["iron", 1], ["coin", 4], ["decree", "seal"]] },
  R5: { lantern: ["iron", 1], blocks: [], setup: [["choice", 3], ["coin", 4], ["seal", 1]] },
  R6: { lantern: ["iron", 1], blocks: [], setup: [["food", 1], ["iron", 2], ["pearl", 1], ["coin", 3], ["seal", 1]] },
  R7: { lantern: ["food", 1], blocks: [], setup: [["choice", 1], ["coin", 2], ["seal", 2], ["decree", "cp"]] },
  R8: { lantern: ["food", 1], blocks: [], setup: [["food", 2], ["iron", 2], ["pearl", 1], ["coin", 4], ["seal", 1]] },
  R9: { lantern: ["food", 1], blocks: [], setup: [["food", 4], ["iron", 2], ["coin", 3], ["seal", 2]] },
  decree_coin: { lantern: ["coin", 1], blocks: [] },
  decree_seal: { lantern: ["seal", 1], blocks: [] },
  decree_cp: { lantern: ["cp", 1], blocks: [] },
};
for (const k of ["C", "G", "W"]) {
  for (const i of [1, 2]) CARDS[`A${k}${i}`] = { lantern: ["pot", 1], blocks: [[L, [0, 1, 2], [W(k)]]] };
}

export const DAIMYO = {
  F1: [["well"], ["food", 2], ["pot", 2]],
  F2: [["lightbg"], ["pearl", 2], ["cp", 2]],
  F3: [["well"], ["cp", 2], ["seal", 2]],
  F4: [["well"], ["pearl", 2], ["coin", 3]],
  F5: [["lantern"], ["iron", 2], ["seal", 2]],
  F6: [["lightbg"], ["iron", 2], ["coin", 3]],
  F7: [["lightbg"], ["pot", 2], ["seal", 2]],
  F8: [["lantern"], ["food", 2], ["cp", 2]],
  F9: [["lantern"], ["pot", 2], ["coin", 3]],
};

// id -> [plant, food cost, end CP, effect]
export const GARDENS = {
  P1: [true, 5, 9, ["pay", 4, ["dtile", -1]]],
  P2: [true, 4, 7, ["pay", 3, W("G")]],
  P3: [true, 4, 7, ["pay", 3, W("C")]],
  P4: [true, 4, 7, ["pay", 3, W("W")]],
  P5: [true, 3, 5, ["pay", 4, ["domain"]]],
  R6: [false, 1, 1, ["choice", 2]],
  R7: [false, 1, 1, ["coin", 3]],
  R8: [false, 2, 3, ["seal", 2]],
  R9: [false, 2, 3, ["lightbg"]],
  R10: [false, 3, 5, ["well"]],
};

// yards by iron cost: [end CP per warrior]; tiles: [blue face, yellow face]
export const YARD_VALUE = { 1: 1, 3: 1, 5: 2 };
export const YARD_TILES = {
  T1: [W("C"), ["pearl", 3]],
  T2: [W("W"), ["pot", 2]],
  T3: [W("G"), ["food", 3]],
  T4: [["dtile", 0], ["well"]],
  T5: [["dtile", 2], ["seal", 2]],
  T6: [["dtile", 1], ["coin", 5]],
  T7: [["dtile", -1], ["lightbg"]],
  T8: [["domain"], ["cp", 2]],
};

// Personal Domain rows (top coral/courtiers, middle black/gardeners, bottom white/warriors):
// the base reward and the rewards uncovered by the 1st..5th deployed worker (data.py default).
export const DOMAIN_BASE = [["food", 1], ["iron", 1], ["pearl", 1]];
export const DOMAIN_UNCOVER = [
  [["food", 1], ["food", 1], ["coin", 2], ["food", 1], ["seal", 1]],
  [["iron", 1], ["iron", 1], ["lantern"], ["iron", 1], ["coin", 2]],
  [["pearl", 1], ["pearl", 1], ["seal", 1], ["pearl", 1], ["lantern"]],
];
// The ‡ cells (coral 5th, white 3rd) under the rules option domain_cells=passage: +1 Passage of Time.
export function domainUncover(options) {
  if ((options || {}).domain_cells !== "passage") return DOMAIN_UNCOVER;
  return DOMAIN_UNCOVER.map((row, r) => row.map((e, i) => ((r === 0 && i === 4) || (r === 2 && i === 2) ? ["pot", 1] : e)));
}
export const POT_GATES = { 6: 1, 11: 2, 15: 3 };
export const COLOURS = ["red", "black", "white"];
export const WORKERS = ["C", "G", "W"];

const RES = new Set(["food", "iron", "pearl", "coin", "seal", "cp"]);

// A short text for one effect, in the current language.
export function effectText(e) {
  const [k, a, b] = e;
  if (RES.has(k)) return `+${a} ${S(`res.${k}`)}`;
  if (k === "choice") return `+${a} ${S("any_res")}`;
  if (k === "pot") return `+${a} ${S("passage_short")}`;
  if (k === "lantern") return S("lantern");
  if (k === "well") return S("well_action");
  if (k === "lightbg") return S("lightbg");
  if (k === "domain") return S("domain_action");
  if (k === "worker") return b ? S("seal_to", { w: S(`worker.${a}`) }) : S(`worker.${a}`);
  if (k === "pay") return S("pay_coins", { n: a, x: effectText(b) });
  if (k === "dtile") return a < 0 ? S("dtile_any") : S("dtile", { c: S(`colour.${COLOURS[a]}`) });
  if (k === "decree") return `${S("decree")} (${S(`res.${a}`)})`;
  return e.join(" ");
}

export function effectsText(fx) { return fx.map(effectText).join(", "); }
