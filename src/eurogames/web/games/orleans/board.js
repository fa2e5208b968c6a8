// The main board: the map of the Loire (cities, roads, waterways, goods on the
// routes, trading stations, merchants), the six character tracks, the development
// track and the round / event box.

import { svg as sv, text, title } from "../../common/svg.js";
import {
  CITY_LONLAT, DEV_CITIZENS, DEV_COINS, DEV_LEVEL_STARTS, DEV_MAX, EVENTS, FOLLOWER_COLOUR, GOODS, SEAT_COLOUR, TRACKS,
} from "./layout.js";
import { cityLabel, s } from "./strings.js";
import { citizen, coin, goodCube, label2, marker, pawn, station, svgRoot, techTile } from "./svg.js";

export const MAP_W = 560;
const W = 420, H = 660;

export function cityXY(city) {
  const [lon, lat] = CITY_LONLAT[city];
  return [36 + (lon - 0.2) * 172, 40 + (48.45 - lat) * 300];
}

function pairKey(a, b) { return a < b ? `${a}|${b}` : `${b}|${a}`; }

function drawMap(g, view, targets, names) {
  g.append(sv("rect", { x: 4, y: 4, width: MAP_W, height: H - 8, rx: 10, fill: "#eef2df", stroke: "#c9c2a8" }),
    text(16, 24, s("ui", "map"), { "font-size": 15, "font-weight": 700, fill: "#5b4a35" }));
  // legend
  g.append(sv("line", { x1: 400, y1: 20, x2: 424, y2: 20, stroke: "#b08b5b", "stroke-width": 3.5 }),
    text(428, 24, s("ui", "road"), { "font-size": 11 }),
    sv("line", { x1: 470, y1: 20, x2: 494, y2: 20, stroke: "#6aa6d8", "stroke-width": 5, "stroke-linecap": "round" }),
    text(498, 24, s("ui", "water"), { "font-size": 11 }));
  GOODS.forEach((gd, i) => g.append(goodCube(20 + i * 64, 642, 10, gd), text(28 + i * 64, 646, s("good", gd), { "font-size": 10.5 })));
  const me = view.me !== null && view.me !== undefined ? view.players[view.me] : null;
  const moveTo = new Set();
  if (me) for (const k of targets.keys()) if (k.startsWith("city:")) moveTo.add(k.slice(5));
  const pairs = new Map();
  for (const r of view.routes) {
    const k = pairKey(r.from, r.to);
    pairs.set(k, (pairs.get(k) || 0) + 1);
  }
  const seenPair = new Map();
  const routes = sv("g", { class: "orl-routes" });
  const goods = sv("g", { class: "orl-route-goods" });
  view.routes.forEach((r, i) => {
    let [x1, y1] = cityXY(r.from);
    let [x2, y2] = cityXY(r.to);
    const k = pairKey(r.from, r.to);
    const dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len, ny = dx / len;
    if (pairs.get(k) > 1) {              // the double connection (road and waterway): side by side
      const n = seenPair.get(k) || 0;
      seenPair.set(k, n + 1);
      const off = n === 0 ? -6 : 6;
      x1 += nx * off; y1 += ny * off; x2 += nx * off; y2 += ny * off;
    }
    const water = r.kind === "water";
    const used = me && ((me.merchant === r.from && moveTo.has(r.to)) || (me.merchant === r.to && moveTo.has(r.from)));
    const tip = `${s("ui", water ? "water" : "road")}: ${s("city", r.from)} – ${s("city", r.to)}`;
    if (used) routes.append(sv("line", { x1, y1, x2, y2, stroke: "#f0b400", "stroke-width": water ? 11 : 9, "stroke-opacity": 0.55, "stroke-linecap": "round" }));
    routes.append(sv("line", { class: `orl-route ${r.kind}`, "data-route": i, x1, y1, x2, y2,
      stroke: water ? "#6aa6d8" : "#b08b5b", "stroke-width": water ? 5 : 3.5, "stroke-linecap": "round" }, title(tip)));
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    const ux = dx / len, uy = dy / len;
    r.goods.forEach((gd, j) => {
      const o = r.goods.length === 1 ? 0 : (j === 0 ? -7 : 7);
      goods.append(goodCube(mx + ux * o, my + uy * o, 11, gd, { "data-testid": "route-good" }));
    });
  });
  g.append(routes, goods);
  const cities = sv("g", { class: "orl-cities" });
  const merchants = new Map();
  view.players.forEach((p, i) => { if (!merchants.has(p.merchant)) merchants.set(p.merchant, []); merchants.get(p.merchant).push(i); });
  for (const city of Object.keys(CITY_LONLAT)) {
    const [x, y] = cityXY(city);
    const big = city === "orleans";
    const cg = sv("g", { class: "orl-city", "data-testid": "city", "data-city": city },
      title(s("city", city)),
      sv("circle", { cx: x, cy: y, r: big ? 11 : 8, fill: "#fbf7ee", stroke: "#5b4a35", "stroke-width": big ? 3 : 2 }),
      text(x, y + (big ? 25 : 21), cityLabel(city), { "text-anchor": "middle", "font-size": big ? 13 : 11,
        "font-weight": big ? 700 : 500, fill: "#3b3226", "paint-order": "stroke", stroke: "#eef2df", "stroke-width": 3 }));
    targets.mark(cg, `city:${city}`);
    cities.append(cg);
    (view.stations[city] || []).forEach((seat, j) => {
      cities.append(station(x + (big ? 15 : 12) + j * 9, y - 4, 8, SEAT_COLOUR[seat], `${s("ui", "stations")}: ${names(seat)}`));
    });
    (merchants.get(city) || []).forEach((seat, j, all) => {
      const pw = pawn(x - (all.length - 1) * 6 + j * 12, y - (big ? 22 : 19), SEAT_COLOUR[seat], `${s("ui", "merchant")}: ${names(seat)}`);
      pw.setAttribute("data-testid", "merchant");
      pw.setAttribute("data-city", city);
      cities.append(pw);
    });
  }
  g.append(cities);
}

