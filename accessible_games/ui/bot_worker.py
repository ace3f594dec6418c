"""Bots think off the interface thread, so every key is answered while they choose.

A hard bot may think for a tenth of a second or more; on the interface thread that time would
be added to every key pressed meanwhile. While the app's event loop runs, a costly bot decision goes
to one worker process (no lock shared with the interface, so keys and speech keep their pace);
the move comes back to the interface thread, which applies it once, in order, and saves it. A
move for a position that has changed meanwhile (the game was left, or its turn already played)
is dropped. Where no worker process can start, a worker thread thinks instead. Without a running
event loop (tests, benchmarks), the bot thinks at once on the caller's thread, as before.

Most levels decide in a millisecond or less (a hint takes about as long), where starting the worker
process costs about a tenth of a second of CPU and a process for the whole game. So a game and level
think on a thread of the app, timed there, until one of their decisions takes more than CHEAP_S;
from the next decision on, that game and level think in the worker process (`executor_for`). A level
its game declares costly (`Game.costly_levels`) thinks there from its first decision. A hint worked out
aside is timed the same way, by its function.

The worker is a plain child process (not multiprocessing's spawn, whose child reads its start-up
data from a pipe and prints "EOFError: Ran out of input" on the terminal when the app dies at that
instant, and whose resource tracker warns of leaked semaphores): its stderr never reaches the
terminal, and it exits the moment the app's end of its input closes.
"""

from __future__ import annotations

import atexit
import copy
import os
import pickle
import sys
import threading
import time
from collections import deque
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Callable

from ..core.protocol import Move

if TYPE_CHECKING:  # the pools' modules load with the first bot decision, not at start-up
    import asyncio

    from ..session import BotRequest, Session
    from .app import App

WORKER_NICENESS = 5
"""How much lower the worker process's scheduling priority is than the interface's."""
Deliver = Callable[[Callable[[], None]], None]
"""Runs work on the interface thread, whichever thread calls it."""
HEADER = 8
"""Bytes of the length that comes before each pickled message between the app and its worker."""

CHEAP_S = 0.005
"""A bot decision that took at most this much CPU on the app's thread is cheap: its game and level go on
thinking there. It is the interpreter's switch interval: no longer than keys and speech may wait for the
interpreter anyway."""

_lock = threading.Lock()
_pool: "Executor | None" = None
_fallback: "Executor | None" = None
_costly: set[tuple[str, str]] = set()
"""The kinds of work (a bot's game and level, or a function) one piece of which took more than CHEAP_S."""


class WorkerGone(RuntimeError):
    """The worker process ended (or could not be written to) before it answered."""


def _send_message(stream: IO[bytes], data: bytes) -> None:
    """Write one message: its length, then its bytes."""
    stream.write(len(data).to_bytes(HEADER, "big") + data)
    stream.flush()


def _read_message(stream: IO[bytes]) -> bytes | None:
    """Read one message (None at the end of the stream)."""
    header = _read_exactly(stream, HEADER)
    if header is None:
        return None
    return _read_exactly(stream, int.from_bytes(header, "big"))


def _read_exactly(stream: IO[bytes], size: int) -> bytes | None:
    """`size` bytes, or None when the stream ends first."""
    chunks: list[bytes] = []
    left = size
    while left > 0:
        chunk = stream.read(left)
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


