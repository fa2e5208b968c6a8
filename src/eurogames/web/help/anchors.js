// Which help section a highlighted board piece belongs to: the piece's own component entry
// when its target key names one (a Keyflower tile, an Orléans place or deed, a White Castle
// room or yard …), otherwise the section of the action it would take (act-<type>). Section ids
// are those of src/eurogames/help/<game>.<lang>.md; a browser test checks that every link lands.

const COMPONENT = {
  keyflower(kind, rest) {
    if (kind === "tile" || kind === "boat" || kind === "winter") return `tile-${rest[0]}`;
    return null;
  },
  orleans(kind, rest) {
    if (kind === "space" || kind === "place" || kind === "tile") return `place-${rest[0]}`;
    if (kind === "deed") return `deed-${rest[0]}`;
    if (kind === "good") return `good-${rest[0]}`;
    return null;
  },
  white_castle(kind, rest) {
    if (kind === "space") return `space-${rest[0]}`;
    if (kind === "place-row") return "space-row";
    if (kind === "yard") return `yard-${rest[0]}`;
    return null;
  },
  castles_of_burgundy() { return null; },
  burgundy_card_game(kind, rest) {
    if (kind === "bonus") return `bonus-${rest[0]}`;
    return null;
  },
};

/**
 * @param game  the game's name
 * @param key   the board target key (as the game's keysOf gives it, e.g. "tile:12")
 * @param acts  the legal actions acting on that piece ([{action, notation, text}])
 * @returns the help section id the piece's "more" link opens
 */
export function sectionFor(game, key, acts) {
  const [kind, ...rest] = String(key).split(":");
  const own = COMPONENT[game] ? COMPONENT[game](kind, rest) : null;
  if (own) return own;
  const a = (acts || [])[0];
  return a ? `act-${a.action.type}` : "actions";
}
