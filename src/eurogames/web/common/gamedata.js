// The printed facts a game's board draws (cards, deeds, tracks, tile texts), served by the
// engine from its data.py (GET /api/games/{game}/data). rendererFor loads them before the
// game's board module, so a board reads them at import: gameData("orleans").deeds.

const store = {};

export async function loadGameData(game) {
  if (!(game in store)) {
    const r = await fetch(`/api/games/${encodeURIComponent(game)}/data`, { credentials: "same-origin" });
    if (!r.ok) throw new Error(`the printed data of ${game} did not load (HTTP ${r.status})`);
    store[game] = await r.json();
  }
  return store[game];
}

export function gameData(game) {
  const d = store[game];
  if (!d) throw new Error(`gameData("${game}") read before loadGameData("${game}")`);
  return d;
}
