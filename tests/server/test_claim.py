"""One server process per database without Redis, any number with it (``storage/claim.py``):
a second ``eurogames serve`` beside one without Redis refuses to start with a clear message
(it would serve stale caches: a table socket there could still move for a user who logged
out on the first). On SQLite and, where it is running, PostgreSQL."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from eg_server_helpers import ServerProcess

from eurogames.server.storage.claim import DatabaseInUse, claim, lock_path


def test_alone_excludes_every_other_claim_until_released(raw_database: str) -> None:
    first = claim(raw_database, shared=False)
    for shared in (False, True):
        with pytest.raises(DatabaseInUse, match="--redis"):
            claim(raw_database, shared=shared)
    first.release()
    first.release()  # idempotent
    with claim(raw_database, shared=False):
        pass
    with claim(raw_database, shared=True):  # and the context manager released it
        pass


def test_shared_claims_go_together_but_exclude_one_alone(raw_database: str) -> None:
    with (claim(raw_database, shared=True), claim(raw_database, shared=True),
          pytest.raises(DatabaseInUse, match="must all start with --redis")):
        claim(raw_database, shared=False)
    with claim(raw_database, shared=False):
        pass


def test_an_in_memory_database_needs_no_claim() -> None:
    assert lock_path("sqlite://") is None and lock_path("sqlite:///:memory:") is None
    with claim("sqlite://", shared=False), claim("sqlite://", shared=False):
        pass


def test_a_second_server_without_redis_refuses_to_start(raw_database: str, tmp_path: Path) -> None:
    one = ServerProcess(raw_database, tmp_path).start()
    try:
        two = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("run_server.py")), "--port", "0",
             "--database", raw_database], check=False, cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert two.returncode == 2
        assert "another eurogames server already uses this database" in two.stderr
        assert one.proc.poll() is None  # the first one serves on
    finally:
        one.kill()  # even a killed server's claim ends with it
    with claim(raw_database, shared=False):
        pass
