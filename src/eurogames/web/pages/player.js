// Player pages (ratings per game, finished games with their replays) and leaderboards per
// game (people and bots). Routes: #/player/<name>, #/leaderboard/<game>.

import { api } from "../common/api.js";
import { h } from "../common/dom.js";
import { t, tr } from "../common/i18n.js";
import { seatName } from "../common/view.js";

let gamesCache = null;
async function games() {
  if (!gamesCache) gamesCache = (await api("GET", "/api/games")).games;
  return gamesCache;
}

function gameTitle(list, name) {
  const g = list.find((x) => x.name === name);
  return g ? tr(g.titles) : name;
}

export function featureNav(app) {
  const out = [h("a", { href: "#/leaderboard/castles_of_burgundy", "data-testid": "nav-leaderboard" }, t("tablefeat.leaderboard"))];
  if (app.user) out.push(h("a", { href: `#/player/${encodeURIComponent(app.user.username)}`, "data-testid": "nav-me" }, t("tablefeat.my_page")));
  return out;
}

function botLabel(key) { return `${t("common.seat_bot")} (${key.slice(4)})`; }

async function renderLeaderboard(root, game) {
  const [list, data] = await Promise.all([games(), api("GET", `/api/leaderboard/${encodeURIComponent(game)}`)]);
  const tabs = h("p", { class: "tabs" }, list.map((g) => g.name === game ? h("b", {}, tr(g.titles)) : h("a", { href: `#/leaderboard/${g.name}` }, tr(g.titles))).flatMap((x) => [x, " · "]).slice(0, -1));
  const rows = data.rows.map((r, i) => h("tr", { "data-testid": "leader-row" },
    h("td", {}, String(i + 1)),
    h("td", {}, r.bot ? botLabel(r.player) : h("a", { href: `#/player/${encodeURIComponent(r.name)}` }, r.name)),
    h("td", {}, String(Math.round(r.rating))), h("td", {}, String(r.games))));
  root.replaceChildren(h("h2", {}, `${t("tablefeat.leaderboard")} · ${gameTitle(list, game)}`), tabs,
    rows.length ? h("table", { class: "list", "data-testid": "leaderboard" },
      h("tr", {}, h("th", {}, "#"), h("th", {}, t("tablefeat.player")), h("th", {}, t("tablefeat.rating")), h("th", {}, t("tablefeat.games_played"))), rows)
      : h("p", { class: "muted" }, t("tablefeat.no_rated_games")));
}

async function renderPlayer(root, name) {
  const [list, data] = await Promise.all([games(), api("GET", `/api/players/${encodeURIComponent(name)}`)]);
  const ratings = data.ratings.length
    ? h("table", { class: "list", "data-testid": "player-ratings" }, h("tr", {}, h("th", {}, t("tablefeat.game")), h("th", {}, t("tablefeat.rating")), h("th", {}, t("tablefeat.games_played"))),
      data.ratings.map((r) => h("tr", {}, h("td", {}, h("a", { href: `#/leaderboard/${r.game}` }, gameTitle(list, r.game))), h("td", { "data-testid": `player-rating-${r.game}` }, String(Math.round(r.rating))), h("td", {}, String(r.games)))))
    : h("p", { class: "muted" }, t("tablefeat.no_rated_games"));
  const finished = data.finished.map((tb) => {
    const rank = (tb.result && tb.result.ranking) || [];
    const place = rank.findIndex((grp) => grp.some((s) => (tb.seats[s] || {}).user_id === data.user.id));
    return h("tr", { "data-testid": "player-game" },
      h("td", {}, h("a", { href: `#/table/${tb.id}` }, `#${tb.id}`)), h("td", {}, tr(tb.titles)),
      h("td", {}, tb.seats.map((s) => seatName(tb.seats, s.seat)).join(", ")),
      h("td", {}, place >= 0 ? t("tablefeat.place", { n: place + 1 }) : ""),
      h("td", {}, tb.settings && tb.settings.rated ? t("tablefeat.rated") : t("tablefeat.unrated")),
      h("td", {}, h("a", { href: `#/table/${tb.id}/replay` }, t("common.replay"))));
  });
  root.replaceChildren(h("h2", { "data-testid": "player-name" }, data.user.username),
    h("h3", {}, t("tablefeat.ratings")), ratings,
    h("h3", {}, t("tablefeat.finished_games")),
    finished.length ? h("table", { class: "list" }, finished) : h("p", { class: "muted" }, t("tablefeat.no_games")));
}

// true if the hash is one of these pages (then it is drawn into root)
export async function featureRoute(root, app, hash) {
  let m;
  if ((m = hash.match(/^#\/player\/(.+)$/))) { await renderPlayer(root, decodeURIComponent(m[1])); return true; }
  if ((m = hash.match(/^#\/leaderboard\/(\w+)$/))) { await renderLeaderboard(root, m[1]); return true; }
  return false;
}
