"""Every test imports the ``eurogames`` that Python's path provides, never the file tree.

pytest's importlib import mode loads a test file under ``src/`` by importing its parent
packages first, and a parent package not yet in ``sys.modules`` is loaded *from the file
next to the test* (``src/eurogames/__init__.py``). In the compiled pass (scripts/test,
``.venv-compiled``) that would mix the pure sources with the installed build, depending on
which file a worker happened to collect first. Importing the package and each game's test
package here, before any test file, binds them to the installed build there (and to ``src/``
in the editable ``.venv``, where both are the same files); the test files themselves still
come from the checkout. With ``EUROGAMES_EXPECT_COMPILED=1`` every pytest process (each xdist
worker) checks, before its first test and after its last, that no ``eurogames`` module it
loaded came from ``src/`` except the test files.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

import pytest

import eurogames

for _name in eurogames.GAME_NAMES:
    importlib.import_module(f"eurogames.games.{_name}.tests")

SRC = Path(__file__).resolve().parent / "src"


def modules_from_sources() -> list[str]:
    """Loaded ``eurogames`` modules whose file is in this checkout's ``src/`` (test files excepted)."""
    out = []
    for name, module in list(sys.modules.items()):
        if name != "eurogames" and not name.startswith("eurogames."):
            continue
        if name.rpartition(".")[2].startswith("test_"):   # the checkout's test files, by design
            continue
        path = getattr(module, "__file__", None)
        if path and Path(path).resolve().is_relative_to(SRC):
            out.append(f"{name} ({path})")
    return sorted(out)


@pytest.fixture(autouse=True, scope="session")
def _the_installed_build_only():
    if os.environ.get("EUROGAMES_EXPECT_COMPILED") != "1":
        yield
        return
    assert eurogames.compiled(), "EUROGAMES_EXPECT_COMPILED=1 but this is not the compiled build"
    assert modules_from_sources() == []
    yield
    assert modules_from_sources() == []
