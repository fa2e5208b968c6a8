// The White Castle's public components (rules/white_castle.md §1.6-§1.11, Appendix A),
// served from the engine's data.py (GET /api/games/white_castle/data) in the same shape,
// so the board can print what a card id means.
//
// An effect is an array: ["food", n] ... ["cp", n], ["choice", n], ["pot", n], ["lantern"],
// ["well"], ["lightbg"], ["worker", "C"|"G"|"W", sealCost], ["pay", coins, effect],
// ["dtile", colour (-1 any)], ["domain"], ["decree", kind].
// A block is [light, rows, effects]; a card is {lantern, blocks, setup?}.

import { gameData } from "../../common/gamedata.js";
import { S } from "./strings.js";

const D = gameData("white_castle");
export const CARDS = D.cards;
export const DAIMYO = D.daimyo;
// id -> [plant, food cost, end CP, effect]
export const GARDENS = D.gardens;
// yards by iron cost: end CP per warrior; tiles: [blue face, yellow face]
export const YARD_VALUE = D.yard_value;
export const YARD_TILES = D.yard_tiles;
// Personal Domain rows (top coral/courtiers, middle black/gardeners, bottom white/warriors):
// the base reward and the rewards uncovered by the 1st..5th deployed worker.
export const DOMAIN_BASE = D.domain_base;
export const DOMAIN_UNCOVER = D.domain_uncover;
// The ‡ cells under the rules option domain_cells=passage give +1 Passage of Time instead.
export function domainUncover(options) {
  return (options || {}).domain_cells === "passage" ? D.domain_uncover_pot : DOMAIN_UNCOVER;
}
export const POT_GATES = D.pot_gates;
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
