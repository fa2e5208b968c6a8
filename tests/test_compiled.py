"""The opt-in compiled build (issue 16): which mode runs, the build's switches, the stale guard.

scripts/test runs the whole suite twice: in .venv (an editable, pure install) with
EUROGAMES_EXPECT_COMPILED=0, then in .venv-compiled (``EUROGAMES_COMPILE=1 pip install .``)
with EUROGAMES_EXPECT_COMPILED=1; the first tests here prove each run tested what it says.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import importlib.machinery
import json
import multiprocessing
import os
import random
import re
import sys
import tomllib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from splitmix_reference import splitmix_below

import eurogames
from eurogames import _build
from eurogames.bench import _positions, measure
from eurogames.bots.playout import EAGER, playout
from eurogames.cli import main
from eurogames.core import Chance, Rng

ROOT = Path(__file__).resolve().parent.parent
EXPECT = os.environ.get("EUROGAMES_EXPECT_COMPILED")
COMPILED_PARTS = ("rules", "state", "scoring", "view", "heuristic")
SHARED = ("eurogames.core.rng", "eurogames.bots.playout", "eurogames.bots.tree")
"""Compiled beside the games (setup.py's ``SHARED``); the rest of core stays Python, and so does
``bots.search`` (its ``SearchBot``; the tree walk it calls is ``bots.tree``)."""
GAME_EXTRA = ("eurogames.games.orleans.policy",)
"""A game's own further compiled modules (setup.py's ``GAME_EXTRA``)."""
INTERPRETED_PARTS = ("data", "actions")
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def _module_files(name: str) -> dict[str, str]:
    return {part: importlib.import_module(f"eurogames.games.{name}.{part}").__file__ or ""
            for part in COMPILED_PARTS + INTERPRETED_PARTS}


@pytest.mark.skipif(EXPECT not in ("0", "1"), reason="EUROGAMES_EXPECT_COMPILED not set (scripts/test sets it)")
@pytest.mark.parametrize("name", eurogames.GAME_NAMES)
def test_the_run_imports_the_build_it_expects(name):
    expect = EXPECT == "1"
    assert eurogames.compiled() is expect
    assert eurogames.build_mode() == ("compiled" if expect else "pure")
    files = _module_files(name)
    for part in COMPILED_PARTS:
        assert files[part].endswith(SUFFIX) is expect, files[part]
    for part in INTERPRETED_PARTS:   # data, actions and most of core stay Python in both modes
        assert files[part].endswith(".py"), files[part]
    for module in SHARED + GAME_EXTRA:
        assert (importlib.import_module(module).__file__ or "").endswith(SUFFIX) is expect, module
    for module in ("eurogames.core.state", "eurogames.core.events", "eurogames.core.chance",
                   "eurogames.bots.search"):
        assert (importlib.import_module(module).__file__ or "").endswith(".py"), module
    if expect:   # the installed package, not the sources in src/ (which have no extension modules)
        assert not Path(eurogames.__file__).resolve().is_relative_to(ROOT / "src")
        # the games' tests run from the checkout, their packages (builders) are the installed
        # ones: the root conftest.py binds them before pytest imports a test file
        tests = importlib.import_module(f"eurogames.games.{name}.tests").__file__ or ""
        assert not Path(tests).resolve().is_relative_to(ROOT / "src"), tests
        assert not list((ROOT / "src").rglob(f"*{SUFFIX}"))


def _mode_in_a_fresh_process(name: str) -> tuple[str, str]:
    eurogames.load(name)
    return eurogames.build_mode(), sys.modules[f"eurogames.games.{name}.rules"].__file__ or ""


def test_worker_processes_run_the_same_build():
    """The tournament and the server's bot pool start processes that import eurogames again."""
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        mode, path = pool.submit(_mode_in_a_fresh_process, "white_castle").result(timeout=120)
    assert mode == eurogames.build_mode()
    assert path == _module_files("white_castle")["rules"]


def test_bench_and_version_say_the_mode(capsys):
    row = measure("castles_of_burgundy", seconds=0.02)
    assert row["mode"] == eurogames.build_mode()
    with pytest.raises(SystemExit):
        main(["--version"])
    out = capsys.readouterr().out
    assert ("compiled (mypyc" in out) is eurogames.compiled()
    assert ("pure Python" in out) is not eurogames.compiled()


def test_compiled_games_play_the_same_seeded_games_as_the_golden_records_say():
    """A small cross-check that needs no file: a seeded playout's end state is a pure function
    of the seed (the golden-record tests compare whole games, in both modes)."""
    for name in eurogames.GAME_NAMES:
        players = 3 if name == "keyflower" else 2
        a = eurogames.load(name).new(players, 5)
        b = eurogames.load(name).from_json(json.loads(json.dumps(a.to_json())))
        na, nb = playout(a, Rng(5), EAGER), playout(b, Rng(5), EAGER)
        assert na == nb and a.to_json() == b.to_json()


