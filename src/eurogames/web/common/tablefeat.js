// The table's features around the board: Undo next to the board, table chat, clocks and
// deadlines per seat, turn alerts, ratings at the seats, end-of-game statistics.
// table.js creates one per open table and calls: onMessage (socket messages other than
// state), onState (each state), decorate (after each draw), close.

import { api } from "./api.js";
import { h, toast } from "./dom.js";
import { t, tr } from "./i18n.js";
import { askNotifications, leaveTable, setSound, setTurnHere, soundOn } from "./notify.js";
import { renderStats } from "./stats.js";
import { seatName } from "./view.js";

export function fmtClock(sec) {
  const s = Math.max(0, Math.floor(sec));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

export function fmtDeadline(at) {
  const left = at - Date.now() / 1000;
  if (left <= 0) return t("tablefeat.deadline_passed");
  if (left < 3600) return t("tablefeat.deadline_in", { t: `${Math.ceil(left / 60)} ${t("tablefeat.min")}` });
  if (left < 2 * 86400) return t("tablefeat.deadline_in", { t: `${Math.round(left / 3600)} ${t("tablefeat.hours")}` });
  return t("tablefeat.deadline_in", { t: `${Math.round(left / 86400)} ${t("tablefeat.days")}` });
}

// One chat line as text nodes only: the name and the text are never read as markup.
export function chatLine(line, seats) {
  const who = line.seat !== null && line.seat !== undefined ? seatName(seats, line.seat) : (line.user || "?");
  return h("div", { class: `chat-line seat-${line.seat ?? "x"}`, "data-testid": "chat-line" },
    h("span", { class: "chat-who" }, who), line.seat === null || line.seat === undefined ? h("span", { class: "muted" }, ` (${t("tablefeat.spectator")})`) : "",
    ": ", h("span", { class: "chat-text" }, line.text));
}

export function tableFeatures({ tableId, app, sendRaw }) {
  let last = null;
  let chat = [];
  let seatsNow = [];
  let clockAt = 0;
  let ratings = null;
  const chatList = h("div", { class: "chat-list", "data-testid": "chat-list", "aria-live": "polite" });
  const chatInput = h("input", { type: "text", maxlength: 300, class: "chat-input", "data-testid": "chat-input",
    "aria-label": t("tablefeat.chat") });
  const chatForm = h("form", { class: "chat-form", onsubmit: (e) => { e.preventDefault(); sendChat(); } },
    chatInput, h("button", { type: "submit", "data-testid": "chat-send" }, t("tablefeat.send")));
  const chatBox = h("div", { class: "card chat", "data-testid": "chat" }, h("h3", {}, t("tablefeat.chat")), chatList, chatForm);
  const ticker = setInterval(tickClocks, 1000);

  function paintChat() {
    const stick = chatList.scrollTop + chatList.clientHeight >= chatList.scrollHeight - 8;
    chatList.replaceChildren(...chat.map((l) => chatLine(l, seatsNow)));
    if (stick) chatList.scrollTop = chatList.scrollHeight;
  }

  async function loadChat() {
    try { chat = (await api("GET", `/api/tables/${tableId}/chat`)).chat; paintChat(); } catch { /* shown on next message */ }
  }

  async function loadRatings(tb, final = false) {
    try { ratings = (await api("GET", `/api/tables/${tableId}/ratings`)).ratings; } catch { ratings = null; }
    if (ratings) ratings.final = final || !!(last && last.tv && last.tv.over);
    if (last) paintSeats();
  }

  function sendChat() {
    const text = chatInput.value.trim();
    if (!text) return;
    if (!sendRaw({ type: "chat", text })) { toast(t("common.connection_lost"), true); return; }
    chatInput.value = "";
  }

  function undo() {
    if (!last) return;
    sendRaw({ type: "undo", move_number: last.move_number });
  }

  // a strip of the seats above the board: name, rating, clock or deadline
  const seatStrip = h("div", { class: "seat-strip", "data-testid": "seat-strip" });

  function paintSeats() {
    const msg = last;
    const tb = msg.table;
    const clk = msg.clocks;
    const running = new Set(clk ? clk.running : []);
    const now = Date.now() / 1000;
    seatStrip.replaceChildren(...tb.seats.map((s) => {
      let time = "";
      if (clk && clk.kind === "bank") {
        const left = clk.left[s.seat] - (running.has(s.seat) ? now - clockAt : 0);
        time = h("span", { class: `clock${running.has(s.seat) ? " running" : ""}${left < 30 ? " low" : ""}`, "data-testid": `clock-${s.seat}` }, fmtClock(left));
      } else if (clk && clk.kind === "deadline" && running.has(s.seat)) {
        time = h("span", { class: "clock deadline", "data-testid": `deadline-${s.seat}` }, fmtDeadline(clk.deadline));
      }
      const r = ratings && ratings[s.seat];
      return h("span", { class: `seat-chip seat-${s.seat}${running.has(s.seat) ? " active" : ""}${s.seat === msg.seat ? " me" : ""}` },
        s.kind === "human" && s.user ? h("a", { href: `#/player/${encodeURIComponent(s.user)}`, class: "seat-name" }, h("b", {}, s.user)) : h("b", {}, seatName(tb.seats, s.seat)), r ? h("span", { class: "muted", "data-testid": `rating-${s.seat}` }, ` ${Math.round(r.rating)}`) : "",
        r && r.change ? h("span", { class: r.change > 0 ? "rating-up" : "rating-down", "data-testid": `rating-change-${s.seat}` }, ` (${r.change > 0 ? "+" : ""}${Math.round(r.change)})`) : "", " ", time);
    }));
    // the same clock on the game's own panel, where it has one
    for (const s of tb.seats) {
      const panel = document.querySelector(`[data-testid="panel-${s.seat}"]`);
      const chip = seatStrip.querySelector(`[data-testid="clock-${s.seat}"], [data-testid="deadline-${s.seat}"]`);
      if (panel && chip) {
        const old = panel.querySelector(".panel-clock");
        if (old) old.remove();
        panel.prepend(h("div", { class: "panel-clock" }, chip.textContent));
      }
    }
  }

  function tickClocks() {
    if (!last || !last.clocks || !seatStrip.isConnected) return;
    paintSeats();
  }

  return {
    onMessage(msg) {
      if (msg.type === "chat") {
        if (!chat.some((l) => l.id === msg.line.id)) chat.push(msg.line);
        paintChat();
        return true;
      }
      return false;
    },
    onState(msg) {
      const first = !last;
      last = msg;
      seatsNow = msg.table.seats;
      clockAt = Date.now() / 1000;
      if (first) { loadChat(); loadRatings(msg.table); }
      else if (msg.tv && msg.tv.over && !(ratings && ratings.final)) loadRatings(msg.table, true);
      const tv = msg.tv;
      const mine = !!(tv && !tv.over && msg.seat !== null && tv.active.includes(msg.seat));
      setTurnHere(mine, `${tr(msg.table.titles)} #${msg.table.id}`);
    },
    // status: the line above the board; left: board column; right: side column
    decorate({ status, left, right }) {
      const msg = last;
      if (!msg || !msg.tv) return;
      const tv = msg.tv;
      const tools = h("span", { class: "table-tools" });
      if (msg.undo > 0) {
        tools.append(h("button", { class: "undo", "data-testid": "undo", title: t("tablefeat.undo_hint"), onclick: undo }, `↶ ${t("tablefeat.undo")}`));
      }
      tools.append(h("button", { class: "quiet", "data-testid": "sound-toggle", title: t("tablefeat.sound_hint"),
        "aria-pressed": soundOn() ? "true" : "false",
        onclick: () => { setSound(!soundOn()); this.decorate({ status, left, right }); } }, `♪ ${soundOn() ? t("tablefeat.sound_on") : t("tablefeat.sound_off")}`));
      if ("Notification" in window && Notification.permission === "default") {
        tools.append(h("button", { class: "quiet", "data-testid": "notify-ask", onclick: async () => { await askNotifications(); } }, t("tablefeat.notify_enable")));
      }
      const old = status.querySelector(".table-tools");
      if (old) old.remove();
      status.append(tools);
      paintSeats();
      if (!seatStrip.isConnected) status.after(seatStrip);
      if (tv.over) renderStats(left, tableId, msg.table);
      const focused = document.activeElement === chatInput;
      chatInput.disabled = !app.user || (msg.seat === null && !msg.table.settings.spectator_chat && msg.table.host_id !== (app.user && app.user.id));
      chatInput.placeholder = chatInput.disabled ? t("tablefeat.chat_read_only") : t("tablefeat.chat_placeholder");
      // the box is built once: its words follow a language switch here
      chatBox.querySelector("h3").textContent = t("tablefeat.chat");
      chatForm.querySelector("[data-testid=chat-send]").textContent = t("tablefeat.send");
      chatInput.setAttribute("aria-label", t("tablefeat.chat"));
      right.append(chatBox);
      paintChat();
      if (focused) chatInput.focus();
    },
    close() { clearInterval(ticker); leaveTable(); },
  };
}

// The replay viewer's chat: the lines written up to the shown move.
export function replayChat(container, data, moveIndex) {
  const lines = (data.chat || []).filter((l) => l.move <= moveIndex);
  container.append(h("div", { class: "card chat", "data-testid": "replay-chat" }, h("h3", {}, t("tablefeat.chat")),
    h("div", { class: "chat-list" }, lines.map((l) => chatLine(l, data.table.seats)))));
}
