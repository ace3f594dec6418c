"""What PostgreSQL itself needs of a move: backend and client CPU per durable commit and per round trip.

    .venv/bin/python benchmarks/bench_pg_floor.py postgresql://postgres@127.0.0.1:PORT/tables1 [--count 2000]

On a new database beside the one named (dropped afterwards), with the server's schema (its migrations), from
one process and one connection each, in a loop, `synchronous_commit=on` (the server's setting); CPU read from
/proc (the backend's user + system) and the client's own `time.process_time`. The shapes:

- `SELECT 1`: one round trip, nothing written (psycopg's asynchronous and synchronous drivers);
- INSERT: one durable single-row commit (autocommit);
- the server's step as it is: BEGIN + SELECT ... FOR UPDATE, then add_step + COMMIT (two round trips);
- the same writes without the lock's round trip (BEGIN, add_step, COMMIT in one);
- each step shape with another process registered as holding the table, whose listener connection hears
  every step (its backend's CPU counted too, and this process's client reading each notification).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path
from typing import Any, Awaitable, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import psycopg  # noqa: E402

from accessible_games.server.pgstore import migrate  # noqa: E402
from bench_server import fresh_database, server_cpu  # noqa: E402


def backend_cpu(pids: list[int]) -> float:
    """CPU seconds of these backends now."""
    return sum(server_cpu(pid) or 0.0 for pid in pids)


async def connect(url: str) -> psycopg.AsyncConnection[Any]:
    """An asynchronous connection as the server makes them (autocommit, client-side binding, durable commits)."""
    db = await psycopg.AsyncConnection.connect(url, autocommit=True, cursor_factory=psycopg.AsyncClientCursor)
    await db.execute("SET synchronous_commit = on")
    return db


async def measure(
    name: str,
    count: int,
    pids: list[int],
    once: Callable[[int], Awaitable[None]],
    settle: Callable[[], Awaitable[None]],
) -> None:
    """Run `once` count times; print backend and client CPU per call in microseconds."""
    for index in range(50):  # warm plans and caches
        await once(-index - 1)
    await settle()
    backend0, client0, wall0 = backend_cpu(pids), time.process_time(), time.perf_counter()
    for index in range(count):
        await once(index)
    await settle()
    backend1, client1, wall1 = backend_cpu(pids), time.process_time(), time.perf_counter()
    print(
        f"  {name:<58} backends {1e6 * (backend1 - backend0) / count:6.0f} µs, "
        f"client {1e6 * (client1 - client0) / count:6.0f} µs, wall {1e6 * (wall1 - wall0) / count:6.0f} µs",
        flush=True,
    )


async def run(url: str, count: int) -> None:
    """Every shape in turn."""
    db = await connect(url)
    pid = int(db.info.backend_pid)
    await db.execute(
        "INSERT INTO tables (code, shown, game, variant, options, seed, absence, spectators, bot_delay, created, "
        "lock_key, seq) VALUES ('FLOOR', 'FLOOR', 'sixtyone', '', '{}', 1, 60, TRUE, 1, 0, 1, 0)"
    )
    await db.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, data TEXT NOT NULL)")
    seq = [0]

    async def nothing() -> None:
        pass

    async def select_one(_: int) -> None:
        await db.execute("SELECT 1")

    async def insert(index: int) -> None:
        await db.execute("INSERT INTO rows VALUES (%s, %s)", (index + 100, '{"move": 12}'))

    def step_sql() -> str:
        seq[0] += 1
        return f"SELECT add_step('FLOOR', {seq[0]}, 'move', 0, '{{\"move\": 12}}', {time.time()}, FALSE, {pid})"

    async def step_two(_: int) -> None:
        cursor = db.cursor()
        await cursor.execute(b"BEGIN; SELECT seq FROM tables WHERE code = 'FLOOR' FOR UPDATE")
        await cursor.execute((step_sql() + "; COMMIT").encode())

    async def step_one(_: int) -> None:
        await db.cursor().execute(("BEGIN; " + step_sql() + "; COMMIT").encode())

    async def step_xact(_: int) -> None:
        cursor = db.cursor()
        await cursor.execute(
            b"BEGIN; SELECT pg_advisory_xact_lock(61616161); SELECT seq FROM tables WHERE code = 'FLOOR'"
        )
        await cursor.execute((step_sql() + "; COMMIT").encode())

    print(f"{count} calls each; load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    await measure("SELECT 1, asynchronous driver", count, [pid], select_one, nothing)
    with psycopg.connect(url, autocommit=True) as sync:
        sync_pid = int(sync.info.backend_pid)

        async def sync_select(_: int) -> None:
            sync.execute("SELECT 1")

        await measure("SELECT 1, synchronous driver", count, [sync_pid], sync_select, nothing)
    from psycopg_pool import AsyncConnectionPool

    pool: AsyncConnectionPool[Any] = AsyncConnectionPool(
        url,
        min_size=1,
        max_size=1,
        open=False,
        kwargs={"autocommit": True, "cursor_factory": psycopg.AsyncClientCursor},
    )
    await pool.open(wait=True)
    async with pool.connection() as pooled:
        pool_pid = int(pooled.info.backend_pid)

    async def pool_select(_: int) -> None:
        async with pool.connection() as pooled:
            await pooled.execute("SELECT 1")

    await measure("SELECT 1 on a connection taken from psycopg_pool", count, [pool_pid], pool_select, nothing)
    await pool.close()
    await measure("INSERT one row, durable commit (autocommit)", count, [pid], insert, nothing)
    # nobody else holds the table: add_step notifies nobody
    await measure("step: lock, then add_step + COMMIT (2 round trips)", count, [pid], step_two, nothing)
    await measure("step: BEGIN + add_step + COMMIT (1 round trip)", count, [pid], step_one, nothing)
    await measure("step: advisory xact lock, then add_step + COMMIT (2)", count, [pid], step_xact, nothing)

    # another process holding the table: registered, LISTENing on its own channel (as a serve process does)
    listener = await connect(url)
    listener_pid = int(listener.info.backend_pid)
    await listener.execute(f"LISTEN accessible_games_{listener_pid}")
    await db.execute("INSERT INTO interest VALUES ('FLOOR', %s)", (listener_pid,))
    heard = [0]

    async def listen() -> None:
        async for _ in listener.notifies():
            heard[0] += 1

    task = asyncio.ensure_future(listen())

    async def settle() -> None:
        await asyncio.sleep(0.2)

    pids = [pid, listener_pid]
    await measure("step (2 round trips), heard by another process's listener", count, pids, step_two, settle)
    await measure("step (1 round trip), heard by another process's listener", count, pids, step_one, settle)
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    print(f"  notifications heard: {heard[0]}")
    await listener.close()
    await db.close()


def main() -> int:
    """Parse the arguments, make the database, run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store", help="postgresql://... of a server on this machine (its backends are read in /proc)")
    parser.add_argument("--count", type=int, default=2000)
    args = parser.parse_args()
    with fresh_database(args.store) as url:
        with psycopg.connect(url, autocommit=True) as db:
            migrate(db)
        asyncio.run(run(url, args.count))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
