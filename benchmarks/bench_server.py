"""Table server under load, on the loopback address: tables held, move round trip, server CPU per move.

Runs `accessible-games serve` as its own process on 127.0.0.1 and, in this process, simulated
clients: all-bot tables (their creator listens as a spectator) and mixed tables (two client seats
and one bot). Client seats move after a think time; a move's round trip is from the moment the
client sends it to the moment every seat at the table has the resulting update. Server CPU per
move is the CPU time of the server process and its bot workers (from /proc) over the moves
played while measuring.

    .venv/bin/python benchmarks/bench_server.py [--tables 500] [--mixed 0.5] [--game sixtyone]
        [--duration 60] [--think 1.0] [--bot-delay 1.0] [--bot-level normal]

Two more scenarios: `--scenario guessing` (40 links from one address guess table codes for 20 s:
how many look-ups a second get an answer) and `--scenario startup` (a server holding 10,000
finished and 500 open tables: how soon it listens, and how soon it serves an open table asked
for at once). The load scenario raises the server's per-address limits (every simulated client
comes from 127.0.0.1); the other two run with the defaults.

Bounded: at most 2000 tables and 600 seconds of measuring; everything stays on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.net.client import TableClient  # noqa: E402

MAX_TABLES = 2000
MAX_DURATION = 600.0
STEPS = [0]  # moves seen, counted once per table (by its first client), every step here being a move


def count_steps(data: dict[str, Any], heard: list[Any]) -> None:
    """An update listener that counts the table's new steps (the catch-up update on sitting down is not one)."""
    if "missed" not in data:
        STEPS[0] += 1


def server_cpu(pid: int) -> float | None:
    """CPU seconds (user + system) of the server process and its bot workers, from /proc; None elsewhere."""
    total = 0.0
    found = False
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if stat.parent.name == str(pid) or fields[1] == str(pid):
            found = True
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total if found else None


ONE_ADDRESS = ["--creates", "1000000", "--open-per-address", "10000", "--bot-tables", "10000", "--per-address", "10000",
               "--min-bot-delay", "0"]  # every simulated client of the load scenario comes from 127.0.0.1


def start_server(folder: Path, *extra: str) -> tuple[subprocess.Popen[str], str]:
    """The real server command on a free loopback port, its database in `folder`."""
    process = subprocess.Popen([sys.executable, "-m", "accessible_games", "serve", "--port", "0", "--data", str(folder),
                                "--lang", "en", *extra], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    process.stdout.readline()  # the limits line
    return process, line.rsplit(" ", 1)[-1]


class Mixed:
    """A mixed table: two client seats and a bot; the clients move after a think time and time the round trip."""

    def __init__(self, url: str, game: str, think: float, bot_delay: float, level: str, trips: list[float],
                 rng: random.Random) -> None:
        self.url, self.game, self.think, self.bot_delay, self.level = url, game, think, bot_delay, level
        self.trips, self.rng = trips, rng
        self.clients: list[TableClient] = []
        self.arrived: list[dict[int, float]] = []

    async def open(self) -> None:
        """Create the table and seat both clients."""
        host, guest = TableClient(self.url, reconnect=False), TableClient(self.url, reconnect=False)
        self.clients = [host, guest]
        self.arrived = [{}, {}]
        for index, (client, arrived) in enumerate(zip(self.clients, self.arrived)):
            client.on_update = lambda data, heard, arrived=arrived, first=index == 0: (
                arrived.setdefault(int(data["seq"]), time.perf_counter()), first and count_steps(data, heard))
        await host.connect()
        await host.create(self.game, [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "bot", "level": self.level}],
                          bot_delay=self.bot_delay)
        await guest.connect()
        await guest.join(host.shown, "Boris")

    async def play(self, until: float) -> None:
        """Both seats play until the game ends or time is up; a finished game is replaced by a new table."""
        while time.perf_counter() < until:
            if any(client.over or client.lost for client in self.clients):
                await self.close()
                await self.open()
                continue
            moved = False
            for client in self.clients:
                if client.legal and client.to_move == client.seat:
                    await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
                    moved = True
                    expected = client.seq + 1
                    sent = time.perf_counter()
                    await client.move(self.rng.choice(client.legal))
                    try:
                        for other in self.clients:
                            await other.wait_for(lambda c, e=expected: c.seq >= e, 10)
                    except asyncio.TimeoutError:
                        continue
                    if time.perf_counter() < until:
                        self.trips.append(max(arrived.get(expected, sent) for arrived in self.arrived) - sent)
            if not moved:  # a bot or nobody is to move: wait until something changes
                seqs = [client.seq for client in self.clients]
                try:
                    await self.clients[0].wait_for(lambda c, seqs=seqs: self.changed(seqs),
                                                   max(until - time.perf_counter(), 0.01))
                except asyncio.TimeoutError:
                    pass

    def changed(self, seqs: list[int]) -> bool:
        """True when a client heard something since `seqs`, or the game ended."""
        return any(client.seq != seq or client.over for client, seq in zip(self.clients, seqs))

    async def close(self) -> None:
        """Leave the table."""
        for client in self.clients:
            await client.close()


