"""Several `serve` processes sharing one PostgreSQL database: a host on one process and a guest on another
play a whole table; a process killed mid-game loses nothing and applies no move twice; clients fail over."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import psycopg
import pytest

from pg_cluster import Cluster
from pg_helpers import cluster, play_out, serve  # noqa: F401 - cluster: the session's fixture

from accessible_games.net.client import TableClient

SIXTY_ONE = [{"kind": "host", "name": "Anna"}, {"kind": "guest"}]


def stored_log(url: str, code: str) -> list[tuple[int, str, int | None, str]]:
    """The table's log as the database keeps it."""
    with psycopg.connect(url) as db:
        return db.execute("SELECT seq, kind, seat, data FROM log WHERE code = %s ORDER BY seq", (code,)).fetchall()


def test_a_host_on_one_process_and_a_guest_on_another_play_to_the_end(tmp_path: Path, cluster: Cluster) -> None:
    store = cluster.new_database()
    first, second = serve(tmp_path, store, "one"), serve(tmp_path, store, "two")

    async def game() -> None:
        anna, boris = TableClient(first.url), TableClient(second.url)
        await anna.connect()
        await anna.create("sixtyone", SIXTY_ONE, code="shared-table-one", bot_delay=0)
        await boris.connect()
        await boris.join("shared-table-one", "Boris")
        await anna.wait_for(lambda c: c.started)
        assert [seat["name"] for seat in anna.seats] == ["Anna", "Boris"]
        moves = await play_out([anna, boris], random.Random(7))
        assert moves > 20
        assert anna.ranking == boris.ranking and anna.ranking is not None
        assert anna.scores == boris.scores
        assert anna.seq == boris.seq  # both heard every step
        await anna.close()
        await boris.close()

    try:
        asyncio.run(asyncio.wait_for(game(), 120))
        log = stored_log(store, "shared-table-one")
        assert [row[0] for row in log] == list(range(2, len(log) + 2))  # every step once, none missing
    finally:
        first.stop()
        second.stop()
