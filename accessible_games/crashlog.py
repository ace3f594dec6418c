"""Where unexpected errors go: crash.log in the log folder, through `logging`, never the player's terminal.

A screen reader reads whatever reaches the terminal, so a traceback on stderr is thirteen lines read
aloud before the one sentence the player needs. Once `record_errors` has run, every warning or error
logged anywhere in the process (the app's own, asyncio's, a thread's uncaught exception, Python's
warnings) is appended to crash.log, and nothing of it is printed. A log folder that cannot be written
loses the details, quietly: the player still hears that something went wrong.
"""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path
from types import TracebackType
from typing import Any

from .files import crash_log_path

LOGGER = "accessible_games"
"""The app's logger: report_error and the command line log unexpected errors here."""
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


ROTATE_BYTES = 512 * 1024
"""A crash.log that grew past this is moved to crash.log.1 (the one before is dropped) when the app next opens it."""


def open_log(path: Path) -> Any:
    """crash.log opened for appending, never through a link: a link planted in its place is removed (as saves
    and settings replace one), and a log grown past ROTATE_BYTES is moved aside to crash.log.1 first."""
    import os
    import stat

    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        found = None
    if found is not None and (not stat.S_ISREG(found.st_mode) or found.st_size > ROTATE_BYTES):
        if stat.S_ISREG(found.st_mode):
            os.replace(path, path.with_name(path.name + ".1"))  # renames the file itself, never where a link points
        else:
            os.unlink(path)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    descriptor = os.open(path, flags, 0o600)
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):  # a fifo or a device put there: not a log
        os.close(descriptor)
        raise OSError(f"{path} is not a regular file")
    return open(descriptor, "a", encoding="utf-8")


class CrashLogHandler(logging.FileHandler):
    """Appends to crash.log, making its folder when the first record comes (nothing is created before)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, mode="a", encoding="utf-8", delay=True)

    def _open(self) -> Any:
        return open_log(Path(self.baseFilename))

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's API
        """A log that cannot be written is given up quietly (never a report on stderr)."""


def _log_uncaught(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """sys.excepthook: an error nothing caught goes to crash.log (Ctrl+C stays quiet)."""
    if not issubclass(kind, KeyboardInterrupt):
        logging.getLogger(LOGGER).error("uncaught error", exc_info=(kind, error, trace))


def _log_thread(args: threading.ExceptHookArgs) -> None:
    """threading.excepthook: a thread's uncaught error goes to crash.log."""
    if args.exc_type is not SystemExit and args.exc_value is not None:
        logging.getLogger(LOGGER).error(
            "uncaught error in thread %s",
            getattr(args.thread, "name", "?"),
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )


def _log_unraisable(unraisable: Any) -> None:
    """sys.unraisablehook: an error in a finalizer goes to crash.log."""
    error = unraisable.exc_value
    if error is not None:
        logging.getLogger(LOGGER).warning(
            "unraisable error in %r", unraisable.object, exc_info=(type(error), error, unraisable.exc_traceback)
        )


def record_errors(path: Path | None = None) -> Path:
    """Send every warning and error of this process to crash.log (see the module's docstring); returns its path."""
    target = path or crash_log_path()
    handler = CrashLogHandler(target)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, CrashLogHandler)]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.WARNING:
        root.setLevel(logging.WARNING)
    logging.raiseExceptions = False  # a failing handler never prints "--- Logging error ---"
    logging.captureWarnings(True)
    sys.excepthook = _log_uncaught
    threading.excepthook = _log_thread
    sys.unraisablehook = _log_unraisable
    return target


def log_error(message: str, error: BaseException | None = None) -> None:
    """Record an unexpected error (the one being handled, or `error`) in crash.log."""
    info: Any = (type(error), error, error.__traceback__) if error is not None else True
    logging.getLogger(LOGGER).error(message, exc_info=info)
