"""What the tests of several `serve` processes sharing one PostgreSQL database need: the cluster (skipped
with the reason where PostgreSQL is absent, failed under CI), the processes, and a player on the wire."""

from __future__ import annotations

import asyncio
import os
import random
from pathlib import Path
from typing import Any, Iterator

import pytest

from net_processes import ServeProcess
from pg_cluster import Cluster, binaries, runuser
from web_helpers import need

from accessible_games.client.client import TableClient


@pytest.fixture(scope="session", name="cluster")
def cluster_fixture() -> Iterator[Cluster]:
    """One PostgreSQL server for the session (each test takes a database of its own)."""
    found = binaries()
    need(found is not None, "the shared-store tests need PostgreSQL's server (apt-get install postgresql)")
    try:
        import psycopg  # noqa: F401
        import psycopg_pool  # noqa: F401
    except ImportError:
        need(False, "the shared-store tests need psycopg (pip install -e '.[test]')")
    assert found is not None
    if os.geteuid() == 0:  # PostgreSQL refuses root: the cluster runs as the package's system user
        import pwd  # POSIX alone: a module importing this one still collects on Windows

        try:
            pwd.getpwnam("postgres")
        except KeyError:
            need(False, "the shared-store tests run PostgreSQL as the `postgres` user, which Debian's package makes")
        need(
            runuser() is not None,
            "the shared-store tests run PostgreSQL as `postgres` through runuser (apt-get install util-linux)",
        )
    running = Cluster(found)
    yield running
    running.stop()


def serve(folder: Path, store: str, name: str, log: Path | None = None) -> ServeProcess:
    """One `serve --store URL` process on a free port, its own folder beside the others' (its log in `log`)."""
    return ServeProcess(folder / name, 0, "--store", store, log=log)


async def play_out(players: list[TableClient], rng: random.Random, limit: int = 4000, on_move: Any = None) -> int:
    """The seated clients play random legal moves, each on its turn, until every client has heard the end;
    before each move every client has caught up with the newest step. `on_move(count)` runs after each
    move (kills, restarts). The number of moves played."""
    count = 0
    while not all(player.over for player in players):
        target = max(player.seq for player in players)
        await asyncio.gather(
            *(player.wait_for(lambda c, t=target: c.seq >= t and not c.reconnecting, 60) for player in players)
        )
        mover = next((player for player in players if player.legal and not player.over), None)
        if mover is None:
            await asyncio.sleep(0.02)
            continue
        count += 1
        assert count < limit, "the game did not end"
        seq = mover.seq
        await mover.move(rng.choice(mover.legal))
        await mover.wait_for(lambda c, s=seq: c.seq > s or c.reconnecting, 60)
        if on_move is not None:
            await on_move(count)
    return count