function markers(g, seats, cx, cy, r, names, what) {
  const off = [[-5, -5], [5, -5], [-5, 5], [5, 5]];
  seats.forEach((seat, j) => {
    const [ox, oy] = seats.length === 1 ? [0, 0] : off[j];
    g.append(marker(cx + ox, cy + oy, r, SEAT_COLOUR[seat], `${names(seat)}: ${what}`));
  });
}

function drawTracks(g, view, names) {
  const x0 = 4;
  g.append(text(x0, 24, s("ui", "tracks"), { "font-size": 15, "font-weight": 700, fill: "#5b4a35" }));
  const cell = 36, lx = x0, cx0 = x0 + 70;
  const citOwner = { boatman: view.boatman_citizen, knight: view.knight_citizen };
  TRACKS.forEach((tr, i) => {
    const y = 34 + i * 40;
    const row = sv("g", { class: "orl-track", "data-testid": "track", "data-track": tr.type });
    row.append(sv("rect", { x: lx, y, width: 66, height: 34, rx: 4, fill: FOLLOWER_COLOUR[tr.type], "fill-opacity": 0.25, stroke: FOLLOWER_COLOUR[tr.type] }),
      label2(lx + 33, y + 16, s("follower", tr.type), 9, { "text-anchor": "middle", "font-size": 11, "font-weight": 600 }),
      text(lx + 33, y + 30, s("place", tr.place), { "text-anchor": "middle", "font-size": 9, fill: "#6b6357" }));
    for (let st = 0; st <= tr.steps.length; st++) {
      const x = cx0 + st * cell;
      row.append(sv("rect", { x, y, width: cell - 2, height: 34, rx: 3, fill: st === 0 ? "#f4efe3" : "#fffdf8", stroke: "#d6cdb8" }));
      const mx = x + (cell - 2) / 2;
      if (st === 0) {
        if (tr.start) row.append(text(mx, y + 13, tr.start, { "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#6b6357" }, title(s("ui", "draw_reward", { n: tr.start }))));
        continue;
      }
      const step = tr.steps[st - 1];
      if (step.good) row.append(goodCube(mx, y + 9, 10, step.good));
      if (step.coins) row.append(coin(mx, y + 9, 7, step.coins));
      if (step.tech) row.append(techTile(mx, y + 9, 6));
      if (step.tile) row.append(text(mx, y + 12, step.tile, { "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#5b4a35" }));
      if (step.draw) row.append(text(mx - (step.citizen ? 5 : 0), y + 13, step.draw, { "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#5b4a35" }, title(s("ui", "draw_reward", { n: step.draw }))));
      if (step.dev) row.append(text(mx, y + 12, `+${step.dev}`, { "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#2f6f5e" }));
      if (step.citizen) {
        const own = citOwner[tr.type];
        row.append(citizen(x + cell - 9, y + 9, 10, own >= 0 ? SEAT_COLOUR[own] : null,
          `${s("ui", `${tr.type}_citizen`)}: ${own >= 0 ? s("ui", "taken_by", { name: names(own) }) : s("ui", "free")}`));
      }
    }
    for (let st = 0; st <= tr.steps.length; st++) {
      const on = view.players.map((p, seat) => (p.tracks[i] === st ? seat : -1)).filter((x) => x >= 0);
      markers(row, on, cx0 + st * cell + (cell - 2) / 2, y + 24, 4.5, names, `${s("follower", tr.type)} ${st}`);
    }
    g.append(row);
  });
}

