// Legal actions mapped onto board elements (for common/targets.js). Each action names
// the thing it acts on:
//   bid/use/merge/upgrade/flip T and move r T->U  -> the tile T ("tile:T")
//   add c n -> your keeples of colour c ("hand:c"); boat B -> the boat ("boat:B")
//   offer T -> your winter tile T ("winter:T"); place T q r rot -> the free hex ("spot:q,r")
// pass, confirm, stopmove, finish and offered stay in the action bar only.

export function keysOf(a) {
  const x = a.action;
  switch (x.type) {
    case "bid": case "use": case "merge": case "upgrade": case "flip": return [`tile:${x.tile}`];
    case "move": return [`tile:${x.frm}`];
    case "add": return [`hand:${x.colour}`];
    case "boat": return [`boat:${x.boat}`];
    case "offer": return [`winter:${x.tile}`];
    case "place": return [`spot:${x.q},${x.r}`];
    default: return [];
  }
}
