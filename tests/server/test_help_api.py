"""The help API: the rules text per game and language, and the guided first game's table."""

from __future__ import annotations

from eg_server_helpers import signup

from eurogames import help as H
from eurogames.help import guide


def test_help_text_in_both_languages(client_factory):
    c = client_factory()
    for lang in H.LANGS:
        doc = c.ok("GET", f"/api/help/orleans?lang={lang}")
        assert doc["lang"] == lang and doc["title"] == H.load("orleans", lang).title
        assert [s["id"] for s in doc["sections"] if s["level"] == 2] == list(H.SECTIONS)
    r = c.get("/api/help/chess")
    assert r.status_code == 400 and "no help for game 'chess'" in r.json()["message"]
    r = c.get("/api/help/orleans?lang=fr")
    assert r.status_code == 400 and "language 'fr'" in r.json()["message"]


def test_guide_script_names_the_bot(client_factory):
    c = client_factory()
    g = c.ok("GET", "/api/help/keyflower/guide")
    assert g["steps"] == guide.script("keyflower")["steps"] and g["bot"] == guide.bot_kind()
    assert "seed" not in g


def test_learn_starts_a_fixed_seed_table_against_the_guide_bot(client_factory):
    c = client_factory()
    assert c.post("/api/learn/white_castle", json={}).status_code == 401
    me = signup(c, "learner")
    t = c.ok("POST", "/api/learn/white_castle", json={})["table"]
    assert t["status"] == "playing" and t["players"] == 2
    assert t["seats"][0]["user_id"] == me["id"] and t["seats"][1] == {**t["seats"][1], "kind": "bot", "bot": guide.bot_kind()}
    # the same seed every time: the same opening position
    t2 = c.ok("POST", "/api/learn/white_castle", json={})["table"]
    v1 = c.ok("GET", f"/api/tables/{t['id']}")
    v2 = c.ok("GET", f"/api/tables/{t2['id']}")
    assert v1["tv"]["view"]["bridges"] == v2["tv"]["view"]["bridges"]
    p = c.ok("GET", f"/api/learn/progress/{t['id']}")
    assert p["seat"] == 0 and p["my_moves"] == 0
    r = c.post("/api/learn/chess", json={})
    assert r.status_code == 400
