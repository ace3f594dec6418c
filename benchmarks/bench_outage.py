"""How long players and listeners take to be back at their table after a server outage.

A real `serve` process on 127.0.0.1 holds a Sixty-One table with two players (host and guest) and a
listener, each a real `TableClient` with the app's reconnect settings. The server is killed, stays
away for OUTAGE seconds, and starts again on the same port and database; the script prints, for each
client, the seconds from the server's restart to the client being seated again with its update.

    .venv/bin/python benchmarks/bench_outage.py            # a 60 s outage (about 80 s in all)
    .venv/bin/python benchmarks/bench_outage.py --outage 5
    .venv/bin/python benchmarks/bench_outage.py --outage 30 --database

With `--database` the server stays up and its database goes away instead: a throwaway PostgreSQL
(tests/pg_cluster.py; Debian's postgresql) under `serve --store`, stopped for OUTAGE seconds and
started again; the figures are the seconds from the database's return to each client seated again.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from accessible_games.client.client import TableClient  # noqa: E402


def serve(folder: Path, port: int, *extra: str) -> tuple[subprocess.Popen[str], int]:
    """Start `serve` on 127.0.0.1 (port 0: any free one); return the process and its port."""
    env = dict(os.environ, ACCESSIBLE_GAMES_HOME=str(folder / "home"), PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--data",
            str(folder / "data"),
            "--lang",
            "en",
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    return process, int(line.rsplit(":", 1)[1])


async def measure(outage: float) -> dict[str, float]:
    """Seconds from the restart to each client seated again."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        process, port = serve(folder, 0)
        url = f"ws://127.0.0.1:{port}"
        anna, boris, carl = TableClient(url), TableClient(url), TableClient(url)
        await anna.connect()
        await anna.create("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
        await boris.connect()
        await boris.join(anna.shown, "Boris")
        await carl.connect()
        await carl.watch(anna.shown)
        process.kill()
        process.wait()
        await anna.wait_for(lambda c: c.reconnecting, 10)
        await asyncio.sleep(outage)
        process, _port = serve(folder, port)
        restarted = time.monotonic()
        back: dict[str, float] = {}

        async def returns(name: str, client: TableClient) -> None:
            await client.wait_for(lambda c: not c.reconnecting, 60)
            back[name] = time.monotonic() - restarted
            assert not client.lost

        try:
            await asyncio.gather(
                returns("Anna (host)", anna), returns("Boris (guest)", boris), returns("Carl (listener)", carl)
            )
        finally:
            for client in (anna, boris, carl):
                await client.close()
            process.kill()
            process.wait()
        return back


async def measure_database(outage: float) -> dict[str, float]:
    """Seconds from the database's return to each client seated again, the server up throughout."""
    sys.path.insert(0, str(ROOT / "tests"))
    from pg_cluster import Cluster, binaries

    found = binaries()
    if found is None:
        raise SystemExit("--database needs PostgreSQL's server (apt-get install postgresql)")
    cluster = Cluster(found, durable=True)
    try:
        with tempfile.TemporaryDirectory() as name:
            process, port = serve(Path(name), 0, "--store", cluster.new_database())
            url = f"ws://127.0.0.1:{port}"
            anna, boris, carl = TableClient(url), TableClient(url), TableClient(url)
            await anna.connect()
            await anna.create("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            await boris.connect()
            await boris.join(anna.shown, "Boris")
            await carl.connect()
            await carl.watch(anna.shown)
            await asyncio.to_thread(cluster.halt)
            await anna.wait_for(lambda c: c.reconnecting, 10)
            await asyncio.sleep(outage)
            await asyncio.to_thread(cluster.start)
            restarted = time.monotonic()
            back: dict[str, float] = {}

            async def returns(name: str, client: TableClient) -> None:
                await client.wait_for(lambda c: not c.reconnecting, 60)
                back[name] = time.monotonic() - restarted
                assert not client.lost

            try:
                await asyncio.gather(
                    returns("Anna (host)", anna), returns("Boris (guest)", boris), returns("Carl (listener)", carl)
                )
                assert process.poll() is None, "serve stopped"
            finally:
                for client in (anna, boris, carl):
                    await client.close()
                process.kill()
                process.wait()
            return back
    finally:
        cluster.stop()


def main() -> None:
    """Run once and print the figures."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--outage", type=float, default=60.0)
    parser.add_argument("--database", action="store_true", help="the database goes away, not the server")
    args = parser.parse_args()
    outage = args.outage
    if args.database:
        back = asyncio.run(measure_database(outage))
        print(f"database away {outage:.0f} s, serve up throughout; back at the table after the database's return:")
        for name, seconds in back.items():
            print(f"  {name}: {seconds:.1f} s")
        return
    back = asyncio.run(measure(outage))
    print(f"server away {outage:.0f} s; back at the table after the restart:")
    for name, seconds in back.items():
        print(f"  {name}: {seconds:.1f} s")


if __name__ == "__main__":
    main()
