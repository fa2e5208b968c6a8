// The Keyflower board's own CSS (index.js injects it once; the shared style.css stays untouched).

export const CSS = `
.kf-board { position: relative; }
.kf-board svg { display: block; width: 100%; height: auto; font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; }
.kf-board .kf-section { margin-bottom: .8rem; }
.kf-board .kf-section h3 { display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; }
.kf-board .kf-section h3 small { font-weight: 400; color: var(--muted, #777); font-size: .8em; }
.kf-board text.kf-count { font-weight: 700; }
.kf-board .kf-name { paint-order: stroke; stroke: rgba(255,255,255,.75); stroke-width: 2.5px; }
.kf-board .kf-target { cursor: pointer; outline: none; }
.kf-board .kf-target .kf-hex, .kf-board .kf-target .kf-hull, .kf-board .kf-target .kf-spot { stroke: #e8590c; stroke-width: 4; }
.kf-board .kf-target:hover .kf-hex, .kf-board .kf-target:focus .kf-hex, .kf-board .kf-target:hover .kf-hull,
.kf-board .kf-target:hover .kf-spot, .kf-board .kf-target:focus .kf-spot { fill-opacity: .75; stroke-width: 5.5; }
.kf-board .kf-spot { fill: #fff3e6; fill-opacity: .35; stroke: #c9b9a0; stroke-dasharray: 5 4; }
.kf-board .kf-target .kf-spot { fill-opacity: .9; }
.kf-board .kf-pending .kf-hex { stroke: #7c3fa3; stroke-width: 4; stroke-dasharray: 6 3; }
.kf-board .kf-chip { display: inline-flex; align-items: center; gap: .25rem; padding: .05rem .45rem; margin: 0 .25rem .25rem 0;
  border: 1px solid var(--line, #ddd); border-radius: 10px; background: #fff; font-size: .9em; }
.kf-board .kf-chip i { display: inline-block; width: .75em; height: .75em; border-radius: 50%; border: 1px solid #333; }
.kf-board .kf-chip.kf-target { border: 2px solid #e8590c; background: #fff3e6; }
.kf-board .kf-players { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: .6rem; }
.kf-board .kf-player { background: var(--panel, #fff); border: 2px solid var(--line, #ddd); border-radius: 8px; padding: .5rem .7rem; }
.kf-board .kf-player.me { background: var(--me, #fff2cc); }
.kf-board .kf-player.active { border-color: var(--accent2, #2f6f5e); }
.kf-board .kf-player h4 { margin: 0 0 .3rem; display: flex; justify-content: space-between; gap: .4rem; }
.kf-board .kf-player .kf-line { margin: .15rem 0; font-size: .92em; }
.kf-board .kf-player .kf-line b { font-weight: 600; color: var(--muted, #666); margin-right: .3rem; }
.kf-board .kf-player svg.kf-village { max-height: 420px; }
.kf-board .kf-final { white-space: pre-wrap; font-size: .9em; margin: .3rem 0 0; }
`;
