"""Packaging and the test script (issue 14): an SPDX licence string with a setuptools that
reads it, and a test command that installs the browser without a desktop stack."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_licence_is_an_spdx_string_and_setuptools_can_read_it() -> None:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert meta["project"]["license"] == "MIT"
    req = next(r for r in meta["build-system"]["requires"] if r.startswith("setuptools"))
    major = int(re.search(r">=\s*(\d+)", req).group(1))
    assert major >= 77  # PEP 639 licence strings: setuptools 77 and later


def test_the_swagger_ui_copy_is_package_data_with_its_licence() -> None:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = meta["tool"]["setuptools"]["package-data"]["*"]
    vendored = ROOT / "src/eurogames/server/docs/swagger_ui"
    for name in ("swagger-ui-bundle.js", "swagger-ui.css", "LICENSE", "NOTICE"):
        assert (vendored / name).exists()
        assert any(Path(name).match(p) for p in patterns), name


def test_test_script_installs_chromium_without_recommends_and_the_cjk_fonts() -> None:
    script = (ROOT / "scripts/test").read_text()
    install = re.search(r"apt-get install[^\n]*\n[^\n]*", script).group(0)
    assert "--no-install-recommends" in install
    assert "chromium" in install and "fonts-noto-cjk" in install
