"""The server's bots: quick ones think on the event loop, slow ones in a bounded pool of worker processes.

A bot's thinking time depends on the game and level (Sixty-One's hard bot takes tens of
milliseconds a move, most others a fraction of one). The runner keeps an average per game and
level; once a kind of bot is slow, its moves are computed in a worker process from the seat's
view, so the event loop keeps answering every other table at once.

Tables of bots alone share one lane of that pool: one of their moves at a time per worker, in
turn. A table with people never waits behind them: when every worker is busy, its bot thinks on
the event loop instead of queueing.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import os
import time
from typing import Any

from ..core.protocol import Move
from ..games import get_game

SLOW = 0.004        # seconds: bots slower than this (on average) think in the worker process
SMOOTHING = 0.2     # weight of the newest timing in the running average


def think(game_name: str, view: Any, level: str, seed: int) -> tuple[Move, float]:
    """One bot move from what the seat may know (its view); also how long it took."""
    start = time.perf_counter()
    move = get_game(game_name).bot_move(view, level, seed)
    return move, time.perf_counter() - start


def watch_server(server: int) -> None:
    """In a worker: exit as soon as the server process that started it is gone (a SIGKILLed server must
    not leave its workers behind; another process takes its tables over and has workers of its own)."""
    import threading

    def watch() -> None:
        while os.getppid() == server:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="server-watch", daemon=True).start()


class BotRunner:
    """Runs bot moves inline or in a worker process, by how long that kind of bot takes."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers if workers is not None else max(1, (os.cpu_count() or 2) - 1)
        self.cost: dict[tuple[str, str], float] = {}
        self.pool: concurrent.futures.ProcessPoolExecutor | None = None
        self.busy = 0  # moves being thought in the pool now
        self.alone_lane: asyncio.Semaphore | None = None

    async def move(self, job: tuple[str, Any, str, int], alone: bool = False) -> Move:
        """The bot's move for `job` (as made by Table.bot_job); `alone`: a table of bots alone, in its lane."""
        if not alone:
            return await self._think(job, may_wait=False)
        if self.alone_lane is None:
            self.alone_lane = asyncio.Semaphore(max(1, self.workers))
        async with self.alone_lane:
            return await self._think(job, may_wait=True)

    async def _think(self, job: tuple[str, Any, str, int], may_wait: bool) -> Move:
        key = (job[0], job[2])
        if self.cost.get(key, 0.0) >= SLOW and self.workers > 0 and (may_wait or self.busy < self.workers):
            self.busy += 1
            try:
                move, spent = await asyncio.get_running_loop().run_in_executor(self._pool(), think, *job)
            except (concurrent.futures.process.BrokenProcessPool, KeyError, OSError):
                self.pool = None  # a worker died or the game is not known there: think here instead
                move, spent = think(*job)
            finally:
                self.busy -= 1
        else:
            move, spent = think(*job)
        self.cost[key] = (1 - SMOOTHING) * self.cost.get(key, spent) + SMOOTHING * spent
        return move

    def _pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self.pool is None:
            self.pool = concurrent.futures.ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                               initializer=watch_server, initargs=(os.getpid(),))
        return self.pool

    def close(self) -> None:
        """Stop the worker processes."""
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None
