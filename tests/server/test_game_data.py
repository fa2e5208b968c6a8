"""GET /api/games/{name}/data (the printed facts the boards draw, from data.py) and the lobby socket."""

from __future__ import annotations

from eurogames.games.keyflower import data as KF
from eurogames.games.orleans import data as OR
from eurogames.games.white_castle import data as WC


def test_orleans_deeds_tracks_and_tiles_come_from_data_py(client_factory):
    d = client_factory().ok("GET", "/api/games/orleans/data")
    assert [x[0] for x in d["deeds"]] == list(OR.DEEDS)
    assert [x[1] for x in d["deeds"]] == [list(s) for s in OR.DEED_SPACES]
    assert [x[2] for x in d["deeds"]] == list(OR.DEED_REWARD)
    assert [t[0] for t in d["tiles"]] == list(OR.TILES)
    assert [t[1] for t in d["tiles"]] == [list(r) for r in OR.PLACE_REQ[OR.NBASE:]]
    tracks = {t["type"]: t for t in d["tracks"]}
    assert [s["good"] for s in tracks["farmer"]["steps"]] == [OR.GOOD_NAMES[g] for g in OR.FARMER_TRACK_GOODS]
    assert [s["coins"] for s in tracks["boatman"]["steps"]] == list(OR.BOATMAN_TRACK_COINS)
    assert [s["draw"] for s in tracks["knight"]["steps"]] == list(OR.KNIGHT_DRAW[1:])
    assert [i + 1 for i, s in enumerate(tracks["knight"]["steps"]) if s["citizen"]] == [OR.KNIGHT_CITIZEN_STEP]
    assert [s["dev"] for s in tracks["scholar"]["steps"]] == list(OR.SCHOLAR_TRACK_DEV)
    assert [len(tracks[t]["steps"]) for t in OR.FOLLOWER_NAMES[:6]] == list(OR.TRACK_LEN)
    assert d["dev_citizens"] == list(OR.DEV_CITIZENS) and d["dev_max"] == OR.DEV_MAX
    assert d["dev_coins"] == {str(k): v for k, v in OR.DEV_COINS.items()}


def test_white_castle_and_keyflower_tables(client_factory):
    c = client_factory()
    wc = c.ok("GET", "/api/games/white_castle/data")
    assert set(wc["cards"]) == set(WC.CARDS)
    assert wc["gardens"]["P1"][:3] == [WC.GARDENS["P1"].plant, WC.GARDENS["P1"].food, WC.GARDENS["P1"].cp]
    assert wc["pot_gates"] == {str(k): v for k, v in WC.POT_GATES.items()}
    kf = c.ok("GET", "/api/games/keyflower/data")
    assert [t["key"] for t in kf["tiles"]] == [t.key for t in KF.TILES]
    assert all(t["en"] and t["ja"] and t["text"]["en"] and t["text"]["ja"] for t in kf["tiles"])


def test_burgundy_tables_and_unknown_games(client_factory):
    from eurogames.games.burgundy_card_game import data as BC
    from eurogames.games.castles_of_burgundy import data as CB
    c = client_factory()
    cob = c.ok("GET", "/api/games/castles_of_burgundy/data")
    assert cob["bonus_tile_vp"] == {str(k): list(v) for k, v in CB.BONUS_TILE_VP.items()}
    bcg = c.ok("GET", "/api/games/burgundy_card_game/data")
    assert [bcg["goods_dice"][n] for n in BC.GOODS_NAMES] == [list(d) for d in BC.GOODS_DICE]
    r = c.get("/api/games/no_such_game/data")
    assert r.status_code == 404 and r.json()["error"] == "not_found"


def test_the_lobby_socket_announces_table_changes(client_factory):
    """/ws/lobby: a new table, a seat taken and a start each reach an open lobby as a notice."""
    from eg_server_helpers import recv_until, signup
    a, b, watcher = client_factory(), client_factory(), client_factory()
    signup(a, "lobby-a"), signup(b, "lobby-b")
    with watcher.websocket_connect("/ws/lobby") as ws:
        t = a.ok("POST", "/api/tables", json={"game": "toy", "players": 2, "seats": [{"kind": "me"}]})
        assert recv_until(ws, "tables") == {"type": "tables"}
        b.ok("POST", f"/api/tables/{t['table']['id']}/join", json={})
        assert recv_until(ws, "tables") == {"type": "tables"}
        a.ok("POST", f"/api/tables/{t['table']['id']}/start", json={})
        assert recv_until(ws, "tables") == {"type": "tables"}
