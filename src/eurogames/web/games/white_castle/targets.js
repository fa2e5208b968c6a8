// Legal actions -> board elements: the key of the element each action acts on, for the
// board's Targets (common/targets.js); an element whose key some legal action has is
// highlighted and clickable. An action with no element stays in the action bar only.

export function keysOf(a) {
  const x = a.action;
  switch (x.type) {
    case "pick": return [`pair:${x.pair}`];
    case "take": return [`die:${x.bridge}:${x.end}`];
    case "place": return [x.space === "row" ? "place-row" : `space:${x.space}`];
    case "promote": return [x.room ? `space:${x.room}` : "floor3"];
    case "audience": return ["gate"];
    case "garden": return [`garden:${x.plot}`];
    case "activate": return [`garden:${x.plot}`];
    case "yard": return [`yard:${x.yard}`];
    case "first": return [`first:${x.which}`];
    case "daimyo": return [`daimyo:${x.space}`];
    case "block": return [x.room === "card" ? `card-block:${x.block}` : `block:${x.room}:${x.block}`];
    case "row": return [`row:${x.row}`];
    case "slot": return [`slot:${x.row}`];
    case "res": return [`res:${x.kind}`];
    case "worker": return [`worker:${x.kind}`];
    case "gate": return ["passage"];
    case "convert": return ["res:seal"];
    default: return [];
  }
}
