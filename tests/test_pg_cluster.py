"""The test PostgreSQL cluster starts on a root shell whose PATH lacks the system folders."""

from __future__ import annotations

import os

import pytest

from pg_cluster import Cluster, binaries
from web_helpers import need


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="runuser is used only when running as root")
def test_the_cluster_starts_as_postgres_when_runuser_is_off_the_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """`su` without `-` leaves /usr/sbin off root's PATH: the cluster still finds runuser and serves a database."""
    found = binaries()
    need(found is not None, "the shared-store tests need PostgreSQL's server (apt-get install postgresql)")
    assert found is not None
    try:
        import psycopg
    except ImportError:
        need(False, "the shared-store tests need psycopg (pip install -e '.[test]')")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    cluster = Cluster(found)
    try:
        with psycopg.connect(cluster.new_database()) as connection:
            assert connection.execute("SELECT current_user").fetchone() == ("postgres",)
    finally:
        cluster.stop()
