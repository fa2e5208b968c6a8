// The table page: seats before the start; then status, panels, board, action bar,
// log and, at the end, the score breakdown. Live over the table's WebSocket.
//
// The page is built once and updated in parts on each state: the log only gets its new
// lines (so a reader scrolled up keeps their place), the status line stays in view
// (sticky) and carries the decisions the board has no place for (pass, confirm, skip).

import { api } from "../common/api.js";
import { renderActionBar } from "../common/actionbar.js";
import { renderDecisions } from "../common/decisions.js";
import { h, toast } from "../common/dom.js";
import { errorText } from "../common/errors.js";
import { t, tr } from "../common/i18n.js";
import { GameLog, renderLog } from "../common/log.js";
import { nameTag, playerName } from "../common/names.js";
import { renderScores } from "../common/scores.js";
import { rendererFor } from "../games/index.js";
import { replayChat, tableFeatures } from "../common/tablefeat.js";
import { helpButton } from "../help/links.js";

export function openTable(root, app, tableId) {
  let last = null;
  let log = [];
  let ws = null;
  let closed = false;
  let retry = 0;
  let msgId = 0;
  let render = null;
  // undo, chat, clocks, turn alerts, ratings, statistics (common/tablefeat.js)
  const feat = tableFeatures({ tableId, app, sendRaw: (m) => {
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ ...m, id: ++msgId }));
    return true;
  } });
  let online = false;
  let confirmLeave = false;
  let clockSkew = 0;          // server time - local time, seconds
  let handoverTimer = null;
  const gameLog = new GameLog();
  let page = null;            // the parts of a running table, built once
  let thinking = null;        // the last "bot" message: a seat's bot thinking, under which cap

  const names = () => (last ? last.table.seats : []);
  const game = () => (last ? last.table.game : null);
  const showError = (code, message) => toast(errorText(code, message, names(), game()), true);

  function send(action) {
    if (!last) return;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      // refused where the player sees it; the board is drawn again, ready for a new try
      toast(t("common.offline_refused"), true);
      draw();
      return;
    }
    ws.send(JSON.stringify({ type: "move", action, move_number: last.move_number, id: ++msgId }));
    // one move per state: every other way to act waits for the answer
    if (page) page.actions.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    if (page) page.status.querySelectorAll("button").forEach((b) => { b.disabled = true; });
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    ws = new WebSocket(`${proto}://${location.host}/ws/tables/${tableId}`);
    ws.onopen = () => { retry = 0; online = true; };
    ws.onmessage = async (ev) => {
      const msg = JSON.parse(ev.data);
      if (feat.onMessage(msg)) return;
      if (msg.type === "bot") {
        // a bot started thinking; it may come just before the state it thinks on
        thinking = msg;
        drawStatus();
      } else if (msg.type === "state") {
        const fresh = msg.log_from === 0;
        log = fresh ? msg.log : log.concat(msg.log);
        const seatsChanged = !last || JSON.stringify(last.table.seats) !== JSON.stringify(msg.table.seats);
        last = msg;
        feat.onState(msg);
        if (msg.server_time) clockSkew = msg.server_time - Date.now() / 1000;
        if (!render) render = await rendererFor(msg.table.game);
        if (fresh || seatsChanged) gameLog.set(log, msg.table.seats, msg.table.game);
        else gameLog.append(msg.log);
        draw();
      } else if (msg.type === "error") {
        showError(msg.code, msg.message);
        draw();
      }
    };
    ws.onclose = (ev) => {
      online = false;
      if (closed) return;
      if (ev.code === 4404) { root.replaceChildren(h("p", { class: "error" }, ev.reason || "not found")); page = null; return; }
      drawStatus();
      setTimeout(connect, Math.min(5000, 300 * 2 ** retry++));
    };
  }

  async function seatAction(path, body) {
    try { await api("POST", `/api/tables/${tableId}/${path}`, body || {}); } catch (e) { showError(e.code, e.message); }
  }

  function drawWaiting(tb) {
    const me = app.user && tb.seats.find((s) => s.user_id === app.user.id && s.kind === "human");
    const host = app.user && tb.host_id === app.user.id;
    const rows = tb.seats.map((s) => h("tr", { "data-testid": `seat-${s.seat}` },
      h("td", {}, `${t("common.seat")} ${s.seat + 1}`),
      h("td", {}, s.kind === "human" || s.kind === "bot" ? nameTag(tb.seats, s.seat, tb.game) : s.kind === "invited" ? `${t("common.seat_invite")}: ${s.user}` : t("common.seat_open"),
        s.user_id === tb.host_id && s.kind === "human" ? ` (${t("common.host")})` : ""),
      h("td", {},
        !me && app.user && (s.kind === "open" || (s.kind === "invited" && s.user_id === app.user.id)) ? h("button", { onclick: () => seatAction("join", { seat: s.seat }) }, t("common.join")) : "",
        host && s.kind !== "human" && s.kind !== "bot" ? h("button", { onclick: () => seatAction(`seats/${s.seat}/bot`, { level: "medium" }) }, t("common.give_to_bot")) : "")));
    const ready = tb.seats.every((s) => s.kind === "human" || s.kind === "bot");
    return h("div", { class: "card" }, h("h3", {}, t("common.seats")), h("table", { class: "list" }, rows),
      h("p", {},
        host ? h("button", { class: "primary", disabled: !ready, "data-testid": "start", onclick: () => seatAction("start") }, t("common.start")) : "", " ",
        me && !host ? h("button", { onclick: () => seatAction("leave") }, t("common.leave")) : ""));
  }

  function buildPage() {
    const p = {
      head: h("h2", {}),
      status: h("div", { class: "status-bar", "data-testid": "status-bar" }),
      left: h("div", { class: "table-main" }),
      actions: h("div", {}),
      extras: h("div", {}),
    };
    root.replaceChildren(p.head, p.status,
      h("div", { class: "table-layout", "data-game": game() || "" }, p.left, h("div", { class: "table-side" }, p.actions, gameLog.el, p.extras)));
    gameLog.toEnd();
    return p;
  }

  function drawStatus() {
    if (!page || !last || !last.tv) return;
    const msg = last;
    const tb = msg.table;
    const tv = msg.tv;
    const line = [];
    if (tv.over) line.push(t("common.game_over"));
    else {
      const mine = msg.seat !== null && tv.active.includes(msg.seat);
      const others = tv.active.filter((s) => s !== msg.seat);
      if (mine) line.push(t("common.your_turn"));
      if (mine && others.length) line.push(" · ");
      if (others.length) {
        const tags = others.flatMap((s, i) => (i ? [", ", nameTag(tb.seats, s, tb.game)] : [nameTag(tb.seats, s, tb.game)]));
        const [before, after] = t("common.waiting_for", { names: "\u0000" }).split("\u0000");
        line.push(before, ...tags, after || "");
        const bot = thinking && thinking.move_number === msg.move_number && others.includes(thinking.seat)
          && (tb.seats[thinking.seat] || {}).kind === "bot" ? thinking : null;
        if (bot) {
          line.push(h("span", { class: bot.busy ? "bot-note busy" : "bot-note muted", "data-testid": "bot-thinking" },
            " · ", t(bot.busy ? "common.bot_busy" : "common.bot_thinking",
              { seconds: bot.seconds, full: bot.full })));
        }
      }
      line.push(h("span", { class: "muted" }, ` · ${t("common.move")} ${tv.move_number + 1}`));
      if (msg.seat === null) line.push(h("span", { class: "muted" }, ` · ${t("common.spectating")}`));
    }
    const mine = !tv.over && msg.seat !== null && tv.active.includes(msg.seat);
    page.status.className = `status-bar${mine ? " myturn" : ""}`;
    page.status.replaceChildren(
      online ? "" : h("div", { class: "offline", "data-testid": "offline", role: "alert" }, t("common.connection_lost")),
      h("div", { class: "status", "data-testid": "status" }, line),
      mine ? renderDecisions(msg.legal, tb.game, send, page.left, page.actions) : "");
  }

  function drawHandover(tv, tb, msg) {
    if (handoverTimer) { clearTimeout(handoverTimer); handoverTimer = null; }
    if (tv.over || !app.user || tb.host_id !== app.user.id || !msg.handover_at) return;
    const silent = tv.active.filter((s) => s !== msg.seat && (tb.seats[s] || {}).kind === "human");
    if (!silent.length) return;
    const wait = msg.handover_at - (Date.now() / 1000 + clockSkew);
    if (wait > 0) {
      // the button shows when the host may use it; until then, when that will be
      const at = new Date((msg.handover_at - clockSkew) * 1000);
      const when = wait > 20 * 3600
        ? at.toLocaleString([], { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })
        : at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      page.extras.append(h("p", { class: "muted", "data-testid": "handover-later" },
        t("common.handover_later", { time: when })));
      handoverTimer = setTimeout(() => draw(), Math.min(wait * 1000 + 200, 2 ** 31 - 1));
      return;
    }
    for (const s of silent) {
      page.extras.append(h("p", {}, h("button", { "data-testid": `handover-${s}`, onclick: () => seatAction(`seats/${s}/bot`, { level: "medium" }) },
        `${t("common.give_to_bot")}: ${playerName(tb.seats, s)}`)));
    }
  }

  function drawLeave(tv, tb, msg) {
    if (tv.over || msg.seat === null || tb.status !== "playing") return;
    if (!confirmLeave) {
      page.extras.append(h("p", {}, h("button", { "data-testid": "leave", onclick: () => { confirmLeave = true; draw(); } }, t("common.leave"))));
      return;
    }
    page.extras.append(h("div", { class: "card confirm", role: "alertdialog", "data-testid": "leave-confirm" },
      h("p", {}, t("common.leave_confirm")),
      h("button", { class: "primary", "data-testid": "leave-yes", onclick: () => { confirmLeave = false; seatAction("leave"); } }, t("common.leave_yes")), " ",
      h("button", { "data-testid": "leave-no", onclick: () => { confirmLeave = false; draw(); } }, t("common.leave_no"))));
  }

  function draw() {
    if (!last) return;
    const msg = last;
    const tb = msg.table;
    const ctx = { game: tb.game, options: tb.options, seat: msg.seat, seats: tb.seats, legal: msg.legal, send };
    const head = `${tr(tb.titles)} · ${t("common.table")} #${tb.id}`;
    if (tb.status === "waiting" || !msg.tv) {
      page = null;
      root.replaceChildren(h("h2", {}, head), h("p", { class: "muted" }, t("common.status_waiting")), drawWaiting(tb));
      return;
    }
    if (!page) page = buildPage();
    const tv = msg.tv;
    page.head.replaceChildren(head, " ", helpButton(tb.game));
    page.left.replaceChildren();
    page.actions.replaceChildren();
    page.extras.replaceChildren();
    if (tv.over) {
      renderScores(page.left, tv, ctx);
      page.left.append(h("p", {}, h("a", { class: "btn", href: `#/table/${tb.id}/replay`, "data-testid": "replay" }, t("common.replay"))));
    }
    render(page.left, tv, ctx);
    if (!tv.over && msg.seat !== null) renderActionBar(page.actions, msg.legal, tb.game, send);
    drawStatus();
    drawLeave(tv, tb, msg);
    // the host may hand a silent seat (past its deadline) to a bot so the others can finish
    drawHandover(tv, tb, msg);
    feat.decorate({ status: page.status, left: page.left, right: page.extras });
    // for pages built around the table (the guided first game, help/learn.js)
    root.dispatchEvent(new CustomEvent("table-drawn", { detail: msg }));
  }

  connect();
  return {
    rerender() { gameLog.set(log, names(), game()); draw(); },
    close() { closed = true; feat.close(); if (handoverTimer) clearTimeout(handoverTimer); if (ws) ws.close(); },
  };
}

