// The browser client: a hash router over the lobby, sign-in and table pages.

import { api, ensureCsrf } from "./common/api.js";
import { h, toast } from "./common/dom.js";
import { errorText } from "./common/errors.js";
import { getLang, loadLang, onLangChange, setLang, t } from "./common/i18n.js";
import { renderLobby } from "./pages/lobby.js";
import { renderSignIn } from "./pages/signin.js";
import { openReplay, openTable } from "./pages/table.js";
import { watchTurns } from "./common/notify.js";
import { featureNav, featureRoute } from "./pages/player.js";
import { helpRoute } from "./help/routes.js";

const app = {
  user: null,
  after: null,
  current: null,
  setUser(u) { this.user = u; drawTop(); watchTurns(u); },
};

function drawTop() {
  document.getElementById("nav").replaceChildren(h("a", { href: "#/" }, t("common.lobby")), ...featureNav(app));
  const who = document.getElementById("who");
  if (app.user) {
    who.replaceChildren(h("span", { "data-testid": "me" }, app.user.username), " ",
      h("a", { href: "#/", onclick: async (e) => {
        e.preventDefault();
        await api("POST", "/api/logout");
        app.setUser(null);
        route();
      } }, t("common.sign_out")));
  } else {
    who.replaceChildren(h("a", { href: "#/signin", "data-testid": "signin-link" }, t("common.sign_in")));
  }
  document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
}

// Each route draws into a box of its own: a page still loading when the next route starts
// (a language change or a link followed during its fetches) finishes into a box no longer
// shown, and is closed, instead of drawing a second copy beside the new page.
let routeSeq = 0;

async function route() {
  const seq = ++routeSeq;
  if (app.current) { app.current.close(); app.current = null; }
  const shown = document.getElementById("app");
  const root = h("div", { class: "route" });
  shown.replaceChildren(root);
  const hash = location.hash || "#/";
  let page = null;
  try {
    let m;
    if (hash === "#/signin") renderSignIn(root, app);
    else if ((m = hash.match(/^#\/table\/(\d+)\/replay$/))) page = await openReplay(root, app, Number(m[1]));
    else if ((m = hash.match(/^#\/table\/(\d+)$/))) page = openTable(root, app, Number(m[1]));
    else if (await featureRoute(root, app, hash)) { /* player pages, leaderboards */ }
    else if ((m = helpRoute(hash))) page = await m(root, app);
    else page = await renderLobby(root, app);
  } catch (e) {
    if (seq !== routeSeq) return;
    root.append(h("p", { class: "error" }, e.message));
    toast(errorText(e.code, e.message), true);
  }
  if (seq !== routeSeq) { if (page) page.close(); return; }  // a newer route took over
  app.current = page;
}

async function main() {
  await Promise.all([loadLang("en"), setLang(getLang())]);
  const sel = document.getElementById("lang");
  sel.value = getLang();
  sel.addEventListener("change", () => setLang(sel.value));
  onLangChange(() => {
    drawTop();
    if (app.current && app.current.rerender) app.current.rerender();
    else route();
  });
  await ensureCsrf();
  const me = await api("GET", "/api/me");
  app.setUser(me.user);
  window.addEventListener("hashchange", route);
  await route();
}

main();
