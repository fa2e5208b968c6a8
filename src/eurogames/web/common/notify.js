// "Your turn" everywhere: the tab title and the favicon carry a badge with the number of tables
// waiting for me, the header shows that count on every page, and when a table I am watching
// becomes my turn: an optional sound and a browser notification (where the player allowed it).

import { api } from "./api.js";
import { h } from "./dom.js";
import { onLangChange, t } from "./i18n.js";

const BASE_TITLE = "eurogames";
const SOUND_KEY = "eg_turn_sound";
const POLL_MS = 20000;
let count = 0;
let here = false;
let signedIn = false;
let timer = null;
let icon = null;

export function soundOn() { return localStorage.getItem(SOUND_KEY) === "1"; }
export function setSound(on) { localStorage.setItem(SOUND_KEY, on ? "1" : "0"); }

function badge() {
  let el = document.getElementById("myturn");
  if (!el) {
    el = h("a", { id: "myturn", href: "#/", class: "myturn-badge", "data-testid": "myturn-count" });
    const bar = document.getElementById("topbar");
    const spacer = bar && bar.querySelector(".spacer");
    if (bar) bar.insertBefore(el, spacer || null);
  }
  return el;
}

function favicon(n) {
  const link = document.querySelector("link[rel=icon]");
  if (!link) return;
  if (!icon) icon = link.getAttribute("href");
  if (!n) { link.setAttribute("href", icon); return; }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><polygon points="16,2 29,9 29,23 16,30 3,23 3,9" fill="#8a5a2b"/>`
    + `<circle cx="22" cy="10" r="10" fill="#c0262d"/><text x="22" y="15" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${Math.min(n, 9)}</text></svg>`;
  link.setAttribute("href", `data:image/svg+xml,${encodeURIComponent(svg)}`);
}

function paint() {
  const n = Math.max(count, here ? 1 : 0);
  document.title = (here ? "▶ " : "") + (n ? `(${n}) ` : "") + BASE_TITLE;
  favicon(n);
  const el = badge();
  el.textContent = n ? t("tablefeat.my_turn_count", { n }) : "";
  el.hidden = !signedIn || !n;
}

export async function refreshTurns() {
  if (!signedIn) { count = 0; paint(); return; }
  try {
    const mine = await api("GET", "/api/tables/mine");
    count = mine.my_turn.length;
  } catch { /* offline: keep the last count */ }
  paint();
}

onLangChange(() => paint());

// Called by app.js whenever the signed-in user changes.
export function watchTurns(user) {
  signedIn = !!user;
  if (timer) clearInterval(timer);
  timer = signedIn ? setInterval(refreshTurns, POLL_MS) : null;
  refreshTurns();
}

function beep() {
  try {
    const ctx = new (window.AudioContext || window.webkitAudioContext)();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.4);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.4);
  } catch { /* no audio: fine */ }
}

// The table page says whether it is my turn there; a change to "yes" alerts me.
export function setTurnHere(mine, label) {
  const became = mine && !here;
  const changed = mine !== here;
  here = mine;
  if (!mine && changed) count = Math.max(0, count - 1);  // this table no longer waits for me
  paint();
  if (changed && !became) refreshTurns();
  if (!became) return;
  if (soundOn()) beep();
  if (document.hidden && "Notification" in window && Notification.permission === "granted") {
    try { new Notification(t("tablefeat.notify_title"), { body: label || "", tag: "eg-turn" }); } catch { /* ignore */ }
  }
  refreshTurns();
}

export function leaveTable() { here = false; paint(); }

export async function askNotifications() {
  if (!("Notification" in window)) return "unsupported";
  if (Notification.permission === "default") return Notification.requestPermission();
  return Notification.permission;
}
