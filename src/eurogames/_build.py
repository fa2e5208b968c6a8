"""Which build this is, pure Python or compiled engines (issue 16), and the stale-module guard.

The compiled build (``EUROGAMES_COMPILE=1 pip install .``, see setup.py and the README)
installs an extension module beside the source of each game's ``rules``, ``state``,
``scoring``, ``view`` and ``heuristic`` (and Orléans' ``policy``), and of ``core/rng.py``,
``bots/playout.py`` and ``bots/tree.py``. Python imports the extension whenever both are there, so an
extension module older than its source runs the old rules without a word: the trap of an
editable install with compiled modules left in src/. The build refuses compiled editable
installs; as a second guard, importing ``eurogames`` refuses (``StaleBuild``) when a source is
newer than its extension module and differs from the source that was compiled (a compiled
wheel records a hash of each in ``_build.json``, since an install writes its files in no set
order). The check reads a few directory listings and file dates, and hashes a source only when
its date is newer than its extension module's.

>>> build_mode() in ("pure", "compiled")
True
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
from pathlib import Path
from typing import Any

PACKAGE = Path(__file__).resolve().parent
"""This package's folder (a test points the functions below at another)."""


class StaleBuild(ImportError):
    """A compiled game module is older than the source beside it."""


def _extension_modules(package: Path = PACKAGE) -> dict[str, Path]:
    """``{module name: extension file}`` for every extension module among the games, ``core`` and
    ``bots``."""
    found: dict[str, Path] = {}
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    games = package / "games"
    folders = [package / "core", package / "bots"]
    if games.is_dir():
        folders += sorted(p for p in games.iterdir() if p.is_dir())
    for folder in folders:
        if not folder.is_dir():
            continue
        prefix = ".".join(("eurogames", *folder.relative_to(package).parts))
        for f in folder.iterdir():
            if f.name.endswith(suffixes):
                found[f"{prefix}.{f.name.split('.', 1)[0]}"] = f
    return found


def compiled_modules() -> list[str]:
    """Names of the modules that import as compiled extension modules here."""
    return sorted(_extension_modules())


def compiled() -> bool:
    """True when this installation's game engines are compiled (mypyc) extension modules.

    Also ``eurogames.compiled()``; ``eurogames --version`` and ``eurogames bench`` say it too.
    """
    return bool(_extension_modules())


def build_mode() -> str:
    """``"compiled"`` or ``"pure"`` (see ``compiled``)."""
    return "compiled" if compiled() else "pure"


def manifest(package: Path = PACKAGE) -> dict[str, Any]:
    """What a compiled build recorded (mypy's version, a hash per compiled source), or ``{}``."""
    try:
        data: dict[str, Any] = json.loads((package / "_build.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return data


def describe() -> str:
    """One line for ``eurogames --version``: ``pure Python`` or ``compiled (mypyc …, 28 modules)``."""
    modules = compiled_modules()
    if not modules:
        return "pure Python"
    mypy = manifest().get("mypy")
    by = f"mypyc {mypy}" if mypy else "mypyc"
    return f"compiled ({by}, {len(modules)} modules)"


def check_fresh(package: Path = PACKAGE) -> None:
    """Refuse to run a compiled game module whose source has changed since it was compiled.

    Raises:
        StaleBuild: names the modules and says how to rebuild.
    """
    stale: list[str] = []
    hashes: dict[str, str] | None = None
    for name, ext in _extension_modules(package).items():
        source = ext.with_name(ext.name.split(".", 1)[0] + ".py")
        try:
            newer = source.stat().st_mtime > ext.stat().st_mtime
        except FileNotFoundError:
            continue   # no source beside it: nothing to go stale
        if not newer:
            continue
        if hashes is None:
            hashes = manifest(package).get("sources", {})
        key = source.relative_to(package.parent).as_posix()
        if hashes.get(key) != hashlib.sha256(source.read_bytes()).hexdigest():
            stale.append(f"{name} ({ext})")
    if stale:
        raise StaleBuild(
            "compiled modules older than their sources (Python would run the old code): "
            + "; ".join(stale)
            + ". Delete these extension files, or rebuild the compiled package into its own "
            "virtual environment (EUROGAMES_COMPILE=1 pip install ., without -e).")
