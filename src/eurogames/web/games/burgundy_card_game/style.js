// The board's own CSS, injected once (the shared style.css stays untouched).

const CSS = `
.bcg-board { position: relative; margin-bottom: 1rem; }
.bcg-board .bcg-svg { display: block; width: 100%; height: auto; margin-bottom: .6rem; border-radius: 8px;
  border: 1px solid var(--line, #e2d9c8); background: #fffdf8; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; }
.bcg-board text { pointer-events: none; user-select: none; }
.bcg-target { cursor: pointer; }
.bcg-target .bcg-face { stroke: #e39400; stroke-width: 4px; animation: bcg-pulse 1.6s ease-in-out infinite; }
.bcg-target:hover .bcg-face { stroke: #c0392b; animation: none; }
.bcg-die-sel { cursor: pointer; }
.bcg-die-sel .bcg-face { stroke: #2f6f5e; stroke-width: 3px; stroke-dasharray: 5 3; }
.bcg-die-sel.bcg-selected .bcg-face { stroke-width: 5px; stroke-dasharray: none; }
.bcg-busy .bcg-target, .bcg-busy .bcg-die-sel { pointer-events: none; opacity: .7; }
@keyframes bcg-pulse { 50% { stroke-opacity: .35; } }
.bcg-chooser { position: absolute; z-index: 20; min-width: 220px; max-width: 300px; background: #fff;
  border: 2px solid #e39400; border-radius: 8px; padding: .4rem; box-shadow: 0 4px 14px rgba(0,0,0,.18); }
.bcg-chooser-title { font-weight: 600; margin: 0 0 .3rem; }
.bcg-chooser button { display: block; width: 100%; text-align: left; margin-bottom: .25rem; }
.bcg-chooser button.bcg-cancel { text-align: center; color: var(--muted, #7a746a); border-color: var(--line, #e2d9c8); }
.bcg-hint { margin: -.2rem 0 .6rem; font-size: .9rem; }
.bcg-details { margin-bottom: 1rem; }
`;

export function injectStyle() {
  if (document.getElementById("bcg-style")) return;
  const el = document.createElement("style");
  el.id = "bcg-style";
  el.textContent = CSS;
  document.head.append(el);
}
