"""Table server under load, on the loopback address: tables held, move round trip, server CPU per move.

Runs `accessible-games serve` as its own process on 127.0.0.1 and, in this process, simulated
clients: all-bot tables (their creator listens as a spectator) and mixed tables (two client seats
and one bot). Client seats move after a think time; a move's round trip is from the moment the
client sends it to the moment every seat at the table has the resulting update. Server CPU per
move is the CPU time of the server process and its bot workers (from /proc) over the moves
played while measuring.

    .venv/bin/python benchmarks/bench_server.py [--tables 500] [--mixed 0.5] [--game sixtyone]
        [--duration 60] [--think 1.0] [--bot-delay 1.0] [--bot-level normal]

More scenarios (benchmarks/guard_scenarios.py): `--scenario guessing` (40 links from one address
guess table codes for 20 s: how many look-ups a second get an answer), `--scenario distributed` (48
networks guess while a real player comes back 130 times: her refusals), `--scenario bot-flood
[--flood-tables 5]` (tables of hard bots from one address: a person's move round trip and a
newcomer's handshake meanwhile) and `--scenario startup` (a server holding 10,000 finished and 500
open tables: how soon it listens, and how soon it serves an open table asked for at once). The
load scenario raises the server's per-address limits (every simulated client comes from
127.0.0.1); the others run with the defaults (bot-flood raises the tables one address may open).

Several processes sharing PostgreSQL: `--store postgresql://USER@HOST:PORT/DB --processes N` starts N
`serve --store` processes; a mixed table's host sits on one process and its guest on the next, so a
round trip crosses processes (through the database's NOTIFY); server CPU counts the serve processes
and, apart, their PostgreSQL backends. After measuring, the owner of a fast all-bot table is killed
(SIGKILL) and the time until its listener, on another process, hears the next step is printed: the
time a table takes to come back. Each run uses a new database made on the given server (its user needs
CREATEDB) and dropped at the end, so runs do not inherit each other's tables. With one process (SQLite, or PostgreSQL with --processes 1) the
killed process is started again at once on its port, as a supervisor would, and the listener
reconnects to it.

`--sweep 100,200,400` runs the load once per table count, each on fresh processes and a fresh
database (no kill), prints one line per count and the most tables whose round trip stayed within
`--target` ms at p95 (100 by default): the busy tables a shape serves.

`--profile` samples each serve process with py-spy (installed apart: `pip install py-spy`; it needs
ptrace, so root or a relaxed ptrace_scope) while measuring, and splits its main thread's time, the
event loop's: waiting for something to do (idle in epoll), blocked in a database call (sqlite3, or
psycopg's synchronous connection), psycopg's own work on the loop (its asynchronous connection
dumping, parsing and waking; never a wait), and the rest (the rules, JSON, websockets).

Bounded: at most 2000 tables and 600 seconds of measuring; everything stays on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import collections
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.client.client import TableClient  # noqa: E402

MAX_TABLES = 2000
MAX_DURATION = 600.0
STEPS = [0]  # moves seen, counted once per table (by its first client), every step here being a move


def count_steps(data: dict[str, Any], heard: list[Any]) -> None:
    """An update listener that counts the table's new steps (the catch-up update on sitting down is not one)."""
    if "missed" not in data:
        STEPS[0] += 1


def processes_cpu(pids: list[int]) -> tuple[float, float] | None:
    """CPU seconds of these processes, and apart of their children (the bot workers); None where /proc is absent."""
    found = [split_cpu(pid) for pid in pids]
    if not found or any(cpu is None for cpu in found):
        return None
    return sum(cpu[0] for cpu in found if cpu is not None), sum(cpu[1] for cpu in found if cpu is not None)


def backends_cpu(pids: list[int]) -> dict[int, float]:
    """CPU seconds of each PostgreSQL backend still running."""
    return {pid: cpu for pid in pids if (cpu := server_cpu(pid)) is not None}


def store_backends(store: str) -> list[int]:
    """The PostgreSQL backends serving `serve` processes (this machine's, when the database runs here)."""
    import psycopg

    with psycopg.connect(store) as db:
        return [
            pid
            for (pid,) in db.execute(
                "SELECT pid FROM pg_stat_activity WHERE application_name = 'accessible-games serve'"
            )
        ]


