"""Bots think off the interface thread, so every key is answered while they choose.

A hard bot may think for a tenth of a second or more; on the interface thread that time would
be added to every key pressed meanwhile. While the app's event loop runs, each bot decision goes
to one worker process (no lock shared with the interface, so keys and speech keep their pace);
the move comes back to the interface thread, which applies it once, in order, and saves it. A
move for a position that has changed meanwhile (the game was left, or its turn already played)
is dropped. Where no worker process can start, a worker thread thinks instead. Without a running
event loop (tests, benchmarks), the bot thinks at once on the caller's thread, as before.
"""

from __future__ import annotations

import atexit
import copy
import os
import pickle
import threading
import time
from typing import TYPE_CHECKING, Any, Callable

from ..core.protocol import Move

if TYPE_CHECKING:  # the pools' modules load with the first bot decision, not at start-up
    import asyncio
    from concurrent.futures import Executor, Future

    from ..session import BotRequest, Session
    from .app import App

PARENT_CHECK_S = 0.5
"""How often the worker process looks whether the app is still there."""
WORKER_NICENESS = 5
"""How much lower the worker process's scheduling priority is than the interface's."""
Deliver = Callable[[Callable[[], None]], None]
"""Runs work on the interface thread, whichever thread calls it."""

_lock = threading.Lock()
_pool: "Executor | None" = None
_fallback: "Executor | None" = None


def _quiet_worker(app_pid: int) -> None:
    """In the worker process: nothing it might print reaches the player's terminal or screen reader,
    and on a busy machine the interface (keys, speech) gets the processor before the bot does."""
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    os.close(devnull)
    threading.Thread(target=_follow_parent, args=(app_pid,), name="parent-watch", daemon=True).start()


def _follow_parent(parent: int) -> None:
    """In the worker: end when the app that started it is gone, even killed outright (its pipe to
    the worker is held open by the worker itself, so the worker would otherwise wait forever)."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_S)
    os._exit(0)


def _think(payload: bytes) -> Move:
    """In the worker: the move of one pickled BotRequest."""
    request: BotRequest = pickle.loads(payload)
    return request.think()


def _run_pickled(payload: bytes) -> Any:
    """In the worker: run one pickled (function, arguments) pair."""
    work, args = pickle.loads(payload)
    return work(*args)


def worker_pool() -> "Executor":
    """The process's one bot worker (a process; a thread where no process can start)."""
    global _pool
    with _lock:
        if _pool is None:
            try:
                import multiprocessing
                from concurrent.futures import ProcessPoolExecutor

                context = multiprocessing.get_context("spawn")  # a fresh interpreter: no audio or terminal state
                _pool = ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=_quiet_worker,
                                            initargs=(os.getpid(),))  # the app may be gone before the worker starts
            except (ImportError, OSError, ValueError, NotImplementedError):
                _pool = _thread_pool()
        return _pool


def _thread_pool() -> "Executor":
    """The fallback: a thread of this process (shares the interpreter lock with the interface)."""
    global _fallback
    if _fallback is None:
        from concurrent.futures import ThreadPoolExecutor

        _fallback = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    return _fallback


def _is_process_pool(executor: "Executor") -> bool:
    """True for a pool of worker processes (requests travel pickled)."""
    from concurrent.futures import ProcessPoolExecutor

    return isinstance(executor, ProcessPoolExecutor)


