// The table page: seats before the start; then status, panels, board, action bar,
// log and, at the end, the score breakdown. Live over the table's WebSocket.

import { api } from "../common/api.js";
import { renderActionBar } from "../common/actionbar.js";
import { h, toast } from "../common/dom.js";
import { t, tr } from "../common/i18n.js";
import { renderLog } from "../common/log.js";
import { renderScores } from "../common/scores.js";
import { seatName } from "../common/view.js";
import { rendererFor } from "../games/index.js";

export function openTable(root, app, tableId) {
  let last = null;
  let log = [];
  let ws = null;
  let closed = false;
  let retry = 0;
  let msgId = 0;
  let render = null;

  function send(action) {
    if (!ws || ws.readyState !== WebSocket.OPEN || !last) return;
    ws.send(JSON.stringify({ type: "move", action, move_number: last.move_number, id: ++msgId }));
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    ws = new WebSocket(`${proto}://${location.host}/ws/tables/${tableId}`);
    ws.onopen = () => { retry = 0; };
    ws.onmessage = async (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type === "state") {
        log = msg.log_from === 0 ? msg.log : log.concat(msg.log);
        last = msg;
        if (!render) render = await rendererFor(msg.table.game);
        draw();
      } else if (msg.type === "error") {
        toast(msg.message, true);
        draw();
      }
    };
    ws.onclose = (ev) => {
      if (closed) return;
      if (ev.code === 4404) { root.replaceChildren(h("p", { class: "error" }, ev.reason || "not found")); return; }
      toast(t("common.connection_lost"));
      setTimeout(connect, Math.min(5000, 300 * 2 ** retry++));
    };
  }

  async function seatAction(path, body) {
    try { await api("POST", `/api/tables/${tableId}/${path}`, body || {}); } catch (e) { toast(e.message, true); }
  }

  function drawWaiting(tb) {
    const me = app.user && tb.seats.find((s) => s.user_id === app.user.id && s.kind === "human");
    const host = app.user && tb.host_id === app.user.id;
    const rows = tb.seats.map((s) => h("tr", { "data-testid": `seat-${s.seat}` },
      h("td", {}, `${t("common.seat")} ${s.seat + 1}`),
      h("td", {}, s.kind === "human" ? s.user : s.kind === "bot" ? `${t("common.seat_bot")} (${t(`common.level_${s.bot || "medium"}`)})` : s.kind === "invited" ? `${t("common.seat_invite")}: ${s.user}` : t("common.seat_open"),
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

  function draw() {
    if (!last) return;
    const msg = last;
    const tb = msg.table;
    const ctx = { game: tb.game, options: tb.options, seat: msg.seat, seats: tb.seats, legal: msg.legal, send };
    const head = h("h2", {}, `${tr(tb.titles)} · ${t("common.table")} #${tb.id}`);
    root.replaceChildren(head);
    if (tb.status === "waiting" || !msg.tv) {
      root.append(h("p", { class: "muted" }, t("common.status_waiting")), drawWaiting(tb));
      return;
    }
    const tv = msg.tv;
    let status;
    if (tv.over) status = h("div", { class: "status", "data-testid": "status" }, t("common.game_over"));
    else {
      const mine = msg.seat !== null && tv.active.includes(msg.seat);
      const others = tv.active.filter((s) => s !== msg.seat).map((s) => seatName(tb.seats, s));
      status = h("div", { class: `status${mine ? " myturn" : ""}`, "data-testid": "status" },
        mine ? t("common.your_turn") : "", mine && others.length ? " · " : "",
        others.length ? t("common.waiting_for", { names: others.join(", ") }) : "",
        h("span", { class: "muted" }, ` · ${t("common.move")} ${tv.move_number + 1}`),
        msg.seat === null ? h("span", { class: "muted" }, ` · ${t("common.spectating")}`) : "");
    }
    root.append(status);
    const left = h("div", {});
    const right = h("div", {});
    if (tv.over) {
      renderScores(left, tv, ctx);
      left.append(h("p", {}, h("a", { class: "btn", href: `#/table/${tb.id}/replay`, "data-testid": "replay" }, t("common.replay"))));
    }
    render(left, tv, ctx);
    if (!tv.over && msg.seat !== null) renderActionBar(right, msg.legal, tb.game, send);
    renderLog(right, log);
    if (!tv.over && msg.seat !== null && tb.status === "playing") {
      right.append(h("p", {}, h("button", { onclick: () => seatAction("leave") }, t("common.leave"))));
    }
    // the host may hand a silent seat (past its deadline) to a bot so the others can finish
    if (!tv.over && app.user && tb.host_id === app.user.id) {
      const silent = tv.active.filter((s) => s !== msg.seat && (tb.seats[s] || {}).kind === "human");
      for (const s of silent) {
        right.append(h("p", {}, h("button", { "data-testid": `handover-${s}`, onclick: () => seatAction(`seats/${s}/bot`, { level: "medium" }) },
          `${t("common.give_to_bot")}: ${seatName(tb.seats, s)}`)));
      }
    }
    root.append(h("div", { class: "table-layout" }, left, right));
  }

  connect();
  return {
    rerender: draw,
    close() { closed = true; if (ws) ws.close(); },
  };
}

export async function openReplay(root, app, tableId) {
  const data = await api("GET", `/api/tables/${tableId}/replay`);
  const render = await rendererFor(data.table.game);
  const frames = data.frames;
  let i = frames.length - 1;
  const slider = h("input", { type: "range", min: 0, max: frames.length - 1, value: i, "data-testid": "replay-slider" });
  const body = h("div", {});
  function draw() {
    const f = frames[i];
    const ctx = { game: data.table.game, options: data.table.options, seat: data.seat, seats: data.table.seats, legal: [], send: () => {} };
    slider.value = i;
    body.replaceChildren(h("p", { "data-testid": "replay-pos" }, t("common.replay_move", { n: i, total: frames.length - 1 }),
      f.seat !== null ? ` · ${seatName(data.table.seats, f.seat)}` : ""));
    const left = h("div", {});
    const right = h("div", {});
    if (f.tv.over) renderScores(left, f.tv, ctx);
    render(left, f.tv, ctx);
    renderLog(right, f.log);
    body.append(h("div", { class: "table-layout" }, left, right));
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
