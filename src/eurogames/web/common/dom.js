// Tiny DOM helpers: h(tag, attrs, ...children) builds elements; no framework.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
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
  setTimeout(() => d.remove(), isError ? 6000 : 3000);
}
