// Fixed, public facts of the Orléans components the board needs to draw them (printed
// on the boards, the same in every game), served from the engine's data.py
// (GET /api/games/orleans/data), plus colours and map positions. Everything that changes
// during play comes from the view.

import { gameData } from "../../common/gamedata.js";

const D = gameData("orleans");
export const FOLLOWERS = D.followers;
// a space's "needs" code: 0-6 a follower type, 7 any follower, 8 any but own colour
export const NEEDS = [...FOLLOWERS, "any", "neutral"];
export const GOODS = D.goods;
export const GOOD_VALUE = D.good_value;
export const EVENTS = D.events;

export const FOLLOWER_COLOUR = { farmer: "#c9a13f", boatman: "#3b78c2", craftsman: "#8a5a35", trader: "#3f9a5a",
  knight: "#c23b3b", scholar: "#7a55b0", monk: "#f1ebdc", any: "#ffffff", neutral: "#ffffff" };
export const FOLLOWER_INK = { farmer: "#2b2a28", monk: "#2b2a28", any: "#555", neutral: "#555" };
export const GOOD_COLOUR = { grain: "#ecd16a", cheese: "#f0a23b", wine: "#8e2b52", wool: "#f7f5ef", brocade: "#2a6f97" };
export const GOOD_INK = { grain: "#2b2a28", cheese: "#2b2a28", wool: "#2b2a28" };
export const SEAT_COLOUR = ["#e67e22", "#14a0a0", "#c0399b", "#566070"];

// follower code names of the view: neutral types and a player's own-colour starting four
export function followerType(code) { return code.startsWith("own-") ? code.slice(4) : code; }
export function isOwn(code) { return code.startsWith("own-"); }

// Cities at their real longitude / latitude; the map projects them into its frame.
export const CITY_LONLAT = {
  orleans: [1.90, 47.90], chartres: [1.49, 48.45], etampes: [2.16, 48.43], le_mans: [0.20, 48.00],
  chateaudun: [1.33, 48.07], montargis: [2.73, 48.00], vendome: [1.07, 47.79], blois: [1.33, 47.59],
  briare: [2.74, 47.64], tours: [0.69, 47.39], chinon: [0.24, 47.17], montrichard: [1.18, 47.34],
  vierzon: [2.07, 47.22], loches: [1.00, 47.13], bourges: [2.40, 47.08], sancerre: [2.84, 47.33],
  chatellerault: [0.55, 46.82], le_blanc: [1.06, 46.63], chateauroux: [1.69, 46.81], nevers: [3.16, 46.99],
  argenton: [1.52, 46.59], la_chatre: [1.99, 46.58], saint_amand: [2.50, 46.72],
};

// Character tracks (rules §2.2): follower type, steps, what each step gives.
export const TRACKS = D.tracks;

// Development track (rules §2.3)
export const DEV_MAX = D.dev_max;
export const DEV_LEVEL_STARTS = D.dev_level_starts;
export const DEV_COINS = D.dev_coins;
export const DEV_CITIZENS = D.dev_citizens;

// Beneficial deeds (rules §10): [deed, spaces per follower type (farmer … monk), reward per follower]
export const DEEDS = D.deeds;

// Place tiles (rules §4) with the followers they need (NEEDS codes), in the engine's order
export const TILES = D.tiles;
