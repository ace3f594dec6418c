"""Two scenarios of bench_server.py (`--scenario guessing` and `--scenario startup`), against a real `serve`.

guessing: 40 links from 127.0.0.1, each under the per-link message rate, guess table codes for
20 s (a link closed for too many refusals is opened again); printed: look-ups answered a second
(any answer but `rate-limited`), and whether the planted code was found.

startup: a database of 10,000 finished tables (a whole Sixty-One game each) and 500 open ones (20
moves into a Sixty-One game each), made with the store's API and copied rows; printed: the time
from starting the process to its listening, from then to an open table served (the one the
background loading reaches last, asked for at once), and until every open table is loaded.
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.net.store import Store  # noqa: E402
from accessible_games.net.table import HUMAN, Table, TableSeat  # noqa: E402
from accessible_games.net.wire import request  # noqa: E402

LINKS = 40
GUESSING_SECONDS = 20.0
FINISHED, OPEN, OPEN_MOVES = 10_000, 500, 20


def serve(folder: Path) -> tuple[subprocess.Popen[str], float, str]:
    """Start `serve` with the default limits; the process, seconds until it printed its address, the URL."""
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "accessible_games", "serve", "--port", "0", "--data", str(folder),
                                "--lang", "en"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
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
                    guess = f"{rng.randrange(10 ** 9):09d}"
                    await ws.send(request("watch", code=guess))
                    reply = json.loads(await ws.recv())
                    counts["sent"] += 1
                    if reply.get("code") != "rate-limited":
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
    print(f"  look-ups sent: {counts['sent']} ({counts['sent'] / GUESSING_SECONDS:.1f} a second); links reopened: {counts['reopened']}")
    print(f"  look-ups answered: {counts['answered']} ({counts['answered'] / GUESSING_SECONDS:.2f} a second); "
          f"the planted code found: {'yes' if counts['found'] else 'no'}")
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
        db.execute("UPDATE tables SET last = ?, finished = ? WHERE code = ?", (now - n, now - n if finished else None, code))
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
        process, listening, url = serve(folder)
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
    print(f"bench_server startup: {FINISHED} finished tables (Sixty-One, {length} moves each) and {OPEN} open ones "
          f"({OPEN_MOVES} moves in); database {size / 1e6:.0f} MB, made in {building:.0f} s")
    print(f"  process start to listening: {listening * 1000:.0f} ms (with an empty database: {empty * 1000:.0f} ms)")
    print(f"  an open table asked for at once (the last the background reaches): served in {served * 1000:.0f} ms")
    print(f"  every open table loaded: {loaded.get('at', float('nan')):.1f} s after listening")
    return 0


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "startup"
    raise SystemExit(guessing(None) if which == "guessing" else startup(None))
