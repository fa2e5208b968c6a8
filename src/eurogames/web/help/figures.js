// The pictures of the help pages (::figure name in a help file), drawn with the boards' own
// SVG helpers and colours so that a piece on the help page looks like the piece on the table.
// figure(game, name) -> a promise of an <svg> element (or null for an unknown figure).
// The board modules read the game's printed data (common/gamedata.js) when they are first
// imported, so it is loaded before any of them (a module that failed once stays failed).

import { loadGameData } from "../common/gamedata.js";
import { hexCenter, hexPoints, svg, text } from "../common/svg.js";

const FIGS = {
  keyflower: {
    async tile() {
      const { drawTile } = await import("../games/keyflower/tile.js");
      return frame(240, 120, drawTile(10, { cx: 60, cy: 60, size: 52, detail: true }),
        drawTile(10, { cx: 176, cy: 60, size: 52, detail: true, upgraded: true }));
    },
    async keeples() {
      const { KEEPLE_FILL, keeple } = await import("../games/keyflower/svg.js");
      return frame(200, 44, KEEPLE_FILL.map((f, i) => keeple(28 + i * 46, 24, f, 1, 2.2)));
    },
  },
  orleans: {
    async place() {
      const { follower, need } = await import("../games/orleans/svg.js");
      const { s: str } = await import("../games/orleans/strings.js");
      return frame(240, 76,
        svg("rect", { x: 4, y: 4, width: 232, height: 68, rx: 8, fill: "#fbf6ea", stroke: "#b08b5b" }),
        text(14, 22, str("place", "castle"), { "font-size": 13, "font-weight": 700 }),
        follower(40, 48, 14, "own-farmer", "#e67e22"), need(80, 48, 14, "boatman"), need(120, 48, 14, "trader"),
        text(148, 53, "→ +1", { "font-size": 13 }), follower(202, 48, 14, "knight"));
    },
    async followers() {
      const { follower } = await import("../games/orleans/svg.js");
      const types = ["farmer", "boatman", "craftsman", "trader", "knight", "scholar", "monk"];
      return frame(300, 44, types.map((t, i) => follower(22 + i * 42, 22, 16, t)));
    },
  },
  white_castle: {
    async bridge() {
      const { die } = await import("../games/white_castle/svg.js");
      const vals = [1, 3, 4, 6];
      return frame(260, 70,
        svg("rect", { x: 6, y: 18, width: 248, height: 40, rx: 14, fill: "#d9c7a7", stroke: "#8a6d44" }),
        vals.map((v, i) => die(24 + i * 56, 24, 28, "red", v, null)),
        text(24, 14, "◀ L", { "font-size": 11 }), text(206, 14, "R ▶", { "font-size": 11 }));
    },
    async die() {
      const { die } = await import("../games/white_castle/svg.js");
      return frame(220, 60,
        svg("rect", { x: 6, y: 6, width: 84, height: 48, rx: 6, fill: "#f3ece0", stroke: "#8a6d44" }),
        text(20, 36, "3", { "font-size": 22, "font-weight": 700 }),
        die(48, 16, 28, "black", 5, null),
        text(104, 36, "5 − 3 = +2", { "font-size": 14 }));
    },
  },
  castles_of_burgundy: {
    async estate() {
      const { KIND_COLOUR } = await import("../games/castles_of_burgundy/svg.js");
      const cells = [[0, 0, "castle", 6], [1, 0, "building", 3], [0, 1, "ship", 2], [-1, 1, "animal", 5],
        [1, -1, "knowledge", 4], [0, -1, "mine", 1], [-1, 0, "building", 6]];
      return frame(200, 180, cells.map(([q, r, kind, d]) => {
        const [x, y] = hexCenter(q, r, 30);
        return svg("g", {}, svg("polygon", { points: hexPoints(100 + x, 90 + y, 29), fill: KIND_COLOUR[kind], "fill-opacity": q === 0 && r === 0 ? 1 : 0.45, stroke: "#5a4a35" }),
          text(100 + x, 95 + y, String(d), { "text-anchor": "middle", "font-size": 14, "font-weight": 700 }));
      }));
    },
    async dice() {
      const { die } = await import("../games/castles_of_burgundy/svg.js");
      return frame(170, 50, die(3, 10, 8, 34), die(5, 54, 8, 34), die(2, 120, 8, 34, "#fff", "#2b2a28"));
    },
  },
  burgundy_card_game: {
    async card() {
      const { card } = await import("../games/burgundy_card_game/svg.js");
      return frame(220, 96, card({ id: 1, type: "ship", die: 4 }, 8, 4), card({ id: 2, type: "castle", die: 2 }, 78, 4),
        card({ id: 3, type: "building", die: 6, building: "bank" }, 148, 4));
    },
  },
};

