"""The lobby of a club of `serve` processes sharing one PostgreSQL database: a table created open on one
process is in the list another process gives, is joined from there, and leaves every process's list once it
is closed to newcomers or full; a private table is in none."""

from __future__ import annotations

import asyncio
from pathlib import Path

from pg_cluster import Cluster
from pg_helpers import cluster_fixture, serve  # noqa: F401 - the session's fixture `cluster`

from accessible_games.client.client import TableClient
from accessible_games.client.lobby_client import LobbyClient, OpenTable
from accessible_games.core.wire import request

GUEST = {"kind": "guest"}


async def listed(lobby: LobbyClient, check: object, timeout: float = 20.0) -> list[OpenTable]:
    """Wait until the lobby's latest list passes `check`; that list."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not check(lobby.tables):  # type: ignore[operator]
        assert asyncio.get_running_loop().time() < deadline, lobby.tables
        await asyncio.sleep(0.02)
    return lobby.tables


def test_a_table_opened_on_one_process_is_listed_and_joined_on_another(tmp_path: Path, cluster: Cluster) -> None:
    store = cluster.new_database()
    first, second = serve(tmp_path, store, "one"), serve(tmp_path, store, "two")

    async def club() -> None:
        seen_first, seen_second = LobbyClient(first.url), LobbyClient(second.url)
        seen_first.start()
        seen_second.start()
        await listed(seen_second, lambda tables: seen_second.lists > 0 and tables == [])
        carl = TableClient(second.url)
        await carl.connect()
        await carl.create("sixtyone", [{"kind": "host", "name": "Carl"}, GUEST])  # private
        anna = TableClient(first.url)
        await anna.connect()
        await anna.create("sixtyone", [{"kind": "host", "name": "Anna"}, GUEST, GUEST], listed=True, lang="en")
        (table,) = await listed(seen_second, lambda tables: len(tables) == 1)
        assert (table.host, table.free, table.seats, table.code) == ("Anna", 2, 3, anna.code)
        await listed(seen_first, lambda tables: [t.code for t in tables] == [anna.code])
        boris = TableClient(second.url)
        await boris.connect()
        await boris.join(table.code, "Boris")  # on the other process, with the code the list gave
        await listed(seen_first, lambda tables: len(tables) == 1 and tables[0].free == 1)
        await anna.send_raw(request("host", lock=True))
        await listed(seen_second, lambda tables: tables == [])
        await anna.send_raw(request("host", lock=False))
        await listed(seen_second, lambda tables: len(tables) == 1)
        dora = TableClient(first.url)
        await dora.connect()
        await dora.join(table.code, "Dora")  # full: it leaves both lists
        await listed(seen_second, lambda tables: tables == [])
        await listed(seen_first, lambda tables: tables == [])
        assert all("Carl" not in repr(t) for t in (*seen_first.tables, *seen_second.tables))
        for client in (anna, boris, carl, dora):
            await client.close()
        for lobby in (seen_first, seen_second):
            await lobby.close()

    try:
        asyncio.run(asyncio.wait_for(club(), 120))
    finally:
        first.stop()
        second.stop()
