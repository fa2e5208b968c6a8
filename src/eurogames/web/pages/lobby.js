// The lobby: the games, a new-table form, open tables, my tables.

import { api } from "../common/api.js";
import { h, toast } from "../common/dom.js";
import { errorText } from "../common/errors.js";
import { t, tr } from "../common/i18n.js";
import { lobbyRatings, readSettings, settingsFields, tableBadges } from "../common/tablesettings.js";
import { helpLinks } from "../help/links.js";
import { playerName } from "../common/names.js";

function statusText(s) { return t(`common.status_${s}`); }

function tableRow(tb, app, actions = true) {
  const seats = tb.seats.map((s) => s.kind === "human" || s.kind === "bot" ? playerName(tb.seats, s.seat) : s.kind === "invited" ? `${t("common.seat_invite")}: ${s.user}` : t("common.seat_open")).join(", ");
  const canJoin = app.user && tb.status === "waiting" && !tb.seats.some((s) => s.user_id === app.user.id && s.kind === "human") && tb.seats.some((s) => s.kind === "open" || (s.kind === "invited" && s.user_id === app.user.id));
  return h("tr", { "data-testid": `table-${tb.id}` },
    h("td", {}, `#${tb.id}`), h("td", {}, tr(tb.titles)), h("td", {}, seats),
    h("td", {}, statusText(tb.status), tb.mode === "turn" ? ` · ${t("common.mode_turn")}` : "", tableBadges(tb)),
    h("td", {}, actions && canJoin ? h("button", { onclick: async () => {
      try { await api("POST", `/api/tables/${tb.id}/join`, {}); location.hash = `#/table/${tb.id}`; } catch (e) { toast(errorText(e.code, e.message), true); }
    } }, t("common.join")) : "", " ", h("a", { class: "btn", href: `#/table/${tb.id}` }, t("common.open"))));
}

function newTableForm(g, app) {
  const players = h("select", { name: "players", "data-testid": "players" });
  for (let n = g.min_players; n <= g.max_players; n++) players.append(h("option", { value: n }, `${n}`));
  const mode = h("select", { name: "mode" }, h("option", { value: "live" }, t("common.mode_live")), h("option", { value: "turn" }, t("common.mode_turn")));
  const seatsBox = h("div", {});
  const settingsBox = settingsFields(mode);
  const optionEls = g.options.map((o) => {
    const sel = h("select", { name: o.name, "data-option": o.name });
    // Each choice by its readable name in the player's language (the value itself if it has none);
    // a seat option's numbers are seats from 0: shown as the seat's name, offered only below the player count.
    const label = (c, i) => (o.seat && typeof c === "number" ? `${t("common.seat")} ${c + 1}` : tr((o.labels || [])[i]) || String(c));
    o.choices.forEach((c, i) => sel.append(h("option", { value: String(i), selected: JSON.stringify(c) === JSON.stringify(o.default) }, label(c, i))));
    // the identifier in the tooltip: it is what --option NAME=VALUE and the API take
    return h("label", { class: "rule-option", title: o.name },
      h("span", { class: "rule-title" }, tr(o.title) || o.name), sel, h("small", { class: "muted" }, tr(o.description)));
  });
  function fitSeatOptions(n) {
    g.options.forEach((o, k) => {
      if (!o.seat) return;
      const sel = optionEls[k].querySelector("select");
      o.choices.forEach((c, i) => { sel.options[i].disabled = typeof c === "number" && c >= n; });
      if (sel.options[Number(sel.value)].disabled) sel.value = String(o.choices.findIndex((c) => JSON.stringify(c) === JSON.stringify(o.default)));
    });
  }
  function drawSeats() {
    seatsBox.replaceChildren();
    const n = Number(players.value);
    fitSeatOptions(n);
    for (let i = 1; i < n; i++) {
      const kind = h("select", { "data-testid": `seat-kind-${i}`, "data-seat": i },
        h("option", { value: "bot" }, t("common.seat_bot")), h("option", { value: "open" }, t("common.seat_open")), h("option", { value: "invite" }, t("common.seat_invite")));
      const level = h("select", { "data-testid": `seat-level-${i}` }, ["easy", "medium", "hard", "expert"].map((l) => h("option", { value: l, selected: l === "medium" }, t(`common.level_${l}`))));
      const who = h("input", { placeholder: t("common.invite_name"), size: 10 });
      seatsBox.append(h("div", {}, `${t("common.seat")} ${i + 1}: `, kind, " ", level, " ", who));
    }
  }
  players.addEventListener("change", drawSeats);
  drawSeats();
  const form = h("form", { class: "newtable", "data-testid": `new-${g.name}`, onsubmit: async (e) => {
    e.preventDefault();
    if (!app.user) { app.after = location.hash; location.hash = "#/signin"; return; }
    const seats = [{ kind: "me" }];
    seatsBox.querySelectorAll("div").forEach((d) => {
      const [kind, level] = d.querySelectorAll("select");
      const who = d.querySelector("input");
      seats.push(kind.value === "bot" ? { kind: "bot", bot: level.value } : kind.value === "invite" ? { kind: "invite", user: who.value } : { kind: "open" });
    });
    const options = {};
    g.options.forEach((o) => { const sel = form.querySelector(`[data-option="${o.name}"]`); options[o.name] = o.choices[Number(sel.value)]; });
    try {
      const r = await api("POST", "/api/tables", { game: g.name, players: Number(players.value), mode: mode.value, options, seats, settings: readSettings(settingsBox) });
      location.hash = `#/table/${r.table.id}`;
    } catch (err) { toast(errorText(err.code, err.message), true); }
  } },
  h("label", {}, `${t("common.players_label")}: `, players, "  ", `${t("common.mode")}: `, mode),
  seatsBox,
  optionEls.length ? h("details", {}, h("summary", {}, t("common.options")), optionEls) : "",
  settingsBox,
  h("p", {}, h("button", { class: "primary", type: "submit", "data-testid": `create-${g.name}` }, t("common.create"))));
  return form;
}

