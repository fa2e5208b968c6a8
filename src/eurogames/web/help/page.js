// How to play: a game's rules help, as a page (#/help/<game>[/<section>]) or in a drawer beside
// the table (openHelpDrawer), in the site's language. The text comes from /api/help/<game>
// (src/eurogames/help/<game>.<lang>.md, shared with `eurogames rules`).

import { api } from "../common/api.js";
import { h, injectStyle } from "../common/dom.js";
import { getLang, onLangChange, t } from "../common/i18n.js";
import { componentFigure, figure } from "./figures.js";

const cache = new Map();

export function loadHelp(game, lang = getLang()) {
  const k = `${game}/${lang}`;
  if (!cache.has(k)) {
    const p = api("GET", `/api/help/${encodeURIComponent(game)}?lang=${lang}`);
    p.catch(() => cache.delete(k));
    cache.set(k, p);
  }
  return cache.get(k);
}

const CSS = `
.help-page { display: grid; grid-template-columns: minmax(180px, 240px) minmax(0, 1fr); gap: 1rem; align-items: start; }
@media (max-width: 800px) { .help-page { grid-template-columns: 1fr; } .help-toc { position: static !important; max-height: none !important; } }
.help-toc { position: sticky; top: .5rem; max-height: calc(100vh - 1rem); overflow: auto; font-size: .92em; }
.help-toc ol { padding-left: 1.2rem; margin: .3rem 0; }
.help-toc details summary { color: var(--muted, #7a746a); }
.help-body h2 { border-bottom: 2px solid var(--line, #e2d9c8); padding-bottom: .2rem; margin-top: 1.6rem; }
.help-body h3 { margin: 1rem 0 .3rem; font-size: 1.02em; }
.help-body section.help-sub { scroll-margin-top: .5rem; }
.help-body .help-flash { animation: help-flash 1.6s ease-out 1; border-radius: 6px; }
@keyframes help-flash { 0% { background: #ffe58a; } 100% { background: transparent; } }
.help-body table { border-collapse: collapse; margin: .4rem 0; }
.help-body td, .help-body th { border: 1px solid var(--line, #e2d9c8); padding: .2rem .5rem; text-align: left; vertical-align: top; }
.help-body code { background: #f1ebdf; padding: 0 .25rem; border-radius: 3px; font-size: .92em; }
.help-figure { margin: .6rem 0; }
.help-figure figcaption { font-size: .88em; color: var(--muted, #7a746a); }
.help-comp-svg { float: left; margin: 0 .8rem .3rem 0; }
.help-body section.help-sub { clear: left; overflow: hidden; }
.help-figure-svg { max-width: 100%; height: auto; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; }
.help-head { display: flex; gap: .6rem; align-items: center; flex-wrap: wrap; }
.help-head h2 { margin: .2rem 0; flex: 1 1 auto; }
#help-drawer { position: fixed; top: 0; right: 0; bottom: 0; width: min(460px, 92vw); background: var(--panel, #fffdf8);
  border-left: 2px solid var(--accent, #8a5a2b); box-shadow: -4px 0 14px rgba(0,0,0,.15); z-index: 40; display: flex; flex-direction: column; }
#help-drawer .help-drawer-head { display: flex; gap: .5rem; align-items: center; padding: .5rem .8rem; background: var(--accent, #8a5a2b); color: #fff; }
#help-drawer .help-drawer-head strong { flex: 1 1 auto; }
#help-drawer .help-drawer-head a, #help-drawer .help-drawer-head button { color: #fff; border-color: #fff; background: transparent; }
#help-drawer .help-drawer-body { overflow: auto; padding: .4rem 1rem 2rem; flex: 1 1 auto; }
#help-drawer .help-page { grid-template-columns: 1fr; }
#help-drawer .help-toc { position: static; max-height: none; }
body.help-open main { margin-right: min(470px, 92vw); }
@media (max-width: 900px) { body.help-open main { margin-right: 0; } }
`;