async def all_bot_table(url: str, game: str, bot_delay: float, level: str, until: float) -> TableClient:
    """An all-bot table with its creator listening; a new one starts when a game ends."""
    while True:
        listener = TableClient(url, reconnect=False)
        listener.on_update = count_steps
        await listener.connect()
        await listener.create(game, [{"kind": "bot", "level": level}] * 3, bot_delay=bot_delay)
        try:
            await listener.wait_for(lambda c: c.over, max(until - time.perf_counter(), 0.01))
        except asyncio.TimeoutError:
            return listener
        await listener.close()


async def bench(args: argparse.Namespace, url: str, pid: int) -> dict[str, Any]:
    """Open the tables, measure for the duration, and return the figures."""
    rng = random.Random(1)
    trips: list[float] = []
    mixed_count = round(args.tables * args.mixed)
    mixed = [Mixed(url, args.game, args.think, args.bot_delay, args.bot_level, trips, random.Random(rng.random())) for _ in range(mixed_count)]
    opened = time.perf_counter()
    for start in range(0, mixed_count, 50):
        await asyncio.gather(*(table.open() for table in mixed[start:start + 50]))
    setup_time = time.perf_counter() - opened
    until = time.perf_counter() + args.warmup + args.duration
    bots = [asyncio.create_task(all_bot_table(url, args.game, args.bot_delay, args.bot_level, until)) for _ in range(args.tables - mixed_count)]
    players = [asyncio.create_task(table.play(until)) for table in mixed]
    await asyncio.sleep(args.warmup)
    gc.collect()
    gc.freeze()  # the load generator's own collections must not show up as server latency
    trips.clear()
    cpu0 = server_cpu(pid)
    own0 = time.process_time()
    steps0 = STEPS[0]
    t0 = time.perf_counter()
    await asyncio.sleep(max(until - time.perf_counter(), 0))
    elapsed = time.perf_counter() - t0
    cpu1 = server_cpu(pid)
    own = time.process_time() - own0
    moves = max(STEPS[0] - steps0, 1)
    for task in players:
        task.cancel()
    listeners = await asyncio.gather(*bots)
    await asyncio.gather(*players, return_exceptions=True)
    for table in mixed:
        await table.close()
    for listener in listeners:
        await listener.close()
    trips.sort()
    return {
        "tables": args.tables, "mixed": mixed_count, "setup_s": setup_time, "elapsed": elapsed, "moves": moves,
        "trips": trips, "clients_cpu": own, "cpu": (cpu1 - cpu0) if cpu0 is not None and cpu1 is not None else None,
    }


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the sorted values lie."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(share * len(values)))]


def main() -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--mixed", type=float, default=0.5, help="share of mixed tables (two client seats and a bot)")
    parser.add_argument("--game", default="sixtyone")
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--think", type=float, default=1.0, help="seconds a client seat thinks before moving")
    parser.add_argument("--bot-delay", type=float, default=1.0, help="seconds between bot moves")
    parser.add_argument("--data", help="folder for the server's database (default: the system's temporary folder)")
    parser.add_argument("--url", help="measure a server already running on the loopback address (ws://127.0.0.1:PORT)")
    parser.add_argument("--pid", type=int, default=0, help="with --url: the server's process id, for its CPU time")
    parser.add_argument("--bot-level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--scenario", default="load", choices=("load", "guessing", "startup"))
    args = parser.parse_args()
    if args.scenario != "load":
        from guard_scenarios import guessing, startup

        return guessing(args.data) if args.scenario == "guessing" else startup(args.data)
    args.tables = max(1, min(args.tables, MAX_TABLES))
    args.duration = max(1.0, min(args.duration, MAX_DURATION))
    args.mixed = max(0.0, min(args.mixed, 1.0))
    if args.url and not args.url.startswith(("ws://127.0.0.1:", "ws://localhost:", "ws://[::1]:")):
        parser.error("--url must be a loopback address")
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    if args.url:
        figures = asyncio.run(bench(args, args.url, args.pid))
    else:
        with tempfile.TemporaryDirectory(dir=args.data) as folder:
            process, url = start_server(Path(folder), *ONE_ADDRESS)
            try:
                figures = asyncio.run(bench(args, url, process.pid))
            finally:
                process.terminate()
                process.wait(30)
    trips = figures["trips"]
    print(f"bench_server: {args.game}, {figures['tables']} tables ({figures['mixed']} mixed: 2 client seats + 1 bot; "
          f"{figures['tables'] - figures['mixed']} all-bot with a listener), think {args.think} s, {args.bot_level} bots, bot delay {args.bot_delay} s")
    print(f"  load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    print(f"  tables held: {figures['tables']} (opened mixed tables in {figures['setup_s']:.1f} s)")
    print(f"  client moves timed: {len(trips)} in {figures['elapsed']:.0f} s")
    if trips:
        print(f"  move round trip (send -> every seat has the update): p50 {percentile(trips, 0.5) * 1000:.1f} ms, "
              f"p95 {percentile(trips, 0.95) * 1000:.1f} ms, max {trips[-1] * 1000:.1f} ms, "
              f"mean {statistics.fmean(trips) * 1000:.1f} ms")
    if figures["cpu"] is not None:
        print(f"  server CPU: {figures['cpu']:.1f} s over {figures['elapsed']:.0f} s "
              f"({100 * figures['cpu'] / figures['elapsed']:.0f}% of one core); {figures['moves']} moves, "
              f"{1000 * figures['cpu'] / figures['moves']:.2f} ms of server CPU per move")
    print(f"  simulated clients' CPU (this process): {figures['clients_cpu']:.1f} s over {figures['elapsed']:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
