"""``eurogames bench`` and the playout policies it measures with."""

from __future__ import annotations

import pytest

import eurogames
from eurogames.bench import measure
from eurogames.bots.playout import EAGER, POLICIES, RANDOM, playout
from eurogames.cli import main
from eurogames.core import Rng


def _play(name: str, players: int, seed: int, policy) -> tuple[int, list[int], str]:
    st = eurogames.load(name).new(players, seed)
    n = playout(st, Rng(seed), policy, check=True)
    return n, [s.total for s in st.scores()], str(st.to_json())


def test_random_play_strands_orleans_and_eager_plays_a_whole_game():
    for seed in range(3):
        n_random, random_scores, _ = _play("orleans", 2, seed, RANDOM)
        n_eager, eager_scores, _ = _play("orleans", 2, seed, EAGER)
        assert n_random < 40 and max(random_scores) <= 2
        assert n_eager > 120 and max(eager_scores) > 20


@pytest.mark.parametrize("name", eurogames.games())
def test_eager_playouts_are_seeded_and_end(name):
    players = 3 if name == "keyflower" else 2
    first = _play(name, players, 11, EAGER)
    assert first == _play(name, players, 11, EAGER)
    assert first[0] > 10


def test_bench_all_prints_every_game_with_its_policy_and_mode(capsys):
    assert main(["bench", "--all", "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    for name in eurogames.games():
        assert name in out
    for column in ("decisions/CPU s", "clone µs", "view µs", "json µs", "to_json µs", "from_json µs"):
        assert column in out
    assert "policy: eager" in out and f"mode: {eurogames.build_mode()}" in out


def test_bench_names_the_policy_it_used():
    row = measure("white_castle", seconds=0.05, policy=POLICIES["random"])
    assert row["policy"] == "random" and row["players"] == 2 and row["decisions"] > 0


def test_bench_help_says_which_policy(capsys):
    with pytest.raises(SystemExit):
        main(["bench", "--help"])
    assert "eager" in capsys.readouterr().out
