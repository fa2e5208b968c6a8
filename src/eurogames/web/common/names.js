// Players as people read them: the name they chose (a bot by its level), in the colour of
// their panel. Engine texts (log lines, server errors) name seats "Seat 1" / "Player 1" /
// "席1" / "プレイヤー1" (tests/test_seat_names.py holds every game to that); withNames
// puts the players' names in their place.

import { h } from "./dom.js";
import { t } from "./i18n.js";

// Games whose boards give their seats no colour of their own use these (apart from the
// keeple, goods and card colours those boards already use for pieces).
const DEFAULT_COLOURS = ["#0e7c7b", "#b5179e", "#8d5524", "#4a4e69", "#f77f00"];
const colours = {};

// A game's board registers its seat colours (rendererFor does it from SEAT_COLOURS).
export function setSeatColours(game, list) { if (list && list.length) colours[game] = list; }

export function seatColour(game, i) {
  const list = colours[game] || DEFAULT_COLOURS;
  return list[i % list.length];
}

function botLabel(level) {
  return t("common.bot_named", { level: t(`common.bot_level_${level}`) });
}

// "alice"; a bot: "Greedy bot" ("Greedy bot (3)" when two bots share a level).
export function playerName(seats, i) {
  const s = (seats || [])[i];
  if (!s) return `${t("common.seat")} ${i + 1}`;
  if (s.kind === "bot") {
    const twins = seats.filter((x) => x.kind === "bot" && x.bot === s.bot).length;
    return twins > 1 ? `${botLabel(s.bot)} (${i + 1})` : botLabel(s.bot);
  }
  if (s.user) return s.user;
  return `${t("common.seat")} ${i + 1}`;
}

// A name as an element: a dot in the seat's colour and the name.
export function nameTag(seats, i, game) {
  return h("span", { class: "pname", "data-seat": i },
    h("i", { class: "pdot", style: `background:${seatColour(game, i)}` }), playerName(seats, i));
}

const SEAT_WORDS = /\b(?:Seat|Player) (\d+)\b|(?:席|プレイヤー)(\d+)/g;

// Engine text with each seat it names replaced: a list of strings and name tags
// (or one string with plain names when `plain`).
export function withNames(text, seats, game, plain = false) {
  const str = String(text ?? "");
  if (!seats || !seats.length) return plain ? str : [str];
  const out = [];
  let at = 0;
  for (const m of str.matchAll(SEAT_WORDS)) {
    const i = Number(m[1] || m[2]) - 1;
    if (i < 0 || i >= seats.length) continue;
    out.push(str.slice(at, m.index), plain ? playerName(seats, i) : nameTag(seats, i, game));
    at = m.index + m[0].length;
  }
  out.push(str.slice(at));
  return plain ? out.join("") : out.filter((x) => x !== "");
}