def test_keyflower_clone_copies_every_field_and_shares_only_what_moves_copy_first():
    """Keyflower's clone lists its fields one by one (compiled, they are not in __dict__). It
    shares with its original only the lists a move copies before writing (``clone``'s
    docstring: the tile lists, ``res``, ``use_k`` and the villages' dicts); every other list is
    its own. That nothing written is shared is ``test_copies``' independence test."""
    from eurogames.games.keyflower.state import KeyflowerState
    shared = {"loc", "pos", "rot", "up", "boat_k", "boat_s", "res", "use_k"}
    positions = _positions(eurogames.load("keyflower").new(3, 2), Rng(2), EAGER)
    assert len(positions) > 5
    for st in positions:
        twin = st.clone()
        assert twin.to_json() == st.to_json()
        for field in KeyflowerState.__annotations__:
            mine, theirs = getattr(st, field), getattr(twin, field)
            assert mine == theirs, field
            if isinstance(mine, list) and field not in shared:
                assert mine is not theirs, field
                if field == "villages":
                    continue  # the dicts shared: a placement writes a copy (``_do_place``)
                for a, b in zip(mine, theirs, strict=True):
                    if isinstance(a, (list, dict)):
                        assert a is not b, field


def test_rng_draws_the_reference_splitmix64_in_either_build():
    """The compiled build draws on native 64-bit integers (``Rng._native_draw``), the pure one
    on Python integers: both give the reference draws and states, at every size of ``n`` the
    native path takes (up to 2**62), past it, at states with the top bit set and not, through
    ``below``, ``pop_random`` and ``spawn``."""
    from eurogames.core import rng as rng_module
    if EXPECT in ("0", "1"):
        assert rng_module._NATIVE is (EXPECT == "1")
    gen = random.Random(11)
    sizes = [2, 3, 5, 6, 7, 36, 255, 256, 257, 1000, 2**31 - 1, 2**32 + 1, 2**61 + 5, 2**62 - 1, 2**62,
             2**62 + 1, 2**63 - 1, 3 * 2**61, 2**64 - 1] + [gen.randrange(2, 2**62 + 1) for _ in range(60)]
    for n in sizes:
        for t in range(150):
            start = gen.getrandbits(64) if t % 3 else gen.choice([0, 1, 2**63 - 1, 2**63, 2**64 - 1])
            r = Rng(0)
            r.state = ref = start
            for _ in range(3):
                want, ref = splitmix_below(ref, n)
                assert r.below(n) == want and r.state == ref, (n, start)
    for size in (2, 3, 17, 200):
        r = Rng(0)
        r.state = ref = gen.getrandbits(64)
        pile = list(range(size))
        twin = list(range(size))
        while pile:
            if len(twin) > 1:
                i, ref = splitmix_below(ref, len(twin))
                twin[i], twin[-1] = twin[-1], twin[i]
            assert r.pop_random(pile) == twin.pop() and r.state == ref
    r = Rng(0)
    r.state = ref = 2**64 - 3
    seed, ref = splitmix_below(ref, 1 << 62)
    assert r.spawn().state == Rng(seed).state and r.state == ref


class Halves(Chance):
    """A chance source written in Python, as ``core.chance``'s are."""

    def below(self, n: int) -> int:
        return n // 2

    def clone(self) -> Halves:
        return Halves()


def test_chance_sources_copy_pickle_and_subclass_in_either_build():
    """``core/rng.py`` is compiled with the games: its sources still pickle and copy (states
    carry one), and a Python class may still subclass ``Chance`` (``core.chance``, tests)."""
    import copy
    import pickle

    from eurogames.core.chance import ChanceByMeaning, MeaningRecorder
    from eurogames.core.rng import RecordingChance, ScriptedChance, chance_from_json

    sources: list[Chance] = [Rng(11), ScriptedChance([1, 0, 2, 1, 0, 2]), RecordingChance(Rng(3)), Halves(),
                             ChanceByMeaning([1, 0, 2, 1, 0, 2]), MeaningRecorder(Rng(3))]
    for src in sources:
        src.below(3)   # copies start mid-stream
        twins = [copy.deepcopy(src), pickle.loads(pickle.dumps(src)), src.clone()]
        if isinstance(src, Rng):   # a shallow copy of a wrapper would share what it wraps
            twins.append(copy.copy(src))
        expected = [src.below(3) for _ in range(5)]
        for twin in twins:
            assert type(twin) is type(src)
            assert [twin.below(3) for _ in range(5)] == expected, (src, twin)
    assert Halves().pop_random([1, 2, 3, 4]) == 3 and Halves().randint(1, 6) == 4
    assert isinstance(chance_from_json(Rng(4).to_json()), Rng)
    assert issubclass(ChanceByMeaning, Chance)


# ----- the stale-module guard ---------------------------------------------------------------

def _fake_package(tmp_path: Path, source: str) -> tuple[Path, Path, Path]:
    pkg = tmp_path / "eurogames"
    game = pkg / "games" / "somegame"
    game.mkdir(parents=True)
    py = game / "rules.py"
    py.write_text(source)
    ext = game / f"rules{SUFFIX}"
    ext.write_bytes(b"not really a library")
    return pkg, py, ext


