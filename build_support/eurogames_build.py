"""The build backend: setuptools, plus the opt-in compiled build (issue 16).

``pip install .`` builds pure Python, as always. ``EUROGAMES_COMPILE=1 pip install .``
compiles each game's ``rules``, ``state``, ``scoring`` and ``view`` modules with mypyc
(setup.py says which), and this wrapper adds mypy (its lower bound is in pyproject.toml,
``[tool.eurogames.compile]``) to the isolated build environment for that build only, so the
pure build never needs it.

A compiled build is refused as an editable install (``pip install -e .``): setuptools would
put the extension modules beside the sources in src/, where they shadow the ``.py`` files and
every later edit is silently ignored. Build it into its own virtual environment instead
(scripts/test does: ``.venv-compiled``); ``eurogames`` also refuses to import when it finds a
compiled module older than the source beside it (``eurogames._build``).
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *

ROOT = Path(__file__).resolve().parent.parent
TRUE = ("1", "true", "yes", "on")
FALSE = ("", "0", "false", "no", "off")


def compile_requested() -> bool:
    """``EUROGAMES_COMPILE`` read strictly: a value that is neither on nor off is an error."""
    value = os.environ.get("EUROGAMES_COMPILE", "").strip().lower()
    if value in TRUE:
        return True
    if value in FALSE:
        return False
    raise SystemExit(f"EUROGAMES_COMPILE={value!r}: use 1 for the compiled build or 0 for pure Python")


def compile_requires() -> list[str]:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(meta["tool"]["eurogames"]["compile"]["requires"])


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    extra = compile_requires() if compile_requested() else []
    return list(_setuptools.get_requires_for_build_wheel(config_settings)) + extra


def refuse_editable() -> None:
    if compile_requested():
        raise SystemExit(
            "EUROGAMES_COMPILE=1 with an editable install (pip install -e) is refused: the compiled "
            "modules would sit beside the sources and silently shadow every later edit. Install "
            "the compiled build into its own virtual environment without -e "
            "(python -m venv .venv-compiled && EUROGAMES_COMPILE=1 .venv-compiled/bin/pip install .).")


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    refuse_editable()
    return list(_setuptools.get_requires_for_build_editable(config_settings))


def build_editable(wheel_directory: str, config_settings: dict[str, Any] | None = None,
                   metadata_directory: str | None = None) -> str:
    refuse_editable()
    return str(_setuptools.build_editable(wheel_directory, config_settings, metadata_directory))
