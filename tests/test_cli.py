"""The command line, run in-process on the toy game."""

from __future__ import annotations

import json

import pytest
from toygame import GAME

import eurogames
from eurogames.cli import main

eurogames.register(GAME)


def test_simulate_json_reports_games_and_no_errors(capsys):
    assert main(["simulate", "toy", "--games", "5", "--players", "2,3", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 10 and out["errors"] == 0 and out["decisions"] > 0
    assert set(out["mean_scores"]) == {"2", "3"} and "seconds" in out


def test_simulate_with_greedy_bots(capsys):
    assert main(["simulate", "toy", "--games", "2", "--players", "2", "--bots", "greedy", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["errors"] == 0


def test_simulate_mixed_lineup_rotates_kinds_over_seats(capsys):
    """``--bots greedy,random``: each kind sits in every seat equally often, and the summary
    accounts for every seat of every game (a shared first place is shared)."""
    assert main(["simulate", "toy", "--games", "6", "--players", "2", "--bots", "greedy,random", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and set(out["bots"]) == {"greedy", "random"}
    assert out["bots"]["greedy"]["seats"] == out["bots"]["random"]["seats"] == 6
    assert abs(sum(b["wins"] for b in out["bots"].values()) - 6) < 1e-6
    assert main(["simulate", "toy", "--games", "4", "--players", "2", "--seed", "3", "--bots", "greedy,random",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["bots"]["random"]["seats"] == 4


def test_simulate_refuses_an_unknown_bot():
    import pytest
    with pytest.raises(SystemExit, match="--bots"):
        main(["simulate", "toy", "--games", "1", "--bots", "greedy,oracle"])


def test_simulate_fails_on_a_broken_game(capsys, monkeypatch):
    from toygame import ToyState

    def broken(self):
        raise eurogames.core.InvariantError("broken on purpose")
    monkeypatch.setattr(ToyState, "check_invariants", broken)
    assert main(["simulate", "toy", "--games", "2", "--players", "2", "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["errors"] == 2


def test_bench_json_has_the_figures(capsys):
    assert main(["bench", "toy", "--players", "2", "--seconds", "0.3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions_per_cpu_s"] > 0 and out["games"] > 0 and out["policy"] == "eager"
    assert all(out[k] > 0 for k in ("clone_us", "view_us", "json_us", "to_json_us", "from_json_us"))


def test_play_accepts_numbers_and_notation_and_explains_bad_input(capsys, monkeypatch, tmp_path):
    answers = iter(["0", "bid 99", "florp"] + ["1"] * 50)
    monkeypatch.setattr("builtins.input", lambda *a, **k: next(answers))
    rec = tmp_path / "rec.json"
    assert main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "random", "--save", str(rec)]) == 0
    out = capsys.readouterr().out
    assert "Choose a number from 1" in out and "not legal" in out and "Unknown action" in out
    assert "ranking:" in out
    assert main(["replay", str(rec)]) == 0
    assert "total" in capsys.readouterr().out


def test_play_seat_is_the_number_people_read(capsys, monkeypatch, tmp_path):
    """``--seat 2`` plays seat index 1; every message names seats from 1 (Seat 1, Seat 2)."""
    from eurogames import cli
    rendered_for = []
    render = cli._render

    def spy(game, state, seat, lang):
        rendered_for.append(seat)
        return render(game, state, seat, lang)
    monkeypatch.setattr(cli, "_render", spy)
    answers = iter(["1"] * 50)
    monkeypatch.setattr("builtins.input", lambda *a, **k: next(answers))
    rec = tmp_path / "rec.json"
    assert main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "random", "--seat", "2",
                 "--save", str(rec)]) == 0
    out = capsys.readouterr().out
    assert set(rendered_for) == {1}
    assert "you are Seat 2." in out and "Seat 2 bids" in out and "Seat 1 bids" in out
    assert "seat 0" not in out.lower() and "Seat 3" not in out
    ranking = next(line for line in out.splitlines() if line.startswith("ranking:"))
    assert sorted(ranking.replace("=", " > ").split(": ")[1].split(" > ")) == ["Seat 1", "Seat 2"]
    # the record is for programs: its seats stay indices
    assert {seat for seat, _ in eurogames.core.GameRecord.load(rec).actions} == {0, 1}
    assert main(["replay", str(rec)]) == 0
    assert "Seat 1" in capsys.readouterr().out


def test_play_in_japanese_names_seats_from_one(capsys, monkeypatch):
    answers = iter(["1"] * 50)
    monkeypatch.setattr("builtins.input", lambda *a, **k: next(answers))
    assert main(["play", "toy", "--players", "3", "--seed", "4", "--bot", "random", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "あなたは席1です" in out and "席1が入札" in out and "席3が入札" in out and "順位:" in out
    assert "席0" not in out


@pytest.mark.parametrize("seat", ["0", "3", "-1"])
def test_play_refuses_a_seat_outside_one_to_players(seat, monkeypatch):
    monkeypatch.setattr("builtins.input", lambda *a, **k: pytest.fail("play started"))
    with pytest.raises(SystemExit, match=f"--seat takes a seat number from 1 to 2, not {seat}"):
        main(["play", "toy", "--players", "2", "--seed", "3", "--seat", seat])


def test_replay_of_a_broken_record_fails_cleanly(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "toy", "players": 2, "seed": 0,
                               "actions": [{"seat": 0, "action": {"type": "bid", "card": 99}}]}))
    assert main(["replay", str(bad)]) == 1
    assert "move 1" in capsys.readouterr().err


def test_unknown_game_exits_with_a_message():
    import pytest
    with pytest.raises(SystemExit, match="unknown game"):
        main(["bench", "chess"])
