// The Keyflower tile table the board draws from: one entry per tile id, printed facts only
// (names, family, edges, effect text, VP), served from the engine's data.py
// (GET /api/games/keyflower/data).

import { gameData } from "../../common/gamedata.js";

export const TILES = gameData("keyflower").tiles;