// How often the lobby asks for the tables while its socket is down.
const POLL_MS = 3000;

function drawLists(box, app, lists, mine) {
  const out = [];
  if (mine) {
    out.push(h("h2", {}, t("common.my_tables")));
    const kinds = ["my_turn", "waiting", "playing", "finished"].filter((k) => mine[k].length);
    if (!kinds.length) out.push(h("p", { class: "muted" }, t("common.none")));
    for (const k of kinds) {
      out.push(h("h3", {}, t(`common.${k}_tab`)), h("table", { class: "list card", "data-testid": `mine-${k}` }, mine[k].map((tb) => tableRow(tb, app, false))));
    }
  }
  out.push(h("h2", {}, t("common.open_tables")));
  out.push(lists.open.length ? h("table", { class: "list card", "data-testid": "open-tables" }, lists.open.map((tb) => tableRow(tb, app))) : h("p", { class: "muted" }, t("common.none")));
  if (lists.finished.length) {
    out.push(h("h2", {}, t("common.finished_tables")), h("table", { class: "list card" }, lists.finished.map((tb) => tableRow(tb, app, false))));
  }
  box.replaceChildren(...out);
}

export async function renderLobby(root, app) {
  const fetchLists = () => Promise.all([api("GET", "/api/tables"), app.user ? api("GET", "/api/tables/mine") : null]);
  const [{ games }, [lists, mine]] = await Promise.all([api("GET", "/api/games"), fetchLists()]);
  root.append(h("h2", {}, t("common.games")));
  root.append(h("div", { class: "grid" }, games.map((g) => h("div", { class: "card", "data-testid": `game-${g.name}` },
    h("h3", {}, tr(g.titles)),
    h("p", { class: "muted" }, `${g.min_players}–${g.max_players} ${t("common.players")} · ${g.play_time} ${t("common.minutes")} · ${t("common.age")} ${g.min_age}+`),
    helpLinks(g.name),
    h("details", { "data-testid": `details-${g.name}` }, h("summary", {}, t("common.new_table")), newTableForm(g, app))))));
  const box = h("div", { "data-testid": "lobby-lists" });
  root.append(box);
  let seen = JSON.stringify([lists, mine]);
  drawLists(box, app, lists, mine);
  lobbyRatings(root, app);
  // live: the lobby socket says when the lists changed (new tables, seats taken, games
  // started or finished); while it is down the lobby asks every few seconds instead
  let closed = false;
  let timer = null;
  let ws = null;
  let refreshing = false;
  let again = false;
  const refresh = async () => {
    if (closed) return;
    if (refreshing) { again = true; return; }  // a notice during a fetch: fetch once more
    refreshing = true;
    do {
      again = false;
      try {
        const now = await fetchLists();
        const key = JSON.stringify(now);
        if (!closed && key !== seen) { seen = key; drawLists(box, app, now[0], now[1]); }
      } catch { /* offline for now: the next notice or round tries again */ }
    } while (again && !closed);
    refreshing = false;
  };
  const poll = async () => {
    if (closed) return;
    if (!document.hidden) await refresh();
    if (!closed && (!ws || ws.readyState !== WebSocket.OPEN)) timer = setTimeout(poll, POLL_MS);
  };
  const connect = () => {
    if (closed) return;
    const proto = location.protocol === "https:" ? "wss" : "ws";
    ws = new WebSocket(`${proto}://${location.host}/ws/lobby`);
    ws.onopen = () => { clearTimeout(timer); refresh(); };
    ws.onmessage = () => refresh();
    ws.onclose = () => {
      if (closed) return;
      clearTimeout(timer);
      timer = setTimeout(poll, POLL_MS);
      setTimeout(connect, 5000);
    };
  };
  connect();
  return { close() { closed = true; clearTimeout(timer); if (ws) ws.close(); } };
}
