"""The server's bots: every move thinks in a bounded pool of worker processes, never on the event loop.

A bot's thinking time depends on the game and level (Sixty-One's hard bot takes tens of
milliseconds a move, most others a fraction of one); on the event loop, that time would hold up
every handshake and every move of every table. So each bot move is a job for the pool, and jobs
wait their turn in lanes:

- two classes: tables with a person at them go first; tables of bots alone (or of bots standing
  in for every player) take what is left, so a flood of bot tables never slows a person's table;
- within a class, addresses (the tables' creators) take turns, one job each, and the tables of one
  address take turns too (a table has one move thinking at a time), so one address with many busy
  tables gets one share of the workers, like any other;
- the queue is bounded: an address holds at most LANE jobs of bots alone waiting, and the pool at
  most QUEUE; a bot table past that waits before it even queues. A person's table always queues
  (each table has at most one job, and the server caps its open tables).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import os
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ..core.protocol import Game, Move
from ..games import get_game

WORKER_NICENESS = 5  # how much lower a bot worker's scheduling priority is than the event loop's
LANE = 4  # jobs of bots alone one address may have waiting at once
QUEUE = 256  # jobs of bots alone waiting in the whole pool at once

Job = tuple[str, Any, str, int]  # (game name, the seat's view, level, seed), as made by Table.bot_job


def think(game_name: str, view: Any, level: str, seed: int, kind: type[Game[Any, Any]] | None = None) -> Move:
    """One bot move from what the seat may know (its view); `kind`: the game's class, for a game defined
    outside this package (given to `register` at run time, so unknown to a worker's own registry)."""
    game = kind() if kind is not None else get_game(game_name)
    return game.bot_move(view, level, seed)


def watch_server(server: int) -> None:
    """In a worker: yield the processor to the server's event loop (handshakes and people's moves come
    before bots on a busy machine), and exit as soon as the server process that started it is gone (a
    SIGKILLed server must not leave its workers behind; another process takes its tables over)."""
    import threading

    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass

    def watch() -> None:
        while os.getppid() == server:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="server-watch", daemon=True).start()


@dataclass(eq=False)
class Pending:
    """One bot move waiting for a worker: its job, who asked, and where its answer goes."""

    job: Job
    address: str
    table: str
    answer: asyncio.Future[Move]
    tries: int = 0


@dataclass
class Lanes:
    """The waiting jobs of one class, per address, and the order the addresses take their turns in."""

    queues: dict[str, deque[Pending]] = field(default_factory=dict)
    turns: deque[str] = field(default_factory=deque)
    count: int = 0

    def add(self, pending: Pending, first: bool = False) -> None:
        """Queue a job at the end of its address's lane (at its head: `first`, a job tried again)."""
        queue = self.queues.get(pending.address)
        if queue is None:
            queue = self.queues[pending.address] = deque()
            self.turns.append(pending.address)
        if first:
            queue.appendleft(pending)
        else:
            queue.append(pending)
        self.count += 1

    def waiting(self, address: str) -> int:
        """Jobs this address has waiting."""
        queue = self.queues.get(address)
        return len(queue) if queue is not None else 0

    def take(self) -> Pending | None:
        """The next job: the first of the address whose turn it is (that address goes to the back)."""
        while self.turns:
            address = self.turns.popleft()
            queue = self.queues[address]
            pending = queue.popleft()
            self.count -= 1
            if queue:
                self.turns.append(address)
            else:
                del self.queues[address]
            if not pending.answer.done():  # a table forgotten meanwhile: its job is dropped
                return pending
        return None


class BotRunner:
    """Runs every bot move in a worker process, in fair lanes (see the module's docstring)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 2) - 1)
        self.pool: concurrent.futures.ProcessPoolExecutor | None = None
        self.busy = 0  # moves being thought in the pool now
        self.people = Lanes()
        self.alone = Lanes()
        self.room: asyncio.Event | None = None  # set whenever a job of bots alone leaves the queue
        self.thought = 0

    async def move(self, job: Job, alone: bool = False, address: str = "", table: str = "") -> Move:
        """The bot's move for `job`, thought in a worker; `alone`: a table with no person at it (its job
        waits behind every person's table, and for room in its address's lane); `address`: the table's
        creator, whose tables take one turn between them; `table`: its code."""
        loop = asyncio.get_running_loop()
        if alone:
            while self.alone.waiting(address) >= LANE or self.alone.count >= QUEUE:
                if self.room is None:
                    self.room = asyncio.Event()
                self.room.clear()
                await self.room.wait()
        pending = Pending(job, address, table, loop.create_future())
        (self.alone if alone else self.people).add(pending)
        self._dispatch()
        return await pending.answer

    def _dispatch(self) -> None:
        """Give free workers the next jobs: people's tables first, then tables of bots alone."""
        while self.busy < self.workers:
            pending = self.people.take()
            if pending is None:
                pending = self.alone.take()
                if self.room is not None:  # room in the lanes of bots alone, perhaps: the waiting look again
                    self.room.set()
            if pending is None:
                return
            self._start(pending)

    def _start(self, pending: Pending) -> None:
        """Send one job to the pool; its answer (or failure) completes the job's future."""
        try:
            kind: type[Game[Any, Any]] | None = type(get_game(pending.job[0]))
            if kind is not None and kind.__module__.startswith("accessible_games."):
                kind = None  # a game of the package: the worker knows it by name
            work = asyncio.get_running_loop().run_in_executor(self._pool(), think, *pending.job, kind)
        except RuntimeError:  # the pool is shutting down (the server stops): the job is never answered
            pending.answer.cancel()
            return
        except Exception as error:  # noqa: BLE001 - a game no longer known, a job that cannot be sent: its table hears
            pending.answer.set_exception(error)
            return
        self.busy += 1
        work.add_done_callback(lambda done: self._done(pending, done))

    def _done(self, pending: Pending, done: asyncio.Future[Move]) -> None:
        """A worker answered: hand the move over, free the worker, start the next job."""
        self.busy -= 1
        self.thought += 1
        error = None if done.cancelled() else done.exception()
        if isinstance(error, concurrent.futures.process.BrokenProcessPool) and pending.tries == 0:
            self.pool = None  # a worker died: a new pool, and the job is tried once more, first in line
            pending.tries += 1
            self.people.add(pending, first=True)
        elif not pending.answer.done():
            if done.cancelled():
                pending.answer.cancel()
            elif error is not None:
                pending.answer.set_exception(error)
            else:
                pending.answer.set_result(done.result())
        self._dispatch()

    def _pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self.pool is None:
            self.pool = concurrent.futures.ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=watch_server,
                initargs=(os.getpid(),),
            )
        return self.pool

    def close(self) -> None:
        """Stop the worker processes; jobs still waiting are never answered."""
        for lanes in (self.people, self.alone):
            while (pending := lanes.take()) is not None:
                pending.answer.cancel()
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None
