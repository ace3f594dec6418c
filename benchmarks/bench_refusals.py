"""Refused look-ups, timed from outside: `resume` with a wrong seat token, alternately for a real table's code and
for a random one, from many links at once; the answer times of both kinds and their difference in standard
errors (|z| under 3: the time tells nothing). On SQLite by default; with `--store URL` (PostgreSQL) the table
is made on one process and probed on another, which holds no copy of it.

    .venv/bin/python benchmarks/bench_refusals.py [--probes 2000] [--links 40] [--refusal-time 0.1]
    .venv/bin/python benchmarks/bench_refusals.py --store postgresql://USER@HOST:PORT/DATABASE
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import statistics
import sys
import tempfile
import time
from contextlib import AsyncExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402

from accessible_games.client.client import TableClient  # noqa: E402
from accessible_games.server.guard import Limits  # noqa: E402
from accessible_games.server.server import ServerOptions, TableServer  # noqa: E402
from accessible_games.server.store import Store  # noqa: E402
from accessible_games.core.wire import request  # noqa: E402
from accessible_games.serving.local import table_server  # noqa: E402


async def probe_address(
    url: str, source: str, real: str, pairs: int, times: dict[str, list[float]], answers: set[str]
) -> None:
    """`pairs` probes of each kind from one loopback address, alternating, a new link every 50 pairs."""
    rng = random.Random(source)
    for start in range(0, pairs, 50):
        async with connect(f"{url}/ws", local_addr=(source, 0), open_timeout=30) as ws:
            for n in range(2 * min(50, pairs - start)):
                kind = ("real", "random")[(n + int(source.rsplit(".", 1)[1])) % 2]
                code = real if kind == "real" else f"{rng.randrange(10**12):012d}"
                began = time.perf_counter()
                await ws.send(request("resume", code=code, token="x" * 32))
                reply = json.loads(await ws.recv())
                times[kind].append(time.perf_counter() - began)
                answers.add(f"{kind} code: {reply.get('code')}")


async def run(args: argparse.Namespace) -> dict[str, object]:
    """Start the servers, make the table, probe; the figures."""
    limits = Limits(lookups=10**6, network_lookups=10**6, refusal_time=args.refusal_time)
    options = ServerOptions(limits=limits, rate=1000.0, burst=1000.0)
    async with AsyncExitStack() as stack:
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        servers: list[TableServer] = []
        for _ in range(1 if args.store is None else 2):
            if args.store is None:
                store = Store(folder / "tables.sqlite")
            else:
                from accessible_games.server.pgstore import PostgresStore

                store = PostgresStore(args.store)  # type: ignore[assignment]
            server = table_server(store, options)
            await server.start("127.0.0.1", 0)
            stack.push_async_callback(server.stop)
            servers.append(server)
        urls = [f"ws://127.0.0.1:{server.port()}" for server in servers]
        host = TableClient(urls[0], reconnect=False)
        await host.connect()
        await host.create("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
        assert host.code is not None
        times: dict[str, list[float]] = {"real": [], "random": []}
        answers: set[str] = set()
        began = time.perf_counter()
        await asyncio.gather(
            *(
                probe_address(
                    urls[-1],
                    f"127.0.{n // 200 + 3}.{n % 200 + 1}",
                    host.code,
                    args.probes // args.links,
                    times,
                    answers,
                )
                for n in range(args.links)
            )
        )
        elapsed = time.perf_counter() - began
        await host.close()
        probed = servers[-1]
        real, fake = times["real"], times["random"]
        z = (statistics.fmean(real) - statistics.fmean(fake)) / math.sqrt(
            statistics.variance(real) / len(real) + statistics.variance(fake) / len(fake)
        )
        return {
            "real": real,
            "random": fake,
            "z": z,
            "answers": ", ".join(sorted(answers)),
            "late": probed.stats["refusal-late"],
            "loaded": probed.stats["tables-loaded"],
            "elapsed": elapsed,
        }


def main() -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--probes", type=int, default=2000, help="probes of each kind")
    parser.add_argument("--links", type=int, default=40, help="addresses probing at once")
    parser.add_argument("--refusal-time", type=float, default=Limits().refusal_time)
    parser.add_argument("--store", help="a PostgreSQL URL (default: SQLite in a temporary folder)")
    args = parser.parse_args()
    figures = asyncio.run(run(args))
    real, fake = figures["real"], figures["random"]
    assert isinstance(real, list) and isinstance(fake, list)

    def ms(values: list[float], q: float) -> str:
        return f"{sorted(values)[int(q * (len(values) - 1))] * 1000:.2f}"

    store = "PostgreSQL, probed on the process without the table" if args.store else "SQLite"
    print(f"bench_refusals: {store}, {len(real)} probes of each kind from {args.links} addresses at once")
    print(f"  --refusal-time {args.refusal_time} s; {figures['elapsed']:.1f} s in all")
    for name, values in (("real code, wrong token", real), ("random code", fake)):
        print(
            f"  {name}: median {ms(values, 0.5)} ms, p95 {ms(values, 0.95)} ms, mean {statistics.fmean(values) * 1000:.2f} ms"
        )
    print(f"  answers: {figures['answers']}")
    print(f"  z of the mean difference: {figures['z']:.2f}; refusals later than --refusal-time: {figures['late']}")
    print(f"  tables read by the probed process: {figures['loaded']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
