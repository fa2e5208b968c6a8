// Routes of the help pages for app.js: helpRoute(hash) -> (root, app) => page, or null.
//   #/help/<game>[/<section>]   the rules help
//   #/learn/<game>              start a guided first game
//   #/learn/<game>/<table>      the guided game

import { openLearn, startLearn } from "./learn.js";
import { closeHelpDrawer, renderHelpPage } from "./page.js";

export function helpRoute(hash) {
  let m;
  if (!hash.startsWith("#/learn/")) closeHelpDrawer();
  if ((m = hash.match(/^#\/help\/([a-z_]+)(?:\/([A-Za-z0-9_.:-]+))?$/))) {
    return (root, app) => renderHelpPage(root, app, m[1], m[2] || null);
  }
  if ((m = hash.match(/^#\/learn\/([a-z_]+)\/(\d+)$/))) return (root, app) => openLearn(root, app, m[1], Number(m[2]));
  if ((m = hash.match(/^#\/learn\/([a-z_]+)$/))) return (root, app) => startLearn(root, app, m[1]);
  return null;
}
