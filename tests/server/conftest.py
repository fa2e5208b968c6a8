"""Server test fixtures (defined in eg_server_helpers, importable by the tests)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from eg_server_helpers import app, client_factory, database_url  # noqa: E402,F401