def server_cpu(pid: int) -> float | None:
    """CPU seconds (user + system) of the server process and its bot workers, from /proc; None elsewhere."""
    split = split_cpu(pid)
    return None if split is None else split[0] + split[1]


def split_cpu(pid: int) -> tuple[float, float] | None:
    """CPU seconds (user + system, from /proc/<pid>/stat) of the process itself and of its children (a serve
    process's bot workers); None where the process or /proc is absent."""
    own, children = 0.0, 0.0
    found = False
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        seconds = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        if stat.parent.name == str(pid):
            found = True
            own += seconds
        elif fields[1] == str(pid):
            children += seconds
    return (own, children) if found else None


ONE_ADDRESS = [
    "--creates",
    "1000000",
    "--network-creates",
    "1000000",
    "--open-per-address",
    "10000",
    "--open-per-network",
    "10000",
    "--bot-tables",
    "10000",
    "--per-address",
    "10000",
    "--min-bot-delay",
    "0",
]  # every simulated client of the load scenario comes from 127.0.0.1


def start_server(folder: Path, *extra: str, port: int = 0) -> tuple[subprocess.Popen[str], str]:
    """The real server command on a free loopback port (or `port`), its database in `folder`."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "serve",
            "--port",
            str(port),
            "--data",
            str(folder),
            "--lang",
            "en",
            *extra,
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    process.stdout.readline()  # the limits line
    return process, line.rsplit(" ", 1)[-1]


class Mixed:
    """A mixed table: two client seats and a bot; the clients move after a think time and time the round trip.
    With several processes the host sits on `url` and the guest on `guest_url`."""

    def __init__(
        self,
        url: str,
        game: str,
        think: float,
        bot_delay: float,
        level: str,
        trips: list[float],
        rng: random.Random,
        guest_url: str | None = None,
    ) -> None:
        self.guest_url = guest_url or url
        self.url, self.game, self.think, self.bot_delay, self.level = url, game, think, bot_delay, level
        self.trips, self.rng = trips, rng
        self.clients: list[TableClient] = []
        self.arrived: list[dict[int, float]] = []

    async def open(self) -> None:
        """Create the table and seat both clients."""
        host, guest = TableClient(self.url, reconnect=False), TableClient(self.guest_url, reconnect=False)
        self.clients = [host, guest]
        self.arrived = [{}, {}]
        for index, (client, arrived) in enumerate(zip(self.clients, self.arrived)):
            client.on_update = lambda data, heard, arrived=arrived, first=index == 0: (
                arrived.setdefault(int(data["seq"]), time.perf_counter()),
                first and count_steps(data, heard),
            )
        await host.connect()
        await host.create(
            self.game,
            [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "bot", "level": self.level}],
            bot_delay=self.bot_delay,
        )
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
                    await self.clients[0].wait_for(
                        lambda c, seqs=seqs: self.changed(seqs), max(until - time.perf_counter(), 0.01)
                    )
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


def start_profile(pids: list[int], seconds: float, folder: Path) -> list[tuple[subprocess.Popen[bytes], Path]]:
    """py-spy recording each process for `seconds` (idle samples kept), into `folder`; none when py-spy is absent."""
    spy = shutil.which("py-spy") or shutil.which("py-spy", path=str(Path(sys.executable).parent))
    if spy is None:
        print("  --profile: py-spy not found (pip install py-spy)")
        return []
    started = []
    for pid in pids:
        out = folder / f"spy-{pid}.txt"
        command = [
            spy,
            "record",
            "--pid",
            str(pid),
            "--idle",
            "--threads",
            "--format",
            "raw",
            "--rate",
            "100",
            "--duration",
            str(max(1, int(seconds))),
            "--output",
            str(out),
        ]
        started.append((subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL), out))
    return started


BLOCKING = ("psycopg/connection.py", "psycopg/cursor.py", "psycopg/pipeline.py", "psycopg/server_cursor.py")


def loop_shares(path: Path) -> collections.Counter[str]:
    """py-spy's raw samples of the main thread, by what the event loop was doing (see the module's docstring)."""
    shares: collections.Counter[str] = collections.Counter()
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        frames = stack.split(";")
        if not frames or "MainThread" not in frames[0]:
            continue
        leaf = frames[-1]
        if "selectors.py" in leaf and "select" in leaf:
            kind = "idle"
        elif "accessible_games/server/store.py" in leaf or any(name in frame for frame in frames for name in BLOCKING):
            kind = "database call"
        elif any("psycopg" in frame for frame in frames):
            kind = "psycopg work"
        else:
            kind = "other work"
        shares[kind] += int(count)
    return shares


def print_profile(started: list[tuple[subprocess.Popen[bytes], Path]]) -> None:
    """Wait for py-spy and print each process's split of its event loop's time."""
    for process, out in started:
        try:
            process.wait(60)
        except subprocess.TimeoutExpired:
            process.kill()
        shares = loop_shares(out) if out.exists() else collections.Counter()
        total = sum(shares.values())
        if not total:
            print(f"  py-spy: no samples from {out.name}")
            continue
        busy = total - shares["idle"]
        parts = ", ".join(
            f"{kind} {100 * shares[kind] / total:.1f}%"
            for kind in ("idle", "database call", "psycopg work", "other work")
        )
        print(
            f"  event loop of {out.stem.removeprefix('spy-')} ({total} samples): {parts}; database calls "
            f"{100 * shares['database call'] / max(busy, 1):.1f}% of its busy time"
        )


async def bench(args: argparse.Namespace, urls: list[str], pids: list[int]) -> dict[str, Any]:
    """Open the tables, measure for the duration, and return the figures."""
    rng = random.Random(1)
    trips: list[float] = []
    mixed_count = round(args.tables * args.mixed)
    mixed = [
        Mixed(
            urls[i % len(urls)],
            args.game,
            args.think,
            args.bot_delay,
            args.bot_level,
            trips,
            random.Random(rng.random()),
            urls[(i + 1) % len(urls)],
        )
        for i in range(mixed_count)
    ]
    opened = time.perf_counter()
    for start in range(0, mixed_count, 50):
        await asyncio.gather(*(table.open() for table in mixed[start : start + 50]))
    setup_time = time.perf_counter() - opened
    until = time.perf_counter() + args.warmup + args.duration
    bots = [
        asyncio.create_task(all_bot_table(urls[i % len(urls)], args.game, args.bot_delay, args.bot_level, until))
        for i in range(args.tables - mixed_count)
    ]
    players = [asyncio.create_task(table.play(until)) for table in mixed]
    await asyncio.sleep(args.warmup)
    gc.collect()
    gc.freeze()  # the load generator's own collections must not show up as server latency
    trips.clear()
    backends = store_backends(args.store) if args.store else []
    cpu0, store0 = processes_cpu(pids), backends_cpu(backends)
    own0 = time.process_time()
    steps0 = STEPS[0]
    t0 = time.perf_counter()
    spies = start_profile(pids, until - t0 - 0.5, Path(args.spy_folder)) if args.profile else []
    await asyncio.sleep(max(until - time.perf_counter(), 0))
    elapsed = time.perf_counter() - t0
    cpu1, store1 = processes_cpu(pids), backends_cpu(backends)
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
        "spies": spies,
        "tables": args.tables,
        "mixed": mixed_count,
        "setup_s": setup_time,
        "elapsed": elapsed,
        "moves": moves,
        "trips": trips,
        "clients_cpu": own,
        "cpu": (cpu1[0] + cpu1[1] - cpu0[0] - cpu0[1]) if cpu0 is not None and cpu1 is not None else None,
        "serve_cpu": (cpu1[0] - cpu0[0]) if cpu0 is not None and cpu1 is not None else None,
        "workers_cpu": (cpu1[1] - cpu0[1]) if cpu0 is not None and cpu1 is not None else None,
        "store_cpu": sum(store1[pid] - store0[pid] for pid in store0 if pid in store1) if store0 else None,
    }


async def comeback(servers: "Servers", game: str) -> float:
    """Kill the owner of a fast all-bot table; seconds until its listener (on another process, or on the
    owner started again when it is the only one) hears the table's next step."""
    owner = TableClient(servers.urls[0], reconnect=False)
    await owner.connect()
    await owner.create(game, [{"kind": "bot", "level": "easy"}] * 2, bot_delay=0.05)
    code = owner.shown
    await owner.wait_for(lambda c: c.seq >= 3, 30)
    listener = TableClient(servers.urls[-1], reconnect_for=60)
    await listener.connect()
    await listener.watch(code)
    await owner.close()
    await listener.wait_for(lambda c: c.seq >= owner.seq + 1, 30)
    killed = time.perf_counter()
    servers.kill_first()
    await asyncio.sleep(0.2)  # whatever was on its way before the kill has arrived
    seq = listener.seq
    try:
        await listener.wait_for(lambda c: c.seq > seq and not c.reconnecting, 60)
    except asyncio.TimeoutError:
        return float("nan")
    finally:
        await listener.close()
    return time.perf_counter() - killed


