// Tooltips lead to the rules: a highlighted board piece (a Targets target) shows, on hover or
// keyboard focus, a small box with its hover text, what clicking it does, and a "more" link
// to its section of the game's help, opened in the drawer beside the board. The game is the
// one named by the nearest [data-game] ancestor (the table sets it); without one, no box.

import { h, injectStyle } from "./dom.js";
import { t, tr } from "./i18n.js";

const CSS = `
.help-tip { position: fixed; z-index: 45; max-width: 300px; background: #fffdf8; border: 1px solid #8a5a2b; border-radius: 6px;
  padding: .35rem .55rem; font-size: .85rem; box-shadow: 0 2px 8px rgba(0,0,0,.18); }
.help-tip .help-tip-text { display: block; margin-bottom: .2rem; }
.help-tip .help-tip-acts { display: block; color: #7a746a; font-size: .8rem; margin-bottom: .2rem; }
.help-tip a { font-weight: 600; }
`;

let box = null;
let hideTimer = null;
let watch = null;
let shown = 0;   // counts the hovers: only the newest one gets its box

function hide() {
  if (box) box.remove();
  box = null;
  clearInterval(watch);
}

function later() {
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hide, 350);
}

function hoverText(el) {
  const title = el.querySelector(":scope > title") || el.querySelector("title");
  return (title && title.textContent) || el.getAttribute("title") || "";
}

async function show(el, key, acts) {
  const host = el.closest("[data-game]");
  if (!host) return;
  const game = host.getAttribute("data-game");
  // the previous piece's box goes at once, not after the help modules are in: a "more" link
  // on the page always belongs to the piece last hovered
  const mine = ++shown;
  clearTimeout(hideTimer);
  hide();
  const [{ sectionFor }, { openHelpDrawer }] = await Promise.all([import("../help/anchors.js"), import("../help/page.js")]);
  if (mine !== shown) return;
  const section = sectionFor(game, key, acts);
  injectStyle("help-tip-style", CSS);
  clearTimeout(hideTimer);
  hide();
  const words = acts.slice(0, 3).map((a) => tr(a.text) || a.notation).join(" / ") + (acts.length > 3 ? " …" : "");
  box = h("div", { class: "help-tip", "data-testid": "help-tip", role: "tooltip" },
    hoverText(el) ? h("span", { class: "help-tip-text" }, hoverText(el)) : "",
    h("span", { class: "help-tip-acts" }, words),
    h("a", { href: `#/help/${game}/${section}`, "data-testid": "help-more", "data-section": section,
      onclick: (e) => { e.preventDefault(); e.stopPropagation(); hide(); openHelpDrawer(game, section); } }, `${t("help.more")} ›`));
  box.addEventListener("mouseenter", () => clearTimeout(hideTimer));
  box.addEventListener("mouseleave", later);
  const r = el.getBoundingClientRect();
  document.body.append(box);
  // a board redraw removes el without a mouseleave: drop its box with it
  watch = setInterval(() => { if (!el.isConnected) hide(); }, 400);
  const w = box.offsetWidth;
  box.style.left = `${Math.max(4, Math.min(window.innerWidth - w - 4, r.left + r.width / 2 - w / 2))}px`;
  const below = r.bottom + 6;
  box.style.top = `${below + box.offsetHeight < window.innerHeight ? below : Math.max(4, r.top - box.offsetHeight - 6)}px`;
}

/** Give target element el (board key `key`, legal actions `acts`) its rules tooltip. */
export function helpTip(el, key, acts) {
  el.addEventListener("mouseenter", () => { show(el, key, acts); });
  el.addEventListener("mouseleave", later);
  el.addEventListener("focus", () => { show(el, key, acts); });
  el.addEventListener("blur", later);
}