export async function openReplay(root, app, tableId) {
  const data = await api("GET", `/api/tables/${tableId}/replay`);
  const render = await rendererFor(data.table.game);
  const frames = data.frames;
  const seats = data.table.seats;
  let i = frames.length - 1;
  const slider = h("input", { type: "range", min: 0, max: frames.length - 1, value: i, "data-testid": "replay-slider" });
  const body = h("div", {});
  function draw() {
    const f = frames[i];
    const ctx = { game: data.table.game, options: data.table.options, seat: data.seat, seats, legal: [], send: () => {} };
    slider.value = i;
    body.replaceChildren(h("p", { "data-testid": "replay-pos" }, t("common.replay_move", { n: i, total: frames.length - 1 }),
      f.seat !== null ? [" · ", nameTag(seats, f.seat, data.table.game)] : ""));
    const left = h("div", { class: "table-main" });
    const right = h("div", { class: "table-side" });
    if (f.tv.over) renderScores(left, f.tv, ctx);
    render(left, f.tv, ctx);
    body.append(h("div", { class: "table-layout" }, left, right));
    // the log up to this move, its newest line in view
    renderLog(right, frames.slice(0, i + 1).flatMap((x) => x.log), seats, data.table.game);
    replayChat(right, data, i);
  }
  const go = (n) => { i = Math.max(0, Math.min(frames.length - 1, n)); draw(); };
  slider.addEventListener("input", () => go(Number(slider.value)));
  root.replaceChildren(h("h2", {}, `${t("common.replay")} · ${tr(data.table.titles)} #${tableId}`),
    h("div", { class: "replay-controls" },
      h("button", { onclick: () => go(0) }, t("common.first")), h("button", { "data-testid": "replay-prev", onclick: () => go(i - 1) }, t("common.prev")),
      slider,
      h("button", { "data-testid": "replay-next", onclick: () => go(i + 1) }, t("common.next")), h("button", { onclick: () => go(frames.length - 1) }, t("common.last")),
      h("a", { class: "btn", href: `#/table/${tableId}` }, t("common.back_to_table"))),
    body);
  draw();
  return { rerender: draw, close() {} };
}