// **bold**, `code` and [text](#section) links; links call go(section).
function inline(str, go, game) {
  const out = [];
  const re = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(#([A-Za-z0-9_.:-]+)\)/g;
  let pos = 0;
  let m;
  while ((m = re.exec(str))) {
    if (m.index > pos) out.push(str.slice(pos, m.index));
    if (m[1] !== undefined) out.push(h("strong", {}, m[1]));
    else if (m[2] !== undefined) out.push(h("code", {}, m[2]));
    else {
      const sid = m[4];
      out.push(h("a", { href: `#/help/${game}/${sid}`, "data-section-link": sid,
        onclick: (e) => { if (go) { e.preventDefault(); go(sid); } } }, m[3]));
    }
    pos = re.lastIndex;
  }
  if (pos < str.length) out.push(str.slice(pos));
  return out;
}

function blocks(sec, game, go) {
  return sec.blocks.map((b) => {
    if (b.type === "p") return h("p", {}, inline(b.text, go, game));
    if (b.type === "ul") return h("ul", {}, b.items.map((i) => h("li", {}, inline(i, go, game))));
    if (b.type === "table") {
      const [head, ...rows] = b.rows;
      return h("table", {}, h("tr", {}, head.map((c) => h("th", {}, inline(c, go, game)))),
        rows.map((r) => h("tr", {}, r.map((c) => h("td", {}, inline(c, go, game))))));
    }
    if (b.type === "figure") {
      const fig = h("figure", { class: "help-figure", "data-figure": b.name }, h("figcaption", {}, b.caption));
      figure(game, b.name).then((el) => { if (el) fig.prepend(el); });
      return fig;
    }
    return null;
  });
}

// The help document: a table of contents and the sections, each <section id="help-<id>">.
// go(section) scrolls to a section (links inside the text use it).
export function renderHelpDoc(doc, go) {
  injectStyle("help-style", CSS);
  const tops = doc.sections.filter((s) => s.level === 2);
  const toc = h("nav", { class: "help-toc card", "data-testid": "help-toc" }, h("strong", {}, t("help.contents")),
    h("ol", {}, tops.map((s) => {
      const kids = doc.sections.filter((x) => x.parent === s.id);
      const link = h("a", { href: `#/help/${doc.game}/${s.id}`, "data-toc": s.id, onclick: (e) => { e.preventDefault(); go(s.id); } }, s.title);
      return h("li", {}, link, kids.length > 0 && kids.length <= 24
        ? h("details", {}, h("summary", {}, `${kids.length}`), h("ol", {}, kids.map((k) => h("li", {},
          h("a", { href: `#/help/${doc.game}/${k.id}`, onclick: (e) => { e.preventDefault(); go(k.id); } }, k.title)))))
        : "");
    })));
  const body = h("div", { class: "help-body card", "data-testid": "help-body", lang: doc.lang });
  for (const s of doc.sections) {
    const el = h("section", { id: `help-${s.id}`, class: s.level === 2 ? "help-sec" : "help-sub", "data-section": s.id },
      h(s.level === 2 ? "h2" : "h3", {}, s.title), blocks(s, doc.game, go));
    if (s.parent === "components") {
      componentFigure(doc.game, s.id).then((pic) => { if (pic) el.insertBefore(pic, el.children[1]); });
    }
    body.append(el);
  }
  return h("div", { class: "help-page", "data-testid": "help-page", "data-game": doc.game, "data-lang": doc.lang }, toc, body);
}

function scrollTo(container, sid) {
  const el = container.querySelector(`[data-section="${CSS_ESCAPE(sid)}"]`);
  if (!el) return false;
  el.scrollIntoView({ block: "start" });
  el.classList.remove("help-flash");
  void el.getBoundingClientRect();
  el.classList.add("help-flash");
  container.querySelectorAll("[data-current]").forEach((x) => x.removeAttribute("data-current"));
  el.setAttribute("data-current", "");
  return true;
}

function CSS_ESCAPE(s) { return window.CSS && CSS.escape ? CSS.escape(s) : s; }

// The page #/help/<game>[/<section>].
export async function renderHelpPage(root, app, game, section) {
  const doc = await loadHelp(game);
  const head = h("div", { class: "help-head" }, h("h2", { "data-testid": "help-title" }, doc.title),
    h("a", { class: "btn", href: `#/learn/${game}`, "data-testid": "help-learn" }, t("help.learn")),
    h("a", { class: "btn", href: "#/" }, t("common.lobby")));
  const page = renderHelpDoc(doc, (sid) => {
    history.replaceState(null, "", `#/help/${game}/${sid}`);
    scrollTo(page, sid);
  });
  root.replaceChildren(head, page);
  if (section) requestAnimationFrame(() => scrollTo(page, section));
  return { rerender: () => renderHelpPage(root, app, game, section), close() {} };
}

// The drawer beside the table: open (or move to) game's help at `section`.
let drawer = null;

export async function openHelpDrawer(game, section = null) {
  injectStyle("help-style", CSS);
  const lang = getLang();
  if (!drawer || drawer.game !== game || drawer.lang !== lang) {
    closeHelpDrawer();
    const doc = await loadHelp(game, lang);
    const body = h("div", { class: "help-drawer-body" });
    const el = h("aside", { id: "help-drawer", "data-testid": "help-drawer", "data-game": game, role: "complementary",
      "aria-label": doc.title },
    h("div", { class: "help-drawer-head" }, h("strong", {}, doc.title),
      h("a", { class: "btn", href: `#/help/${game}`, target: "_blank", rel: "noopener", title: t("help.new_window") }, "↗"),
      h("button", { "data-testid": "help-close", onclick: closeHelpDrawer }, t("help.close"))),
    body);
    const page = renderHelpDoc(doc, (sid) => scrollTo(page, sid));
    body.append(page);
    el.addEventListener("keydown", (e) => { if (e.key === "Escape") closeHelpDrawer(); });
    document.body.append(el);
    document.body.classList.add("help-open");
    drawer = { game, lang, el, page };
  }
  if (section) scrollTo(drawer.page, section);
  return drawer.el;
}

export function closeHelpDrawer() {
  if (drawer) drawer.el.remove();
  drawer = null;
  document.body.classList.remove("help-open");
}

export function helpDrawerOpen() { return drawer ? drawer.game : null; }

// A language switch redraws an open drawer in the new language.
onLangChange(() => {
  if (drawer) {
    const g = drawer.game;
    closeHelpDrawer();
    openHelpDrawer(g);
  }
});
