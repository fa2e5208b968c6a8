// Legal actions onto board elements: every action gets the key of the thing it acts
// on (a follower space, a place, a city, a deed, a good, a tile, the bag …), for the
// board's Targets (common/targets.js): an element whose key has actions is highlighted
// and clickable.

export function keysOf(a) {
  const x = a.action;
  switch (x.type) {
    case "place": case "recall": case "bath": case "tech":
      return [`space:${x.place}:${x.space}`];
    case "use":
      return x.place === "village" && !["boatman", "craftsman", "-"].includes(x.arg)
        ? [`place:${x.place}`, `tile:${x.arg}`] : [`place:${x.place}`];
    case "move": return [`city:${x.city}`];
    case "deed": return [`deed:${x.deed}`];
    case "food": return [`good:${x.good}`];
    case "draw": return ["bag"];
    case "exclude": return [`tile:${x.tile}`];
    case "pass": case "done": return ["end"];
    case "penalty":
      if (x.item === "station") return [x.which === "stock" ? "stock" : `city:${x.which}`];
      if (x.item === "follower") return ["bag"];
      if (x.item === "dev") return ["dev"];
      if (x.item === "good") return [`good:${x.which}`];
      if (x.item === "place") return [`place:${x.which}`];
      return [x.which === "waiting" ? "tech-waiting" : `place:${x.which}`];
    default: return [];
  }
}
