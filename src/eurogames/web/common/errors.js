// Server errors as a player reads them: in Japanese by their code (the English detail
// in full otherwise), players by name.

import { getLang, t } from "./i18n.js";
import { withNames } from "./names.js";

export function errorText(code, message, seats, game) {
  const text = withNames(message || "", seats, game, true);
  if (getLang() !== "en" && code) {
    const own = t(`errors.${code}`);
    if (own !== code) return own;
  }
  return text || t("errors.bad_request");
}
