// Tiny DOM helpers: h(tag, attrs, ...children) builds elements; no framework.

export function h(tag, attrs = {}, ...children) {
  return build(document.createElement(tag), attrs, children);
}

// Set attrs on el (on* functions become listeners; null, undefined and false are skipped)
// and append the children (nested arrays flattened, strings as text). svg.js builds with it too.
export function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "dataset") Object.assign(el.dataset, v);
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "value") el.value = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

export function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); return el; }

export function toast(message, isError = false) {
  const box = document.getElementById("toast");
  if (!box) return;
  const d = h("div", { class: isError ? "err" : "", "data-testid": isError ? "error" : "toast" }, message);
  box.append(d);
  while (box.children.length > 3) box.firstChild.remove();  // a burst shows its newest few
  setTimeout(() => d.remove(), isError ? 6000 : 3000);
}

// Add a board's own CSS to the page once (the style element's id guards against repeats).
export function injectStyle(id, css) {
  if (document.getElementById(id)) return;
  document.head.append(h("style", { id }, css));
}
