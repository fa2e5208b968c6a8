// One player's area: coins, goods, trading stations, citizens, development, merchant,
// market, bag and the player board with its places (base places, then place tiles).
// HTML rows of small SVG pieces, so the places wrap on narrow screens.

import { h } from "../../common/dom.js";
import { svg as sv, text, title } from "../../common/svg.js";
import { GOODS, NEEDS, SEAT_COLOUR } from "./layout.js";
import { cityLabel, s } from "./strings.js";
import { icon } from "./supply.js";
import { citizen, coin, follower, goodCube, label2, need, pawn, station, techTile } from "./svg.js";

const BOX_W = 94, BOX_H = 86;

export function isActivated(place) {
  const sp = place.spaces;
  if (!sp.length) return false;
  if (sp.every((x) => x.needs === 8)) return sp.some((x) => x.holds !== null);   // Town Hall, Gunpowder Tower
  return sp.every((x) => x.holds !== null);
}

function drawPlace(place, colour, targets, mine) {
  const act = isActivated(place);
  const svg = sv("svg", { viewBox: `0 0 ${BOX_W} ${BOX_H}`, class: "orl-place-svg" });
  const box = sv("g", { class: `orl-place${act ? " activated" : ""}`, "data-testid": "place", "data-place": place.place },
    title(s("place", place.place) + (act ? ` (${s("ui", "activated")})` : "")),
    sv("rect", { x: 1.5, y: 1.5, width: BOX_W - 3, height: BOX_H - 3, rx: 6, fill: act ? "#e3f4e9" : "#fffdf8",
      stroke: act ? "#2f8f5e" : "#b9a77f", "stroke-width": act ? 2.5 : 1.2 }),
    label2(BOX_W / 2, 19, s("place", place.place), 11, { "text-anchor": "middle", "font-size": 12, "font-weight": 600 }));
  const n = place.spaces.length;
  if (!n) box.append(text(BOX_W / 2, 64, "∞", { "text-anchor": "middle", "font-size": 18, fill: "#6b6357" }));
  place.spaces.forEach((sp, i) => {
    const cx = BOX_W / 2 + (i - (n - 1) / 2) * 29, cy = 60;
    const el = sv("g", { class: "orl-space", "data-testid": "space", "data-space": i + 1 });
    if (sp.holds === "tech") el.append(techTile(cx, cy, 11));
    else if (sp.holds) el.append(follower(cx, cy, 12.5, sp.holds, colour));
    else el.append(need(cx, cy, 12.5, NEEDS[sp.needs]));
    if (mine) targets.mark(el, `space:${place.place}:${i + 1}`);
    box.append(el);
  });
  if (mine) targets.mark(box, `place:${place.place}`);
  svg.append(box);
  return svg;
}

function chip(iconEl, value, tip, attrs = {}) {
  return h("span", { class: "orl-chip", title: tip, ...attrs }, iconEl, h("b", {}, value));
}

export function drawPlayer(p, view, targets, names) {
  const seat = p.seat;
  const colour = SEAT_COLOUR[seat];
  const mine = view.me === seat;
  const mark = (el, key) => (mine ? targets.mark(el, key) : el);
  const stats = h("div", { class: "orl-row" },
    h("span", { class: "orl-chip", title: s("ui", "coins") }, icon(22, 22, coin(11, 11, 10, "")), h("b", { "data-testid": "coins" }, p.coins)),
    GOODS.map((gd) => mark(chip(icon(20, 20, goodCube(10, 10, 17, gd)), p.goods[gd], s("good", gd), { "data-good": gd }), `good:${gd}`)),
    mark(chip(icon(18, 18, station(9, 9, 14, colour)), p.stations_stock,
      `${s("ui", "stations")}: ${p.stations_stock} ${s("ui", "in_stock")}, ${p.stations_on_map} ${s("ui", "on_map")}`),
    "stock"),
    h("span", { class: "orl-muted" }, `(${p.stations_on_map} ${s("ui", "on_map")})`),
    chip(icon(20, 20, citizen(10, 10, 16)), p.citizens, s("ui", "citizens")),
    h("span", { class: "orl-chip", title: s("ui", "development") }, `${s("ui", "development")} `, h("b", {}, p.development),
      ` · ${s("ui", "level")} `, h("b", {}, p.level)),
    h("span", { class: "orl-chip", title: s("ui", "merchant") }, icon(16, 22, pawn(8, 12, colour)), cityLabel(p.merchant)),
    p.tech_pending ? mark(chip(icon(20, 20, techTile(10, 10, 8)), `×${p.tech_pending}`, s("ui", "tech_pending")), "tech-waiting") : "");
  // the market: its free spaces dashed
  const slots = Math.max(p.market_cap, p.market.length);
  const market = sv("svg", { viewBox: `0 0 ${slots * 29 + 2} 30`, width: slots * 29 + 2, height: 30, class: "orl-icon", "data-testid": "market" });
  for (let i = 0; i < slots; i++) {
    const cx = 15 + i * 29;
    market.append(i < p.market.length ? follower(cx, 15, 12.5, p.market[i], colour)
      : sv("circle", { cx, cy: 15, r: 12, fill: "none", stroke: "#cfc6b2", "stroke-dasharray": "3 3" }));
  }
  const bagTotal = Object.values(p.bag).reduce((a, b) => a + b, 0);
  const bag = mark(h("span", { class: "orl-bag", "data-testid": "bag", title: s("ui", "bag") },
    icon(30, 28, sv("path", { d: "M4,26 Q0,8 10,5 L20,5 Q30,8 26,26 Z", fill: "#d9c9a6", stroke: "#7a6440" }),
      text(15, 21, bagTotal, { "text-anchor": "middle", "font-size": 11, "font-weight": 700 })),
    Object.entries(p.bag).map(([code, n]) => chip(icon(22, 22, follower(11, 11, 10, code, colour)), `×${n}`, s("follower", code.replace("own-", ""))))), "bag");
  const row2 = h("div", { class: "orl-row" }, h("span", { class: "orl-label" }, s("ui", "market")), market,
    h("span", { class: "orl-label" }, s("ui", "bag")), bag);
  if (view.sub && view.sub.kind === 2 && view.sub.seat === seat && view.sub.drawn.length) {
    row2.append(h("span", { class: "orl-label" }, s("ui", "bath_drawn")),
      view.sub.drawn.map((code) => icon(24, 24, follower(12, 12, 10.5, code, colour, { "data-testid": "bath-drawn" }))));
  }
  if (mine && targets.has("end")) {
    const kind = targets.actions("end")[0].action.type;
    row2.append(targets.mark(h("button", { class: "orl-end" }, s("ui", kind === "pass" ? "pass" : "done")), "end"));
  }
  const base = p.places.filter((pl) => !p.tiles.includes(pl.place));
  const tiles = p.places.filter((pl) => p.tiles.includes(pl.place));
  const places = h("div", { class: "orl-places" }, base.map((pl) => drawPlace(pl, colour, targets, mine)));
  const tilesRow = tiles.length ? h("div", { class: "orl-places" }, tiles.map((pl) => drawPlace(pl, colour, targets, mine))) : "";
  return h("div", { class: "orl-pboard", "data-testid": `player-board-${seat}` }, stats, row2, places, tilesRow);
}
