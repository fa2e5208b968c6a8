// Learn to play: a guided first game against an easy bot. #/learn/<game> starts a fixed-seed
// table (POST /api/learn/<game>, signing in as a guest if needed) and moves to
// #/learn/<game>/<table>, which shows the ordinary table with a guide above it. The guide walks
// through the game's scripted opening (/api/help/<game>/guide): at each of the player's
// decisions it says what every highlighted kind of choice does (from the help's action
// sections), suggests one move, marks it on the board and says why a good player might take
// it; after the script (or when the game leaves it) the player continues alone.

import { api } from "../common/api.js";
import { h, injectStyle, toast } from "../common/dom.js";
import { getLang, t, tr } from "../common/i18n.js";
import { openTable } from "../pages/table.js";
import { loadHelp, openHelpDrawer } from "./page.js";

const CSS = `
.guide { border: 2px solid var(--accent2, #2f6f5e); background: #f2faf6; }
.guide h3 { margin: .1rem 0 .4rem; display: flex; gap: .6rem; align-items: center; flex-wrap: wrap; }
.guide h3 .muted { font-weight: 400; font-size: .9em; }
.guide .guide-why { font-size: 1.02em; }
.guide .guide-suggest { font-weight: 600; }
.guide ul.guide-choices { margin: .3rem 0; padding-left: 1.2rem; font-size: .92em; }
.guide ul.guide-choices li { margin-bottom: .2rem; }
.guide .guide-bar { display: flex; gap: .5rem; flex-wrap: wrap; margin-top: .4rem; }
.guide-pick:not(g) { outline: 3px solid #2f6f5e; outline-offset: 2px; }
g.guide-pick > polygon, g.guide-pick > rect, g.guide-pick > circle, g.guide-pick > path,
g.guide-pick > g > polygon, g.guide-pick > g > rect { stroke: #2f6f5e !important; stroke-width: 4px !important; }
`;

// #/learn/<game>: create the guided table and go to it.
export async function startLearn(root, app, game) {
  injectStyle("guide-style", CSS);
  root.replaceChildren(h("p", { class: "muted", "data-testid": "guide-starting" }, t("help.guide_starting")));
  if (!app.user) {
    const r = await api("POST", "/api/guest", {});
    app.setUser(r.user);
  }
  const r = await api("POST", `/api/learn/${encodeURIComponent(game)}`, {});
  location.replace(`#/learn/${game}/${r.table.id}`);
  return { close() {} };
}

