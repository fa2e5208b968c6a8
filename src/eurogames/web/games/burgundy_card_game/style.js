// The board's own CSS (index.js injects it once; the shared style.css stays untouched).

export const CSS = `
.bcg-board { position: relative; margin-bottom: 1rem; }
.bcg-board .bcg-svg { display: block; width: 100%; height: auto; margin-bottom: .6rem; border-radius: 8px;
  border: 1px solid var(--line, #e2d9c8); background: #fffdf8; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; }
.bcg-board text { pointer-events: none; user-select: none; }
.bcg-target .bcg-face { stroke: #e39400; stroke-width: 4px; animation: bcg-pulse 1.6s ease-in-out infinite; }
.bcg-target:hover .bcg-face { stroke: #c0392b; animation: none; }
.bcg-die-sel { cursor: pointer; }
.bcg-die-sel .bcg-face { stroke: #2f6f5e; stroke-width: 3px; stroke-dasharray: 5 3; }
.bcg-die-sel.bcg-selected .bcg-face { stroke-width: 5px; stroke-dasharray: none; }
.bcg-busy .bcg-die-sel { pointer-events: none; opacity: .7; }
@keyframes bcg-pulse { 50% { stroke-opacity: .35; } }
.bcg-hint { margin: -.2rem 0 .6rem; font-size: .9rem; }
.bcg-details { margin-bottom: 1rem; }
`;