class WorkerProcess(Executor):
    """One worker process that runs pickled (function, arguments) work in order, one at a time.

    It is a plain child process with pipes for its input and output and the null device for its
    stderr, so nothing it might print (an error while the app is being killed included) reaches the
    player's terminal or screen reader. The app holds the only write end of its input: when the app
    ends, however it ends, the worker reads the end of its input and exits at once, even mid-thought.
    """

    def __init__(self) -> None:
        import subprocess

        root = str(Path(__file__).resolve().parents[2])  # the folder that holds the accessible_games package
        code = (
            "import sys; sys.path.insert(0, sys.argv[1]); from accessible_games.ui.bot_worker import serve; "
            "serve(int(sys.argv[2]))"
        )
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, root, str(os.getpid())],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            close_fds=True,
        )
        self._write_lock = threading.Lock()
        self._waiting: deque[Future[Any]] = deque()
        self._closed = False
        self._reader = threading.Thread(target=self._read_answers, name="bot-worker-answers", daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int:
        """The worker process's id."""
        return self.process.pid

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> "Future[Any]":
        """Send `fn(*args)` to the worker (`fn` must be picklable by name); its answer completes the future."""
        payload = pickle.dumps((fn, args, kwargs))  # an unpicklable request fails here, on the caller's thread
        future: Future[Any] = Future()
        with self._write_lock:
            if self._closed or self.process.stdin is None:
                raise WorkerGone("the worker is closed")
            self._waiting.append(future)
            try:
                _send_message(self.process.stdin, payload)
            except (OSError, ValueError) as error:
                self._waiting.remove(future)
                raise WorkerGone("the worker cannot be reached") from error
        return future

    def _read_answers(self) -> None:
        """On a thread of the app: each answer completes the oldest waiting future; at the worker's end
        every future still waiting fails (the game then thinks on a thread instead)."""
        stream = self.process.stdout
        while stream is not None:
            try:
                data = _read_message(stream)
            except (OSError, ValueError):
                data = None
            if data is None:
                break
            try:
                ok, value = pickle.loads(data)
            except Exception as error:  # noqa: BLE001 - an answer that cannot be read fails its request
                ok, value = False, WorkerGone(f"unreadable answer: {error!r}")
            with self._write_lock:
                future = self._waiting.popleft() if self._waiting else None
            if future is not None and not future.cancelled():
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value if isinstance(value, BaseException) else WorkerGone(str(value)))
        self._fail_waiting()

    def _fail_waiting(self) -> None:
        """The worker ended: every request still out fails."""
        with self._write_lock:
            self._closed = True
            waiting, self._waiting = list(self._waiting), deque()
        for future in waiting:
            if not future.done():
                future.set_exception(WorkerGone("the worker ended"))

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """End the worker at once, even mid-thought; requests still out fail."""
        with self._write_lock:
            self._closed = True
        try:
            self.process.kill()
        except OSError:
            pass
        for stream in (self.process.stdin, self.process.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        if wait:
            self.process.wait()
        self._fail_waiting()


PARENT_POLL_S = 1.0
"""How often a worker looks whether the app's process is still there (where it cannot wait for its end)."""


def watch_parent(parent: int) -> None:
    """End this worker at once when the app's process `parent` is gone, even while another process still
    holds its input open (a child the app started, on Windows one that inherited the pipe), which would
    keep the end of the input from ever coming."""
    if sys.platform == "win32":
        import ctypes

        synchronize, infinite = 0x00100000, 0xFFFFFFFF
        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(synchronize, False, parent)
        if handle:
            kernel32.WaitForSingleObject(handle, infinite)
        os._exit(0)  # gone (or never to be opened: gone already)
    import time

    while os.getppid() == parent:  # a child whose parent died belongs to init (or a subreaper) from then on
        time.sleep(PARENT_POLL_S)
    os._exit(0)


def serve(parent: int | None = None) -> None:
    """The worker process: answer each request from the app until its input ends or the app's process
    `parent` is gone, then exit at once.

    Its stderr is the null device (set by the app); its stdin and stdout are moved off 0 and 1, so a
    print in the work cannot mix with the answers. Requests are read on a thread: the end of the
    input (the app is gone) ends the process at once, even while a move is being worked out.
    """
    if parent is not None:
        threading.Thread(target=watch_parent, args=(parent,), name="parent-watch", daemon=True).start()
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)  # on a busy machine, keys and speech get the processor first
        except OSError:
            pass
    requests = os.fdopen(os.dup(0), "rb", buffering=0)
    answers = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1):
        os.dup2(devnull, fd)
    os.close(devnull)
    import queue

    inbox: "queue.Queue[bytes]" = queue.Queue()

    def read_requests() -> None:
        while True:
            try:
                data = _read_message(requests)
            except (OSError, ValueError):
                data = None
            if data is None:
                os._exit(0)  # the app is gone: nothing left to think for
            inbox.put(data)

    threading.Thread(target=read_requests, name="requests", daemon=True).start()
    while True:
        data = inbox.get()
        try:
            work, args, kwargs = pickle.loads(data)
            answer: tuple[bool, Any] = (True, work(*args, **kwargs))
        except BaseException as error:  # noqa: BLE001 - any failure goes back to the app, which thinks on a thread
            answer = (False, error)
        try:
            payload = pickle.dumps(answer)
        except Exception as error:  # noqa: BLE001 - an answer or error that cannot be pickled
            payload = pickle.dumps((False, WorkerGone(repr(error))))
        try:
            _send_message(answers, payload)
        except (OSError, ValueError):
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
                _pool = WorkerProcess()
            except (OSError, ValueError):
                _pool = _thread_pool()
        return _pool


def _thread_pool() -> "Executor":
    """The fallback: a thread of this process (shares the interpreter lock with the interface)."""
    global _fallback
    if _fallback is None:
        from concurrent.futures import ThreadPoolExecutor

        _fallback = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    return _fallback


def executor_for(kind: tuple[str, str]) -> "Executor":
    """Where work of this kind is done (a bot decision: its game and level; other work: its function): in the
    worker process once one of its kind was costly, else on a thread of the app, timed there (`_timed`)."""
    return worker_pool() if kind in _costly else _thread_pool()


