"""Four scenarios of bench_server.py (`--scenario guessing`, `distributed`, `bot-flood` and `startup`),
against a real `serve`.

guessing: 40 links from 127.0.0.1, each under the per-link message rate, guess table codes for
20 s (a link closed for too many refusals is opened again); printed: look-ups answered a second
(any answer but `rate-limited`), and whether the planted code was found.

distributed: 48 addresses, each in a network (/24) of its own (127.N.0.1, N = 2..49), guess table
codes for 30 s, one link each at nine look-ups a second, while a real player, from 127.0.0.1,
comes back to her table 130 times, in turn with her seat token and, as a listener, with the code;
printed: the player's refusals, and the guessers' look-ups answered a second.

bot-flood: `--flood-tables` tables (5 by default) of one host and five hard Sixty-One bots with no
pause between bot moves, all from 127.0.0.9, their hosts playing whenever it is their turn; meanwhile,
for 30 s, two people at a table of their own (127.0.0.1, 127.0.0.2) play a Sixty-One game, each
move sent as soon as the update allows it, eight a second at most (under the ten a link may
send; a new game when one ends), and a newcomer from
127.0.0.3 opens a link and pings, twice a second. Printed: a person's move round trip (sent to both
seats updated) and a handshake (connect to the first pong), p50 and p95 and max, the bot moves
played, and the CPU of the server process and of its bot workers. The server runs with
`--open-per-address 100 --creates 1000` so that one address may open that many tables.

startup: a database of 10,000 finished tables (a whole Sixty-One game each) and 500 open ones (20
moves into a Sixty-One game each), made with the store's API and copied rows; printed: the time
from starting the process to its listening, from then to an open table served (the one the
background loading reaches last, asked for at once), and until every open table is loaded.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.server.store import Store  # noqa: E402
from accessible_games.server.table import HUMAN, Table, TableSeat  # noqa: E402
from accessible_games.core.wire import request  # noqa: E402

LINKS = 40
PACE = 0.125  # seconds at least between the people's moves: eight a second, under the ten a link may send
GUESSING_SECONDS = 20.0
FINISHED, OPEN, OPEN_MOVES = 10_000, 500, 20


def serve(folder: Path, *extra: str, log: bool = False) -> tuple[subprocess.Popen[str], float, str]:
    """Start `serve` with the default limits (or `extra` flags); the process, seconds until it printed its
    address, the URL. `log`: its log is to be read from its stderr (else dropped, so a full pipe never
    stalls it)."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "serve",
            "--port",
            "0",
            "--data",
            str(folder),
            "--lang",
            "en",
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if log else subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    listening = time.perf_counter() - started
    process.stdout.readline()
    return process, listening, line.rsplit(" ", 1)[-1]


async def guesser(url: str, until: float, counts: dict[str, int], planted: str, rng: random.Random) -> None:
    """One link guessing nine-digit codes at nine a second (under the ten a second a link may send)."""
    while time.perf_counter() < until:
        try:
            async with connect(url, open_timeout=10) as ws:
                while time.perf_counter() < until:
                    guess = f"{rng.randrange(10**9):09d}"
                    await ws.send(request("watch", code=guess))
                    reply = json.loads(await ws.recv())
                    counts["sent"] += 1
                    if reply.get("code") not in ("rate-limited", "lookups-blocked"):
                        counts["answered"] += 1
                    if reply.get("type") == "seated" or guess == planted:
                        counts["found"] += 1
                    await asyncio.sleep(1 / 9)
        except (ConnectionClosed, OSError, asyncio.TimeoutError):
            counts["reopened"] += 1


async def guessing_run(url: str) -> dict[str, int]:
    """Plant a table from 127.0.0.2, then guess from 40 links of 127.0.0.1."""
    async with connect(url, open_timeout=10) as host:
        await host.send(request("create", game="sixtyone", seats=[{"kind": "host", "name": "Anna"}, {"kind": "guest"}]))
        planted = json.loads(await host.recv())["code"]
        counts = {"sent": 0, "answered": 0, "found": 0, "reopened": 0}
        until = time.perf_counter() + GUESSING_SECONDS
        rng = random.Random(7)
        await asyncio.gather(*(guesser(url, until, counts, planted, random.Random(rng.random())) for _ in range(LINKS)))
        return counts


def guessing(data: str | None) -> int:
    """The guessing scenario; prints its figures."""
    with tempfile.TemporaryDirectory(dir=data) as folder:
        process, _listening, url = serve(Path(folder))
        try:
            counts = asyncio.run(guessing_run(url))
        finally:
            process.terminate()
            process.wait(30)
    print(f"bench_server guessing: {LINKS} links from one address, {GUESSING_SECONDS:.0f} s, default limits")
    print(
        f"  look-ups sent: {counts['sent']} ({counts['sent'] / GUESSING_SECONDS:.1f} a second); links reopened: {counts['reopened']}"
    )
    print(
        f"  look-ups answered: {counts['answered']} ({counts['answered'] / GUESSING_SECONDS:.2f} a second); "
        f"the planted code found: {'yes' if counts['found'] else 'no'}"
    )
    return 0