function devLevelOf(space) { return DEV_LEVEL_STARTS.filter((x) => x <= space).length; }

function drawDev(g, view, names, targets) {
  const x0 = 4, y0 = 292, cell = 37, per = 11;
  const band = ["#f5efe0", "#ece4cf", "#e3d9bd", "#d8ccab", "#cdbf98", "#c2b286"];
  g.append(text(x0, y0 - 10, s("ui", "dev_track"), { "font-size": 15, "font-weight": 700, fill: "#5b4a35" }));
  const dev = sv("g", { class: "orl-dev", "data-testid": "dev-track" });
  const pos = (d) => [x0 + (d % per) * cell, y0 + Math.floor(d / per) * 42];
  for (let d = 0; d <= DEV_MAX; d++) {
    const [x, y] = pos(d);
    const lv = devLevelOf(d);
    const starts = DEV_LEVEL_STARTS.includes(d);
    dev.append(sv("rect", { x, y, width: cell - 2, height: 38, rx: 3, fill: band[lv - 1], stroke: starts ? "#8a5a2b" : "#d6cdb8", "stroke-width": starts ? 2 : 1 },
      title(`${d} · ${s("ui", "level")} ${lv}`)),
    text(x + 3, y + 10, d, { "font-size": 9, fill: "#6b6357" }));
    if (starts) dev.append(text(x + cell - 5, y + 10, `×${lv}`, { "text-anchor": "end", "font-size": 9, "font-weight": 700, fill: "#8a5a2b" }));
    if (DEV_COINS[d]) dev.append(coin(x + cell - 11, y + 20, 7, DEV_COINS[d]));
    const ci = DEV_CITIZENS.indexOf(d);
    if (ci >= 0) {
      const own = view.dev_citizens[ci];
      dev.append(citizen(x + cell - 11, y + 20, 11, own >= 0 ? SEAT_COLOUR[own] : null,
        `${s("ui", "dev_citizens")}: ${own >= 0 ? s("ui", "taken_by", { name: names(own) }) : s("ui", "free")}`));
    }
    const on = view.players.map((p, seat) => (p.development === d ? seat : -1)).filter((x) => x >= 0);
    markers(dev, on, x + 12, y + 26, 4.5, names, `${s("ui", "development")} ${d}`);
  }
  g.append(dev);
  // the penalty "one development step back" acts on my marker
  if (view.me !== null && view.me !== undefined && targets.has("dev")) {
    const [x, y] = pos(Math.min(view.players[view.me].development, DEV_MAX));
    g.append(targets.mark(sv("rect", { x: x - 2, y: y - 2, width: cell + 2, height: 42, rx: 5, fill: "#f0b400", "fill-opacity": 0.15 },
      title(s("ui", "development"))), "dev"));
  }
}

