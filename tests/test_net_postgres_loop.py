"""A server on PostgreSQL never waits for the database on its event loop: a table whose database work is
slow holds up no other table, and no blocking database call is made while the server serves."""

from __future__ import annotations

import asyncio
import itertools
import random
from pathlib import Path
from typing import Any

import psycopg
import pytest

from net_helpers import run, secrets_registered
from pg_cluster import Cluster
from pg_helpers import cluster_fixture, play_out, serve  # noqa: F401 - the session's fixture `cluster`

from accessible_games.client.client import TableClient
from accessible_games.core.codes import normalize
from accessible_games.server.pgstore import PostgresStore
from accessible_games.server.server import ServerOptions, TableServer

SIXTY_ONE = [{"kind": "host", "name": "Anna"}, {"kind": "guest"}]


async def seated_pair(url: str, code: str) -> list[TableClient]:
    """A Sixty-One table of two client seats, started, both clients up to date."""
    host, guest = TableClient(url, reconnect=False), TableClient(url, reconnect=False)
    await host.connect()
    await host.create("sixtyone", SIXTY_ONE, code=code, bot_delay=0)
    await guest.connect()
    await guest.join(code, "Boris")
    await host.wait_for(lambda c: c.started and c.seq == guest.seq)
    return [host, guest]


async def mover(players: list[TableClient]) -> TableClient:
    """The client whose turn it is, once every client has heard the newest step."""
    while True:
        newest = max(player.seq for player in players)
        await asyncio.gather(*(player.wait_for(lambda c, n=newest: c.seq >= n, 30) for player in players))
        found = next((player for player in players if player.legal and player.to_move == player.seat), None)
        if found is not None:
            return found
        await asyncio.sleep(0.02)


def test_a_table_whose_database_row_is_held_holds_up_no_other_table(tmp_path: Path, cluster: Cluster) -> None:
    store = cluster.new_database()
    server = serve(tmp_path, store, "one")
    rng = random.Random(3)

    async def scenario() -> None:
        slow = await seated_pair(server.url, "slow-row-table")
        other = await seated_pair(server.url, "other-row-table")
        with psycopg.connect(store) as blocker:  # another client of the database holds the first table's row
            blocker.execute("SELECT seq FROM tables WHERE code = %s FOR UPDATE", (normalize("slow-row-table"),))
            held = await mover(slow)
            before = held.seq
            await held.move(rng.choice(held.legal))  # its step waits for the row
            for _ in range(3):  # meanwhile the other table plays on, move after move
                player = await mover(other)
                seq = player.seq
                await player.move(rng.choice(player.legal))
                await asyncio.gather(*(client.wait_for(lambda c, s=seq: c.seq > s, 20) for client in other))
            assert all(client.seq == before for client in slow)  # the held table's move is still waiting
            blocker.commit()  # the row is free: the waiting move goes through
        await asyncio.gather(*(client.wait_for(lambda c: c.seq > before, 20) for client in slow))
        for client in [*slow, *other]:
            await client.close()

    try:
        run(scenario(), 120)
    finally:
        server.stop()


def test_no_blocking_database_call_is_made_while_the_server_serves(
    tmp_path: Path, cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocking: list[str] = []

    def recorded(method: Any) -> Any:
        def call(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            blocking.append(str(query)[:80])
            return method(self, query, *args, **kwargs)

        return call

    async def scenario() -> None:
        seeds = itertools.count(1000)
        server = TableServer(
            PostgresStore(cluster.new_database()), ServerOptions(default_bot_delay=0.0, seed_source=lambda: next(seeds))
        )
        await server.start("127.0.0.1", 0)  # the schema is made before this, on a blocking connection
        for cls in (psycopg.Connection, psycopg.Cursor, psycopg.ServerCursor):
            monkeypatch.setattr(cls, "execute", recorded(cls.execute))
        monkeypatch.setattr(psycopg.Cursor, "executemany", recorded(psycopg.Cursor.executemany))
        url = f"ws://127.0.0.1:{server.port()}"
        try:
            anna, boris = TableClient(url, reconnect=False), TableClient(url, reconnect=False)
            await anna.connect()
            await anna.create(
                "net-secrets", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "bot", "level": "easy"}]
            )
            await boris.connect()
            await boris.join(anna.shown, "Boris")
            await anna.chat("hello")
            await boris.wait_for(lambda c: any(m.id == "net-chat" for m in c.heard), 20)
            await boris.close()  # away, and back by token
            back = TableClient(url, reconnect=False)
            await back.connect()
            await back.resume(anna.code or "", boris.token or "")
            assert await play_out([anna, back], random.Random(5)) > 0
            await anna.close()
            await back.close()
        finally:
            await server.stop()

    with secrets_registered():
        run(scenario(), 120)
    assert blocking == []