def _touch(path: Path, when: float) -> None:
    os.utime(path, (when, when))


def test_an_extension_module_older_than_its_changed_source_is_refused(tmp_path):
    pkg, py, ext = _fake_package(tmp_path, "RULE = 1\n")
    assert list(_build._extension_modules(pkg)) == ["eurogames.games.somegame.rules"]
    _touch(ext, 1_000_000)
    _touch(py, 1_000_100)           # edited after the build
    with pytest.raises(_build.StaleBuild, match=r"eurogames\.games\.somegame\.rules"):
        _build.check_fresh(pkg)


def test_a_newer_source_identical_to_the_compiled_one_is_fine(tmp_path):
    """An install writes files in no set order: the build's hash tells a same source apart."""
    pkg, py, ext = _fake_package(tmp_path, "RULE = 1\n")
    digest = hashlib.sha256(py.read_bytes()).hexdigest()
    (pkg / "_build.json").write_text(json.dumps(
        {"mode": "compiled", "sources": {"eurogames/games/somegame/rules.py": digest}}))
    _touch(ext, 1_000_000)
    _touch(py, 1_000_001)
    _build.check_fresh(pkg)
    py.write_text("RULE = 2\n")
    _touch(py, 1_000_002)
    with pytest.raises(_build.StaleBuild):
        _build.check_fresh(pkg)


def test_an_extension_module_newer_than_its_source_is_fresh(tmp_path):
    pkg, py, ext = _fake_package(tmp_path, "RULE = 1\n")
    _touch(py, 1_000_000)
    _touch(ext, 1_000_100)
    _build.check_fresh(pkg)
    assert _build._extension_modules(pkg) == {"eurogames.games.somegame.rules": ext}


def test_this_installation_is_fresh():
    _build.check_fresh()


# ----- the build's switches ----------------------------------------------------------------

@pytest.fixture
def backend(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "build_support"))
    import eurogames_build
    monkeypatch.setattr(eurogames_build._setuptools, "get_requires_for_build_wheel", lambda cs=None: ["wheel"])
    return eurogames_build


@pytest.mark.parametrize(("value", "compiles"), [("", False), ("0", False), ("off", False),
                                                  ("1", True), ("yes", True), ("TRUE", True)])
def test_the_compile_switch(backend, monkeypatch, value, compiles):
    monkeypatch.setenv("EUROGAMES_COMPILE", value)
    assert backend.compile_requested() is compiles
    requires = backend.get_requires_for_build_wheel()
    assert any(r.startswith("mypy>=") for r in requires) is compiles


def test_an_unclear_compile_switch_stops_the_build(backend, monkeypatch):
    monkeypatch.setenv("EUROGAMES_COMPILE", "maybe")
    with pytest.raises(SystemExit, match="EUROGAMES_COMPILE"):
        backend.compile_requested()


def test_a_compiled_editable_install_is_refused(backend, monkeypatch):
    monkeypatch.setenv("EUROGAMES_COMPILE", "1")
    with pytest.raises(SystemExit, match="editable"):
        backend.build_editable("/nonexistent")
    monkeypatch.setenv("EUROGAMES_COMPILE", "0")
    backend.refuse_editable()   # a pure editable install is the usual one


def test_mypy_is_a_build_requirement_of_the_compiled_build_only_with_a_lower_bound():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert meta["build-system"]["build-backend"] == "eurogames_build"
    assert not any("mypy" in r for r in meta["build-system"]["requires"])
    (req,) = meta["tool"]["eurogames"]["compile"]["requires"]
    assert re.fullmatch(r"mypy>=\d+\.\d+", req)


def test_setup_compiles_the_engine_modules_and_the_evaluation_of_every_game():
    tree = ast.parse((ROOT / "setup.py").read_text())
    consts = {t.id: ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
              for t in n.targets if isinstance(t, ast.Name) and t.id in ("GAMES", "COMPILED", "SHARED", "GAME_EXTRA")}
    assert consts["GAMES"] == eurogames.GAME_NAMES
    assert consts["COMPILED"] == COMPILED_PARTS
    assert tuple("eurogames." + p.removesuffix(".py").replace("/", ".") for p in consts["SHARED"]) == SHARED
    assert tuple("eurogames." + p.removesuffix(".py").replace("/", ".") for p in consts["GAME_EXTRA"]) == GAME_EXTRA


def test_the_test_script_runs_the_suite_in_both_modes():
    script = (ROOT / "scripts/test").read_text()
    assert "EUROGAMES_EXPECT_COMPILED=$expect" in script
    assert "run_suite .venv 0" in script and "run_suite .venv-compiled 1 -m \"not browser\"" in script
    assert "MODES=${EUROGAMES_TEST_MODES:-pure compiled}" in script   # both by default (CI)
    assert "EUROGAMES_COMPILE=1" in script and ".venv-compiled" in script
    assert not re.search(r"EUROGAMES_COMPILE=1[^\n]*install[^\n]*-e\b", script)
