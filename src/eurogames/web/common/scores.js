// The final score breakdown: one column per seat (in finishing order), one row per
// category, the total last. Narrow enough for a phone; wider tables scroll inside
// their card, never the page.

import { h } from "./dom.js";
import { t, term } from "./i18n.js";
import { nameTag } from "./names.js";

export function renderScores(root, tv, ctx) {
  if (!tv.scores) return;
  const cats = [...new Set(tv.scores.flatMap((s) => Object.keys(s.categories || {})))];
  const place = {};
  (tv.ranking || []).forEach((group, i) => group.forEach((s) => { place[s] = i + 1; }));
  const order = (tv.ranking || []).flat();
  const seats = order.length ? order : tv.scores.map((_, i) => i);
  const cls = (s) => (place[s] === 1 ? "winner" : "");
  root.append(h("div", { class: "card scores", "data-testid": "final-scores" },
    h("h3", {}, t("common.scores")),
    h("div", { class: "scores-scroll" }, h("table", { class: "list" },
      h("thead", {},
        h("tr", {}, h("th", {}, ""), seats.map((s) => h("th", { class: cls(s), scope: "col" },
          nameTag(ctx.seats, s, ctx.game), s === ctx.seat ? ` (${t("common.you")})` : ""))),
        h("tr", { class: "place" }, h("th", { scope: "row" }, t("common.rank")), seats.map((s) => h("td", { class: cls(s) }, place[s] || "")))),
      h("tbody", {}, cats.map((c) => h("tr", {}, h("th", { scope: "row" }, term(ctx.game, c)),
        seats.map((s) => h("td", { class: cls(s) }, (tv.scores[s].categories || {})[c] ?? 0))))),
      h("tfoot", {}, h("tr", { class: "total" }, h("th", { scope: "row" }, t("common.total")),
        seats.map((s) => h("td", { class: cls(s), "data-testid": `total-${s}` }, tv.scores[s].total))))))));
}
