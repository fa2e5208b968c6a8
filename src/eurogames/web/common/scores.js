// The final score breakdown: one column per seat, one row per category.

import { h } from "./dom.js";
import { t, term } from "./i18n.js";
import { seatName } from "./view.js";

export function renderScores(root, tv, ctx) {
  if (!tv.scores) return;
  const cats = [...new Set(tv.scores.flatMap((s) => Object.keys(s.categories || {})))];
  const place = {};
  (tv.ranking || []).forEach((group, i) => group.forEach((s) => { place[s] = i + 1; }));
  const order = (tv.ranking || []).flat();
  const seats = order.length ? order : tv.scores.map((_, i) => i);
  root.append(h("div", { class: "card scores", "data-testid": "final-scores" },
    h("h3", {}, t("common.scores")),
    h("table", { class: "list" },
      h("tr", {}, h("th", {}, t("common.rank")), h("th", {}, ""), cats.map((c) => h("th", {}, term(ctx.game, c))), h("th", {}, t("common.total"))),
      seats.map((s) => h("tr", { class: place[s] === 1 ? "winner" : "" },
        h("td", {}, place[s] || ""), h("td", {}, seatName(ctx.seats, s), s === ctx.seat ? ` (${t("common.you")})` : ""),
        cats.map((c) => h("td", {}, (tv.scores[s].categories || {})[c] ?? 0)),
        h("td", { "data-testid": `total-${s}` }, tv.scores[s].total))))));
}
