"""The PostgreSQL store keeps the tasks it starts and ends them with itself: when `close` returns, the release of
a given-up table's lock has run to its end, rather than being cut off ("Task was destroyed but it is pending")
or losing its failure ("Task exception was never retrieved")."""

from __future__ import annotations

import asyncio
import logging

import psycopg
import pytest

from accessible_games.core.tasks import Tasks
from accessible_games.server.pgstore import NAMESPACE, PostgresStore, lock_key
from net_helpers import run
from pg_cluster import Cluster
from pg_helpers import cluster_fixture  # noqa: F401 - the session's fixture `cluster`

BOTS = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]


def server_tasks() -> list[str]:
    """The running tasks whose code is the table server's (its package), by name."""
    found = []
    for task in asyncio.all_tasks():
        code = getattr(task.get_coro(), "cr_code", None)
        if task is not asyncio.current_task() and code is not None and "accessible_games/server/" in code.co_filename:
            found.append(code.co_qualname)
    return found


def test_the_release_of_a_given_up_tables_lock_is_awaited_before_the_store_closes(cluster: Cluster) -> None:
    url = cluster.new_database()

    async def scenario() -> None:
        store = PostgresStore(url)
        await store.open()
        assert await store.own("heldtable")
        store.disown("heldtable")  # its lock is released by a task of the store
        await store.close()
        assert server_tasks() == []

    run(scenario())
    with psycopg.connect(url) as db:
        held = db.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND classid = %s AND objid = %s::bigint::oid",
            (NAMESPACE, lock_key("heldtable")),
        ).fetchone()
    assert held == (0,)


def test_a_kept_task_that_fails_is_logged_and_one_still_running_is_ended_by_close(
    caplog: pytest.LogCaptureFixture,
) -> None:
    ended: list[str] = []

    async def fails() -> None:
        raise ValueError("the database said no")

    async def runs_on() -> None:
        try:
            await asyncio.sleep(60)
        finally:
            ended.append("cancelled and awaited")

    async def scenario() -> None:
        tasks = Tasks()
        tasks.start(fails(), "releasing a lock")
        tasks.start(runs_on(), "a table's bots")
        await asyncio.sleep(0.05)
        assert len(tasks) == 1  # the failed one is gone from the set
        await tasks.close()
        assert len(tasks) == 0 and ended == ["cancelled and awaited"]

    with caplog.at_level(logging.ERROR, logger="accessible_games.tasks"):
        run(scenario())
    failed = [record for record in caplog.records if record.getMessage() == "releasing a lock failed"]
    assert failed and failed[0].exc_info is not None and "the database said no" in str(failed[0].exc_info[1])
