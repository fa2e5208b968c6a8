// Game-specific renderers, one folder per game (web/games/<game>/index.js exporting
// render(root, view, legalActions, send)). A game without one uses the generic
// renderer, which already lets a person play it to the end. Register a renderer in
// the table below; give its folder an empty __init__.py so that the wheel ships it.

import { loadGameData } from "../common/gamedata.js";
import { setSeatColours } from "../common/names.js";
import { renderGeneric } from "../common/view.js";

const renderers = {
  castles_of_burgundy: () => import("./castles_of_burgundy/index.js"),
  burgundy_card_game: () => import("./burgundy_card_game/index.js"),
  orleans: () => import("./orleans/index.js"),
  white_castle: () => import("./white_castle/index.js"),
  keyflower: () => import("./keyflower/index.js"),
};

export async function rendererFor(game) {
  const load = renderers[game];
  if (!load) return renderGeneric;
  try {
    await loadGameData(game);  // the board modules read their printed facts at import
    const mod = await load();
    setSeatColours(game, mod.SEAT_COLOURS);
    return (root, tv, ctx) => mod.render(root, tv.view, ctx.legal, ctx.send, tv, ctx);
  } catch (e) {
    console.warn(`renderer for ${game} failed to load; using the generic one`, e);
    return renderGeneric;
  }
}
