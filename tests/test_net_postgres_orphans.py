"""Two table servers sharing one PostgreSQL database: a refused look-up on the process that does not hold the
table tells nothing by its time (the table is read from the database for a real code, not for a random one),
and reads no table; a process lets go of a table none of its own links holds, and the process where
the table's players sit takes it over."""

from __future__ import annotations

import asyncio
import itertools
import statistics
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from typing import AsyncIterator, Iterator

import pytest

from accessible_games.client.client import TableClient
from accessible_games.server.guard import Limits
from accessible_games.server.pgstore import PostgresStore
from accessible_games.server.server import ServerOptions, TableServer
from accessible_games.serving.local import table_server
from guard_helpers import ask, link
from net_helpers import run, secrets_registered
from pg_cluster import Cluster
from pg_helpers import cluster_fixture  # noqa: F401 - the session's fixture `cluster`
from test_net_timing import PROBE_LIMITS, PROBES, probe

HOST = {"kind": "host", "name": "Anna"}
GUEST = {"kind": "guest"}


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


@asynccontextmanager
async def two_servers(store: str, limits: Limits) -> AsyncIterator[tuple[TableServer, TableServer]]:
    """Two table servers on one database, each on a free port of 127.0.0.1."""
    seeds = itertools.count(1000)
    async with AsyncExitStack() as stack:
        servers = []
        for _ in range(2):
            options = ServerOptions(
                limits=limits, default_bot_delay=0.0, seed_source=lambda: next(seeds), rate=1000.0, burst=1000.0
            )
            server = table_server(PostgresStore(store), options)
            await server.start("127.0.0.1", 0)
            stack.push_async_callback(server.stop)
            servers.append(server)
        yield servers[0], servers[1]


def url_of(server: TableServer) -> str:
    """The server's address for a client."""
    return f"ws://127.0.0.1:{server.port()}"


def test_a_refused_resume_on_a_process_without_the_table_tells_nothing_by_its_time(
    tmp_path: Path, cluster: Cluster
) -> None:
    async def scenario() -> None:
        limits = Limits(**PROBE_LIMITS, refusal_time=0.03)  # type: ignore[arg-type]
        async with two_servers(cluster.new_database(), limits) as (first, second):
            anna = TableClient(url_of(first), reconnect=False)
            await anna.connect()
            await anna.create("net-secrets", [HOST, GUEST])
            assert anna.code is not None
            loaded = second.stats["tables-loaded"]
            z, real, fake = await probe(url_of(second), anna.code, links=20)
            assert abs(z) < 3, (z, statistics.median(real), statistics.median(fake))
            assert second.stats["tables-loaded"] == loaded  # a wrong token reads no table
            assert anna.code not in second.tables
            assert second.stats["bad-token"] == 2 * PROBES
            await anna.close()

    run(scenario(), 300)


def test_failed_joins_resumes_and_watches_leave_no_table_loaded(tmp_path: Path, cluster: Cluster) -> None:
    async def scenario() -> None:
        async with two_servers(cluster.new_database(), Limits(refusal_time=0.0)) as (first, second):
            anna = TableClient(url_of(first), reconnect=False)
            await anna.connect()
            await anna.create("net-secrets", [HOST, GUEST], spectators=False)
            code = anna.code
            assert code is not None
            eve = await link(url_of(second), "127.0.0.9")
            assert (await ask(eve, "resume", code=code, token="x" * 32))["code"] == "bad-token"
            assert (await ask(eve, "watch", code=code))["code"] == "no-spectators"
            assert (await ask(eve, "join", code=code, name="anna"))["code"] == "name-taken"
            assert code not in second.tables  # each failure left nothing on the process that served it
            assert second.stats["tables-loaded"] == 2 and second.stats["tables-unheld"] == 2  # the token read none
            boris = TableClient(url_of(second), reconnect=False)  # a successful join stays, of course
            await boris.connect(code)
            await boris.join(code, "Boris")
            assert code in second.tables
            await anna.close()
            await boris.close()

    run(scenario(), 60)


def test_a_process_lets_go_of_a_table_its_links_left_and_the_players_process_takes_it_over(
    tmp_path: Path, cluster: Cluster
) -> None:
    async def scenario() -> None:
        limits = Limits(drop_idle=0.2)
        async with two_servers(cluster.new_database(), limits) as (first, second):
            anna = TableClient(url_of(first))  # the table is made on the first process (a create lands anywhere)
            await anna.connect()
            await anna.create("net-secrets", [HOST, GUEST])
            code, token = anna.code, anna.token
            assert code is not None and token is not None and first.db.owns(code)
            await anna.close()
            anna = TableClient(url_of(second))  # her later links go to the table's own path: the second process
            await anna.connect(code)
            await anna.resume(code, token)
            boris = TableClient(url_of(second))
            await boris.connect(code)
            await boris.join(code, "Boris")
            for _ in range(100):  # the first process lets it go within two looks; the second takes it over
                if code not in first.tables and second.db.owns(code):
                    break
                await asyncio.sleep(0.1)
            assert code not in first.tables and second.db.owns(code)
            assert first.stats["tables-unheld"] == 1
            mover = anna if anna.legal else boris  # the game goes on, all of it on the second process
            seq = mover.seq
            await mover.move(mover.legal[0])
            await mover.wait_for(lambda c: c.seq > seq, 10)
            await asyncio.sleep(0.5)
            assert code not in first.tables  # and it stays where its players are
            await anna.close()
            await boris.close()

    run(scenario(), 60)
