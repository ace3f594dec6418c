"""How soon an open table reaches the lobby: a real `serve` process on 127.0.0.1 (SQLite), a lobby link
following it, and hosts creating open tables one after another; the time from a host's create answer to the
list that holds the table, and back out once the host locks it. Also the lobby's cost: a list of 50 tables
made from memory, and its size on the wire.

    .venv/bin/python benchmarks/bench_lobby.py [--tables 20] [--postgres]

With --postgres, two `serve` processes share one database of a PostgreSQL cluster of the test's own
(tests/pg_cluster.py): the tables are created on the first and the list followed on the second.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from accessible_games.client.client import TableClient  # noqa: E402
from accessible_games.server.lobby import LOBBY_LIMIT  # noqa: E402
from accessible_games.client.lobby_client import LobbyClient  # noqa: E402
from accessible_games.core.wire import encode, request  # noqa: E402
from net_processes import ServeProcess  # noqa: E402

GUEST = {"kind": "guest"}


async def until(check: object, limit: float = 10.0) -> float:
    """Seconds until `check()` is true (polled every millisecond)."""
    start = time.perf_counter()
    while not check():  # type: ignore[operator]
        if time.perf_counter() - start > limit:
            raise TimeoutError
        await asyncio.sleep(0.001)
    return time.perf_counter() - start


async def measure(url: str, count: int, listed_at: str) -> tuple[list[float], list[float], int]:
    lobby = LobbyClient(listed_at)
    lobby.start()
    await until(lambda: lobby.lists > 0)
    appear, leave = [], []
    for number in range(count):
        host = TableClient(url)
        await host.connect()
        start = time.perf_counter()
        await host.create("sixtyone", [{"kind": "host", "name": f"Host {number}"}, GUEST], listed=True)
        code = host.code
        appear.append(time.perf_counter() - start + await until(lambda c=code: any(t.code == c for t in lobby.tables)))
        start = time.perf_counter()
        await host.send_raw(request("host", lock=True))
        leave.append(time.perf_counter() - start + await until(lambda c=code: all(t.code != c for t in lobby.tables)))
        await host.close()
    text = encode(
        "lobby",
        tables=[
            {
                "code": "1" * 12,
                "shown": "111 111 111 111",
                "game": "sixtyone",
                "variant": "standard",
                "host": "H" * 40,
                "free": 5,
                "seats": 6,
                "lang": "en",
                "waited": 3600,
            }
        ]
        * LOBBY_LIMIT,
    )
    await lobby.close()
    return appear, leave, len(text.encode())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--postgres", action="store_true", help="two processes on one PostgreSQL database")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench-lobby-"))
    limits = ("--creates", "1000", "--open-per-address", "1000")
    cluster = None
    if args.postgres:
        from pg_cluster import Cluster, binaries

        found = binaries()
        if found is None:
            sys.exit("--postgres needs PostgreSQL's server binaries")
        cluster = Cluster(found)
        store = cluster.new_database()
        servers = [ServeProcess(folder / name, 0, "--store", store, *limits) for name in ("one", "two")]
    else:
        servers = [ServeProcess(folder, 0, *limits)]
    try:
        appear, leave, size = asyncio.run(measure(servers[0].url, args.tables, servers[-1].url))
    finally:
        for server in servers:
            server.stop()
        if cluster is not None:
            cluster.stop()
    print("PostgreSQL, created on one process, listed by another" if args.postgres else "SQLite, one process")
    for name, values in (("created open -> in the list", appear), ("locked -> out of the list", leave)):
        ordered = sorted(values)
        print(
            f"{name}: median {statistics.median(values) * 1000:.0f} ms, "
            f"p95 {ordered[int(0.95 * (len(ordered) - 1))] * 1000:.0f} ms, worst {ordered[-1] * 1000:.0f} ms "
            f"({len(values)} tables)"
        )
    print(f"a full list ({LOBBY_LIMIT} tables, longest names) on the wire: {size} bytes")


if __name__ == "__main__":
    main()