function frame(w, hgt, ...children) {
  return svg("svg", { viewBox: `0 0 ${w} ${hgt}`, width: w, height: hgt, class: "help-figure-svg", role: "img" }, children);
}

export async function figure(game, name) {
  const f = (FIGS[game] || {})[name];
  if (!f) return null;
  try {
    await loadGameData(game);
    return await f();
  } catch (e) {
    console.warn(`help figure ${game}/${name} failed`, e);
    return null;
  }
}

export function figureNames(game) { return Object.keys(FIGS[game] || {}); }

// A small picture of one component of the help's component list (by section id), drawn by the
// board's own code, or null when the board has no picture for it.
const COB_BUILDINGS = ["warehouse", "watchtower", "carpenter's workshop", "church", "market", "boarding house", "bank", "city hall"];
const BCG_BUILDINGS = ["carpenter's workshop", "church", "market", "watchtower", "bank", "boarding house", "warehouse", "city hall"];
const BCG_DIE = { castle: 2, mine: 5, cloister: 3, knowledge: 6, ship: 4, pasture: 1, building: 6 };

const COMPONENTS = {
  async keyflower(kind, rest) {
    if (kind !== "tile") return null;
    const { drawTile } = await import("../games/keyflower/tile.js");
    const tid = Number(rest);
    return frame(150, 76, drawTile(tid, { cx: 38, cy: 38, size: 36, detail: true }),
      drawTile(tid, { cx: 112, cy: 38, size: 36, detail: true, upgraded: true }));
  },
  async castles_of_burgundy(kind, rest) {
    const { KIND_COLOUR, hexTile, goodsTile } = await import("../games/castles_of_burgundy/svg.js");
    let tile = null;
    if (kind === "kind") return frame(64, 60, svg("polygon", { points: hexPoints(32, 30, 29), fill: KIND_COLOUR[rest], stroke: "#5a4a35", "stroke-width": 1.2 }));
    else if (kind === "building") tile = { kind: "building", building: COB_BUILDINGS[Number(rest)] };
    else if (kind === "animal") tile = { kind: "animal", animal: rest, count: 3 };
    else if (kind === "knowledge") tile = { kind: "knowledge", number: Number(rest) };
    else if (kind === "goods") return frame(40, 40, goodsTile(Number(rest), 4, 4, 32));
    return tile ? frame(64, 60, hexTile(tile, 32, 30, 30)) : null;
  },
  async burgundy_card_game(kind, rest) {
    const { card } = await import("../games/burgundy_card_game/svg.js");
    if (kind === "type") return frame(70, 92, card({ id: 0, type: rest, die: BCG_DIE[rest] }, 4, 3));
    if (kind === "building") return frame(70, 92, card({ id: 0, type: "building", die: 6, building: BCG_BUILDINGS[Number(rest)] }, 4, 3));
    return null;
  },
  async orleans(kind, rest) {
    const { follower, goodCube } = await import("../games/orleans/svg.js");
    if (kind === "follower") return frame(40, 40, follower(20, 20, 16, rest));
    if (kind === "good") return frame(40, 40, goodCube(20, 20, 28, rest));
    return null;
  },
};

export async function componentFigure(game, sectionId) {
  const f = COMPONENTS[game];
  if (!f) return null;
  const i = sectionId.indexOf("-");
  try {
    await loadGameData(game);
    const el = await f(sectionId.slice(0, i), sectionId.slice(i + 1));
    if (el) el.classList.add("help-comp-svg");
    return el;
  } catch (e) {
    console.warn(`help picture ${game}/${sectionId} failed`, e);
    return null;
  }
}