@contextlib.contextmanager
def fresh_database(store: str) -> Iterator[str]:
    """A new empty database on the server `store` names, dropped afterwards; its URL."""
    import psycopg

    name = f"ag_bench_{os.getpid()}"
    parts = urlsplit(store)
    with psycopg.connect(store, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    try:
        yield urlunsplit(parts._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(store, autocommit=True) as admin:
            admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


class Servers:
    """The serve processes measured: one with SQLite, or N sharing a PostgreSQL store."""

    def __init__(self, folder: Path, store: str | None, count: int) -> None:
        self.folder, self.store = folder, store
        self.extra = [*ONE_ADDRESS, *(["--store", store] if store else [])]
        self.processes: list[subprocess.Popen[str]] = []
        self.urls: list[str] = []
        for index in range(count):
            process, url = start_server(folder / f"p{index}", *self.extra)
            self.processes.append(process)
            self.urls.append(url)

    def kill_first(self) -> None:
        """SIGKILL the first process; when it is the only one, start it again on its port at once."""
        first = self.processes[0]
        first.kill()
        first.wait(30)
        if len(self.processes) == 1:
            port = int(self.urls[0].rsplit(":", 1)[1])
            self.processes[0], _url = start_server(self.folder / "p0", *self.extra, port=port)

    def stop(self) -> None:
        """SIGTERM every process still running."""
        for process in self.processes:
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            process.wait(30)


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the sorted values lie."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(share * len(values)))]


def measure(args: argparse.Namespace, folder: Path, kill: bool) -> tuple[dict[str, Any], float]:
    """Start the serve processes (on a fresh database when PostgreSQL), run the load and, with `kill`, the
    take-over; the figures and the seconds a table took to come back (nan when not measured)."""
    back = float("nan")
    with fresh_database(args.url_base) if args.url_base else contextlib.nullcontext(None) as store:
        args.store = store
        servers = Servers(folder, store, args.processes)
        try:
            figures = asyncio.run(bench(args, servers.urls, [process.pid for process in servers.processes]))
            if kill:
                back = asyncio.run(comeback(servers, args.game))
        finally:
            servers.stop()
    return figures, back


def print_figures(args: argparse.Namespace, figures: dict[str, Any], back: float, load: tuple[float, ...]) -> None:
    """The figures of one run."""
    trips = figures["trips"]
    print(
        f"bench_server: {args.game}, {figures['tables']} tables ({figures['mixed']} mixed: 2 client seats + 1 bot; "
        f"{figures['tables'] - figures['mixed']} all-bot with a listener), think {args.think} s, {args.bot_level} bots, bot delay {args.bot_delay} s"
    )
    print(
        f"  store: {'PostgreSQL, ' + str(args.processes) + ' serve process(es)' if args.store else 'SQLite, one serve process'}"
    )
    print(f"  load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    print(f"  tables held: {figures['tables']} (opened mixed tables in {figures['setup_s']:.1f} s)")
    print(f"  client moves timed: {len(trips)} in {figures['elapsed']:.0f} s")
    if trips:
        print(
            f"  move round trip (send -> every seat has the update): p50 {percentile(trips, 0.5) * 1000:.1f} ms, "
            f"p95 {percentile(trips, 0.95) * 1000:.1f} ms, max {trips[-1] * 1000:.1f} ms, "
            f"mean {statistics.fmean(trips) * 1000:.1f} ms"
        )
    if figures["cpu"] is not None:
        print(
            f"  server CPU: {figures['cpu']:.1f} s over {figures['elapsed']:.0f} s "
            f"({100 * figures['cpu'] / figures['elapsed']:.0f}% of one core); {figures['moves']} moves, "
            f"{1000 * figures['cpu'] / figures['moves']:.2f} ms of server CPU per move"
        )
        moves = figures["moves"]
        parts = [("serve", figures["serve_cpu"]), ("bot workers", figures["workers_cpu"])]
        if figures["store_cpu"] is not None:
            parts.append(("database backends", figures["store_cpu"]))
        total = sum(cpu for _name, cpu in parts)
        print(
            "  CPU per applied move: "
            + ", ".join(f"{name} {1000 * cpu / moves:.3f} ms" for name, cpu in parts)
            + f"; all {1000 * total / moves:.3f} ms"
        )
    if figures["store_cpu"] is not None:
        print(
            f"  PostgreSQL backends' CPU: {figures['store_cpu']:.1f} s, "
            f"{1000 * figures['store_cpu'] / figures['moves']:.2f} ms per move"
        )
    if back == back:
        print(f"  a table back after its owner was killed: {back:.2f} s")
    print(f"  simulated clients' CPU (this process): {figures['clients_cpu']:.1f} s over {figures['elapsed']:.0f} s")
    print_profile(figures["spies"])


def sweep(args: argparse.Namespace, counts: list[int], folder: Path) -> None:
    """One run per table count; a line each, then the most tables served within the p95 target."""
    shape = f"PostgreSQL, {args.processes} process(es)" if args.url_base else "SQLite, 1 process"
    print(
        f"bench_server --sweep: {shape}, {args.game}, half mixed tables, {args.duration:.0f} s each, "
        f"p95 target {args.target:.0f} ms"
    )
    served = 0
    for count in counts:
        args.tables = count
        load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
        figures, _back = measure(args, folder / f"t{count}", kill=False)
        trips = figures["trips"]
        p95 = percentile(trips, 0.95) * 1000
        cpu = figures["cpu"]
        print(
            f"  {count} tables (load {load[0]:.1f}): {len(trips)} client moves timed, {figures['moves']} moves, "
            f"p50 {percentile(trips, 0.5) * 1000:.1f} ms, p95 {p95:.1f} ms"
            + (f", serve CPU {100 * cpu / figures['elapsed']:.0f}% of a core" if cpu is not None else ""),
            flush=True,
        )
        print_profile(figures["spies"])
        if p95 <= args.target:
            served = max(served, count)
    print(f"  busy tables served with p95 <= {args.target:.0f} ms: {served if served else 'none of those tried'}")


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
    parser.add_argument(
        "--scenario", default="load", choices=("load", "guessing", "distributed", "bot-flood", "startup")
    )
    parser.add_argument(
        "--flood-tables", type=int, default=5, help="bot-flood: tables of five hard bots from one address"
    )
    parser.add_argument("--store", help="postgresql://USER@HOST:PORT/DB: serve processes sharing this database")
    parser.add_argument("--processes", type=int, default=1, help="with --store: how many serve processes (1 to 8)")
    parser.add_argument("--sweep", help="table counts to run one after the other, as 100,200,400")
    parser.add_argument(
        "--target", type=float, default=100.0, help="with --sweep: the p95 round trip to stay within, ms"
    )
    parser.add_argument("--profile", action="store_true", help="sample the serve processes' event loops with py-spy")
    args = parser.parse_args()
    if args.scenario != "load":
        from guard_scenarios import bot_flood, distributed, guessing, startup

        if args.scenario == "bot-flood":
            return bot_flood(args.data, max(1, min(args.flood_tables, 100)))
        return {"guessing": guessing, "distributed": distributed, "startup": startup}[args.scenario](args.data)
    args.tables = max(1, min(args.tables, MAX_TABLES))
    args.duration = max(1.0, min(args.duration, MAX_DURATION))
    args.mixed = max(0.0, min(args.mixed, 1.0))
    if args.url and not args.url.startswith(("ws://127.0.0.1:", "ws://localhost:", "ws://[::1]:")):
        parser.error("--url must be a loopback address")
    counts = [max(1, min(int(n), MAX_TABLES)) for n in args.sweep.split(",")] if args.sweep else []
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    args.processes = max(1, min(args.processes, 8)) if args.store else 1
    args.url_base = args.store
    with tempfile.TemporaryDirectory(dir=args.data) as folder:
        args.spy_folder = folder
        if counts:
            sweep(args, counts, Path(folder))
            return 0
        if args.url:
            figures, back = asyncio.run(bench(args, [args.url], [args.pid])), float("nan")
        else:
            figures, back = measure(args, Path(folder), kill=True)
        print_figures(args, figures, back, load)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