def bot_kind(request: "BotRequest") -> tuple[str, str]:
    """The kind of a bot decision: its game and level."""
    return request.game_name, request.level


def work_kind(work: Callable[..., Any]) -> tuple[str, str]:
    """The kind of a piece of work other than a bot decision: its function's module and name."""
    return getattr(work, "__module__", None) or "", getattr(work, "__qualname__", None) or repr(work)


def _timed(kind: tuple[str, str], work: Callable[..., Any], *args: Any) -> Any:
    """On a thread of the app: `work(*args)`, its CPU noted (a costly kind is done in the worker process next)."""
    started = time.thread_time()
    try:
        return work(*args)
    finally:
        if time.thread_time() - started > CHEAP_S:
            _costly.add(kind)


def _is_process_pool(executor: "Executor") -> bool:
    """True for the worker process (requests travel pickled)."""
    return isinstance(executor, WorkerProcess)


def shutdown_workers() -> None:
    """End the worker at once, even mid-thought (the app is closing; its game is saved)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)


atexit.register(shutdown_workers)


class WorkAside:
    """Work for a board (a hint) off the interface thread, answered on it unless the position moved on.

    `position` says where the game stands (the moves played, or the seat's view at an online table): an
    answer worked out for another position than the current one is dropped."""

    def __init__(
        self,
        app: "App",
        position: Callable[[], Any],
        executor: "Executor | None" = None,
        deliver: Deliver | None = None,
    ) -> None:
        self.app = app
        self.position = position
        self._executor = executor
        self._deliver = deliver
        self._loop: asyncio.AbstractEventLoop | None = None
        self.closed = False

    def background(self) -> bool:
        """True when work can be done off the interface thread (the app's loop runs)."""
        return self._executor is not None or self.app.loop_running

    def aside(self, work: Callable[..., Any], args: tuple[Any, ...], on_ready: Callable[[Any], None]) -> None:
        """`on_ready(work(*args))` on the interface thread, worked out by the worker when the loop runs
        (at once otherwise); dropped if the position changed or the screen closed meanwhile."""
        if not self.background():
            on_ready(work(*args))
            return
        ticket = self.position()
        if self._deliver is None:
            import asyncio

            self._loop = asyncio.get_running_loop()

        def submit(executor: "Executor") -> None:
            try:
                if _is_process_pool(executor):
                    future = executor.submit(_run_pickled, pickle.dumps((work, args)))
                else:
                    future = executor.submit(_timed, work_kind(work), work, *copy.deepcopy(args))
            except Exception:  # noqa: BLE001 - as for bot moves: a thread when the worker process cannot take it
                if executor is _thread_pool():
                    raise
                submit(_thread_pool())
                return
            future.add_done_callback(lambda done: self._send(lambda: arrived(executor, done)))

        def arrived(executor: "Executor", done: "Future[Any]") -> None:
            if done.exception() is not None and _is_process_pool(executor):
                submit(_thread_pool())  # the worker process failed: work it out in a thread instead
            elif not self.closed and ticket == self.position():
                on_ready(done.result())

        submit(self._executor or executor_for(work_kind(work)))

    def close(self) -> None:
        """The screen closed: late answers are dropped."""
        self.closed = True

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


class BotThinking(WorkAside):
    """The bot decisions of one game screen: started early, taken when ready, each used once."""

    def __init__(
        self, app: "App", session: "Session", executor: "Executor | None" = None, deliver: Deliver | None = None
    ) -> None:
        super().__init__(app, lambda: len(session.moves), executor, deliver)
        self.session = session
        self._thinking: int | None = None  # the move number being thought about
        self._ready: tuple[int, Move] | None = None
        self._waiter: Callable[[], None] | None = None

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
        if request.level in self.session.game.costly_levels:
            _costly.add(bot_kind(request))  # known to think long: the worker process from the first decision
        self._submit(ticket, request, self._executor or executor_for(bot_kind(request)))

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

    def close(self) -> None:
        """The game screen closed: late moves are dropped."""
        super().close()
        self._waiter = None

    # --- the worker side -------------------------------------------------------------------
    def _submit(self, ticket: int, request: "BotRequest", executor: "Executor") -> None:
        """Send the request to `executor`; a worker process that cannot take it hands over to a thread."""
        try:
            if _is_process_pool(executor):
                future = executor.submit(_think, pickle.dumps(request))
            else:
                future = executor.submit(_timed, bot_kind(request), copy.deepcopy(request).think)
        except Exception:  # noqa: BLE001 - unpicklable state or a dead pool: think in a thread instead
            if executor is _thread_pool():
                raise
            self._submit(ticket, request, _thread_pool())
            return
        future.add_done_callback(lambda done: self._send(lambda: self._arrived(ticket, request, executor, done)))

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
