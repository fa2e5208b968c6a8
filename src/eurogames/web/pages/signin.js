// Sign up, log in, or play as a guest.

import { api } from "../common/api.js";
import { h, toast } from "../common/dom.js";
import { t } from "../common/i18n.js";

export function renderSignIn(root, app) {
  const name = h("input", { name: "username", autocomplete: "username", "data-testid": "username", required: true });
  const pw = h("input", { name: "password", type: "password", autocomplete: "current-password", "data-testid": "password", required: true });
  async function go(path) {
    try {
      const r = await api("POST", path, path === "/api/guest" ? undefined : { username: name.value, password: pw.value });
      app.setUser(r.user);
      location.hash = app.after || "#/";
      app.after = null;
    } catch (e) { toast(e.message, true); }
  }
  root.append(h("div", { class: "card", style: "max-width: 26rem" },
    h("h2", {}, t("common.sign_in")),
    h("form", { onsubmit: (e) => { e.preventDefault(); go("/api/login"); } },
      h("label", {}, t("common.username"), h("br"), name),
      h("label", {}, t("common.password"), h("br"), pw),
      h("p", {},
        h("button", { class: "primary", type: "submit", "data-testid": "login" }, t("common.log_in")), " ",
        h("button", { type: "button", "data-testid": "signup", onclick: () => go("/api/signup") }, t("common.sign_up")))),
    h("hr"),
    h("button", { "data-testid": "guest", onclick: () => go("/api/guest") }, t("common.guest"))));
}
