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
    from eurogames import cli_play
    rendered_for = []
    render = cli_play.render

    def spy(game, state, seat, lang):
        rendered_for.append(seat)
        return render(game, state, seat, lang)
    monkeypatch.setattr(cli_play, "render", spy)
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


# ----- first five minutes (issue 14) ----------------------------------------------------------

def _answers(monkeypatch, items):
    monkeypatch.setenv("COLUMNS", "300")  # no wrapped lines to search
    it = iter(items)

    def answer(*_a, **_k):
        x = next(it)
        if isinstance(x, BaseException) or (isinstance(x, type) and issubclass(x, BaseException)):
            raise x
        return x
    monkeypatch.setattr("builtins.input", answer)


def test_play_with_an_unknown_bot_is_a_clear_error(monkeypatch):
    monkeypatch.setattr("builtins.input", lambda *a, **k: pytest.fail("play started"))
    with pytest.raises(SystemExit, match="--bot takes .*greedy.*'oracle'"):  # was a traceback
        main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "oracle"])


@pytest.mark.parametrize("stop, code", [(KeyboardInterrupt, 130), (EOFError, 0)])
def test_ctrl_c_and_ctrl_d_stop_quietly_and_keep_the_record(stop, code, capsys, monkeypatch, tmp_path):
    _answers(monkeypatch, ["1", "1", stop])
    rec = tmp_path / "rec.json"
    assert main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "random",
                 "--save", str(rec)]) == code
    out = capsys.readouterr().out
    assert "Traceback" not in out and "Game stopped at move" in out and "saved" in out
    record = eurogames.core.GameRecord.load(rec)
    assert sum(1 for seat, _ in record.actions if seat == 0) == 2  # both of my moves are in it
    state = eurogames.core.replay(record)
    assert not state.is_over() and state.move_number == len(record.actions)


def test_ctrl_c_while_a_bot_thinks_is_quiet_too(capsys, monkeypatch, tmp_path):
    from eurogames import bots
    monkeypatch.setattr(bots.random_bot.RandomBot, "choose",
                        lambda *a, **k: (_ for _ in ()).throw(KeyboardInterrupt()), raising=False)
    monkeypatch.setattr("eurogames.bots.decide", lambda *a, **k: (_ for _ in ()).throw(KeyboardInterrupt()))
    _answers(monkeypatch, ["1"] * 10)
    rec = tmp_path / "rec.json"
    assert main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "random",
                 "--save", str(rec)]) == 130
    assert "saved" in capsys.readouterr().out and rec.exists()


def test_help_shows_the_actions_again_and_the_key(capsys, monkeypatch):
    import eurogames.help
    shown = []
    monkeypatch.setattr(eurogames.help, "key",
                        lambda game, lang: shown.append((game, lang)) or f"KEY-{game}-{lang}")
    _answers(monkeypatch, ["?", "q"])
    assert main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "random"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n    1 bid ") >= 2 and "'?' or 'help'" in out and "KEY-toy-en" in out
    assert shown == [("toy", "en")]


def test_help_works_without_the_help_pages(capsys, monkeypatch):
    monkeypatch.delitem(__import__("sys").modules, "eurogames.help", raising=False)
    monkeypatch.delattr(eurogames, "help", raising=False)
    _answers(monkeypatch, ["help", "q"])
    assert main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "random", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "'?'か'help'" in out and out.count("\n    1 bid ") >= 2


def test_japanese_play_has_japanese_prompts_errors_and_score_labels(capsys, monkeypatch):
    _answers(monkeypatch, ["0", "florp", "bid 99"] + ["1"] * 50)
    assert main(["play", "toy", "--players", "2", "--seed", "3", "--bot", "random", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "あなたの手>" in out and "your action" not in out
    assert "1から" in out and "Choose a number" not in out
    assert "「florp」はこのゲームの記法として読めません" in out and "Unknown action" not in out
    assert "その手は今は打てません" in out
    assert "最終得点" in out and "合計" in out and "total" not in out


def test_score_labels_come_from_the_game_terms(capsys, monkeypatch):
    from eurogames import cli_play
    monkeypatch.setattr(cli_play, "_terms", lambda lang: {"toy": {"terms": {"bids": f"B-{lang}"}}})
    state = GAME.new(2, 1)
    while not state.is_over():
        s = state.active_players()[0]
        state.apply(s, state.legal_actions(s)[0])
    cli_play.print_scores(state, "ja")
    out = capsys.readouterr().out
    cats = set(state.scores()[0].categories)
    assert ("B-ja" in out) == ("bids" in cats) and "合計" in out


def test_games_and_help_list_the_rules_options(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "--option" in out
    for name in eurogames.games():
        for o in eurogames.load(name).option_list:
            assert f"--option {o.name}=" in out
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    helped = capsys.readouterr().out
    some = [(n, o.name) for n in eurogames.games() for o in eurogames.load(n).option_list]
    assert some and all(f"{n}: --option {o}=" in helped for n, o in some)
    # the readable title and choice names beside the identifiers the command line takes
    assert ('--option start_player=VALUE  Start player: one of random, 0 "Seat 1", 1 "Seat 2", '
            '2 "Seat 3", 3 "Seat 4" (default random)') in out
    assert '--option exclusion=VALUE  Exclusion variant: one of false "Off", true "On"' in out
    assert 'orleans: --option edition=VALUE  Edition: (2019 | original; default 2019)' in helped


@pytest.mark.parametrize("cmd", ["play", "bench"])
def test_one_player_count_only_where_one_is_used(cmd, capsys):
    with pytest.raises(SystemExit) as e:
        main([cmd, "toy", "--players", "2,3"])
    assert e.value.code == 2 and "one player count" in capsys.readouterr().err


def test_version(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--version"])
    assert e.value.code == 0 and capsys.readouterr().out.strip() == \
        f"eurogames {eurogames.__version__}, {eurogames._build.describe()}"


def test_games_into_a_closed_pipe_is_quiet():
    import subprocess
    import sys
    proc = subprocess.run(f"'{sys.executable}' -m eurogames games | head -1", shell=True,
                          capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0 and proc.stdout.strip()
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr


def test_castles_of_burgundy_board_follows_lang(capsys, monkeypatch):
    _answers(monkeypatch, ["q"])
    assert main(["play", "castles_of_burgundy", "--players", "2", "--seed", "1", "--bot", "random",
                 "--lang", "ja"]) == 0
    ja = capsys.readouterr().out
    assert "デポ" in ja and "保管庫" in ja and "勝利点" in ja and "(あなた)" in ja
    for english in ("Depots", "storage:", "silver ", "knowledge:", "(you)", "Estate:"):
        assert english not in ja, english
    _answers(monkeypatch, ["q"])
    assert main(["play", "castles_of_burgundy", "--players", "2", "--seed", "1", "--bot", "random"]) == 0
    en = capsys.readouterr().out
    assert "Depots" in en and "storage:" in en and "デポ" not in en