function firstPara(doc, sid) {
  const s = doc.sections.find((x) => x.id === sid);
  if (!s) return null;
  const p = s.blocks.find((b) => b.type === "p");
  const text = p ? p.text.replace(/\*\*|`/g, "").replace(/\[([^\]]+)\]\(#[^)]+\)/g, "$1") : "";
  return { title: s.title, text: text.split(/(?<=[.。])\s*/)[0] };
}

// #/learn/<game>/<table>: the table with the guide above it.
export function openLearn(root, app, game, tableId) {
  injectStyle("guide-style", CSS);
  const guideBox = h("div", { class: "card guide", "data-testid": "guide" });
  const tableBox = h("div", {});
  root.replaceChildren(guideBox, tableBox);
  const table = openTable(tableBox, app, tableId);
  let script = null;
  let doc = null;
  let pos = 0;           // the script step shown or next (= the player's moves so far)
  let done = false;      // past the script
  let offScript = false;
  let hidden = false;
  let last = null;
  let busy = false;
  let closed = false;

  let picked = null;     // the notation marked on the board

  function mark(notation) {
    picked = notation;
    for (const el of tableBox.querySelectorAll(".guide-pick")) {
      if (!notation || !el.getAttribute("data-notation").split("|").includes(notation)) el.classList.remove("guide-pick");
    }
    if (!notation) return;
    for (const el of tableBox.querySelectorAll("[data-notation]")) {
      if (el.getAttribute("data-notation").split("|").includes(notation) && !el.classList.contains("guide-pick")) el.classList.add("guide-pick");
    }
  }

  function choose(step, legal) {
    const names = legal.map((a) => a.notation);
    const hit = (step.prefer || []).find((n) => names.includes(n));
    if (hit) return legal[names.indexOf(hit)];
    return legal.find((a) => a.action.type === step.type) || null;
  }

  function choices(legal) {
    const byType = new Map();
    for (const a of legal) {
      if (!byType.has(a.action.type)) byType.set(a.action.type, []);
      byType.get(a.action.type).push(a);
    }
    return h("ul", { class: "guide-choices", "data-testid": "guide-choices" }, [...byType].map(([type, acts]) => {
      const info = firstPara(doc, `act-${type}`);
      return h("li", { "data-type": type },
        h("a", { href: `#/help/${game}/act-${type}`, onclick: (e) => { e.preventDefault(); openHelpDrawer(game, `act-${type}`); } },
          info ? info.title : type), ` (${acts.length}): `, info ? info.text : "");
    }));
  }

  function draw() {
    if (!script || !doc || closed) return;
    const head = h("h3", {}, t("help.guide"),
      h("span", { class: "muted" }, done || offScript ? "" : t("help.guide_step", { n: Math.min(pos + 1, script.steps.length), total: script.steps.length })),
      h("button", { onclick: () => { hidden = !hidden; draw(); } }, hidden ? t("help.guide_show") : t("help.guide_hide")),
      h("button", { "data-testid": "guide-rules", onclick: () => openHelpDrawer(game) }, t("help.guide_rules")));
    guideBox.replaceChildren(head);
    guideBox.setAttribute("data-step", done || offScript ? "end" : String(pos + 1));
    if (hidden || !last) { mark(null); return; }
    const legal = last.legal || [];
    const mine = last.tv && !last.tv.over && last.seat !== null && last.tv.active.includes(last.seat);
    if (last.move_number === 0 && pos === 0 && !done) guideBox.append(h("p", {}, tr(script.intro)));
    if (done || offScript) {
      guideBox.append(h("p", { "data-testid": "guide-end" }, offScript ? t("help.guide_off_script") : tr(script.outro) || t("help.guide_alone")));
      mark(null);
      return;
    }
    if (!mine) {
      guideBox.append(h("p", { class: "muted" }, t("help.guide_waiting")));
      mark(null);
      return;
    }
    const step = script.steps[pos];
    const pick = choose(step, legal);
    guideBox.append(h("p", { class: "guide-why", "data-testid": "guide-text" }, tr(step)));
    guideBox.append(h("p", {}, h("strong", {}, `${t("help.guide_choices")}:`)), choices(legal));
    if (pick) {
      guideBox.append(h("p", { class: "guide-suggest", "data-testid": "guide-suggest", "data-notation": pick.notation },
        `${t("help.guide_suggest")}: ${tr(pick.text) || pick.notation}`));
      guideBox.append(h("div", { class: "guide-bar" }, h("button", { class: "primary", "data-testid": "guide-do", disabled: busy,
        onclick: () => play(pick) }, t("help.guide_do"))));
    }
    mark(pick ? pick.notation : null);
  }

  async function play(a) {
    if (busy) return;
    busy = true;
    try {
      await api("POST", `/api/tables/${tableId}/moves`, { action: a.action, move_number: last.move_number });
    } catch (e) { toast(e.message, true); }
    busy = false;
  }

  // The step is the number of moves the player has made (the server counts them: in a game
  // with simultaneous planning the bot's moves come in between).
  async function refresh() {
    if (closed || !script) return;   // the first look comes when the script is in
    let prog;
    try {
      [last, prog] = await Promise.all([api("GET", `/api/tables/${tableId}`), api("GET", `/api/learn/progress/${tableId}`)]);
    } catch (e) { return; }
    const mine = last.tv && !last.tv.over && last.seat !== null && last.tv.active.includes(last.seat);
    if (!done && !offScript) {
      pos = prog.my_moves;
      if (pos >= script.steps.length) done = true;
      else if (mine && !choose(script.steps[pos], last.legal || [])) offScript = true;
    }
    draw();
  }

  // The table draws every state it receives and then says so (a "table-drawn" event on its
  // root): look again then (debounced). A board may also redraw part of itself (a chosen die
  // card …) without a new state: mark the suggestion again on the new piece.
  let timer = null;
  let again = false;
  const onDrawn = () => {
    clearTimeout(timer);
    timer = setTimeout(() => { refresh(); }, 120);
  };
  tableBox.addEventListener("table-drawn", onDrawn);
  const obs = new MutationObserver(() => {
    if (!again) {
      again = true;
      requestAnimationFrame(() => { again = false; mark(picked); });
    }
  });
  obs.observe(tableBox, { childList: true, subtree: true });

  Promise.all([api("GET", `/api/help/${encodeURIComponent(game)}/guide`), loadHelp(game, getLang())]).then(([s, d]) => {
    script = s;
    doc = d;
    refresh();
  }).catch((e) => toast(e.message, true));

  return {
    rerender() {
      table.rerender();
      loadHelp(game, getLang()).then((d) => { doc = d; draw(); });
    },
    close() {
      closed = true;
      clearTimeout(timer);
      tableBox.removeEventListener("table-drawn", onDrawn);
      obs.disconnect();
      table.close();
      mark(null);
    },
  };
}