function drawInfo(g, view, tv, names) {
  const x0 = 4, y0 = 432, x = x0 + 12;
  const box = sv("g", { class: "orl-info", "data-testid": "round-info" });
  box.append(sv("rect", { x: x0, y: y0, width: W - x0 - 4, height: H - y0 - 4, rx: 8, fill: "#fffdf8", stroke: "#d6cdb8" }));
  let y = y0 + 22;
  box.append(text(x, y, `${s("ui", "round")} ${view.round} / 18`, { "font-size": 16, "font-weight": 700, "data-testid": "round" }),
    text(x + 150, y, `${s("ui", "phase")}: ${s("stage", view.stage)}`, { "font-size": 13, "data-testid": "phase" }));
  y += 22;
  box.append(text(x, y, `${s("ui", "event")}:`, { "font-size": 13 }),
    text(x + 70, y, view.event ? s("event", view.event) : "—", { "font-size": 14, "font-weight": 700, fill: "#8a2b2b", "data-testid": "event" }));
  y += 20;
  box.append(text(x, y, `${s("ui", "start_player")}:`, { "font-size": 12 }),
    marker(x + 130, y - 4, 6, SEAT_COLOUR[view.start_player], names(view.start_player)),
    text(x + 140, y, names(view.start_player), { "font-size": 12 }));
  y += 22;
  // hourglass tiles left, summed over the piles (the order is hidden; the composition public)
  const left = {};
  for (const pile of view.hourglass_left) for (const [e, n] of Object.entries(pile)) left[e] = (left[e] || 0) + n;
  box.append(text(x, y, `${s("ui", "hourglass")}:`, { "font-size": 12, "font-weight": 600 }));
  y += 17;
  EVENTS.forEach((e, i) => {
    box.append(text(x + (i % 3) * 130, y + Math.floor(i / 3) * 16, `${s("event", e)} ×${left[e] || 0}`, { "font-size": 12, "data-event": e }));
  });
  y += 38;
  box.append(text(x, y, `${s("ui", "events_seen")}:`, { "font-size": 11, "font-weight": 600, fill: "#6b6357" }));
  const seen = view.events_seen.map((e) => s("event", e));
  for (let i = 0; i < seen.length; i += 6) {
    y += 14;
    box.append(text(x, y, seen.slice(i, i + 6).join(" · "), { "font-size": 10.5, fill: "#6b6357" }));
  }
  y = Math.max(y + 22, y0 + 200);
  const sc = view.station_citizen;
  box.append(citizen(x + 6, y - 4, 13, sc >= 0 ? SEAT_COLOUR[sc] : null),
    text(x + 18, y, `${s("ui", "station_citizen")}: ${sc >= 0 ? s("ui", "taken_by", { name: names(sc) }) : s("ui", "free")}`, { "font-size": 11.5 }));
  g.append(box);
}

export function drawMainBoard(view, tv, targets, names) {
  const map = svgRoot(MAP_W + 8, H, "board-main", s("ui", "map"));
  drawMap(map, view, targets, names);
  const side = svgRoot(W, H, "board-tracks", s("ui", "tracks"));
  drawTracks(side, view, names);
  drawDev(side, view, names, targets);
  drawInfo(side, view, tv, names);
  map.classList.add("orl-map");
  side.classList.add("orl-side");
  return [map, side];
}
