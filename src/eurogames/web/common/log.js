// The game log: one line per event, in the chosen language, newest at the bottom.

import { h } from "./dom.js";
import { t, tr, humanize } from "./i18n.js";

export function renderLog(root, lines) {
  const box = h("div", { class: "log", "data-testid": "log" },
    lines.map((e) => h("div", {}, h("span", { class: "mv" }, `${t("common.move")} ${e.move + 1}`),
      e.text ? tr(e.text) : humanize(e.kind))));
  root.append(h("div", { class: "card" }, h("h3", {}, t("common.log")), box));
  box.scrollTop = box.scrollHeight;
}
