// End-of-game statistics: the score per category as stacked SVG bars, and each player's score
// over the game as an SVG line chart (gaps where the score was not public).

import { api } from "./api.js";
import { h } from "./dom.js";
import { t, term } from "./i18n.js";
import { svg as s } from "./svg.js";
import { seatName } from "./view.js";

const COLOURS = ["#c0392b", "#2471a3", "#229954", "#b7950b", "#7d3c98", "#ca6f1e", "#17a589", "#566573", "#a93226", "#1f618d"];
const SEAT_COLOURS = ["#b03a2e", "#1f5f99", "#1e7b48", "#9a7d0a", "#6c3483", "#a04000"];
const cache = new Map();

function categoryChart(game, data, seats) {
  const cats = [...new Set(data.categories.flatMap((c) => Object.keys(c)))].filter((k) => data.categories.some((c) => (c[k] || 0) !== 0));
  const max = Math.max(1, ...data.categories.map((c) => Object.values(c).reduce((a, v) => a + Math.max(0, v), 0)));
  const rowH = 28; const labelW = 120; const W = 520;
  const H = data.categories.length * rowH + 20;
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "stats-chart", role: "img", "aria-label": t("tablefeat.stats_categories"), "data-testid": "stats-categories" });
  data.categories.forEach((c, i) => {
    let x = labelW;
    svg.append(s("text", { x: 4, y: i * rowH + 18, "font-size": 12 }, seatName(seats, i)));
    cats.forEach((k, j) => {
      const v = Math.max(0, c[k] || 0);
      if (!v) return;
      const w = (v / max) * (W - labelW - 40);
      svg.append(s("rect", { x, y: i * rowH + 4, width: w, height: rowH - 8, fill: COLOURS[j % COLOURS.length] },
        s("title", {}, `${term(game, k)}: ${v}`)));
      x += w;
    });
    svg.append(s("text", { x: x + 4, y: i * rowH + 18, "font-size": 12, "font-weight": 700 }, String(data.totals[i] ?? "")));
  });
  const legend = h("div", { class: "stats-legend" }, cats.map((k, j) => h("span", { class: "chip" },
    h("span", { style: `display:inline-block;width:.8em;height:.8em;background:${COLOURS[j % COLOURS.length]};margin-right:.3em` }), term(game, k))));
  return [svg, legend];
}

function seriesChart(data, seats) {
  const n = data.series[0] ? data.series[0].length : 0;
  const vals = data.series.flat().filter((v) => v !== null);
  const max = Math.max(1, ...vals); const min = Math.min(0, ...vals);
  const W = 520; const H = 220; const pad = 30;
  const X = (i) => pad + (i / Math.max(1, n - 1)) * (W - pad - 10);
  const Y = (v) => H - pad - ((v - min) / (max - min)) * (H - pad - 10);
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "stats-chart", role: "img", "aria-label": t("tablefeat.stats_over_time"), "data-testid": "stats-series" },
    s("line", { x1: pad, y1: H - pad, x2: W - 10, y2: H - pad, stroke: "#999" }),
    s("line", { x1: pad, y1: 10, x2: pad, y2: H - pad, stroke: "#999" }),
    s("text", { x: 2, y: 16, "font-size": 11 }, String(max)), s("text", { x: 2, y: H - pad, "font-size": 11 }, String(min)),
    s("text", { x: W - 10, y: H - 8, "font-size": 11, "text-anchor": "end" }, `${t("common.move")} ${n - 1}`));
  data.series.forEach((row, p) => {
    let d = ""; let pen = false;
    row.forEach((v, i) => {
      if (v === null) { pen = false; return; }
      d += `${pen ? "L" : "M"}${X(i).toFixed(1)},${Y(v).toFixed(1)} `;
      pen = true;
    });
    svg.append(s("path", { d, fill: "none", stroke: SEAT_COLOURS[p % SEAT_COLOURS.length], "stroke-width": 2 }, s("title", {}, seatName(seats, p))));
  });
  const legend = h("div", { class: "stats-legend" }, data.series.map((_, p) => h("span", { class: "chip", style: `border-color:${SEAT_COLOURS[p % SEAT_COLOURS.length]};color:${SEAT_COLOURS[p % SEAT_COLOURS.length]}` }, seatName(seats, p))));
  return [svg, legend];
}

export function renderStats(root, tableId, table) {
  const box = h("div", { class: "card stats", "data-testid": "stats" }, h("h3", {}, t("tablefeat.stats")));
  root.append(box);
  const fill = (data) => {
    box.append(h("h4", {}, t("tablefeat.stats_categories")), ...categoryChart(table.game, data, table.seats),
      h("h4", {}, t("tablefeat.stats_over_time")), ...seriesChart(data, table.seats));
  };
  if (cache.has(tableId)) { fill(cache.get(tableId)); return; }
  api("GET", `/api/tables/${tableId}/stats`).then((data) => { cache.set(tableId, data); fill(data); })
    .catch((e) => box.append(h("p", { class: "error" }, e.message)));
}
