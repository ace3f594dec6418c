"""Background tasks kept until they end: each one's failure logged, all of them awaited (or cancelled) on close.

A task nothing keeps may be collected while it runs, and its failure is printed by the event loop as
"Task exception was never retrieved" at some later moment, or never; one still running when its
owner closes is cut off by the loop's end ("Task was destroyed but it is pending").
"""

from __future__ import annotations

import asyncio
import logging
from functools import partial
from typing import Any, Awaitable, TypeVar

log = logging.getLogger("accessible_games.tasks")

T = TypeVar("T")
CANCEL_WAIT = 2.0  # seconds cancelled tasks are given to end


class Tasks:
    """A set of running tasks that an owner (a server, a store) keeps and closes with itself."""

    def __init__(self) -> None:
        self.running: set[asyncio.Future[Any]] = set()

    def __len__(self) -> int:
        return len(self.running)

    def start(self, work: Awaitable[T], what: str) -> asyncio.Future[T]:
        """Run `work` as a task kept here until it ends; `what` names it in the log if it fails."""
        task = asyncio.ensure_future(work)
        self.running.add(task)
        task.add_done_callback(partial(self._ended, what))
        return task

    def _ended(self, what: str, task: asyncio.Future[Any]) -> None:
        self.running.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            log.error("%s failed", what, exc_info=error)

    async def close(self, wait: float = 0.0) -> None:
        """Give the tasks up to `wait` seconds to end by themselves, then cancel the rest and await them."""
        if self.running and wait > 0:
            await asyncio.wait(list(self.running), timeout=wait)
        left = list(self.running)
        for task in left:
            task.cancel()
        if left:
            await asyncio.wait(left, timeout=CANCEL_WAIT)
