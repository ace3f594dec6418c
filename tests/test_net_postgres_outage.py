"""A PostgreSQL server that goes away mid-game under two real `serve` processes: restarted by its operator
(pg_ctl restart) or crashed (kill -9 of the postmaster, then started again). Both processes stay up, the
players hear that the table will be back in a moment and come back by themselves, the game goes on to its
end, and the log keeps every step once: none the players heard is lost, none is stored twice."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Callable, Iterator

import psycopg
import pytest

from pg_cluster import Cluster
from pg_helpers import cluster_fixture, play_out, serve  # noqa: F401 - the session's fixture `cluster`

from accessible_games.client.client import TableClient
from accessible_games.core.codes import normalize
from accessible_games.server.pgstore import PostgresStore

SIXTY_ONE = [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "bot", "level": "easy"}]
Row = tuple[int, str, "int | None", str]


@pytest.fixture
def own(cluster: Cluster) -> Iterator[Cluster]:
    """A database server of its own, to restart and crash under the serve processes."""
    running = Cluster(cluster.bin)
    yield running
    running.stop()


def stored_log(url: str, code: str) -> list[Row]:
    """The table's log as the database keeps it."""
    with psycopg.connect(url) as db:
        return db.execute(
            "SELECT seq, kind, seat, data FROM log WHERE code = %s ORDER BY seq", (normalize(code),)
        ).fetchall()


async def replayed_ranking(url: str, code: str) -> object:
    """The ranking of the table rebuilt from its stored log alone."""
    store = await asyncio.to_thread(PostgresStore, url)
    await store.open()
    try:
        table = await store.load_table(normalize(code))
        assert table is not None
        return table.ranking()
    finally:
        await store.close()


def ride_out(tmp_path: Path, own: Cluster, outage: Callable[[Cluster], None], code: str) -> None:
    """Anna on one process, Boris on another, a bot at the table; the database goes away after the tenth move."""
    store = own.new_database()
    first = serve(tmp_path, store, "one", log=tmp_path / "one.log")
    second = serve(tmp_path, store, "two", log=tmp_path / "two.log")
    heard: list[Row] = []

    async def game() -> None:
        anna, boris = TableClient(first.url), TableClient(second.url)
        await anna.connect()
        await anna.create("sixtyone", SIXTY_ONE, code=code, bot_delay=0)
        await boris.connect()
        await boris.join(code, "Boris")
        await anna.wait_for(lambda c: c.started)

        async def away(count: int) -> None:
            if count == 10:
                heard.extend(row for row in stored_log(store, code) if row[0] <= min(anna.seq, boris.seq))
                outage(own)
                await anna.wait_for(lambda c: c.reconnecting, 30)  # the processes noticed, and closed the links
                await boris.wait_for(lambda c: c.reconnecting, 30)

        await play_out([anna, boris], random.Random(7), on_move=away)
        assert anna.back_soon and boris.back_soon  # each heard that the table would be back in a moment
        assert not anna.lost and not boris.lost
        assert anna.ranking == boris.ranking and anna.ranking is not None
        assert anna.seq == boris.seq
        final = stored_log(store, code)
        assert [row[0] for row in final] == list(range(final[0][0], final[0][0] + len(final)))  # once each, no gap
        assert final[: len(heard)] == heard  # every step the players had heard was kept
        assert final[-1][0] == anna.seq
        assert await replayed_ranking(store, code) == anna.ranking  # the log alone plays the game they heard
        await anna.close()
        await boris.close()

    try:
        asyncio.run(asyncio.wait_for(game(), 180))
        assert len(heard) > 10
        assert first.process.poll() is None and second.process.poll() is None  # both rode the outage out
    finally:
        first.stop()
        second.stop()
    for name in ("one.log", "two.log"):
        text = (tmp_path / name).read_text(encoding="utf-8")
        assert "Task exception was never retrieved" not in text and "Traceback" not in text, text[-3000:]


def test_a_database_restarted_mid_game_loses_no_move_and_stops_no_server(tmp_path: Path, own: Cluster) -> None:
    ride_out(tmp_path, own, Cluster.restart, "restarted-db")


def test_a_database_crashed_mid_game_loses_no_move_and_stops_no_server(tmp_path: Path, own: Cluster) -> None:
    def crash(cluster: Cluster) -> None:
        cluster.crash()
        cluster.start()

    ride_out(tmp_path, own, crash, "crashed-db")