async def distributed_guesser(url: str, source: str, until: float, counts: dict[str, int]) -> None:
    """One address guessing twelve-digit codes at nine a second from one link (opened again when closed)."""
    rng = random.Random(source)
    while time.perf_counter() < until:
        try:
            async with connect(url, open_timeout=10, local_addr=(source, 0)) as ws:
                while time.perf_counter() < until:
                    await ws.send(request("watch", code=f"{rng.randrange(10**12):012d}"))
                    reply = json.loads(await ws.recv())
                    counts["sent"] += 1
                    if reply.get("code") not in ("rate-limited", "lookups-blocked"):
                        counts["answered"] += 1
                    if reply.get("type") == "seated":
                        counts["found"] += 1
                    await asyncio.sleep(1 / 9)
        except (ConnectionClosed, OSError, asyncio.TimeoutError):
            counts["reopened"] += 1
            await asyncio.sleep(0.1)


async def distributed_run(url: str) -> dict[str, int]:
    """Plant Anna's table, then guess from 48 networks while she comes back 130 times."""
    async with connect(url, open_timeout=10, local_addr=("127.0.0.1", 0)) as host:
        await host.send(request("create", game="sixtyone", seats=[{"kind": "host", "name": "Anna"}, {"kind": "guest"}]))
        made = json.loads(await host.recv())
    counts = {"sent": 0, "answered": 0, "found": 0, "reopened": 0, "refused": 0, "back": 0}
    until = time.perf_counter() + GUESSING_SECONDS * 1.5
    guessers = [asyncio.ensure_future(distributed_guesser(url, f"127.{n}.0.1", until, counts)) for n in range(2, 50)]
    await asyncio.sleep(3.0)  # every guesser has spent its allowance
    for attempt in range(130):
        async with connect(url, open_timeout=10, local_addr=("127.0.0.1", 0)) as ws:
            if attempt % 2:
                await ws.send(request("watch", code=made["code"]))
            else:
                await ws.send(request("resume", code=made["code"], token=made["token"]))
            while (reply := json.loads(await ws.recv()))["type"] not in ("seated", "error"):
                pass
            counts["back" if reply["type"] == "seated" else "refused"] += 1
        await asyncio.sleep(max(0.0, until - time.perf_counter() - 1) / max(1, 130 - attempt) / 2)
    await asyncio.gather(*guessers)
    return counts


def distributed(data: str | None) -> int:
    """The distributed guessing scenario; prints its figures."""
    with tempfile.TemporaryDirectory(dir=data) as folder:
        process, _listening, url = serve(Path(folder))
        try:
            counts = asyncio.run(distributed_run(url))
        finally:
            process.terminate()
            process.wait(30)
    seconds = GUESSING_SECONDS * 1.5
    print(f"bench_server distributed: 48 addresses in 48 networks guessing for {seconds:.0f} s, default limits")
    print(
        f"  look-ups sent: {counts['sent']}; answered: {counts['answered']} ({counts['answered'] / seconds:.1f} a second); "
        f"tables found: {counts['found']}"
    )
    print(f"  the real player came back {counts['back']} times, refused {counts['refused']} times")
    return 0


def quantiles(values: list[float]) -> str:
    """p50, p95 and max of some durations in seconds, as milliseconds."""
    if not values:
        return "none"
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return f"p50 {at(0.5):.1f} ms, p95 {at(0.95):.1f} ms, max {ordered[-1] * 1000:.0f} ms ({len(ordered)})"


def children_cpu(pid: int) -> float:
    """CPU seconds used so far by the children of `pid` (the bot workers), from /proc."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if fields[1] == str(pid):
                total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError):
            continue
    return total


def own_cpu(pid: int) -> float:
    """CPU seconds the process `pid` has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def flood_host(url: str, counts: dict[str, int]) -> None:
    """One flooding table: a host and five hard bots, no pause; the host plays whenever it is its turn."""
    hard = [{"kind": "host", "name": "Eve"}, *[{"kind": "bot", "level": "hard"}] * 5]
    async with connect(url, open_timeout=30, local_addr=("127.0.0.9", 0)) as ws:
        await ws.send(request("create", game="sixtyone", seats=hard, bot_delay=0))
        while True:
            update = json.loads(await ws.recv())
            if update.get("type") == "error":
                counts["flood-refused"] += 1
                return
            if update.get("type") != "update":
                continue
            counts["bot-moves"] += 1
            if update["over"]:
                return
            if update["legal"]:
                await ws.send(request("move", move=update["legal"][0]))


