from eg_server_helpers import signup


def test_play_toy_against_bots(client_factory):
    c = client_factory()
    signup(c, "alice")
    t = c.ok("POST", "/api/tables", json={"game": "toy", "players": 2,
                                          "seats": [{"kind": "me"}, {"kind": "bot", "bot": "greedy"}]})["table"]
    c.ok("POST", f"/api/tables/{t['id']}/start")
    with c.websocket_connect(f"/ws/tables/{t['id']}") as ws:
        msg = ws.receive_json()
        assert msg["type"] == "state"
        for _ in range(200):
            if msg["type"] == "state" and msg["tv"]["over"]:
                break
            if msg["type"] == "state" and msg["legal"]:
                ws.send_json({"type": "move", "action": msg["legal"][0]["action"],
                              "move_number": msg["move_number"], "id": 1})
            msg = ws.receive_json()
        assert msg["tv"]["over"], msg
        assert "scores" in msg["tv"]
