// English and Japanese: strings from /static/i18n/{en,ja}.json, the choice remembered.

const KEY = "eg_lang";
const dicts = {};
let lang = localStorage.getItem(KEY) || ((navigator.language || "en").startsWith("ja") ? "ja" : "en");
const listeners = [];

export function getLang() { return lang; }

export async function loadLang(l) {
  if (!dicts[l]) {
    const r = await fetch(`/static/i18n/${l}.json`);
    dicts[l] = await r.json();
  }
}

export async function setLang(l) {
  await loadLang(l);
  lang = l;
  localStorage.setItem(KEY, l);
  document.documentElement.lang = l;
  for (const f of listeners) f(l);
}

export function onLangChange(f) { listeners.push(f); }

function lookup(d, key) {
  return key.split(".").reduce((o, k) => (o && typeof o === "object" ? o[k] : undefined), d);
}

// t("common.your_turn"), t("common.waiting_for", {names: "x"})
export function t(key, vars = {}) {
  let s = lookup(dicts[lang], key);
  if (s === undefined) s = lookup(dicts.en, key);
  if (s === undefined) return key.split(".").pop();
  return String(s).replace(/\{(\w+)\}/g, (_, k) => (vars[k] !== undefined ? vars[k] : `{${k}}`));
}

// A {en, ja} object from the server, in the current language.
export function tr(obj) {
  if (obj === null || obj === undefined) return "";
  if (typeof obj === "string") return obj;
  return obj[lang] || obj.en || Object.values(obj)[0] || "";
}

export function humanize(key) {
  const s = String(key).replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// A game term: i18n/<lang>.json -> <game>.terms.<key>, else the key made readable.
export function term(game, key) {
  const s = lookup(dicts[lang], `${game}.terms.${key}`) ?? lookup(dicts.en, `${game}.terms.${key}`);
  return s !== undefined ? s : humanize(key);
}
