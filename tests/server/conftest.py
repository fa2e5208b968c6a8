"""Server test fixtures (defined in eg_server_helpers, importable by the tests)."""

import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from eg_browser import browser, server  # noqa: F401
from eg_server_helpers import app, client_factory, database_url, raw_database  # noqa: F401


def pytest_configure(config):  # type: ignore[no-untyped-def]
    config.addinivalue_line("filterwarnings", "ignore:Using `httpx` with `starlette.testclient`")
