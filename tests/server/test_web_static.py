"""The static client is served by the app, and both languages have every string."""

from __future__ import annotations

import json
import re
from pathlib import Path

import eurogames.web  # noqa: F401  (a package folder with data files)

WEB = Path(__file__).resolve().parents[2] / "src" / "eurogames" / "web"


def _keys(d: dict, prefix: str = "") -> set[str]:
    out = set()
    for k, v in d.items():
        out |= _keys(v, f"{prefix}{k}.") if isinstance(v, dict) else {prefix + k}
    return out


def test_english_and_japanese_have_the_same_strings():
    en = json.loads((WEB / "i18n" / "en.json").read_text())
    ja = json.loads((WEB / "i18n" / "ja.json").read_text())
    assert _keys(en) == _keys(ja)


def test_action_groups_and_score_lines_are_named_in_both_languages():
    """The action bar heads each group with ``<game>.terms.<action tag>`` and the final scores name
    each ``<game>.terms.<category>``: every registered game has both, in English and Japanese."""
    from eurogames import games, load
    from eurogames.bots.random_bot import random_playout
    from eurogames.core import Rng

    en = json.loads((WEB / "i18n" / "en.json").read_text())
    ja = json.loads((WEB / "i18n" / "ja.json").read_text())
    for name in games():
        if name == "toy":
            continue
        game = load(name)
        state = game.new(game.min_players if game.min_players > 1 else 2, 1)
        random_playout(state, Rng(1))
        wanted = set(game.codec.classes) | {c for sc in state.scores() for c in sc.categories}
        for lang, d in (("en", en), ("ja", ja)):
            terms = d.get(name, {}).get("terms", {})
            assert wanted <= set(terms), (name, lang, sorted(wanted - set(terms)))
        assert all(ja[name]["terms"][k] != en[name]["terms"][k] for k in wanted), name


def test_every_string_the_client_asks_for_exists():
    en = _keys(json.loads((WEB / "i18n" / "en.json").read_text()))
    used = set()
    for js in WEB.rglob("*.js"):
        used |= set(re.findall(r"""\bt\(\s*["'](common\.[a-z_]+)["']""", js.read_text()))
    assert used and used <= en, used - en


def test_the_app_serves_the_client(client_factory):
    c = client_factory()
    r = c.get("/")
    assert r.status_code == 200 and "/static/app.js" in r.text
    for path in ["/static/app.js", "/static/common/view.js", "/static/i18n/ja.json", "/static/style.css"]:
        assert c.get(path).status_code == 200, path
    assert c.get("/static/../server/config.py").status_code == 404