def shutdown_workers() -> None:
    """End the worker at once, even mid-thought (the app is closing; its game is saved)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None and _is_process_pool(pool):
        for process in list(getattr(pool, "_processes", {}).values()):  # do not wait for a move no one will play
            process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
    elif pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)


atexit.register(shutdown_workers)


class BotThinking:
    """The bot decisions of one game screen: started early, taken when ready, each used once."""

    def __init__(self, app: "App", session: "Session", executor: "Executor | None" = None,
                 deliver: Deliver | None = None) -> None:
        self.app = app
        self.session = session
        self._executor = executor
        self._deliver = deliver
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thinking: int | None = None  # the move number being thought about
        self._ready: tuple[int, Move] | None = None
        self._waiter: Callable[[], None] | None = None
        self.closed = False

    def background(self) -> bool:
        """True when decisions can be made off the interface thread (the app's loop runs)."""
        return self._executor is not None or (self.app.pt_app is not None and self.app.pt_app.is_running)

    def start(self) -> None:
        """The bot to move starts thinking now (during the bot delay), if it is not already."""
        ticket = len(self.session.moves)
        if self.closed or not self.background() or self._thinking == ticket:
            return
        if self._ready is not None and self._ready[0] == ticket:
            return
        self._ready = None
        self._thinking = ticket
        request = self.session.bot_request()
        if self._deliver is None:
            import asyncio

            self._loop = asyncio.get_running_loop()
        self._submit(ticket, request, self._executor or worker_pool())

    def take(self, when_ready: Callable[[], None]) -> Move | None:
        """The bot's move for the current position: now if known, else None and `when_ready` runs later."""
        ticket = len(self.session.moves)
        if self._ready is not None and self._ready[0] == ticket:
            move = self._ready[1]
            self._ready = None
            return move
        if not self.background():
            return self.session.bot_move()
        self._waiter = when_ready
        self.start()
        return None

    def aside(self, work: Callable[..., Any], args: tuple[Any, ...], on_ready: Callable[[Any], None]) -> None:
        """`on_ready(work(*args))` on the interface thread, worked out by the worker when the loop runs
        (at once otherwise); dropped if a move was played or the screen closed meanwhile."""
        if not self.background():
            on_ready(work(*args))
            return
        ticket = len(self.session.moves)
        if self._deliver is None:
            import asyncio

            self._loop = asyncio.get_running_loop()

        def submit(executor: "Executor") -> None:
            try:
                if _is_process_pool(executor):
                    future = executor.submit(_run_pickled, pickle.dumps((work, args)))
                else:
                    future = executor.submit(work, *copy.deepcopy(args))
            except Exception:  # noqa: BLE001 - as for bot moves: a thread when the worker process cannot take it
                if executor is _thread_pool():
                    raise
                submit(_thread_pool())
                return
            future.add_done_callback(lambda done: self._send(lambda: arrived(executor, done)))

        def arrived(executor: "Executor", done: "Future[Any]") -> None:
            if done.exception() is not None and _is_process_pool(executor):
                submit(_thread_pool())  # the worker process failed: work it out in a thread instead
            elif not self.closed and ticket == len(self.session.moves):
                on_ready(done.result())

        submit(self._executor or worker_pool())

    def close(self) -> None:
        """The game screen closed: late moves are dropped."""
        self.closed = True
        self._waiter = None

    # --- the worker side -------------------------------------------------------------------
    def _submit(self, ticket: int, request: "BotRequest", executor: "Executor") -> None:
        """Send the request to `executor`; a worker process that cannot take it hands over to a thread."""
        try:
            if _is_process_pool(executor):
                future = executor.submit(_think, pickle.dumps(request))
            else:
                future = executor.submit(copy.deepcopy(request).think)
        except Exception:  # noqa: BLE001 - unpicklable state or a dead pool: think in a thread instead
            if executor is _thread_pool():
                raise
            self._submit(ticket, request, _thread_pool())
            return
        future.add_done_callback(lambda done: self._send(lambda: self._arrived(ticket, request, executor, done)))

    def _send(self, work: Callable[[], None]) -> None:
        """Hand `work` to the interface thread (called on a worker's thread)."""
        if self._deliver is not None:
            self._deliver(work)
        elif self._loop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._on_interface, work)
            except RuntimeError:  # the loop closed meanwhile: the app is ending
                pass

    def _on_interface(self, work: Callable[[], None]) -> None:
        """Run delivered work as any UI work runs: errors are spoken, the view is redrawn."""
        self.app._guarded(work)
        if self.app.pt_app is not None:
            self.app.pt_app.invalidate()

    def _arrived(self, ticket: int, request: "BotRequest", executor: "Executor", done: "Future[Move]") -> None:
        """On the interface thread: keep the move if the position is still the one it was made for."""
        if self._thinking == ticket:
            self._thinking = None
        error = done.exception()
        if error is not None:
            if executor is not _thread_pool() and executor is not self._executor:
                self._thinking = ticket  # the worker process failed: the same decision in a thread
                self._submit(ticket, request, _thread_pool())
                return
            raise error
        if self.closed or ticket != len(self.session.moves):
            return
        self._ready = (ticket, done.result())
        waiter, self._waiter = self._waiter, None
        if waiter is not None:
            waiter()
