"""The serve path of one move, in pieces the whole-server benchmark cannot tell apart on a shared machine.

    .venv/bin/python benchmarks/bench_serve_path.py [--steps 150] [--rounds 4]

Prints, each the best and the median of `--rounds` runs (CPU of this process, `time.process_time`):

- the table's step: Sixty-One games of three seats (half two people and a bot, both linked, half bots alone
  with a listener), each step the bot seat's view and move, the step itself (rules, the views and messages
  of the viewers presented to) and each linked viewer's view text: milliseconds a step, and sheet copies a
  step;
- a late spectator's catch-up: whole mixed games nobody watched, then every step presented to a spectator who
  comes at the end (the moves replayed on the side): milliseconds of CPU a game and a step;
- SQLite's step: `Store.add_entry` for 100 tables of bots: microseconds a step;
- a link's send: a websockets server on 127.0.0.1 sending 3 kB text frames to a client process, through a
  writer task (queue, wake-up, `ws.send`) and at once (`write_now`), two idle loop turns between frames
  as between moves: microseconds of the server's CPU a frame.

Run it from a copy of another tree (`PYTHONPATH` pointing at it) for that tree's figures; the link's send
needs `write_now` (server/connection.py) and is skipped without it.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone import sheet as sheets
from accessible_games.server.store import Store
from accessible_games.server.table import BOT, HUMAN, Table, TableSeat


def table_steps(games: int) -> tuple[float, float]:
    """Milliseconds of CPU a step and sheet copies a step over `games` whole games."""
    game = get_game("sixtyone")
    copies = [0]
    copy = sheets.Sheet.copy

    def counted(self: sheets.Sheet) -> sheets.Sheet:
        copies[0] += 1
        return copy(self)

    sheets.Sheet.copy = counted  # type: ignore[method-assign]
    steps = 0
    started = time.process_time()
    try:
        for number in range(games):
            linked: set[int | None]
            if number % 2 == 0:  # both people linked, no spectator (as bench_server.py's mixed tables)
                seats = [TableSeat("A", HUMAN), TableSeat("B", HUMAN), TableSeat("", BOT, "normal")]
                linked = {0, 1}
            else:  # bots alone, their creator listening
                seats = [TableSeat("", BOT, "normal") for _ in range(3)]
                linked = {None}
            table = Table("c", "c", game, Setup(number, 3, "standard", {}), seats)
            table.hearing = lambda linked=linked: linked  # who listens (a tree without it presents to all)
            while not table.over:
                seat = game.to_move(table.state)
                assert seat is not None
                _, view, level, seed = table.bot_job(seat, "normal")
                table.play(seat, game.bot_move(view, level, seed))
                for viewer in linked:
                    table.observation(viewer)
                table.forget_observations()
                steps += 1
    finally:
        sheets.Sheet.copy = copy  # type: ignore[method-assign]
    return 1000 * (time.process_time() - started) / steps, copies[0] / steps


def late_viewer(games: int) -> tuple[float, float] | None:
    """A spectator who comes once a game is over, nobody having listened as one before: milliseconds of CPU to
    present it every step it missed (the table's moves replayed on the side), a whole game and a step; None for
    a tree that presents every step to every viewer at once."""
    game = get_game("sixtyone")
    spent, steps = 0.0, 0
    for number in range(games):
        seats = [TableSeat("A", HUMAN), TableSeat("B", HUMAN), TableSeat("", BOT, "normal")]
        table = Table("c", "c", game, Setup(number, 3, "standard", {}), seats)
        if not hasattr(table, "heard"):
            return None
        table.hearing = lambda: {0, 1}
        while not table.over:
            seat = game.to_move(table.state)
            assert seat is not None
            _, view, level, seed = table.bot_job(seat, "normal")
            table.play(seat, game.bot_move(view, level, seed))
        started = time.process_time()
        for entry in table.entries:
            table.heard(entry, None)
        spent += time.process_time() - started
        steps += len(table.entries)
    return 1000 * spent / games, 1000 * spent / steps


def store_steps(rounds: int = 30) -> float:
    """Microseconds of CPU a step stored by SQLite (`Store.add_entry`), 100 tables of bots."""
    game = get_game("sixtyone")
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "tables.db")
        tables = []
        for number in range(100):
            table = Table(
                f"c{number}", f"c{number}", game, Setup(number, 3, "standard", {}), [TableSeat("", BOT, "normal")] * 3
            )
            store.add_table(table)
            tables.append(table)
        spent, steps = 0.0, 0
        for _ in range(rounds):
            for table in tables:
                if table.over:
                    continue
                seat = game.to_move(table.state)
                assert seat is not None
                entry = table.play(seat, game.bot_move(game.observe(table.state, seat), "normal", 1))
                started = time.process_time()
                store.add_entry(table, entry)
                spent += time.process_time() - started
                steps += 1
        store.close()
    return 1e6 * spent / steps


CLIENT = """
import asyncio, sys
from websockets.asyncio.client import connect
async def main():
    async with connect(sys.argv[1], compression=None, max_size=None) as ws:
        async for _ in ws:
            pass
asyncio.run(main())
"""


async def link_sends(rounds: int, frames: int = 3000) -> dict[str, list[float]]:
    """Microseconds of the server's CPU a 3 kB frame, through a writer task and at once."""
    from websockets.asyncio.server import ServerConnection, serve

    from accessible_games.server.connection import write_now

    text = "x" * 3000
    results: dict[str, list[float]] = {"writer task": [], "at once": []}
    done = asyncio.get_running_loop().create_future()

    async def handler(ws: ServerConnection) -> None:
        queue: asyncio.Queue[str] = asyncio.Queue()

        async def writer() -> None:
            while True:
                await ws.send(await queue.get())

        task = asyncio.create_task(writer())
        for _ in range(rounds):
            for way in results:
                await asyncio.sleep(0.2)
                started = time.process_time()
                for _ in range(frames):
                    if way == "writer task":
                        queue.put_nowait(text)
                    else:
                        write_now(ws, text)
                    await asyncio.sleep(0)
                    await asyncio.sleep(0)
                results[way].append(1e6 * (time.process_time() - started) / frames)
        task.cancel()
        done.set_result(None)

    async with serve(handler, "127.0.0.1", 0, compression=None) as server:
        port = server.sockets[0].getsockname()[1]
        client = subprocess.Popen([sys.executable, "-c", CLIENT, f"ws://127.0.0.1:{port}"])
        try:
            await asyncio.wait_for(done, 600)
        finally:
            client.kill()
            client.wait()
    return results


def best_and_median(values: list[float]) -> str:
    """'best X, median Y' of a list of figures."""
    return f"best {min(values):.3f}, median {statistics.median(values):.3f}"


def repeated(rounds: int, measure: Callable[[], Any]) -> list[Any]:
    """`measure` run `rounds` times."""
    return [measure() for _ in range(rounds)]


def main() -> None:
    """Run the three measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=150, help="games played for the table's step")
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    args.steps = max(2, min(args.steps, 2000))
    args.rounds = max(1, min(args.rounds, 20))
    runs = repeated(args.rounds, lambda: table_steps(args.steps))
    print(f"table step: ms a step {best_and_median([r[0] for r in runs])}; sheet copies a step {runs[0][1]:.2f}")
    late = repeated(args.rounds, lambda: late_viewer(max(2, args.steps // 5)))
    if all(run is not None for run in late):
        games = [run[0] for run in late if run is not None]
        per_step = [run[1] for run in late if run is not None]
        print(f"a late spectator's catch-up: ms a game {best_and_median(games)}, a step {best_and_median(per_step)}")
    else:
        print("a late spectator's catch-up: this tree presents every step at once (skipped)")
    print(f"SQLite step (add_entry): µs a step {best_and_median(repeated(args.rounds, store_steps))}")
    import accessible_games.server.connection as connection

    if not hasattr(connection, "write_now"):
        print("link send: this tree has no write_now (skipped)")
        return
    for way, values in asyncio.run(link_sends(args.rounds)).items():
        print(f"link send, {way}: µs a frame {best_and_median(values)}")


if __name__ == "__main__":
    main()
