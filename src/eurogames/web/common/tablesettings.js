// The lobby's part of the table features: table settings in the new-table form (undo, rated,
// spectator chat, a live clock), the badges of a listed table (rated, clock, deadline), and
// my rating on each game's card.

import { api } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { fmtDeadline } from "./tablefeat.js";

export function settingsFields(modeSelect) {
  const undo = h("input", { type: "checkbox", checked: true, "data-setting": "undo" });
  const rated = h("input", { type: "checkbox", "data-setting": "rated" });
  const spect = h("input", { type: "checkbox", "data-setting": "spectator_chat" });
  const clock = h("input", { type: "checkbox", "data-setting": "clock" });
  const bank = h("input", { type: "number", min: 0.1, max: 240, step: "any", value: 10, size: 4, "data-setting": "bank" });
  const inc = h("input", { type: "number", min: 0, max: 3600, step: 1, value: 10, size: 4, "data-setting": "increment" });
  const onTimeout = h("select", { "data-setting": "on_timeout" }, h("option", { value: "bot" }, t("tablefeat.on_timeout_bot")), h("option", { value: "lose" }, t("tablefeat.on_timeout_lose")));
  const clockBox = h("span", {}, " ", t("tablefeat.clock_bank"), " ", bank, " ", t("tablefeat.clock_increment"), " ", inc, " ", t("tablefeat.on_timeout"), " ", onTimeout);
  const sync = () => { clock.disabled = modeSelect.value !== "live"; clockBox.hidden = clock.disabled || !clock.checked; };
  clock.addEventListener("change", sync);
  modeSelect.addEventListener("change", sync);
  sync();
  return h("details", { class: "table-settings", "data-testid": "table-settings" }, h("summary", {}, t("tablefeat.settings")),
    h("label", {}, undo, " ", t("tablefeat.set_undo")), h("label", {}, rated, " ", t("tablefeat.set_rated")),
    h("label", {}, spect, " ", t("tablefeat.set_spectator_chat")), h("label", {}, clock, " ", t("tablefeat.set_clock"), clockBox));
}

export function readSettings(box) {
  const q = (k) => box.querySelector(`[data-setting="${k}"]`);
  const out = { undo: q("undo").checked, rated: q("rated").checked, spectator_chat: q("spectator_chat").checked };
  if (q("clock").checked && !q("clock").disabled) {
    out.clock = { bank: Math.round(Number(q("bank").value) * 60), increment: Number(q("increment").value), on_timeout: q("on_timeout").value };
  }
  return out;
}

export function tableBadges(tb) {
  const st = tb.settings || {};
  const out = [];
  if (st.rated) out.push(h("span", { class: "chip" }, t("tablefeat.rated")));
  if (st.clock) out.push(h("span", { class: "chip" }, `⏱ ${Math.round(st.clock.bank / 60)}′+${st.clock.increment}″`));
  if (tb.status === "playing" && tb.mode === "turn" && tb.deadline) out.push(h("span", { class: "chip", "data-testid": `lobby-deadline-${tb.id}` }, fmtDeadline(tb.deadline)));
  return out.length ? [" ", ...out] : [];
}

// my rating on each game's card in the lobby
export async function lobbyRatings(root, app) {
  if (!app.user) return;
  try {
    const me = await api("GET", `/api/players/${encodeURIComponent(app.user.username)}`);
    for (const r of me.ratings) {
      const card = root.querySelector(`[data-testid="game-${r.game}"] h3`);
      if (card) card.append(" ", h("a", { class: "chip", href: `#/leaderboard/${r.game}`, "data-testid": `lobby-rating-${r.game}` }, `${t("tablefeat.rating")} ${Math.round(r.rating)}`));
    }
  } catch { /* the lobby works without */ }
}
