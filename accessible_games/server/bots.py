"""The server's bots: a move thinks in a bounded pool of worker processes, on the event loop only when cheap.

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

Each worker is a process of its own with a pipe to the server: a job is pickled straight into the pipe
of an idle worker and its answer read by the event loop when the pipe turns readable. No thread stands in
between (a process pool's manager and feeder threads woke two or three times a move, a tenth of a serve
process's CPU at a hundred tables).

A cheap bot thinks on the loop (`Costs`): a game and level whose last SAMPLES moves each took at most
CHEAP seconds of CPU is known to be cheap, and its moves are thought at once, without the pickling, the
pipe and the wake-ups a worker costs (several times the thinking of Sixty-One's normal bot). Every move,
wherever thought, is timed; one over CHEAP sends the level back to the workers until SAMPLES moves in a
row are cheap again. And the loop's share of thinking is capped (INLINE_SHARE of its time, as a bucket):
past it, even cheap moves go to the workers, so a flood of cheap bot tables never holds a person's table up.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import pickle
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from ..core.protocol import Game, Move
from ..games import get_game

WORKER_NICENESS = 5  # how much lower a bot worker's scheduling priority is than the event loop's
LANE = 4  # jobs of bots alone one address may have waiting at once
QUEUE = 256  # jobs of bots alone waiting in the whole pool at once

CHEAP = 0.002  # seconds of CPU at most a move for a bot thought on the event loop
SAMPLES = 32  # moves of a game and level timed (all at most CHEAP) before it thinks on the loop
INLINE_SHARE = 0.05  # of the loop's time, at most, spent thinking bot moves (a bucket of INLINE_BURST seconds)
INLINE_BURST = 0.05

Job = tuple[str, Any, str, int]  # (game name, the seat's view, level, seed), as made by Table.bot_job


def think(game_name: str, view: Any, level: str, seed: int, declared: Game[Any, Any] | None = None) -> Move:
    """One bot move from what the seat may know (its view); `declared`: the game itself, for a game defined
    outside this package (given to `register` at run time, so unknown to a worker's own registry)."""
    game = declared if declared is not None else get_game(game_name)
    return game.bot_move(view, level, seed)


class Costs:
    """How much CPU each game's bot levels take a move, and whether the next move may think on the loop."""

    def __init__(self) -> None:
        self.recent: dict[tuple[str, str], deque[float]] = {}
        self.allowance = INLINE_BURST  # seconds of thinking the loop may still spend now
        self.refilled = time.monotonic()

    def timed(self, game: str, level: str, seconds: float) -> None:
        """One move of this game and level took `seconds` of CPU (in a worker or on the loop)."""
        recent = self.recent.get((game, level))
        if recent is None:
            recent = self.recent[game, level] = deque(maxlen=SAMPLES)
        recent.append(seconds)

    def cheap(self, game: str, level: str) -> bool:
        """True when this game and level's last SAMPLES moves were each cheap and the loop has thinking
        time left in its share."""
        recent = self.recent.get((game, level))
        if recent is None or len(recent) < SAMPLES or max(recent) > CHEAP:
            return False
        now = time.monotonic()
        self.allowance = min(INLINE_BURST, self.allowance + (now - self.refilled) * INLINE_SHARE)
        self.refilled = now
        return self.allowance > 0

    def spent(self, seconds: float) -> None:
        """The loop spent `seconds` thinking a move."""
        self.allowance -= seconds


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


class WorkerGone(RuntimeError):
    """A worker process ended (killed, out of memory) while it held a job."""


def work(pipe: Connection, server: int) -> None:
    """A worker process: think each job the server sends through `pipe`, and send back (True, move, its CPU
    seconds) or (False, the error, its CPU seconds); it ends when the server closes the pipe or is gone."""
    watch_server(server)
    while True:
        try:
            job = pickle.loads(pipe.recv_bytes())
        except (EOFError, OSError):
            return
        started = 0.0
        try:
            if job[4] is None:
                get_game(job[0])  # the game's modules are loaded before its move is timed (the first job)
            started = time.thread_time()
            answer: tuple[bool, Any, float] = (True, think(*job), time.thread_time() - started)
        except Exception as error:  # noqa: BLE001 - the server hears of it and logs it
            answer = (False, error, time.thread_time() - started if started else 0.0)
        try:
            data = pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
        except Exception as error:  # noqa: BLE001 - an answer that cannot be pickled is an error to tell
            data = pickle.dumps((False, RuntimeError(f"a bot's answer could not be sent: {error!r}"), answer[2]))
        try:
            pipe.send_bytes(data)
        except OSError:
            return


class Worker:
    """One worker process, its pipe, and the job it thinks now (None: idle)."""

    def __init__(self, runner: "BotRunner", loop: asyncio.AbstractEventLoop) -> None:
        context = multiprocessing.get_context("spawn")
        mine, theirs = context.Pipe(duplex=True)
        self.process = context.Process(target=work, args=(theirs, os.getpid()), daemon=True, name="bot-worker")
        self.process.start()
        theirs.close()
        self.pipe, self.loop, self.runner = mine, loop, runner
        self.job: Pending | None = None
        self.closed = False
        self.reader: threading.Thread | None = None
        try:
            loop.add_reader(mine.fileno(), self._readable)
        except NotImplementedError:  # Windows' proactor loop watches no pipe: a thread reads it for the loop
            self.reader = threading.Thread(target=self._read_aside, daemon=True, name="bot-worker-reader")
            self.reader.start()

    def start(self, pending: Pending, declared: Game[Any, Any] | None) -> None:
        """Send a job (a job fits the pipe's buffer, and an idle worker has read everything sent before)."""
        self.pipe.send_bytes(pickle.dumps((*pending.job, declared), pickle.HIGHEST_PROTOCOL))
        self.job = pending

    def _receive(self) -> bytes | None:
        """The worker's next answer, or None when its end of the pipe closed (it died)."""
        try:
            return self.pipe.recv_bytes()
        except (EOFError, OSError):
            return None

    def _readable(self) -> None:
        """The worker answered, or its end of the pipe closed (it died)."""
        self._heard(self._receive())

    def _read_aside(self) -> None:
        """Where the loop cannot watch the pipe: read each answer in this thread and hand it to the loop."""
        while True:
            data = self._receive()
            try:
                self.loop.call_soon_threadsafe(self._heard, data)
            except RuntimeError:  # the loop is closed: the server has stopped
                return
            if data is None:
                return

    def _heard(self, data: bytes | None) -> None:
        """One answer from the worker (None: its pipe closed, the worker died)."""
        if self.closed:
            return
        pending, self.job = self.job, None
        try:
            if data is None:
                raise EOFError
            ok, answer, seconds = pickle.loads(data)
        except (EOFError, pickle.UnpicklingError):
            self.close()
            self.runner.lost(self, pending)
            return
        self.runner.answered(self, pending, ok, answer, seconds)

    def close(self) -> None:
        """Stop the worker process (a move it thinks is dropped)."""
        self.closed = True
        if self.reader is None and not self.loop.is_closed():
            self.loop.remove_reader(self.pipe.fileno())
        self.pipe.close()
        if self.process.is_alive():
            self.process.terminate()


class BotRunner:
    """Runs bot moves in worker processes, in fair lanes, and cheap ones on the loop (see the module's docstring)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 2) - 1)
        self.pool: list[Worker] | None = None  # the worker processes, once the first job came
        self.idle: list[Worker] = []
        self.busy = 0  # moves being thought in the pool now
        self.people = Lanes()
        self.alone = Lanes()
        self.room: asyncio.Event | None = None  # set whenever a job of bots alone leaves the queue
        self.thought = 0
        self.on_loop = 0  # of them, thought on the event loop (cheap)
        self.costs = Costs()
        self.closed = False

    async def move(self, job: Job, alone: bool = False, address: str = "", table: str = "") -> Move:
        """The bot's move for `job`, thought in a worker; `alone`: a table with no person at it (its job
        waits behind every person's table, and for room in its address's lane); `address`: the table's
        creator, whose tables take one turn between them; `table`: its code. A cheap level thinks at once,
        on the loop (see the module's docstring)."""
        if self.costs.cheap(job[0], job[2]):
            return self._think_here(job)
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

    def _think_here(self, job: Job) -> Move:
        """Think a cheap job on the loop, timed as a worker times it."""
        started = time.thread_time()
        try:
            return think(*job)
        finally:
            seconds = time.thread_time() - started
            self.costs.timed(job[0], job[2], seconds)
            self.costs.spent(seconds)
            self.thought += 1
            self.on_loop += 1

    def _dispatch(self) -> None:
        """Give free workers the next jobs: people's tables first, then tables of bots alone."""
        while self.busy < self.workers and not self.closed:
            pending = self.people.take()
            if pending is None:
                pending = self.alone.take()
                if self.room is not None:  # room in the lanes of bots alone, perhaps: the waiting look again
                    self.room.set()
            if pending is None:
                return
            self._start(pending)

    def _start(self, pending: Pending) -> None:
        """Send one job to an idle worker (started when none is); its answer completes the job's future."""
        try:
            declared: Game[Any, Any] | None = get_game(pending.job[0])
            if declared is not None and declared.package.startswith("accessible_games."):
                declared = None  # a game of the package: the worker knows it by name
            worker = self._worker()
            worker.start(pending, declared)
        except Exception as error:  # noqa: BLE001 - a game no longer known, a job that cannot be sent: its table hears
            pending.answer.set_exception(error)
            return
        self.busy += 1

    def _worker(self) -> Worker:
        """An idle worker, started if none is."""
        if self.pool is None:
            self.pool = []
        if self.idle:
            return self.idle.pop()
        worker = Worker(self, asyncio.get_running_loop())
        self.pool.append(worker)
        return worker

    def answered(self, worker: Worker, pending: Pending | None, ok: bool, answer: Any, seconds: float = 0.0) -> None:
        """A worker answered after `seconds` of CPU: hand the move over, free the worker, start the next job."""
        self.busy -= 1
        self.thought += 1
        self.idle.append(worker)
        if pending is not None:
            self.costs.timed(pending.job[0], pending.job[2], seconds)
        if pending is not None and not pending.answer.done():
            if ok:
                pending.answer.set_result(answer)
            else:
                pending.answer.set_exception(answer if isinstance(answer, BaseException) else RuntimeError(answer))
        self._dispatch()

    def lost(self, worker: Worker, pending: Pending | None) -> None:
        """A worker died: it is replaced when next needed, and its job is tried once more, first in line."""
        if self.pool is not None and worker in self.pool:
            self.pool.remove(worker)
        if worker in self.idle:
            self.idle.remove(worker)
        if pending is None:
            return
        self.busy -= 1
        if pending.tries == 0:
            pending.tries += 1
            self.people.add(pending, first=True)
        elif not pending.answer.done():
            pending.answer.set_exception(WorkerGone("the bot's worker process ended twice"))
        self._dispatch()

    def close(self) -> None:
        """Stop the worker processes; jobs still waiting or thinking are never answered."""
        self.closed = True
        for lanes in (self.people, self.alone):
            while (pending := lanes.take()) is not None:
                pending.answer.cancel()
        for worker in self.pool or []:
            if worker.job is not None and not worker.job.answer.done():
                worker.job.answer.cancel()
            worker.close()
        self.pool, self.idle = None, []
