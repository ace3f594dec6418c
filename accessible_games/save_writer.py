"""Autosaves written on a thread of their own, so the disk's flushes never hold a key.

The interface thread serializes the save (a few milliseconds of CPU) and hands the bytes over; the
writer writes them durably (files.atomic_write_bytes: fsync, rename, fsync of the folder), which on
a busy or slow disk takes tens of milliseconds. Saves of one file are written in the order given; a
save handed over while an older one of the same file still waits replaces it (only the newest state
matters). `wait_idle` returns once everything handed over is on the disk.
"""

from __future__ import annotations

import atexit
import logging
import threading
from pathlib import Path
from typing import Callable

from .files import WRITE_ERRORS, atomic_write_bytes

Done = Callable[[BaseException | None], None]
"""Told, on the writer's thread, how a save ended: None when it is on the disk, else the error."""

CLOSE_WAIT_S = 10.0
"""At exit, how long the app waits for saves still being written."""


class SaveWriter:
    """One thread that writes the files handed to it, newest state of each file only."""

    def __init__(self, write: Callable[[Path, bytes], None] = atomic_write_bytes) -> None:
        self._write = write
        self._lock = threading.Condition()
        self._waiting: dict[Path, tuple[bytes, Done]] = {}
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
        self._thread.start()

    def put(self, path: Path, data: bytes, done: Done) -> None:
        """Write `data` to `path` soon; `done` is told the outcome (not told if a newer save replaced it)."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the save writer is closed")
            self._waiting.pop(path, None)  # dict order: a replaced save goes to the back, behind the others
            self._waiting[path] = (data, done)
            self._lock.notify_all()

    def wait_idle(self, timeout: float = CLOSE_WAIT_S) -> bool:
        """Block until every save handed over is written (or failed); True if they are."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._waiting and not self._busy, timeout)

    def close(self, timeout: float = CLOSE_WAIT_S) -> None:
        """Write what waits, then end the thread."""
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join(timeout)

    def _run(self) -> None:
        """Take the oldest waiting save, write it, tell its outcome; until closed with nothing left."""
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._waiting or self._closed)
                if not self._waiting:
                    return
                path = next(iter(self._waiting))
                data, done = self._waiting.pop(path)
                self._busy = True
            error: BaseException | None = None
            try:
                self._write(path, data)
            except WRITE_ERRORS as problem:
                error = problem
            try:
                done(error)
            except Exception:  # noqa: BLE001 - the writer must outlive a listener's mistake
                logging.getLogger(__name__).exception("a save's listener failed")
            with self._lock:
                self._busy = False
                self._lock.notify_all()


_writer: SaveWriter | None = None
_writer_lock = threading.Lock()


def saves_written(timeout: float = CLOSE_WAIT_S) -> bool:
    """Block until every save handed to the app's writer is written (at once if it never started)."""
    with _writer_lock:
        writer = _writer
    return writer is None or writer.wait_idle(timeout)


def save_writer() -> SaveWriter:
    """The app's writer, started on first use; at exit it finishes what it was given."""
    global _writer
    with _writer_lock:
        if _writer is None:
            _writer = SaveWriter()
            atexit.register(_writer.close)
        return _writer
