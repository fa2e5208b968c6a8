// The ways into the rules help: the lobby card's "Rules" and "Learn to play" links, and the
// table's help button (opens the rules in a drawer beside the board).

import { h } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { openHelpDrawer } from "./page.js";

export function helpLinks(game) {
  return h("p", { class: "help-links" },
    h("a", { class: "btn", href: `#/help/${game}`, "data-testid": `rules-${game}` }, t("help.rules")), " ",
    h("a", { class: "btn", href: `#/learn/${game}`, "data-testid": `learn-${game}` }, t("help.learn")));
}

export function helpButton(game) {
  return h("button", { class: "help-button", "data-testid": "help-button", title: t("help.rules"),
    onclick: (e) => { e.preventDefault(); openHelpDrawer(game); } }, `? ${t("help.help")}`);
}
