"""The table server's own tests once more, with every server they start on the PostgreSQL store (each on a
database of its own): one process alone must behave exactly as it does on SQLite."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

import net_helpers
from pg_cluster import Cluster
from pg_helpers import cluster_fixture  # noqa: F401 - the session's fixture `cluster`

from test_net_server import *  # noqa: F401,F403 - collected again here, on PostgreSQL
from test_net_server import _secrets_game  # noqa: F401 - its autouse fixture (the test game), too
from test_net_table_side import *  # noqa: F401,F403
from test_net_seats import *  # noqa: F401,F403
from test_net_guard import *  # noqa: F401,F403

# These read or write the SQLite file itself (its SQL, its placeholders) to set up or check what is stored;
# the same behaviour on PostgreSQL is covered by the tests above and by test_net_postgres*.py.
SQLITE_ONLY = (
    "test_six_thousand_finished_tables_are_archived_and_new_tables_still_open",
    "test_finished_and_abandoned_tables_expire_after_the_keeping_time",
    "test_a_chat_flood_is_refused_past_its_limit_and_the_database_keeps_it_bounded",
    "test_the_server_listens_at_once_and_never_replays_finished_tables_at_start",
)
for _name in SQLITE_ONLY:
    del globals()[_name]


@pytest.fixture(autouse=True)
def on_postgres(cluster: Cluster, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every `running_server` of these tests keeps its tables in a PostgreSQL database of its folder's own."""
    from accessible_games.server.pgstore import PostgresStore

    databases: dict[str, str] = {}

    def store(path: Path | str) -> Any:  # one database per folder: a server started again finds its tables
        if str(path) not in databases:
            databases[str(path)] = cluster.new_database()
        return PostgresStore(databases[str(path)])

    monkeypatch.setattr(net_helpers, "Store", store)
    yield