async def read_updates(ws: Any, latest: list[dict[str, Any]], index: int, changed: asyncio.Event) -> None:
    """Keep `latest[index]` the newest update this link received, and tell `changed`."""
    async for raw in ws:
        data = json.loads(raw)
        if data["type"] == "update":
            latest[index] = data
            changed.set()


async def people(url: str, until: float, trips: list[float]) -> None:
    """Two people at a table of their own play Sixty-One as fast as a link may send, game after game."""
    while time.perf_counter() < until:
        async with (
            connect(url, open_timeout=30, local_addr=("127.0.0.1", 0)) as anna,
            connect(url, open_timeout=30, local_addr=("127.0.0.2", 0)) as boris,
        ):
            await anna.send(
                request("create", game="sixtyone", seats=[{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            )
            code = json.loads(await anna.recv())["code"]
            await boris.send(request("join", code=code, name="Boris"))
            seats = [anna, boris]
            latest: list[dict[str, Any]] = [{"seq": -1}, {"seq": -1}]
            changed = asyncio.Event()

            readers = [asyncio.ensure_future(read_updates(seats[index], latest, index, changed)) for index in (0, 1)]
            try:
                while time.perf_counter() < until:
                    while latest[0]["seq"] != latest[1]["seq"] or latest[0]["seq"] < 2:  # both seats hold the same step
                        changed.clear()
                        await changed.wait()
                    if latest[0]["over"]:
                        break
                    mover = 0 if latest[0]["legal"] else 1
                    seq = latest[0]["seq"]
                    sent = time.perf_counter()
                    await seats[mover].send(request("move", move=latest[mover]["legal"][0]))
                    while min(latest[0]["seq"], latest[1]["seq"]) <= seq:  # both seats hold the move's update
                        changed.clear()
                        await changed.wait()
                    trips.append(time.perf_counter() - sent)
                    await asyncio.sleep(max(0.0, PACE - (time.perf_counter() - sent)))  # within a link's message rate
            finally:
                for reader in readers:
                    reader.cancel()


async def newcomers(url: str, until: float, handshakes: list[float]) -> None:
    """A newcomer opens a link and pings, twice a second: connect to the first pong."""
    while time.perf_counter() < until:
        started = time.perf_counter()
        async with connect(url, open_timeout=60, local_addr=("127.0.0.3", 0)) as ws:
            await ws.send(request("ping"))
            await ws.recv()
            handshakes.append(time.perf_counter() - started)
        await asyncio.sleep(0.5)


async def flood_run(url: str, pid: int, tables: int) -> dict[str, Any]:
    """Start the flood, let it warm up, then measure the people and the newcomers for 30 s."""
    counts = {"bot-moves": 0, "flood-refused": 0}
    flood = [asyncio.ensure_future(flood_host(url, counts)) for _ in range(tables)]
    await asyncio.sleep(5.0)
    before = counts["bot-moves"], own_cpu(pid), children_cpu(pid)
    trips: list[float] = []
    handshakes: list[float] = []
    until = time.perf_counter() + 30.0
    await asyncio.gather(people(url, until, trips), newcomers(url, until, handshakes))
    result = {
        "trips": trips,
        "handshakes": handshakes,
        "bot-moves": counts["bot-moves"] - before[0],
        "server": own_cpu(pid) - before[1],
        "workers": children_cpu(pid) - before[2],
        "refused": counts["flood-refused"],
    }
    for task in flood:
        task.cancel()
    await asyncio.gather(*flood, return_exceptions=True)
    return result


def bot_flood(data: str | None, tables: int) -> int:
    """The bot-flood scenario; prints its figures."""
    with tempfile.TemporaryDirectory(dir=data) as folder:
        process, _listening, url = serve(Path(folder), "--open-per-address", "100", "--creates", "1000")
        try:
            result = asyncio.run(flood_run(url, process.pid, tables))
        finally:
            process.terminate()
            process.wait(30)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"bench_server bot-flood: {tables} tables of five hard Sixty-One bots (no bot delay) from one address, "
        f"30 s measured, load average {load:.1f}"
    )
    print(f"  a person's move, sent to both seats updated: {quantiles(result['trips'])}")
    print(f"  a newcomer's handshake, connect to first pong: {quantiles(result['handshakes'])}")
    print(
        f"  bot updates heard by the flooding hosts: {result['bot-moves']}; flood tables refused: {result['refused']}"
    )
    print(f"  CPU: server process {result['server']:.1f} s, bot workers {result['workers']:.1f} s")
    return 0


def played(table: Table, moves: int | None) -> Table:
    """Play `moves` moves (None: to the end) with easy bots deciding for every seat."""
    game = table.game
    while not table.over and (moves is None or len(table.moves) < moves):
        player = game.to_move(table.state)
        assert player is not None
        table.play(player, game.bot_move(game.observe(table.state, player), "easy", len(table.moves)))
    return table


def source_table(code: str, seed: int, moves: int | None) -> Table:
    """A two-player Sixty-One table of two people, played `moves` moves in (None: to the end)."""
    game = get_game("sixtyone")
    seats = [TableSeat("Anna", HUMAN, token="a" * 64), TableSeat("Boris", HUMAN, token="b" * 64)]
    table = Table(code, code, game, Setup(seed, 2, game.variants[0], {}), seats)
    table.host = 0
    return played(table, moves)


def copy_rows(db: sqlite3.Connection, source: str, codes: list[str], finished: bool) -> None:
    """Copy one stored table under many codes (the replay work of each copy is the source's)."""
    table = db.execute("SELECT * FROM tables WHERE code = ?", (source,)).fetchone()
    seats = db.execute("SELECT * FROM seats WHERE code = ?", (source,)).fetchall()
    log = db.execute("SELECT * FROM log WHERE code = ?", (source,)).fetchall()
    now = time.time()
    db.execute("BEGIN")
    for n, code in enumerate(codes):
        row = list(table)
        row[0], row[1] = code, code
        db.execute(f"INSERT INTO tables VALUES ({','.join('?' * len(row))})", row)
        db.execute(
            "UPDATE tables SET last = ?, finished = ? WHERE code = ?", (now - n, now - n if finished else None, code)
        )
        db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)", [(code, *seat[1:]) for seat in seats])
        db.executemany("INSERT INTO log VALUES (?, ?, ?, ?, ?, ?)", [(code, *step[1:]) for step in log])
    db.execute("COMMIT")


def build(folder: Path) -> tuple[str, int]:
    """The database of the startup scenario; the open table loaded last, and the finished game's length."""
    store = Store(folder / "tables.sqlite")
    done, going = source_table("000000000", 11, None), source_table("000000001", 12, OPEN_MOVES)
    assert done.over and not going.over
    for table in (done, going):
        store.add_table(table)
        for entry in table.entries[1:]:
            store.add_entry(table, entry)
    store.close()
    db = sqlite3.connect(folder / "tables.sqlite", isolation_level=None)
    copy_rows(db, "000000000", [f"1{n:08d}" for n in range(FINISHED - 1)], True)
    copy_rows(db, "000000001", [f"2{n:08d}" for n in range(OPEN - 1)], False)
    db.close()
    return f"2{OPEN - 2:08d}", len(done.moves)


async def first_request(url: str, code: str) -> float:
    """Seconds from asking to watch a table to holding its first update."""
    async with connect(url, open_timeout=10) as ws:
        sent = time.perf_counter()
        await ws.send(request("watch", code=code))
        while json.loads(await ws.recv()).get("type") != "update":
            pass
        return time.perf_counter() - sent


def startup(data: str | None) -> int:
    """The startup scenario; prints its figures."""
    with tempfile.TemporaryDirectory(dir=data) as name:
        process, empty, _url = serve(Path(name))  # the floor: the same process with an empty database
        process.terminate()
        process.wait(30)
    with tempfile.TemporaryDirectory(dir=data) as name:
        folder = Path(name)
        made = time.perf_counter()
        last, length = build(folder)
        building = time.perf_counter() - made
        size = (folder / "tables.sqlite").stat().st_size
        process, listening, url = serve(folder, log=True)
        loaded: dict[str, float] = {}
        started = time.perf_counter()

        def watch_log() -> None:
            assert process.stderr is not None
            for line in process.stderr:
                if "open tables loaded" in line:
                    loaded["at"] = time.perf_counter() - started

        threading.Thread(target=watch_log, daemon=True).start()
        try:
            served = asyncio.run(first_request(url, last))
            deadline = time.perf_counter() + 120
            while "at" not in loaded and time.perf_counter() < deadline:
                time.sleep(0.05)
        finally:
            process.terminate()
            process.wait(30)
    print(
        f"bench_server startup: {FINISHED} finished tables (Sixty-One, {length} moves each) and {OPEN} open ones "
        f"({OPEN_MOVES} moves in); database {size / 1e6:.0f} MB, made in {building:.0f} s"
    )
    print(f"  process start to listening: {listening * 1000:.0f} ms (with an empty database: {empty * 1000:.0f} ms)")
    print(f"  an open table asked for at once (the last the background reaches): served in {served * 1000:.0f} ms")
    print(f"  every open table loaded: {loaded.get('at', float('nan')):.1f} s after listening")
    return 0


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("scenario", nargs="?", choices=("startup", "guessing"), default="startup")
    which = parser.parse_args().scenario
    raise SystemExit(guessing(None) if which == "guessing" else startup(None))
